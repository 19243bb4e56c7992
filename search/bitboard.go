package search

import (
	"math/bits"

	"github.com/elephant-chess/elephant/rules"
)

// bitboard is a set of squares of an 8×8 board (shatar's): bit 8·rank+file.
// The shatar evaluation draws its attack maps with them; square by square
// on the mailbox the maps cost about a third of a shatar search.
type bitboard uint64

const (
	fileABits bitboard = 0x0101010101010101
	fileHBits          = fileABits << 7
)

func bitIndex(sq rules.Square) int { return 8*sq.Rank() + sq.File() }

func bitOf(sq rules.Square) bitboard { return 1 << bitIndex(sq) }

// Ray directions as file and rank steps. The first four run towards higher
// bits, so the first piece on them is the lowest bit; the others towards
// lower bits.
var rayDirs = [8][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {1, -1}, {-1, -1}}

// Attack tables of the 8×8 board, by square: a knight's leaps, a king's
// steps, the diagonal steps (the bers's), and the squares along each ray.
var knightBits, kingBits, ferzBits [64]bitboard
var rayBits [8][64]bitboard

func init() {
	on := func(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }
	for i := range 64 {
		f, r := i%8, i/8
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if on(f+d[0], r+d[1]) {
				knightBits[i] |= 1 << (8*(r+d[1]) + f + d[0])
			}
		}
		for dir, d := range rayDirs {
			if on(f+d[0], r+d[1]) {
				step := bitboard(1) << (8*(r+d[1]) + f + d[0])
				kingBits[i] |= step
				if d[0] != 0 && d[1] != 0 {
					ferzBits[i] |= step
				}
			}
			for n := 1; on(f+n*d[0], r+n*d[1]); n++ {
				rayBits[dir][i] |= 1 << (8*(r+n*d[1]) + f + n*d[0])
			}
		}
	}
}

// slideBits returns the squares a slider on square i reaches along ray dir:
// the empty ones and the first occupied one.
func slideBits(dir, i int, occ bitboard) bitboard {
	ray := rayBits[dir][i]
	if b := ray & occ; b != 0 {
		first := bits.TrailingZeros64(uint64(b))
		if dir >= 4 {
			first = 63 - bits.LeadingZeros64(uint64(b))
		}
		ray &^= rayBits[dir][first]
	}
	return ray
}

func rookBits(i int, occ bitboard) bitboard {
	return slideBits(0, i, occ) | slideBits(1, i, occ) | slideBits(4, i, occ) | slideBits(5, i, occ)
}

func bishopBits(i int, occ bitboard) bitboard {
	return slideBits(2, i, occ) | slideBits(3, i, occ) | slideBits(6, i, occ) | slideBits(7, i, occ)
}

// pawnAttacks returns the squares side c's pawns attack.
func pawnAttacks(pawns bitboard, c rules.Color) bitboard {
	if c == rules.First {
		return (pawns&^fileABits)<<7 | (pawns&^fileHBits)<<9
	}
	return (pawns&^fileABits)>>9 | (pawns&^fileHBits)>>7
}

// lowerAttacks returns the squares attacked by a class below cls.
func lowerAttacks(atk *[numAttackClasses]bitboard, cls int) bitboard {
	var b bitboard
	for _, a := range atk[:cls] {
		b |= a
	}
	return b
}
