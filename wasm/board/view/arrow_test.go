package view

import (
	"strings"
	"testing"
)

func TestArrowAndMark(t *testing.T) {
	l := NewLayout(Xiangqi, 9, 10)
	tests := []struct {
		name string
		node *Node
		want []string // in the SVG, in order
	}{
		{"arrow", ArrowNode(l, Arrow{Name: "h3e3", From: [2]int{7, 2}, To: [2]int{4, 2}}, false),
			[]string{`data-arrow="h3e3"`, "<line", "<path"}},
		{"drawn arrow", ShapeNode(l, Shape{From: [2]int{7, 2}, To: [2]int{4, 2}, Brush: "red"}, false),
			[]string{`class="drawn arrow red"`, `stroke="` + Brushes["red"] + `"`, `fill="` + Brushes["red"] + `"`}},
		{"drawn circle", ShapeNode(l, Shape{From: [2]int{4, 0}, To: [2]int{4, 0}, Brush: "blue"}, false),
			[]string{`<circle class="drawn circle blue" cx="485" cy="985"`, `stroke="` + Brushes["blue"] + `"`}},
		{"unknown brush", ShapeNode(l, Shape{From: [2]int{4, 0}, To: [2]int{4, 0}, Brush: "<b>"}, false),
			[]string{`class="drawn circle green"`, `stroke="` + Brushes["green"] + `"`}},
		{"flipped circle", ShapeNode(l, Shape{From: [2]int{4, 0}, To: [2]int{4, 0}}, true),
			[]string{`cx="485" cy="85"`}},
		{"premove", PremoveNode(l, [2]int{1, 0}, [2]int{2, 2}, false),
			[]string{`class="premove"`, `cx="185" cy="985"`, `cx="285" cy="785"`, "<line"}},
		{"marked point", SquareNode(Xiangqi, l, false, SquareState{Name: "e1", File: 4, Marked: true}, Traditional),
			[]string{`data-mark=""`, `class="marked"`}},
	}
	for _, tt := range tests {
		svg := tt.node.String()
		at := 0
		for _, w := range tt.want {
			i := strings.Index(svg[at:], w)
			if i < 0 {
				t.Errorf("%s: %q missing or out of order in %s", tt.name, w, svg)
				break
			}
			at += i
		}
	}
	if ArrowNode(l, Arrow{From: [2]int{1, 1}, To: [2]int{1, 1}}, false) != nil {
		t.Error("an arrow from a point to itself was drawn")
	}
	if strings.Contains(ShapeNode(l, Shape{From: [2]int{1, 1}, To: [2]int{2, 3}}, false).String(), "data-") {
		t.Error("a drawn arrow carries a data- hook of the page's arrows")
	}
}

func TestBrush(t *testing.T) {
	tests := []struct {
		shift, alt, ctrl bool
		want             string
	}{
		{false, false, false, "green"},
		{true, false, false, "red"},
		{false, true, false, "blue"},
		{false, false, true, "yellow"},
		{true, true, true, "yellow"},
		{true, true, false, "red"},
	}
	for _, tt := range tests {
		if got := Brush(tt.shift, tt.alt, tt.ctrl); got != tt.want {
			t.Errorf("Brush(%v, %v, %v) = %q, want %q", tt.shift, tt.alt, tt.ctrl, got, tt.want)
		}
	}
}
