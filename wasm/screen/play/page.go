//go:build js && wasm

package play

import (
	"fmt"
	"strconv"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/element"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/sitelang"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/screen/play/game"
)

// page is the /play/ page: the controller, the board and the panels.
type page struct {
	store   browser.Storage
	app     *element.App
	ctl     *game.Controller
	eng     *workerEngine
	lang    i18n.Lang
	sound   bool
	premove bool           // moves ahead of the engine's reply (the board's premove attribute)
	boardEl js.Value       // <elephant-board id="board">
	board   *element.Board // its Go handle
	notices []string
	offline bool
	moves   string      // the move list as last drawn, to skip redraws
	ended   string      // the ending last drawn, to refresh the history once
	armed   string      // the button waiting for its confirming click, if any
	armGen  int         // bumped at each arming, so that an old timer does not disarm a new one
	offered *game.Share // a shared game waiting for the person's answer
	bq      *banqiGame  // the banqi game, while the page plays banqi
	renders int         // counts redraws, to tell one made while the board is drawn
}

// ConfirmMs is how long a button waiting for its confirming click waits.
const ConfirmMs = 4000

func (p *page) setup() {
	p.boardEl = byID("board")
	p.board = p.app.Board(p.boardEl)
	on(p.boardEl, "pointerdown", func(js.Value) { p.unlockAudio() })
	on(p.boardEl, "keydown", func(js.Value) { p.unlockAudio() })
	on(p.boardEl, "elephant-move", p.boardMoved)
	p.button("takeback", func() error {
		if p.bq != nil {
			return p.banqiTakeback()
		}
		return p.ctl.Takeback()
	})
	p.button("hint", p.ctl.Hint)
	p.button("pass", p.ctl.Pass)
	p.button("claim", p.ctl.Claim)
	p.button("draw", p.confirmed("draw", "btn.draw", "btn.draw.confirm", p.ctl.Friend, p.ctl.OfferDraw))
	p.button("resign", p.confirmed("resign", "btn.resign", "btn.resign.confirm", func() bool { return true }, func() error {
		if p.bq != nil {
			return p.banqiResign()
		}
		return p.ctl.Resign()
	}))
	p.button("flip", p.flip)
	p.button("analyse", func() error { p.ctl.SetAnalysis(!p.ctl.Analysing()); return nil })
	p.button("sound", func() error { p.setSound(!p.sound); return nil })
	p.button("premove", func() error { p.setPremove(!p.premove); return nil })
	p.button("first", func() error { p.review(0); return nil })
	p.button("prev", func() error { p.step(-1); return nil })
	p.button("next", func() error { p.step(1); return nil })
	p.button("last", func() error { p.review(1 << 20); return nil })
	p.button("export", p.export)
	p.button("import", p.importRecord)
	p.setupShare()
	on(byID("moves"), "click", p.moveClicked)
	on(byID("notation"), "change", func(js.Value) {
		p.ctl.SetNotation(byID("notation").Get("value").String())
		p.render()
	})
	on(byID("lang"), "change", func(js.Value) { p.setLang(i18n.Parse(byID("lang").Get("value").String())) })
	on(doc, "keydown", p.key)
	p.setupDialog()
	p.notices = append(p.notices, p.ctl.Notices()...)
	p.applyLang()
	p.startTicking()
}

// startTicking redraws the clocks ten times a second, and the whole page
// when a flag falls.
func (p *page) startTicking() {
	tick := js.FuncOf(func(js.Value, []js.Value) any {
		if err := browser.Safely(p.tick); err != nil {
			global.Get("console").Call("error", "play:", err.Error())
		}
		return nil
	})
	global.Call("setInterval", tick, 100)
}

func (p *page) tick() {
	if p.bq != nil {
		return
	}
	if p.ctl.Tick() {
		p.render()
		return
	}
	p.renderClocks(p.ctl.Clocks(), p.ctl.Flipped())
}

// confirmed wraps an action that cannot be undone: when ask says so, the
// first click turns the button into a question and only a second click
// within ConfirmMs acts.
func (p *page) confirmed(id, label, question string, ask func() bool, action func() error) func() error {
	return func() error {
		if !ask() || p.armed == id {
			p.disarm()
			return action()
		}
		p.disarm()
		p.armed = id
		p.armGen++
		gen := p.armGen
		btn := byID(id)
		browser.SetText(btn, p.lang.T(question))
		btn.Get("classList").Call("add", "confirm")
		btn.Call("setAttribute", "data-confirm", "")
		browser.After(ConfirmMs, func() {
			if p.armGen == gen {
				p.disarm()
			}
		})
		return nil
	}
}

// disarm puts a button waiting for confirmation back as it was.
func (p *page) disarm() {
	if p.armed == "" {
		return
	}
	btn := byID(p.armed)
	browser.SetText(btn, p.lang.T(btn.Call("getAttribute", "data-i18n").String()))
	btn.Get("classList").Call("remove", "confirm")
	btn.Call("removeAttribute", "data-confirm")
	p.armed = ""
}

// button wires a button to an action; an action's error shows in the status line.
func (p *page) button(id string, action func() error) {
	on(byID(id), "click", func(js.Value) {
		p.unlockAudio()
		if p.armed != id {
			p.disarm() // any other button cancels a pending confirmation
		}
		if err := action(); err != nil {
			browser.SetText(byID("status"), err.Error())
			return
		}
		p.render()
	})
}

// boardMoved takes a move the person made on the board (click, drag or
// keys) into the game; the board already shows it. The board only lets the
// person move the human's side at the live position under the same rules,
// so the game refusing it would be a bug: the board then takes it back.
func (p *page) boardMoved(ev js.Value) {
	if p.bq != nil { // the board's banqi driver played it: keep it
		p.bq.cursor = -1
		p.saveBanqi()
		p.playSound("move")
		p.render()
		return
	}
	d := ev.Get("detail")
	if d.Type() != js.TypeObject || d.Get("by").String() != "user" {
		return // the page's own moves, played through the moves attribute
	}
	p.disarm()
	if err := p.ctl.Move(d.Get("uci").String()); err != nil {
		_ = p.board.Undo()
		p.render()
		browser.SetText(byID("status"), err.Error())
		return
	}
	p.render()
}

// key: arrows step through the moves (Home/End to the ends).
func (p *page) key(ev js.Value) {
	if browser.Navigate(ev, p.step, func() { p.review(0) }, func() { p.review(1 << 20) }) {
		p.render()
	}
}

func (p *page) moveClicked(ev js.Value) {
	li := ev.Get("target").Call("closest", "[data-ply]")
	if li.IsNull() {
		return
	}
	ply, _ := strconv.Atoi(li.Call("getAttribute", "data-ply").String())
	p.review(ply)
	p.render()
}

// review shows the position after ply moves, of the game the page plays.
func (p *page) review(ply int) {
	if p.bq != nil {
		p.banqiReview(ply)
		return
	}
	p.ctl.Review(ply)
}

// step moves the review by d moves.
func (p *page) step(d int) {
	if p.bq != nil {
		p.banqiStep(d)
		return
	}
	p.ctl.Step(d)
}

// flip turns the board: banqi's only on screen, the others' in the game's settings.
func (p *page) flip() error {
	if p.bq != nil {
		flipped := p.boardEl.Call("getAttribute", "orientation").String() == "second"
		setAttr(p.boardEl, "orientation", map[bool]string{true: "first", false: "second"}[flipped])
		return nil
	}
	p.ctl.Flip()
	return nil
}

func (p *page) setSound(on bool) {
	p.sound = on
	p.saveSwitch(keySound, on)
}

func (p *page) setPremove(on bool) {
	p.premove = on
	p.saveSwitch(keyPremove, on)
}

// saveSwitch keeps an on/off preference of the page under key.
func (p *page) saveSwitch(key string, on bool) {
	v := "on"
	if !on {
		v = "off"
	}
	_ = p.store.Set(key, v)
}

func (p *page) setLang(l i18n.Lang) {
	p.lang = l
	p.ctl.SetLang(l) // check names are in the language, and its default notation
	_ = sitelang.Save(l)
	p.moves = ""
	p.applyLang()
	p.render()
}

// applyLang rewrites every static text of the page.
func (p *page) applyLang() {
	l := p.lang
	doc.Get("documentElement").Set("lang", string(l))
	doc.Set("title", l.T("page.title"))
	byID("lang").Set("value", string(l))
	nodes := doc.Call("querySelectorAll", "[data-i18n]")
	for i := 0; i < nodes.Length(); i++ {
		n := nodes.Index(i)
		browser.SetText(n, l.T(n.Call("getAttribute", "data-i18n").String()))
	}
	nodes = doc.Call("querySelectorAll", "[data-i18n-title]")
	for i := 0; i < nodes.Length(); i++ {
		n := nodes.Index(i)
		t := l.T(n.Call("getAttribute", "data-i18n-title").String())
		n.Call("setAttribute", "title", t)
		n.Call("setAttribute", "aria-label", t)
	}
	p.dialogSides()
	p.clockLabels()
	p.levelText()
	p.disarm()
}

// render draws everything from the controller's view.
func (p *page) render() {
	if p.bq != nil {
		setAttr(p.boardEl, "lang", string(p.lang))
		p.renderBanqi()
		return
	}
	v := p.ctl.View()
	if v.Position == nil {
		return
	}
	p.renders++
	n := p.renders
	p.drawBoard(v)
	if p.renders != n {
		return // a premove the board played meanwhile has redrawn the page
	}
	browser.SetText(byID("title"), v.Title)
	p.renderPieces(v.Game)
	browser.SetText(byID("status"), v.Status)
	p.renderControls(v)
	p.renderClocks(v.Clocks, v.Flipped)
	p.renderMoves(v)
	p.renderResult(v)
	p.renderAnalysis()
	p.renderShare(v.Game)
	p.renderNotices()
	p.playSound(p.ctl.Sound())
}

// drawBoard hands the board the game through its handle: the exact rules,
// the start position and moves, whose pieces the person moves, the hint
// arrow and the moves that decided the game; then the position to show.
func (p *page) drawBoard(v game.View) {
	el := p.boardEl
	// The board's driver follows its game attribute: banqi's goes, and the
	// other attributes banqi set with it.
	for _, name := range []string{"game", "player", "orientation", "lang"} {
		setAttr(el, name, "")
	}
	setAttr(el, "data-thinking", map[bool]string{true: "true"}[v.Thinking])
	s := p.boardSetup(v)
	ply := -1
	if !v.Live {
		ply = v.Cursor
	}
	err := p.board.Play(func(c *driver.Controller) error {
		if err := c.Setup(s); err != nil {
			return err
		}
		c.Review(ply)
		return nil
	})
	if err != nil {
		global.Get("console").Call("error", "play: the board refused the game:", err.Error())
	}
}

// boardSetup is the game as the board shows it.
func (p *page) boardSetup(v game.View) driver.Setup {
	s := driver.Setup{Variant: p.ctl.Variant(), FEN: p.ctl.StartFEN(), Moves: p.ctl.Moves(), Player: v.Mover,
		Orientation: map[bool]rules.Color{false: rules.First, true: rules.Second}[v.Flipped], Lang: p.lang,
		Ended: map[string]string{"resign": "resigned", "agreed": "draw", "time": "timeout"}[p.ctl.EndReason()],
		// Premoves are for games against the engine: between two players the
		// side not to move is the other person.
		Premove: p.premove && p.ctl.Settings().Opponent != game.OpponentFriend}
	if v.Hint.MovesPiece() {
		s.Arrows = []rules.Move{v.Hint}
	}
	for _, m := range p.ctl.DecisiveMoves() {
		s.Marks = append(s.Marks, m.From(), m.To())
	}
	return s
}

func (p *page) renderControls(v game.View) {
	l := p.lang
	setDisabled(byID("takeback"), !v.CanTakeback)
	setDisabled(byID("hint"), !v.CanHint)
	setDisabled(byID("draw"), !v.CanDraw)
	setDisabled(byID("resign"), !v.CanResign)
	setHidden(byID("pass"), v.Game != rules.Janggi)
	setDisabled(byID("pass"), !v.CanPass)
	why := byID("pass-why")
	browser.SetText(why, v.PassNote)
	setHidden(why, v.PassNote == "" || v.Game != rules.Janggi)
	setAttr(byID("pass"), "title", v.PassNote)
	setHidden(byID("claim"), !v.CanClaim)
	setAttr(byID("analyse"), "aria-pressed", fmt.Sprint(p.ctl.Analysing()))
	pre := byID("premove")
	setAttr(pre, "aria-pressed", fmt.Sprint(p.premove))
	setHidden(pre, p.ctl.Settings().Opponent == game.OpponentFriend)
	if p.premove {
		browser.SetText(pre, l.T("btn.premove.on"))
	} else {
		browser.SetText(pre, l.T("btn.premove.off"))
	}
	snd := byID("sound")
	setAttr(snd, "aria-pressed", fmt.Sprint(p.sound))
	if p.sound {
		browser.SetText(snd, l.T("btn.sound.on"))
	} else {
		browser.SetText(snd, l.T("btn.sound.off"))
	}
	setDisabled(byID("first"), v.Cursor == 0)
	setDisabled(byID("prev"), v.Cursor == 0)
	setDisabled(byID("next"), v.Live)
	setDisabled(byID("last"), v.Live)
	pts := byID("points")
	setHidden(pts, v.Points == "")
	browser.SetText(pts, v.Points)
	p.renderNotations(v.Game)
}

// renderClocks draws the clocks: the bottom one is the side at the
// bottom of the board's.
func (p *page) renderClocks(cv *game.ClockView, flipped bool) {
	top, bottom := byID("clock-top"), byID("clock-bottom")
	setHidden(top, cv == nil)
	setHidden(bottom, cv == nil)
	if cv == nil {
		return
	}
	g := p.ctl.Variant().Game
	sides := [2]rules.Color{rules.Second, rules.First}
	if flipped {
		sides = [2]rules.Color{rules.First, rules.Second}
	}
	for i, el := range []js.Value{top, bottom} {
		c := sides[i]
		name := i18n.Capitalize(p.lang.SideName(g, c))
		browser.SetText(el.Call("querySelector", ".clock-side"), name)
		browser.SetText(el.Call("querySelector", ".clock-time"), cv.Text[c])
		setAttr(el, "data-side", map[rules.Color]string{rules.First: "first", rules.Second: "second"}[c])
		setAttr(el, "aria-label", p.lang.T("clock.of", name)+": "+cv.Text[c])
		cl := el.Get("classList")
		cl.Call("toggle", "running", cv.Running == int(c))
		cl.Call("toggle", "low", cv.Low[c])
		cl.Call("toggle", "flagged", cv.Flagged[c])
	}
}

func (p *page) renderNotations(g rules.Game) {
	sel := byID("notation")
	list := game.Notations[g]
	key := fmt.Sprint(list)
	if sel.Call("getAttribute", "data-list").String() != key {
		sel.Set("textContent", "")
		for _, n := range list {
			o := doc.Call("createElement", "option")
			o.Set("value", n)
			o.Set("textContent", notationName(n))
			sel.Call("appendChild", o)
		}
		sel.Call("setAttribute", "data-list", key)
	}
	sel.Set("value", p.ctl.Settings().Notation)
}

func notationName(n string) string {
	return map[string]string{"wxf": "WXF", "spanish": "Español", "chinese": "中文", "korean": "한국어", "san": "SAN", "uci": "UCI"}[n]
}

// renderMoves redraws the move list when it changed.
func (p *page) renderMoves(v game.View) {
	key := fmt.Sprint(v.Moves, v.Cursor)
	if key == p.moves {
		return
	}
	p.moves = key
	ol := byID("moves")
	ol.Set("textContent", "")
	var current js.Value
	for _, m := range v.Moves {
		li := doc.Call("createElement", "li")
		li.Call("setAttribute", "data-ply", fmt.Sprint(m.Ply))
		li.Set("className", "move")
		if m.Number != "" {
			num := doc.Call("createElement", "span")
			num.Set("className", "num")
			num.Set("textContent", m.Number)
			li.Call("appendChild", num)
		}
		btn := doc.Call("createElement", "button")
		btn.Set("type", "button")
		btn.Set("className", "mv")
		btn.Set("textContent", m.Text)
		li.Call("appendChild", btn)
		li.Get("classList").Call("toggle", "decisive", m.Decisive)
		li.Get("classList").Call("toggle", "current", m.Current)
		li.Get("classList").Call("toggle", "human", m.Human)
		if m.Decisive {
			li.Call("setAttribute", "data-decisive", "")
		}
		if m.Current {
			btn.Call("setAttribute", "aria-current", "step")
			current = li
		}
		ol.Call("appendChild", li)
	}
	if !current.Truthy() && v.Live {
		current = ol.Get("lastChild")
	}
	if current.Truthy() {
		// Scroll the list only: scrollIntoView would scroll the page too,
		// taking the board out of sight on a phone.
		top := current.Get("offsetTop").Float()
		ol.Set("scrollTop", top-ol.Get("clientHeight").Float()/2)
	}
}

func (p *page) renderResult(v game.View) {
	if v.Result != p.ended {
		p.ended = v.Result
		p.renderHistory()
	}
	box := byID("result")
	setHidden(box, v.Result == "")
	browser.SetText(byID("headline"), v.Headline)
	browser.SetText(byID("result-text"), v.Result)
}

// renderAnalysis draws the evaluation bar and the engine's line.
func (p *page) renderAnalysis() {
	v := p.ctl.View()
	box := byID("analysis")
	setHidden(box, v.Analysis == nil)
	if v.Analysis == nil {
		return
	}
	a := v.Analysis
	share := a.Bar
	if v.Flipped {
		share = 1 - share // the bar fills with the human's share
	}
	byID("evalfill").Get("style").Call("setProperty", "width", fmt.Sprintf("%.1f%%", share*100))
	browser.SetText(byID("analysis-text"), a.Text)
	setAttr(box, "data-depth", fmt.Sprint(a.Depth))
}

func (p *page) renderNotices() {
	box := byID("notices")
	for _, n := range append(p.notices, p.ctl.Notices()...) {
		el := doc.Call("createElement", "p")
		el.Set("className", "notice")
		el.Set("textContent", n)
		close := doc.Call("createElement", "button")
		close.Set("type", "button")
		close.Set("className", "close")
		close.Set("textContent", "×")
		close.Call("setAttribute", "aria-label", p.lang.T("btn.close"))
		on(close, "click", func(js.Value) { el.Call("remove") })
		el.Call("appendChild", close)
		box.Call("appendChild", el)
	}
	p.notices = nil
}

// notify shows one notice with a class (the offline one is "offline");
// key, when set, lets the language switch translate it.
func (p *page) notify(text, class, key string) {
	el := doc.Call("createElement", "p")
	el.Set("className", "notice "+class)
	el.Set("textContent", text)
	if key != "" {
		el.Call("setAttribute", "data-i18n", key)
	}
	byID("notices").Call("appendChild", el)
}

// watchOffline shows "available offline" once the service worker that the
// site header (site.js) installs is active, that is once every file is
// cached: at once if it already is, else on the header's elephant-offline
// event.
func (p *page) watchOffline() {
	root := doc.Get("documentElement")
	if root.Call("getAttribute", "data-offline").String() == "ready" {
		p.offlineReady()
		return
	}
	var onReady js.Func
	onReady = js.FuncOf(func(js.Value, []js.Value) any {
		onReady.Release()
		p.offlineReady()
		return nil
	})
	doc.Call("addEventListener", "elephant-offline", onReady, map[string]any{"once": true})
}

// offlineReady shows the offline notice the first time the site is cached.
func (p *page) offlineReady() {
	if p.offline {
		return
	}
	p.offline = true
	if _, seen := p.store.Get(keyOffline); !seen {
		p.notify(p.lang.T("status.offline"), "offline", "status.offline")
		_ = p.store.Set(keyOffline, "1")
	}
}

func (p *page) export() error {
	rec, err := p.ctl.Export()
	if n, chosen := p.exportNotation(); chosen {
		rec, err = p.ctl.ExportAs(n)
	}
	if err != nil {
		return err
	}
	byID("record").Set("value", rec)
	setHidden(byID("import-error"), true)
	return nil
}

func (p *page) importRecord() error {
	text := byID("record").Get("value").String()
	errBox := byID("import-error")
	if err := p.ctl.Import(text); err != nil {
		browser.SetText(errBox, err.Error())
		setHidden(errBox, false)
		return nil
	}
	setHidden(errBox, true)
	return nil
}

// renderPieces lists the game's pieces with their names in the language.
func (p *page) renderPieces(g rules.Game) {
	ul := byID("pieces")
	key := string(p.lang) + g.String()
	if ul.Call("getAttribute", "data-key").String() == key {
		return
	}
	ul.Set("textContent", "")
	setHidden(byID("pieces-note"), true)
	for _, k := range i18n.Kinds(g) {
		li := doc.Call("createElement", "li")
		li.Set("textContent", p.lang.PieceName(g, k))
		ul.Call("appendChild", li)
	}
	ul.Call("setAttribute", "data-key", key)
}

// renderBanqiPieces lists banqi's pieces from the highest rank down, with
// the rule of captures, under the board's rules (Taiwan's or Hong Kong's).
func (p *page) renderBanqiPieces(v *rules.Variant) {
	ul := byID("pieces")
	key := string(p.lang) + v.Name
	if ul.Call("getAttribute", "data-key").String() == key {
		return
	}
	ul.Set("textContent", "")
	for _, k := range v.BanqiOrder() {
		li := doc.Call("createElement", "li")
		li.Set("textContent", p.lang.PieceName(rules.Banqi, k))
		ul.Call("appendChild", li)
	}
	note := byID("pieces-note")
	browser.SetText(note, p.lang.T("banqi.ranks"))
	setHidden(note, false)
	ul.Call("setAttribute", "data-key", key)
}

// renderHistory lists the finished games.
func (p *page) renderHistory() {
	ol := byID("history")
	ol.Set("textContent", "")
	for _, h := range p.ctl.History() {
		li := doc.Call("createElement", "li")
		g, _ := rules.ParseGame(h.Game)
		y, m, d := h.Ended.Date()
		hour, minute, _ := h.Ended.Clock()
		li.Set("textContent", fmt.Sprintf("%04d-%02d-%02d %02d:%02d · %s · %s · %d", y, int(m), d, hour, minute,
			p.lang.GameName(g), h.Result, h.Plies))
		ol.Call("appendChild", li)
	}
}
