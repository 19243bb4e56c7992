package search

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/bitboard"
)

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
	clsPawn = iota
	clsMinor
	clsRook
	clsHeavy
	clsKing
	numAttackClasses
)

// chessScratch holds one evaluation's attack maps.
type chessScratch struct {
	atk     [2][numAttackClasses]bitboard.Board // the squares side c attacks, by attack class
	all     [2]bitboard.Board                   // the squares side c attacks
	units   [2]int                              // attack units on side c's king zone
	attacks [2]int                              // pieces attacking side c's king zone
	mob     [2][4]int                           // mobility by cfMob* feature
	pawns   [2]pawnFiles                        // each side's pawns by file
}

func attackClass(k rules.Kind) int {
	switch k {
	case rules.Pawn:
		return clsPawn
	case rules.Chariot:
		return clsRook
	case rules.Bers, rules.Queen:
		return clsHeavy
	case rules.King:
		return clsKing
	}
	return clsMinor
}

// lowerAttacks returns the squares attacked by a class below cls.
func lowerAttacks(atk *[numAttackClasses]bitboard.Board, cls int) bitboard.Board {
	var b bitboard.Board
	for _, a := range atk[:cls] {
		b |= a
	}
	return b
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
	own := [2]bitboard.Board{p.SideBits(rules.First), p.SideBits(rules.Second)}
	for c := rules.First; c <= rules.Second; c++ {
		pawns := bitboard.PawnAttacks(p.PieceBits(c, rules.Pawn), c == rules.First)
		x.atk[c] = [numAttackClasses]bitboard.Board{clsPawn: pawns}
		e.countPawns(p, c, &x.pawns[c])
	}
	x.units, x.attacks, x.mob = [2]int{}, [2]int{}, [2][4]int{}
	for c := rules.First; c <= rules.Second; c++ {
		e.pieceAttacks(p, c, own)
	}
	for c := rules.First; c <= rules.Second; c++ {
		x.all[c] = 0
		for _, b := range x.atk[c] {
			x.all[c] |= b
		}
	}
	for c := rules.First; c <= rules.Second; c++ {
		e.chessSide(p, c, &f[c])
	}
}

// pieceAttacks draws the squares side c's pieces attack, counts their
// mobility (the squares they reach that hold no piece of their own and no
// enemy pawn guards) and their attack units on the enemy king's zone.
func (e *evaluator) pieceAttacks(p *rules.Position, c rules.Color, own [2]bitboard.Board) {
	x := &e.chess
	them := c.Other()
	king := p.KingSquare(them)
	zone := bitboard.King(king.BitIndex()) | king.Bit()
	occ := own[0] | own[1]
	free := ^own[c] &^ x.atk[them][clsPawn]
	for _, sq := range e.sq[c][:e.n[c]] {
		k := p.Occupant(sq).Kind()
		if k == rules.Pawn {
			continue
		}
		i := sq.BitIndex()
		var reach bitboard.Board
		switch k {
		case rules.Chariot:
			reach = bitboard.Rook(i, occ)
		case rules.Bishop:
			reach = bitboard.Bishop(i, occ)
		case rules.Queen:
			reach = bitboard.Rook(i, occ) | bitboard.Bishop(i, occ)
		case rules.Bers:
			reach = bitboard.Rook(i, occ) | bitboard.Ferz(i)
		case rules.Knight:
			reach = bitboard.Knight(i)
		default: // king and bodyguard: their neighbours
			reach = bitboard.King(i)
		}
		x.atk[c][attackClass(k)] |= reach
		if k != rules.King && k != rules.Bodyguard && reach&zone != 0 {
			x.units[them] += attackWeight(k)
			x.attacks[them]++
		}
		if feature, ok := mobilityFeature(k); ok {
			x.mob[c][feature] += (reach & free).Count()
		}
	}
}

// mobilityFeature returns the cfMob* feature that counts kind k's mobility.
func mobilityFeature(k rules.Kind) (int, bool) {
	switch k {
	case rules.Bers, rules.Queen:
		return cfMobHeavy, true
	case rules.Chariot:
		return cfMobRook, true
	case rules.Bishop:
		return cfMobBishop, true
	case rules.Knight:
		return cfMobKnight, true
	}
	return 0, false
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
		b := sq.Bit()
		if k != rules.Pawn && k != rules.King {
			switch {
			case theirs[clsPawn]&b != 0:
				f[cfByPawn]++
			case lowerAttacks(theirs, attackClass(k))&b != 0:
				f[cfByLower]++
			}
			if x.all[them]&b != 0 && x.all[c]&b == 0 {
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
			if mine[clsPawn]&b != 0 {
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
