//go:build js && wasm

package web

import "syscall/js"

// Storage is window.localStorage for page modules (game.Storage and the
// like): a browser that refuses storage (private mode, a full quota, a
// sandboxed frame) gives errors and absent values, never a crash.
type Storage struct{}

// Get returns the value under k; ok is false when there is none.
func (Storage) Get(k string) (v string, ok bool) {
	safely(func() {
		r := global.Get("localStorage").Call("getItem", k)
		if r.Type() == js.TypeString {
			v, ok = r.String(), true
		}
	})
	return v, ok
}

// Set stores v under k.
func (Storage) Set(k, v string) error {
	return safely(func() { global.Get("localStorage").Call("setItem", k, v) })
}

// Remove forgets k.
func (Storage) Remove(k string) {
	safely(func() { global.Get("localStorage").Call("removeItem", k) })
}

// After calls f once after ms milliseconds, from the browser's event loop:
// never from within the caller.
func After(ms int, f func()) { after(ms, f) }
