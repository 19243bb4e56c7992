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
	x1, y1 := l.Center(a.From[0], a.From[1], flipped)
	x2, y2 := l.Center(a.To[0], a.To[1], flipped)
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
	return El("g", "class", "arrow", "data-arrow", a.Name, "opacity", "0.8").Add(
		El("line", "x1", itoa(x1), "y1", itoa(y1), "x2", fmt.Sprintf("%.0f", bx), "y2", fmt.Sprintf("%.0f", by),
			"stroke", arrowColour, "stroke-width", "18", "stroke-linecap", "round"),
		El("path", "d", head, "fill", arrowColour))
}
