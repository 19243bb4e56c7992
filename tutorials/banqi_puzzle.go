package tutorials

import (
	"errors"
	"fmt"

	"github.com/elephant-chess/elephant/rules"
)

// Banqi puzzles: positions with every piece face up, so that the game is
// one of perfect information. Their goal is "mate" in the sense banqi
// gives the end: within N of its moves the solver leaves the opponent with
// no action (every piece captured, or the rest blocked), against every
// defence. They are checked and proven on a rules.BanqiView.

// banqiPuzzleGame is banqi's name in the puzzle files.
const banqiPuzzleGame = "banqi"

// ErrBanqiPuzzleRun is NewPuzzleRun's answer for a banqi puzzle: PuzzleRun
// plays through rules.Position, and banqi puzzles are judged by the board's
// banqi driver on a rules.BanqiView.
var ErrBanqiPuzzleRun = errors.New("banqi puzzles are judged by the board's banqi driver, not by PuzzleRun")

// LoadBanqiPuzzles loads and checks the embedded collection and returns
// the banqi puzzles, by difficulty, length and id.
func LoadBanqiPuzzles() ([]*Puzzle, error) {
	return loadPuzzlesOf([]string{banqiPuzzleGame})
}

// checkBanqi checks a banqi puzzle's position and line: every piece face
// up, the solver to move, every move and alternative legal, the game not
// over before the last move, and the defender left without an action.
func (p *Puzzle) checkBanqi(v *rules.Variant) error {
	b, err := rules.ParseBanqi(v, p.FEN)
	if err != nil {
		return err
	}
	if n := b.HiddenTotal(); n > 0 {
		return fmt.Errorf("%d pieces face down; a banqi puzzle has every piece face up", n)
	}
	if want := puzzleSideLetter(b.SideToMove()); p.Side != want {
		return fmt.Errorf("side %q, but the FEN has %q to move", p.Side, want)
	}
	solver := b.SideToMove()
	for i, s := range p.Solution {
		for _, a := range p.Alternatives[i] {
			if a == s {
				return fmt.Errorf("ply %d: alternative %s repeats the solution move", i+1, a)
			}
			if _, err := b.ParseMove(a); err != nil {
				return fmt.Errorf("ply %d: alternative: %w", i+1, err)
			}
		}
		m, err := b.ParseMove(s)
		if err != nil {
			return fmt.Errorf("ply %d: %w", i+1, err)
		}
		b.MakeMove(m, rules.Empty)
		if o := b.Outcome(); o.Over() && i < len(p.Solution)-1 {
			return fmt.Errorf("ply %d: the game ends early (%s)", i+1, o.Reason)
		}
	}
	if o := b.Outcome(); o.Reason != rules.ReasonNoMoves || o.Result != rules.Win(solver) {
		return fmt.Errorf("the solution does not leave the defender without an action (%q)", o.Reason)
	}
	return nil
}

// BanqiPuzzleCountsTable renders the banqi puzzles' counts as the Markdown
// table PUZZLES.md carries between its banqi counts markers.
func BanqiPuzzleCountsTable(banqi []*Puzzle) string {
	return countsTable(banqi, []string{banqiPuzzleGame}, false)
}
