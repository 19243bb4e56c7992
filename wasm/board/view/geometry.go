package view

import (
	"math"
)

// Cell is the distance between neighbouring points or square centres, in
// SVG user units. Everything is drawn in integers of these units.
const Cell = 100

// Layout places a board in SVG coordinates. Point boards (xiangqi, janggi)
// put pieces on the intersections; square boards (shatar, hiashatar) in the
// squares. The margin leaves room for half a piece and the coordinates.
type Layout struct {
	Files, Ranks int
	Points       bool
	Margin       int
	Width        int
	Height       int
	Tray         int // height of the strip under the board that counts banqi's face-down pieces
}

// TrayHeight is the height of banqi's tray of face-down pieces.
const TrayHeight = 150

// WithTray returns the layout with room for banqi's tray under the board.
func (l Layout) WithTray() Layout {
	if l.Tray == 0 {
		l.Tray = TrayHeight
		l.Height += TrayHeight
	}
	return l
}

// NewLayout returns the layout of a game's board.
func NewLayout(g Game, files, ranks int) Layout {
	l := Layout{Files: files, Ranks: ranks}
	switch g {
	case Xiangqi, Janggi:
		l.Points = true
		l.Margin = 85
		l.Width = 2*l.Margin + (files-1)*Cell
		l.Height = 2*l.Margin + (ranks-1)*Cell
	default:
		l.Margin = 40
		l.Width = 2*l.Margin + files*Cell
		l.Height = 2*l.Margin + ranks*Cell
	}
	return l
}

// Column returns the screen column (0 at the left) of a file, and Row the
// screen row (0 at the top) of a rank, for the given orientation.
func (l Layout) Column(file int, flipped bool) int {
	if flipped {
		return l.Files - 1 - file
	}
	return file
}

// Row: see Column.
func (l Layout) Row(rank int, flipped bool) int {
	if flipped {
		return rank
	}
	return l.Ranks - 1 - rank
}

// Center returns the centre of a point or square.
func (l Layout) Center(file, rank int, flipped bool) (x, y int) {
	x = l.Margin + l.Column(file, flipped)*Cell
	y = l.Margin + l.Row(rank, flipped)*Cell
	if !l.Points {
		x += Cell / 2
		y += Cell / 2
	}
	return x, y
}

// At returns the file and rank under board coordinates (x, y): the nearest
// point within half a cell, or the square containing it.
func (l Layout) At(x, y float64, flipped bool) (file, rank int, ok bool) {
	fx := (x - float64(l.Margin)) / Cell
	fy := (y - float64(l.Margin)) / Cell
	var col, row int
	if l.Points {
		col, row = int(math.Round(fx)), int(math.Round(fy))
		if math.Abs(fx-float64(col)) > 0.5 || math.Abs(fy-float64(row)) > 0.5 {
			return 0, 0, false
		}
	} else {
		col, row = int(math.Floor(fx)), int(math.Floor(fy))
	}
	if col < 0 || col >= l.Files || row < 0 || row >= l.Ranks {
		return 0, 0, false
	}
	file, rank = col, l.Ranks-1-row
	if flipped {
		file, rank = l.Files-1-col, row
	}
	return file, rank, true
}

// ClientToBoard converts a position inside the SVG element's box of size
// w×h to board coordinates, allowing for the letterboxing of
// preserveAspectRatio="xMidYMid meet".
func (l Layout) ClientToBoard(w, h, cx, cy float64) (x, y float64) {
	if w <= 0 || h <= 0 {
		return -1, -1
	}
	scale := math.Min(w/float64(l.Width), h/float64(l.Height))
	offX := (w - scale*float64(l.Width)) / 2
	offY := (h - scale*float64(l.Height)) / 2
	return (cx - offX) / scale, (cy - offY) / scale
}

// Step moves a square by one screen step (dx right, dy down) in the given
// orientation, staying on the board.
func (l Layout) Step(file, rank, dx, dy int, flipped bool) (int, int) {
	if flipped {
		dx, dy = -dx, -dy
	}
	file = min(max(file+dx, 0), l.Files-1)
	rank = min(max(rank-dy, 0), l.Ranks-1)
	return file, rank
}
