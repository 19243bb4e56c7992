package view

import (
	"fmt"
	"math"
)

// Arrow is an arrow from one point to another: a hint, a threat.
type Arrow struct {
	Name     string // what it shows, as data-arrow: the move in UCI ("h3e3")
	From, To [2]int // file and rank, 0-based
}

// arrowColour is the hint blue of the site.
const arrowColour = "#1565c0"

// ArrowNode draws an arrow as a group carrying data-arrow; nil when its
// ends are one point.
func ArrowNode(l Layout, a Arrow, flipped bool) *Node {
	return arrowNode(l, a.From, a.To, flipped, arrowColour, "class", "arrow", "data-arrow", a.Name)
}

// arrowNode draws an arrow in colour as a group with the given attributes.
func arrowNode(l Layout, from, to [2]int, flipped bool, colour string, attrs ...string) *Node {
	x1, y1 := l.Center(from[0], from[1], flipped)
	x2, y2 := l.Center(to[0], to[1], flipped)
	dx, dy := float64(x2-x1), float64(y2-y1)
	d := math.Hypot(dx, dy)
	if d == 0 {
		return nil
	}
	ux, uy := dx/d, dy/d
	// The head stops short of the target's centre so that it sits on the piece.
	hx, hy := float64(x2)-ux*18, float64(y2)-uy*18
	bx, by := hx-ux*42, hy-uy*42
	px, py := -uy*26, ux*26
	head := fmt.Sprintf("M%.0f %.0f L%.0f %.0f L%.0f %.0f Z", hx, hy, bx+px, by+py, bx-px, by-py)
	return El("g", append(attrs, "opacity", "0.8")...).Add(
		El("line", "x1", itoa(x1), "y1", itoa(y1), "x2", fmt.Sprintf("%.0f", bx), "y2", fmt.Sprintf("%.0f", by),
			"stroke", colour, "stroke-width", "18", "stroke-linecap", "round"),
		El("path", "d", head, "fill", colour))
}

// Shape is one of the person's own drawings on a board: an arrow, or a
// circle round a point when From equals To.
type Shape struct {
	From, To [2]int // file and rank, 0-based
	Brush    string // one of Brushes; anything else draws green
}

// Brushes are the colours a person draws with, as lichess players know
// them: green by default, red, blue and yellow with a modifier key.
var Brushes = map[string]string{"green": "#15803d", "red": "#c62828", "blue": "#1565c0", "yellow": "#e6a100"}

// Brush picks the brush for a drawing from the modifier keys held, as on
// lichess: green by default, Shift red, Alt blue, Ctrl (or Meta) yellow.
func Brush(shift, alt, ctrl bool) string {
	switch {
	case ctrl:
		return "yellow"
	case shift:
		return "red"
	case alt:
		return "blue"
	}
	return "green"
}

// brushColour returns a brush's colour, green for an unknown brush.
func brushColour(brush string) (name, colour string) {
	if c, ok := Brushes[brush]; ok {
		return brush, c
	}
	return "green", Brushes["green"]
}

// ShapeNode draws a person's shape: a ring round one point, or an arrow
// like ArrowNode's in the brush's colour. Both carry the classes "drawn"
// and the brush's name, and no data- hook: they are the person's, not the page's.
func ShapeNode(l Layout, s Shape, flipped bool) *Node {
	brush, colour := brushColour(s.Brush)
	if s.From == s.To {
		x, y := l.Center(s.From[0], s.From[1], flipped)
		return El("circle", "class", "drawn circle "+brush, "cx", itoa(x), "cy", itoa(y), "r", "46",
			"fill", "none", "stroke", colour, "stroke-width", "8", "opacity", "0.85")
	}
	return arrowNode(l, s.From, s.To, flipped, colour, "class", "drawn arrow "+brush)
}

// premoveColour marks a move waiting for the opponent's reply.
const premoveColour = "#5e35b1"

// PremoveNode marks a premove: a dashed ring round each of its two ends
// and a thin dashed line between them, under the class "premove".
func PremoveNode(l Layout, from, to [2]int, flipped bool) *Node {
	x1, y1 := l.Center(from[0], from[1], flipped)
	x2, y2 := l.Center(to[0], to[1], flipped)
	g := El("g", "class", "premove", "fill", "none", "stroke", premoveColour, "stroke-width", "7",
		"stroke-dasharray", "12 7", "opacity", "0.9")
	return g.Add(
		El("circle", "cx", itoa(x1), "cy", itoa(y1), "r", "47"),
		El("circle", "cx", itoa(x2), "cy", itoa(y2), "r", "47"),
		El("line", "x1", itoa(x1), "y1", itoa(y1), "x2", itoa(x2), "y2", itoa(y2), "stroke-width", "4", "opacity", "0.6"))
}
