package search

import "github.com/elephant-chess/elephant/rules"

// Piece-square tables: material plus a positional term for every piece on
// every square, for the middle game (mg) and the ending (eg). They are built
// once from the formulas below and never change afterwards.

const numPieceCodes = 64 // bound on rules.Piece values for table indexing

type gameTables struct {
	mg, eg     [numPieceCodes][256]int16
	value      [32]int // middle-game material by kind (move ordering, pruning)
	phase      [32]int // how much each kind counts towards the middle game
	totalPhase int
	style      evalStyle
	palace     palaceWeights   // xiangqi and janggi
	chess      *chessWeightSet // the chess terms' weights (shatar); nil: none
	pawns      *chessWeightSet // the terms without attack maps alone (hiashatar)
	quiet      quiescence
	prune      pruning
	// ttMoveFirst: the table's move is searched before the other moves are
	// generated (shatar, where filtering every move for the king's safety
	// costs most; MEASUREMENTS.md).
	ttMoveFirst bool
}

// pruning holds the margins and counts of the cuts in the main search.
// Xiangqi's and janggi's were set on their games; shatar prunes harder, as
// Western engines do (MEASUREMENTS.md).
type pruning struct {
	// Reverse futility: a node this far above beta per ply of depth left
	// (more when not improving) returns at once, up to rfpDepth.
	rfpPly, rfpWorse, rfpDepth int
	// Null move: the reduction is nullBase + depth/nullDiv, plus one per
	// nullEval above beta (at most nullEvalMax; nullEval 0: none).
	nullBase, nullDiv, nullEval, nullEvalMax int
	// Move-count pruning: at most lmpBase + lmpPly·depth² quiet moves
	// (half when not improving), up to lmpDepth.
	lmpBase, lmpPly, lmpDepth int
	// Futility: a quiet move is skipped when the static evaluation plus
	// futBase + futPly per ply stays below alpha, up to futDepth; futReduced
	// counts the depth the move would have after its late-move reduction.
	futBase, futPly, futDepth int
	futReduced                bool
	// checkExtDepth: a node in check is searched a ply deeper only with at
	// least this depth left.
	checkExtDepth int
	// reduceChecks: late checking moves are reduced too (by one ply less).
	reduceChecks bool
}

// defaultPruning is the pruning of xiangqi, janggi and hiashatar.
var defaultPruning = pruning{rfpPly: 120, rfpWorse: 30, rfpDepth: 6, nullBase: 3, nullDiv: 4,
	lmpBase: 3, lmpPly: 2, lmpDepth: 4, futBase: 100, futPly: 120, futDepth: 3}

// shatarPruning is closer to the margins of the Western game's engines.
var shatarPruning = pruning{rfpPly: 50, rfpWorse: 20, rfpDepth: 8, nullBase: 4, nullDiv: 3, nullEval: 150, nullEvalMax: 3,
	lmpBase: 3, lmpPly: 1, lmpDepth: 8, futBase: 60, futPly: 70, futDepth: 7, futReduced: true, checkExtDepth: 4, reduceChecks: true}

// quiescence says how hard the quiescence search of a game prunes. Shatar's
// bers, rooks and knights give many checks and trades that change nothing:
// there the search leaves out what cannot help (MEASUREMENTS.md).
type quiescence struct {
	delta int // a capture is skipped when even its victim leaves the side this far below alpha
	// futility: with the static evaluation this far below alpha, only
	// captures that win material are tried; 0 tries every capture that
	// does not lose.
	futility int
	// safeChecks: quiet checks only by a piece not lost in the exchange on
	// its square.
	safeChecks bool
	// evasions: in check, once a move has saved the king, quiet evasions
	// after the first this many are left out; 0 searches them all.
	evasions int
}

// defaultQuiescence is the quiescence of xiangqi, janggi and hiashatar.
var defaultQuiescence = quiescence{delta: 200}

// shatarQuiescence leaves out what rarely changes a shatar exchange.
var shatarQuiescence = quiescence{delta: 100, futility: 100, safeChecks: true, evasions: 2}

// evalStyle picks the game-specific evaluation terms.
type evalStyle uint8

const (
	styleXiangqi evalStyle = iota
	styleJanggi
	styleChess // shatar and hiashatar
)

var tablesByGame [4]*gameTables

func init() {
	for g := rules.Xiangqi; g <= rules.Hiashatar; g++ {
		tablesByGame[g] = buildTables(g)
	}
}

// kindTerms is one kind's material and positional formula.
type kindTerms struct {
	kind   rules.Kind
	mg, eg int
	phase  int
	pst    func(f, r int, d dims) (mg, eg int) // r counted from the owner's back rank
}

type dims struct{ files, ranks int }

// cent is twice the Chebyshev distance from the board's centre, turned into
// a nearness: 0 at the rim, largest in the middle.
func (d dims) cent(f, r int) int {
	dx := abs(2*f - (d.files - 1))
	dy := abs(2*r - (d.ranks - 1))
	return (d.files - 1 - max(dx, dy)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func buildTables(g rules.Game) *gameTables {
	t := &gameTables{quiet: defaultQuiescence, prune: defaultPruning}
	d := dims{9, 10}
	var terms []kindTerms
	switch g {
	case rules.Xiangqi:
		terms = xiangqiTerms()
		t.palace = xiangqiWeights
	case rules.Janggi:
		terms = janggiTerms()
		t.palace = janggiWeights
		t.style = styleJanggi
	case rules.Shatar:
		d = dims{8, 8}
		t.style = styleChess
		terms = withSquares(chessTerms(rules.Bers, shatarMaterial), shatarSquares[:])
		t.chess = &shatarWeights
		t.quiet, t.prune = shatarQuiescence, shatarPruning
		t.ttMoveFirst = true
	case rules.Hiashatar:
		d = dims{10, 10}
		t.style = styleChess
		// The terms without attack maps only: at 100 ms a move the maps
		// cost more in speed than they gained (MEASUREMENTS.md).
		terms = append(chessTerms(rules.Queen, hiashatarMaterial), kindTerms{rules.Bodyguard, 330, 330, 1, bodyguardPST})
		t.pawns = &hiashatarPawnWeights
	}
	for _, k := range terms {
		t.value[k.kind] = k.mg
		t.phase[k.kind] = k.phase
		t.totalPhase += 2 * k.phase * maxCount(g, k.kind)
		for f := 0; f < d.files; f++ {
			for r := 0; r < d.ranks; r++ {
				pm, pe := k.pst(f, r, d)
				for c := rules.First; c <= rules.Second; c++ {
					s := rules.SquareAt(f, r)
					if c == rules.Second {
						s = rules.SquareAt(f, d.ranks-1-r)
					}
					pc := rules.MakePiece(k.kind, c)
					t.mg[pc][s] = int16(k.mg + pm)
					t.eg[pc][s] = int16(k.eg + pe)
				}
			}
		}
	}
	return t
}

// maxCount is how many of a kind a side starts with (for the phase scale).
func maxCount(g rules.Game, k rules.Kind) int {
	switch k {
	case rules.General, rules.King, rules.Soldier, rules.Pawn:
		return 0
	case rules.Bers, rules.Queen:
		return 1
	}
	return 2
}

func xiangqiTerms() []kindTerms { return foldedTerms(xiangqiTables[:]) }

// palaceTable is one xiangqi or janggi kind's material and square bonuses,
// by rank from the owner's back rank and by file folded onto the left half
// (column 4 is the centre file); texel_test.go writes them.
type palaceTable struct {
	kind          rules.Kind
	mg, eg, phase int
	sqMG, sqEG    [10][5]int16
}

func janggiTerms() []kindTerms { return foldedTerms(janggiTables[:]) }

// foldedTerms turns tables by rank and folded file into kind terms.
func foldedTerms(tables []palaceTable) []kindTerms {
	terms := make([]kindTerms, len(tables))
	for i := range tables {
		t := &tables[i]
		terms[i] = kindTerms{t.kind, t.mg, t.eg, t.phase, func(f, r int, d dims) (int, int) {
			ff := min(f, d.files-1-f)
			return int(t.sqMG[r][ff]), int(t.sqEG[r][ff])
		}}
	}
	return terms
}

// chessMaterial is a Mongolian game's material, middle game and ending:
// pawn, knight, bishop, rook and the queen-like piece (bers or queen).
type chessMaterial struct{ pawn, knight, bishop, rook, heavy [2]int }

var hiashatarMaterial = chessMaterial{[2]int{85, 110}, [2]int{320, 300}, [2]int{330, 350}, [2]int{500, 560}, [2]int{950, 1020}}

// chessTerms covers the pieces shatar and hiashatar share, with the game's
// queen-like piece (bers or queen) as heavy.
func chessTerms(heavy rules.Kind, m chessMaterial) []kindTerms {
	return []kindTerms{
		{rules.King, 0, 0, 0, func(f, r int, d dims) (int, int) {
			return -18*min(r, 4) - 2*d.cent(f, r), 8 * d.cent(f, r)
		}},
		{heavy, m.heavy[0], m.heavy[1], 4, func(f, r int, d dims) (int, int) {
			return 2 * d.cent(f, r), 4 * d.cent(f, r)
		}},
		{rules.Chariot, m.rook[0], m.rook[1], 2, func(f, r int, d dims) (int, int) {
			if r == d.ranks-2 {
				return 18, 12
			}
			return 0, 0
		}},
		{rules.Bishop, m.bishop[0], m.bishop[1], 1, func(f, r int, d dims) (int, int) {
			return 4 * d.cent(f, r), 3 * d.cent(f, r)
		}},
		{rules.Knight, m.knight[0], m.knight[1], 1, func(f, r int, d dims) (int, int) {
			c := d.cent(f, r)
			return 8*c - 14, 6*c - 10
		}},
		{rules.Pawn, m.pawn[0], m.pawn[1], 0, func(f, r int, d dims) (int, int) {
			adv := r - 1
			centre := 0
			if abs(2*f-(d.files-1)) <= 1 {
				centre = 8
			}
			return 4*adv + centre, 3*adv*adv + 4*adv
		}},
	}
}

// chessSquares is one Mongolian kind's square bonuses, by rank from the
// owner's back rank and by file folded onto the left half; texel_test.go
// writes shatar's.
type chessSquares struct {
	kind       rules.Kind
	sqMG, sqEG [8][4]int16
}

// withSquares gives the kinds that have a square table its bonuses in place
// of their formula.
func withSquares(terms []kindTerms, squares []chessSquares) []kindTerms {
	for i := range terms {
		for j := range squares {
			if sq := &squares[j]; sq.kind == terms[i].kind {
				terms[i].pst = func(f, r int, d dims) (int, int) {
					ff := min(f, d.files-1-f)
					return int(sq.sqMG[r][ff]), int(sq.sqEG[r][ff])
				}
			}
		}
	}
	return terms
}

func bodyguardPST(f, r int, d dims) (int, int) {
	c := d.cent(f, r)
	return 4 * c, 4 * c
}
