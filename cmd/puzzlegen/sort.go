package main

import (
	"sort"

	"github.com/elephant-chess/elephant/tutorials"
)

// sortPuzzles orders a file's puzzles by difficulty, mate length and id.
func sortPuzzles(ps []tutorials.Puzzle) {
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if a.Difficulty != b.Difficulty {
			return a.Difficulty < b.Difficulty
		}
		if a.Mate != b.Mate {
			return a.Mate < b.Mate
		}
		return a.ID < b.ID
	})
}
