package search

import (
	"math/rand/v2"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/bitboard"
)

// Each chess feature counted on a position built to show it (the bers
// line: a1 to a8 up the file, b1 and d1 but not c1, which the pawn guards,
// and the pawn on b2).
func TestChessFeatures(t *testing.T) {
	const w, b = 0, 1
	cases := []struct {
		name    string
		fen     string
		side    int
		feature int
		want    int
	}{
		{"rook on an open file", "4k3/pp6/8/8/8/8/PP6/3RK3 w - - 0 1", w, cfRookOpen, 1},
		{"rook on a half-open file", "4k3/pp1p4/8/8/8/8/PP6/3RK3 w - - 0 1", w, cfRookSemi, 1},
		{"rook behind its own pawn: not open", "4k3/pp6/8/8/8/8/PP1P4/3RK3 w - - 0 1", w, cfRookOpen, 0},
		{"rook behind its own pawn: not half-open", "4k3/pp6/8/8/8/8/PP1P4/3RK3 w - - 0 1", w, cfRookSemi, 0},
		{"bishop pair", "4k3/pp6/8/8/8/8/PP6/2B1KB2 w - - 0 1", w, cfBishopPair, 1},
		{"one bishop", "4k3/pp6/8/8/8/8/PP6/2B1K3 w - - 0 1", w, cfBishopPair, 0},
		{"knight attacked by a pawn", "4k3/8/3p4/4N3/8/8/8/4K3 w - - 0 1", w, cfByPawn, 1},
		{"the knight hangs", "4k3/8/3p4/4N3/8/8/8/4K3 w - - 0 1", w, cfHanging, 1},
		{"a pawn guards the knight", "4k3/8/3p4/4N3/3P4/8/8/4K3 w - - 0 1", w, cfHanging, 0},
		{"rook attacked by a knight", "4k3/8/8/2n5/8/3R4/8/4K3 w - - 0 1", w, cfByLower, 1},
		{"knight attacked by a rook is not threatened by a cheaper piece", "4k3/8/8/8/8/3r4/8/3NK3 w - - 0 1", w, cfByLower, 0},
		{"passed pawn on the fifth rank", "4k3/7p/8/P7/8/8/8/4K3 w - - 0 1", w, cfPassed, 4},
		{"its square", "4k3/7p/8/P7/8/8/8/4K3 w - - 0 1", w, cfPassed2, 16},
		{"a pawn ahead on the next file stops it", "4k3/1p6/8/P7/8/8/8/4K3 w - - 0 1", w, cfPassed, 0},
		{"black's passed pawn counts from its side", "4k3/8/8/8/p7/8/7P/4K3 b - - 0 1", b, cfPassed, 4},
		{"doubled pawns", "4k3/p7/8/8/8/4P3/4P3/K7 w - - 0 1", w, cfDoubled, 2},
		{"isolated pawns", "4k3/p7/8/8/8/4P3/4P3/K7 w - - 0 1", w, cfIsolated, 2},
		{"a pawn guarding a pawn", "4k3/p7/8/8/8/3P4/4P3/K7 w - - 0 1", w, cfConnected, 1},
		{"king shelter", "r3k3/8/8/8/8/8/5PPP/6K1 w - - 0 1", w, cfShelter, 3},
		{"no open file at a sheltered king", "r3k3/8/8/8/8/8/5PPP/6K1 w - - 0 1", w, cfKingOpen, 0},
		{"open files at a bare king's side", "r3k3/8/8/8/8/8/5PPP/6K1 w - - 0 1", b, cfKingOpen, 3},
		{"a rook on the king's zone", "4k3/8/8/8/8/4r3/PP6/4K3 w - - 0 1", w, cfKingAttackers, 1},
		{"its attack units, squared", "4k3/8/8/8/8/4r3/PP6/4K3 w - - 0 1", w, cfKingDanger, 9},
		{"bers reach: rook lines and one diagonal step", "4k3/8/8/8/8/8/1p6/J3K3 w - - 0 1", w, cfMobHeavy, 10},
	}
	for _, c := range cases {
		pos := mustPos(t, "shatar", c.fen)
		var e evaluator
		e.setGame(pos.Variant())
		for side := range 2 {
			e.n[side] = len(pos.PieceSquares(e.sq[side][:0], rules.Color(side)))
		}
		var f [2][numChessFeatures]int
		e.chessFeatures(pos, &f)
		if got := f[c.side][c.feature]; got != c.want {
			t.Errorf("%s: %s: feature %d = %d, want %d", c.name, c.fen, c.feature, got, c.want)
		}
	}
}

// TestPawnTerms: hiashatar's terms without attack maps, each shown by a
// position against one without it (the red side's middle-game and ending
// scores).
func TestPawnTerms(t *testing.T) {
	// A black pawn on e9 and one on b9 keep red's pawns from being passed.
	const bare = "4k5/1p2p5/10/10/10/10/10/10/10/4K5 w - - 0 1"
	cases := []struct {
		name, fen string
		mg, eg    int
	}{
		{"a bodyguard by its king", "4k5/1p2p5/10/10/10/10/10/10/10/3GK5 w - - 0 1", 22, 0},
		{"a bodyguard far from it", "4k5/1p2p5/10/10/10/10/G9/10/10/4K5 w - - 0 1", 0, 0},
		{"three pawns sheltering the king", "4k5/1p2p5/10/10/10/10/10/10/3PPP4/4K5 w - - 0 1", 30, 0},
		{"doubled isolated pawns", "4k5/1p2p5/10/10/10/10/P9/P9/10/4K5 w - - 0 1", 2*-6 + 2*-10, 2*-8 + 2*-8},
		{"a passed pawn on the fifth rank", "4k5/1p2p5/10/10/10/9P/10/10/10/4K5 w - - 0 1", -10 + 4*5, -8 + 16*4},
	}
	score := func(fen string) sideTerms {
		pos := mustPos(t, "hiashatar", fen)
		var e evaluator
		e.setGame(pos.Variant())
		for side := range 2 {
			e.n[side] = len(pos.PieceSquares(e.sq[side][:0], rules.Color(side)))
		}
		var s [2]sideTerms
		e.pawnTerms(pos, &s)
		return s[rules.First]
	}
	base := score(bare)
	for _, c := range cases {
		got := score(c.fen)
		if mg, eg := got.mg-base.mg, got.eg-base.eg; mg != c.mg || eg != c.eg {
			t.Errorf("%s: mg %+d eg %+d, want %+d %+d", c.name, mg, eg, c.mg, c.eg)
		}
	}
}

// TestMopUp: in a won hiashatar ending the side ahead scores more the
// nearer the other king is to an edge and the closer its own king stands;
// with the material level, or without a piece that can mate, nothing.
func TestMopUp(t *testing.T) {
	cases := []struct {
		name, fen string
		eg        int // red's end-game bonus
	}{
		{"bare king in the middle, kings apart", "10/10/10/10/4k5/10/10/10/10/Q3K5 w - - 0 1", 20*0 - 6*5},
		{"bare king on the edge, kings apart", "4k5/10/10/10/10/10/10/10/10/Q3K5 w - - 0 1", 20*4 - 6*9},
		{"bare king on the edge, kings near", "4k5/10/4K5/10/10/10/10/10/10/Q9 w - - 0 1", 20*4 - 6*2},
		{"level material", "q3k5/10/10/10/10/10/10/10/10/Q3K5 w - - 0 1", 0},
	}
	for _, c := range cases {
		pos := mustPos(t, "hiashatar", c.fen)
		var e evaluator
		e.setGame(pos.Variant())
		var s [2]sideTerms
		for side := range 2 {
			e.n[side] = len(pos.PieceSquares(e.sq[side][:0], rules.Color(side)))
			e.material(pos, rules.Color(side), &s[side])
		}
		before := s[rules.First].eg
		e.mopUp(pos, &s)
		if got := s[rules.First].eg - before; got != c.eg {
			t.Errorf("%s: red's end-game score %+d, want %+d", c.name, got, c.eg)
		}
	}
}

// TestAttackMapsAgreeWithMailbox draws the shatar attack maps square by
// square on the mailbox, the plain way, and checks the bitboards against
// them in random games: every class of attack on every square, the
// mobility, and the attack units and attackers on each king's zone.
func TestAttackMapsAgreeWithMailbox(t *testing.T) {
	v := rules.MustPreset("shatar")
	rng := rand.New(rand.NewPCG(3, 5))
	positions := 0
	for game := 0; game < 40; game++ {
		pos := v.StartPosition()
		for ply := 0; ply < 160 && !pos.Outcome().Over(); ply++ {
			moves := pos.LegalMoves()
			if len(moves) == 0 {
				break
			}
			var e evaluator
			e.setGame(v)
			for side := range 2 {
				e.n[side] = len(pos.PieceSquares(e.sq[side][:0], rules.Color(side)))
			}
			var f [2][numChessFeatures]int
			e.chessFeatures(pos, &f)
			want := mailboxMaps(pos, &e)
			for c := range 2 {
				for r := range 8 {
					for fl := range 8 {
						sq := rules.SquareAt(fl, r)
						for cls := range numAttackClasses {
							got := e.chess.atk[c][cls]&sq.Bit() != 0
							if exp := want.atk[c][sq]&(1<<cls) != 0; got != exp {
								t.Fatalf("%s: side %d class %d on %s: bitboard %v, mailbox %v", pos.FEN(), c, cls, sq, got, exp)
							}
						}
					}
				}
			}
			if want.mob != e.chess.mob || want.units != e.chess.units || want.attacks != e.chess.attacks {
				t.Fatalf("%s: mobility, units, attackers %v %v %v; mailbox %v %v %v", pos.FEN(),
					e.chess.mob, e.chess.units, e.chess.attacks, want.mob, want.units, want.attacks)
			}
			positions++
			pos.MakeMove(moves[rng.IntN(len(moves))])
		}
	}
	if positions < 1000 {
		t.Fatalf("only %d positions", positions)
	}
}

type mailboxAttacks struct {
	atk            [2][256]uint8
	mob            [2][4]int
	units, attacks [2]int
}

// mailboxMaps walks every piece's moves square by square.
func mailboxMaps(p *rules.Position, e *evaluator) mailboxAttacks {
	var m mailboxAttacks
	for c := rules.First; c <= rules.Second; c++ {
		fwd := rules.North
		if c == rules.Second {
			fwd = rules.South
		}
		for _, sq := range e.sq[c][:e.n[c]] {
			if p.Occupant(sq).Kind() == rules.Pawn {
				for _, d := range []int{fwd + rules.East, fwd + rules.West} {
					m.atk[c][int(sq)+d] |= 1 << clsPawn
				}
			}
		}
	}
	for c := rules.First; c <= rules.Second; c++ {
		king := p.KingSquare(c.Other())
		for _, sq := range e.sq[c][:e.n[c]] {
			k := p.Occupant(sq).Kind()
			var targets []rules.Square
			slide := func(dirs []int) {
				for _, d := range dirs {
					t := int(sq) + d
					for ; p.Occupant(rules.Square(t)) == rules.Empty && p.Variant().OnBoard(rules.Square(t)); t += d {
						targets = append(targets, rules.Square(t))
					}
					if p.Variant().OnBoard(rules.Square(t)) {
						targets = append(targets, rules.Square(t))
					}
				}
			}
			step := func(dirs []int) {
				for _, d := range dirs {
					if t := rules.Square(int(sq) + d); p.Variant().OnBoard(t) {
						targets = append(targets, t)
					}
				}
			}
			switch k {
			case rules.Pawn:
				continue
			case rules.Chariot:
				slide(orth[:])
			case rules.Bishop:
				slide(diag[:])
			case rules.Bers:
				slide(orth[:])
				step(diag[:])
			case rules.Knight:
				step(knight[:])
			default:
				step(orth[:])
				step(diag[:])
			}
			mob, zone := 0, false
			for _, t := range targets {
				m.atk[c][t] |= 1 << attackClass(k)
				if pc := p.Occupant(t); (pc == rules.Empty || pc.Color() != c) && m.atk[c.Other()][t]&(1<<clsPawn) == 0 {
					mob++
				}
				zone = zone || chebyshev(t, king) <= 1
			}
			if zone && k != rules.King {
				m.units[c.Other()] += attackWeight(k)
				m.attacks[c.Other()]++
			}
			if feature, ok := mobilityFeature(k); ok {
				m.mob[c][feature] += mob
			}
		}
	}
	return m
}

// TestPawnCacheAgrees evaluates the positions of random shatar games with
// one evaluator, whose pawn cache fills and is overwritten as it goes, and
// each with a fresh evaluator: a cached pawn structure must never change a
// score.
func TestPawnCacheAgrees(t *testing.T) {
	v := rules.MustPreset("shatar")
	rng := rand.New(rand.NewPCG(3, 4))
	var warm evaluator
	warm.setGame(v)
	var ml rules.MoveList
	hits := 0
	for game := 0; game < 40; game++ {
		pos := v.StartPosition()
		for ply := 0; ply < 120; ply++ {
			if pos.GenerateLegal(&ml); ml.Len() == 0 {
				break
			}
			pos.MakeMove(ml.Moves()[rng.IntN(ml.Len())])
			w, b := pos.PieceBits(rules.First, rules.Pawn), pos.PieceBits(rules.Second, rules.Pawn)
			if warm.chess.pawns.slot(w, b).pawns == [2]bitboard.Board{w, b} {
				hits++
			}
			var cold evaluator
			cold.setGame(v)
			if got, want := warm.evaluate(pos), cold.evaluate(pos); got != want {
				t.Fatalf("%s: %d with the cache as the search left it, %d with an empty one", pos.FEN(), got, want)
			}
		}
	}
	if hits < 1000 {
		t.Errorf("only %d evaluations found their pawns cached; the test proves little", hits)
	}
}
