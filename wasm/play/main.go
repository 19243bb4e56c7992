//go:build js && wasm

// Command play is the /play/ page's WASM module (site/static/play.wasm,
// loaded by site/static/play/play.js): the DOM glue around the game
// controller of package game. The board is drawn with package view and
// carries the same hooks as <elephant-board> (data-square, data-piece,
// data-dest on the points; data-fen, data-turn, data-last-move and
// data-status on the board); the engine is the site's engine worker.
package main

import (
	"fmt"
	"syscall/js"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/game"
	"github.com/elephant-chess/elephant/wasm/i18n"
)

var (
	global = js.Global()
	doc    = global.Get("document")
)

// Saved preferences of the page itself (the game has its own keys).
const (
	keyLang  = "elephant.play.lang"
	keySound = "elephant.play.sound"
	// keyOffline remembers that "available offline" was shown once.
	keyOffline = "elephant.play.offline"
)

func main() {
	p := &page{store: localStorage{}}
	p.lang = i18n.Pick(navigatorLanguage())
	if s, ok := p.store.Get(keyLang); ok {
		p.lang = i18n.Parse(s)
	}
	s, ok := p.store.Get(keySound)
	p.sound = !ok || s != "off"
	p.eng = newWorkerEngine(p)
	p.ctl = game.New(p.store, p.eng, p.lang)
	def, asked := defaultSettings()
	p.ctl.Restore(def)
	// A link to /play/?game=janggi starts janggi unless a game in progress
	// would be lost.
	if asked && p.ctl.Settings().Game != def.Game && (p.ctl.Plies() == 0 || p.ctl.EndReason() != "") {
		_ = p.ctl.NewGame(def)
	}
	p.setup()
	p.render()
	p.watchOffline()
	doc.Get("documentElement").Call("setAttribute", "data-ready", "true")
	select {}
}

// defaultSettings: "just play" xiangqi, or the game named in ?game=
// (asked is then true).
func defaultSettings() (s game.Settings, asked bool) {
	q := global.Get("URLSearchParams").New(global.Get("location").Get("search"))
	if g, err := rules.ParseGame(q.Call("get", "game").String()); err == nil {
		return game.Defaults(g), true
	}
	return game.Defaults(rules.Xiangqi), false
}

func navigatorLanguage() string {
	v := global.Get("navigator").Get("language")
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// safely runs f, turning a JS exception (a Go panic in syscall/js) into an
// error, so that one failed call never stops the module.
func safely(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	f()
	return nil
}

// localStorage adapts window.localStorage to game.Storage; a browser that
// refuses storage (private mode, quota) gives errors, not crashes.
type localStorage struct{}

func (localStorage) Get(k string) (v string, ok bool) {
	_ = safely(func() {
		r := global.Get("localStorage").Call("getItem", k)
		if r.Type() == js.TypeString {
			v, ok = r.String(), true
		}
	})
	return v, ok
}

func (localStorage) Set(k, v string) error {
	return safely(func() { global.Get("localStorage").Call("setItem", k, v) })
}

func (localStorage) Remove(k string) {
	_ = safely(func() { global.Get("localStorage").Call("removeItem", k) })
}

// on adds an event listener whose handler cannot stop the module.
func on(target js.Value, typ string, f func(ev js.Value)) {
	target.Call("addEventListener", typ, js.FuncOf(func(_ js.Value, args []js.Value) any {
		var ev js.Value
		if len(args) > 0 {
			ev = args[0]
		}
		if err := safely(func() { f(ev) }); err != nil {
			global.Get("console").Call("error", "play:", err.Error())
		}
		return nil
	}))
}

func byID(id string) js.Value { return doc.Call("getElementById", id) }

func setText(el js.Value, s string) {
	if el.Truthy() && el.Get("textContent").String() != s {
		el.Set("textContent", s)
	}
}

func setAttr(el js.Value, name, value string) {
	if !el.Truthy() {
		return
	}
	if value == "" {
		el.Call("removeAttribute", name)
		return
	}
	if cur := el.Call("getAttribute", name); cur.IsNull() || cur.String() != value {
		el.Call("setAttribute", name, value)
	}
}

func setHidden(el js.Value, hidden bool) {
	if el.Truthy() {
		el.Set("hidden", hidden)
	}
}

func setDisabled(el js.Value, disabled bool) {
	if el.Truthy() {
		el.Set("disabled", disabled)
	}
}
