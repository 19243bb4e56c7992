//go:build js && wasm

// Package element is the <elephant-board> element's Go side: a surface
// (wasm/board/surface) in a shadow root whose intents go to the board's
// driver (wasm/driver), the App that runs every board of a page, the typed
// handles Go pages hold, and the page's one engine worker client
// (wasm/engine) the boards and screens share.
package element

import "syscall/js"

var global = js.Global()
