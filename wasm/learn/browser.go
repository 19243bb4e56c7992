//go:build js && wasm

package learn

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/view"
)

// pieceStyle is the piece style the site's boards saved (elephant.pieces).
func pieceStyle(store Storage) view.Style {
	raw, ok := store.Get("elephant.pieces")
	style := view.Traditional
	if !ok {
		return style
	}
	_ = safely(func() {
		v := global.Get("JSON").Call("parse", raw)
		if v.Type() == js.TypeObject && v.Get("style").Type() == js.TypeString {
			style = view.ParseStyle(v.Get("style").String())
		}
	})
	return style
}

// safely runs f, turning a JavaScript exception into an error.
func safely(f func()) error { return browser.Safely(f) }
