package driver

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// premoveText is the premove State shows, "" for none.
func premoveText(c *Controller) string {
	if p := c.State().Premove; len(p) == 1 {
		return p[0].Name
	}
	return ""
}

// lastThink answers the engine's last request with uci.
func answer(t *testing.T, h *fakeHost, c *Controller, uci string) {
	t.Helper()
	if !c.Thinking() || len(h.thinks) == 0 {
		t.Fatal("the engine is not thinking")
	}
	c.EngineMove(h.thinks[len(h.thinks)-1].ID, uci)
}

func TestPremoveAgainstEngine(t *testing.T) {
	tests := []struct {
		name    string
		premove string // "on" unless set
		input   func(t *testing.T, c *Controller)
		shown   string // the premove State shows before the reply
		reply   string // the engine's
		moves   string // after the reply
		thinks  int    // engine requests in all
	}{
		{"by clicks, played after the reply", "on", func(t *testing.T, c *Controller) { click(t, c, "b1"); click(t, c, "c3") },
			"b1c3", "h10g8", "h3e3 h10g8 b1c3", 2},
		{"by drag", "on", func(t *testing.T, c *Controller) {
			c.Press(sq(t, c, "b1"))
			c.Release(sq(t, c, "c3"), true)
		}, "b1c3", "h10g8", "h3e3 h10g8 b1c3", 2},
		// The cannon may take e7 over the soldier on e4; once the black soldier
		// steps to e6 the move takes nothing and jumps: illegal, dropped.
		{"illegal after the reply, dropped", "on", func(t *testing.T, c *Controller) { click(t, c, "e3"); click(t, c, "e7") },
			"e3e7", "e7e6", "h3e3 e7e6", 1},
		{"the reply takes the piece", "on", func(t *testing.T, c *Controller) { click(t, c, "e3"); click(t, c, "e4") },
			"", "h10g8", "h3e3 h10g8", 1},
		{"not the piece's movement", "on", func(t *testing.T, c *Controller) { click(t, c, "b1"); click(t, c, "b5") },
			"", "h10g8", "h3e3 h10g8", 1},
		{"onto an own piece", "on", func(t *testing.T, c *Controller) { click(t, c, "a1"); click(t, c, "a4") },
			"", "h10g8", "h3e3 h10g8", 1},
		{"cancelled by a click elsewhere", "on", func(t *testing.T, c *Controller) {
			click(t, c, "b1")
			click(t, c, "c3")
			click(t, c, "e6")
		}, "", "h10g8", "h3e3 h10g8", 1},
		{"cancelled by Escape", "on", func(t *testing.T, c *Controller) {
			click(t, c, "b1")
			click(t, c, "c3")
			c.Key("Escape")
		}, "", "h10g8", "h3e3 h10g8", 1},
		{"another piece replaces it", "on", func(t *testing.T, c *Controller) {
			click(t, c, "b1")
			click(t, c, "c3")
			click(t, c, "h1")
			click(t, c, "g3")
		}, "h1g3", "h10g8", "h3e3 h10g8 h1g3", 2},
		{"a click on the enemy's piece does not move", "on", func(t *testing.T, c *Controller) { click(t, c, "h10") },
			"", "h10g8", "h3e3 h10g8", 1},
		{"off by default", "", func(t *testing.T, c *Controller) { click(t, c, "b1"); click(t, c, "c3") },
			"", "h10g8", "h3e3 h10g8", 1},
		{"off", "off", func(t *testing.T, c *Controller) { click(t, c, "b1"); click(t, c, "c3") },
			"", "h10g8", "h3e3 h10g8", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := &fakeHost{}
			c := New(h, Attrs{Mode: "engine", Level: "1", Premove: tt.premove})
			click(t, c, "h3")
			click(t, c, "e3")
			tt.input(t, c)
			if got := premoveText(c); got != tt.shown {
				t.Fatalf("premove shown %q, want %q", got, tt.shown)
			}
			if tt.premove != "on" && c.State().Message == "" {
				t.Error("without premoves, a press in the engine's turn says nothing")
			}
			c.TakeGameEvents()
			answer(t, h, c, tt.reply)
			if got := movesText(c); got != tt.moves {
				t.Fatalf("moves %q, want %q", got, tt.moves)
			}
			if len(h.thinks) != tt.thinks || c.Thinking() != (tt.thinks == 2) {
				t.Errorf("engine asked %d times (thinking %v), want %d", len(h.thinks), c.Thinking(), tt.thinks)
			}
			if premoveText(c) != "" {
				t.Errorf("premove %q still shown after the reply", premoveText(c))
			}
			ev, _ := c.TakeGameEvents()
			if tt.thinks == 2 && (len(ev) != 2 || ev[0].By != "engine" || ev[1].By != "user") {
				t.Errorf("events %+v: want the engine's move, then the person's", ev)
			}
		})
	}
}

func TestPremoveInPlayMode(t *testing.T) {
	// The /play/ page: the person moves first's pieces, the page plays the
	// engine's moves through the moves attribute.
	a := Attrs{Mode: "play", Player: "first", Premove: "on", Moves: "h3e3"}
	c := New(&fakeHost{}, a)
	click(t, c, "b1")
	click(t, c, "c3")
	if premoveText(c) != "b1c3" {
		t.Fatalf("premove %q, want b1c3", premoveText(c))
	}
	c.TakeGameEvents()
	a.Moves = "h3e3 h10g8"
	c.Load(a)
	if got := movesText(c); got != "h3e3 h10g8 b1c3" {
		t.Fatalf("moves %q, want the premove played", got)
	}
	ev, _ := c.TakeGameEvents()
	if len(ev) != 2 || ev[1].UCI != "b1c3" || ev[1].By != "user" {
		t.Errorf("events %+v: the premove must be told as the person's move", ev)
	}
	// Both sides by hand: no premoves (it is always someone's turn).
	c = New(&fakeHost{}, Attrs{Mode: "play", Premove: "on"})
	if _, ok := c.premover(); ok {
		t.Error("premoves offered with player both")
	}
}

func TestPremoveDroppedByUndoAndReview(t *testing.T) {
	a := Attrs{Mode: "play", Player: "first", Premove: "on", Moves: "h3e3"}
	c := New(&fakeHost{}, a)
	click(t, c, "b1")
	click(t, c, "c3")
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	if premoveText(c) != "" {
		t.Errorf("premove %q shown after the move it answered was taken back", premoveText(c))
	}
	click(t, c, "h3")
	click(t, c, "e3")
	a.Moves = "h3e3 h10g8"
	c.Load(a)
	if got := movesText(c); got != "h3e3 h10g8" {
		t.Errorf("moves %q: a premove from before the takeback was played", got)
	}
	c.Review(0)
	if _, ok := c.premover(); ok {
		t.Error("premoves offered while reviewing")
	}
}

func TestPremoveAttribute(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Mode: "engine", Premove: "yes"})
	if !strings.Contains(c.Error(), `premove "yes"`) {
		t.Errorf("error %q, want it to name the bad premove value", c.Error())
	}
	if c.Status() != "playing" {
		t.Errorf("status %q: a bad premove value must not stop the board", c.Status())
	}
}

func TestCouldMove(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Game: "xiangqi", Mode: "engine", FEN: "4k4/9/9/9/9/9/9/9/4A4/3K1R3 b - - 0 1"})
	tests := []struct {
		from, to string
		want     bool
	}{
		{"f1", "f9", true},   // a rook's slide
		{"f1", "f10", true},  // it takes nothing: the file is clear
		{"f1", "e2", false},  // onto its own advisor
		{"d1", "d2", true},   // the general steps in its palace
		{"d1", "c1", false},  // out of it
		{"e2", "e3", false},  // an advisor goes diagonally
		{"e10", "e9", false}, // not the person's piece
	}
	for _, tt := range tests {
		if got := c.couldMove(rules.First, sq(t, c, tt.from), sq(t, c, tt.to)); got != tt.want {
			t.Errorf("%s→%s: %v, want %v", tt.from, tt.to, got, tt.want)
		}
	}
}
