package rules

import (
	"math/bits"

	"github.com/elephant-chess/elephant/rules/bitboard"
)

// generateCapturesBits appends the pseudo-legal captures and promotions of
// the side to move on an 8×8 board (shatar's), read off the attack tables
// instead of walked square by square: what a quiescence search asks for at
// most of its nodes.
func (p *Position) generateCapturesBits(ml *MoveList) {
	us := p.side
	occ := p.occ[First] | p.occ[Second]
	enemy := p.occ[us.Other()]
	for _, from := range p.pieces[us][:p.npieces[us]] {
		i := from.BitIndex()
		var to bitboard.Board
		switch p.board[from].Kind() {
		case King:
			to = bitboard.King(i)
		case Knight:
			to = bitboard.Knight(i)
		case Bishop:
			to = bitboard.Bishop(i, occ)
			if r := p.v.BishopRange; r > 0 {
				to &= bitboard.Within(i, r)
			}
		case Chariot:
			to = bitboard.Rook(i, occ)
		case Bers:
			to = bitboard.Rook(i, occ) | bitboard.Ferz(i)
		case Pawn:
			p.pawnCapturesBits(ml, from, us, enemy)
			continue
		}
		addBits(ml, from, to&enemy)
	}
}

// pawnCapturesBits appends a pawn's captures and its push to promotion.
func (p *Position) pawnCapturesBits(ml *MoveList, from Square, us Color, enemy bitboard.Board) {
	for to := bitboard.PawnAttacks(from.Bit(), us == First) & enemy; to != 0; to &= to - 1 {
		p.addPawnMove(ml, from, bitSquare(to), us)
	}
	push := Square(int(from) + forward(us))
	if p.board[push] == Empty && p.v.flags[push]&(fPromo0<<us) != 0 {
		ml.Add(NewMove(from, push, p.v.promotion))
	}
}

// addBits appends the moves from from to each square of to.
func addBits(ml *MoveList, from Square, to bitboard.Board) {
	for ; to != 0; to &= to - 1 {
		ml.Add(NewMove(from, bitSquare(to), NoKind))
	}
}

// bitSquare returns the square of the lowest bit of b.
func bitSquare(b bitboard.Board) Square {
	i := bits.TrailingZeros64(uint64(b))
	return SquareAt(i&7, i>>3)
}
