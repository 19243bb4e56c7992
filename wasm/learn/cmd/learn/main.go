//go:build js && wasm

// Command learn is the /learn/ page's WASM module (site/static/learn.wasm,
// loaded by site/static/learn/learn.js). It is a module of its own because
// the lessons and their JSON decoding would push the shared elephant.wasm
// past its size budget on every other page.
package main

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/learn"
)

func main() {
	api := js.Global().Get("Elephant")
	if api.Type() != js.TypeObject || api.Get("_started").Type() != js.TypeFunction {
		js.Global().Get("console").Call("error", "learn.wasm: load it with /learn/learn.js")
		return
	}
	learn.Register(api)
	api.Call("_started")
	select {} // the page's callbacks run from here on
}
