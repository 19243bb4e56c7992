package view

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// cannon is a cannon's three arrows along file b, one judged, one being
// judged, one waiting, and a lone arrow along file h.
var cannon = []Guide{
	{Name: "b3b8", From: [2]int{1, 2}, To: [2]int{1, 7}, Focus: true},
	{Name: "b3b6", From: [2]int{1, 2}, To: [2]int{1, 5}},
	{Name: "b3b10", From: [2]int{1, 2}, To: [2]int{1, 9}, Faded: true},
	{Name: "h3h7", From: [2]int{7, 2}, To: [2]int{7, 6}},
}

func TestGuideShape(t *testing.T) {
	pts := strings.Fields(guideShape(100, 100, 100, 400, 0))
	if len(pts) != 7 || pts[3] != "100,386" || pts[0] != "91,130" {
		t.Errorf("arrow %v", pts)
	}
}

func TestGuideOrder(t *testing.T) {
	n := guides(NewLayout(Xiangqi, 9, 10), cannon, false)
	var order []string
	for _, k := range n.Kids {
		order = append(order, k.Get("data-arrow")+":"+k.Get("class"))
	}
	if got := strings.Join(order, " "); got != "b3b10:arrow faded b3b6:arrow h3h7:arrow b3b8:arrow focus" {
		t.Errorf("guides drawn in the order %s", got)
	}
}

// TestGuideLanes: guides from one point along one line run in lanes of
// their own, each ending at its own target; a guide alone on its line
// stays on it.
func TestGuideLanes(t *testing.T) {
	l := NewLayout(Xiangqi, 9, 10)
	tips := map[string][2]float64{}
	for _, k := range guides(l, cannon, false).Kids {
		var x, y float64
		if _, err := fmt.Sscanf(strings.Fields(k.Get("points"))[3], "%g,%g", &x, &y); err != nil {
			t.Fatal(err)
		}
		tips[k.Get("data-arrow")] = [2]float64{x, y}
	}
	bx, _ := l.Center(1, 2, false)
	hx, _ := l.Center(7, 2, false)
	if tips["b3b6"][0] != float64(bx)-laneGap || tips["b3b8"][0] != float64(bx) || tips["b3b10"][0] != float64(bx)+laneGap {
		t.Errorf("lanes of the cannon's arrows: %v (file b at x=%d)", tips, bx)
	}
	if tips["h3h7"][0] != float64(hx) {
		t.Errorf("a lone arrow left its line: %v", tips["h3h7"])
	}
	for a, rank := range map[string]int{"b3b6": 5, "b3b8": 7, "b3b10": 9} {
		_, ty := l.Center(1, rank, false)
		if math.Abs(tips[a][1]-float64(ty)) > 20 {
			t.Errorf("%s ends at y=%g, its target is at y=%d", a, tips[a][1], ty)
		}
	}
	if n := guides(l, []Guide{{Name: "b3b3", From: [2]int{1, 2}, To: [2]int{1, 2}}}, false); len(n.Kids) != 0 {
		t.Errorf("a guide from a point to itself was drawn: %s", n)
	}
}
