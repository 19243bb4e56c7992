package game

import (
	"encoding/json"
	"errors"
	"github.com/elephant-chess/elephant/wasm/browser"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// fakeEngine queues requests; answer plays them with the real engine at a
// small depth (or a scripted move), as the browser's worker would, later.
type fakeEngine struct {
	t        *testing.T
	queue    []Request
	stopped  []int
	script   []string       // moves to answer with instead of searching
	info     *protocol.Info // info to report instead of the search's
	failWith error
}

func (f *fakeEngine) Think(r Request) { f.queue = append(f.queue, r) }
func (f *fakeEngine) Stop(id int)     { f.stopped = append(f.stopped, id) }

// answer delivers the answer to the latest request; false when none waits.
func (f *fakeEngine) answer(c *Controller) bool {
	if len(f.queue) == 0 {
		return false
	}
	r := f.queue[len(f.queue)-1]
	f.queue = nil
	if f.failWith != nil {
		c.EngineFailed(r.ID, f.failWith)
		return true
	}
	if len(f.script) > 0 {
		if f.info != nil {
			c.EngineInfo(r.ID, *f.info)
		}
		m := f.script[0]
		f.script = f.script[1:]
		c.EngineMove(r.ID, m)
		return true
	}
	p := replay(f.t, c, r)
	e := search.New(1)
	var last protocol.Info
	best := e.Search(p, search.Limits{Depth: 2}, func(i search.Info) {
		last = protocol.Info{Depth: i.Depth, Score: i.Score, Mate: i.Mate}
		for _, m := range i.PV {
			last.PV = append(last.PV, m.String())
		}
	})
	if f.info != nil {
		last = *f.info
	}
	c.EngineInfo(r.ID, last)
	c.EngineMove(r.ID, best.String())
	return true
}

// replay builds a request's position under the controller's own rules.
func replay(t *testing.T, c *Controller, r Request) *rules.Position {
	t.Helper()
	p, err := c.g.Variant().NewPosition(r.FEN)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range r.Moves {
		m, err := p.ParseMove(u)
		if err != nil {
			t.Fatalf("request move %s: %v", u, err)
		}
		p.MakeMove(m)
	}
	return p
}

func newTest(t *testing.T, s Settings) (*Controller, *fakeEngine, browser.MemoryStore) {
	t.Helper()
	store := browser.MemoryStore{}
	eng := &fakeEngine{t: t}
	c := New(store, eng, i18n.English)
	c.Now = func() time.Time { return time.Date(2026, 11, 30, 7, 0, 0, 0, time.UTC) }
	if err := c.NewGame(s); err != nil {
		t.Fatal(err)
	}
	return c, eng, store
}

func mustMove(t *testing.T, c *Controller, uci string) {
	t.Helper()
	if err := c.Move(uci); err != nil {
		t.Fatalf("move %s: %v", uci, err)
	}
}

// TestShortGames plays each game to its end or 40 plies: the human takes
// the first legal move, the engine searches. Then the saved game restores
// to the same position.
func TestShortGames(t *testing.T) {
	for _, g := range []rules.Game{rules.Xiangqi, rules.Janggi, rules.Shatar, rules.Hiashatar} {
		for _, human := range []string{"first", "second"} {
			s := Defaults(g)
			s.Human = human
			c, eng, store := newTest(t, s)
			for ply := 0; ply < 40 && c.end() == nil; ply++ {
				if c.humanToMove() {
					moves := c.pos().LegalMoves()
					mustMove(t, c, moves[len(moves)/2].String())
				} else if !eng.answer(c) {
					t.Fatalf("%s: engine to move but no search asked", g)
				}
			}
			v := c.View()
			if len(v.Moves) == 0 || v.Status == "" || v.Title == "" {
				t.Fatalf("%s: empty view %+v", g, v)
			}
			c2 := New(store, &fakeEngine{t: t}, i18n.English)
			c2.Restore(Defaults(rules.Xiangqi))
			if n := c2.Notices(); len(n) > 0 {
				t.Fatalf("%s: restore notices %v", g, n)
			}
			if c2.pos().FEN() != c.pos().FEN() || c2.g.Plies() != c.g.Plies() {
				t.Fatalf("%s: restored %s after %d moves, want %s after %d", g, c2.pos().FEN(), c2.g.Plies(), c.pos().FEN(), c.g.Plies())
			}
		}
	}
}

func TestEngineMovesFirstWhenHumanIsSecond(t *testing.T) {
	s := Defaults(rules.Xiangqi)
	s.Human = "second"
	c, eng, _ := newTest(t, s)
	if !c.View().Thinking || len(eng.queue) != 1 {
		t.Fatal("the engine should be thinking about its first move")
	}
	if err := c.Move("h8e8"); err == nil {
		t.Fatal("a move out of turn was accepted")
	}
	eng.answer(c)
	v := c.View()
	if len(v.Moves) != 1 || !v.CanMove || !v.Flipped {
		t.Fatalf("after the engine's move: %+v", v)
	}
}

func TestMoveListNotations(t *testing.T) {
	cases := []struct {
		game     rules.Game
		notation string
		moves    []string // human, engine, human...
		want     []string
	}{
		{rules.Xiangqi, "wxf", []string{"h3e3", "h10g8"}, []string{"C2=5", "H8+7"}},
		{rules.Xiangqi, "chinese", []string{"h3e3", "h10g8"}, []string{"炮二平五", "馬８進７"}},
		{rules.Xiangqi, "uci", []string{"h3e3"}, []string{"h3e3"}},
		{rules.Janggi, "korean", []string{"a4b4"}, []string{"71졸72"}},
		{rules.Shatar, "san", []string{"d2d4", "d7d5"}, []string{"d4", "d5"}},
		{rules.Hiashatar, "san", []string{"b1c3"}, []string{"Nc3"}},
	}
	for _, tc := range cases {
		s := Defaults(tc.game)
		s.Notation = tc.notation
		c, eng, _ := newTest(t, s)
		for i, u := range tc.moves {
			if i%2 == 0 {
				mustMove(t, c, u)
			} else {
				eng.script = []string{u}
				eng.answer(c)
			}
		}
		v := c.View()
		for i, w := range tc.want {
			if v.Moves[i].Text != w {
				t.Errorf("%s %s: move %d %q, want %q", tc.game, tc.notation, i+1, v.Moves[i].Text, w)
			}
		}
		if v.Moves[0].Number != "1." {
			t.Errorf("number %q", v.Moves[0].Number)
		}
	}
}

func TestIllegalMoveExplained(t *testing.T) {
	c, _, _ := newTest(t, Defaults(rules.Xiangqi))
	err := c.Move("b1b5")
	if err == nil || !strings.Contains(err.Error(), "not legal") {
		t.Fatalf("error %v", err)
	}
	if !strings.Contains(c.View().Status, "not legal") {
		t.Errorf("status %q", c.View().Status)
	}
}

func TestTakebackAndReview(t *testing.T) {
	c, eng, store := newTest(t, Defaults(rules.Xiangqi))
	mustMove(t, c, "h3e3")
	eng.answer(c)
	mustMove(t, c, "h1g3")
	if !c.CanTakeback() {
		t.Fatal("cannot take back")
	}
	// The engine is thinking: takeback cancels the search and undoes one move.
	id := eng.queue[0].ID
	if err := c.Takeback(); err != nil {
		t.Fatal(err)
	}
	if c.g.Plies() != 2 || !c.humanToMove() || eng.stopped[len(eng.stopped)-1] != id {
		t.Fatalf("after takeback: %d moves, stopped %v", c.g.Plies(), eng.stopped)
	}
	eng.answer(c) // a stale answer is ignored
	if c.g.Plies() != 2 {
		t.Fatal("a cancelled search's answer was played")
	}
	if err := c.Takeback(); err != nil {
		t.Fatal(err)
	}
	if c.g.Plies() != 0 || c.CanTakeback() {
		t.Fatalf("%d moves after the second takeback", c.g.Plies())
	}
	var sv saved
	if err := json.Unmarshal([]byte(store[KeyCurrent]), &sv); err != nil || len(sv.Moves) != 0 {
		t.Fatalf("saved %v %v", sv.Moves, err)
	}

	mustMove(t, c, "h3e3")
	eng.answer(c)
	c.Review(0)
	v := c.View()
	if v.Live || v.CanMove || v.Position.FEN() != c.g.Variant().StartFEN || !strings.Contains(v.Status, "start position") {
		t.Fatalf("review 0: live %v canMove %v fen %s status %q", v.Live, v.CanMove, v.Position.FEN(), v.Status)
	}
	c.Step(1)
	if v := c.View(); !v.Moves[0].Current || v.Status != "Reviewing move 1 of 2." {
		t.Fatalf("step: %+v", v.Moves)
	}
	c.Step(5)
	if !c.View().Live {
		t.Fatal("step past the end should be live")
	}
}

func TestSavedDataDiscarded(t *testing.T) {
	good, _ := json.Marshal(saved{Version: SaveVersion, Settings: Defaults(rules.Janggi), Moves: []string{"a4b4"}})
	cases := []struct {
		name, data, notice string
		moves              int
	}{
		{"good", string(good), "", 1},
		{"not json", "{oops", "could not be read", 0},
		{"wrong type", `{"version":1,"settings":{"game":42}}`, "could not be read", 0},
		{"future version", `{"version":99,"settings":{"game":"janggi"}}`, "another version", 0},
		{"bad move", `{"version":1,"settings":{"game":"xiangqi"},"moves":["h3e3","zz"]}`, "could not be read", 0},
		{"bad game", `{"version":1,"settings":{"game":"chess"}}`, "could not be read", 0},
		{"bad level", `{"version":1,"settings":{"game":"xiangqi","level":99}}`, "could not be read", 0},
		{"bad end", `{"version":1,"settings":{"game":"xiangqi"},"end":{"result":"2-0","reason":"resign"}}`, "could not be read", 0},
		{"huge", strings.Repeat(" ", maxSaved+1), "could not be read", 0},
	}
	for _, tc := range cases {
		store := browser.MemoryStore{KeyCurrent: tc.data}
		c := New(store, &fakeEngine{t: t}, i18n.English)
		c.Restore(Defaults(rules.Shatar))
		n := strings.Join(c.Notices(), " ")
		if tc.notice == "" && n != "" || !strings.Contains(n, tc.notice) {
			t.Errorf("%s: notices %q, want %q", tc.name, n, tc.notice)
		}
		if c.g.Plies() != tc.moves {
			t.Errorf("%s: %d moves, want %d", tc.name, c.g.Plies(), tc.moves)
		}
		if tc.notice != "" && c.g.Variant().Game != rules.Shatar {
			t.Errorf("%s: discarded data should give the default game, got %s", tc.name, c.g.Variant().Game)
		}
	}
}

func TestHistoryDiscarded(t *testing.T) {
	store := browser.MemoryStore{KeyHistory: "[1,2"}
	c := New(store, &fakeEngine{t: t}, i18n.Spanish)
	c.Restore(Defaults(rules.Xiangqi))
	if h := c.History(); len(h) != 0 {
		t.Fatal(h)
	}
	if n := c.Notices(); len(n) != 1 || !strings.Contains(n[0], "vaciado") {
		t.Fatalf("notices %v", n)
	}
	if _, ok := store[KeyHistory]; ok {
		t.Fatal("bad history kept")
	}
}

func TestResignAndHistory(t *testing.T) {
	c, eng, store := newTest(t, Defaults(rules.Hiashatar))
	mustMove(t, c, "e2e4")
	eng.answer(c)
	if err := c.Resign(); err != nil {
		t.Fatal(err)
	}
	v := c.View()
	if v.Headline != "Elephant wins." || !strings.Contains(v.Result, "You resigned") || v.CanTakeback || v.CanMove {
		t.Fatalf("after resigning: %+v", v)
	}
	h := c.History()
	if len(h) != 1 || h[0].Result != "0-1" || h[0].Reason != "resign" || !strings.Contains(h[0].Record, `[Result "0-1"]`) {
		t.Fatalf("history %+v", h)
	}
	c2 := New(store, &fakeEngine{t: t}, i18n.English)
	c2.Restore(Defaults(rules.Xiangqi))
	if c2.end() == nil || c2.end().Reason != reasonResign || c2.View().Headline != "Elephant wins." {
		t.Fatalf("restored ending %+v", c2.end())
	}
}

func TestDrawOffer(t *testing.T) {
	cases := []struct {
		info   protocol.Info
		accept bool
	}{
		{protocol.Info{Depth: 5, Score: 0}, true},
		{protocol.Info{Depth: 5, Score: 200}, true},   // the human stands better
		{protocol.Info{Depth: 5, Score: -20}, true},   // the engine is only a little ahead
		{protocol.Info{Depth: 5, Score: -300}, false}, // the engine is winning
		{protocol.Info{Depth: 5, Mate: -3}, false},    // the engine mates
		{protocol.Info{Depth: 5, Mate: 2}, true},
		{protocol.Info{}, false},
	}
	for _, tc := range cases {
		c, eng, _ := newTest(t, Defaults(rules.Xiangqi))
		if err := c.OfferDraw(); err != nil {
			t.Fatal(err)
		}
		eng.info = &tc.info
		eng.script = []string{"h3e3"}
		eng.answer(c)
		v := c.View()
		if accepted := v.Headline == "Draw."; accepted != tc.accept {
			t.Errorf("info %+v: accepted %v, status %q", tc.info, accepted, v.Status)
		}
		if !tc.accept && !strings.Contains(v.Status, "declines") {
			t.Errorf("decline status %q", v.Status)
		}
	}
}

func TestHintAndAnalysis(t *testing.T) {
	c, eng, _ := newTest(t, Defaults(rules.Shatar))
	if err := c.Hint(); err != nil {
		t.Fatal(err)
	}
	eng.answer(c)
	v := c.View()
	if v.Hint == rules.NoMove || !strings.HasPrefix(v.Status, "Hint: ") {
		t.Fatalf("hint %v status %q", v.Hint, v.Status)
	}
	c.SetAnalysis(true)
	if len(eng.queue) != 1 || eng.queue[0].Purpose != PurposeAnalysis {
		t.Fatalf("analysis not started: %+v", eng.queue)
	}
	r := eng.queue[0]
	c.EngineInfo(r.ID, protocol.Info{Depth: 7, Score: 35, PV: []string{"d2d4", "d7d5", "zz"}})
	a := c.View().Analysis
	if a == nil || a.Depth != 7 || a.Eval != "+0.35" || a.Line != "d4 d5" || a.Bar <= 0.5 {
		t.Fatalf("analysis %+v", a)
	}
	c.SetAnalysis(false)
	if c.View().Analysis != nil {
		t.Fatal("analysis still shown")
	}
}

func TestJanggiPassAndCounting(t *testing.T) {
	c, _, _ := newTest(t, Defaults(rules.Janggi))
	if c.CanPass() || c.View().Points != "" {
		t.Fatal("traditional janggi: no pass at the start, no count")
	}
	s := Defaults(rules.Janggi)
	s.Custom = true
	s.Options.Janggi.Pass = rules.PassAnyTime
	s.Options.Janggi.Counting = true
	s.Cho, s.Han = "BNNB", "NBNB"
	c, eng, _ := newTest(t, s)
	if !c.CanPass() {
		t.Fatal("pass any time: cannot pass")
	}
	if err := c.Pass(); err != nil {
		t.Fatal(err)
	}
	if r := eng.queue[0]; r.Options == nil || len(r.Moves) != 1 || r.Moves[0] != "e2e2" || *r.Options != c.g.Variant().Options {
		t.Fatalf("custom rules: the engine should get the whole game and the exact rules: %+v", r)
	}
	eng.answer(c)
	v := c.View()
	if v.Moves[0].Text != "한수쉼" || v.Points != "Points: cho 72 · han 73.5" {
		t.Fatalf("moves %+v points %q", v.Moves, v.Points)
	}
	if !strings.HasPrefix(c.g.StartFEN(), "rbnakanbr") && !strings.Contains(c.g.StartFEN(), "RBNAKNBR") {
		t.Logf("start %s", c.g.StartFEN())
	}
}

func TestEndExplained(t *testing.T) {
	// Red mates on the back rank; the second chariot holds rank 9.
	s := Defaults(rules.Xiangqi)
	s.FEN = "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1"
	cases := []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "Checkmate"},
		{i18n.Spanish, "Jaque mate"},
	}
	for _, tc := range cases {
		c, _, store := newTest(t, s)
		c.Lang = tc.lang
		mustMove(t, c, "a8a10")
		v := c.View()
		if !strings.Contains(v.Result, tc.want) || !v.Moves[0].Decisive || v.CanMove {
			t.Fatalf("%s: result %q decisive %v", tc.lang, v.Result, v.Moves[0].Decisive)
		}
		if !strings.Contains(store[KeyHistory], `"reason":"checkmate"`) {
			t.Fatalf("history %s", store[KeyHistory])
		}
		if err := c.Takeback(); err != nil {
			t.Fatalf("takeback after mate: %v", err)
		}
	}
}

func TestShatarCheckNames(t *testing.T) {
	s := Defaults(rules.Shatar)
	s.FEN = "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1"
	c, _, _ := newTest(t, s)
	mustMove(t, c, "a1a8")
	v := c.View()
	if v.Moves[0].Text != "Ra8+ shak" {
		t.Fatalf("move %q", v.Moves[0].Text)
	}
}

func TestImportExport(t *testing.T) {
	c, eng, _ := newTest(t, Defaults(rules.Xiangqi))
	mustMove(t, c, "h3e3")
	eng.answer(c)
	rec, err := c.Export()
	if err != nil || !strings.Contains(rec, `[Variant "Xiangqi"]`) || !strings.Contains(rec, `[White "You"]`) {
		t.Fatalf("export %v\n%s", err, rec)
	}
	c2, _, _ := newTest(t, Defaults(rules.Shatar))
	if err := c2.Import(rec); err != nil {
		t.Fatal(err)
	}
	if c2.Variant().Game != rules.Xiangqi || c2.g.Plies() != 2 || !c2.humanToMove() {
		t.Fatalf("imported %s %d moves", c2.Variant().Game, c2.g.Plies())
	}
	err = c2.Import("[Variant \"Janggi\"]\n\n1. a4b4 a7b7\n2. a4a5")
	if err == nil || !strings.Contains(err.Error(), "line 4: ply 3 'a4a5'") {
		t.Fatalf("bad import: %v", err)
	}
	if c2.Variant().Game != rules.Xiangqi {
		t.Fatal("a refused import changed the game")
	}
	// A bare FEN is read as the current game.
	if err := c2.Import("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"); err != nil {
		t.Fatal(err)
	}
	if c2.Variant().Game != rules.Xiangqi || c2.human() != rules.Second || c2.g.Plies() != 0 {
		t.Fatalf("bare FEN: %s, human %v", c2.Variant().Game, c2.human())
	}
	// A FEN of eight ranks says its game: shatar.
	if err := c2.Import("rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR b - - 0 1"); err != nil || c2.Variant().Game != rules.Shatar {
		t.Fatalf("a shatar FEN in a xiangqi game: %v, read as %s", err, c2.Variant().Game)
	}
	if err := c2.Import("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 extra/junk"); err == nil {
		t.Fatal("a broken FEN was read")
	}
}

func TestEngineFallback(t *testing.T) {
	s := Defaults(rules.Xiangqi)
	s.Human = "second"
	c, eng, _ := newTest(t, s)
	eng.script = []string{"a1a9"} // not legal
	eng.answer(c)
	if c.g.Plies() != 1 || !strings.Contains(c.View().Status, "not legal") {
		t.Fatalf("fallback: %d moves, status %q", c.g.Plies(), c.View().Status)
	}
	s.Human = "second"
	c, eng, _ = newTest(t, s)
	eng.failWith = errors.New("worker died")
	eng.answer(c)
	if c.g.Plies() != 1 || !strings.Contains(c.View().Status, "worker died") {
		t.Fatalf("failure: %d moves, status %q", c.g.Plies(), c.View().Status)
	}
}

func TestSettingsValidate(t *testing.T) {
	cases := []struct {
		s    Settings
		want string
	}{
		{Settings{Game: "xiangqi"}, ""},
		{Settings{Game: "go"}, "unknown game"},
		{Settings{Game: "xiangqi", Level: 11}, "level 11"},
		{Settings{Game: "xiangqi", Human: "both"}, "side"},
		{Settings{Game: "janggi", Cho: "XXXX"}, "XXXX"},
		{Settings{Game: "shatar", Custom: true, Options: rules.Options{Shatar: rules.ShatarOptions{BishopRange: -1}}}, "bishop"},
	}
	for _, tc := range cases {
		err := tc.s.Validate()
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.s, err, tc.want)
		}
	}
}

// TestEngineRules: the engine gets the rules by preset name when the
// settings' rules are exactly a preset's, else as options it rebuilds the
// same rules from.
func TestEngineRules(t *testing.T) {
	cases := []struct {
		game   rules.Game
		custom func(*rules.Options)
		preset string
		exact  bool
	}{
		{rules.Xiangqi, nil, "xiangqi", true},
		{rules.Janggi, nil, "janggi", false},
		{rules.Janggi, func(o *rules.Options) {
			o.Janggi = rules.JanggiOptions{Pass: rules.PassAnyTime, CannonFirstMove: true, Bikjang: rules.BikjangFSF, Counting: true,
				PerpetualCheck: true}
		}, "janggi", true},
		{rules.Shatar, nil, "shatar", false},
		{rules.Shatar, func(o *rules.Options) { o.Shatar.BishopRange = 2 }, "shatar", false},
		{rules.Hiashatar, func(o *rules.Options) { o.Hiashatar.BareKingDraw = true }, "hiashatar", false},
	}
	for _, tc := range cases {
		s := Defaults(tc.game)
		if tc.custom != nil {
			s.Custom = true
			tc.custom(&s.Options)
		}
		eng := &fakeEngine{t: t}
		c := New(browser.MemoryStore{}, eng, i18n.English)
		s.Human = "second" // the engine moves first
		if err := c.NewGame(s); err != nil {
			t.Fatal(err)
		}
		r := eng.queue[len(eng.queue)-1]
		if r.Variant != tc.preset || (r.Options == nil) != tc.exact {
			t.Errorf("%s: %s options %v, want %s exact %v", tc.game, r.Variant, r.Options, tc.preset, tc.exact)
		}
		back, err := r.Rules()
		if err != nil || back.Options != c.Variant().Options {
			t.Errorf("%s: the worker reads %+v, %v", tc.game, back, err)
		}
	}
}
