//go:build js && wasm

package web

import (
	"fmt"
	"syscall/js"
	"time"

	"honnef.co/go/js/dom/v2"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/control"
	"github.com/elephant-chess/elephant/wasm/protocol"
	"github.com/elephant-chess/elephant/wasm/view"
)

// board is the Go side of one <elephant-board>.
type board struct {
	app   *App
	host  js.Value // the custom element
	root  js.Value // its shadow root
	ctl   *control.Controller
	state control.State

	svg, boardLayer, squareLayer, dragLayer js.Value
	arrowLayer                              js.Value
	arrows                                  string     // the arrows drawn, to redraw on change only
	gliding                                 []js.Value // the move glides running (Animation objects)
	status, notice, live                    *dom.BasicHTMLElement
	flipBtn, styleBtn, stopBtn              *dom.BasicHTMLElement
	hintBtn, solutionBtn, retryBtn          *dom.BasicHTMLElement
	claimBtn                                *dom.BasicHTMLElement // janggi's bikjang draw claim
	puzzleSent                              string                // the last puzzle event sent, to send only changes

	squares map[string]js.Value // data-square → its group
	keys    map[string]string   // data-square → what it shows
	shape   string              // game, orientation and style the board layer was drawn for
	drag    dragState
	press   pressState // the primary pointer's press: a click, or a long press that draws
	draw    drawState  // a drawing under way
	drawn   string     // the drawings last told in an elephant-draw event
	funcs   []js.Func
	cleanup []func()
}

// attrs reads the element's attributes as plain strings. Without a lang
// attribute the board speaks the document's language.
func attrs(el js.Value) control.Attrs {
	get := func(name string) string {
		v := el.Call("getAttribute", name)
		if v.Type() != js.TypeString {
			return ""
		}
		return v.String()
	}
	a := control.Attrs{Game: get("game"), FEN: get("fen"), Orientation: get("orientation"),
		Mode: get("mode"), Solution: get("solution"), Level: get("level"),
		Variant: get("variant"), Options: get("options"), Moves: get("moves"), Player: get("player"),
		Arrows: get("arrows"), Marks: get("marks"), Ended: get("ended"), Lang: get("lang"), Controls: get("controls"),
		Premove: get("premove")}
	if a.Lang == "" {
		safely(func() { a.Lang = document().Get("documentElement").Get("lang").String() })
	}
	return a
}

func newBoard(a *App, el js.Value) *board {
	b := &board{app: a, host: el, root: el.Get("shadowRoot")}
	if b.root.IsNull() || b.root.IsUndefined() {
		b.root = el.Call("attachShadow", map[string]any{"mode": "open"})
	}
	b.skeleton()
	b.ctl = control.New(b, attrs(el))
	return b
}

// skeleton builds the shadow tree: stylesheet, SVG layers, status line,
// buttons and the screen-reader live region.
func (b *board) skeleton() {
	b.root.Set("textContent", "")
	link := create("link", "")
	link.SetAttribute("rel", "stylesheet")
	link.SetAttribute("href", b.app.api.Get("assets").String()+"board.css")
	wrapper := create("div", "wrap")
	b.layers()
	b.notice = create("div", "notice")
	b.notice.SetAttribute("role", "alert")
	b.live = create("div", "sr-only")
	b.live.SetAttribute("aria-live", "polite")
	wrapper.Underlying().Call("append", b.svg, b.notice.Underlying(), b.controls().Underlying(), b.live.Underlying())
	b.root.Call("append", link.Underlying(), wrapper.Underlying())
	b.listen()
}

// layers makes the SVG: the board drawing, the points or squares, and on
// top the layer for a carried or gliding piece.
func (b *board) layers() {
	b.svg = build(view.El("svg", "class", "board", "tabindex", "0", "role", "application",
		"aria-roledescription", "board", "preserveAspectRatio", "xMidYMid meet"))
	b.boardLayer = build(view.El("g", "class", "layer-board"))
	b.squareLayer = build(view.El("g", "class", "layer-squares"))
	b.arrowLayer = build(view.El("g", "class", "layer-arrows", "pointer-events", "none"))
	b.dragLayer = build(view.El("g", "class", "layer-drag", "pointer-events", "none"))
	for _, l := range []js.Value{b.boardLayer, b.squareLayer, b.arrowLayer, b.dragLayer} {
		b.svg.Call("appendChild", l)
	}
}

// controls makes the bar under the board: status line and buttons. Their
// texts are set by labelButtons, in the board's language.
func (b *board) controls() *dom.BasicHTMLElement {
	bar := create("div", "bar")
	b.status = create("div", "status")
	b.flipBtn = b.button("flip", func() { b.ctl.Flip(); b.render() })
	b.styleBtn = b.button("style", b.toggleStyle)
	b.stopBtn = b.button("stop", func() { b.app.engine.stop(b) })
	b.hintBtn = b.button("puzzle hint", func() { b.ctl.Hint(); b.render() })
	b.solutionBtn = b.button("puzzle solution", func() { b.ctl.ShowSolution(); b.render() })
	b.retryBtn = b.button("puzzle retry", func() { b.ctl.Restart(); b.render() })
	b.claimBtn = b.button("claim", func() { b.ctl.Claim(); b.render() })
	bar.Underlying().Call("append", b.status.Underlying(), b.claimBtn.Underlying(), b.stopBtn.Underlying(), b.hintBtn.Underlying(),
		b.solutionBtn.Underlying(), b.retryBtn.Underlying(), b.flipBtn.Underlying(), b.styleBtn.Underlying())
	return bar
}

func (b *board) button(class string, onClick func()) *dom.BasicHTMLElement {
	btn := create("button", class)
	btn.SetAttribute("type", "button")
	b.on(btn.Underlying(), "click", func(js.Value) { onClick() })
	return btn
}

// labelButtons writes each button's text and tooltip from the catalogue key
// board.btn.NAME (and NAME.title): the language may change at any time.
func (b *board) labelButtons() {
	l := b.ctl.Lang()
	for btn, key := range map[*dom.BasicHTMLElement]string{b.flipBtn: "flip", b.stopBtn: "stop",
		b.hintBtn: "hint", b.solutionBtn: "solution", b.retryBtn: "retry", b.claimBtn: "claim"} {
		btn.SetTextContent(l.T("board.btn." + key))
		btn.SetAttribute("title", l.T("board.btn."+key+".title"))
	}
	style := "board.btn.style.trad"
	if b.app.style == view.Western {
		style = "board.btn.style.western"
	}
	b.styleBtn.SetTextContent(l.T(style))
	b.styleBtn.SetAttribute("title", l.T("board.btn.style.title"))
}

// on adds an event listener that is removed when the board goes away.
func (b *board) on(target js.Value, typ string, f func(ev js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	target.Call("addEventListener", typ, fn)
	b.funcs = append(b.funcs, fn)
	b.cleanup = append(b.cleanup, func() { target.Call("removeEventListener", typ, fn) })
}

func (b *board) destroy() {
	b.app.engine.cancel(b)
	for _, f := range b.cleanup {
		f()
	}
	for _, f := range b.funcs {
		f.Release()
	}
	b.funcs, b.cleanup = nil, nil
	b.root.Set("textContent", "")
}

func (b *board) reload() {
	b.puzzleSent = ""
	b.ctl.Load(attrs(b.host))
	b.render()
}

func (b *board) toggleStyle() {
	if b.app.style == view.Traditional {
		b.app.setStyle(view.Western)
	} else {
		b.app.setStyle(view.Traditional)
	}
}

// Host, for the controller.

func (b *board) Think(req protocol.Request) { b.app.engine.think(b, req) }
func (b *board) CancelThink()               { b.app.engine.cancel(b) }
func (b *board) After(d time.Duration, f func()) {
	browser.After(int(d/time.Millisecond), func() {
		f()
		b.render()
	})
}

// render brings the shadow tree up to date with the controller.
func (b *board) render() {
	st := b.ctl.State()
	b.state = st
	b.reflect(st)
	b.drawBoard(st)
	b.drawSquares(st)
	b.drawArrows(st)
	b.drawText(st)
	anim, said := b.ctl.TakeEvents()
	if anim != rules.NoMove {
		b.animate(anim)
	}
	if len(said) > 0 {
		b.live.SetTextContent(i18n.JoinSpoken(said))
	}
	if st.Status != "error" && st.Status != "" {
		b.app.markInteractive()
	}
	b.puzzleEvent()
	b.drawEvent()
	b.gameEvents() // last: a listener may change the board again
}

// gameEvents tells the page of the moves played and the ending reached:
// "elephant-move" with {uci, fen, ply, side, by} and "elephant-end" with
// {status, result, text} on the element.
func (b *board) gameEvents() {
	moves, end := b.ctl.TakeGameEvents()
	for _, m := range moves {
		b.dispatch("elephant-move", map[string]any{"uci": m.UCI, "fen": m.FEN, "ply": m.Ply, "side": m.Side, "by": m.By})
	}
	if end != nil {
		b.dispatch("elephant-end", map[string]any{"status": end.Status, "result": end.Result, "text": end.Text})
	}
}

// dispatch sends a CustomEvent from the element; a listener's exception
// stays the page's problem, not the board's.
func (b *board) dispatch(name string, detail map[string]any) {
	ev := global.Get("CustomEvent").New(name, map[string]any{"bubbles": true, "composed": true, "detail": detail})
	safely(func() { b.host.Call("dispatchEvent", ev) })
}

// puzzleEvent tells the page how a puzzle attempt stands whenever that
// changes: an "elephant-puzzle" event on the element whose detail is
// {status, result, mistakes, hints} (result is "" while playing, then
// solved, helped or failed).
func (b *board) puzzleEvent() {
	info, ok := b.ctl.Puzzle()
	key := fmt.Sprint(info)
	if !ok || key == b.puzzleSent {
		return
	}
	b.puzzleSent = key
	b.dispatch("elephant-puzzle", map[string]any{"status": info.Status, "result": info.Result, "mistakes": info.Mistakes, "hints": info.Hints})
}

// drawEvent tells the page of the person's drawings whenever they change:
// an "elephant-draw" event whose detail is {shapes: [{kind, from, to,
// brush}]}, kind "arrow" or "circle" (a circle's to is its from).
func (b *board) drawEvent() {
	shapes := b.ctl.Shapes()
	key := fmt.Sprint(shapes)
	if len(shapes) == 0 {
		key = ""
	}
	if key == b.drawn {
		return
	}
	b.drawn = key
	list := make([]any, len(shapes))
	for i, s := range shapes {
		kind := "arrow"
		if s.From == s.To {
			kind = "circle"
		}
		list[i] = map[string]any{"kind": kind, "from": s.From.String(), "to": s.To.String(), "brush": s.Brush}
	}
	b.dispatch("elephant-draw", map[string]any{"shapes": list})
}

// reflect mirrors the state on the element's data- attributes.
func (b *board) reflect(st control.State) {
	setAttr(b.host, "data-fen", st.FEN, false)
	setAttr(b.host, "data-turn", st.Turn, false)
	setAttr(b.host, "data-last-move", st.LastMove, false)
	setAttr(b.host, "data-status", st.Status, false)
	setAttr(b.host, "data-error", st.Error, false)
	game, orientation, ply, plies := "", "", "", ""
	if st.Squares != nil {
		game, orientation = st.Game.String(), "first"
		if st.Flipped {
			orientation = "second"
		}
	}
	if st.FEN != "" {
		ply, plies = fmt.Sprint(st.Ply), fmt.Sprint(st.Plies)
	}
	setAttr(b.host, "data-game", game, false)
	setAttr(b.host, "data-orientation", orientation, false)
	setAttr(b.host, "data-ply", ply, false)
	setAttr(b.host, "data-plies", plies, false)
}

// drawArrows redraws the arrows when they changed.
func (b *board) drawArrows(st control.State) {
	key := fmt.Sprint(st.Arrows, st.Premove, st.Drawn, st.Flipped, st.Layout)
	if key == b.arrows {
		return
	}
	b.arrows = key
	var nodes []*view.Node
	for _, a := range st.Arrows {
		if n := view.ArrowNode(st.Layout, a, st.Flipped); n != nil {
			nodes = append(nodes, n)
		}
	}
	for _, p := range st.Premove {
		nodes = append(nodes, view.PremoveNode(st.Layout, p.From, p.To, st.Flipped))
	}
	for _, s := range st.Drawn { // the person's own, on top of the page's
		nodes = append(nodes, view.ShapeNode(st.Layout, s, st.Flipped))
	}
	b.arrowLayer.Set("textContent", "")
	if len(nodes) == 0 {
		return
	}
	built := buildAll(nodes)
	for i := 0; i < built.Length(); i++ {
		b.arrowLayer.Call("appendChild", built.Index(i))
	}
}

// drawBoard redraws the static board when the game, orientation or piece
// style changed; every square is redrawn with it.
func (b *board) drawBoard(st control.State) {
	shape := fmt.Sprint(st.Game, st.Flipped, b.app.style, st.Layout, st.Squares == nil)
	if shape == b.shape {
		return
	}
	b.shape = shape
	b.boardLayer.Set("textContent", "")
	b.squareLayer.Set("textContent", "")
	b.squares, b.keys = map[string]js.Value{}, map[string]string{}
	if st.Squares == nil {
		b.svg.Call("setAttribute", "viewBox", "0 0 900 1000")
		return
	}
	l := st.Layout
	b.svg.Call("setAttribute", "viewBox", fmt.Sprintf("0 0 %d %d", l.Width, l.Height))
	b.host.Get("style").Call("setProperty", "--board-aspect", fmt.Sprintf("%d / %d", l.Width, l.Height))
	// The same as one number, for a page's size arithmetic in calc().
	b.host.Get("style").Call("setProperty", "--board-ratio", fmt.Sprintf("%.4f", float64(l.Width)/float64(l.Height)))
	b.boardLayer.Call("appendChild", build(view.Board(st.Game, l, st.Flipped)))
}

// drawSquares redraws the points or squares whose look changed.
func (b *board) drawSquares(st control.State) {
	var names []string
	var nodes []*view.Node
	for _, s := range st.Squares {
		key := s.Key(b.app.style, st.Flipped)
		if b.keys[s.Name] == key {
			continue
		}
		b.keys[s.Name] = key
		names = append(names, s.Name)
		nodes = append(nodes, view.SquareNode(st.Game, st.Layout, st.Flipped, s, b.app.style))
	}
	if len(nodes) == 0 {
		return
	}
	b.landGliding()
	built := buildAll(nodes)
	for i, name := range names {
		n := built.Index(i)
		if old, ok := b.squares[name]; ok {
			old.Call("replaceWith", n)
		} else {
			b.squareLayer.Call("appendChild", n)
		}
		b.squares[name] = n
	}
}

func (b *board) drawText(st control.State) {
	b.svg.Call("setAttribute", "aria-label", st.Label)
	b.svg.Call("setAttribute", "aria-roledescription", b.ctl.Lang().T("aria.role"))
	b.status.SetTextContent(st.Message)
	b.notice.SetTextContent(st.Error)
	toggle(b.notice, "fatal", b.ctl.Fatal())
	toggle(b.notice, "shown", st.Error != "")
	toggle(b.stopBtn, "shown", st.Thinking)
	info, puzzle := b.ctl.Puzzle()
	open := puzzle && info.Status == "playing"
	toggle(b.hintBtn, "shown", open)
	toggle(b.solutionBtn, "shown", open)
	toggle(b.retryBtn, "shown", puzzle && !open)
	toggle(b.claimBtn, "shown", b.ctl.CanClaim())
	b.labelButtons()
}

// animate glides a copy of the moved piece from its old square to its new
// one in the drag layer, above everything, while the real piece waits hidden.
func (b *board) animate(m rules.Move) {
	if !m.MovesPiece() || reducedMotion() {
		return
	}
	to, ok := b.squares[m.To().String()]
	if !ok {
		return
	}
	piece := to.Call("querySelector", "[data-piece]")
	if piece.IsNull() {
		return
	}
	l, flipped := b.state.Layout, b.state.Flipped
	fx, fy := l.Center(m.From().File(), m.From().Rank(), flipped)
	tx, ty := l.Center(m.To().File(), m.To().Rank(), flipped)
	ghost := piece.Call("cloneNode", true)
	ghost.Call("removeAttribute", "data-piece") // the count of pieces stays true
	b.dragLayer.Call("appendChild", ghost)
	piece.Get("style").Call("setProperty", "visibility", "hidden")
	frames := []any{
		map[string]any{"transform": fmt.Sprintf("translate(%dpx, %dpx)", fx, fy)},
		map[string]any{"transform": fmt.Sprintf("translate(%dpx, %dpx)", tx, ty)},
	}
	anim := ghost.Call("animate", frames, map[string]any{"duration": 200, "easing": "ease-out", "fill": "forwards"})
	b.gliding = append(b.gliding, anim)
	var done js.Func
	done = js.FuncOf(func(js.Value, []js.Value) any {
		done.Release()
		ghost.Call("remove")
		piece.Get("style").Call("removeProperty", "visibility")
		return nil
	})
	anim.Set("onfinish", done)
	anim.Set("oncancel", done)
}

// landGliding ends the glides still running: a square about to be redrawn
// would otherwise show its piece while a copy is still on its way (an
// engine answering within a glide's 200 ms).
func (b *board) landGliding() {
	for _, a := range b.gliding {
		safely(func() { a.Call("finish") })
	}
	b.gliding = nil
}

func reducedMotion() bool {
	mm := global.Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return global.Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}

// toggle sets or clears a class.
func toggle(e *dom.BasicHTMLElement, class string, on bool) {
	e.Underlying().Get("classList").Call("toggle", class, on)
}
