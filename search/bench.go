package search

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// benchCase is one fixed search of the bench: a position of one game, given
// as a FEN (empty for the start) and moves played from it, and a depth.
type benchCase struct {
	variant string
	fen     string
	moves   string
	depth   int
}

var benchCases = []benchCase{
	{"xiangqi", "", "", 9},
	{"xiangqi", "", "h3e3 h10g8 h1g3 i10h10 i1h1 b10c8 b1c3 a10b10 a1b1 h8h4", 9},
	{"xiangqi", "", "b3e3 b8e8 b1c3 b10c8 a1b1 a10b10 h1g3 h10g8 i1h1 i10h10 e3e7 e8e4", 9},
	{"janggi", "", "", 9},
	{"janggi", "", "c4d4 c7d7 b1c3 b10c8 h1g3 h10g8 i1i2 i10i9", 9},
	{"shatar", "", "", 10},
	{"shatar", "", "g1f3 g8f6 b1c3 b8c6 c1f4 c8f5 e2e3 e7e6", 9},
	{"shatar-traditional", "", "d2d4 d7d5 e2e3 e7e6 g1f3 g8f6 f1d3 f8d6", 9},
	{"hiashatar", "", "", 8},
	{"hiashatar", "", "g2g4 g9g7 b1c3 b10c8 h1e4 h10e7", 7},
}

// Bench searches fixed positions of every game to fixed depths, each with a
// cleared engine, and returns the total node count. The count depends only
// on the search code, so it changes only when the search changes.
func Bench(progress func(string)) (uint64, error) { return bench(progress, 0) }

// bench runs the bench with every depth reduced by reduce (for quick tests).
func bench(progress func(string), reduce int) (uint64, error) {
	e := New(16)
	var total uint64
	for _, bc := range benchCases {
		pos, err := bc.position()
		if err != nil {
			return 0, err
		}
		e.Clear()
		best := e.Search(pos, Limits{Depth: max(bc.depth-reduce, 1)}, nil)
		total += e.Nodes()
		if progress != nil {
			progress(fmt.Sprintf("%-18s depth %2d  nodes %9d  best %s", bc.variant, bc.depth, e.Nodes(), best))
		}
	}
	return total, nil
}

func (bc benchCase) position() (*rules.Position, error) {
	v, err := rules.Preset(bc.variant)
	if err != nil {
		return nil, err
	}
	fen := bc.fen
	if fen == "" {
		fen = v.StartFEN
	}
	pos, err := v.NewPositionLenient(fen)
	if err != nil {
		return nil, fmt.Errorf("bench %s: %w", bc.variant, err)
	}
	for _, s := range strings.Fields(bc.moves) {
		m, err := pos.ParseMove(s)
		if err != nil {
			return nil, fmt.Errorf("bench %s: %w", bc.variant, err)
		}
		pos.MakeMove(m)
	}
	return pos, nil
}
