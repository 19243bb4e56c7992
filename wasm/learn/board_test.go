package learn

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/view"
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
			n, err := Draw(tc.board)
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
	if _, err := Draw(Board{}); err == nil {
		t.Error("no variant: no error")
	}
	_, err := Draw(Board{Variant: variant(t, "xiangqi"), FEN: "<svg onload=x>"})
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

func TestArrowShape(t *testing.T) {
	pts := strings.Fields(arrowShape(100, 100, 100, 400, 0))
	if len(pts) != 7 || pts[3] != "100,386" || pts[0] != "91,130" {
		t.Errorf("arrow %v", pts)
	}
}

func TestArrowOrder(t *testing.T) {
	b := Board{Variant: variant(t, "xiangqi"), FEN: "1n2k4/4a4/1r7/7n1/9/1N7/9/1C5C1/9/4K4 w - - 0 1",
		Arrows: []Arrow{{From: "b3", To: "b8", Focus: true}, {From: "b3", To: "b6"}, {From: "b3", To: "b10", Faded: true}}}
	n, err := Draw(b)
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	n.Count(func(k *view.Node) bool {
		if a := k.Get("data-arrow"); a != "" {
			order = append(order, a)
		}
		return false
	})
	if strings.Join(order, " ") != "b3b10 b3b6 b3b8" {
		t.Errorf("arrows drawn in the order %v", order)
	}
}

// TestArrowLanes: arrows from one point along one line (a cannon's b3b6,
// b3b8, b3b10) run in lanes of their own, each ending at its own target;
// an arrow alone on its line stays on it.
func TestArrowLanes(t *testing.T) {
	b := Board{Variant: variant(t, "xiangqi"), FEN: "1n2k4/4a4/1r7/7n1/9/1N7/9/1C5C1/9/4K4 w - - 0 1",
		Arrows: []Arrow{{From: "b3", To: "b8", Focus: true}, {From: "b3", To: "b6"}, {From: "b3", To: "b10", Faded: true},
			{From: "h3", To: "h7"}}}
	n, err := Draw(b)
	if err != nil {
		t.Fatal(err)
	}
	tips := map[string][2]float64{}
	n.Count(func(k *view.Node) bool {
		if a := k.Get("data-arrow"); a != "" {
			var x, y float64
			if _, err := fmt.Sscanf(strings.Fields(k.Get("points"))[3], "%g,%g", &x, &y); err != nil {
				t.Fatal(err)
			}
			tips[a] = [2]float64{x, y}
		}
		return false
	})
	l := view.NewLayout(rules.Xiangqi, 9, 10)
	bx, _ := l.Center(1, 2, false)
	hx, _ := l.Center(7, 2, false)
	if tips["b3b6"][0] != float64(bx)-laneGap || tips["b3b8"][0] != float64(bx) || tips["b3b10"][0] != float64(bx)+laneGap {
		t.Errorf("lanes of the cannon's arrows: %v (file b at x=%d)", tips, bx)
	}
	if tips["h3h7"][0] != float64(hx) {
		t.Errorf("a lone arrow left its line: %v", tips["h3h7"])
	}
	for a, rank := range map[string]int{"b3b6": 5, "b3b8": 7, "b3b10": 9} { // ranks from 0
		_, ty := l.Center(1, rank, false)
		if math.Abs(tips[a][1]-float64(ty)) > 20 {
			t.Errorf("%s ends at y=%g, its target is at y=%d", a, tips[a][1], ty)
		}
	}
}
