package driver

import (
	"slices"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// TestAttemptStanding: how an attempt stands at each point of a puzzle,
// what the board says of it and the result the page records.
func TestAttemptStanding(t *testing.T) {
	line := []rules.Move{rules.NewMove(rules.SquareAt(0, 0), rules.SquareAt(0, 1), rules.NoKind), rules.NewMove(rules.SquareAt(1, 0), rules.SquareAt(1, 1), rules.NoKind)}
	tests := []struct {
		name           string
		a              attempt
		open           bool
		status, result string
		why            string // the catalogue text of whyNot, "" when the person may move
	}{
		{"no solution", attempt{}, false, "", "", "board.puzzle.nosolution"},
		{"under way", attempt{solution: line, solved: 1}, true, "", "", ""},
		{"reply coming", attempt{solution: line, solved: 1, waiting: true}, true, "", "", "board.puzzle.wait"},
		{"clean", attempt{solution: line, solved: 2}, false, "solved", "solved", "board.puzzle.solved"},
		{"after a mistake", attempt{solution: line, solved: 2, mistakes: 1}, false, "solved", "helped", "board.puzzle.solved"},
		{"after a hint", attempt{solution: line, solved: 2, hints: 1}, false, "solved", "helped", "board.puzzle.solved"},
		{"after a retry", attempt{solution: line, solved: 2, retried: true}, false, "solved", "helped", "board.puzzle.solved"},
		{"given up", attempt{solution: line, gaveUp: true, peeked: true}, false, "failed", "failed", "board.puzzle.gaveup"},
		{"solved after seeing it", attempt{solution: line, solved: 2, peeked: true}, false, "solved", "failed", "board.puzzle.solved"},
	}
	l := i18n.English
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := tt.a
			status := a.status()
			if status == "" {
				status = "playing"
			}
			info := a.info(status)
			wantWhy := ""
			if tt.why != "" {
				wantWhy = l.T(tt.why)
			}
			if a.open() != tt.open || a.status() != tt.status || info.Result != tt.result || a.whyNot(l) != wantWhy {
				t.Errorf("open %v status %q result %q why %q; want %v %q %q %q", a.open(), a.status(), info.Result, a.whyNot(l), tt.open, tt.status, tt.result, wantWhy)
			}
		})
	}
}

// TestAttemptReplies: the line's replies come after the delay, in order,
// and a start over drops the ones under way.
func TestAttemptReplies(t *testing.T) {
	line := []rules.Move{rules.NewMove(rules.SquareAt(0, 0), rules.SquareAt(0, 1), rules.NoKind), rules.NewMove(rules.SquareAt(1, 0), rules.SquareAt(1, 1), rules.NoKind)}
	h := &fakeHost{}
	a := &attempt{solution: line}
	var played []rules.Move
	done := false
	a.replay(h, 0, func(m rules.Move) { played = append(played, m) }, func() { done = true })
	if !a.waiting || len(played) != 0 {
		t.Fatalf("the line played at once: %v", played)
	}
	h.flush()
	if !slices.Equal(played, line) || !done || a.waiting || a.solved != 2 {
		t.Errorf("played %v, done %v, waiting %v, solved %d", played, done, a.waiting, a.solved)
	}
	ran := false
	a.later(h, func() { ran = true })
	a.rewind()
	h.flush()
	if ran || a.solved != 0 || a.waiting {
		t.Errorf("a reply for the old start ran (%v), solved %d, waiting %v", ran, a.solved, a.waiting)
	}
}
