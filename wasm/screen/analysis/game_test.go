package analysis

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// TestTreeGameFollowsTheShownLine: the tree's game is the line from the
// start to the position shown, whichever way the tree moves, and a move
// played into the tree is one more move of the same game.
func TestTreeGameFollowsTheShownLine(t *testing.T) {
	tr := xiangqi(t)
	g := tr.Game()
	if err := tr.PlayLine([]string{"h3e3", "h10g8", "h1g3"}); err != nil {
		t.Fatal(err)
	}
	mark := g.Mark()
	if _, err := tr.Play("i10h10"); err != nil {
		t.Fatal(err)
	}
	if moves, ok := g.Since(mark); tr.Game() != g || !ok || len(moves) != 1 || moves[0].Move.String() != "i10h10" {
		t.Fatalf("a move played into the tree: %v %v", moves, ok)
	}
	steps := []func(){
		func() { tr.Back() },
		func() { tr.GoTo(tr.Root().ID) },
		func() { tr.Forward() },
		func() { tr.Cur = tr.Mainline()[2] },
		func() { _, _ = tr.Play("b3e3") }, // a variation
	}
	for i, step := range steps {
		step()
		if got, want := strings.Join(tr.Game().UCI(), " "), strings.Join(tr.Path(tr.Cur), " "); got != want {
			t.Errorf("step %d: the game holds %q, the tree shows %q", i, got, want)
		}
		if p, err := tr.Position(tr.Cur); err != nil || p.FEN() != tr.Game().Live().FEN() {
			t.Errorf("step %d: position %v, %v", i, p, err)
		}
	}
}

// TestFromGame: a game read from a file opens at its start with its moves
// as the main line and its comments on their moves; an illegal move keeps
// the moves before it and names itself.
func TestFromGame(t *testing.T) {
	v := rules.MustPreset("janggi-traditional")
	p := v.StartPosition()
	var moves []rules.Move
	for _, u := range []string{"b1c3", "b10c8", "h1g3"} {
		m, err := p.ParseMove(u)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
		moves = append(moves, m)
	}
	tr, err := FromGame(v, "", moves, []string{"the start", "", "a horse", "third"})
	if err != nil {
		t.Fatal(err)
	}
	line := tr.Mainline()
	if tr.Cur != tr.Root() || len(line) != 3 || tr.Root().Comment != "the start" || line[1].Comment != "a horse" ||
		line[2].Comment != "third" || tr.Game().Plies() != 0 || tr.Variant != v {
		t.Fatalf("cur %v, line %d, comments %q %q", tr.Cur.Move, len(line), tr.Root().Comment, line[1].Comment)
	}
	bad := append(moves[:2:2], moves[0])
	tr, err = FromGame(v, "", bad, nil)
	if err == nil || !strings.Contains(err.Error(), "move 3") || len(tr.Mainline()) != 2 {
		t.Errorf("an illegal third move: %v", err)
	}
	if _, err := FromGame(v, "9/9 w", nil, nil); err == nil {
		t.Error("a bad start was read")
	}
}
