package tutorials

import (
	"fmt"
	"testing"

	"github.com/elephant-chess/elephant/search/tactic"
)

// tacticProofNodes bounds each search of a tactic's proof: far above what
// the collection needs, it only stops a runaway.
const tacticProofNodes = 50_000_000

// TestTacticsProven proves every material puzzle with the tactic prover of
// search/tactic, which knows nothing of the engine's evaluation: the line is
// legal; at each solver turn the line's move (and, at the last, the listed
// alternatives) wins at least the stated material against every defence
// within the line's moves, and every other move wins less; each defender
// reply is the most stubborn; no move of the line forces mate; and the win
// still holds with one more move for each side. -short skips the last
// check, the dearest.
func TestTacticsProven(t *testing.T) {
	all, err := LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range PuzzleGames() {
		t.Run(g, func(t *testing.T) {
			t.Parallel()
			for _, p := range FilterPuzzles(all, PuzzleFilter{Game: g}) {
				if !p.IsMaterial() {
					continue
				}
				if err := proveTactic(p, !testing.Short()); err != nil {
					t.Errorf("%s: %v", p.ID, err)
				}
			}
		})
	}
}

// proveTactic reads a material puzzle into a claim and proves it.
func proveTactic(p *Puzzle, horizon bool) error {
	v, err := PuzzleVariant(p.Game)
	if err != nil {
		return err
	}
	pos, err := v.NewPosition(p.FEN)
	if err != nil {
		return err
	}
	c := tactic.Claim{Start: pos, Win: p.Win * tactic.Scale, Horizon: horizon}
	q := pos.Clone()
	for i, s := range p.Solution {
		if i == len(p.Solution)-1 {
			for _, a := range p.Alternatives[i] {
				m, err := q.ParseMove(a)
				if err != nil {
					return fmt.Errorf("alternative %s: %w", a, err)
				}
				c.LastAlts = append(c.LastAlts, m)
			}
		}
		m, err := q.ParseMove(s)
		if err != nil {
			return fmt.Errorf("ply %d: %w", i+1, err)
		}
		q.MakeMove(m)
		c.Line = append(c.Line, m)
	}
	gain, err := tactic.Prove(c, tacticProofNodes)
	if err != nil {
		return err
	}
	// The stated win is the gain in whole points: not less, or the puzzle
	// would undersell itself.
	if gain/tactic.Scale != p.Win {
		return fmt.Errorf("the line gains %d tenths, the puzzle states %d points", gain, p.Win)
	}
	return nil
}

// A forged claim must fail: the prover is only worth what it refuses.
func TestTacticProofRefuses(t *testing.T) {
	all, err := LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	var p *Puzzle
	for _, q := range all {
		if q.IsMaterial() && q.Game == "xiangqi" {
			p = q
			break
		}
	}
	if p == nil {
		t.Skip("no xiangqi material puzzle")
	}
	last := len(p.Solution) - 1
	forge := []struct {
		name string
		edit func(*Puzzle)
	}{
		{"more material than it wins", func(q *Puzzle) { q.Win += 2 }},
		{"an alternative that wins less", func(q *Puzzle) {
			q.Alternatives = map[int][]string{last: append(q.Alternatives[last], puzzleOtherMoveAt(q, last))}
		}},
	}
	for _, f := range forge {
		t.Run(f.name, func(t *testing.T) {
			q := p.clone()
			f.edit(&q)
			if err := proveTactic(&q, false); err == nil {
				t.Errorf("%s: the forged puzzle was proven", p.ID)
			}
		})
	}
}

// puzzleOtherMoveAt is the first legal move at ply i of the solution that
// is neither the solution's move nor a listed alternative.
func puzzleOtherMoveAt(p *Puzzle, i int) string {
	v, _ := PuzzleVariant(p.Game)
	pos, _ := v.NewPosition(p.FEN)
	for _, s := range p.Solution[:i] {
		m, _ := pos.ParseMove(s)
		pos.MakeMove(m)
	}
	taken := map[string]bool{p.Solution[i]: true}
	for _, a := range p.Alternatives[i] {
		taken[a] = true
	}
	for _, m := range pos.LegalMoves() {
		if !taken[m.String()] {
			return m.String()
		}
	}
	return p.Solution[i]
}
