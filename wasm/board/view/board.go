package view

import (
	"strconv"
)

// Colours of the boards: presentation attributes, so that a stylesheet may
// still override them.
const (
	woodXiangqi = "#ecc98a"
	woodJanggi  = "#f1d59c"
	lineColor   = "#5b3a1a"
	lightSquare = "#f0dfb8"
	darkSquare  = "#b88b5a"
	labelColor  = "#6b4a2a"
)

func itoa(i int) string { return strconv.Itoa(i) }

// Board draws the static part of a game's board: background, lines, river,
// palaces, position marks and coordinates.
func Board(g Game, l Layout, flipped bool) *Node {
	root := El("g", "class", "board", "aria-hidden", "true")
	switch g {
	case Xiangqi:
		root.Add(El("rect", "class", "bg", "width", itoa(l.Width), "height", itoa(l.Height), "rx", "12", "fill", woodXiangqi))
		root.Add(frame(l), grid(l, true), palaces(l), marks(l), river(l))
	case Janggi:
		root.Add(El("rect", "class", "bg", "width", itoa(l.Width), "height", itoa(l.Height), "rx", "12", "fill", woodJanggi))
		root.Add(frame(l), grid(l, false), palaces(l))
	case Banqi:
		root.Add(El("rect", "class", "bg", "width", itoa(l.Width), "height", itoa(l.Height), "rx", "12", "fill", woodXiangqi))
		root.Add(cells(l))
	default:
		root.Add(El("rect", "class", "bg", "width", itoa(l.Width), "height", itoa(l.Height), "rx", "10", "fill", "#d9b98a"))
		root.Add(squares(l))
	}
	return root.Add(coordinates(l, flipped))
}

// px returns the x coordinate of screen column c on a point board, py the y of row r.
func (l Layout) px(c int) int { return l.Margin + c*Cell }
func (l Layout) py(r int) int { return l.Margin + r*Cell }

func line(x1, y1, x2, y2 int) *Node {
	return El("line", "x1", itoa(x1), "y1", itoa(y1), "x2", itoa(x2), "y2", itoa(y2))
}

func frame(l Layout) *Node {
	const gap = 10
	w := (l.Files-1)*Cell + 2*gap
	h := (l.Ranks-1)*Cell + 2*gap
	return El("rect", "class", "frame", "x", itoa(l.Margin-gap), "y", itoa(l.Margin-gap),
		"width", itoa(w), "height", itoa(h), "fill", "none", "stroke", lineColor, "stroke-width", "5")
}

// grid draws the lines joining the points; with a river the inner files
// stop at its banks.
func grid(l Layout, withRiver bool) *Node {
	g := El("g", "class", "lines", "stroke", lineColor, "stroke-width", "2.5", "stroke-linecap", "square")
	bottom := l.py(l.Ranks - 1)
	for r := 0; r < l.Ranks; r++ {
		g.Add(line(l.px(0), l.py(r), l.px(l.Files-1), l.py(r)))
	}
	bank := l.Ranks/2 - 1 // last screen row above the river
	for c := 0; c < l.Files; c++ {
		if withRiver && c > 0 && c < l.Files-1 {
			g.Add(line(l.px(c), l.py(0), l.px(c), l.py(bank)), line(l.px(c), l.py(bank+1), l.px(c), bottom))
			continue
		}
		g.Add(line(l.px(c), l.py(0), l.px(c), bottom))
	}
	return g
}

// palaces draws the two diagonals of each palace (files d–f).
func palaces(l Layout) *Node {
	g := El("g", "class", "palace", "stroke", lineColor, "stroke-width", "2.5")
	for _, top := range []int{0, l.Ranks - 3} {
		g.Add(line(l.px(3), l.py(top), l.px(5), l.py(top+2)), line(l.px(5), l.py(top), l.px(3), l.py(top+2)))
	}
	return g
}

// river writes 楚河 and 漢界 between the banks.
func river(l Layout) *Node {
	y := (l.py(l.Ranks/2-1) + l.py(l.Ranks/2)) / 2
	g := El("g", "class", "river", "fill", lineColor, "font-size", "50", "text-anchor", "middle",
		"dominant-baseline", "central", "font-family", CJKFonts, "opacity", "0.8")
	g.Add(El("text", "x", itoa(l.px(2)), "y", itoa(y)).WithText("楚 河"))
	g.Add(El("text", "x", itoa(l.px(6)), "y", itoa(y)).WithText("漢 界"))
	return g
}

// marks draws the little corner marks on the xiangqi cannon and soldier points.
func marks(l Layout) *Node {
	g := El("g", "class", "marks", "stroke", lineColor, "stroke-width", "2.5", "fill", "none")
	var pts [][2]int // screen column, row
	for _, r := range []int{2, l.Ranks - 3} {
		pts = append(pts, [2]int{1, r}, [2]int{l.Files - 2, r})
	}
	for _, r := range []int{3, l.Ranks - 4} {
		for c := 0; c < l.Files; c += 2 {
			pts = append(pts, [2]int{c, r})
		}
	}
	const gap, arm = 8, 16
	for _, p := range pts {
		x, y := l.px(p[0]), l.py(p[1])
		for _, dx := range []int{-1, 1} {
			if p[0]+dx < 0 || p[0]+dx >= l.Files {
				continue
			}
			for _, dy := range []int{-1, 1} {
				d := "M" + itoa(x+dx*gap) + " " + itoa(y+dy*(gap+arm)) + "V" + itoa(y+dy*gap) + "H" + itoa(x+dx*(gap+arm))
				g.Add(El("path", "d", d))
			}
		}
	}
	return g
}

// squares draws a chequered board of squares; a1 is dark as in western chess.
func squares(l Layout) *Node {
	g := El("g", "class", "squares")
	g.Add(El("rect", "x", itoa(l.Margin-4), "y", itoa(l.Margin-4), "width", itoa(l.Files*Cell+8),
		"height", itoa(l.Ranks*Cell+8), "fill", lineColor))
	for f := 0; f < l.Files; f++ {
		for r := 0; r < l.Ranks; r++ {
			x, y := l.Center(f, r, false)
			fill, class := darkSquare, "dark"
			if (f+r)%2 == 1 {
				fill, class = lightSquare, "light"
			}
			g.Add(El("rect", "class", class, "x", itoa(x-Cell/2), "y", itoa(y-Cell/2),
				"width", itoa(Cell), "height", itoa(Cell), "fill", fill))
		}
	}
	return g
}

// cells draws banqi's half xiangqi board: one wood, squares ruled by lines,
// with a frame round them.
func cells(l Layout) *Node {
	w, h := l.Files*Cell, l.Ranks*Cell
	g := El("g", "class", "cells", "stroke", lineColor, "fill", "none")
	g.Add(El("rect", "class", "frame", "x", itoa(l.Margin-8), "y", itoa(l.Margin-8), "width", itoa(w+16),
		"height", itoa(h+16), "stroke-width", "5"))
	lines := El("g", "stroke-width", "2.5")
	for c := 0; c <= l.Files; c++ {
		lines.Add(line(l.Margin+c*Cell, l.Margin, l.Margin+c*Cell, l.Margin+h))
	}
	for r := 0; r <= l.Ranks; r++ {
		lines.Add(line(l.Margin, l.Margin+r*Cell, l.Margin+w, l.Margin+r*Cell))
	}
	return g.Add(lines)
}

// coordinates writes file letters below the board and rank numbers on its
// left, as the first player counts them (a–i from its left, ranks from 1).
func coordinates(l Layout, flipped bool) *Node {
	size, inset := 26, 30
	if !l.Points {
		size, inset = 22, 20
	}
	g := El("g", "class", "coords", "fill", labelColor, "font-size", itoa(size), "font-family", LatinFonts,
		"text-anchor", "middle", "dominant-baseline", "central")
	for f := 0; f < l.Files; f++ {
		x, _ := l.Center(f, 0, flipped)
		g.Add(El("text", "x", itoa(x), "y", itoa(l.Height-l.Tray-inset+6)).WithText(string(rune('a' + f))))
	}
	for r := 0; r < l.Ranks; r++ {
		_, y := l.Center(0, r, flipped)
		g.Add(El("text", "x", itoa(inset-6), "y", itoa(y)).WithText(itoa(r + 1)))
	}
	return g
}
