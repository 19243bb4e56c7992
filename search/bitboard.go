package search

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/bitboard"
)

// The shatar evaluation draws its attack maps on bitboards of the 8×8
// board; square by square on the mailbox they cost about a third of a
// shatar search.

func bitIndex(sq rules.Square) int { return bitboard.Index(sq.File(), sq.Rank()) }

func bitOf(sq rules.Square) bitboard.Board { return 1 << bitIndex(sq) }

// lowerAttacks returns the squares attacked by a class below cls.
func lowerAttacks(atk *[numAttackClasses]bitboard.Board, cls int) bitboard.Board {
	var b bitboard.Board
	for _, a := range atk[:cls] {
		b |= a
	}
	return b
}
