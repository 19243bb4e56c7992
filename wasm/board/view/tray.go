package view

import (
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// Count is how many pieces of one letter lie face down.
type Count struct {
	Piece byte // FEN letter (case = side)
	N     int
}

// HiddenCounts counts a banqi view's face-down pieces by kind for the
// tray: red then black, each from the highest rank down.
func HiddenCounts(b *rules.BanqiView) []Count {
	v := b.Variant()
	var out []Count
	for c := rules.First; c <= rules.Second; c++ {
		for _, k := range v.BanqiOrder() {
			out = append(out, Count{Piece: v.Letter(rules.MakePiece(k, c)), N: b.Hidden(c, k)})
		}
	}
	return out
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
	var said []string
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
		if c.N > 0 {
			said = append(said, s.Lang.T("aria.tray.count", c.N, s.Lang.PieceLabel(s.Game, c.Piece)))
		}
	}
	label := s.Lang.T("aria.tray.none")
	if len(said) > 0 {
		label = s.Lang.T("aria.tray", strings.Join(said, ", "))
	}
	group.Set("aria-label", label)
	return layer.Add(group)
}
