package main

import (
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// board is a sparse placement under construction: FEN letters by file and
// rank (0-based, rank 0 at the first player's side), 0 for empty.
type board struct {
	files, ranks int
	cell         [][]byte
}

func newBoard(v *rules.Variant) *board {
	b := &board{files: v.Files, ranks: v.Ranks, cell: make([][]byte, v.Ranks)}
	for r := range b.cell {
		b.cell[r] = make([]byte, v.Files)
	}
	return b
}

// area is a rectangle of files and ranks, bounds included.
type area struct{ f0, f1, r0, r1 int }

// put places letter on a random empty point of the area or of the list;
// it gives up quietly when it finds none.
func (g *generator) put(b *board, letter byte, a area, points ...[2]int) {
	for try := 0; try < 20; try++ {
		var f, r int
		if len(points) > 0 {
			p := points[g.rng.Intn(len(points))]
			f, r = p[0], p[1]
		} else {
			f, r = a.f0+g.rng.Intn(a.f1-a.f0+1), a.r0+g.rng.Intn(a.r1-a.r0+1)
		}
		if b.cell[r][f] == 0 {
			b.cell[r][f] = letter
			return
		}
	}
}

// putSome places between lo and hi pieces drawn from the bag.
func (g *generator) putSome(b *board, bag string, lo, hi int, a area) {
	n := lo + g.rng.Intn(hi-lo+1)
	for i := 0; i < n; i++ {
		g.put(b, bag[g.rng.Intn(len(bag))], a)
	}
}

func (b *board) fen(side string) string {
	var sb strings.Builder
	for r := b.ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < b.files; f++ {
			c := b.cell[r][f]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteByte(c)
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String() + " " + side + " - - 0 1"
}

// sparse places a defending king with a few defenders near its home edge and
// a handful of attackers around it; the first player attacks. Placements
// the rules reject (a piece on a point it can never reach, the side not to
// move in check) are dropped.
func (g *generator) sparse() (candidate, bool) {
	b := newBoard(g.v)
	switch g.v.Game {
	case rules.Xiangqi:
		g.sparseXiangqi(b)
	case rules.Janggi:
		g.sparseJanggi(b)
	case rules.Shatar:
		g.sparseShatar(b)
	case rules.Hiashatar:
		g.sparseHiashatar(b)
	}
	pos, err := g.v.NewPosition(b.fen("w"))
	if err != nil || pos.InCheck() {
		return candidate{}, false
	}
	return candidate{pos, "puzzlegen: sparse placement"}, true
}

var (
	xqRedAdvisors     = [][2]int{{3, 0}, {5, 0}, {4, 1}, {3, 2}, {5, 2}}
	xqBlackAdvisors   = [][2]int{{3, 9}, {5, 9}, {4, 8}, {3, 7}, {5, 7}}
	xqRedElephants    = [][2]int{{2, 0}, {6, 0}, {0, 2}, {4, 2}, {8, 2}, {2, 4}, {6, 4}}
	xqBlackElephants  = [][2]int{{2, 9}, {6, 9}, {0, 7}, {4, 7}, {8, 7}, {2, 5}, {6, 5}}
	xqBlackHomePawns  = [][2]int{{0, 6}, {2, 6}, {4, 6}, {6, 6}, {8, 6}, {0, 5}, {2, 5}, {4, 5}, {6, 5}, {8, 5}}
	redPalace         = area{3, 5, 0, 2}
	blackPalace       = area{3, 5, 7, 9}
	xqAttackArea      = area{0, 8, 4, 9}
	xqSoldierArea     = area{0, 8, 5, 9}
	janggiAttackArea  = area{0, 8, 3, 9}
	janggiDefenceArea = area{0, 8, 5, 9}
)

func (g *generator) sparseXiangqi(b *board) {
	g.put(b, 'k', blackPalace)
	g.putPoints(b, 'a', g.rng.Intn(3), xqBlackAdvisors)
	g.putPoints(b, 'b', g.rng.Intn(3), xqBlackElephants)
	g.putPoints(b, 'p', g.rng.Intn(2), xqBlackHomePawns)
	g.putSome(b, "rnc", 0, 1, area{0, 8, 3, 9})
	g.put(b, 'K', redPalace)
	g.putPoints(b, 'A', g.rng.Intn(2), xqRedAdvisors)
	g.putPoints(b, 'B', g.rng.Intn(2), xqRedElephants)
	n := 2 + g.rng.Intn(3)
	for i := 0; i < n; i++ {
		bag := g.attackers("RRNNCCPP")
		l := bag[g.rng.Intn(len(bag))]
		if l == 'P' {
			g.put(b, l, xqSoldierArea)
		} else {
			g.put(b, l, xqAttackArea)
		}
	}
}

func (g *generator) sparseJanggi(b *board) {
	g.put(b, 'k', blackPalace)
	g.putSome(b, "a", 0, 2, blackPalace)
	g.putSome(b, "bp", 0, 2, janggiDefenceArea)
	g.putSome(b, "rnc", 0, 1, area{0, 8, 3, 9})
	g.put(b, 'K', redPalace)
	g.putSome(b, "A", 0, 2, redPalace)
	g.putSome(b, g.attackers("RRNNCCBPP"), 2, 4, janggiAttackArea)
}

func (g *generator) sparseShatar(b *board) {
	kf, kr := g.rng.Intn(8), 5+g.rng.Intn(3)
	b.cell[kr][kf] = 'k'
	g.putSome(b, "p", 0, 3, area{max(kf-1, 0), min(kf+1, 7), max(kr-1, 1), min(kr, 6)})
	g.putSome(b, "rbnj", 0, 1, area{0, 7, 4, 7})
	g.put(b, 'K', area{0, 7, 0, 2})
	g.putSome(b, g.attackers("JRRBBNNPP"), 2, 3, area{0, 7, 2, 6})
}

func (g *generator) sparseHiashatar(b *board) {
	kf, kr := g.rng.Intn(10), 8+g.rng.Intn(2)
	b.cell[kr][kf] = 'k'
	g.putSome(b, "g", 0, 1, area{max(kf-2, 0), min(kf+2, 9), 7, 9})
	g.putSome(b, "p", 1, 3, area{max(kf-1, 0), min(kf+1, 9), kr - 1, kr - 1})
	g.putSome(b, "rbnp", 0, 2, area{0, 9, 6, 9})
	g.put(b, 'K', area{0, 9, 0, 2})
	g.putSome(b, g.attackers("QRRBBNNGP"), 2, 4, area{max(kf-4, 0), min(kf+4, 9), 4, 9})
}

// putPoints places n copies of letter on distinct points of the list.
func (g *generator) putPoints(b *board, letter byte, n int, points [][2]int) {
	for i := 0; i < n; i++ {
		g.put(b, letter, area{}, points...)
	}
}

// attackers is the bag sparse placements draw the attacking pieces from:
// the -bag flag, or the game's default.
func (g *generator) attackers(def string) string {
	if g.bag != "" {
		return g.bag
	}
	return def
}
