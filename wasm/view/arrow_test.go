package view

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func TestArrowAndMark(t *testing.T) {
	l := NewLayout(rules.Xiangqi, 9, 10)
	tests := []struct {
		name string
		node *Node
		want []string // in the SVG, in order
	}{
		{"arrow", ArrowNode(l, Arrow{Name: "h3e3", From: [2]int{7, 2}, To: [2]int{4, 2}}, false),
			[]string{`data-arrow="h3e3"`, "<line", "<path"}},
		{"marked point", SquareNode(rules.Xiangqi, l, false, SquareState{Name: "e1", File: 4, Marked: true}, Traditional),
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
}
