package learn

import (
	"reflect"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// TestScene: the lesson's <elephant-board> shows what the lesson screen
// shows, each intent reaches the page and asks for a redraw, and the move
// played is the board's animation.
func TestScene(t *testing.T) {
	p := New(newStore(), i18n.English, "?game=xiangqi&lesson=04-horse")
	changed := 0
	sc := p.Scene(func() { changed++ })
	ls := p.Screen().Lesson
	if st := sc.Board(); !reflect.DeepEqual(st, ls.Board.State()) || st.Status != "playing" || st.Turn != "w" || st.FEN != ls.Board.FEN {
		t.Fatalf("scene board %+v, want the screen's", st)
	}
	if !sc.Press("b1") || changed != 1 || p.selected() != "b1" {
		t.Fatalf("press b1: held %q, %d redraws", p.selected(), changed)
	}
	sc.Release("b1", false)
	if sc.Key("Escape") || changed != 2 {
		t.Errorf("an unused key asked for a redraw: %d", changed)
	}
	sc.Press("c3")
	st := sc.Board()
	if st.LastMove != "b1c3" || changed != 3 {
		t.Fatalf("after b1-c3: last move %q, %d redraws", st.LastMove, changed)
	}
	v := p.stepRules()
	b1, _ := v.ParseSquare("b1")
	c3, _ := v.ParseSquare("c3")
	if m := sc.Motion(); m != rules.NewMove(b1, c3, rules.NoKind) {
		t.Errorf("motion %v, want b1c3", m)
	}
	p.ToMap()
	if st := sc.Board(); st.Squares != nil || sc.Motion() != rules.NoMove {
		t.Errorf("on the map the board shows %d points", len(st.Squares))
	}
}

// TestBoardStateBadPosition: a position the board cannot read is the
// board's error, not a panic.
func TestBoardStateBadPosition(t *testing.T) {
	st := Board{Variant: variant(t, "xiangqi"), FEN: "<svg onload=x>"}.State()
	if st.Status != "error" || st.Error == "" || st.Squares != nil {
		t.Errorf("state %+v", st)
	}
}
