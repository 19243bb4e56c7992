package driver

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/tutorials"
)

// A janggi mate in 2 from the collection: b8f8 mates, and so does f6f8.
const janggiMate2 = "4a2n1/3a1k3/1R7/9/8R/9/9/9/3A1A3/5K3 w - - 0 1"

func TestPuzzleRunnerJudges(t *testing.T) {
	tests := []struct {
		name   string
		last   [2]string
		result string
	}{
		{"book mate", [2]string{"b8", "f8"}, "helped"},
		{"other mate accepted", [2]string{"f6", "f8"}, "helped"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := &fakeHost{}
			c := New(h, Attrs{Game: "janggi", FEN: janggiMate2, Mode: "puzzle", Solution: "i6f6 f9e9 b8f8"})
			if c.Error() != "" || c.run == nil {
				t.Fatalf("error %q, runner %v", c.Error(), c.run != nil)
			}
			click(t, c, "b8")
			click(t, c, "b10")
			st := c.State()
			if st.LastMove != "" || st.Status != "playing" || !strings.Contains(st.Message, "Look for") {
				t.Fatalf("wrong move: last %q status %q message %q", st.LastMove, st.Status, st.Message)
			}
			click(t, c, "i6")
			click(t, c, "f6")
			click(t, c, "b8") // the reply is pending: no move yet
			if c.State().LastMove != "i6f6" {
				t.Fatalf("last %q", c.State().LastMove)
			}
			h.flush()
			click(t, c, tt.last[0])
			click(t, c, tt.last[1])
			info, ok := c.Puzzle()
			if !ok || info.Status != "solved" || info.Result != tt.result || info.Mistakes != 1 {
				t.Errorf("info %+v, message %q", info, c.State().Message)
			}
		})
	}
}

func TestPuzzleHintShowSolutionRestart(t *testing.T) {
	h := &fakeHost{}
	c := New(h, Attrs{Game: "janggi", FEN: janggiMate2, Mode: "puzzle", Solution: "i6f6 f9e9 b8f8"})
	c.Hint()
	if msg := c.State().Message; !strings.Contains(msg, "chariot") {
		t.Errorf("hint %q", msg)
	}
	c.ShowSolution()
	if st := c.State(); st.Status != "failed" || st.LastMove != "" {
		t.Errorf("after show: status %q last %q", st.Status, st.LastMove)
	}
	click(t, c, "i6")
	click(t, c, "f6")
	h.flush()
	st := c.State()
	if st.LastMove != "b8f8" || st.Status != "failed" || !strings.Contains(st.Message, "차") {
		t.Errorf("after replay: last %q status %q message %q", st.LastMove, st.Status, st.Message)
	}
	if info, _ := c.Puzzle(); info.Result != "failed" || info.Hints != 1 {
		t.Errorf("info %+v", info)
	}
	c.Restart()
	if st := c.State(); st.Status != "playing" || st.LastMove != "" {
		t.Errorf("after restart: %q %q", st.Status, st.LastMove)
	}
	for _, m := range [][2]string{{"i6", "f6"}, {"b8", "f8"}} {
		click(t, c, m[0])
		click(t, c, m[1])
		h.flush()
	}
	if info, _ := c.Puzzle(); info.Status != "solved" || info.Result != "failed" {
		t.Errorf("a retry after the solution was shown: %+v", info)
	}
}

func TestPuzzleStaleReplyDropped(t *testing.T) {
	h := &fakeHost{}
	c := New(h, Attrs{Game: "janggi", FEN: janggiMate2, Mode: "puzzle", Solution: "i6f6 f9e9 b8f8"})
	click(t, c, "i6")
	click(t, c, "f6")
	c.Restart() // before the reply comes
	h.flush()
	if st := c.State(); st.LastMove != "" || st.Status != "playing" {
		t.Errorf("a stale reply was played: %q", st.LastMove)
	}
}

func TestPuzzleNeedsSolution(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Game: "xiangqi", Mode: "puzzle"})
	if st := c.State(); !strings.Contains(st.Error, "solution") || st.Status != "playing" {
		t.Errorf("status %q error %q", st.Status, st.Error)
	}
	if _, ok := c.Puzzle(); ok {
		t.Error("a puzzle without a solution reports progress")
	}
}

func TestPuzzleLineHint(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Game: "xiangqi", Mode: "puzzle", Solution: "h3e3 h10g8 h1g3"})
	if c.run != nil {
		t.Fatal("a line that does not win went to the runner")
	}
	c.Hint()
	if msg := c.State().Message; !strings.Contains(msg, "cannon") {
		t.Errorf("hint %q", msg)
	}
}

// FuzzPuzzleAttrs feeds puzzle boards any attributes and actions: nothing
// may panic, and a refused input is reported, not played.
func FuzzPuzzleAttrs(f *testing.F) {
	f.Add("janggi", janggiMate2, "i6f6 f9e9 b8f8", "i6f6")
	f.Add("xiangqi", "", "h3e3 h10g8 h1g3", "b3e3")
	f.Add("<img src=x>", `"><script>`, "zz", "")
	f.Fuzz(func(t *testing.T, game, fen, solution, move string) {
		h := &fakeHost{}
		c := New(h, Attrs{Game: game, FEN: fen, Mode: "puzzle", Solution: solution})
		if c.Variant() != nil && c.Position() != nil && len(move) >= 4 {
			if from, err := c.Variant().ParseSquare(move[:2]); err == nil {
				if to, err := c.Variant().ParseSquare(move[2:4]); err == nil {
					c.Press(from)
					c.Release(to, true)
				}
			}
		}
		c.Hint()
		h.flush()
		c.ShowSolution()
		h.flush()
		c.Restart()
		h.flush()
		_ = c.State()
		c.Puzzle()
	})
}

// A material tactic ends with a capture, not a mate: the board follows the
// line and is solved when it is complete; in Spanish it says so in Spanish.
func TestPuzzleMaterialLine(t *testing.T) {
	const fen = "6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1"
	tests := []struct {
		lang, wrong, solved string
	}{
		{"en", "not the solution", "Solved!"},
		{"es", "no es la solución", "¡Resuelto!"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			h := &fakeHost{}
			c := New(h, Attrs{Game: "xiangqi", FEN: fen, Mode: "puzzle", Solution: "a9e9 d4d10 g10d10", Lang: tt.lang})
			if c.Error() != "" {
				t.Fatalf("error %q", c.Error())
			}
			click(t, c, "a9")
			click(t, c, "a8")
			if st := c.State(); st.LastMove != "" || st.Status != "playing" || !strings.Contains(st.Message, tt.wrong) {
				t.Fatalf("wrong move: last %q status %q message %q", st.LastMove, st.Status, st.Message)
			}
			click(t, c, "a9")
			click(t, c, "e9")
			h.flush()
			if last := c.State().LastMove; last != "d4d10" {
				t.Fatalf("reply %q, want d4d10", last)
			}
			click(t, c, "g10")
			click(t, c, "d10")
			info, ok := c.Puzzle()
			if !ok || info.Status != "solved" || info.Result != "helped" {
				t.Errorf("info %+v, message %q", info, c.State().Message)
			}
			if msg := c.State().Message; msg != tt.solved {
				t.Errorf("message %q, want %q", msg, tt.solved)
			}
		})
	}
}

// On the puzzle screen the board judges with the collection's puzzle, so a
// tactic's listed alternative at the last move is accepted too.
func TestPuzzleSourceAlternatives(t *testing.T) {
	const fen = "6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1"
	book := tutorials.Puzzle{ID: "xiangqi-test-alt", Game: "xiangqi", FEN: fen, Side: "w",
		Goal: tutorials.GoalMaterial, Moves: 2, Win: 9, Solution: []string{"a9e9", "d4d10", "g10d10"},
		Alternatives: map[int][]string{2: {"e9d9"}}, Themes: []string{"win-material"}, Difficulty: 3, Source: "test"}
	PuzzleSource = func(game, f string, line []string) *tutorials.Puzzle {
		if game == book.Game && f == book.FEN && strings.Join(line, " ") == strings.Join(book.Solution, " ") {
			return &book
		}
		return nil
	}
	defer func() { PuzzleSource = nil }()
	h := &fakeHost{}
	c := New(h, Attrs{Game: "xiangqi", FEN: fen, Mode: "puzzle", Solution: "a9e9 d4d10 g10d10"})
	if c.run == nil {
		t.Fatal("the board did not take the collection's puzzle")
	}
	click(t, c, "a9")
	click(t, c, "e9")
	h.flush()
	// The listed alternative, made up for the test: the board trusts the
	// collection, whose alternatives the tutorials tests prove.
	click(t, c, "e9")
	click(t, c, "d9")
	if info, ok := c.Puzzle(); !ok || info.Status != "solved" {
		t.Errorf("info %+v, message %q", info, c.State().Message)
	}
}
