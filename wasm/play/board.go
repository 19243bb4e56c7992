//go:build js && wasm

package main

import (
	"fmt"
	"math"
	"syscall/js"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/game"
	"github.com/elephant-chess/elephant/wasm/view"
)

const svgNS = "http://www.w3.org/2000/svg"

// boardView draws the shown position into #board with package view.
type boardView struct {
	host                     js.Value // #board
	svg, layer, squares, top js.Value
	shape                    string // game and orientation the layer was drawn for
	layout                   view.Layout
	flipped                  bool
	selected                 rules.Square
	keys                     map[string]string
	nodes                    map[string]js.Value
	cursor                   int    // moves shown at the last draw
	fen                      string // position shown at the last draw
	drag                     drag
	dropped                  bool // the last move was carried there: no glide
}

// drag follows a piece carried by the pointer.
type drag struct {
	from   rules.Square // NoSquare when no drag
	piece  js.Value
	x0, y0 float64 // where the press was, client pixels
	moved  bool    // it went far enough to be a drag, not a click
}

// dragThreshold is how far (CSS pixels) a press travels before it drags.
const dragThreshold = 5

func build(n *view.Node) js.Value {
	e := doc.Call("createElementNS", svgNS, n.Tag)
	for _, a := range n.Attrs {
		e.Call("setAttribute", a.Name, a.Value)
	}
	if n.Text != "" {
		e.Set("textContent", n.Text)
	}
	for _, k := range n.Kids {
		e.Call("appendChild", build(k))
	}
	return e
}

func newBoardView(host js.Value) *boardView {
	b := &boardView{host: host, selected: rules.NoSquare, drag: drag{from: rules.NoSquare}}
	b.svg = build(view.El("svg", "xmlns", svgNS, "class", "board", "role", "application",
		"aria-roledescription", "board", "preserveAspectRatio", "xMidYMid meet"))
	b.layer = build(view.El("g", "class", "layer-board"))
	b.squares = build(view.El("g", "class", "layer-squares"))
	b.top = build(view.El("g", "class", "layer-arrows", "pointer-events", "none"))
	for _, l := range []js.Value{b.layer, b.squares, b.top} {
		b.svg.Call("appendChild", l)
	}
	host.Call("appendChild", b.svg)
	return b
}

// style is the piece style the site's boards use (saved by them).
func pieceStyle(store localStorage) view.Style {
	raw, ok := store.Get("elephant.pieces")
	if !ok {
		return view.Traditional
	}
	var style view.Style = view.Traditional
	_ = safely(func() {
		v := global.Get("JSON").Call("parse", raw)
		if v.Type() == js.TypeObject && v.Get("style").Type() == js.TypeString {
			style = view.ParseStyle(v.Get("style").String())
		}
	})
	return style
}

// draw brings the board up to date with the view.
func (b *boardView) draw(v game.View, dests []rules.Move, style view.Style) {
	pos := v.Position
	vr := pos.Variant()
	b.layout = view.NewLayout(vr.Game, vr.Files, vr.Ranks)
	b.flipped = v.Flipped
	shape := fmt.Sprint(vr.Game, v.Flipped, style)
	if shape != b.shape {
		b.shape = shape
		b.layer.Set("textContent", "")
		b.squares.Set("textContent", "")
		b.keys, b.nodes = map[string]string{}, map[string]js.Value{}
		b.svg.Call("setAttribute", "viewBox", fmt.Sprintf("0 0 %d %d", b.layout.Width, b.layout.Height))
		b.host.Get("style").Call("setProperty", "--board-aspect", fmt.Sprintf("%d / %d", b.layout.Width, b.layout.Height))
		b.host.Get("style").Call("setProperty", "--board-ratio", fmt.Sprintf("%.4f", float64(b.layout.Width)/float64(b.layout.Height)))
		b.layer.Call("appendChild", build(view.Board(vr.Game, b.layout, v.Flipped)))
	}
	b.drawSquares(v, dests, style)
	if fen := pos.FEN(); fen != b.fen {
		// One move forward, played or stepped through: let the piece glide.
		if v.Cursor == b.cursor+1 && b.fen != "" && !b.dropped {
			b.animate(pos.LastMove())
		}
		b.dropped = false
		b.fen, b.cursor = fen, v.Cursor
	}
	b.drawArrow(v.Hint)
	b.reflect(v)
}

func (b *boardView) drawSquares(v game.View, dests []rules.Move, style view.Style) {
	pos := v.Position
	vr := pos.Variant()
	isDest := map[rules.Square]bool{}
	for _, m := range dests {
		isDest[m.To()] = true
	}
	last := pos.LastMove()
	check := rules.NoSquare
	if pos.InCheck() {
		check = pos.KingSquare(pos.SideToMove())
	}
	for _, sq := range vr.Squares() {
		st := view.SquareState{Name: sq.String(), File: sq.File(), Rank: sq.Rank(),
			Selected: sq == b.selected, Dest: isDest[sq], Check: sq == check,
			Last: last != rules.NoMove && !last.IsPass() && (sq == last.From() || sq == last.To())}
		if pc := pos.At(sq); pc != rules.Empty {
			st.Piece = vr.Letter(pc)
		}
		key := st.Key(style, v.Flipped)
		if b.keys[st.Name] == key {
			continue
		}
		b.keys[st.Name] = key
		n := build(view.SquareNode(vr.Game, b.layout, v.Flipped, st, style))
		if old, ok := b.nodes[st.Name]; ok {
			old.Call("replaceWith", n)
		} else {
			b.squares.Call("appendChild", n)
		}
		b.nodes[st.Name] = n
	}
}

// drawArrow shows the hint as an arrow from the piece to its destination.
func (b *boardView) drawArrow(m rules.Move) {
	b.top.Set("textContent", "")
	if m == rules.NoMove || m.IsPass() {
		return
	}
	x1, y1 := b.layout.Center(m.From().File(), m.From().Rank(), b.flipped)
	x2, y2 := b.layout.Center(m.To().File(), m.To().Rank(), b.flipped)
	dx, dy := float64(x2-x1), float64(y2-y1)
	d := math.Hypot(dx, dy)
	if d == 0 {
		return
	}
	ux, uy := dx/d, dy/d
	// Stop short of the target's centre so the head sits on the piece.
	hx, hy := float64(x2)-ux*18, float64(y2)-uy*18
	bx, by := hx-ux*42, hy-uy*42
	px, py := -uy*26, ux*26
	head := fmt.Sprintf("M%.0f %.0f L%.0f %.0f L%.0f %.0f Z", hx, hy, bx+px, by+py, bx-px, by-py)
	g := view.El("g", "class", "hint-arrow", "data-hint", m.String(), "opacity", "0.8").Add(
		view.El("line", "x1", fmt.Sprint(x1), "y1", fmt.Sprint(y1), "x2", fmt.Sprintf("%.0f", bx), "y2", fmt.Sprintf("%.0f", by),
			"stroke", "#1565c0", "stroke-width", "18", "stroke-linecap", "round"),
		view.El("path", "d", head, "fill", "#1565c0"))
	b.top.Call("appendChild", build(g))
}

// reflect mirrors the state on the board's data- attributes, as
// <elephant-board> does.
func (b *boardView) reflect(v game.View) {
	pos := v.Position
	setAttr(b.host, "data-game", pos.Variant().Game.String())
	setAttr(b.host, "data-fen", pos.FEN())
	turn := "w"
	if pos.SideToMove() == rules.Second {
		turn = "b"
	}
	setAttr(b.host, "data-turn", turn)
	last := ""
	if m := pos.LastMove(); m != rules.NoMove {
		last = m.String()
	}
	setAttr(b.host, "data-last-move", last)
	setAttr(b.host, "data-orientation", map[bool]string{false: "first", true: "second"}[v.Flipped])
	thinking := ""
	if v.Thinking {
		thinking = "true"
	}
	setAttr(b.host, "data-thinking", thinking)
}

// squareAt maps a pointer event to the point or square under it.
func (b *boardView) squareAt(ev js.Value) rules.Square {
	r := b.svg.Call("getBoundingClientRect")
	x, y := b.layout.ClientToBoard(r.Get("width").Float(), r.Get("height").Float(),
		ev.Get("clientX").Float()-r.Get("left").Float(), ev.Get("clientY").Float()-r.Get("top").Float())
	f, rank, ok := b.layout.At(x, y, b.flipped)
	if !ok {
		return rules.NoSquare
	}
	return rules.SquareAt(f, rank)
}

// animate slides the moved piece from its old point to its new one.
func (b *boardView) animate(m rules.Move) {
	if m == rules.NoMove || m.IsPass() || reducedMotion() {
		return
	}
	n, ok := b.nodes[m.To().String()]
	if !ok {
		return
	}
	piece := n.Call("querySelector", ".piece")
	if piece.IsNull() {
		return
	}
	b.squares.Call("appendChild", n) // on top of the squares it passes over
	fx, fy := b.layout.Center(m.From().File(), m.From().Rank(), b.flipped)
	tx, ty := b.layout.Center(m.To().File(), m.To().Rank(), b.flipped)
	frames := []any{
		map[string]any{"transform": fmt.Sprintf("translate(%dpx, %dpx)", fx-tx, fy-ty)},
		map[string]any{"transform": "translate(0px, 0px)"},
	}
	_ = safely(func() {
		piece.Call("animate", frames, map[string]any{"duration": 180, "easing": "ease-out"})
	})
}

func reducedMotion() bool {
	if global.Get("matchMedia").Type() != js.TypeFunction {
		return false
	}
	return global.Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}

func (b *boardView) startDrag(ev js.Value, from rules.Square) {
	n, ok := b.nodes[from.String()]
	if !ok {
		return
	}
	piece := n.Call("querySelector", ".piece")
	if piece.IsNull() {
		return
	}
	b.drag = drag{from: from, piece: piece, x0: ev.Get("clientX").Float(), y0: ev.Get("clientY").Float()}
	_ = safely(func() { b.svg.Call("setPointerCapture", ev.Get("pointerId")) })
}

// dragMove carries the piece, in board units, above the other squares.
func (b *boardView) dragMove(ev js.Value) {
	d := &b.drag
	if d.from == rules.NoSquare {
		return
	}
	dx, dy := ev.Get("clientX").Float()-d.x0, ev.Get("clientY").Float()-d.y0
	if !d.moved && math.Hypot(dx, dy) < dragThreshold {
		return
	}
	if !d.moved {
		d.moved = true
		b.squares.Call("appendChild", b.nodes[d.from.String()])
		d.piece.Get("classList").Call("add", "dragging")
	}
	w := b.svg.Call("getBoundingClientRect").Get("width").Float()
	scale := float64(b.layout.Width) / math.Max(w, 1)
	if h := b.svg.Call("getBoundingClientRect").Get("height").Float(); h > 0 {
		scale = math.Max(scale, float64(b.layout.Height)/h)
	}
	d.piece.Get("style").Call("setProperty", "transform", fmt.Sprintf("translate(%.1fpx, %.1fpx)", dx*scale, dy*scale))
}

// endDrag stops carrying the piece and puts it back on its square; the
// redraw after a move moves it for real.
func (b *boardView) endDrag() (from rules.Square, moved bool) {
	d := b.drag
	b.drag = drag{from: rules.NoSquare}
	if d.from != rules.NoSquare && d.piece.Truthy() {
		d.piece.Get("style").Call("removeProperty", "transform")
		d.piece.Get("classList").Call("remove", "dragging")
	}
	return d.from, d.moved
}
