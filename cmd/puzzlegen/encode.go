package main

import (
	"bytes"
	"encoding/json"

	"github.com/elephant-chess/elephant/tutorials"
)

// encodeFile writes a data file: sorted puzzles, two-space indent, a final
// newline, so that regenerating gives a readable diff.
func encodeFile(game string, ps []tutorials.Puzzle) ([]byte, error) {
	sortPuzzles(ps)
	f := tutorials.PuzzleFile{Version: tutorials.PuzzleFormatVersion, Game: game, Puzzles: ps}
	if f.Puzzles == nil {
		f.Puzzles = []tutorials.Puzzle{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
