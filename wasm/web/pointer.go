//go:build js && wasm

package web

import (
	"fmt"
	"math"
	"syscall/js"

	"github.com/elephant-chess/elephant/rules"
)

// dragState follows one pointer from press to release.
type dragState struct {
	active  bool
	pointer int
	x0, y0  float64 // where it went down, client pixels
	moved   bool    // it went far enough to be a drag
	from    string
	piece   js.Value
}

// dragThreshold is how far (CSS pixels) a press must travel to become a drag.
const dragThreshold = 5

func (b *board) listen() {
	b.on(b.svg, "pointerdown", b.pointerDown)
	b.on(b.svg, "pointermove", b.pointerMove)
	b.on(b.svg, "pointerup", func(ev js.Value) { b.pointerUp(ev, false) })
	b.on(b.svg, "pointercancel", func(ev js.Value) { b.pointerUp(ev, true) })
	b.on(b.svg, "keydown", b.keyDown)
}

// squareAt maps a pointer event to the point or square under it.
func (b *board) squareAt(ev js.Value) rules.Square {
	l := b.state.Layout
	if b.state.Squares == nil {
		return rules.NoSquare
	}
	// Read the coordinates directly: dom.WrapEvent would link in every event
	// type the dom package knows, about 300 KB of WASM.
	r := wrap(b.svg).GetBoundingClientRect()
	x, y := l.ClientToBoard(r.Width(), r.Height(), ev.Get("clientX").Float()-r.Left(), ev.Get("clientY").Float()-r.Top())
	f, rank, ok := l.At(x, y, b.state.Flipped)
	if !ok {
		return rules.NoSquare
	}
	return rules.SquareAt(f, rank)
}

func (b *board) pointerDown(ev js.Value) {
	if ev.Get("button").Int() != 0 || b.drag.active {
		return
	}
	ev.Call("preventDefault") // no text selection, no scrolling on touch
	b.svg.Call("focus", map[string]any{"preventScroll": true, "focusVisible": false})
	sq := b.squareAt(ev)
	draggable := b.ctl.Press(sq)
	b.render()
	if !draggable {
		return
	}
	id := ev.Get("pointerId").Int()
	b.drag = dragState{active: true, pointer: id, x0: ev.Get("clientX").Float(), y0: ev.Get("clientY").Float(),
		from: sq.String()}
	safely(func() { b.svg.Call("setPointerCapture", id) })
}

func (b *board) pointerMove(ev js.Value) {
	d := &b.drag
	if !d.active || ev.Get("pointerId").Int() != d.pointer {
		return
	}
	cx, cy := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	if !d.moved {
		if math.Hypot(cx-d.x0, cy-d.y0) < dragThreshold {
			return
		}
		g, ok := b.squares[d.from]
		if !ok {
			return
		}
		d.piece = g.Call("querySelector", "[data-piece]")
		if d.piece.IsNull() {
			return
		}
		d.moved = true
		b.dragLayer.Call("appendChild", d.piece) // above every other square while carried
		d.piece.Call("setAttribute", "class", "piece dragging")
	}
	l := b.state.Layout
	r := wrap(b.svg).GetBoundingClientRect()
	x, y := l.ClientToBoard(r.Width(), r.Height(), cx-r.Left(), cy-r.Top())
	d.piece.Call("setAttribute", "transform", fmt.Sprintf("translate(%.1f %.1f) scale(1.1)", x, y))
}

func (b *board) pointerUp(ev js.Value, cancelled bool) {
	d := b.drag
	if !d.active || ev.Get("pointerId").Int() != d.pointer {
		return
	}
	b.drag = dragState{}
	sq := rules.NoSquare
	if !cancelled {
		sq = b.squareAt(ev)
	}
	if d.moved {
		d.piece.Call("remove")
		delete(b.keys, d.from) // its square lost the piece element: redraw it
	}
	if cancelled && !d.moved {
		return
	}
	b.ctl.Release(sq, d.moved)
	b.render()
}

func (b *board) keyDown(ev js.Value) {
	key := ev.Get("key")
	if key.Type() != js.TypeString || ev.Get("altKey").Bool() || ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() {
		return
	}
	if b.ctl.Key(key.String()) {
		ev.Call("preventDefault")
		b.render()
	}
}
