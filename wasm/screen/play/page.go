//go:build js && wasm

package play

import (
	"fmt"
	"strconv"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/langload"
	"github.com/elephant-chess/elephant/wasm/browser/sitelang"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/element"
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
	p.boardEl = browser.ByID("board")
	p.board = p.app.Board(p.boardEl)
	browser.On(p.boardEl, "pointerdown", "play", func(js.Value) { p.unlockAudio() })
	browser.On(p.boardEl, "keydown", "play", func(js.Value) { p.unlockAudio() })
	browser.On(p.boardEl, "elephant-move", "play", p.boardMoved)
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
	p.button("export-gib", p.exportGIB)
	p.button("import", p.importRecord)
	p.setupShare()
	browser.On(browser.ByID("moves"), "click", "play", p.moveClicked)
	browser.On(browser.ByID("notation"), "change", "play", func(js.Value) {
		p.ctl.SetNotation(browser.ByID("notation").Get("value").String())
		p.render()
	})
	sitelang.Follow("play", langload.Catalogue, p.setLang)
	browser.On(doc, "keydown", "play", p.key)
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
		btn := browser.ByID(id)
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
	btn := browser.ByID(p.armed)
	browser.SetText(btn, p.lang.T(btn.Call("getAttribute", "data-i18n").String()))
	btn.Get("classList").Call("remove", "confirm")
	btn.Call("removeAttribute", "data-confirm")
	p.armed = ""
}

// button wires a button to an action; an action's error shows in the status line.
func (p *page) button(id string, action func() error) {
	browser.On(browser.ByID(id), "click", "play", func(js.Value) {
		p.unlockAudio()
		if p.armed != id {
			p.disarm() // any other button cancels a pending confirmation
		}
		if err := action(); err != nil {
			browser.SetText(browser.ByID("status"), err.Error())
			return
		}
		p.render()
	})
}

// boardMoved follows a move played on the board: the person's went into
// the game through the controller (play), banqi's through the board's
// own engine turns too; the page draws what follows.
func (p *page) boardMoved(ev js.Value) {
	if p.bq != nil {
		p.saveBanqi()
		p.playSound("move")
	} else if d := ev.Get("detail"); d.Type() == js.TypeObject && d.Get("by").String() == "user" {
		p.disarm()
	}
	p.render()
}

// play is the board's way to the controller for the person's moves; a
// move the controller refuses (a flag that fell) shows its reason.
func (p *page) play(m rules.Move) error {
	err := p.ctl.Play(m)
	if err != nil {
		browser.After(0, func() {
			p.render()
			browser.SetText(browser.ByID("status"), err.Error())
		})
	}
	return err
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

// game is the game the page plays, which its board shows.
func (p *page) game() *core.Game {
	if p.bq != nil {
		return p.bq.game
	}
	return p.ctl.Game()
}

// review shows the position after ply moves (the board follows the game's
// cursor); a ply past the end follows the game again.
func (p *page) review(ply int) { p.game().Review(max(ply, 0)) }

// step moves the review by d moves.
func (p *page) step(d int) { p.game().Step(d) }

// flip turns the board: banqi's only on screen, the others' in the game's settings.
func (p *page) flip() error {
	if p.bq != nil {
		p.bq.flipped = !p.bq.flipped
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
	browser.Translate(string(l), l.T("page.title"), func(key string) string { return l.T(key) })
	p.dialogSides()
	p.clockLabels()
	p.levelText()
	p.disarm()
}

// render draws everything from the controller's view.
func (p *page) render() {
	if p.bq != nil {
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
	browser.SetText(browser.ByID("title"), v.Title)
	p.renderPieces(v.Game)
	browser.SetText(browser.ByID("status"), v.Status)
	p.renderControls(v)
	p.renderClocks(v.Clocks, v.Flipped)
	p.renderMoves(v)
	p.renderResult(v)
	p.renderAnalysis()
	p.renderShare()
	p.renderNotices()
	p.playSound(p.ctl.Sound())
}

// drawBoard hands the board the game (the same instance the controller
// plays) with whose pieces the person moves, the way the board turns, the
// hint arrow and the moves that decided the game; the board shows it as
// it stands and follows its moves.
func (p *page) drawBoard(v game.View) {
	browser.SetAttr(p.boardEl, "data-thinking", map[bool]string{true: "true"}[v.Thinking])
	s := driver.Setup{Game: p.ctl.Game(), Play: p.play, Player: driver.ColorName(v.Mover), Orientation: orientation(v.Flipped),
		Lang: p.lang,
		// Premoves are for games against the engine: between two players the
		// side not to move is the other person.
		Premove: p.premove && p.ctl.Settings().Opponent != game.OpponentFriend}
	if v.Hint.MovesPiece() {
		s.Arrows = []rules.Move{v.Hint}
	}
	for _, m := range p.ctl.DecisiveMoves() {
		s.Marks = append(s.Marks, m.From(), m.To())
	}
	if err := p.board.Setup(s); err != nil {
		global.Get("console").Call("error", "play: the board refused the game:", err.Error())
	}
}

// orientation is the side at the bottom of a board turned or not.
func orientation(flipped bool) rules.Color {
	if flipped {
		return rules.Second
	}
	return rules.First
}

func (p *page) renderControls(v game.View) {
	l := p.lang
	browser.SetDisabled(browser.ByID("takeback"), !v.CanTakeback)
	browser.SetDisabled(browser.ByID("hint"), !v.CanHint)
	browser.SetDisabled(browser.ByID("draw"), !v.CanDraw)
	browser.SetDisabled(browser.ByID("resign"), !v.CanResign)
	passing := p.ctl.Variant().Passing
	browser.SetHidden(browser.ByID("pass"), !passing)
	browser.SetDisabled(browser.ByID("pass"), !v.CanPass)
	why := browser.ByID("pass-why")
	browser.SetText(why, v.PassNote)
	browser.SetHidden(why, v.PassNote == "" || !passing)
	browser.SetAttr(browser.ByID("pass"), "title", v.PassNote)
	browser.SetHidden(browser.ByID("claim"), !v.CanClaim)
	browser.SetAttr(browser.ByID("analyse"), "aria-pressed", fmt.Sprint(p.ctl.Analysing()))
	pre := browser.ByID("premove")
	browser.SetAttr(pre, "aria-pressed", fmt.Sprint(p.premove))
	browser.SetHidden(pre, p.ctl.Settings().Opponent == game.OpponentFriend)
	if p.premove {
		browser.SetText(pre, l.T("btn.premove.on"))
	} else {
		browser.SetText(pre, l.T("btn.premove.off"))
	}
	snd := browser.ByID("sound")
	browser.SetAttr(snd, "aria-pressed", fmt.Sprint(p.sound))
	if p.sound {
		browser.SetText(snd, l.T("btn.sound.on"))
	} else {
		browser.SetText(snd, l.T("btn.sound.off"))
	}
	browser.SetDisabled(browser.ByID("first"), v.Cursor == 0)
	browser.SetDisabled(browser.ByID("prev"), v.Cursor == 0)
	browser.SetDisabled(browser.ByID("next"), v.Live)
	browser.SetDisabled(browser.ByID("last"), v.Live)
	pts := browser.ByID("points")
	browser.SetHidden(pts, v.Points == "")
	browser.SetText(pts, v.Points)
	p.renderNotations()
}

// renderClocks draws the clocks: the bottom one is the side at the
// bottom of the board's.
func (p *page) renderClocks(cv *game.ClockView, flipped bool) {
	top, bottom := browser.ByID("clock-top"), browser.ByID("clock-bottom")
	browser.SetHidden(top, cv == nil)
	browser.SetHidden(bottom, cv == nil)
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
		browser.SetAttr(el, "data-side", map[rules.Color]string{rules.First: "first", rules.Second: "second"}[c])
		browser.SetAttr(el, "aria-label", p.lang.T("clock.of", name)+": "+cv.Text[c])
		cl := el.Get("classList")
		cl.Call("toggle", "running", cv.Running == int(c))
		cl.Call("toggle", "low", cv.Low[c])
		cl.Call("toggle", "flagged", cv.Flagged[c])
	}
}

func (p *page) renderNotations() {
	sel := browser.ByID("notation")
	list := p.ctl.Variant().Notations()
	key := fmt.Sprint(list)
	if sel.Call("getAttribute", "data-list").String() != key {
		sel.Set("textContent", "")
		for _, n := range list {
			o := doc.Call("createElement", "option")
			o.Set("value", n)
			o.Set("textContent", driver.NotationName(n))
			sel.Call("appendChild", o)
		}
		sel.Call("setAttribute", "data-list", key)
	}
	sel.Set("value", p.ctl.Settings().Notation)
}

// renderMoves redraws the move list when it changed.
func (p *page) renderMoves(v game.View) {
	key := fmt.Sprint(v.Moves, v.Cursor)
	if key == p.moves {
		return
	}
	p.moves = key
	ol := browser.ByID("moves")
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
	box := browser.ByID("result")
	browser.SetHidden(box, v.Result == "")
	browser.SetText(browser.ByID("headline"), v.Headline)
	browser.SetText(browser.ByID("result-text"), v.Result)
}

// renderAnalysis draws the evaluation bar and the engine's line.
func (p *page) renderAnalysis() {
	v := p.ctl.View()
	box := browser.ByID("analysis")
	browser.SetHidden(box, v.Analysis == nil)
	if v.Analysis == nil {
		return
	}
	a := v.Analysis
	share := a.Bar
	if v.Flipped {
		share = 1 - share // the bar fills with the human's share
	}
	browser.ByID("evalfill").Get("style").Call("setProperty", "width", fmt.Sprintf("%.1f%%", share*100))
	browser.SetText(browser.ByID("analysis-text"), a.Text)
	browser.SetAttr(box, "data-depth", fmt.Sprint(a.Depth))
}

func (p *page) renderNotices() {
	box := browser.ByID("notices")
	for _, n := range append(p.notices, p.ctl.Notices()...) {
		el := doc.Call("createElement", "p")
		el.Set("className", "notice")
		el.Set("textContent", n)
		close := doc.Call("createElement", "button")
		close.Set("type", "button")
		close.Set("className", "close")
		close.Set("textContent", "×")
		close.Call("setAttribute", "aria-label", p.lang.T("btn.close"))
		browser.On(close, "click", "play", func(js.Value) { el.Call("remove") })
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
	browser.ByID("notices").Call("appendChild", el)
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
	browser.ByID("record").Set("value", rec)
	browser.SetHidden(browser.ByID("import-error"), true)
	return nil
}

// exportGIB downloads a janggi game as a .gib file.
func (p *page) exportGIB() error {
	data, err := p.ctl.ExportGIB()
	if err != nil {
		return err
	}
	browser.Download(browser.BytesBlob(data, "application/octet-stream"), "elephant-janggi.gib")
	return nil
}

func (p *page) importRecord() error {
	text := browser.ByID("record").Get("value").String()
	errBox := browser.ByID("import-error")
	if err := p.ctl.Import(text); err != nil {
		browser.SetText(errBox, p.lang.Error(p.ctl.Variant().Game, err))
		browser.SetHidden(errBox, false)
		return nil
	}
	browser.SetHidden(errBox, true)
	return nil
}

// renderPieces lists the game's pieces with their names in the language.
func (p *page) renderPieces(g rules.Game) {
	ul := browser.ByID("pieces")
	key := string(p.lang) + g.String()
	if ul.Call("getAttribute", "data-key").String() == key {
		return
	}
	ul.Set("textContent", "")
	browser.SetHidden(browser.ByID("pieces-note"), true)
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
	ul := browser.ByID("pieces")
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
	note := browser.ByID("pieces-note")
	browser.SetText(note, p.lang.T("banqi.ranks"))
	browser.SetHidden(note, false)
	ul.Call("setAttribute", "data-key", key)
}

// renderHistory lists the finished games.
func (p *page) renderHistory() {
	ol := browser.ByID("history")
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
