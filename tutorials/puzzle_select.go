package tutorials

import (
	"fmt"
	"slices"
	"strings"
)

// PuzzleFilter picks puzzles: a game ("" for all), a range of difficulty
// (0 for no bound) and a goal ("" for both, GoalMate or GoalMaterial).
type PuzzleFilter struct {
	Game          string
	MinDifficulty int
	MaxDifficulty int
	Goal          string
}

// matches reports whether p passes the filter.
func (f PuzzleFilter) matches(p *Puzzle) bool {
	return slices.Contains([]string{"", p.Game}, f.Game) &&
		(f.Goal == "" || f.Goal == GoalMaterial && p.IsMaterial() || f.Goal == GoalMate && !p.IsMaterial()) &&
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
// carries between its counts markers (a test keeps the two equal): per
// game, by difficulty, by mate length, the material tactics and the
// classics.
func PuzzleCountsTable(all []*Puzzle) string {
	return countsTable(all, PuzzleGames(), true)
}

// countsTable renders one row per game, then the sum of them as "all"
// when withTotal.
func countsTable(all []*Puzzle, games []string, withTotal bool) string {
	var b strings.Builder
	b.WriteString("| game | total | difficulty 1 | 2 | 3 | 4 | 5 | mate in 1 | 2 | 3 | 4 | 5+ | win material | classics |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	var total [14]int
	for _, g := range games {
		row := puzzleCountsRow(all, g)
		writeCountsRow(&b, g, row)
		for i := range total {
			total[i] += row[i]
		}
	}
	if withTotal {
		writeCountsRow(&b, "all", total)
	}
	return b.String()
}

// puzzleCountsRow counts a game's puzzles: total, difficulty 1–5, mates in
// 1–4 and 5 or more, tactics, classics (the first 13 of 14 cells).
func puzzleCountsRow(all []*Puzzle, g string) [14]int {
	var row [14]int
	for _, p := range FilterPuzzles(all, PuzzleFilter{Game: g}) {
		row[0]++
		if p.Difficulty >= 1 && p.Difficulty <= 5 {
			row[p.Difficulty]++
		}
		if p.IsMaterial() {
			row[11]++
		} else if p.Mate >= 1 {
			row[5+min(p.Mate, 5)]++
		}
		if strings.HasPrefix(p.ID, g+"-classic-") {
			row[12]++
		}
	}
	return row
}

func writeCountsRow(b *strings.Builder, name string, row [14]int) {
	b.WriteString("| " + name)
	for _, n := range row[:13] {
		fmt.Fprintf(b, " | %d", n)
	}
	b.WriteString(" |\n")
}
