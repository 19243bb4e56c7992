package view

import (
	"strconv"
)

// Count is how many pieces of one letter lie face down.
type Count struct {
	Piece byte // FEN letter (case = side)
	N     int
}

// LayerTray holds banqi's tray: the face-down pieces left, counted by kind.
const LayerTray = "layer-tray"

// tray draws the counts under the board, red on the first row and black on
// the second, a piece none of which is left faded. It is one picture with
// one accessible name, so the counts are read out in one sentence.
func tray(s Snapshot) *Node {
	layer := El("g", "class", LayerTray, "pointer-events", "none")
	l := s.Layout
	if l.Tray == 0 || s.Hidden == nil {
		return layer
	}
	top := l.Height - l.Tray + 10
	group := El("g", "class", "tray", "role", "img")
	row := [2]int{}
	for _, c := range s.Hidden {
		side := 0
		if !isFirst(c.Piece) {
			side = 1
		}
		step := (l.Width - 2*l.Margin) / 7
		x := l.Margin + row[side]*step + step/2 - 20
		y := top + 35 + side*65
		row[side]++
		item := El("g", "class", "count", "data-hidden", string(rune(c.Piece)), "data-count", strconv.Itoa(c.N),
			"transform", "translate("+itoa(x)+" "+itoa(y)+")")
		if c.N == 0 {
			item.Set("opacity", "0.3")
		}
		item.Add(El("g", "transform", "scale(0.62)").Add(Piece(s.Game, c.Piece, s.Style)),
			El("text", "x", "34", "y", "2", "font-size", "30", "font-family", LatinFonts, "font-weight", "bold",
				"dominant-baseline", "central", "fill", labelColor).WithText("×"+strconv.Itoa(c.N)))
		group.Add(item)
	}
	group.Set("aria-label", s.Tray)
	return layer.Add(group)
}
