//go:build js && wasm

package web

// After calls f once after ms milliseconds, from the browser's event loop:
// never from within the caller.
func After(ms int, f func()) { after(ms, f) }
