package view

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// Guide is a lesson's arrow. Focus draws it strong (the move being
// judged), Faded pale (a move already judged).
type Guide struct {
	Name         string // what it shows, as data-arrow: the move in UCI ("b3b8")
	From, To     [2]int // file and rank, 0-based
	Focus, Faded bool
}

// Colours of the guides, chosen to read on both wood tones.
const (
	guideColour = "#1f8a4c"
	focusColour = "#d9480f"
)

// guides draws a lesson's arrows as filled shapes (no markers, whose ids
// would clash between documents) under the pieces, so that a piece an
// arrow crosses stays readable: the judged ones palest and first, the one
// being judged last and strongest. Arrows that leave one point along one
// line (a cannon's b3b6, b3b8, b3b10) run side by side in lanes, each with
// its own head on its own target, so that none hides another.
func guides(l Layout, gs []Guide, flipped bool) *Node {
	layer := El("g", "class", LayerGuides, "pointer-events", "none")
	focus := slices.ContainsFunc(gs, func(g Guide) bool { return g.Focus })
	lane := guideLanes(l, gs, flipped)
	for pass := range 3 {
		for i, g := range gs {
			if guidePass(g) != pass || g.From == g.To {
				continue
			}
			x1, y1 := l.Center(g.From[0], g.From[1], flipped)
			x2, y2 := l.Center(g.To[0], g.To[1], flipped)
			colour, opacity, class := guideColour, "0.7", "arrow"
			switch {
			case g.Focus:
				colour, opacity, class = focusColour, "0.9", "arrow focus"
			case g.Faded:
				opacity, class = "0.2", "arrow faded"
			case focus:
				opacity = "0.4" // waiting its turn
			}
			layer.Add(El("polygon", "class", class, "data-arrow", g.Name,
				"points", guideShape(float64(x1), float64(y1), float64(x2), float64(y2), lane[i]),
				"fill", colour, "fill-opacity", opacity))
		}
	}
	return layer
}

// guidePass orders the guides: judged, waiting, being judged.
func guidePass(g Guide) int {
	switch {
	case g.Faded:
		return 0
	case g.Focus:
		return 2
	}
	return 1
}

// laneGap is how far apart, across their line, guides sharing a line run:
// wider than a shaft, so that each one shows.
const laneGap = 24.0

// guideLanes gives each guide its sideways offset: 0 when it is alone on
// its line from its point; else the guides on that line, shortest first,
// spread evenly around it.
func guideLanes(l Layout, gs []Guide, flipped bool) []float64 {
	type ray struct{ x, y, dx, dy int }
	length := make([]int, len(gs))
	groups := map[ray][]int{}
	for i, g := range gs {
		if g.From == g.To {
			continue
		}
		x1, y1 := l.Center(g.From[0], g.From[1], flipped)
		x2, y2 := l.Center(g.To[0], g.To[1], flipped)
		dx, dy := x2-x1, y2-y1
		d := gcd(abs(dx), abs(dy))
		r := ray{x1, y1, dx / d, dy / d}
		length[i] = abs(dx) + abs(dy)
		groups[r] = append(groups[r], i)
	}
	lane := make([]float64, len(gs))
	for _, idx := range groups {
		if len(idx) < 2 {
			continue
		}
		slices.SortStableFunc(idx, func(p, q int) int { return length[p] - length[q] })
		for k, i := range idx {
			lane[i] = (float64(k) - float64(len(idx)-1)/2) * laneGap
		}
	}
	return lane
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return max(a, 1)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// guideShape outlines a shaft and head from the edge of the piece on
// (x1, y1) to just short of (x2, y2), leaving both pieces readable; offset
// moves the whole arrow sideways into its lane.
func guideShape(x1, y1, x2, y2, offset float64) string {
	const shaft, head, headLen, gap, start = 9.0, 26.0, 40.0, 14.0, 30.0
	dx, dy := x2-x1, y2-y1
	length := math.Hypot(dx, dy)
	ux, uy := dx/length, dy/length
	nx, ny := -uy, ux
	x1, y1 = x1+ux*start+nx*offset, y1+uy*start+ny*offset
	tipX, tipY := x2-ux*gap+nx*offset, y2-uy*gap+ny*offset
	baseX, baseY := tipX-ux*headLen, tipY-uy*headLen
	pt := func(x, y float64) string { return num(x) + "," + num(y) }
	return strings.Join([]string{
		pt(x1+nx*shaft, y1+ny*shaft), pt(baseX+nx*shaft, baseY+ny*shaft), pt(baseX+nx*head, baseY+ny*head),
		pt(tipX, tipY),
		pt(baseX-nx*head, baseY-ny*head), pt(baseX-nx*shaft, baseY-ny*shaft), pt(x1-nx*shaft, y1-ny*shaft),
	}, " ")
}

// num writes a coordinate to a tenth of a unit.
func num(f float64) string { return strconv.FormatFloat(math.Round(f*10)/10, 'f', -1, 64) }
