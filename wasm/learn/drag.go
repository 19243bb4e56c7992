//go:build js && wasm

package learn

import (
	"math"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/view"
)

// drag follows one pointer from press to release on the lesson board: a
// press picks up (or puts down) like a click, and a piece carried to
// another point is put down there.
type drag struct {
	pointer     int
	from        string
	x0, y0      float64
	wasSelected bool // the piece was already picked up: a plain press puts it back
	moved       bool
	ghost       js.Value
}

// dragThreshold is how far (CSS pixels) a press travels before it is a drag.
const dragThreshold = 6

func (u *ui) listenPointer() {
	doc := global.Get("document")
	u.funcs = append(u.funcs,
		u.listen(doc, "pointerdown", u.pointerDown),
		u.listen(doc, "pointermove", u.pointerMove),
		u.listen(doc, "pointerup", func(ev js.Value) { u.pointerUp(ev, false) }),
		u.listen(doc, "pointercancel", func(ev js.Value) { u.pointerUp(ev, true) }))
}

func (u *ui) listen(target js.Value, typ string, f func(js.Value)) js.Func {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	target.Call("addEventListener", typ, fn)
	return fn
}

func (u *ui) pointerDown(ev js.Value) {
	t := ev.Get("target")
	if ev.Get("button").Int() != 0 || u.drag != nil || !inBoard(t) {
		return
	}
	sq := t.Call("closest", "[data-square]")
	if sq.IsNull() {
		return
	}
	ev.Call("preventDefault") // no text selection; touch-action keeps the page still
	name := sq.Call("getAttribute", "data-square").String()
	was := u.page.selected == name
	if !was {
		u.page.Click(name)
		u.render()
	}
	if u.page.selected == name {
		u.drag = &drag{pointer: ev.Get("pointerId").Int(), from: name, wasSelected: was,
			x0: ev.Get("clientX").Float(), y0: ev.Get("clientY").Float()}
	}
}

func (u *ui) pointerMove(ev js.Value) {
	d := u.drag
	if d == nil || ev.Get("pointerId").Int() != d.pointer {
		return
	}
	x, y := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	if !d.moved && math.Hypot(x-d.x0, y-d.y0) < dragThreshold {
		return
	}
	if !d.moved {
		d.moved = true
		d.ghost = u.lift(d.from)
	}
	if bx, by, ok := u.boardPoint(x, y); ok && !d.ghost.IsUndefined() {
		d.ghost.Call("setAttribute", "transform", "translate("+num(bx)+" "+num(by)+")")
	}
}

func (u *ui) pointerUp(ev js.Value, cancel bool) {
	d := u.drag
	if d == nil || ev.Get("pointerId").Int() != d.pointer {
		return
	}
	u.drag = nil
	to := ""
	if bx, by, ok := u.boardPoint(ev.Get("clientX").Float(), ev.Get("clientY").Float()); ok {
		to = u.squareAt(bx, by)
	}
	switch {
	case cancel:
	case d.moved && to != "" && to != d.from:
		u.page.Click(to)
	case !d.moved && d.wasSelected:
		u.page.Click(d.from) // a second press: put it back (or pass, for a general)
	}
	u.render() // also drops the ghost
}

// lift copies the piece on from into a top layer for carrying, hiding the original.
func (u *ui) lift(from string) js.Value {
	svg := u.root.Call("querySelector", ".lesson-board svg")
	piece := u.root.Call("querySelector", `.lesson-board [data-square="`+from+`"] [data-piece]`)
	if svg.IsNull() || piece.IsNull() {
		return js.Undefined()
	}
	ghost := piece.Call("cloneNode", true)
	ghost.Call("removeAttribute", "data-piece") // the count of pieces stays true
	ghost.Call("setAttribute", "pointer-events", "none")
	ghost.Call("setAttribute", "class", "piece dragging")
	piece.Get("style").Call("setProperty", "visibility", "hidden")
	svg.Call("appendChild", ghost)
	return ghost
}

// boardPoint converts client pixels to board coordinates.
func (u *ui) boardPoint(cx, cy float64) (x, y float64, ok bool) {
	svg := u.root.Call("querySelector", ".lesson-board svg")
	l, ok := u.layout()
	if svg.IsNull() || !ok {
		return 0, 0, false
	}
	r := svg.Call("getBoundingClientRect")
	x, y = l.ClientToBoard(r.Get("width").Float(), r.Get("height").Float(), cx-r.Get("left").Float(), cy-r.Get("top").Float())
	return x, y, true
}

// squareAt names the point or square at board coordinates, "" off the board.
func (u *ui) squareAt(x, y float64) string {
	l, ok := u.layout()
	if !ok {
		return ""
	}
	f, r, ok := l.At(x, y, u.flipped)
	if !ok {
		return ""
	}
	return view.SquareName(f, r)
}

// layout is the open lesson's board geometry.
func (u *ui) layout() (view.Layout, bool) {
	c := u.page.course(u.page.game)
	if u.page.sess == nil || c == nil {
		return view.Layout{}, false
	}
	return view.NewLayout(c.Variant.Game, c.Variant.Files, c.Variant.Ranks), true
}
