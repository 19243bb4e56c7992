package search

import "github.com/elephant-chess/elephant/rules"

// Move histories: how often a move has cut the search off, learnt as the
// search goes. Quiet moves are judged by their piece and destination
// (butterfly), and by the moves one and two plies before them
// (continuation); captures by their piece, destination and victim.

// cell is a compact index of piece and destination: slot*numCells + cell.
type cell uint16

const (
	numCells = 100 // every board fits in 10×10
	numSlots = 16  // two sides of at most eight kinds
	numPT    = numSlots * numCells
	// noCell marks a ply whose move has no piece and square (a pass, the
	// root's parent): its continuation row is never rewarded.
	noCell cell = numPT
)

type histories struct {
	slot    [numPieceCodes]uint8 // piece → slot, for this game
	cellOf  [256]uint8           // square → 0..99
	quiet   [numPieceCodes][256]int32
	capture [numPT][32]int32 // by moved piece and destination, victim kind
	cont    [numPT + 1][numPT]int16
}

// setGame numbers the pieces of the game: the histories are sized for
// eight kinds a side.
func (h *histories) setGame(v *rules.Variant) {
	n := 0
	for k := rules.Kind(1); k < 32; k++ {
		if v.Kind(k).Letter == 0 || n >= numSlots/2 {
			continue
		}
		for c := rules.Color(0); c < 2; c++ {
			h.slot[rules.MakePiece(k, c)] = uint8(2*n + int(c))
		}
		n++
	}
	for f := 0; f < 10; f++ {
		for r := 0; r < 10; r++ {
			h.cellOf[rules.SquareAt(f, r)] = uint8(r*10 + f)
		}
	}
}

func (h *histories) clear() {
	h.quiet = [numPieceCodes][256]int32{}
	h.capture = [numPT][32]int32{}
	h.cont = [numPT + 1][numPT]int16{}
}

// age keeps a part of what the last search learnt.
func (h *histories) age() {
	for k := range h.quiet {
		for t := range h.quiet[k] {
			h.quiet[k][t] /= 4
		}
	}
}

func (h *histories) cellFor(pc rules.Piece, to rules.Square) cell {
	return cell(int(h.slot[pc])*numCells + int(h.cellOf[to]))
}

// gravity moves an entry towards ±historyMax, slower the closer it is.
func gravity(h int, bonus int) int {
	return h + bonus - h*abs(bonus)/historyMax
}

func historyBonus(depth int) int { return min(16*depth*depth+32*depth, 1200) }
