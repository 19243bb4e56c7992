package search

import "github.com/elephant-chess/elephant/rules"

// The Mongolian games' evaluation beyond material. Shatar weighs the terms
// of the western game's classical evaluations (mobility in the squares
// enemy pawns do not guard, threats, king safety by attack units, pawn
// structure, rooks on open files), each counted once per side into a
// feature vector from attack maps of both sides and weighed by
// shatarWeights; the fit in chessfit_test.go uses the same features.
// Hiashatar weighs only the terms that need no attack map (pawnTerms):
// there the maps cost more time than they gained.

// Chess feature indexes.
const (
	cfMobHeavy      = iota // squares the bers or queen reaches outside enemy pawns' guard
	cfMobRook              // the same for rooks
	cfMobBishop            // bishops
	cfMobKnight            // knights
	cfRookOpen             // rooks on a file without pawns
	cfRookSemi             // rooks on a file without own pawns
	cfBishopPair           // two bishops or more
	cfByPawn               // own pieces attacked by an enemy pawn
	cfByLower              // own rooks and heavies attacked by a cheaper piece
	cfHanging              // own pieces attacked and not defended
	cfKingDanger           // (attack units on the king's zone)²
	cfKingAttackers        // pieces attacking the king's zone
	cfShelter              // own pawns just ahead of the king (at most three)
	cfKingOpen             // files at the king without own pawns
	cfPassed               // passed pawns, by rank from the back
	cfPassed2              // the same, squared
	cfDoubled              // pawns with an own pawn on their file (each counted)
	cfIsolated             // pawns without own pawns on the files beside
	cfConnected            // pawns guarded by an own pawn
	cfGuard                // bodyguards within two squares of their king
	numChessFeatures
)

// chessWeightSet weighs the features, middle game and ending.
type chessWeightSet struct{ mg, eg [numChessFeatures]int }

// Attack classes, by value: a piece attacked by a class below its own is threatened.
const (
	atkPawn uint8 = 1 << iota
	atkMinor
	atkRook
	atkHeavy
	atkKing
)

// chessScratch holds one evaluation's attack maps.
type chessScratch struct {
	atk     [2][256]uint8 // attack classes reaching each square, by side
	units   [2]int        // attack units on side c's king zone
	attacks [2]int        // pieces attacking side c's king zone
	mob     [2][4]int     // mobility by cfMob* feature
	pawns   [2]pawnFiles  // each side's pawns by file
}

func attackClass(k rules.Kind) uint8 {
	switch k {
	case rules.Pawn:
		return atkPawn
	case rules.Chariot:
		return atkRook
	case rules.Bers, rules.Queen:
		return atkHeavy
	case rules.King:
		return atkKing
	}
	return atkMinor
}

// chessEval adds both sides' chess terms.
func (e *evaluator) chessEval(p *rules.Position, s *[2]sideTerms) {
	var f [2][numChessFeatures]int
	e.chessFeatures(p, &f)
	w := e.t.chess
	for c := range 2 {
		for i, n := range f[c] {
			s[c].mg += w.mg[i] * n
			s[c].eg += w.eg[i] * n
		}
	}
}

// chessFeatures counts the features of both sides.
func (e *evaluator) chessFeatures(p *rules.Position, f *[2][numChessFeatures]int) {
	x := &e.chess
	x.atk = [2][256]uint8{}
	x.units, x.attacks, x.mob = [2]int{}, [2]int{}, [2][4]int{}
	for c := rules.First; c <= rules.Second; c++ {
		e.pawnAttacks(p, c)
		e.countPawns(p, c, &x.pawns[c])
	}
	for c := rules.First; c <= rules.Second; c++ {
		e.pieceAttacks(p, c)
	}
	for c := rules.First; c <= rules.Second; c++ {
		e.chessSide(p, c, &f[c])
	}
}

func (e *evaluator) pawnAttacks(p *rules.Position, c rules.Color) {
	pawn := rules.MakePiece(rules.Pawn, c)
	fwd := forwardStep(c)
	for _, sq := range e.sq[c][:e.n[c]] {
		if p.Occupant(sq) == pawn {
			e.chess.atk[c][int(sq)+fwd+east] |= atkPawn
			e.chess.atk[c][int(sq)+fwd+west] |= atkPawn
		}
	}
}

func forwardStep(c rules.Color) int {
	if c == rules.First {
		return north
	}
	return south
}

// pieceAttacks marks the squares side c's pieces attack, counts their
// mobility and their attack units on the enemy king's zone.
func (e *evaluator) pieceAttacks(p *rules.Position, c rules.Color) {
	x := &e.chess
	them := c.Other()
	zone := p.KingSquare(them)
	for _, sq := range e.sq[c][:e.n[c]] {
		k := p.Occupant(sq).Kind()
		if k == rules.Pawn {
			continue
		}
		cls := attackClass(k)
		var m chessReach
		switch k {
		case rules.Chariot:
			e.slide(p, sq, c, orth[:], cls, zone, &m)
		case rules.Bishop:
			e.slide(p, sq, c, diag[:], cls, zone, &m)
		case rules.Queen:
			e.slide(p, sq, c, orth[:], cls, zone, &m)
			e.slide(p, sq, c, diag[:], cls, zone, &m)
		case rules.Bers:
			e.slide(p, sq, c, orth[:], cls, zone, &m)
			e.steps(p, sq, c, diag[:], cls, zone, &m)
		case rules.Knight:
			e.steps(p, sq, c, knight[:], cls, zone, &m)
		default: // king and bodyguard: their neighbours
			e.steps(p, sq, c, orth[:], cls, zone, &m)
			e.steps(p, sq, c, diag[:], cls, zone, &m)
		}
		if k != rules.King && k != rules.Bodyguard && m.zone {
			x.units[them] += attackWeight(k)
			x.attacks[them]++
		}
		switch k {
		case rules.Bers, rules.Queen:
			x.mob[c][cfMobHeavy] += m.mobility
		case rules.Chariot:
			x.mob[c][cfMobRook] += m.mobility
		case rules.Bishop:
			x.mob[c][cfMobBishop] += m.mobility
		case rules.Knight:
			x.mob[c][cfMobKnight] += m.mobility
		}
	}
}

// chessReach is what one piece reaches: its mobility and whether it
// touches the enemy king's zone.
type chessReach struct {
	mobility int
	zone     bool
}

// reach marks square t as attacked by side c's piece of class cls.
func (e *evaluator) reach(p *rules.Position, t int, c rules.Color, cls uint8, king rules.Square, m *chessReach) {
	e.chess.atk[c][t] |= cls
	if pc := p.Occupant(rules.Square(t)); (pc == rules.Empty || pc.Color() != c) && e.chess.atk[c.Other()][t]&atkPawn == 0 {
		m.mobility++
	}
	if chebyshev(rules.Square(t), king) <= 1 {
		m.zone = true
	}
}

func (e *evaluator) slide(p *rules.Position, from rules.Square, c rules.Color, dirs []int, cls uint8, king rules.Square, m *chessReach) {
	for _, d := range dirs {
		t := int(from) + d
		for ; p.Occupant(rules.Square(t)) == rules.Empty; t += d {
			e.reach(p, t, c, cls, king, m)
		}
		if p.Occupant(rules.Square(t)) != rules.Wall {
			e.reach(p, t, c, cls, king, m)
		}
	}
}

func (e *evaluator) steps(p *rules.Position, from rules.Square, c rules.Color, dirs []int, cls uint8, king rules.Square, m *chessReach) {
	for _, d := range dirs {
		if t := int(from) + d; p.Occupant(rules.Square(t)) != rules.Wall {
			e.reach(p, t, c, cls, king, m)
		}
	}
}

// chessSide counts side c's features once both attack maps are drawn.
func (e *evaluator) chessSide(p *rules.Position, c rules.Color, f *[numChessFeatures]int) {
	x := &e.chess
	them := c.Other()
	mine, theirs := &x.atk[c], &x.atk[them]
	for i := range 4 {
		f[cfMobHeavy+i] = x.mob[c][i]
	}
	king := p.KingSquare(c)
	own, enemy := &x.pawns[c], &x.pawns[them]
	bishops := 0
	for _, sq := range e.sq[c][:e.n[c]] {
		k := p.Occupant(sq).Kind()
		file := sq.File()
		if k != rules.Pawn && k != rules.King {
			cls := attackClass(k)
			switch a := theirs[sq]; {
			case a&atkPawn != 0:
				f[cfByPawn]++
			case a != 0 && a&(cls-1) != 0:
				f[cfByLower]++
			}
			if theirs[sq] != 0 && mine[sq] == 0 {
				f[cfHanging]++
			}
		}
		switch k {
		case rules.Chariot:
			switch {
			case own.n[file] == 0 && enemy.n[file] == 0:
				f[cfRookOpen]++
			case own.n[file] == 0:
				f[cfRookSemi]++
			}
		case rules.Bishop:
			bishops++
		case rules.Pawn:
			e.pawnFeatures(sq, king, c, own, enemy, f)
			if mine[sq]&atkPawn != 0 {
				f[cfConnected]++
			}
		}
	}
	f[cfShelter] = min(f[cfShelter], 3)
	if bishops >= 2 {
		f[cfBishopPair] = 1
	}
	for df := -1; df <= 1; df++ {
		if kf := king.File() + df; kf >= 0 && kf < maxChessFiles && kf < e.files && own.n[kf] == 0 {
			f[cfKingOpen]++
		}
	}
	units := min(x.units[c], 24)
	f[cfKingDanger] = units * units
	f[cfKingAttackers] = x.attacks[c]
}

const maxChessFiles = 10

// pawnFiles is one side's pawns by file: how many, and the lowest and
// highest rank among them (valid where n > 0).
type pawnFiles struct{ n, lo, hi [maxChessFiles]int }

// countPawns fills pf with side c's pawns.
func (e *evaluator) countPawns(p *rules.Position, c rules.Color, pf *pawnFiles) {
	*pf = pawnFiles{}
	pawn := rules.MakePiece(rules.Pawn, c)
	for _, sq := range e.sq[c][:e.n[c]] {
		if p.Occupant(sq) != pawn {
			continue
		}
		f, r := sq.File(), sq.Rank()
		if pf.n[f] == 0 || r < pf.lo[f] {
			pf.lo[f] = r
		}
		if pf.n[f] == 0 || r > pf.hi[f] {
			pf.hi[f] = r
		}
		pf.n[f]++
	}
}

// pawnFeatures counts a pawn's structure: doubled, isolated, passed, and
// whether it shelters the king.
func (e *evaluator) pawnFeatures(sq, king rules.Square, c rules.Color, own, enemy *pawnFiles, f *[numChessFeatures]int) {
	file := sq.File()
	if own.n[file] > 1 {
		f[cfDoubled]++
	}
	left := file > 0 && own.n[file-1] > 0
	right := file+1 < maxChessFiles && own.n[file+1] > 0
	if !left && !right {
		f[cfIsolated]++
	}
	if passed(sq, c, enemy) {
		rr := e.relRank(sq, c)
		f[cfPassed] += rr
		f[cfPassed2] += rr * rr
	}
	if ahead := e.relRank(sq, c) - e.relRank(king, c); abs(file-king.File()) <= 1 && ahead >= 1 && ahead <= 2 {
		f[cfShelter]++
	}
}

// pawnTerms adds both sides' terms that need no attack map: pawn
// structure, the pawns sheltering the king and the bodyguards by it.
func (e *evaluator) pawnTerms(p *rules.Position, s *[2]sideTerms) {
	w := e.t.pawns
	var pf [2]pawnFiles
	for c := rules.First; c <= rules.Second; c++ {
		e.countPawns(p, c, &pf[c])
	}
	for c := rules.First; c <= rules.Second; c++ {
		var f [numChessFeatures]int
		king := p.KingSquare(c)
		for _, sq := range e.sq[c][:e.n[c]] {
			switch p.Occupant(sq).Kind() {
			case rules.Pawn:
				e.pawnFeatures(sq, king, c, &pf[c], &pf[c.Other()], &f)
			case rules.Bodyguard:
				if chebyshev(sq, king) <= 2 {
					f[cfGuard]++
				}
			}
		}
		f[cfShelter] = min(f[cfShelter], 3)
		for i, n := range f {
			s[c].mg += w.mg[i] * n
			s[c].eg += w.eg[i] * n
		}
	}
}

// passed reports whether no enemy pawn stands ahead of side c's pawn on sq
// on its file or the files beside.
func passed(sq rules.Square, c rules.Color, enemy *pawnFiles) bool {
	f, r := sq.File(), sq.Rank()
	for ef := max(f-1, 0); ef <= min(f+1, maxChessFiles-1); ef++ {
		if enemy.n[ef] == 0 {
			continue
		}
		if c == rules.First && enemy.hi[ef] > r || c == rules.Second && enemy.lo[ef] < r {
			return false
		}
	}
	return true
}

// hiashatarPawnWeights weigh hiashatar's terms without attack maps.
var hiashatarPawnWeights = chessWeightSet{
	mg: [numChessFeatures]int{cfShelter: 10, cfPassed: 5, cfDoubled: -6, cfIsolated: -10, cfGuard: 22},
	eg: [numChessFeatures]int{cfPassed2: 4, cfDoubled: -8, cfIsolated: -8},
}
