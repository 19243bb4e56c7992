package main

import (
	"sort"

	"github.com/elephant-chess/elephant/tutorials"
)

// sortPuzzles orders a file's puzzles by difficulty, length and id.
func sortPuzzles(ps []tutorials.Puzzle) {
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if a.Difficulty != b.Difficulty {
			return a.Difficulty < b.Difficulty
		}
		if a.Length() != b.Length() {
			return a.Length() < b.Length()
		}
		return a.ID < b.ID
	})
}
