//go:build js && wasm

// Package web is Elephant's browser layer: the <elephant-board> element's Go
// side, drawing the view package's SVG trees into shadow roots, routing
// pointer and keyboard input to the controllers and running the engine worker.
package web

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/view"
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

// builder is window.Elephant, whose _build and _buildAll (elephant.js) make
// SVG elements from view trees encoded as JSON: one call into JavaScript per
// redraw instead of one per attribute, which made the first drawing of a
// board take 80–500 ms. The builder sets attributes and textContent only;
// nothing is ever parsed as markup.
var builder js.Value

// build makes the SVG elements of one tree.
func build(n *view.Node) js.Value { return builder.Call("_build", n.JSON()) }

// buildAll makes the elements of several trees, returned as a JS array.
func buildAll(ns []*view.Node) js.Value { return builder.Call("_buildAll", view.JSONList(ns)) }

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
