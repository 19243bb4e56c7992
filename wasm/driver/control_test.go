package driver

import (
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// fakeHost records engine requests and runs timers at once.
type fakeHost struct {
	thinks   []protocol.Request
	cancels  int
	deferred []func()
}

func (h *fakeHost) Think(r protocol.Request)        { h.thinks = append(h.thinks, r) }
func (h *fakeHost) CancelThink()                    { h.cancels++ }
func (h *fakeHost) After(d time.Duration, f func()) { h.deferred = append(h.deferred, f) }

func (h *fakeHost) flush() {
	for len(h.deferred) > 0 {
		f := h.deferred[0]
		h.deferred = h.deferred[1:]
		f()
	}
}

func sq(t *testing.T, c *Controller, name string) rules.Square {
	t.Helper()
	s, err := c.Variant().ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// click is a press and release on one square without dragging.
func click(t *testing.T, c *Controller, name string) {
	s := sq(t, c, name)
	c.Press(s)
	c.Release(s, false)
}

func TestAttributes(t *testing.T) {
	tests := []struct {
		name   string
		attrs  Attrs
		status string
		err    string // substring of Error(); "" for none
		fatal  bool
	}{
		{"defaults", Attrs{}, "playing", "", false},
		{"each game", Attrs{Game: "hiashatar", Mode: "play"}, "playing", "", false},
		{"unknown game", Attrs{Game: "<b>chess</b>"}, "error", `game "<b>chess</b>"`, true},
		{"bad fen", Attrs{Game: "xiangqi", FEN: "rnbakabnr/9/9 w"}, "error", "bad FEN (board)", true},
		{"bad mode", Attrs{Mode: "blitz"}, "playing", `mode "blitz"`, false},
		{"bad orientation", Attrs{Orientation: "up"}, "playing", "orientation", false},
		{"bad level", Attrs{Level: "99"}, "playing", "level", false},
		{"bad solution", Attrs{Mode: "puzzle", Solution: "h3e3 zz"}, "playing", `solution move 2 "zz"`, false},
		{"endless solution", Attrs{Mode: "puzzle", Solution: strings.Repeat("h3e3 ", 100000)}, "playing", "at most 200", false},
		{"long unicode mode", Attrs{Mode: strings.Repeat("象", 30)}, "playing", strings.Repeat("象", 13) + "…", false},
		{"checkmate", Attrs{Game: "xiangqi", FEN: "3k5/9/9/9/9/9/9/9/3R5/4K4 b"}, "checkmate", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New(&fakeHost{}, tt.attrs)
			st := c.State()
			if st.Status != tt.status {
				t.Errorf("status %q, want %q", st.Status, tt.status)
			}
			if tt.err == "" && st.Error != "" || !strings.Contains(st.Error, tt.err) {
				t.Errorf("error %q, want it to contain %q", st.Error, tt.err)
			}
			if st.Status == "checkmate" && !strings.Contains(strings.ToLower(st.Message), "checkmate") {
				t.Errorf("a mate given as the start position is not explained: %q", st.Message)
			}
			if c.Fatal() != tt.fatal {
				t.Errorf("fatal %v, want %v", c.Fatal(), tt.fatal)
			}
		})
	}
}

func TestSquaresAndPieces(t *testing.T) {
	tests := []struct {
		game           string
		squares, piece int
	}{{"xiangqi", 90, 32}, {"janggi", 90, 32}, {"shatar", 64, 32}, {"hiashatar", 100, 40}}
	for _, tt := range tests {
		st := New(&fakeHost{}, Attrs{Game: tt.game}).State()
		n := 0
		for _, s := range st.Squares {
			if s.Piece != 0 {
				n++
			}
		}
		if len(st.Squares) != tt.squares || n != tt.piece {
			t.Errorf("%s: %d squares, %d pieces; want %d, %d", tt.game, len(st.Squares), n, tt.squares, tt.piece)
		}
	}
}

func TestClickDragAndRefusal(t *testing.T) {
	tests := []struct {
		name    string
		game    string
		steps   func(t *testing.T, c *Controller)
		last    string
		message string // substring of the status line
	}{
		{"click-click", "xiangqi", func(t *testing.T, c *Controller) { click(t, c, "h3"); click(t, c, "e3") }, "h3e3", ""},
		{"drag", "janggi", func(t *testing.T, c *Controller) {
			if !c.Press(sq(t, c, "b1")) {
				t.Fatal("horse not draggable")
			}
			c.Release(sq(t, c, "c3"), true)
		}, "b1c3", ""},
		{"blocked leg refused", "xiangqi", func(t *testing.T, c *Controller) { click(t, c, "b1"); click(t, c, "d2") }, "", "."},
		{"second click lets go", "shatar", func(t *testing.T, c *Controller) { click(t, c, "d2"); click(t, c, "d2") }, "", ""},
		{"forced opening", "shatar", func(t *testing.T, c *Controller) { click(t, c, "d2"); click(t, c, "d4") }, "d2d4", ""},
		{"wrong side", "xiangqi", func(t *testing.T, c *Controller) { click(t, c, "b10") }, "", "red's turn"},
		{"drop back keeps selection", "hiashatar", func(t *testing.T, c *Controller) {
			c.Press(sq(t, c, "e2"))
			c.Release(sq(t, c, "e2"), true)
			click(t, c, "e5")
		}, "e2e5", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New(&fakeHost{}, Attrs{Game: tt.game, Mode: "play"})
			tt.steps(t, c)
			st := c.State()
			if st.LastMove != tt.last {
				t.Errorf("last move %q, want %q (message %q)", st.LastMove, tt.last, st.Message)
			}
			if tt.message != "" && !strings.Contains(st.Message, tt.message) {
				t.Errorf("message %q, want %q", st.Message, tt.message)
			}
		})
	}
}

func TestDestinations(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Game: "xiangqi", Mode: "play"})
	c.Press(sq(t, c, "b1"))
	var dests []string
	for _, s := range c.State().Squares {
		if s.Dest {
			dests = append(dests, s.Name)
		}
	}
	if strings.Join(dests, " ") != "a3 c3" {
		t.Errorf("horse b1 destinations %v, want a3 c3", dests)
	}
}

func TestViewModeRefuses(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Game: "xiangqi"})
	if c.Press(sq(t, c, "h3")) {
		t.Error("view mode lets a piece be dragged")
	}
	if !strings.Contains(c.State().Message, "viewing") {
		t.Errorf("message %q", c.State().Message)
	}
}

func TestEngineMode(t *testing.T) {
	h := &fakeHost{}
	c := New(h, Attrs{Game: "xiangqi", Mode: "engine", Level: "3"})
	click(t, c, "h3")
	click(t, c, "e3")
	if len(h.thinks) != 1 {
		t.Fatalf("%d engine requests, want 1", len(h.thinks))
	}
	r := h.thinks[0]
	if r.Variant != "xiangqi" || strings.Join(r.Moves, " ") != "h3e3" || r.Level != 3 {
		t.Errorf("request %+v", r)
	}
	click(t, c, "e3") // the human may not move while the engine thinks
	if !strings.Contains(c.State().Message, "thinking") {
		t.Errorf("message %q", c.State().Message)
	}
	c.EngineMove(r.ID+1, "h10g8") // stale answers are ignored
	c.EngineMove(r.ID, "h10g8")
	if st := c.State(); st.LastMove != "h10g8" || st.Turn != "w" || st.Thinking {
		t.Errorf("after engine move: %+v", st.LastMove)
	}
}

func TestEngineMovesFirstAsSecond(t *testing.T) {
	h := &fakeHost{}
	c := New(h, Attrs{Game: "janggi", Mode: "engine", Orientation: "second"})
	if len(h.thinks) != 1 || !c.Flipped() {
		t.Errorf("engine did not start as first player (%d requests, flipped %v)", len(h.thinks), c.Flipped())
	}
	c.EngineMove(h.thinks[0].ID, "zz") // a bad answer is reported, not panicked on
	if !strings.Contains(c.State().Message, "engine answered") {
		t.Errorf("message %q", c.State().Message)
	}
}

// TestEngineModeOptions: a board whose options attribute changes the rules
// sends those rules to the engine; one without sends the preset alone.
func TestEngineModeOptions(t *testing.T) {
	h := &fakeHost{}
	New(h, Attrs{Game: "janggi", Mode: "engine", Orientation: "second", Options: `{"Janggi":{"Counting":true}}`})
	New(h, Attrs{Game: "janggi", Mode: "engine", Orientation: "second"})
	if len(h.thinks) != 2 {
		t.Fatalf("%d engine requests, want 2", len(h.thinks))
	}
	if o := h.thinks[0].Options; o == nil || !o.Janggi.Counting {
		t.Errorf("options %+v, want counting", o)
	}
	if o := h.thinks[1].Options; o != nil {
		t.Errorf("options %+v for the preset's rules", o)
	}
}

func TestPuzzle(t *testing.T) {
	h := &fakeHost{}
	c := New(h, Attrs{Game: "xiangqi", Mode: "puzzle", Solution: "h3e3 h10g8 h1g3"})
	click(t, c, "b3")
	click(t, c, "e3")
	if c.State().LastMove != "" || !strings.Contains(c.State().Message, "not the solution") {
		t.Fatalf("wrong move accepted: %+v", c.State().Message)
	}
	click(t, c, "h3")
	click(t, c, "e3")
	h.flush()
	if c.State().LastMove != "h10g8" {
		t.Fatalf("reply not played: %q", c.State().LastMove)
	}
	click(t, c, "h1")
	click(t, c, "g3")
	if st := c.State(); st.Status != "solved" {
		t.Errorf("status %q, want solved", st.Status)
	}
}

func TestKeyboard(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Game: "xiangqi", Mode: "play"})
	// The cursor starts on the red general (e1): left three, up two is b3's cannon... use h3 instead.
	for _, k := range []string{"ArrowRight", "ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "Enter",
		"ArrowLeft", "ArrowLeft", "ArrowLeft", "Enter"} {
		if !c.Key(k) {
			t.Fatalf("key %q not handled", k)
		}
	}
	if st := c.State(); st.LastMove != "h3e3" {
		t.Errorf("keyboard move %q, want h3e3 (%s)", st.LastMove, st.Message)
	}
	_, said := c.TakeEvents()
	if len(said) == 0 || !strings.Contains(said[len(said)-1], "red cannon h3 to e3") {
		t.Errorf("announcements %q", said)
	}
	c.Key("Escape")
	if c.Key("x") {
		t.Error("unknown key handled")
	}
}

func TestKeyboardFlipped(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Game: "shatar", Mode: "play", Orientation: "second"})
	c.Key("ArrowUp") // flipped: screen up is towards rank 1
	var cur string
	for _, s := range c.State().Squares {
		if s.Cursor {
			cur = s.Name
		}
	}
	if cur != "e1" { // starts on e1, cannot go below rank 1
		t.Errorf("cursor %q, want e1", cur)
	}
}

func TestCheckHighlighted(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Game: "xiangqi", Mode: "play", FEN: "4k4/9/9/9/9/9/9/9/4R4/3K5 b"})
	if c.Fatal() {
		t.Fatal(c.Error())
	}
	for _, s := range c.State().Squares {
		if s.Check && s.Name != "e10" {
			t.Errorf("check shown on %s", s.Name)
		}
	}
	if c.State().Message != "" {
		t.Logf("message %q", c.State().Message)
	}
}

func TestNamedChecks(t *testing.T) {
	tests := []struct {
		game, fen, from, to, want string
	}{
		{"xiangqi", "4k4/9/9/9/9/9/9/9/R8/3K5 w", "a2", "e2", "Check!"},
		{"shatar", "4k3/7p/8/8/8/8/8/R2K4 w", "a1", "a8", "Shak! (check)"},
		{"shatar", "4k3/p7/8/8/8/8/8/B2K4 w", "a1", "d4", ""}, // no check: the bishop is not aimed at e8
		{"shatar", "4k3/p7/8/8/8/8/8/3K1B2 w", "f1", "b5", "Tuk! (check)"},
	}
	for _, tt := range tests {
		c := New(&fakeHost{}, Attrs{Game: tt.game, FEN: tt.fen, Mode: "play"})
		if c.Fatal() {
			t.Fatalf("%s: %s", tt.fen, c.Error())
		}
		click(t, c, tt.from)
		click(t, c, tt.to)
		if got := c.State().Message; got != tt.want {
			t.Errorf("%s %s%s: message %q, want %q", tt.fen, tt.from, tt.to, got, tt.want)
		}
	}
}

func TestJanggiStuckSidePasses(t *testing.T) {
	// Han's lone general on e10: chariots on d3 and f3 and a horse on c8 guard d10, f10
	// and e9 without giving check, so han can only pass.
	fen := "4k4/9/2N6/9/9/9/9/3R1R3/3K5/9 b"
	c := New(&fakeHost{}, Attrs{Game: "janggi", Mode: "play", FEN: fen})
	if c.Fatal() || !core.MustPass(c.game.Live()) {
		t.Fatalf("not a stuck position (%s)", c.Error())
	}
	if !strings.Contains(c.State().Message, "must pass") {
		t.Errorf("message %q", c.State().Message)
	}
	click(t, c, "e10")
	click(t, c, "e10")
	if st := c.State(); st.Turn != "w" {
		t.Errorf("the pass was not played: %q", st.Message)
	}
}

func TestAnnouncements(t *testing.T) {
	tests := []struct {
		game, fen string
		moves     [][2]string
		want      string
	}{
		{"xiangqi", "", [][2]string{{"h3", "h10"}}, "red cannon h3 to h10, takes black horse"},
		{"shatar", "", [][2]string{{"d2", "d4"}}, "white pawn d2 to d4"},
		{"janggi", "4k4/9/2N6/9/9/9/9/3R1R3/3K5/9 b", [][2]string{{"e10", "e10"}}, "han passes"},
		{"xiangqi", "3k5/9/9/9/9/9/9/9/4R4/4K4 w", [][2]string{{"e2", "d2"}}, "red chariot e2 to d2. Checkmate"},
	}
	for _, tt := range tests {
		c := New(&fakeHost{}, Attrs{Game: tt.game, FEN: tt.fen, Mode: "play"})
		for _, m := range tt.moves {
			click(t, c, m[0])
			click(t, c, m[1])
		}
		_, said := c.TakeEvents()
		if len(said) == 0 || !strings.HasPrefix(said[len(said)-1], tt.want) {
			t.Errorf("%s %v: said %q, want %q…", tt.game, tt.moves, said, tt.want)
		}
	}
}
