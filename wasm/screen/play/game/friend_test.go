package game

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// xiangqiMate is a helpmate from the start: red's cannon mates in three.
var xiangqiMate = []string{"b3b5", "a10a9", "b5c5", "a9e9", "c5c10"}

func friendSettings(g rules.Game) Settings {
	s := Defaults(g)
	s.Opponent = OpponentFriend
	return s
}

// TestTwoPlayersToMate plays both sides by hand: the engine is never
// asked, the side to move may always move, the game ends by the rules.
func TestTwoPlayersToMate(t *testing.T) {
	c, eng, _ := newTest(t, friendSettings(rules.Xiangqi))
	for i, u := range xiangqiMate {
		if !c.View().CanMove {
			t.Fatalf("ply %d: the side to move may not move", i+1)
		}
		mustMove(t, c, u)
	}
	if len(eng.queue) != 0 {
		t.Fatalf("the engine was asked: %+v", eng.queue)
	}
	v := c.View()
	if c.EndReason() != string(rules.ReasonCheckmate) || v.Headline != "Red wins." {
		t.Fatalf("end %q, headline %q", c.EndReason(), v.Headline)
	}
	if !strings.Contains(v.Title, "two players") {
		t.Errorf("title %q", v.Title)
	}
}

// TestTwoPlayersActions: takeback undoes one move, resignation and draws
// belong to the side to move, the export names two players.
func TestTwoPlayersActions(t *testing.T) {
	tests := []struct {
		name   string
		act    func(c *Controller) error
		plies  int
		reason string
		result rules.Result
		text   string
	}{
		{"takeback one move", (*Controller).Takeback, 2, "", rules.Ongoing, "Red to move."},
		{"the side to move resigns", (*Controller).Resign, 3, reasonResign, rules.FirstWins, "Resigned by black: red wins."},
		{"a draw is agreed at once", (*Controller).OfferDraw, 3, reasonAgreed, rules.Draw, "Draw agreed."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _, _ := newTest(t, friendSettings(rules.Xiangqi))
			for _, u := range xiangqiMate[:3] {
				mustMove(t, c, u)
			}
			if err := tt.act(c); err != nil {
				t.Fatal(err)
			}
			if c.Plies() != tt.plies || c.EndReason() != tt.reason || c.EndResult() != tt.result {
				t.Fatalf("%d plies, end %q %v", c.Plies(), c.EndReason(), c.EndResult())
			}
			if v := c.View(); !strings.Contains(v.Status, tt.text) {
				t.Errorf("status %q, want %q", v.Status, tt.text)
			}
		})
	}
	c, _, _ := newTest(t, friendSettings(rules.Xiangqi))
	mustMove(t, c, "b3b5")
	rec, err := c.Export()
	if err != nil || !strings.Contains(rec, `[White "Player 1"]`) || !strings.Contains(rec, `[Black "Player 2"]`) {
		t.Errorf("export %q: %v", rec, err)
	}
}

// TestFlip: the board's orientation from the opponent, the turn after each
// move and the flip button, kept across a reload.
func TestFlip(t *testing.T) {
	tests := []struct {
		name    string
		s       func() Settings
		moves   int
		flip    bool
		flipped bool
	}{
		{"engine, human first", func() Settings { return Defaults(rules.Xiangqi) }, 0, false, false},
		{"engine, human first, flipped", func() Settings { return Defaults(rules.Xiangqi) }, 0, true, true},
		{"engine, human second", func() Settings { s := Defaults(rules.Xiangqi); s.Human = "second"; return s }, 0, false, true},
		{"friends, black to move", func() Settings { return friendSettings(rules.Xiangqi) }, 1, false, false},
		{"friends turning, black to move", func() Settings { s := friendSettings(rules.Xiangqi); s.AutoFlip = true; return s }, 1, false, true},
		{"friends turning, red to move", func() Settings { s := friendSettings(rules.Xiangqi); s.AutoFlip = true; return s }, 2, false, false},
		{"friends turning, flipped", func() Settings { s := friendSettings(rules.Xiangqi); s.AutoFlip = true; return s }, 1, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, eng, store := newTest(t, tt.s())
			eng.script = []string{"h10g8"}
			eng.answer(c)
			for _, u := range xiangqiMate[:tt.moves] {
				mustMove(t, c, u)
			}
			if tt.flip {
				c.Flip()
			}
			if got := c.View().Flipped; got != tt.flipped {
				t.Fatalf("flipped %v, want %v", got, tt.flipped)
			}
			c2 := New(store, &fakeEngine{t: t}, i18n.English)
			c2.Restore(Defaults(rules.Janggi))
			if got := c2.View().Flipped; got != tt.flipped {
				t.Errorf("after a reload: flipped %v, want %v", got, tt.flipped)
			}
		})
	}
}

// TestPassNote: a greyed-out janggi pass says which rule forbids it.
func TestPassNote(t *testing.T) {
	anyTime := Defaults(rules.Janggi)
	anyTime.Custom, anyTime.Options.Janggi.Pass = true, rules.PassAnyTime
	stuckCustom := Defaults(rules.Janggi)
	stuckCustom.Custom = true
	tests := []struct {
		name string
		s    Settings
		want string
	}{
		{"traditional", Defaults(rules.Janggi), "only when you have no other move (traditional rules)"},
		{"chosen", stuckCustom, "(the rule chosen for this game)"},
		{"any time, not in check", anyTime, ""},
		{"xiangqi", Defaults(rules.Xiangqi), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _, _ := newTest(t, tt.s)
			v := c.View()
			if tt.want == "" && v.PassNote != "" || !strings.Contains(v.PassNote, tt.want) {
				t.Errorf("note %q, want %q", v.PassNote, tt.want)
			}
			if v.CanPass && v.PassNote != "" {
				t.Errorf("a note on a pass that is allowed: %q", v.PassNote)
			}
		})
	}
}

// TestImportKeepsTwoPlayers: a record imported between two players goes
// on between them.
func TestImportKeepsTwoPlayers(t *testing.T) {
	c, eng, _ := newTest(t, friendSettings(rules.Xiangqi))
	if err := c.Import("1. b3b5 a10a9 *"); err != nil {
		t.Fatal(err)
	}
	if !c.Friend() || c.Plies() != 2 || len(eng.queue) != 0 {
		t.Fatalf("friend %v, %d plies, engine asked %d times", c.Friend(), c.Plies(), len(eng.queue))
	}
}
