package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/elephant-chess/elephant/tutorials"
)

// Markers around the counts table in PUZZLES.md.
const (
	countsBegin = "<!-- puzzle counts: begin (go run ./cmd/puzzlegen -counts) -->\n"
	countsEnd   = "<!-- puzzle counts: end -->\n"
)

// writeCounts rewrites the counts table of the doc from the embedded
// collection (go run rebuilds it, so it is the data on disk).
func writeCounts(doc string) error {
	all, err := tutorials.LoadPuzzles()
	if err != nil {
		return err
	}
	data, err := os.ReadFile(doc)
	if err != nil {
		return err
	}
	text := string(data)
	i, j := strings.Index(text, countsBegin), strings.Index(text, countsEnd)
	if i < 0 || j < i {
		return fmt.Errorf("%s has no counts markers", doc)
	}
	table := tutorials.PuzzleCountsTable(all)
	fmt.Print(table)
	text = text[:i+len(countsBegin)] + table + text[j:]
	return os.WriteFile(doc, []byte(text), 0o644)
}
