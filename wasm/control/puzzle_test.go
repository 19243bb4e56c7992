package control

import (
	"strings"
	"testing"
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
	if st.LastMove != "b8f8" || st.Status != "failed" || !strings.Contains(st.Message, "i6f6 f9e9 b8f8") {
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
