package core

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

func mustGame(t *testing.T, preset, fen string) *Game {
	t.Helper()
	v, err := rules.AnyPreset(preset)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func banqiRules(t *testing.T) *rules.Variant {
	t.Helper()
	v, err := rules.BanqiPreset("banqi")
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func play(t *testing.T, g *Game, ucis string) {
	t.Helper()
	for _, u := range strings.Fields(ucis) {
		if err := g.PlayUCI(u, ByAPI); err != nil {
			t.Fatalf("%s: %v", u, err)
		}
	}
}

func TestNewEachGame(t *testing.T) {
	for _, g := range []rules.Game{rules.Xiangqi, rules.Janggi, rules.Shatar, rules.Hiashatar, rules.Banqi} {
		v, err := rules.DefaultVariant(g)
		if err != nil {
			t.Fatal(err)
		}
		game, err := New(v, "")
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		if game.Live().FEN() != v.StartFEN || game.StartFEN() != v.StartFEN || game.Plies() != 0 || game.Over() {
			t.Errorf("%s: live %q start %q plies %d", g, game.Live().FEN(), game.StartFEN(), game.Plies())
		}
		if (game.Position() == nil) != v.HiddenPieces || (game.Record() == nil) == v.HiddenPieces {
			t.Errorf("%s: position %v record %v", g, game.Position() != nil, game.Record() != nil)
		}
	}
	if _, err := New(rules.MustPreset("xiangqi"), "9/9 w"); err == nil {
		t.Error("a bad FEN was read")
	}
	if _, err := New(nil, ""); err == nil {
		t.Error("no rules were accepted")
	}
}

func TestPlayUndoReview(t *testing.T) {
	g := mustGame(t, "xiangqi", "")
	play(t, g, "h3e3 h10g8 h1g3")
	if err := g.PlayUCI("a1a5", ByUser); err == nil {
		t.Error("an illegal move was played")
	}
	if g.Plies() != 3 || strings.Join(g.UCI(), " ") != "h3e3 h10g8 h1g3" {
		t.Fatalf("moves %v", g.UCI())
	}
	start := mustGame(t, "xiangqi", "")
	if g.At(0).FEN() != start.Live().FEN() || g.At(3).FEN() != g.Live().FEN() {
		t.Error("At does not walk back to the start")
	}
	g.Review(1)
	if !g.Reviewing() || g.Cursor() != 1 || g.Shown().FEN() != g.At(1).FEN() {
		t.Errorf("review 1: cursor %d shown %s", g.Cursor(), g.Shown().FEN())
	}
	play(t, g, "i10h10") // the game goes on while a player looks back
	if g.Cursor() != 1 || g.Plies() != 4 {
		t.Errorf("after a move while reviewing: cursor %d plies %d", g.Cursor(), g.Plies())
	}
	g.Step(-5)
	if g.Cursor() != 0 {
		t.Errorf("step before the start: cursor %d", g.Cursor())
	}
	g.Step(10)
	if g.Reviewing() || g.Cursor() != 4 {
		t.Errorf("step past the end: reviewing %v cursor %d", g.Reviewing(), g.Cursor())
	}
	g.Review(3)
	if !g.Undo() || g.Plies() != 3 || g.Reviewing() {
		t.Errorf("undo onto the reviewed move: plies %d reviewing %v", g.Plies(), g.Reviewing())
	}
	g.Restart()
	if g.Plies() != 0 || g.Live().FEN() != start.Live().FEN() || g.Undo() {
		t.Errorf("restart: plies %d", g.Plies())
	}
}

func TestMarkAndSince(t *testing.T) {
	g := mustGame(t, "janggi-traditional", "")
	m := g.Mark()
	play(t, g, "b1c3")
	if err := g.Play(rules.NoMove, ByUser); err == nil {
		t.Error("no move was played")
	}
	if err := g.PlayUCI("b10c8", ByEngine); err != nil {
		t.Fatal(err)
	}
	moves, ok := g.Since(m)
	if !ok || len(moves) != 2 || moves[0].By != ByAPI || moves[1].By != ByEngine ||
		moves[0].Mover != rules.First || moves[1].Mover != rules.Second {
		t.Fatalf("since: %+v %v", moves, ok)
	}
	m = g.Mark()
	if moves, ok := g.Since(m); !ok || len(moves) != 0 {
		t.Errorf("nothing new: %v %v", moves, ok)
	}
	for name, change := range map[string]func(){"undo": func() { g.Undo() }, "review": func() { g.Review(0) },
		"resign": func() { g.SetEnd(Ending{Result: rules.SecondWins, Reason: Resigned}) }} {
		m := g.Mark()
		change()
		if _, ok := g.Since(m); ok {
			t.Errorf("%s: the followers were not told to read the game afresh", name)
		}
	}
}

func TestEnding(t *testing.T) {
	g := mustGame(t, "xiangqi", "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1")
	play(t, g, "a8a10")
	e := g.End()
	if e == nil || e.Reason != string(rules.ReasonCheckmate) || e.Result != rules.FirstWins || e.Outcome == nil {
		t.Fatalf("mate: %+v", e)
	}
	g.SetEnd(Ending{Reason: Resigned, By: rules.First}) // the rules ended it first
	if g.End().Reason != string(rules.ReasonCheckmate) {
		t.Error("a resignation after mate replaced it")
	}
	if err := g.PlayUCI("e10e9", ByAPI); err == nil {
		t.Error("a move after the end was played")
	}
	g = mustGame(t, "xiangqi", "")
	g.SetEnd(Ending{Result: rules.SecondWins, Reason: Resigned, By: rules.First})
	if e := g.End(); !g.Over() || e.Reason != Resigned || e.Outcome != nil || e.By != rules.First {
		t.Errorf("resigned: %+v", e)
	}
	if err := g.PlayUCI("h3e3", ByAPI); err == nil {
		t.Error("a move after a resignation was played")
	}
	g.ClearEnd()
	if g.Over() || g.End() != nil {
		t.Error("the ending was not taken back")
	}
}

func TestBanqiGame(t *testing.T) {
	v := banqiRules(t)
	g, err := Deal(v, 42)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "a1a1")
	p := g.Played(0)
	if p.Revealed == rules.Empty || p.Mover != p.Revealed.Color() {
		t.Errorf("the first flip: %+v", p)
	}
	if !strings.Contains(g.Live().FEN(), "x") {
		t.Error("the view shows no face-down piece")
	}
	rec := g.Record()
	back, err := Resume(rec)
	if err != nil || back.Live().FEN() != g.Live().FEN() || back.Plies() != 1 || back.Played(0).Mover != p.Mover {
		t.Fatalf("resume: %v %s", err, back.Live().FEN())
	}
	r := g.Request(7, 3, protocol.Limits{})
	if r.Game != "banqi" || len(r.Moves) != 0 || r.FEN != g.Live().FEN() || r.Options != nil || r.Validate() != nil {
		t.Errorf("banqi request %+v", r)
	}
	if g.At(0).FEN() != v.StartFEN || !g.Undo() || g.Live().FEN() != v.StartFEN {
		t.Error("the view does not walk back to the start")
	}
	if _, err := New(v, ""); err != nil {
		t.Errorf("a random deal: %v", err)
	}
}

func TestRequest(t *testing.T) {
	g := mustGame(t, "janggi-traditional", "")
	play(t, g, "b1c3 b10c8")
	r := g.Request(1, 4, protocol.Limits{Depth: 3})
	if r.Game != "janggi" || r.Variant != "janggi-traditional" || r.Options != nil || r.FEN != g.StartFEN() ||
		strings.Join(r.Moves, " ") != "b1c3 b10c8" || r.Level != 4 || r.Limits.Depth != 3 {
		t.Errorf("preset request %+v", r)
	}
	o := rules.DefaultOptions()
	o.Janggi.Counting = true
	v, err := rules.NewVariant(rules.Janggi, o)
	if err != nil {
		t.Fatal(err)
	}
	g, _ = New(v, "")
	r = g.Request(2, 4, protocol.Limits{})
	if r.Options == nil || *r.Options != o || r.Validate() != nil {
		t.Errorf("rules no preset names: %+v", r)
	}
	back, err := r.Rules()
	if err != nil || !back.Counting {
		t.Errorf("the worker reads %v, %v", back, err)
	}
}

func TestStandingHelpers(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	s, err := Read(v, "4k4/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if InCheck(s) != rules.SquareAt(4, 9) || !ColorsDecided(s) || PassPoint(s) != rules.SquareAt(4, 9) {
		t.Errorf("check %v decided %v pass %v", InCheck(s), ColorsDecided(s), PassPoint(s))
	}
	if !Owns(s, rules.First, rules.SquareAt(4, 8)) || Owns(s, rules.Second, rules.SquareAt(4, 8)) {
		t.Error("Owns")
	}
	m, _ := s.ParseMove("e10f10")
	after, ok := After(s, m)
	if !ok || after.FEN() == s.FEN() {
		t.Error("After")
	}
	b, err := Read(banqiRules(t), banqiRules(t).StartFEN)
	if err != nil || ColorsDecided(b) || InCheck(b) != rules.NoSquare || PassPoint(b) != rules.NoSquare || MustPass(b) {
		t.Errorf("banqi start: %v", err)
	}
	flip := rules.NewFlip(rules.SquareAt(0, 0))
	if _, ok := After(b, flip); ok {
		t.Error("a flip's outcome was guessed")
	}
	if Clone(b).FEN() != b.FEN() {
		t.Error("Clone")
	}
}
