package tutorials

import (
	"fmt"
	"strings"
)

// PuzzleFilter picks puzzles: a game ("" for all) and a range of
// difficulty (0 for no bound).
type PuzzleFilter struct {
	Game          string
	MinDifficulty int
	MaxDifficulty int
}

// matches reports whether p passes the filter.
func (f PuzzleFilter) matches(p *Puzzle) bool {
	return (f.Game == "" || p.Game == f.Game) &&
		(f.MinDifficulty == 0 || p.Difficulty >= f.MinDifficulty) &&
		(f.MaxDifficulty == 0 || p.Difficulty <= f.MaxDifficulty)
}

// FilterPuzzles returns the puzzles that pass the filter, in order.
func FilterPuzzles(all []*Puzzle, f PuzzleFilter) []*Puzzle {
	var out []*Puzzle
	for _, p := range all {
		if p != nil && f.matches(p) {
			out = append(out, p)
		}
	}
	return out
}

// PuzzleByID finds a puzzle, or returns nil.
func PuzzleByID(all []*Puzzle, id string) *Puzzle {
	for _, p := range all {
		if p != nil && p.ID == id {
			return p
		}
	}
	return nil
}

// NextPuzzle chooses what to play after the puzzle current ("" at the
// start): walking on in collection order (easy to hard) and wrapping round,
// the first puzzle never tried, else the first not yet solved cleanly, else
// nil when every matching puzzle is solved.
func NextPuzzle(all []*Puzzle, f PuzzleFilter, prog PuzzleProgress, current string) *Puzzle {
	list := FilterPuzzles(all, f)
	start := 0
	for i, p := range list {
		if p.ID == current {
			start = i + 1
		}
	}
	var retry *Puzzle
	for k := range list {
		p := list[(start+k)%len(list)]
		if p.ID == current {
			continue
		}
		switch prog.Results[p.ID] {
		case "":
			return p
		case PuzzleResultHelped, PuzzleResultFailed:
			if retry == nil {
				retry = p
			}
		}
	}
	return retry
}

// PuzzleCounts tallies puzzles per game and difficulty: counts[game][d] for
// d in 1..5, and counts[game][0] for the game's total.
func PuzzleCounts(all []*Puzzle) map[string][6]int {
	out := map[string][6]int{}
	for _, p := range all {
		if p == nil {
			continue
		}
		c := out[p.Game]
		c[0]++
		if p.Difficulty >= 1 && p.Difficulty <= 5 {
			c[p.Difficulty]++
		}
		out[p.Game] = c
	}
	return out
}

// PuzzleCountsTable renders the counts as the Markdown table PUZZLES.md
// carries between its counts markers (a test keeps the two equal).
func PuzzleCountsTable(all []*Puzzle) string {
	counts := PuzzleCounts(all)
	var b strings.Builder
	b.WriteString("| game | total | difficulty 1 | 2 | 3 | 4 | 5 | mate in 1 | 2 | 3 | 4 | 5+ | classics |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	var total [6]int
	var mates [6]int
	classics := 0
	for _, g := range PuzzleGames() {
		c := counts[g]
		var m [6]int
		k := 0
		for _, p := range FilterPuzzles(all, PuzzleFilter{Game: g}) {
			m[min(p.Mate, 5)]++
			if strings.HasPrefix(p.ID, g+"-classic-") {
				k++
			}
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d |\n",
			g, c[0], c[1], c[2], c[3], c[4], c[5], m[1], m[2], m[3], m[4], m[5], k)
		for i := range total {
			total[i] += c[i]
			mates[i] += m[i]
		}
		classics += k
	}
	fmt.Fprintf(&b, "| all | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d |\n",
		total[0], total[1], total[2], total[3], total[4], total[5], mates[1], mates[2], mates[3], mates[4], mates[5], classics)
	return b.String()
}
