package game

import (
	"encoding/json"
	"github.com/elephant-chess/elephant/wasm/browser"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

var t0 = time.Date(2026, 11, 30, 7, 0, 0, 0, time.UTC)

func TestParseTimeControl(t *testing.T) {
	tests := []struct {
		in   string
		want TimeControl
		err  string
	}{
		{"", TimeControl{}, ""},
		{"300+3", TimeControl{Base: 300, Inc: 3}, ""},
		{"600+0b30x3", TimeControl{Base: 600, Byoyomi: 30, Periods: 3}, ""},
		{"0+0b10x1", TimeControl{Byoyomi: 10, Periods: 1}, ""},
		{"5+0", TimeControl{Base: 5}, ""},
		{"4+0", TimeControl{}, "at least 5"},
		{"0+0", TimeControl{}, "no time"},
		{"300", TimeControl{}, "base+increment"},
		{"x+3", TimeControl{}, "main time"},
		{"300+61", TimeControl{}, "increment"},
		{"300+0b30", TimeControl{}, "b<seconds>x<periods>"},
		{"300+0b30x11", TimeControl{}, "periods"},
		{"99999+0", TimeControl{}, "main time"},
		{"-5+0", TimeControl{}, "main time"},
	}
	for _, tt := range tests {
		got, err := ParseTimeControl(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%q: error %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%q: %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
		if got.String() != tt.in {
			t.Errorf("%+v writes %q, want %q", got, got.String(), tt.in)
		}
	}
}

// TestClockArithmetic: main time, increment, byo-yomi periods used up by
// overrunning moves, and the flag.
func TestClockArithmetic(t *testing.T) {
	s := time.Second
	tests := []struct {
		name  string
		tc    TimeControl
		moves []time.Duration // the first side's thinking time for each of its moves
		now   time.Duration   // then the first side thinks this long
		want  SideTime
	}{
		{"main time runs", TimeControl{Base: 60}, nil, 20 * s, SideTime{Main: 40 * s}},
		{"increment after a move", TimeControl{Base: 60, Inc: 5}, []time.Duration{10 * s}, 0, SideTime{Main: 55 * s}},
		{"flag", TimeControl{Base: 60, Inc: 5}, []time.Duration{10 * s}, 55 * s, SideTime{Flagged: true}},
		{"byo-yomi begins", TimeControl{Base: 60, Byoyomi: 30, Periods: 3}, nil, 70 * s,
			SideTime{Period: 20 * s, Periods: 3}},
		{"a period used up", TimeControl{Base: 60, Byoyomi: 30, Periods: 3}, nil, 95 * s,
			SideTime{Period: 25 * s, Periods: 2}},
		{"a move within the period keeps it", TimeControl{Base: 60, Byoyomi: 30, Periods: 3},
			[]time.Duration{70 * s, 29 * s}, 0, SideTime{Period: 30 * s, Periods: 3}},
		{"an overrun move spends periods", TimeControl{Base: 60, Byoyomi: 30, Periods: 3},
			[]time.Duration{70 * s, 45 * s}, 0, SideTime{Period: 30 * s, Periods: 2}},
		{"last period out", TimeControl{Base: 60, Byoyomi: 30, Periods: 3}, nil, 150 * s, SideTime{Flagged: true}},
		{"byo-yomi only", TimeControl{Byoyomi: 10, Periods: 1}, nil, 9 * s, SideTime{Period: s, Periods: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k, now := newClock(tt.tc), t0
			k.moved(rules.Second, now, true) // the clocks start with the first move
			for _, d := range tt.moves {
				now = now.Add(d)
				if k.moved(rules.First, now, true) {
					t.Fatal("flag fell on a move")
				}
				now = now.Add(3 * s)
				k.moved(rules.Second, now, true)
			}
			if got := k.Time(rules.First, rules.First, now.Add(tt.now)); got != tt.want {
				t.Errorf("%+v, want %+v", got, tt.want)
			}
			if got := k.Time(rules.First, rules.Second, now.Add(tt.now)); got.Flagged {
				t.Error("a stopped clock fell")
			}
		})
	}
}

// clockGame starts a game on a clock at t0 with a clock the test moves.
func clockGame(t *testing.T, s Settings) (*Controller, *fakeEngine, browser.MemoryStore, *time.Time) {
	t.Helper()
	c, eng, store := newTest(t, s)
	now := t0
	c.Now = func() time.Time { return now }
	if err := c.NewGame(s); err != nil {
		t.Fatal(err)
	}
	return c, eng, store, &now
}

// TestFlagFall: the side whose flag falls loses, unless the other side has
// nothing left to mate with: then it is a draw. An action after the fall
// is refused, and the clock runs only from the first move.
func TestFlagFall(t *testing.T) {
	// Red has a soldier; black only its advisors.
	const lone = "3ak4/4a4/9/9/9/9/4P4/9/9/4K4 w - - 0 1"
	tests := []struct {
		name   string
		game   rules.Game
		fen    string
		moves  []string
		result rules.Result
		text   string
	}{
		{"black flags: red wins", rules.Xiangqi, lone, []string{"e4e5"}, rules.FirstWins, "Time is up for black: red wins."},
		{"red flags: black cannot mate, a draw", rules.Xiangqi, lone, []string{"e4e5", "e9f8"}, rules.Draw,
			"Time is up for red, but black has no pieces left that could mate"},
		{"janggi from the start", rules.Janggi, "", []string{"a4b4"}, rules.FirstWins, "Time is up for han: cho wins."},
		{"shatar from the start", rules.Shatar, "", []string{"d2d4"}, rules.FirstWins, "Time is up for black: white wins."},
		{"hiashatar, guards only", rules.Hiashatar, "3gk5/10/10/10/10/10/10/10/10/4K1R3 w - - 0 1", []string{"g1g2", "e10f10"}, rules.Draw,
			"Time is up for white, but black has no pieces left that could mate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := friendSettings(tt.game)
			s.FEN, s.Clock = tt.fen, TimeControl{Base: 10}
			if tt.game == rules.Hiashatar {
				s.Custom, s.Options.Hiashatar.BareKingDraw = true, false
			}
			c, _, store, now := clockGame(t, s)
			*now = now.Add(time.Hour) // no clock runs before the first move
			if c.Tick() {
				t.Fatal("a flag fell before the first move")
			}
			for _, u := range tt.moves {
				*now = now.Add(time.Second)
				mustMove(t, c, u)
			}
			*now = now.Add(9 * time.Second)
			if c.Tick() {
				t.Fatal("the flag fell early")
			}
			*now = now.Add(2 * time.Second)
			if !c.Tick() || c.EndReason() != reasonTime || c.EndResult() != tt.result {
				t.Fatalf("end %q %v, want time %v", c.EndReason(), c.EndResult(), tt.result)
			}
			v := c.View()
			if !strings.Contains(v.Result, tt.text) || v.Clocks == nil || v.Clocks.Running != -1 {
				t.Errorf("result %q, clocks %+v", v.Result, v.Clocks)
			}
			if err := c.Move(c.pos().LegalMoves()[0].String()); err == nil {
				t.Error("a move after the flag fell")
			}
			if c.CanTakeback() {
				t.Error("a game lost on time can be taken back")
			}
			c2 := New(store, &fakeEngine{t: t}, i18n.English)
			c2.Now = c.Now
			c2.Restore(Defaults(rules.Xiangqi))
			if c2.EndReason() != reasonTime || c2.EndResult() != tt.result {
				t.Errorf("after a reload: %q %v", c2.EndReason(), c2.EndResult())
			}
		})
	}
}

// TestMoveRefusedAfterFlag: a move made after the flag fell (the page's
// tick not having run yet) ends the game instead of playing.
func TestMoveRefusedAfterFlag(t *testing.T) {
	s := friendSettings(rules.Xiangqi)
	s.Clock = TimeControl{Base: 5}
	c, _, _, now := clockGame(t, s)
	mustMove(t, c, "b3b5")
	*now = now.Add(6 * time.Second)
	if err := c.Move("a10a9"); err == nil || c.Plies() != 1 || c.EndReason() != reasonTime {
		t.Fatalf("move after the flag: %v, %d plies, end %q", err, c.Plies(), c.EndReason())
	}
}

// TestEngineOnClock: the engine's request carries both clocks, no fixed time.
func TestEngineOnClock(t *testing.T) {
	s := Defaults(rules.Xiangqi)
	s.Clock = TimeControl{Base: 300, Inc: 3, Byoyomi: 20, Periods: 2}
	c, eng, _, now := clockGame(t, s)
	*now = now.Add(5 * time.Second)
	mustMove(t, c, "b3b5")
	*now = now.Add(4 * time.Second)
	r := eng.queue[len(eng.queue)-1]
	eng.script = []string{"h10g8"}
	if r.Limits.MoveTime != 0 || r.Limits.Clock == nil {
		t.Fatalf("request %+v", r)
	}
	want := protocol.Clock{Time: [2]time.Duration{300 * time.Second, 300 * time.Second},
		Inc: [2]time.Duration{3 * time.Second, 3 * time.Second}, Byoyomi: 20 * time.Second}
	if *r.Limits.Clock != want {
		t.Errorf("clock limits %+v, want %+v", *r.Limits.Clock, want)
	}
	eng.answer(c)
	st := c.clock.Time(rules.Second, rules.First, *now)
	if st.Main != 299*time.Second { // 4 s spent, 3 s back
		t.Errorf("engine's time %v, want 299s", st.Main)
	}
	if v := c.View(); v.Clocks == nil || v.Clocks.Running != int(rules.First) || v.Clocks.Text[rules.Second] != "4:59" {
		t.Errorf("clock view %+v", v.Clocks)
	}
}

// TestClockSaved: the clocks survive a reload, the time away counting for
// the side to move; bad clock data drops the clock with a notice.
func TestClockSaved(t *testing.T) {
	s := friendSettings(rules.Xiangqi)
	s.Clock = TimeControl{Base: 60, Inc: 2}
	c, _, store, now := clockGame(t, s)
	mustMove(t, c, "b3b5")
	*now = now.Add(10 * time.Second)
	mustMove(t, c, "a10a9")
	*now = now.Add(5 * time.Second)
	good := store[KeyCurrent]

	c2 := New(store, &fakeEngine{t: t}, i18n.English)
	c2.Now = func() time.Time { return now.Add(20 * time.Second) }
	c2.Restore(Defaults(rules.Janggi))
	if n := c2.Notices(); len(n) > 0 {
		t.Fatalf("notices %v", n)
	}
	if v := c2.View().Clocks; v == nil || v.Text[rules.First] != "0:35" || v.Text[rules.Second] != "0:52" {
		t.Fatalf("restored clocks %+v, want 0:35 and 0:52", v)
	}

	var raw map[string]any
	if err := json.Unmarshal([]byte(good), &raw); err != nil {
		t.Fatal(err)
	}
	bad := []struct {
		name, clock, notice string
		moves               int
	}{
		{"negative time", `{"left":[-1,5000],"periods":[0,0],"running":true,"since":1}`, "without a clock", 2},
		{"too many periods", `{"left":[1,5000],"periods":[3,0]}`, "without a clock", 2},
		{"running from nowhere", `{"left":[1000,5000],"periods":[0,0],"running":true}`, "without a clock", 2},
		{"in the future", `{"left":[1000,5000],"periods":[0,0],"running":true,"since":4102444800000}`, "without a clock", 2},
		{"not numbers", `{"left":["a","b"]}`, "could not be read", 0},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			var clock any
			if err := json.Unmarshal([]byte(tt.clock), &clock); err != nil {
				t.Fatal(err)
			}
			raw["clock"] = clock
			data, _ := json.Marshal(raw)
			st := browser.MemoryStore{KeyCurrent: string(data)}
			c3 := New(st, &fakeEngine{t: t}, i18n.English)
			c3.Now = c.Now
			c3.Restore(Defaults(rules.Xiangqi))
			if n := strings.Join(c3.Notices(), " "); !strings.Contains(n, tt.notice) {
				t.Errorf("notices %q, want %q", n, tt.notice)
			}
			if c3.Plies() != tt.moves || tt.moves > 0 && (c3.View().Clocks != nil || c3.Settings().Clock.On()) {
				t.Errorf("%d moves, clocks %+v", c3.Plies(), c3.View().Clocks)
			}
		})
	}
}

func TestClockText(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0: "0:00.0", 7300 * time.Millisecond: "0:07.3", 10 * time.Second: "0:10",
		299 * time.Second: "4:59", 3723 * time.Second: "1:02:03",
	} {
		if got := clockText(d); got != want {
			t.Errorf("%v: %q, want %q", d, got, want)
		}
	}
}

// TestClockViewByoyomi: in byo-yomi the clock shows the period's time and
// the periods left, and is low only in the last period's last seconds.
func TestClockViewByoyomi(t *testing.T) {
	s := friendSettings(rules.Xiangqi)
	s.Clock = TimeControl{Base: 5, Byoyomi: 30, Periods: 2}
	c, _, _, now := clockGame(t, s)
	mustMove(t, c, "b3b5") // at t0: black's clock starts
	tests := []struct {
		after time.Duration
		text  string
		low   bool
	}{
		{3 * time.Second, "0:02.0", false},
		{10 * time.Second, "0:25 · byo-yomi ×2", false},
		{40 * time.Second, "0:25 · byo-yomi ×1", false},
		{62 * time.Second, "0:03.0 · byo-yomi ×1", true},
	}
	for _, tt := range tests {
		*now = t0.Add(tt.after)
		v := c.Clocks()
		if v.Text[rules.Second] != tt.text || v.Low[rules.Second] != tt.low || v.Running != int(rules.Second) {
			t.Errorf("after %v: %q low %v running %d, want %q low %v", tt.after, v.Text[rules.Second], v.Low[rules.Second], v.Running, tt.text, tt.low)
		}
	}
}
