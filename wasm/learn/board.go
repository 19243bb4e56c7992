package learn

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/view"
)

// Arrow is an arrow on the lesson board. Focus draws it strong (the move
// being judged), Faded pale (a move already judged).
type Arrow struct {
	From, To     string
	Focus, Faded bool
}

// Board is everything the lesson board shows.
type Board struct {
	Variant  *rules.Variant
	FEN      string
	Flipped  bool
	Style    view.Style
	Selected string   // the piece picked up, or ""
	Cursor   string   // the keyboard's point, or ""
	Dests    []string // where it may go
	Last     string   // the last move, UCI
	Targets  []string // points still to collect
	Marks    []string // points the step points at
	Arrows   []Arrow
	Label    string    // accessible name
	Lang     i18n.Lang // of the points' labels
}

// Colours of the lesson overlays, chosen to read on both wood tones.
const (
	markFill    = "#2f7fd1"
	starFill    = "#f6c12b"
	starLine    = "#7a4d00"
	arrowColor  = "#1f8a4c"
	focusColor  = "#d9480f"
	captureRing = "#c62828"
)

// Draw builds the board as one SVG tree: the board, the arrows (under the
// pieces, so that a piece an arrow crosses stays readable), the points with
// their pieces (carrying the data-square, data-piece and data-dest hooks),
// then marks and targets on top, which let clicks through.
func Draw(b Board) (*view.Node, error) {
	if b.Variant == nil {
		return nil, fmt.Errorf("lesson board: no game")
	}
	pos, err := b.Variant.NewPosition(b.FEN)
	if err != nil {
		return nil, fmt.Errorf("lesson board: %w", err)
	}
	g := b.Variant.Game
	l := view.NewLayout(g, b.Variant.Files, b.Variant.Ranks)
	svg := view.El("svg", "xmlns", "http://www.w3.org/2000/svg", "class", "board",
		"viewBox", fmt.Sprintf("0 0 %d %d", l.Width, l.Height), "preserveAspectRatio", "xMidYMid meet",
		"role", "application", "aria-roledescription", b.Lang.T("aria.role"), "tabindex", "0", "aria-label", b.Label)
	svg.Add(view.Board(g, l, b.Flipped), arrows(b, l))
	marks := view.El("g", "class", "layer-marks", "pointer-events", "none")
	for _, m := range b.Marks {
		if x, y, ok := center(b.Variant, l, m, b.Flipped); ok {
			marks.Add(markNode(x, y, m))
		}
	}
	svg.Add(squares(b, pos, l), marks, targets(b, pos, l))
	return svg, nil
}

// squares draws every point or square with its piece and highlights.
func squares(b Board, pos *rules.Position, l view.Layout) *view.Node {
	v := b.Variant
	dest := map[string]bool{}
	for _, d := range b.Dests {
		dest[d] = true
	}
	check := rules.NoSquare
	if pos.InCheck() {
		check = pos.KingSquare(pos.SideToMove())
	}
	from, to := moveEnds(b.Last)
	layer := view.El("g", "class", "layer-squares")
	for _, sq := range v.Squares() {
		name := sq.String()
		st := view.SquareState{Name: name, File: sq.File(), Rank: sq.Rank(), Selected: name == b.Selected,
			Dest: dest[name], Check: sq == check, Last: name == from || name == to, Cursor: name == b.Cursor, Lang: b.Lang}
		if pc := pos.At(sq); pc != rules.Empty {
			st.Piece = v.Letter(pc)
		}
		layer.Add(view.SquareNode(v.Game, l, b.Flipped, st, b.Style))
	}
	return layer
}

// moveEnds splits a UCI move into its two points ("e10e9" → e10, e9).
func moveEnds(uci string) (from, to string) {
	cut := 1
	for cut < len(uci) && uci[cut] >= '0' && uci[cut] <= '9' {
		cut++
	}
	if cut >= len(uci) || uci == "pass" {
		return "", ""
	}
	rest := uci[cut:]
	end := 1
	for end < len(rest) && rest[end] >= '0' && rest[end] <= '9' {
		end++
	}
	return uci[:cut], rest[:end]
}

// targets draws a star on each point to collect: alone on an empty point,
// as a badge beside a piece to capture, ringed in red.
func targets(b Board, pos *rules.Position, l view.Layout) *view.Node {
	layer := view.El("g", "class", "layer-targets", "pointer-events", "none")
	for _, t := range b.Targets {
		x, y, ok := center(b.Variant, l, t, b.Flipped)
		if !ok {
			continue
		}
		sq, _ := b.Variant.ParseSquare(t)
		g := view.El("g", "class", "target", "data-target", t, "transform", fmt.Sprintf("translate(%d %d)", x, y))
		if pos.At(sq) == rules.Empty {
			g.Add(star(0, 0, 30, "star"))
		} else {
			g.Add(view.El("circle", "class", "ring", "r", "47", "fill", "none", "stroke", captureRing,
				"stroke-width", "5", "stroke-dasharray", "10 7"))
			g.Add(star(34, -34, 17, "star badge"))
		}
		layer.Add(g)
	}
	return layer
}

// star is a five-pointed star of outer radius r centred on (x, y).
func star(x, y, r float64, class string) *view.Node {
	var pts []string
	for i := range 10 {
		rad := r
		if i%2 == 1 {
			rad = r * 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, num(x+rad*math.Cos(a))+","+num(y+rad*math.Sin(a)))
	}
	return view.El("polygon", "class", class, "points", strings.Join(pts, " "), "fill", starFill,
		"stroke", starLine, "stroke-width", "3", "stroke-linejoin", "round")
}

// markNode rings a point the step talks about; it lies over the pieces, so
// only a pale tint fills it.
func markNode(x, y int, name string) *view.Node {
	return view.El("circle", "class", "mark-point", "data-mark", name, "cx", strconv.Itoa(x), "cy", strconv.Itoa(y),
		"r", "49", "fill", markFill, "fill-opacity", "0.08", "stroke", markFill, "stroke-width", "6",
		"stroke-dasharray", "12 6")
}

// arrows draws the step's arrows as filled shapes (no markers, whose ids
// would clash between documents): the judged ones palest and first, the
// one being judged last and strongest. Arrows that leave one point along
// one line (a cannon's b3b6, b3b8, b3b10) run side by side in lanes, each
// with its own head on its own target, so that none hides another.
func arrows(b Board, l view.Layout) *view.Node {
	layer := view.El("g", "class", "layer-arrows", "pointer-events", "none")
	focus := slices.ContainsFunc(b.Arrows, func(a Arrow) bool { return a.Focus })
	lane := arrowLanes(b, l)
	for pass := range 3 {
		for i, a := range b.Arrows {
			if arrowPass(a) != pass {
				continue
			}
			x1, y1, ok1 := center(b.Variant, l, a.From, b.Flipped)
			x2, y2, ok2 := center(b.Variant, l, a.To, b.Flipped)
			if !ok1 || !ok2 || a.From == a.To {
				continue
			}
			color, opacity, class := arrowColor, "0.7", "arrow"
			switch {
			case a.Focus:
				color, opacity, class = focusColor, "0.9", "arrow focus"
			case a.Faded:
				opacity, class = "0.2", "arrow faded"
			case focus:
				opacity = "0.4" // waiting its turn
			}
			layer.Add(view.El("polygon", "class", class, "data-arrow", a.From+a.To,
				"points", arrowShape(float64(x1), float64(y1), float64(x2), float64(y2), lane[i]),
				"fill", color, "fill-opacity", opacity))
		}
	}
	return layer
}

// arrowPass orders the arrows: judged, waiting, being judged.
func arrowPass(a Arrow) int {
	switch {
	case a.Faded:
		return 0
	case a.Focus:
		return 2
	}
	return 1
}

// laneGap is how far apart, across their line, arrows sharing a line run:
// wider than a shaft, so that each one shows.
const laneGap = 24.0

// arrowLanes gives each arrow its sideways offset: 0 when it is alone on
// its line from its point; else the arrows on that line, shortest first,
// spread evenly around it.
func arrowLanes(b Board, l view.Layout) []float64 {
	type ray struct{ x, y, dx, dy int }
	rays := make([]ray, len(b.Arrows))
	length := make([]int, len(b.Arrows))
	groups := map[ray][]int{}
	for i, a := range b.Arrows {
		x1, y1, ok1 := center(b.Variant, l, a.From, b.Flipped)
		x2, y2, ok2 := center(b.Variant, l, a.To, b.Flipped)
		if !ok1 || !ok2 || a.From == a.To {
			continue
		}
		dx, dy := x2-x1, y2-y1
		g := gcd(abs(dx), abs(dy))
		rays[i] = ray{x1, y1, dx / g, dy / g}
		length[i] = abs(dx) + abs(dy)
		groups[rays[i]] = append(groups[rays[i]], i)
	}
	lane := make([]float64, len(b.Arrows))
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

// arrowShape outlines a shaft and head from the edge of the piece on
// (x1, y1) to just short of (x2, y2), leaving both pieces readable; offset
// moves the whole arrow sideways into its lane.
func arrowShape(x1, y1, x2, y2, offset float64) string {
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

// center is the board position of a named point, ok false when it is not on the board.
func center(v *rules.Variant, l view.Layout, name string, flipped bool) (x, y int, ok bool) {
	sq, err := v.ParseSquare(name)
	if err != nil {
		return 0, 0, false
	}
	x, y = l.Center(sq.File(), sq.Rank(), flipped)
	return x, y, true
}

func num(f float64) string { return strconv.FormatFloat(math.Round(f*10)/10, 'f', -1, 64) }
