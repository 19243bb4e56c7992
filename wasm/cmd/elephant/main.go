//go:build js && wasm

// Command elephant is the page's WASM module (elephant.wasm): one instance
// drives every <elephant-board> on a page. site/static/elephant.js loads it.
package main

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/web"
)

func main() {
	api := js.Global().Get("Elephant")
	if api.Type() != js.TypeObject {
		js.Global().Get("console").Call("error", "elephant.wasm: load it with elephant.js")
		return
	}
	web.Start(api)
	select {} // the boards' callbacks run from here on
}
