package view

import (
	"fmt"
	"math"
	"strings"

	"strconv"
)

// SquareState is what one point or square shows.
type SquareState struct {
	Name        string // "e1"
	File, Rank  int
	Piece       byte // FEN letter, 0 when empty
	Selected    bool
	Dest        bool   // a legal destination of the selected piece
	Last        bool   // an end of the last move
	Check       bool   // the general or king in check stands here
	Cursor      bool   // the keyboard cursor is here
	Highlighted bool   // a point a lesson step talks about (data-mark)
	Marked      bool   // one of the points that decided a game (data-mark)
	Target      bool   // a lesson's point still to collect (data-target)
	Label       string // the accessible name: "red horse on b1"
}

// Key identifies what a square looks like, so unchanged squares are not redrawn.
func (s SquareState) Key(style Style, flipped bool) string {
	return fmt.Sprintf("%v|%v|%v", s, style, flipped)
}

// SquareNode draws one point or square with its highlights and piece, as a
// group carrying data-square (data-dest for a legal destination, data-mark
// for a marked point). A transparent cell beneath makes the whole cell
// answer the pointer. A lesson's mark and target lie over the piece.
func SquareNode(g Game, l Layout, flipped bool, s SquareState, style Style) *Node {
	x, y := l.Center(s.File, s.Rank, flipped)
	n := El("g", "class", "sq", "data-square", s.Name, "transform", fmt.Sprintf("translate(%d %d)", x, y),
		"aria-label", s.Label, "role", "img")
	if s.Dest {
		n.Set("data-dest", "")
	}
	if s.Marked || s.Highlighted {
		n.Set("data-mark", "")
	}
	half := Cell / 2
	n.Add(El("rect", "class", "hit", "x", itoa(-half), "y", itoa(-half), "width", itoa(Cell), "height", itoa(Cell),
		"fill", "transparent"))
	n.Add(highlight(l, s))
	if s.Piece != 0 {
		n.Add(Piece(g, s.Piece, style))
	}
	if s.Dest {
		n.Add(destMark(l, s.Piece != 0))
	}
	if s.Marked {
		n.Add(circle(44, "class", "marked", "fill", "none", "stroke", markLine, "stroke-width", "6",
			"stroke-dasharray", "10 6", "opacity", "0.9"))
	}
	if s.Cursor {
		n.Add(El("rect", "class", "cursor", "x", "-47", "y", "-47", "width", "94", "height", "94", "rx", "10",
			"fill", "none", "stroke", cursorLine, "stroke-width", "5", "stroke-dasharray", "14 8"))
	}
	if s.Highlighted { // pale, as it covers the piece
		n.Add(circle(49, "class", "mark-point", "fill", pointFill, "fill-opacity", "0.08", "stroke", pointFill,
			"stroke-width", "6", "stroke-dasharray", "12 6"))
	}
	if s.Target {
		n.Add(target(s))
	}
	return n
}

// target draws a star on a point to collect: alone on an empty point, as a
// badge beside a piece to capture, ringed in red.
func target(s SquareState) *Node {
	g := El("g", "class", "target", "data-target", s.Name)
	if s.Piece == 0 {
		return g.Add(star(0, 0, 30, "star"))
	}
	return g.Add(circle(47, "class", "ring", "fill", "none", "stroke", targetRing, "stroke-width", "5", "stroke-dasharray", "10 7"),
		star(34, -34, 17, "star badge"))
}

// star is a five-pointed star of outer radius r centred on (x, y).
func star(x, y, r float64, class string) *Node {
	var pts []string
	for i := range 10 {
		rad := r
		if i%2 == 1 {
			rad = r * 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, num(x+rad*math.Cos(a))+","+num(y+rad*math.Sin(a)))
	}
	return El("polygon", "class", class, "points", strings.Join(pts, " "), "fill", starFill,
		"stroke", starLine, "stroke-width", "3", "stroke-linejoin", "round")
}

// highlight marks the selected piece, the last move and a check beneath the piece.
func highlight(l Layout, s SquareState) *Node {
	var fill, opacity string
	switch {
	case s.Check:
		return circle(49, "class", "check", "fill", checkFill, "opacity", "0.6")
	case s.Selected:
		fill, opacity = selectFill, "0.45"
	case s.Last:
		fill, opacity = lastFill, "0.55"
	default:
		return nil
	}
	if l.Points {
		return El("rect", "class", "mark", "x", "-48", "y", "-48", "width", "96", "height", "96", "rx", "16",
			"fill", fill, "opacity", opacity)
	}
	return El("rect", "class", "mark", "x", "-50", "y", "-50", "width", "100", "height", "100", "fill", fill, "opacity", opacity)
}

// destMark is a dot on an empty destination and a ring round a capture.
func destMark(l Layout, capture bool) *Node {
	if capture {
		return circle(45, "class", "dest capture", "fill", "none", "stroke", destFill, "stroke-width", "7", "opacity", "0.6")
	}
	return circle(16, "class", "dest", "fill", destFill, "opacity", "0.6")
}

// SquareName names file f, rank r as the games write it ("e10").
func SquareName(f, r int) string { return string(rune('a'+f)) + strconv.Itoa(r+1) }
