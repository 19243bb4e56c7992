//go:build js && wasm

package surface

import (
	"fmt"
	"math"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/browser"
)

// dragState follows one pointer from a press that may carry a piece to
// its release.
type dragState struct {
	active  bool
	pointer int
	x0, y0  float64 // where it went down, client pixels
	from    string
	piece   js.Value // the original, hidden while carried
	ghost   js.Value // its copy in the drag layer, once moved
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
	from, to string
	brush    string
}

// dragThreshold is how far (CSS pixels) a press must travel to become a drag.
const dragThreshold = 5

// longPressMS is how long a finger stays still before it draws instead of
// moving pieces.
const longPressMS = 500

func (s *Surface) listen() {
	s.on("pointerdown", s.pointerDown)
	s.on("pointermove", s.pointerMove)
	s.on("pointerup", func(ev js.Value) { s.pointerUp(ev, false) })
	s.on("pointercancel", func(ev js.Value) { s.pointerUp(ev, true) })
	s.on("keydown", s.keyDown)
	if _, ok := s.drive.(Drawer); ok {
		// The right button draws: the browser's menu stays shut on the
		// board, and so does the one a long press opens on touch screens.
		s.on("contextmenu", func(ev js.Value) { ev.Call("preventDefault") })
	}
}

// on adds a listener on the SVG that Destroy removes.
func (s *Surface) on(typ string, f func(ev js.Value)) { s.listeners.On(s.svg, typ, "board", f) }

// boardXY maps client pixels to board coordinates.
func (s *Surface) boardXY(cx, cy float64) (x, y float64) {
	r := s.svg.Call("getBoundingClientRect")
	return s.shown.Layout.ClientToBoard(r.Get("width").Float(), r.Get("height").Float(),
		cx-r.Get("left").Float(), cy-r.Get("top").Float())
}

// squareAt names the point or square under client pixels, "" off the board.
func (s *Surface) squareAt(cx, cy float64) string {
	if s.shown.Squares == nil {
		return ""
	}
	x, y := s.boardXY(cx, cy)
	f, r, ok := s.shown.Layout.At(x, y, s.shown.Flipped)
	if !ok {
		return ""
	}
	return view.SquareName(f, r)
}

// client reads an event's position: read directly, as dom.WrapEvent
// would link in every event type the dom package knows (about 300 KB).
func client(ev js.Value) (x, y float64) { return ev.Get("clientX").Float(), ev.Get("clientY").Float() }

func (s *Surface) pointerDown(ev js.Value) {
	button := ev.Get("button").Int()
	if s.draw.active || button == 0 && s.drag.active {
		return
	}
	id := ev.Get("pointerId").Int()
	cx, cy := client(ev)
	if dr, ok := s.drive.(Drawer); ok && button == 2 {
		ev.Call("preventDefault")
		s.startDraw(dr, id, s.squareAt(cx, cy), view.Brush(ev.Get("shiftKey").Bool(), ev.Get("altKey").Bool(),
			ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool()))
		return
	}
	if button != 0 {
		return
	}
	ev.Call("preventDefault") // no text selection, no scrolling on touch
	s.svg.Call("focus", map[string]any{"preventScroll": true, "focusVisible": false})
	s.press = pressState{active: true, pointer: id, x0: cx, y0: cy, gen: s.press.gen + 1,
		touch: ev.Get("pointerType").String() == "touch"}
	if _, ok := s.drive.(Drawer); ok && s.press.touch {
		gen := s.press.gen
		browser.After(longPressMS, func() { s.longPress(gen) })
	}
	sq := s.squareAt(cx, cy)
	carry := s.drive.Press(sq)
	s.changed()
	if !carry {
		return
	}
	s.drag = dragState{active: true, pointer: id, x0: cx, y0: cy, from: sq}
	_ = browser.Safely(func() { s.svg.Call("setPointerCapture", id) })
}

func (s *Surface) pointerMove(ev js.Value) {
	id := ev.Get("pointerId").Int()
	cx, cy := client(ev)
	if s.draw.active && id == s.draw.pointer {
		if sq := s.squareAt(cx, cy); sq != "" && sq != s.draw.to {
			s.draw.to = sq
			s.drive.(Drawer).Preview(s.draw.from, sq, s.draw.brush)
			s.changed()
		}
		return
	}
	if p := &s.press; p.active && id == p.pointer && !p.moved && math.Hypot(cx-p.x0, cy-p.y0) >= dragThreshold {
		p.moved = true
	}
	d := &s.drag
	if !d.active || id != d.pointer {
		return
	}
	if d.ghost.IsUndefined() {
		if math.Hypot(cx-d.x0, cy-d.y0) < dragThreshold || !s.pickUp(d) {
			return
		}
	}
	x, y := s.boardXY(cx, cy)
	d.ghost.Call("setAttribute", "transform", fmt.Sprintf("translate(%.1f %.1f) scale(1.1)", x, y))
}

// pickUp lifts the piece a drag carries into the drag layer; false when
// its point shows none.
func (s *Surface) pickUp(d *dragState) bool {
	g, ok := s.squares[d.from]
	if !ok {
		return false
	}
	piece := g.Call("querySelector", "[data-piece]")
	if piece.IsNull() {
		return false
	}
	d.piece, d.ghost = piece, s.lift(piece)
	d.ghost.Call("setAttribute", "class", "piece dragging")
	return true
}

func (s *Surface) pointerUp(ev js.Value, cancelled bool) {
	id := ev.Get("pointerId").Int()
	if s.draw.active && id == s.draw.pointer {
		s.endDraw(ev, cancelled)
		return
	}
	if p := s.press; p.active && id == p.pointer {
		s.press = pressState{gen: p.gen}
		if dr, ok := s.drive.(Drawer); ok && !cancelled && !p.moved && dr.ClearShapes() { // a click wipes the drawings
			s.changed()
		}
	}
	d := s.drag
	if !d.active || id != d.pointer {
		return
	}
	s.drag = dragState{}
	moved := !d.ghost.IsUndefined()
	if moved {
		land(d.ghost, d.piece)
	}
	if cancelled && !moved {
		return
	}
	sq := ""
	if !cancelled {
		sq = s.squareAt(client(ev))
	}
	s.drive.Release(sq, moved)
	s.changed()
}

func (s *Surface) keyDown(ev js.Value) {
	key := ev.Get("key")
	if key.Type() != js.TypeString || ev.Get("altKey").Bool() || ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() {
		return
	}
	if s.drive.Key(key.String()) {
		ev.Call("preventDefault")
		s.changed()
	}
}

// startDraw begins a drawing at from (nothing off the board), shown as it
// goes until the pointer comes up.
func (s *Surface) startDraw(dr Drawer, pointer int, from, brush string) {
	if from == "" {
		return
	}
	s.draw = drawState{active: true, pointer: pointer, from: from, to: from, brush: brush}
	_ = browser.Safely(func() { s.svg.Call("setPointerCapture", pointer) })
	dr.Preview(from, from, brush)
	s.changed()
}

// endDraw ends a drawing where the pointer comes up: the shape there is
// added or erased; off the board, or cancelled, nothing is drawn.
func (s *Surface) endDraw(ev js.Value, cancelled bool) {
	d := s.draw
	s.draw = drawState{}
	to := ""
	if !cancelled {
		to = s.squareAt(client(ev))
	}
	s.drive.(Drawer).Draw(d.from, to, d.brush)
	s.changed()
}

// longPress turns a finger held still into a drawing: the piece it picked
// up, if any, is let go.
func (s *Surface) longPress(gen int) {
	p := s.press
	dr, ok := s.drive.(Drawer)
	if !ok || s.gone || !p.active || p.gen != gen || p.moved || s.draw.active || !s.drag.ghost.IsUndefined() {
		return
	}
	s.press = pressState{gen: p.gen}
	s.drag = dragState{}
	dr.Cancel()
	s.changed()
	s.startDraw(dr, p.pointer, s.squareAt(p.x0, p.y0), view.Brush(false, false, false))
}
