//go:build js && wasm

// Package web is Elephant's browser layer: the <elephant-board> element's Go
// side, a surface (wasm/surface) in a shadow root whose intents drive a
// controller (wasm/control), and the client of the engine worker.
package web

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/elephant-chess/elephant/wasm/browser"
)

var global = js.Global()

// document is looked up when first needed: there is none in Node, where
// this package's tests run.
func document() js.Value { return global.Get("document") }

// wrap gives a JS element the dom package's methods without the cost of
// dom.WrapElement's constructor checks.
func wrap(v js.Value) *dom.BasicHTMLElement {
	return &dom.BasicHTMLElement{BasicElement: &dom.BasicElement{BasicNode: &dom.BasicNode{Value: v}}}
}

// create makes an HTML element with a class.
func create(tag, class string) *dom.BasicHTMLElement {
	e := wrap(document().Call("createElement", tag))
	if class != "" {
		e.SetAttribute("class", class)
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
