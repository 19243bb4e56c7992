//go:build js && wasm

package web

import (
	"fmt"
	"math"
	"syscall/js"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/control"
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

// pressState follows a primary press (left button, pen tip, finger) from
// down to up: one that does not travel is a click, which wipes the person's
// drawings; a finger held still for longPressMS starts a drawing.
type pressState struct {
	active  bool
	pointer int
	x0, y0  float64 // where it went down, client pixels
	moved   bool    // it travelled dragThreshold or more
	touch   bool
	gen     int // tells a long-press timer of an earlier press from this one
}

// drawState follows a drawing under way: a right-button drag, or a finger
// after a long press. Released on its starting point it is a circle.
type drawState struct {
	active   bool
	pointer  int
	from, to rules.Square
	brush    string
}

// dragThreshold is how far (CSS pixels) a press must travel to become a drag.
const dragThreshold = 5

// longPressMS is how long a finger stays still before it draws instead of
// moving pieces.
const longPressMS = 500

func (b *board) listen() {
	b.on(b.svg, "pointerdown", b.pointerDown)
	b.on(b.svg, "pointermove", b.pointerMove)
	b.on(b.svg, "pointerup", func(ev js.Value) { b.pointerUp(ev, false) })
	b.on(b.svg, "pointercancel", func(ev js.Value) { b.pointerUp(ev, true) })
	b.on(b.svg, "keydown", b.keyDown)
	// The right button draws: the browser's menu stays shut on the board,
	// and so does the one a long press opens on touch screens.
	b.on(b.svg, "contextmenu", func(ev js.Value) { ev.Call("preventDefault") })
}

// squareAt maps a pointer event to the point or square under it.
func (b *board) squareAt(ev js.Value) rules.Square {
	// Read the coordinates directly: dom.WrapEvent would link in every event
	// type the dom package knows, about 300 KB of WASM.
	return b.squareAtClient(ev.Get("clientX").Float(), ev.Get("clientY").Float())
}

// squareAtClient maps client pixels to the point or square there.
func (b *board) squareAtClient(cx, cy float64) rules.Square {
	l := b.state.Layout
	if b.state.Squares == nil {
		return rules.NoSquare
	}
	r := wrap(b.svg).GetBoundingClientRect()
	x, y := l.ClientToBoard(r.Width(), r.Height(), cx-r.Left(), cy-r.Top())
	f, rank, ok := l.At(x, y, b.state.Flipped)
	if !ok {
		return rules.NoSquare
	}
	return rules.SquareAt(f, rank)
}

func (b *board) pointerDown(ev js.Value) {
	button := ev.Get("button").Int()
	if b.draw.active || button == 0 && b.drag.active {
		return
	}
	id := ev.Get("pointerId").Int()
	if button == 2 {
		ev.Call("preventDefault")
		brush := control.Brush(ev.Get("shiftKey").Bool(), ev.Get("altKey").Bool(),
			ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool())
		b.startDraw(id, b.squareAt(ev), brush)
		return
	}
	if button != 0 {
		return
	}
	ev.Call("preventDefault") // no text selection, no scrolling on touch
	b.svg.Call("focus", map[string]any{"preventScroll": true, "focusVisible": false})
	cx, cy := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	b.press = pressState{active: true, pointer: id, x0: cx, y0: cy, gen: b.press.gen + 1,
		touch: ev.Get("pointerType").String() == "touch"}
	if b.press.touch {
		gen := b.press.gen
		browser.After(longPressMS, func() { b.longPress(gen) })
	}
	sq := b.squareAt(ev)
	draggable := b.ctl.Press(sq)
	b.render()
	if !draggable {
		return
	}
	b.drag = dragState{active: true, pointer: id, x0: cx, y0: cy, from: sq.String()}
	safely(func() { b.svg.Call("setPointerCapture", id) })
}

func (b *board) pointerMove(ev js.Value) {
	id := ev.Get("pointerId").Int()
	if b.draw.active && id == b.draw.pointer {
		if sq := b.squareAt(ev); sq != rules.NoSquare && sq != b.draw.to {
			b.draw.to = sq
			b.ctl.Preview(b.draw.from, sq, b.draw.brush)
			b.render()
		}
		return
	}
	cx, cy := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	if p := &b.press; p.active && id == p.pointer && !p.moved && math.Hypot(cx-p.x0, cy-p.y0) >= dragThreshold {
		p.moved = true
	}
	d := &b.drag
	if !d.active || id != d.pointer {
		return
	}
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
	id := ev.Get("pointerId").Int()
	if b.draw.active && id == b.draw.pointer {
		b.endDraw(ev, cancelled)
		return
	}
	wiped := false
	if p := b.press; p.active && id == p.pointer {
		b.press = pressState{gen: p.gen}
		wiped = !cancelled && !p.moved && b.ctl.ClearShapes() // a click wipes the drawings
	}
	d := b.drag
	if !d.active || id != d.pointer {
		if wiped {
			b.render()
		}
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

// startDraw begins a drawing at from (nothing off the board), shown as it
// goes until the pointer comes up.
func (b *board) startDraw(pointer int, from rules.Square, brush string) {
	if from == rules.NoSquare {
		return
	}
	b.draw = drawState{active: true, pointer: pointer, from: from, to: from, brush: brush}
	safely(func() { b.svg.Call("setPointerCapture", pointer) })
	b.ctl.Preview(from, from, brush)
	b.render()
}

// endDraw ends a drawing where the pointer comes up: the shape there is
// added or erased; off the board, or cancelled, nothing is drawn.
func (b *board) endDraw(ev js.Value, cancelled bool) {
	d := b.draw
	b.draw = drawState{}
	to := rules.NoSquare
	if !cancelled {
		to = b.squareAt(ev)
	}
	b.ctl.Draw(d.from, to, d.brush)
	b.render()
}

// longPress turns a finger held still into a drawing: the piece it picked
// up, if any, is let go.
func (b *board) longPress(gen int) {
	p := b.press
	if b.funcs == nil || !p.active || p.gen != gen || p.moved || b.draw.active || b.drag.moved {
		return
	}
	b.press = pressState{gen: p.gen}
	b.drag = dragState{}
	b.ctl.Cancel()
	b.startDraw(p.pointer, b.squareAtClient(p.x0, p.y0), control.Brush(false, false, false))
	if !b.draw.active {
		b.render()
	}
}
