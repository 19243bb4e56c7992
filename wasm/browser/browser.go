//go:build js && wasm

// Package browser holds the few browser facilities every page module needs,
// made safe: a call into JavaScript that throws becomes an error, and
// localStorage that the browser refuses reads as empty.
package browser

import (
	"fmt"
	"syscall/js"
)

// Safely runs f and turns a panic from a JavaScript exception into an error,
// so that a page keeps running when the browser refuses a call.
func Safely(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = e
			} else {
				err = fmt.Errorf("javascript error: %v", r)
			}
		}
	}()
	f()
	return nil
}

// Storage is window.localStorage: a browser that refuses storage (private
// mode, a full quota, a sandboxed frame, a frame on another site when
// third-party storage is blocked) gives errors and absent values.
type Storage struct{}

// localStorage reads window.localStorage through Reflect.get. A browser that
// blocks storage throws on the property read itself, and syscall/js turns a
// throw into a recoverable panic only inside Call: a throwing Get would end
// the module.
func localStorage() js.Value {
	return js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
}

// Get returns the value under k; ok is false when there is none.
func (Storage) Get(k string) (v string, ok bool) {
	_ = Safely(func() {
		r := localStorage().Call("getItem", k)
		if r.Type() == js.TypeString {
			v, ok = r.String(), true
		}
	})
	return v, ok
}

// Set stores v under k.
func (Storage) Set(k, v string) error {
	return Safely(func() { localStorage().Call("setItem", k, v) })
}

// Remove forgets k.
func (Storage) Remove(k string) {
	_ = Safely(func() { localStorage().Call("removeItem", k) })
}

// After calls f once after ms milliseconds, from the browser's event loop:
// never from within the caller.
func After(ms int, f func()) {
	var fn js.Func
	fn = js.FuncOf(func(js.Value, []js.Value) any {
		fn.Release()
		f()
		return nil
	})
	js.Global().Call("setTimeout", fn, ms)
}

// SetText writes s as el's text, leaving the DOM alone when it already
// reads so; a missing element is ignored.
func SetText(el js.Value, s string) {
	if el.Truthy() && el.Get("textContent").String() != s {
		el.Set("textContent", s)
	}
}

// Navigate reads a keydown as a move-list key, as on game sites: ← and →
// step by one move (step(-1), step(1)), Home and End jump to the ends. Keys
// that something else has claimed are left alone: ones a handler before has
// used (the board's keyboard cursor), ones typed into a field, and ones
// with a modifier (the browser's shortcuts). It reports whether it acted,
// and then the key's default is prevented.
func Navigate(ev js.Value, step func(int), first, last func()) bool {
	if ev.Get("defaultPrevented").Truthy() ||
		ev.Get("altKey").Truthy() || ev.Get("ctrlKey").Truthy() || ev.Get("metaKey").Truthy() {
		return false
	}
	if tag := ev.Get("target").Get("tagName"); tag.Type() == js.TypeString {
		switch tag.String() {
		case "INPUT", "TEXTAREA", "SELECT":
			return false
		}
	}
	switch ev.Get("key").String() {
	case "ArrowLeft":
		step(-1)
	case "ArrowRight":
		step(1)
	case "Home":
		first()
	case "End":
		last()
	default:
		return false
	}
	ev.Call("preventDefault")
	return true
}
