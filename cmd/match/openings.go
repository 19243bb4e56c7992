package main

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// openingBook holds short, varied openings for each game, as UCI moves
// from the start position; each is played twice, colours swapped.
var openingBook = map[rules.Game][]string{
	rules.Xiangqi: {
		"h3e3 h10g8", "h3e3 h8e8", "b3e3 h10g8", "c4c5 g7g6", "c1e3 h8e8", "b1c3 b10c8",
		"h3e3 b10c8 h1g3 a10b10", "g4g5 c7c6", "h1g3 h8e8", "c1e3 c7c6", "b3d3 h10g8", "h3f3 h10g8",
	},
	rules.Janggi: {
		"c4d4 c7d7", "b1c3 b10c8", "h1g3 h10g8", "g4f4 g7f7", "c4b4 g7h7", "i1i2 a10a9",
		"c4d4 i7h7", "g4h4 c7b7", "b1c3 h10g8", "a4b4 i7h7",
	},
	rules.Shatar: {
		"g1f3 g8f6", "c2c3 e7e6", "e2e3 c7c6", "b1c3 b8c6", "c1f4 c8f5", "e2e3 e7e6",
		"g1f3 c8g4", "a2a3 h7h6", "b1d2 g8f6", "g2g3 g7g6",
	},
	rules.Hiashatar: {
		"f2f4 f9f7", "e2e4 e9e7", "g2g4 g9g7", "b1c3 b10c8", "d2d3 d9d8", "i1h3 i10h8",
	},
}

// openings returns the book of v's game, checking every move is legal.
func openings(v *rules.Variant) ([][]string, error) {
	var out [][]string
	for _, line := range openingBook[v.Game] {
		pos := v.StartPosition()
		moves := strings.Fields(line)
		for _, s := range moves {
			m, err := pos.ParseMove(s)
			if err != nil {
				return nil, fmt.Errorf("opening %q in %s: %w", line, v.Name, err)
			}
			pos.MakeMove(m)
		}
		out = append(out, moves)
	}
	if len(out) == 0 {
		out = append(out, nil)
	}
	return out, nil
}
