package tutorials

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

// puzzleMinPerGame is the collection's promise per game.
const puzzleMinPerGame = 40

func TestPuzzlesLoad(t *testing.T) {
	all, err := LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	counts := PuzzleCounts(all)
	for _, g := range PuzzleGames() {
		if n := counts[g][0]; n < puzzleMinPerGame {
			t.Errorf("%s: %d puzzles, want at least %d", g, n, puzzleMinPerGame)
		}
	}
}

// TestPuzzlesProven proves every puzzle with the mate solver: at each solver
// turn the winning moves are exactly the solution's move and the listed
// alternatives, mating in exactly the moves left; the defender's replies
// never shorten the mate (the next turn's proof shows that). In -short mode
// it proves the mates in 1–3 and a fixed sample of the mates in 4; the
// rest (the mates in 5 above all) takes minutes and waits for the full run.
func TestPuzzlesProven(t *testing.T) {
	all, err := LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range PuzzleGames() {
		t.Run(g, func(t *testing.T) {
			t.Parallel()
			for i, p := range FilterPuzzles(all, PuzzleFilter{Game: g}) {
				if p.IsMaterial() {
					continue // TestTacticsProven
				}
				if testing.Short() && p.Mate > 3 && !puzzleSampled(p, i) {
					continue
				}
				if err := puzzleProve(p); err != nil {
					t.Error(err)
				}
			}
		})
	}
}

// puzzleSampled picks the longer puzzles -short proves: every fourth mate in
// 4 of a game's list, leaving out the classics, whose crowded boards cost
// the solver ten times more.
func puzzleSampled(p *Puzzle, i int) bool {
	return p.Mate == 4 && i%4 == 0 && !strings.Contains(p.ID, "-classic-")
}

func puzzleProve(p *Puzzle) error {
	v, err := PuzzleVariant(p.Game)
	if err != nil {
		return err
	}
	pos, err := v.NewPosition(p.FEN)
	if err != nil {
		return fmt.Errorf("%s: %w", p.ID, err)
	}
	for i, s := range p.Solution {
		if i%2 == 0 {
			if err := puzzleProveTurn(pos, p, i); err != nil {
				return fmt.Errorf("%s ply %d: %w", p.ID, i+1, err)
			}
		}
		m, err := pos.ParseMove(s)
		if err != nil {
			return fmt.Errorf("%s ply %d: %w", p.ID, i+1, err)
		}
		pos.MakeMove(m)
	}
	if o := pos.Outcome(); o.Reason != rules.ReasonCheckmate || o.Result != rules.Win(puzzleSideOf(p.Side)) {
		return fmt.Errorf("%s: ends in %q, not checkmate by the solver", p.ID, o.Reason)
	}
	return nil
}

// puzzleProveTurn checks the solver's turn at ply i.
func puzzleProveTurn(pos *rules.Position, p *Puzzle, i int) error {
	left := p.Mate - i/2
	n, win, complete := search.SolveMateNodes(pos, left, puzzleNodes(p))
	if !complete {
		return fmt.Errorf("the solver reached its bound of %d nodes looking for a mate in %d", puzzleNodes(p), left)
	}
	if n != left {
		return fmt.Errorf("the solver finds a mate in %d, want %d", n, left)
	}
	return winningMovesAre(win, p, i)
}

// winningMovesAre checks that the winning moves found at ply i are the
// puzzle's move there and its alternatives.
func winningMovesAre(win []rules.Move, p *Puzzle, i int) error {
	got := make([]string, len(win))
	for k, m := range win {
		got[k] = m.String()
	}
	want := append([]string{p.Solution[i]}, p.Alternatives[i]...)
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		return fmt.Errorf("winning moves %v, the puzzle lists %v", got, want)
	}
	return nil
}

// puzzleNodes bounds the solver's work on a puzzle: SolveMate's default,
// raised for the mates in 5, some of which (the hiashatar ones, a xiangqi
// classic) need 20 to 80 million nodes at the first move since the solver's
// cache keys results by the path (search/mate.go). Only the full run proves
// them (-short leaves out every mate in 5), in minutes.
func puzzleNodes(p *Puzzle) uint64 {
	if p.Mate >= 5 {
		return 100_000_000
	}
	return search.DefaultMateNodes
}

func puzzleSideOf(s string) rules.Color {
	if s == "b" {
		return rules.Second
	}
	return rules.First
}

// TestPuzzlesDocCounts keeps the counts in PUZZLES.md true; on a change,
// run go run ./cmd/puzzlegen -counts.
func TestPuzzlesDocCounts(t *testing.T) {
	all, err := LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	const begin, end = "<!-- puzzle counts: begin (go run ./cmd/puzzlegen -counts) -->\n", "<!-- puzzle counts: end -->\n"
	if err := docTableIs("PUZZLES.md", begin, end, PuzzleCountsTable(all)); err != nil {
		t.Errorf("%v; run go run ./cmd/puzzlegen -counts", err)
	}
}

// docTableIs reports whether the text of doc between the markers begin and
// end is want, and if not what it should be.
func docTableIs(doc, begin, end, want string) error {
	data, err := os.ReadFile(doc)
	if err != nil {
		return err
	}
	text := string(data)
	i, j := strings.Index(text, begin), strings.Index(text, end)
	if i < 0 || j < i {
		return fmt.Errorf("%s has no markers %q", doc, strings.TrimSpace(begin))
	}
	if got := text[i+len(begin) : j]; got != want {
		return fmt.Errorf("%s: the table is stale. Want:\n%s", doc, want)
	}
	return nil
}
