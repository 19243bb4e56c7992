//go:build js && wasm

// Package surface is a board in the DOM that knows no rules: it paints
// view snapshots into one SVG element, patching only what changed, and
// turns the pointer, touch and keys on it into intents for a driver
// (press, release, key, draw). <elephant-board> and the lesson board of
// /learn/ are both surfaces; their drivers own the game.
package surface

import (
	"fmt"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/browser"
)

// Driver receives a board's intents; the surface then calls its owner's
// changed function, which paints the new snapshot. Points are named as
// the games write them ("e1"); "" is off the board.
type Driver interface {
	// Press: the primary pointer went down on sq; true when the piece
	// there may be carried.
	Press(sq string) bool
	// Release: after a Press that returned true, the pointer came up on
	// sq; dragged says whether the piece was carried there.
	Release(sq string, dragged bool)
	// Key: a key pressed on the focused board (KeyboardEvent.key); true
	// when it was used.
	Key(key string) bool
}

// Drawer is a driver on whose board the person draws arrows and circles:
// with the right button, or a finger after a long press.
type Drawer interface {
	Preview(from, to, brush string) // the drawing under way
	Draw(from, to, brush string)    // done on to; "" draws nothing
	ClearShapes() bool              // a click wipes the drawings; true when there were some
	Cancel()                        // a long press lets go of the piece it picked up
}

// Surface is one board's SVG element, what it shows and the input under way.
type Surface struct {
	api       js.Value // window.Elephant: _build and _buildAll make SVG elements from view trees
	svg       js.Value
	drive     Driver
	changed   func()              // after an intent: the owner paints what follows
	layers    map[string]js.Value // by class
	squares   map[string]js.Value // data-square → its group
	shown     view.Snapshot       // the last painted: what the DOM shows, what the pointer is on
	gliding   []js.Value          // the glides running (Animation objects)
	drag      dragState
	press     pressState
	draw      drawState
	listeners browser.Listeners
	gone      bool // Destroy was called
}

// New makes an empty board for d; changed is called after every intent
// that may have changed what the board shows. api is window.Elephant, whose _build
// and _buildAll (elephant.js) turn view trees, as JSON, into elements with
// one call into JavaScript per repaint (one call per attribute made the
// first drawing of a board take 80–500 ms). They set attributes and text
// only: nothing is ever parsed as markup.
func New(api js.Value, d Driver, changed func()) *Surface {
	s := &Surface{api: api, drive: d, changed: changed, squares: map[string]js.Value{}}
	s.svg = s.build(view.Render(view.Snapshot{}))
	s.layers = map[string]js.Value{}
	for _, class := range view.Layers() {
		s.layers[class] = s.svg.Call("querySelector", "."+class)
	}
	s.listen()
	return s
}

// SVG is the board's element, for the page to place.
func (s *Surface) SVG() js.Value { return s.svg }

// Shown is the snapshot last painted.
func (s *Surface) Shown() view.Snapshot { return s.shown }

// Destroy removes the listeners; the element stays as it is.
func (s *Surface) Destroy() {
	s.listeners.Release()
	s.gone = true
}

func (s *Surface) build(n *view.Node) js.Value { return s.api.Call("_build", n.JSON()) }

// Paint brings the SVG up to date with a snapshot, drawn by the view
// package's renderer: only the layers and squares that view.Diff finds
// changed are rebuilt in the DOM. It returns whether the board itself
// (game, size, orientation) changed.
func (s *Surface) Paint(snap view.Snapshot) bool {
	layers, changed := view.Diff(s.shown, snap)
	s.shown = snap
	for _, a := range view.Frame(snap).Attrs {
		browser.SetAttr(s.svg, a.Name, a.Value)
	}
	fresh := false
	for _, class := range layers {
		fresh = fresh || class == view.LayerBoard
		layer := s.layers[class]
		layer.Set("textContent", "")
		if class == view.LayerSquares { // its squares follow
			s.squares = map[string]js.Value{}
			continue
		}
		if kids := view.Layer(snap, class).Kids; len(kids) > 0 {
			layer.Call("append", spread(s.api.Call("_buildAll", view.JSONList(kids)))...)
		}
	}
	s.paintSquares(snap, changed)
	return fresh
}

// paintSquares redraws the squares of snap at the given indexes.
func (s *Surface) paintSquares(snap view.Snapshot, changed []int) {
	if len(changed) == 0 {
		return
	}
	s.landGliding()
	nodes := make([]*view.Node, len(changed))
	for k, i := range changed {
		nodes[k] = snap.Square(i)
	}
	built := s.api.Call("_buildAll", view.JSONList(nodes))
	for k, i := range changed {
		name, n := snap.Squares[i].Name, built.Index(k)
		if old, ok := s.squares[name]; ok {
			old.Call("replaceWith", n)
		} else {
			s.layers[view.LayerSquares].Call("appendChild", n)
		}
		s.squares[name] = n
	}
}

// spread turns a JS array into arguments.
func spread(arr js.Value) []any {
	out := make([]any, arr.Length())
	for i := range out {
		out[i] = arr.Index(i)
	}
	return out
}

// point returns the shown point named name.
func (s *Surface) point(name string) (view.SquareState, bool) {
	for _, p := range s.shown.Squares {
		if p.Name == name {
			return p, true
		}
	}
	return view.SquareState{}, false
}

// Glide moves a copy of the piece now on to from the point from, above
// everything, while the real piece waits hidden: the move just played.
func (s *Surface) Glide(from, to string) {
	f, ok1 := s.point(from)
	t, ok2 := s.point(to)
	g, ok3 := s.squares[to]
	if !ok1 || !ok2 || !ok3 || from == to || reducedMotion() {
		return
	}
	piece := g.Call("querySelector", "[data-piece]")
	if piece.IsNull() {
		return
	}
	l, flipped := s.shown.Layout, s.shown.Flipped
	fx, fy := l.Center(f.File, f.Rank, flipped)
	tx, ty := l.Center(t.File, t.Rank, flipped)
	ghost := s.lift(piece)
	frames := []any{
		map[string]any{"transform": fmt.Sprintf("translate(%dpx, %dpx)", fx, fy)},
		map[string]any{"transform": fmt.Sprintf("translate(%dpx, %dpx)", tx, ty)},
	}
	anim := ghost.Call("animate", frames, map[string]any{"duration": 200, "easing": "ease-out", "fill": "forwards"})
	s.gliding = append(s.gliding, anim)
	onEnd(anim, func() { land(ghost, piece) })
}

// onEnd runs f once when anim finishes or is cancelled. The handlers are
// unset before the function is released: a finished glide may still be
// cancelled or finished again (landGliding), and must not call it then.
func onEnd(anim js.Value, f func()) {
	var done js.Func
	done = js.FuncOf(func(js.Value, []js.Value) any {
		anim.Set("onfinish", js.Null())
		anim.Set("oncancel", js.Null())
		done.Release()
		f()
		return nil
	})
	anim.Set("onfinish", done)
	anim.Set("oncancel", done)
}

// Turn shows the piece just turned up on sq as a disc turning over: a
// copy of its back narrows to an edge, then its face widens from it.
func (s *Surface) Turn(sq string) {
	p, ok1 := s.point(sq)
	g, ok2 := s.squares[sq]
	if !ok1 || !ok2 || reducedMotion() {
		return
	}
	face := g.Call("querySelector", "[data-piece]")
	if face.IsNull() {
		return
	}
	x, y := s.shown.Layout.Center(p.File, p.Rank, s.shown.Flipped)
	back := s.build(view.El("g", "transform", fmt.Sprintf("translate(%d %d)", x, y)).
		Add(view.Piece(s.shown.Game, view.FaceDown, s.shown.Style)))
	s.layers[view.LayerDrag].Call("appendChild", back)
	const ms = 320
	narrow := []any{map[string]any{"transform": "scaleX(1)"}, map[string]any{"transform": "scaleX(0)", "offset": 0.5},
		map[string]any{"transform": "scaleX(0)"}}
	widen := []any{map[string]any{"transform": "scaleX(0)"}, map[string]any{"transform": "scaleX(0)", "offset": 0.5},
		map[string]any{"transform": "scaleX(1)"}}
	for _, el := range []js.Value{back.Get("firstChild"), face} {
		style := el.Get("style")
		style.Call("setProperty", "transform-box", "fill-box")
		style.Call("setProperty", "transform-origin", "center")
	}
	face.Call("animate", widen, map[string]any{"duration": ms, "easing": "ease-in-out"})
	anim := back.Get("firstChild").Call("animate", narrow, map[string]any{"duration": ms, "easing": "ease-in-out", "fill": "forwards"})
	onEnd(anim, func() { back.Call("remove") })
}

// lift copies a piece into the drag layer, above every point, and hides
// the original: the count of pieces stays true.
func (s *Surface) lift(piece js.Value) js.Value {
	ghost := piece.Call("cloneNode", true)
	ghost.Call("removeAttribute", "data-piece")
	s.layers[view.LayerDrag].Call("appendChild", ghost)
	piece.Get("style").Call("setProperty", "visibility", "hidden")
	return ghost
}

// land removes a lifted copy and shows the original again.
func land(ghost, piece js.Value) {
	ghost.Call("remove")
	piece.Get("style").Call("removeProperty", "visibility")
}

// landGliding ends the glides still running: a square about to be redrawn
// would otherwise show its piece while a copy is still on its way (an
// engine answering within a glide's 200 ms).
func (s *Surface) landGliding() {
	for _, a := range s.gliding {
		_ = browser.Safely(func() { a.Call("finish") })
	}
	s.gliding = nil
}

func reducedMotion() bool {
	global := js.Global()
	if global.Get("matchMedia").Type() != js.TypeFunction {
		return false
	}
	return global.Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}
