//go:build js && wasm

// Command elephant is the site's one WASM module (elephant.wasm), so that
// the browser downloads and caches Go's runtime, the rules and the boards
// once. It picks its role when it starts:
//
//   - in a Web Worker (no document), started by site/static/engine-worker.js,
//     it is the engine worker (worker.Serve), or the import worker that
//     reads game files (gamefile.Serve) when the worker's name starts with
//     "import:";
//   - on a page, started by site/static/elephant.js, it drives every
//     <elephant-board> of the page (element.Start), then starts the screen the
//     loader names in Elephant.screen, from its script tag's data-screen
//     attribute: "play", "analysis", "learn", "puzzles", or none (plain
//     pages and embeds: boards only).
package main

import (
	"fmt"
	"strings"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/langload"
	"github.com/elephant-chess/elephant/wasm/browser/sitelang"
	"github.com/elephant-chess/elephant/wasm/element"
	"github.com/elephant-chess/elephant/wasm/gamefile"
	"github.com/elephant-chess/elephant/wasm/screen/analysis"
	"github.com/elephant-chess/elephant/wasm/screen/learn"
	"github.com/elephant-chess/elephant/wasm/screen/play"
	"github.com/elephant-chess/elephant/wasm/screen/puzzles"
	"github.com/elephant-chess/elephant/wasm/worker"
)

func main() {
	global := js.Global()
	if global.Get("document").IsUndefined() {
		if name := global.Get("name"); name.Type() == js.TypeString && strings.HasPrefix(name.String(), "import:") {
			gamefile.Serve(global) // the import worker of /analysis/'s game files
			return
		}
		worker.Serve(global)
		return
	}
	api := global.Get("Elephant")
	if api.Type() != js.TypeObject {
		global.Get("console").Call("error", "elephant.wasm: load it with elephant.js")
		return
	}
	screen := api.Get("screen")
	named := screen.Type() == js.TypeString && screen.String() != ""
	loadLanguage(named && screen.String() == "learn")
	app := element.Start(api)
	if named {
		if err := startScreen(app, screen.String()); err != nil {
			global.Get("console").Call("error", "Elephant: "+err.Error())
		}
		mark(screen.String() + ":interactive")
	}
	select {} // the boards' and screens' callbacks run from here on
}

// screens are the page modules, each started the same way: it builds its
// screen into the page around app's boards and returns.
var screens = map[string]func(app *element.App) error{
	"play":     play.Start,
	"analysis": analysis.Start,
	"puzzles":  puzzles.Start,
	"learn":    learn.Start,
}

// startScreen starts the page code of the screen named name.
func startScreen(app *element.App, name string) error {
	start, ok := screens[name]
	if !ok {
		return fmt.Errorf("no screen %q (play, analysis, learn or puzzles)", name)
	}
	return start(app)
}

// loadLanguage brings the page's language into the module before anything
// is worded (langload): on the site's pages (which have the header's
// script, window.ElephantSite) the site's language, elsewhere the
// embedding page's <html lang>; boards with a lang of their own load theirs
// when they start. On
// /learn/ the lesson translations come too. A language that cannot be had
// leaves English standing in.
func loadLanguage(lessons bool) {
	var doc string
	_ = browser.Safely(func() { doc = js.Global().Get("document").Get("documentElement").Get("lang").String() })
	l, _ := i18n.Match(doc) // English for a language the site does not speak
	if js.Global().Get("ElephantSite").Truthy() {
		l = sitelang.Get() // a page of the site: its setting decides
	}
	need := langload.Catalogue
	if lessons {
		need = langload.Lessons
	}
	if err := langload.Load(l, need); err != nil {
		js.Global().Get("console").Call("warn", "Elephant: "+err.Error()+"; English stands in")
	}
}

// mark records a performance mark for the load-time measurements.
func mark(name string) {
	if p := js.Global().Get("performance"); p.Type() == js.TypeObject {
		p.Call("mark", name)
	}
}
