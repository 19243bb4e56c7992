package driver

import (
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

// TestSelectionRelease: what a release after a press means: a drop on
// another point after a drag, a second click on the piece held, or nothing.
func TestSelectionRelease(t *testing.T) {
	a, b := rules.SquareAt(0, 0), rules.SquareAt(1, 1)
	tests := []struct {
		name          string
		held          bool // a was held before the press
		press, onto   rules.Square
		dragged       bool
		to            rules.Square
		again, notAny bool
	}{
		{"a drag onto another point", false, a, b, true, b, false, false},
		{"a drag back home", false, a, a, true, rules.NoSquare, false, true},
		{"a drag off the board", false, a, rules.NoSquare, true, rules.NoSquare, false, true},
		{"a first click", false, a, a, false, rules.NoSquare, false, true},
		{"a second click", true, a, a, false, rules.NoSquare, true, false},
		{"a click released elsewhere", true, a, b, false, rules.NoSquare, false, true},
	}
	for _, tt := range tests {
		s := NewSelection()
		if tt.held {
			s.Hold(a)
		}
		if s.Press(tt.press) != tt.held {
			t.Errorf("%s: press again %v", tt.name, !tt.held)
		}
		s.Hold(tt.press)
		from, to, again := s.Release(tt.onto, tt.dragged)
		if from != a || to != tt.to || again != tt.again {
			t.Errorf("%s: from %v to %v again %v; want %v %v %v", tt.name, from, to, again, a, tt.to, tt.again)
		}
	}
	s := NewSelection()
	if _, to, again := s.Release(a, true); to != rules.NoSquare || again {
		t.Error("a release with nothing held acted")
	}
}

// TestSelectionKeys: the arrows walk the board as it is seen, the first
// one showing the cursor where it starts when the board asks so; Enter
// picks, Escape cancels when the board takes it, other keys are not used.
func TestSelectionKeys(t *testing.T) {
	l := view.NewLayout(view.Xiangqi, 9, 10)
	start := rules.SquareAt(4, 0)
	for _, showFirst := range []bool{false, true} {
		var picked, moved []rules.Square
		cancelled := 0
		s := NewSelection()
		k := Keys{Layout: l, Start: func() rules.Square { return start }, ShowFirst: showFirst,
			Pick: func(sq rules.Square) { picked = append(picked, sq) }, Cancel: func() { cancelled++ },
			Moved: func(sq rules.Square) { moved = append(moved, sq) }}
		s.Key("ArrowUp", k)
		want := rules.SquareAt(4, 1)
		if showFirst {
			want = start
		}
		if s.Cursor != want || !s.Keyboard || len(moved) != 1 {
			t.Errorf("show first %v: cursor %v, want %v", showFirst, s.Cursor, want)
		}
		if s.Key("Tab", k) || !s.Key("Enter", k) || !s.Key("Escape", k) || len(picked) != 1 || picked[0] != want || cancelled != 1 {
			t.Errorf("show first %v: picked %v cancelled %d", showFirst, picked, cancelled)
		}
		k.Flipped = true
		s.Key("ArrowUp", k) // turned: up is down the ranks
		if s.Cursor.Rank() != max(want.Rank()-1, 0) {
			t.Errorf("show first %v, flipped: cursor %v", showFirst, s.Cursor)
		}
	}
	s := NewSelection()
	if s.Key("Escape", Keys{Start: func() rules.Square { return rules.SquareAt(0, 0) }}) {
		t.Error("Escape used by a board that takes no Escape")
	}
}
