//go:build js && wasm

// Package browsertest holds what the wasm packages' tests share to stand
// in for the DOM under Node, which has none. Only tests import it.
package browsertest

import "syscall/js"

// Element is a plain JS object with getAttribute, setAttribute and
// removeAttribute over attrs, enough for code that reads and writes an
// element's attributes.
func Element(attrs map[string]string) js.Value {
	o := js.Global().Get("Object").New()
	o.Set("getAttribute", js.FuncOf(func(_ js.Value, a []js.Value) any {
		if v, ok := attrs[a[0].String()]; ok {
			return v
		}
		return nil
	}))
	o.Set("setAttribute", js.FuncOf(func(_ js.Value, a []js.Value) any {
		attrs[a[0].String()] = a[1].String()
		return nil
	}))
	o.Set("removeAttribute", js.FuncOf(func(_ js.Value, a []js.Value) any {
		delete(attrs, a[0].String())
		return nil
	}))
	return o
}
