//go:build js && wasm

package element

import (
	"fmt"
	"syscall/js"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/surface"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/langload"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// board is the Go side of one <elephant-board>.
type board struct {
	app   *App
	host  js.Value      // the custom element
	root  js.Value      // its shadow root
	ctl   driver.Driver // a Controller, or a Lesson in mode "lesson"
	state driver.State

	surface                        *surface.Surface // the board itself: drawing and input
	status, notice, live           js.Value
	flipBtn, styleBtn, stopBtn     js.Value
	hintBtn, solutionBtn, retryBtn js.Value
	claimBtn                       js.Value // janggi's bikjang draw claim
	puzzleSent                     string   // the last puzzle event sent, to send only changes

	drawn     string    // the drawings last told in an elephant-draw event
	langAsked i18n.Lang // the last language fetched for the board (awaitLang)
	listeners browser.Listeners
}

// attrs reads the element's attributes as plain strings. Without a lang
// attribute the board speaks the document's language.
func attrs(el js.Value) driver.Attrs {
	get := func(name string) string { return browser.Attr(el, name) }
	a := driver.Attrs{Game: get("game"), FEN: get("fen"), Orientation: get("orientation"),
		Mode: get("mode"), Solution: get("solution"), Level: get("level"),
		Variant: get("variant"), Options: get("options"), Moves: get("moves"), Player: get("player"),
		Arrows: get("arrows"), Marks: get("marks"), Ended: get("ended"), Lang: get("lang"), Controls: get("controls"),
		Premove: get("premove")}
	if a.Lang == "" {
		_ = browser.Safely(func() { a.Lang = browser.Doc().Get("documentElement").Get("lang").String() })
	}
	return a
}

func newBoard(a *App, el js.Value) *board {
	b := &board{app: a, host: el, root: el.Get("shadowRoot")}
	if b.root.IsNull() || b.root.IsUndefined() {
		b.root = el.Call("attachShadow", map[string]any{"mode": "open"})
	}
	b.skeleton()
	b.ctl = driver.NewDriver(b, attrs(el))
	return b
}

// skeleton builds the shadow tree: stylesheet, SVG layers, status line,
// buttons and the screen-reader live region.
func (b *board) skeleton() {
	b.root.Set("textContent", "")
	link := browser.Create("link", "")
	link.Call("setAttribute", "rel", "stylesheet")
	link.Call("setAttribute", "href", b.app.api.Get("assets").String()+"board.css")
	wrapper := browser.Create("div", "wrap")
	b.surface = surface.New(b.app.api, b, b.render)
	b.notice = browser.Create("div", "notice")
	b.notice.Call("setAttribute", "role", "alert")
	browser.SetHidden(b.notice, true)
	b.live = browser.Create("div", "sr-only")
	b.live.Call("setAttribute", "aria-live", "polite")
	wrapper.Call("append", b.surface.SVG(), b.notice, b.controls(), b.live)
	b.root.Call("append", link, wrapper)
}

// controls makes the bar under the board: status line and buttons. Their
// texts are set by labelButtons, in the board's language.
func (b *board) controls() js.Value {
	bar := browser.Create("div", "bar")
	b.status = browser.Create("div", "status")
	b.flipBtn = b.button("flip", func() {
		if g, ok := b.ctl.(driver.Game); ok {
			g.Flip()
		}
	})
	b.styleBtn = b.button("style", b.toggleStyle)
	b.stopBtn = b.button("stop", func() { b.app.engine.Stop(b) })
	puzzle := func(f func(driver.Puzzler)) func() {
		return func() {
			if p, ok := b.ctl.(driver.Puzzler); ok {
				f(p)
			}
		}
	}
	b.hintBtn = b.button("puzzle hint", puzzle(driver.Puzzler.Hint))
	b.solutionBtn = b.button("puzzle solution", puzzle(driver.Puzzler.ShowSolution))
	b.retryBtn = b.button("puzzle retry", puzzle(driver.Puzzler.Restart))
	b.claimBtn = b.button("claim", func() {
		if g, ok := b.ctl.(driver.Game); ok {
			g.Claim()
		}
	})
	for _, e := range []js.Value{b.stopBtn, b.hintBtn, b.solutionBtn, b.retryBtn, b.claimBtn} {
		browser.SetHidden(e, true) // until drawText finds that they apply
	}
	bar.Call("append", b.status, b.claimBtn, b.stopBtn, b.hintBtn,
		b.solutionBtn, b.retryBtn, b.flipBtn, b.styleBtn)
	return bar
}

// button makes a button of the bar; the board redraws after its action.
func (b *board) button(class string, action func()) js.Value {
	btn := browser.Create("button", class)
	btn.Call("setAttribute", "type", "button")
	b.listeners.On(btn, "click", "board", func(js.Value) {
		action()
		b.render()
	})
	return btn
}

// labelButtons writes each button's text and tooltip from the catalogue key
// board.btn.NAME (and NAME.title): the language may change at any time.
func (b *board) labelButtons() {
	l := b.state.Lang
	for _, k := range []struct {
		btn js.Value
		key string
	}{{b.flipBtn, "flip"}, {b.stopBtn, "stop"}, {b.hintBtn, "hint"}, {b.solutionBtn, "solution"},
		{b.retryBtn, "retry"}, {b.claimBtn, "claim"}} {
		btn, key := k.btn, k.key
		btn.Set("textContent", l.T("board.btn."+key))
		btn.Call("setAttribute", "title", l.T("board.btn."+key+".title"))
	}
	style := "board.btn.style.trad"
	if b.app.style == view.Western {
		style = "board.btn.style.western"
	}
	b.styleBtn.Set("textContent", l.T(style))
	b.styleBtn.Call("setAttribute", "title", l.T("board.btn.style.title"))
}

func (b *board) destroy() {
	b.app.engine.Cancel(b)
	b.surface.Destroy()
	b.listeners.Release()
	b.root.Set("textContent", "")
}

func (b *board) reload() {
	b.puzzleSent = ""
	b.ctl = driver.Reload(b.ctl, b, attrs(b.host))
	b.render()
}

func (b *board) toggleStyle() {
	if b.app.style == view.Traditional {
		b.app.setStyle(view.Western)
	} else {
		b.app.setStyle(view.Traditional)
	}
}

// Intents, from the surface, which then calls render.

func (b *board) Press(sq string) bool            { return b.ctl.Press(b.square(sq)) }
func (b *board) Release(sq string, dragged bool) { b.ctl.Release(b.square(sq), dragged) }
func (b *board) Key(key string) bool             { return b.ctl.Key(key) }
func (b *board) Cancel()                         { b.ctl.Cancel() }

// The person's drawings, on a driver that takes them.

func (b *board) ClearShapes() bool {
	d, ok := b.ctl.(driver.Drawer)
	return ok && d.ClearShapes()
}

func (b *board) Preview(from, to, brush string) {
	if d, ok := b.ctl.(driver.Drawer); ok {
		d.Preview(b.square(from), b.square(to), brush)
	}
}

func (b *board) Draw(from, to, brush string) {
	if d, ok := b.ctl.(driver.Drawer); ok {
		d.Draw(b.square(from), b.square(to), brush)
	}
}

// square finds a point of the board shown by name; NoSquare for "" or a
// name the board lacks.
func (b *board) square(name string) rules.Square {
	for _, s := range b.state.Squares {
		if s.Name == name {
			return rules.SquareAt(s.File, s.Rank)
		}
	}
	return rules.NoSquare
}

// Host, for the controller.

// Think queues a search for the board; its answers go to its driver.
func (b *board) Think(req protocol.Request) {
	id := req.ID
	t, ok := b.ctl.(driver.Thinker)
	if !ok {
		return
	}
	b.app.engine.Search(b, req, func(i protocol.Info) {
		t.EngineInfo(id, i.Line())
		b.render()
	}, func(move string, err error) {
		if err != nil {
			t.EngineFailed(id, err)
		} else {
			t.EngineMove(id, move)
		}
		b.render()
	})
}

func (b *board) CancelThink() { b.app.engine.Cancel(b) }
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
	b.awaitLang(st.Lang)
	b.reflect(st)
	if snap := st.Snapshot(b.app.style); b.surface.Paint(snap) {
		b.setAspect(snap)
	}
	b.drawText(st)
	anim, said := b.ctl.TakeEvents()
	switch {
	case anim != rules.NoMove && anim.IsFlip():
		b.surface.Turn(anim.From().String())
	case anim != rules.NoMove && anim.MovesPiece():
		b.surface.Glide(anim.From().String(), anim.To().String())
	}
	if len(said) > 0 {
		b.live.Set("textContent", i18n.JoinSpoken(said))
	}
	if st.Status != "error" && st.Status != "" {
		b.app.markInteractive()
	}
	b.puzzleEvent()
	b.drawEvent()
	b.gameEvents() // last: a listener may change the board again
}

// awaitLang fetches the board's language when the module lacks it
// (langload: a lang attribute, or a page's <html lang>, naming a language
// the page has not loaded), then words the board again in it, as after a
// change of its lang attribute; meanwhile the board speaks English.
func (b *board) awaitLang(l i18n.Lang) {
	if l == b.langAsked || langload.Ready(l, langload.Catalogue) {
		return
	}
	b.langAsked = l
	langload.Then(l, langload.Catalogue, func() {
		if langload.Ready(l, langload.Catalogue) && b.state.Lang == l && b.app.find(b.host) == b {
			b.reload()
		}
	})
}

// gameEvents tells the page of the moves played and the ending reached:
// "elephant-move" with {uci, fen, ply, side, by} and "elephant-end" with
// {status, result, text} on the element.
func (b *board) gameEvents() {
	g, ok := b.ctl.(driver.Game)
	if !ok {
		return
	}
	moves, end := g.TakeGameEvents()
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
	_ = browser.Safely(func() { b.host.Call("dispatchEvent", ev) })
}

// puzzleEvent tells the page how a puzzle attempt stands whenever that
// changes: an "elephant-puzzle" event on the element whose detail is
// {status, result, mistakes, hints} (result is "" while playing, then
// solved, helped or failed).
func (b *board) puzzleEvent() {
	info, ok := b.puzzle()
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
	d, ok := b.ctl.(driver.Drawer)
	if !ok {
		return
	}
	shapes := d.Shapes()
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
func (b *board) reflect(st driver.State) {
	browser.SetAttr(b.host, "data-fen", st.FEN)
	browser.SetAttr(b.host, "data-turn", st.Turn)
	browser.SetAttr(b.host, "data-last-move", st.LastMove)
	browser.SetAttr(b.host, "data-status", st.Status)
	browser.SetAttr(b.host, "data-error", st.Error)
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
	browser.SetAttr(b.host, "data-game", game)
	browser.SetAttr(b.host, "data-orientation", orientation)
	browser.SetAttr(b.host, "data-ply", ply)
	browser.SetAttr(b.host, "data-plies", plies)
	browser.SetAttr(b.host, "data-player", st.Player)
}

// setAspect tells the page the board's proportions as --board-aspect
// ("970 / 1070") and, for size arithmetic in calc(), --board-ratio.
func (b *board) setAspect(s view.Snapshot) {
	if s.Squares == nil {
		return
	}
	l, style := s.Layout, b.host.Get("style")
	style.Call("setProperty", "--board-aspect", fmt.Sprintf("%d / %d", l.Width, l.Height))
	style.Call("setProperty", "--board-ratio", fmt.Sprintf("%.4f", float64(l.Width)/float64(l.Height)))
}

func (b *board) drawText(st driver.State) {
	b.status.Set("textContent", st.Message)
	b.notice.Set("textContent", st.Error)
	browser.Toggle(b.notice, "fatal", st.Fatal)
	browser.SetHidden(b.notice, st.Error == "")
	browser.SetHidden(b.stopBtn, !st.Thinking)
	info, puzzle := b.puzzle()
	open := puzzle && info.Status == "playing"
	browser.SetHidden(b.hintBtn, !open)
	browser.SetHidden(b.solutionBtn, !open)
	browser.SetHidden(b.retryBtn, !puzzle || open)
	g, ok := b.ctl.(driver.Game)
	browser.SetHidden(b.claimBtn, !ok || !g.CanClaim())
	b.labelButtons()
}

// puzzle is how the board's puzzle stands; ok is false on a board without one.
func (b *board) puzzle() (driver.PuzzleInfo, bool) {
	if p, ok := b.ctl.(driver.Puzzler); ok {
		return p.Puzzle()
	}
	return driver.PuzzleInfo{}, false
}
