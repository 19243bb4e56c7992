package rules

import (
	"fmt"
	"strconv"

	"github.com/elephant-chess/elephant/rules/bitboard"
)

// Square indexes a 16×16 mailbox: the board sits at columns and rows 3..12,
// so every leap of every piece (the janggi elephant reaches three away) lands
// on the padding rather than wrapping around.
type Square uint8

const (
	boardStride = 16
	boardMargin = 3
	maxFiles    = 10
	maxRanks    = 10
	// NoSquare is the padding corner, never on any board.
	NoSquare Square = 0
)

// SquareAt returns the square of 0-based file f and rank r (rank 0 is the first player's back rank).
func SquareAt(f, r int) Square {
	return Square((r+boardMargin)*boardStride + f + boardMargin)
}

// File returns the 0-based file.
func (s Square) File() int { return int(s%boardStride) - boardMargin }

// Rank returns the 0-based rank.
func (s Square) Rank() int { return int(s/boardStride) - boardMargin }

// BitIndex returns the square's bit in a bitboard of an 8×8 board
// (rules/bitboard); on larger boards it has none.
func (s Square) BitIndex() int {
	return int(s%boardStride) + 8*int(s/boardStride) - (boardMargin + 8*boardMargin)
}

// Bit returns the square as a bitboard of an 8×8 board.
func (s Square) Bit() bitboard.Board { return 1 << s.BitIndex() }

// String writes the square as file letter and 1-based rank, e.g. "e10".
func (s Square) String() string {
	if s.File() < 0 || s.File() >= maxFiles || s.Rank() < 0 || s.Rank() >= maxRanks {
		return "-"
	}
	return string(rune('a'+s.File())) + strconv.Itoa(s.Rank()+1)
}

// parseSquare reads a square like "e10" at the start of s, returning it and
// the number of bytes used. The square is checked against the variant's board.
func (v *Variant) parseSquare(s string) (Square, int, error) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return 0, 0, fmt.Errorf("square %q: want a file letter and a rank", s)
	}
	f := int(s[0] - 'a')
	n := 1
	r := 0
	for n < len(s) && n < 3 && s[n] >= '0' && s[n] <= '9' {
		r = r*10 + int(s[n]-'0')
		n++
	}
	if n == 1 {
		return 0, 0, fmt.Errorf("square %q: missing rank", s)
	}
	// Prefer a one-digit rank when two digits would leave the board ("a10" vs "a1" then "0...").
	if r > v.Ranks && n == 3 {
		r /= 10
		n--
	}
	if f >= v.Files || r < 1 || r > v.Ranks {
		return 0, 0, fmt.Errorf("square %q is off the %d×%d board", s[:n], v.Files, v.Ranks)
	}
	return SquareAt(f, r-1), n, nil
}

// ParseSquare reads a whole string as one square of the variant's board.
func (v *Variant) ParseSquare(s string) (Square, error) {
	sq, n, err := v.parseSquare(s)
	if err != nil {
		return 0, err
	}
	if n != len(s) {
		return 0, fmt.Errorf("square %q: unexpected %q after it", s, s[n:])
	}
	return sq, nil
}

// Direction offsets in the mailbox.
const (
	north = boardStride
	south = -boardStride
	east  = 1
	west  = -1
)

var (
	orthogonals = [4]int{north, south, east, west}
	diagonals   = [4]int{north + east, north + west, south + east, south + west}
	// diagonalParts gives, for each entry of diagonals, its two orthogonal components.
	diagonalParts = [4][2]int{{north, east}, {north, west}, {south, east}, {south, west}}
	allEight      = [8]int{north, south, east, west, north + east, north + west, south + east, south + west}
	knightLeaps   = [8]int{2*north + east, 2*north + west, 2*south + east, 2*south + west,
		2*east + north, 2*east + south, 2*west + north, 2*west + south}
)

// Board directions for code outside the package that walks the mailbox
// (the engine's evaluation): a square plus a direction is the neighbouring
// square, or padding off the board.
const (
	North = north
	South = south
	East  = east
	West  = west
)

// Orthogonals returns the four orthogonal steps: north, south, east, west.
func Orthogonals() [4]int { return orthogonals }

// Diagonals returns the four diagonal steps: NE, NW, SE, SW.
func Diagonals() [4]int { return diagonals }

// DiagonalParts returns, for each entry of Diagonals, its two orthogonal components.
func DiagonalParts() [4][2]int { return diagonalParts }

// KnightLeaps returns the eight knight leaps, the two-step part first: NNE, NNW, SSE, SSW, EEN, EES, WWN, WWS.
func KnightLeaps() [8]int { return knightLeaps }

// HorseStep is one orthogonal first step of a xiangqi or janggi horse and the
// two diagonal steps that may follow it.
type HorseStep struct {
	Leg  int    // the first step, to the square that blocks the horse
	Next [2]int // the diagonal steps from there
}

// HorseSteps returns a horse's four first steps (north, south, east, west)
// with their continuations.
func HorseSteps() [4]HorseStep {
	var out [4]HorseStep
	for i, h := range horseSteps {
		out[i] = HorseStep{Leg: h.leg, Next: [2]int{h.d1, h.d2}}
	}
	return out
}

// forward is the direction a side's soldiers and pawns advance.
func forward(c Color) int {
	if c == First {
		return north
	}
	return south
}
