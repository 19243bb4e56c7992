// Package bitboard holds sets of squares of an 8×8 board (shatar's) as
// 64-bit words, bit 8·rank+file, and the attack tables of the chess-like
// pieces on it. Walking the mailbox square by square is what the rules and
// the evaluation do for the other boards; on 8×8 these answer in a few
// word operations.
package bitboard

import "math/bits"

// Board is a set of squares.
type Board uint64

const (
	fileA Board = 0x0101010101010101
	fileH       = fileA << 7
)

// Index returns the bit of file f and rank r (both 0-based).
func Index(f, r int) int { return 8*r + f }

// Ray directions as file and rank steps. The first four run towards higher
// bits, so the first piece on them is the lowest bit; the others towards
// lower bits.
var rayDirs = [8][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {1, -1}, {-1, -1}}

// Attack tables by square: a knight's leaps, a king's steps, the diagonal
// steps (a bers's), the squares along each ray, and the squares within each
// king distance.
var knight, king, ferz [64]Board
var rays [8][64]Board
var within [8][64]Board
var between [64][64]Board

func init() {
	on := func(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }
	for i := range 64 {
		f, r := i%8, i/8
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if on(f+d[0], r+d[1]) {
				knight[i] |= 1 << Index(f+d[0], r+d[1])
			}
		}
		for dir, d := range rayDirs {
			if on(f+d[0], r+d[1]) {
				step := Board(1) << Index(f+d[0], r+d[1])
				king[i] |= step
				if d[0] != 0 && d[1] != 0 {
					ferz[i] |= step
				}
			}
			for n := 1; on(f+n*d[0], r+n*d[1]); n++ {
				rays[dir][i] |= 1 << Index(f+n*d[0], r+n*d[1])
			}
		}
		for j := range 64 {
			for d := max(abs(j%8-f), abs(j/8-r)); d < 8; d++ {
				within[d][i] |= 1 << j
			}
		}
	}
	for dir := range rayDirs {
		for i := range 64 {
			for b := rays[dir][i]; b != 0; b &= b - 1 {
				j := bits.TrailingZeros64(uint64(b))
				between[i][j] = rays[dir][i] &^ rays[dir][j] &^ (1 << j)
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Knight returns the squares a knight on square i leaps to.
func Knight(i int) Board { return knight[i] }

// File returns the squares of file f (0-based).
func File(f int) Board { return fileA << f }

// King returns the squares next to square i.
func King(i int) Board { return king[i] }

// Ferz returns the squares diagonally next to square i.
func Ferz(i int) Board { return ferz[i] }

// Within returns the squares at most d king steps from square i: where a
// piece of limited range can stand to reach i. No square is within a
// negative distance.
func Within(i, d int) Board {
	switch {
	case d < 0:
		return 0
	case d >= 7:
		return ^Board(0)
	}
	return within[d][i]
}

// Between returns the squares strictly between squares a and b when they
// share a rank, file or diagonal; none otherwise.
func Between(a, b int) Board { return between[a][b] }

// slide returns the squares a slider on square i reaches along ray dir:
// the empty ones and the first occupied one.
func slide(dir, i int, occ Board) Board {
	ray := rays[dir][i]
	if b := ray & occ; b != 0 {
		first := bits.TrailingZeros64(uint64(b))
		if dir >= 4 {
			first = 63 - bits.LeadingZeros64(uint64(b))
		}
		ray &^= rays[dir][first]
	}
	return ray
}

// PawnAttacks returns the squares the pawns attack: forward is towards
// higher ranks for the first player's pawns (up), lower for the second's.
func PawnAttacks(pawns Board, up bool) Board {
	if up {
		return (pawns&^fileA)<<7 | (pawns&^fileH)<<9
	}
	return (pawns&^fileA)>>9 | (pawns&^fileH)>>7
}

// Count returns the number of squares in b.
func (b Board) Count() int { return bits.OnesCount64(uint64(b)) }
