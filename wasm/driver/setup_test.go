package driver

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
)

// line reads UCI moves played from fen under v.
func line(t *testing.T, v *rules.Variant, fen, uci string) []rules.Move {
	t.Helper()
	if fen == "" {
		fen = v.StartFEN
	}
	p, err := v.NewPosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	var out []rules.Move
	for _, f := range strings.Fields(uci) {
		m, err := p.ParseMove(f)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
		out = append(out, m)
	}
	return out
}

// point reads a point of v's board.
func point(t *testing.T, v *rules.Variant, name string) rules.Square {
	t.Helper()
	s, err := v.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// countingJanggi is traditional janggi with the point count: rules no
// preset names.
func countingJanggi(t *testing.T) *rules.Variant {
	t.Helper()
	o := rules.MustPreset("janggi-traditional").Options
	o.Janggi.Counting = true
	v, err := rules.NewVariant(rules.Janggi, o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestSetupAsAttributes: a game given by Setup shows as the same game given
// pageGame is a game a page keeps: v's, from fen, with the moves played.
func pageGame(t *testing.T, v *rules.Variant, fen string, moves []rules.Move) *core.Game {
	t.Helper()
	g, err := core.New(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		if err := g.Play(m, core.ByAPI); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestSetupAsAttributes: a page's game given by Setup shows as the same
// game given by attributes.
func TestSetupAsAttributes(t *testing.T) {
	janggi := countingJanggi(t)
	xiangqi := rules.MustPreset("xiangqi")
	mateFEN := "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1"
	resigned := pageGame(t, xiangqi, "", nil)
	resigned.SetEnd(core.Ending{Reason: core.Resigned})
	tests := []struct {
		name  string
		attrs Attrs
		setup Setup
	}{
		{"a game under way",
			Attrs{Game: "xiangqi", Moves: "h3e3 h10g8 h1g3", Player: "second", Orientation: "second",
				Arrows: "b10c8", Marks: "e3", Premove: "on", Lang: "es"},
			Setup{Game: pageGame(t, xiangqi, "", line(t, xiangqi, "", "h3e3 h10g8 h1g3")), Player: "second",
				Orientation: rules.Second, Arrows: line(t, xiangqi, "", "h3e3 b10c8")[1:],
				Marks: []rules.Square{point(t, xiangqi, "e3")}, Premove: true, Lang: i18n.Spanish}},
		{"options and a start position",
			Attrs{Game: "janggi", Options: OptionsJSON(janggi.Options), FEN: janggi.StartFEN, Moves: "a4a5 a7a6", Player: "first"},
			Setup{Game: pageGame(t, janggi, janggi.StartFEN, line(t, janggi, "", "a4a5 a7a6")), Player: "first"}},
		{"resigned", Attrs{Game: "xiangqi", Ended: "resigned", Player: "first"},
			Setup{Game: resigned, Player: "first"}},
		{"mated", Attrs{Game: "xiangqi", FEN: mateFEN, Moves: "a8a10", Player: "first"},
			Setup{Game: pageGame(t, xiangqi, mateFEN, line(t, xiangqi, mateFEN, "a8a10")), Player: "first"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.attrs.Mode = "play"
			want := New(&fakeHost{}, tt.attrs)
			got := New(&fakeHost{}, Attrs{Mode: "play"})
			if err := got.Setup(tt.setup); err != nil {
				t.Fatal(err)
			}
			if want.Error() != "" {
				t.Fatalf("attributes: %s", want.Error())
			}
			if diff := stateDiff(got.State(), want.State()); diff != "" {
				t.Errorf("state differs: %s", diff)
			}
			if got.Status() != want.Status() || got.players != want.players || got.premoveOn != want.premoveOn {
				t.Errorf("status %s players %v premove %v, want %s %v %v", got.Status(), got.players, got.premoveOn,
					want.Status(), want.players, want.premoveOn)
			}
		})
	}
}

// stateDiff names the fields in which two states differ.
func stateDiff(a, b State) string {
	var out []string
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range va.NumField() {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			out = append(out, fmt.Sprintf("%s %v, want %v", va.Type().Field(i).Name, va.Field(i), vb.Field(i)))
		}
	}
	return strings.Join(out, "; ")
}

// TestSetupFollowsThePage: a move the page plays into its game shows on
// the board as if made on it; several at once are taken in silently; the
// same game is never reloaded.
func TestSetupFollowsThePage(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	game := line(t, v, "", "h3e3 h10g8 h1g3 i10h10 i1h1")
	g := pageGame(t, v, "", game[:2])
	c := New(&fakeHost{}, Attrs{Mode: "play"})
	if err := c.Setup(Setup{Game: g}); err != nil {
		t.Fatal(err)
	}
	if anim, _ := c.TakeEvents(); anim != rules.NoMove {
		t.Errorf("a game handed over animated %v", anim)
	}
	if ev, _ := c.TakeGameEvents(); len(ev) != 0 {
		t.Errorf("a game handed over told %+v", ev)
	}
	click(t, c, "b1") // a selection survives the page's next Setup of the same game
	if err := g.Play(game[2], core.ByEngine); err != nil {
		t.Fatal(err)
	}
	if err := c.Setup(Setup{Game: g}); err != nil {
		t.Fatal(err)
	}
	anim, said := c.TakeEvents()
	ev, _ := c.TakeGameEvents()
	if anim != game[2] || len(said) == 0 {
		t.Errorf("animated %v, said %q: want %v animated and announced", anim, said, game[2])
	}
	if len(ev) != 1 || ev[0].UCI != "h1g3" || ev[0].By != "engine" || ev[0].Ply != 3 {
		t.Errorf("events %+v, want one for h1g3", ev)
	}
	for _, m := range game[3:] {
		if err := g.Play(m, core.ByAPI); err != nil {
			t.Fatal(err)
		}
	}
	st := c.State()
	if anim, _ := c.TakeEvents(); anim != rules.NoMove {
		t.Errorf("two moves at once animated %v", anim)
	}
	if ev, _ := c.TakeGameEvents(); len(ev) != 0 {
		t.Errorf("two moves at once told %+v", ev)
	}
	if c.Game() != g || movesText(c) != "h3e3 h10g8 h1g3 i10h10 i1h1" || st.Plies != 5 {
		t.Errorf("moves %q: the game was reloaded", movesText(c))
	}
	// The review is the page's too.
	g.Review(1)
	if st := c.State(); st.Ply != 1 || st.Plies != 5 {
		t.Errorf("the page's review: ply %d of %d", st.Ply, st.Plies)
	}
}

// TestSetupReloads: another game loads afresh and silently, even when it
// differs by one move.
func TestSetupReloads(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	other, _ := rules.NewVariant(rules.Xiangqi, rules.Options{Xiangqi: rules.XiangqiOptions{MoveLimit: 0}})
	game := line(t, v, "", "h3e3 h10g8 h1g3")
	fen := "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1"
	c := New(&fakeHost{}, Attrs{Mode: "play", Game: "janggi"})
	for _, g := range []*core.Game{pageGame(t, v, "", game[:1]), pageGame(t, v, "", game),
		pageGame(t, other, "", line(t, v, "", "b3e3")), pageGame(t, other, fen, nil)} {
		if err := c.Setup(Setup{Game: g}); err != nil {
			t.Fatal(err)
		}
		anim, _ := c.TakeEvents()
		ev, _ := c.TakeGameEvents()
		if c.Game() != g || anim != rules.NoMove || len(ev) != 0 || c.State().FEN != g.Live().FEN() {
			t.Errorf("%s: animated %v, %d events, showing %s", strings.Join(g.UCI(), " "), anim, len(ev), c.State().FEN)
		}
	}
	if c.Variant() != other || c.Position().FEN() != fen {
		t.Errorf("rules %s, position %s", c.Variant().Name, c.Position().FEN())
	}
}

// movesText lists the moves of the board's game.
func movesText(c *Controller) string { return strings.Join(c.Game().UCI(), " ") }

// TestSetupRefused: a bad setup is an error and leaves the board as it was.
func TestSetupRefused(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	g := pageGame(t, v, "", line(t, v, "", "h3e3 h10g8"))
	tests := []struct {
		name  string
		setup Setup
		err   string
	}{
		{"no game", Setup{}, "no game"},
		{"bad player", Setup{Game: g, Player: "white"}, `player "white"`},
		{"bad orientation", Setup{Game: g, Orientation: 2}, "orientation 2"},
		{"arrow off the board", Setup{Game: g, Arrows: []rules.Move{rules.NewMove(0, 255, rules.NoKind)}}, "arrow"},
		{"too many arrows", Setup{Game: g, Arrows: make([]rules.Move, MaxArrows+1)}, "at most 64"},
		{"mark off the board", Setup{Game: g, Marks: []rules.Square{255}}, "mark"},
	}
	c := New(&fakeHost{}, Attrs{Mode: "play"})
	if err := c.Setup(Setup{Game: g}); err != nil {
		t.Fatal(err)
	}
	before := c.State()
	for _, tt := range tests {
		err := c.Setup(tt.setup)
		if err == nil || !strings.Contains(err.Error(), tt.err) || !strings.HasPrefix(err.Error(), "setup: ") {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.err)
		}
		if diff := stateDiff(c.State(), before); diff != "" {
			t.Errorf("%s: the board changed: %s", tt.name, diff)
		}
	}
	puzzle := New(&fakeHost{}, Attrs{Mode: "puzzle", Solution: "h3e3"})
	if err := puzzle.Setup(Setup{Game: g}); err == nil {
		t.Error("a puzzle board took a setup")
	}
}

// TestSetupPlaysThroughThePage: the person's moves go to the page, which
// may refuse them; the page's refusal shows and nothing is played.
func TestSetupPlaysThroughThePage(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	g := pageGame(t, v, "", nil)
	var asked []rules.Move
	refuse := false
	c := New(&fakeHost{}, Attrs{Mode: "play"})
	play := func(m rules.Move) error {
		asked = append(asked, m)
		if refuse {
			return fmt.Errorf("your flag fell")
		}
		return g.Play(m, core.ByUser)
	}
	if err := c.Setup(Setup{Game: g, Play: play, Player: "first"}); err != nil {
		t.Fatal(err)
	}
	click(t, c, "h3")
	click(t, c, "e3")
	ev, _ := c.TakeGameEvents()
	if len(asked) != 1 || movesText(c) != "h3e3" || len(ev) != 1 || ev[0].By != "user" {
		t.Fatalf("asked %v, moves %q, events %+v", asked, movesText(c), ev)
	}
	if err := c.Undo(); err == nil {
		t.Error("the board took back a move of the page's game")
	}
	refuse = true
	if err := g.PlayUCI("h10g8", core.ByEngine); err != nil {
		t.Fatal(err)
	}
	click(t, c, "h1")
	click(t, c, "g3")
	if movesText(c) != "h3e3 h10g8" || c.State().Message != "your flag fell" {
		t.Errorf("moves %q, message %q", movesText(c), c.State().Message)
	}
}

// TestSetupPlaysPremove: /play/'s case, the engine's reply played into the
// page's game plays the person's premove, through the page.
func TestSetupPlaysPremove(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	game := line(t, v, "", "h3e3 h10g8")
	g := pageGame(t, v, "", game[:1])
	c := New(&fakeHost{}, Attrs{Mode: "play"})
	pageMoves := 0
	play := func(m rules.Move) error { pageMoves++; return g.Play(m, core.ByUser) }
	if err := c.Setup(Setup{Game: g, Play: play, Player: "first", Premove: true}); err != nil {
		t.Fatal(err)
	}
	c.TakeGameEvents()
	click(t, c, "b1")
	click(t, c, "c3")
	if premoveText(c) != "b1c3" {
		t.Fatalf("premove %q, want b1c3", premoveText(c))
	}
	if err := g.Play(game[1], core.ByEngine); err != nil {
		t.Fatal(err)
	}
	ev, _ := c.TakeGameEvents()
	if movesText(c) != "h3e3 h10g8 b1c3" || len(ev) != 2 || ev[1].By != "user" || pageMoves != 1 {
		t.Errorf("moves %q, events %+v, page moves %d: want the premove played as the person's", movesText(c), ev, pageMoves)
	}
}

// TestSetupEngineOptions: in engine mode, rules no preset names go to the
// engine as options.
func TestSetupEngineOptions(t *testing.T) {
	v := countingJanggi(t)
	h := &fakeHost{}
	c := New(h, Attrs{Mode: "engine"})
	if err := c.Setup(Setup{Game: pageGame(t, v, "", nil), Player: "second", Orientation: rules.Second}); err != nil {
		t.Fatal(err)
	}
	if len(h.thinks) == 0 {
		t.Fatal("the engine was not asked to move")
	}
	if r := h.thinks[len(h.thinks)-1]; r.Options == nil || !r.Options.Janggi.Counting || r.Game != "janggi" {
		t.Errorf("request %+v, want janggi with counting", r)
	}
}
