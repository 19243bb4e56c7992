package rules

import "github.com/elephant-chess/elephant/rules/bitboard"

// attacked reports whether side by attacks square k, which holds (or would
// hold) the other side's general or king. It looks outward from k, so it needs
// no piece lists and works on a board changed in place.
func (p *Position) attacked(k Square, by Color) bool {
	switch p.v.Game {
	case Xiangqi:
		return p.attackedXiangqi(k, by)
	case Janggi:
		return p.attackedJanggi(k, by)
	}
	return p.attackedChess(k, by)
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.attacked(p.kings[p.side], p.side.Other()) }

// Attacked reports whether side by attacks square s, judged as if s held
// the other side's king (so a hiashatar bodyguard's attack does not count).
func (p *Position) Attacked(s Square, by Color) bool { return p.attacked(s, by) }

func (p *Position) attackedXiangqi(k Square, by Color) bool {
	b := &p.board
	chariot, cannon, general := MakePiece(Chariot, by), MakePiece(Cannon, by), MakePiece(General, by)
	for _, d := range orthogonals {
		s := int(k) + d
		for b[s] == Empty {
			s += d
		}
		pc := b[s]
		if pc == chariot || pc == general && (d == north || d == south) { // the flying general
			return true
		}
		if pc == Wall {
			continue
		}
		for s += d; b[s] == Empty; s += d {
		}
		if b[s] == cannon {
			return true
		}
	}
	return p.attackedByHorse(k, by) || p.attackedBySoldier(k, by)
}

func (p *Position) attackedJanggi(k Square, by Color) bool {
	b := &p.board
	chariot, cannon := MakePiece(Chariot, by), MakePiece(JanggiCannon, by)
	for _, d := range orthogonals {
		s := int(k) + d
		for b[s] == Empty {
			s += d
		}
		pc := b[s]
		if pc == chariot {
			return true
		}
		if pc == Wall || pc.Kind() == JanggiCannon {
			continue
		}
		for s += d; b[s] == Empty; s += d {
		}
		if b[s] == cannon {
			return true
		}
	}
	if p.v.palaceDiag[k] != 0 && p.attackedAlongPalace(k, chariot, cannon) {
		return true
	}
	if p.attackedByHorse(k, by) || p.attackedBySoldier(k, by) {
		return true
	}
	elephant := MakePiece(LongElephant, by)
	for i, d := range diagonals {
		s1 := int(k) + d
		if b[s1] != Empty || b[s1+d] != Empty {
			continue
		}
		if b[s1+d+diagonalParts[i][0]] == elephant || b[s1+d+diagonalParts[i][1]] == elephant {
			return true
		}
	}
	return false
}

// attackedAlongPalace looks along the palace diagonals from k for a chariot,
// or a cannon behind one non-cannon screen.
func (p *Position) attackedAlongPalace(k Square, chariot, cannon Piece) bool {
	b := &p.board
	for i, d := range diagonals {
		if !p.v.palaceLine(k, i) {
			continue
		}
		s := Square(int(k) + d)
		for b[s] == Empty && p.v.palaceLine(s, i) {
			s = Square(int(s) + d)
		}
		pc := b[s]
		if pc == chariot {
			return true
		}
		if pc == Empty || pc.Kind() == JanggiCannon || !p.v.palaceLine(s, i) {
			continue
		}
		s = Square(int(s) + d)
		for b[s] == Empty && p.v.palaceLine(s, i) {
			s = Square(int(s) + d)
		}
		if b[s] == cannon {
			return true
		}
	}
	return false
}

// attackedByHorse: a horse attacks k through a leg diagonally next to k.
func (p *Position) attackedByHorse(k Square, by Color) bool {
	b := &p.board
	horse := MakePiece(Horse, by)
	for i, d := range diagonals {
		leg := int(k) + d
		if b[leg] != Empty {
			continue
		}
		if b[leg+diagonalParts[i][0]] == horse || b[leg+diagonalParts[i][1]] == horse {
			return true
		}
	}
	return false
}

// attackedBySoldier covers the xiangqi and janggi soldier: from behind k (as
// seen by the soldier), from the side where it may step sideways, and along
// janggi's palace diagonals.
func (p *Position) attackedBySoldier(k Square, by Color) bool {
	b := &p.board
	soldier := MakePiece(Soldier, by)
	back := int(k) - forward(by)
	if b[back] == soldier {
		return true
	}
	side := fSideways0 << by
	for _, d := range [2]int{east, west} {
		if s := int(k) + d; b[s] == soldier && p.v.flags[s]&side != 0 {
			return true
		}
	}
	if p.v.palaceDiag[k] == 0 {
		return false
	}
	for i, d := range diagonals {
		if s := int(k) + d; b[s] == soldier && p.v.palaceLine(k, i) && diagonalParts[i][0] == -forward(by) {
			return true
		}
	}
	return false
}

// attackedChess covers shatar and hiashatar. A hiashatar bodyguard never gives
// check, and zones shorten the reach of sliders.
func (p *Position) attackedChess(k Square, by Color) bool {
	if p.v.bits {
		return p.attackedBits(k, by)
	}
	return p.attackedRays(k, by)
}

// attackedRays is attackedChess on the mailbox: rays walked square by
// square, leaps and steps looked up.
func (p *Position) attackedRays(k Square, by Color) bool {
	b := &p.board
	rook, queen, bers := MakePiece(Chariot, by), MakePiece(Queen, by), MakePiece(Bers, by)
	bishop := MakePiece(Bishop, by)
	for _, d := range orthogonals {
		if s, n, free := p.firstOnRay(k, d, by); (b[s] == rook || b[s] == queen || b[s] == bers) && (free || n == 1) {
			return true
		}
	}
	bishopRange := p.v.BishopRange
	if bishopRange == 0 {
		bishopRange = maxRanks
	}
	for _, d := range diagonals {
		s, n, free := p.firstOnRay(k, d, by)
		pc := b[s]
		if n == 1 && pc == bers || (pc == bishop && n <= bishopRange || pc == queen) && (free || n == 1) {
			return true
		}
	}
	knight := MakePiece(Knight, by)
	frozen := p.v.zoned && p.v.Options.Hiashatar.KnightFrozenInZone
	for _, d := range knightLeaps {
		if s := int(k) + d; b[s] == knight && !(frozen && p.hinders(Square(s), by)) {
			return true
		}
	}
	pawn, king := MakePiece(Pawn, by), MakePiece(King, by)
	back := int(k) - forward(by)
	if b[back+east] == pawn || b[back+west] == pawn {
		return true
	}
	for _, d := range allEight {
		if b[int(k)+d] == king {
			return true
		}
	}
	return false
}

// firstOnRay walks from k along d to the first non-empty square s, n steps
// away. free reports whether a piece of side by standing on s could travel
// the whole way to k despite bodyguard zones (always true without zones).
func (p *Position) firstOnRay(k Square, d int, by Color) (s Square, n int, free bool) {
	b := &p.board
	i := int(k) + d
	n = 1
	if !p.v.zoned {
		for b[i] == Empty {
			i += d
			n++
		}
		return Square(i), n, true
	}
	free = true
	for b[i] == Empty {
		if p.hinders(Square(i), by) {
			free = false
		}
		i += d
		n++
	}
	if p.hinders(Square(i), by) {
		free = false
	}
	return Square(i), n, free
}

// hinders reports whether a bodyguard zone holds back non-bodyguard pieces of
// side mover on s.
func (p *Position) hinders(s Square, mover Color) bool {
	if p.v.Options.Hiashatar.ZoneActsOnAll {
		return p.zone[0][s]+p.zone[1][s] != 0
	}
	return p.zone[mover.Other()][s] != 0
}

// attackersBits returns the squares of side by's pieces among occ that
// attack square s of an 8×8 board on which occ is occupied: a superset
// where the bishop's range is limited (the exchange checks each piece).
func (p *Position) attackersBits(s Square, by Color, occ bitboard.Board) bitboard.Board {
	i := s.BitIndex()
	their := &p.kindBits[by]
	a := bitboard.Rook(i, occ)&(their[Chariot]|their[Bers]|their[Queen]) |
		bitboard.Bishop(i, occ)&(their[Bishop]|their[Queen]) |
		bitboard.Ferz(i)&their[Bers] |
		bitboard.Knight(i)&their[Knight] |
		bitboard.King(i)&their[King] |
		bitboard.PawnAttacks(1<<i, by == Second)&their[Pawn]
	return a & occ
}

// attackedBits is attackedChess on the bitboards of an 8×8 board.
func (p *Position) attackedBits(k Square, by Color) bool {
	attackers := p.attackersBits(k, by, p.occ[First]|p.occ[Second])
	return attackers&^p.kindBits[by][Bishop] != 0 || attackers&p.bishopsInRange(by, k.BitIndex()) != 0
}

// bishopsInRange returns side c's bishops near enough to square i to reach
// it under shatar's bishop-range option (all of them when the range is
// unlimited); whether the way is free is for the caller.
func (p *Position) bishopsInRange(c Color, i int) bitboard.Board {
	b := p.kindBits[c][Bishop]
	if r := p.v.BishopRange; r > 0 {
		b &= bitboard.Within(i, r)
	}
	return b
}
