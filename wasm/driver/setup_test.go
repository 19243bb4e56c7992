package driver

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
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
// by attributes.
func TestSetupAsAttributes(t *testing.T) {
	janggi := countingJanggi(t)
	xiangqi := rules.MustPreset("xiangqi")
	mateFEN := "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1"
	tests := []struct {
		name  string
		attrs Attrs
		setup Setup
	}{
		{"a game under way",
			Attrs{Game: "xiangqi", Moves: "h3e3 h10g8 h1g3", Player: "second", Orientation: "second",
				Arrows: "b10c8", Marks: "e3", Premove: "on", Lang: "es"},
			Setup{Variant: xiangqi, Moves: line(t, xiangqi, "", "h3e3 h10g8 h1g3"), Player: rules.Second,
				Orientation: rules.Second, Arrows: line(t, xiangqi, "", "h3e3 b10c8")[1:],
				Marks: []rules.Square{point(t, xiangqi, "e3")}, Premove: true, Lang: i18n.Spanish}},
		{"options and a start position",
			Attrs{Game: "janggi", Options: OptionsJSON(janggi.Options), FEN: janggi.StartFEN, Moves: "a4a5 a7a6", Player: "first"},
			Setup{Variant: janggi, FEN: janggi.StartFEN, Moves: line(t, janggi, "", "a4a5 a7a6"), Player: rules.First}},
		{"resigned", Attrs{Game: "xiangqi", Ended: "resigned", Player: "first"},
			Setup{Variant: xiangqi, Ended: "resigned"}},
		{"mated", Attrs{Game: "xiangqi", FEN: mateFEN, Moves: "a8a10", Player: "first"},
			Setup{Variant: xiangqi, FEN: mateFEN, Moves: line(t, xiangqi, mateFEN, "a8a10")}},
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

// TestSetupExtends: a setup that continues the board's game plays only the
// new moves, the last as if made on the board.
func TestSetupExtends(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	game := line(t, v, "", "h3e3 h10g8 h1g3 i10h10 i1h1")
	c := New(&fakeHost{}, Attrs{Mode: "play"})
	if err := c.Setup(Setup{Variant: v, Moves: game[:2]}); err != nil {
		t.Fatal(err)
	}
	c.TakeEvents()
	c.TakeGameEvents()
	gen := c.gen
	if err := c.Setup(Setup{Variant: v, Moves: game[:3]}); err != nil {
		t.Fatal(err)
	}
	anim, said := c.TakeEvents()
	ev, _ := c.TakeGameEvents()
	if anim != game[2] || len(said) == 0 {
		t.Errorf("animated %v, said %q: want %v animated and announced", anim, said, game[2])
	}
	if len(ev) != 1 || ev[0].UCI != "h1g3" || ev[0].By != "api" || ev[0].Ply != 3 {
		t.Errorf("events %+v, want one for h1g3", ev)
	}
	if err := c.Setup(Setup{Variant: v, Moves: game}); err != nil {
		t.Fatal(err)
	}
	if anim, _ := c.TakeEvents(); anim != rules.NoMove {
		t.Errorf("two moves at once animated %v", anim)
	}
	if ev, _ := c.TakeGameEvents(); len(ev) != 0 {
		t.Errorf("two moves at once told %+v", ev)
	}
	if c.gen != gen || movesText(c) != "h3e3 h10g8 h1g3 i10h10 i1h1" {
		t.Errorf("gen %d→%d, moves %q: the game was reloaded", gen, c.gen, movesText(c))
	}
	// The engine's first move, after a new game with no moves.
	c = New(&fakeHost{}, Attrs{Mode: "play"})
	if err := c.Setup(Setup{Variant: v, Player: rules.Second}); err != nil {
		t.Fatal(err)
	}
	if err := c.Setup(Setup{Variant: v, Moves: game[:1], Player: rules.Second}); err != nil {
		t.Fatal(err)
	}
	if anim, _ := c.TakeEvents(); anim != game[0] {
		t.Errorf("the first move animated %v", anim)
	}
}

// TestSetupReloads: another game (of other rules, or a shorter one, or
// with other moves, or from another start) loads afresh and silently, even
// with one move.
func TestSetupReloads(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	other, _ := rules.NewVariant(rules.Xiangqi, rules.Options{Xiangqi: rules.XiangqiOptions{MoveLimit: 0}})
	game := line(t, v, "", "h3e3 h10g8 h1g3")
	fen := "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1"
	steps := []struct {
		name  string
		setup Setup
		want  string
	}{
		{"first", Setup{Variant: v, Moves: game[:1]}, "h3e3"},
		{"longer", Setup{Variant: v, Moves: game}, "h3e3 h10g8 h1g3"},
		{"shorter", Setup{Variant: v, Moves: game[:1]}, "h3e3"},
		{"other moves", Setup{Variant: v, Moves: line(t, v, "", "b3e3")}, "b3e3"},
		{"other rules", Setup{Variant: other, Moves: line(t, v, "", "b3e3")}, "b3e3"},
		{"other start", Setup{Variant: other, FEN: fen}, ""},
	}
	c := New(&fakeHost{}, Attrs{Mode: "play", Game: "janggi"})
	for i, s := range steps {
		gen := c.gen
		if err := c.Setup(s.setup); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		anim, _ := c.TakeEvents()
		ev, _ := c.TakeGameEvents()
		reloaded := c.gen != gen
		if movesText(c) != s.want || reloaded == (i == 1) || (i != 1) && (anim != rules.NoMove || len(ev) != 0) {
			t.Errorf("%s: moves %q reloaded %v animated %v events %d", s.name, movesText(c), reloaded, anim, len(ev))
		}
	}
	if c.Variant() != other || c.Position().FEN() != fen {
		t.Errorf("rules %s, position %s", c.Variant().Name, c.Position().FEN())
	}
}

// TestSetupRefused: a bad setup is an error and leaves the board as it was.
func TestSetupRefused(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	game := line(t, v, "", "h3e3 h10g8")
	tests := []struct {
		name  string
		setup Setup
		err   string
	}{
		{"no rules", Setup{Moves: game}, "no rules"},
		{"illegal move", Setup{Variant: v, Moves: append(game[:2:2], game[0])}, "move 3 h3e3: not a legal move"},
		{"illegal move afresh", Setup{Variant: v, Moves: game[1:]}, "move 1 h10g8: not a legal move"},
		{"garbage move", Setup{Variant: v, Moves: []rules.Move{^rules.Move(0)}}, "move 1"},
		{"bad start", Setup{Variant: v, FEN: "9/9 w"}, "FEN"},
		{"bad player", Setup{Variant: v, Player: 7}, "player 7"},
		{"bad orientation", Setup{Variant: v, Orientation: 2}, "orientation 2"},
		{"arrow off the board", Setup{Variant: v, Arrows: []rules.Move{rules.NewMove(0, 255, rules.NoKind)}}, "arrow"},
		{"too many arrows", Setup{Variant: v, Arrows: make([]rules.Move, MaxArrows+1)}, "at most 64"},
		{"mark off the board", Setup{Variant: v, Marks: []rules.Square{255}}, "mark"},
		{"bad ending", Setup{Variant: v, Ended: "won"}, `ended "won"`},
		{"too long", Setup{Variant: v, Moves: make([]rules.Move, MaxHistoryMoves+1)}, "at most 2000"},
	}
	c := New(&fakeHost{}, Attrs{Mode: "play"})
	if err := c.Setup(Setup{Variant: v, Moves: game}); err != nil {
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
	if err := puzzle.Setup(Setup{Variant: v}); err == nil {
		t.Error("a puzzle board took a setup")
	}
}

// TestSetupPlaysPremove: /play/'s case, the engine's reply given by Setup
// plays the person's premove.
func TestSetupPlaysPremove(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	game := line(t, v, "", "h3e3 h10g8")
	c := New(&fakeHost{}, Attrs{Mode: "play"})
	if err := c.Setup(Setup{Variant: v, Moves: game[:1], Premove: true}); err != nil {
		t.Fatal(err)
	}
	c.TakeGameEvents()
	click(t, c, "b1")
	click(t, c, "c3")
	if premoveText(c) != "b1c3" {
		t.Fatalf("premove %q, want b1c3", premoveText(c))
	}
	if err := c.Setup(Setup{Variant: v, Moves: game, Premove: true}); err != nil {
		t.Fatal(err)
	}
	ev, _ := c.TakeGameEvents()
	if movesText(c) != "h3e3 h10g8 b1c3" || len(ev) != 2 || ev[1].By != "user" {
		t.Errorf("moves %q, events %+v: want the premove played as the person's", movesText(c), ev)
	}
}

// TestSetupEngineOptions: in engine mode, rules no preset names go to the
// engine as options.
func TestSetupEngineOptions(t *testing.T) {
	v := countingJanggi(t)
	h := &fakeHost{}
	c := New(h, Attrs{Mode: "engine"})
	if err := c.Setup(Setup{Variant: v, Orientation: rules.Second}); err != nil {
		t.Fatal(err)
	}
	if len(h.thinks) == 0 {
		t.Fatal("the engine was not asked to move")
	}
	if r := h.thinks[len(h.thinks)-1]; r.Options == nil || !r.Options.Janggi.Counting || r.Game != "janggi" {
		t.Errorf("request %+v, want janggi with counting", r)
	}
}
