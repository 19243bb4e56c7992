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
	pawns   pawnCache
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
	}
	pe := e.pawnStructure(p)
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
		e.chessSide(p, c, pe, &f[c])
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

// chessSide counts side c's features once both attack maps are drawn; the
// pawns' own structure comes from pe.
func (e *evaluator) chessSide(p *rules.Position, c rules.Color, pe *pawnEntry, f *[numChessFeatures]int) {
	x := &e.chess
	them := c.Other()
	theirs := &x.atk[them]
	for i := range 4 {
		f[cfMobHeavy+i] = x.mob[c][i]
	}
	for i, n := range pe.f[c] {
		f[pawnFeatureIndex[i]] = int(n)
	}
	king := p.KingSquare(c)
	own, enemy := pe.files[c], pe.files[them]
	bishops := 0
	for _, sq := range e.sq[c][:e.n[c]] {
		k := p.Occupant(sq).Kind()
		if k == rules.Pawn || k == rules.King {
			continue
		}
		b := sq.Bit()
		switch {
		case theirs[clsPawn]&b != 0:
			f[cfByPawn]++
		case lowerAttacks(theirs, attackClass(k))&b != 0:
			f[cfByLower]++
		}
		if x.all[them]&b != 0 && x.all[c]&b == 0 {
			f[cfHanging]++
		}
		switch k {
		case rules.Chariot:
			switch file := uint16(1) << sq.File(); {
			case own&file == 0 && enemy&file == 0:
				f[cfRookOpen]++
			case own&file == 0:
				f[cfRookSemi]++
			}
		case rules.Bishop:
			bishops++
		}
	}
	f[cfShelter] = shelter(p.PieceBits(c, rules.Pawn), king, c)
	if bishops >= 2 {
		f[cfBishopPair] = 1
	}
	for df := -1; df <= 1; df++ {
		if kf := king.File() + df; kf >= 0 && kf < e.files && own&(1<<kf) == 0 {
			f[cfKingOpen]++
		}
	}
	units := min(x.units[c], 24)
	f[cfKingDanger] = units * units
	f[cfKingAttackers] = x.attacks[c]
}

// shelter counts, up to three, side c's pawns one or two ranks ahead of its
// king on k, on the king's file or a file beside it.
func shelter(pawns bitboard.Board, k rules.Square, c rules.Color) int {
	kr := k.Rank()
	ahead := rankBits(kr+1) | rankBits(kr+2)
	if c == rules.Second {
		ahead = rankBits(kr-1) | rankBits(kr-2)
	}
	var files bitboard.Board
	for f := max(k.File()-1, 0); f <= min(k.File()+1, 7); f++ {
		files |= bitboard.File(f)
	}
	return min((pawns & ahead & files).Count(), 3)
}

// rankBits returns the squares of rank r of an 8×8 board (none off it).
func rankBits(r int) bitboard.Board {
	if r < 0 || r > 7 {
		return 0
	}
	return 0xFF << (8 * r)
}

// The features that depend on the pawns alone, as pawnEntry keeps them.
var pawnFeatureIndex = [...]int{cfDoubled, cfIsolated, cfPassed, cfPassed2, cfConnected}

// pawnEntry is what the pawns of both sides decide by themselves: per side
// the files holding its pawns and its pawn-structure features.
type pawnEntry struct {
	pawns [2]bitboard.Board
	files [2]uint16
	f     [2][len(pawnFeatureIndex)]int16
}

// pawnCache keeps the pawn entries of recent positions: pawn structures
// change on few moves, so most evaluations find theirs here. An empty entry
// is right for a board without pawns.
type pawnCache [1 << pawnCacheBits]pawnEntry

const pawnCacheBits = 10

// pawnStructure returns the pawn entry of the position, counting it when
// the cache does not hold it.
func (e *evaluator) pawnStructure(p *rules.Position) *pawnEntry {
	w, b := p.PieceBits(rules.First, rules.Pawn), p.PieceBits(rules.Second, rules.Pawn)
	pe := e.chess.pawns.slot(w, b)
	if pe.pawns != [2]bitboard.Board{w, b} {
		e.countPawnStructure(p, pe)
	}
	return pe
}

// slot returns the entry where the pawns w and b are kept.
func (pc *pawnCache) slot(w, b bitboard.Board) *pawnEntry {
	h := uint64(w)*0x9E3779B97F4A7C15 ^ uint64(b)*0xC2B2AE3D27D4EB4F
	return &pc[h>>(64-pawnCacheBits)]
}

// countPawnStructure fills pe with the position's pawn structure.
func (e *evaluator) countPawnStructure(p *rules.Position, pe *pawnEntry) {
	var pf [2]pawnFiles
	*pe = pawnEntry{}
	for c := rules.First; c <= rules.Second; c++ {
		pe.pawns[c] = p.PieceBits(c, rules.Pawn)
		e.countPawns(p, c, &pf[c])
		for file, n := range pf[c].n {
			if n > 0 {
				pe.files[c] |= 1 << file
			}
		}
	}
	for c := rules.First; c <= rules.Second; c++ {
		guarded := bitboard.PawnAttacks(pe.pawns[c], c == rules.First)
		var f [numChessFeatures]int
		for _, sq := range e.sq[c][:e.n[c]] {
			if p.Occupant(sq).Kind() != rules.Pawn {
				continue
			}
			e.pawnStructureFeatures(sq, c, &pf[c], &pf[c.Other()], &f)
			if guarded&sq.Bit() != 0 {
				f[cfConnected]++
			}
		}
		for i, fi := range pawnFeatureIndex {
			pe.f[c][i] = int16(f[fi])
		}
	}
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

// pawnFeatures counts a pawn's structure and whether it shelters the king.
func (e *evaluator) pawnFeatures(sq, king rules.Square, c rules.Color, own, enemy *pawnFiles, f *[numChessFeatures]int) {
	e.pawnStructureFeatures(sq, c, own, enemy, f)
	if ahead := e.relRank(sq, c) - e.relRank(king, c); abs(sq.File()-king.File()) <= 1 && ahead >= 1 && ahead <= 2 {
		f[cfShelter]++
	}
}

// pawnStructureFeatures counts whether a pawn is doubled, isolated or passed.
func (e *evaluator) pawnStructureFeatures(sq rules.Square, c rules.Color, own, enemy *pawnFiles, f *[numChessFeatures]int) {
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
