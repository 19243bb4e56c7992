//go:build js && wasm

// Package element is the <elephant-board> element's Go side: a surface
// (wasm/board/surface) in a shadow root whose intents go to the board's
// driver (wasm/driver), the App that runs every board of a page and the
// typed handles Go pages hold, and the client of the engine worker.
package element

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/browser"
)

var global = js.Global()

// document is looked up when first needed: there is none in Node, where
// this package's tests run.
func document() js.Value { return global.Get("document") }

// create makes an HTML element with a class.
func create(tag, class string) js.Value {
	e := document().Call("createElement", tag)
	if class != "" {
		e.Call("setAttribute", "class", class)
	}
	return e
}

// setAttr sets or, for "", removes an attribute, touching the DOM only on change.
func setAttr(e js.Value, name, value string, keepEmpty bool) {
	old := e.Call("getAttribute", name)
	switch {
	case value == "" && !keepEmpty:
		if !old.IsNull() {
			e.Call("removeAttribute", name)
		}
	case old.IsNull() || old.String() != value:
		e.Call("setAttribute", name, value)
	}
}

// safely runs f, turning a JS exception (a storage access refused in a
// sandboxed frame, say) into an error instead of a crash.
func safely(f func()) error { return browser.Safely(f) }
