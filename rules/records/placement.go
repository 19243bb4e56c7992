package records

import (
	"fmt"
	"strconv"

	"github.com/elephant-chess/elephant/rules"
)

// XQF and DhtmlXQ give a start position as the points of 32 pieces: red's
// sixteen then black's, each side in the order of placementLetters. A
// point is file+9*rank, files from red's left, rank 0 red's back rank.

// placementLetters names each side's sixteen pieces in file order: chariot,
// horse, elephant, advisor, general, advisor, elephant, horse, chariot, two
// cannons, five soldiers (Fairy-Stockfish's FEN letters).
const placementLetters = "RNBAKABNRCCPPPPP"

// xiangqiStartFEN is the standard start, red to move.
const xiangqiStartFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

const (
	boardFiles = 9
	boardRanks = 10
	// offBoard is the point of a captured piece.
	offBoard = -1
)

// placement holds the point of each of the 32 pieces, offBoard when off.
type placement [32]int

// point returns the point of a file and rank.
func point(file, rank int) int { return file + boardFiles*rank }

// pointSquare returns a point's square in rules.
func pointSquare(p int) rules.Square { return rules.SquareAt(p%boardFiles, p/boardFiles) }

// iccsPoint writes a point as ICCS does: file letter, rank digit ("H2").
func iccsPoint(p int) string {
	return string(rune('A'+p%boardFiles)) + strconv.Itoa(p/boardFiles)
}

// iccsMove writes a move between two points as ICCS does ("H2-E2").
func iccsMove(from, to int) string { return iccsPoint(from) + "-" + iccsPoint(to) }

// colorAt returns the side of the piece on point p, if one stands there.
func (pl *placement) colorAt(p int) (rules.Color, bool) {
	for i, q := range pl {
		if q == p {
			if i < 16 {
				return rules.First, true
			}
			return rules.Second, true
		}
	}
	return rules.First, false
}

// fen writes the placement with side to move as a FEN; "" when it is the
// standard start with red to move. Two pieces on one point are an error.
func (pl *placement) fen(side rules.Color) (string, error) {
	var board [boardRanks][boardFiles]byte // top rank first, as FEN writes it
	for i, p := range pl {
		if p == offBoard {
			continue
		}
		if p < 0 || p >= boardFiles*boardRanks {
			return "", fmt.Errorf("piece %d stands on point %d, off the board", i+1, p)
		}
		cell := &board[boardRanks-1-p/boardFiles][p%boardFiles]
		if *cell != 0 {
			return "", fmt.Errorf("two pieces stand on %s", iccsPoint(p))
		}
		letter := placementLetters[i%16]
		if i >= 16 {
			letter += 'a' - 'A'
		}
		*cell = letter
	}
	fen := boardFEN(&board) + " w - - 0 1"
	if side == rules.Second {
		fen = boardFEN(&board) + " b - - 0 1"
	}
	if fen == xiangqiStartFEN {
		return "", nil
	}
	return fen, nil
}
