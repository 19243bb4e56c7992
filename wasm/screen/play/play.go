//go:build js && wasm

// Package play is the /play/ screen: the DOM glue around the game
// controller of package game. The board is the page's <elephant-board
// id="board">, handed the game through a element.Board handle (banqi's driver
// chosen by its attributes); the engine is the page's one engine worker,
// shared through element.Engine. wasm/cmd/elephant starts it on a page whose
// loader names the screen (data-screen="play").
package play

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/sitelang"
	"github.com/elephant-chess/elephant/wasm/element"
	"github.com/elephant-chess/elephant/wasm/screen/play/game"
)

var (
	global = js.Global()
	doc    = global.Get("document")
)

// Saved preferences of the page itself (the game has its own keys).
const (
	keySound = "elephant.play.sound"
	// keyPremove remembers whether moves may be made ahead of the engine.
	keyPremove = "elephant.play.premove"
	// keyOffline remembers that "available offline" was shown once.
	keyOffline = "elephant.play.offline"
)

// Start fills the /play/ page with app's boards and engine.
func Start(app *element.App) error {
	p := &page{store: browser.Storage{}, app: app}
	p.lang = sitelang.Get() // the site's one language setting
	s, ok := p.store.Get(keySound)
	p.sound = !ok || s != "off"
	pm, _ := p.store.Get(keyPremove)
	p.premove = pm == "on"
	p.eng = &workerEngine{p: p, share: app.Engine()}
	p.ctl = game.New(p.store, p.eng, p.lang)
	def, asked := defaultSettings()
	p.ctl.Restore(def)
	// A link to /play/?game=janggi starts janggi unless a game in progress
	// would be lost.
	if g, _ := rules.ParseGame(def.Game); asked && g != p.ctl.Variant().Game && (p.ctl.Plies() == 0 || p.ctl.EndReason() != "") {
		_ = p.ctl.NewGame(def)
	}
	p.setup()
	p.openBanqi(asked)
	p.openLinked()
	p.render()
	p.watchOffline()
	doc.Get("documentElement").Call("setAttribute", "data-ready", "true")
	return nil
}

// defaultSettings: "just play" xiangqi, or the game named in ?game=
// (asked is then true).
func defaultSettings() (s game.Settings, asked bool) {
	q, _ := browser.Address()
	if g, err := rules.ParseGame(q.Get("game")); err == nil {
		return game.Defaults(g), true
	}
	return game.Defaults(rules.Xiangqi), false
}
