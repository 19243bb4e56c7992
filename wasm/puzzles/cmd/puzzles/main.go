//go:build js && wasm

// Command puzzles is the /puzzles/ page's WASM module (puzzles.wasm): the
// boards of package web plus the page of package puzzles, in one instance.
// It carries the puzzle collection, which is why it is not elephant.wasm:
// embedders' pages should not download it. site/static/elephant.js loads it
// when its script tag says data-module="puzzles".
package main

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/puzzles"
	"github.com/elephant-chess/elephant/wasm/web"
)

func main() {
	api := js.Global().Get("Elephant")
	if api.Type() != js.TypeObject {
		js.Global().Get("console").Call("error", "puzzles.wasm: load it with elephant.js")
		return
	}
	web.Start(api)
	if err := puzzles.Start(); err != nil {
		js.Global().Get("console").Call("error", "Elephant puzzles: "+err.Error())
	}
	select {}
}
