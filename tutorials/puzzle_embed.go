package tutorials

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// Limits on an embed's attributes, which come from other people's pages.
const (
	puzzleMaxAttr     = 512
	puzzleMaxSolution = 2*PuzzleMaxMate - 1
)

// NewPuzzleRunFromEmbed builds a puzzle from the attributes of an embedded
// board: game, fen and solution (space-separated UCI moves, the solver's
// first, ending in a win for the solver). Every attribute is untrusted; a bad
// one gives an error a page author can act on ("solution move 3 "h2e2": not a
// legal move here"). Error texts quote the input, so show them as text,
// never as HTML.
func NewPuzzleRunFromEmbed(game, fen, solution string) (*PuzzleRun, error) {
	game = strings.TrimSpace(game)
	for _, a := range [...]struct{ name, val string }{{"game", game}, {"fen", fen}, {"solution", solution}} {
		if len(a.val) > puzzleMaxAttr {
			return nil, fmt.Errorf("%s: %d bytes, more than %d", a.name, len(a.val), puzzleMaxAttr)
		}
	}
	v, err := PuzzleVariant(game)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	if v.HiddenPieces {
		return nil, fmt.Errorf("game: %w", ErrBanqiPuzzleRun)
	}
	pos, err := v.NewPosition(strings.TrimSpace(fen))
	if err != nil {
		return nil, fmt.Errorf("fen: %w", err)
	}
	moves, err := embedLine(pos, strings.Fields(solution))
	if err != nil {
		return nil, fmt.Errorf("solution: %w", err)
	}
	start, _ := v.NewPosition(strings.TrimSpace(fen))
	mate := (len(moves) + 1) / 2
	p := Puzzle{ID: game + "-embed", Game: game, FEN: start.FEN(), Side: puzzleSideLetter(start.SideToMove()),
		Mate: mate, Solution: moves, Themes: []string{"embed"}, Difficulty: min(mate, 5), Source: "embed"}
	return newRun(p)
}

// embedLine plays the solution on pos and returns it in canonical UCI.
func embedLine(pos *rules.Position, moves []string) ([]string, error) {
	switch {
	case len(moves) == 0:
		return nil, fmt.Errorf("no moves")
	case len(moves) > puzzleMaxSolution:
		return nil, fmt.Errorf("%d moves, at most %d", len(moves), puzzleMaxSolution)
	}
	solver := pos.SideToMove()
	out := make([]string, len(moves))
	for i, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		pos.MakeMove(m)
		out[i] = m.String()
		if o := pos.Outcome(); o.Over() && i < len(moves)-1 {
			return nil, fmt.Errorf("move %d (%s) ends the game (%s) before the line does", i+1, out[i], o.Reason)
		}
	}
	if len(moves)%2 == 0 {
		return nil, fmt.Errorf("%d moves: the solver must play the first and the last move", len(moves))
	}
	if o := pos.Outcome(); o.Result != rules.Win(solver) {
		return nil, fmt.Errorf("the last move does not win: the game is %s", puzzleOutcomeText(o))
	}
	return out, nil
}

func puzzleOutcomeText(o rules.Outcome) string {
	if !o.Over() {
		return "still going"
	}
	return "over (" + string(o.Reason) + ") without a win for the solver"
}
