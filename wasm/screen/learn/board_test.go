package learn

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

func variant(t *testing.T, preset string) *rules.Variant {
	t.Helper()
	v, err := rules.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func count(n *view.Node, attr string) int {
	return n.Count(func(k *view.Node) bool { return k.Get(attr) != "" || hasAttr(k, attr) })
}

func hasAttr(n *view.Node, name string) bool {
	for _, a := range n.Attrs {
		if a.Name == name {
			return true
		}
	}
	return false
}

// snapshot is the lesson board as its <elephant-board> sees it, in the
// traditional piece style; the error is the one the board would show.
func snapshot(b Board) (view.Snapshot, error) {
	st := b.State()
	if st.Status == "error" {
		return view.Snapshot{}, errors.New(st.Error)
	}
	return st.Snapshot(view.Traditional), nil
}

// draw is the lesson board as its <elephant-board> draws it.
func draw(b Board) (*view.Node, error) {
	s, err := snapshot(b)
	if err != nil {
		return nil, err
	}
	return view.Render(s), nil
}

func TestDraw(t *testing.T) {
	tests := []struct {
		name                  string
		board                 Board
		squares, pieces       int
		dests, targets, marks int
		arrows                int
	}{
		{name: "xiangqi reach", board: Board{Variant: variant(t, "xiangqi"), FEN: "5k3/9/9/9/9/9/9/9/9/1N2K4 w - - 0 1",
			Targets: []string{"d5", "e7"}, Selected: "b1", Dests: []string{"a3", "c3", "d2"}},
			squares: 90, pieces: 3, dests: 3, targets: 2},
		{name: "capture ring", board: Board{Variant: variant(t, "shatar"), FEN: "7k/8/2n5/8/8/8/2p5/3JK3 w - - 0 1",
			Targets: []string{"c2", "c6"}, Marks: []string{"d1"}}, squares: 64, pieces: 5, targets: 2, marks: 1},
		{name: "arrows off board skipped", board: Board{Variant: variant(t, "janggi-traditional"),
			FEN: "9/4k4/9/3ppp3/9/9/9/5A3/3A5/4K4 w - - 0 1", Arrows: []Arrow{{From: "d2", To: "e3", Focus: true},
				{From: "f3", To: "f2", Faded: true}, {From: "f3", To: "z9"}}, Last: "e1e2"},
			squares: 90, pieces: 7, arrows: 2},
		{name: "hiashatar flipped", board: Board{Variant: variant(t, "hiashatar"), Flipped: true,
			FEN: "rnbgkqgbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBGKQGBNR w - - 0 1"}, squares: 100, pieces: 40},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n, err := draw(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			got := [...]int{count(n, "data-square"), count(n, "data-piece"), count(n, "data-dest"),
				count(n, "data-target"), count(n, "data-mark"), count(n, "data-arrow")}
			want := [...]int{tc.squares, tc.pieces, tc.dests, tc.targets, tc.marks, tc.arrows}
			if got != want {
				t.Errorf("squares, pieces, dests, targets, marks, arrows = %v, want %v", got, want)
			}
		})
	}
}

func TestDrawBadInput(t *testing.T) {
	if _, err := draw(Board{}); err == nil {
		t.Error("no variant: no error")
	}
	_, err := draw(Board{Variant: variant(t, "xiangqi"), FEN: "<svg onload=x>"})
	if err == nil || !strings.Contains(err.Error(), "lesson board") {
		t.Errorf("bad FEN: %v", err)
	}
}

func TestMoveEnds(t *testing.T) {
	tests := []struct{ in, from, to string }{
		{"e3d5", "e3", "d5"}, {"a10a9", "a10", "a9"}, {"b7b8j", "b7", "b8"}, {"e9e10", "e9", "e10"},
		{"pass", "", ""}, {"", "", ""}, {"e", "", ""},
	}
	for _, tc := range tests {
		if f, to := moveEnds(tc.in); f != tc.from || to != tc.to {
			t.Errorf("moveEnds(%q) = %q, %q", tc.in, f, to)
		}
	}
}

// TestSnapshotGuides: the step's arrows become guides named by their move,
// in order, with their emphasis; one off the board is left out.
func TestSnapshotGuides(t *testing.T) {
	b := Board{Variant: variant(t, "xiangqi"), FEN: "1n2k4/4a4/1r7/7n1/9/1N7/9/1C5C1/9/4K4 w - - 0 1",
		Arrows: []Arrow{{From: "b3", To: "b8", Focus: true}, {From: "b3", To: "z9"}, {From: "b3", To: "b10", Faded: true}}}
	s, err := snapshot(b)
	if err != nil {
		t.Fatal(err)
	}
	want := []view.Guide{{Name: "b3b8", From: [2]int{1, 2}, To: [2]int{1, 7}, Focus: true},
		{Name: "b3b10", From: [2]int{1, 2}, To: [2]int{1, 9}, Faded: true}}
	if fmt.Sprint(s.Guides) != fmt.Sprint(want) {
		t.Errorf("guides %v, want %v", s.Guides, want)
	}
}
