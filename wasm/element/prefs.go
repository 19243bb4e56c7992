//go:build js && wasm

package element

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/browser"
)

// The piece style is saved as versioned JSON under elephant.pieces.
const (
	prefsKey     = "elephant.pieces"
	prefsVersion = 1
)

// loadStyle reads the saved piece style; unreadable data is discarded with
// a notice on the console, and a browser that refuses storage gives the
// traditional style. The browser's JSON keeps encoding/json, and the
// reflection it brings, out of the module.
func loadStyle() view.Style {
	store := browser.Storage{}
	raw, ok := store.Get(prefsKey)
	if !ok {
		return view.Traditional
	}
	style, valid := view.Traditional, false
	_ = browser.Safely(func() {
		v := global.Get("JSON").Call("parse", raw)
		if v.Type() == js.TypeObject && v.Get("v").Type() == js.TypeNumber && v.Get("v").Int() == prefsVersion &&
			v.Get("style").Type() == js.TypeString {
			style, valid = view.ParseStyle(v.Get("style").String()), true
		}
	})
	if !valid {
		store.Remove(prefsKey)
		_ = browser.Safely(func() { global.Get("console").Call("warn", "Elephant: discarded unreadable saved piece style") })
	}
	return style
}

func saveStyle(s view.Style) {
	_ = browser.Safely(func() {
		v := global.Get("JSON").Call("stringify", map[string]any{"v": prefsVersion, "style": s.String()})
		_ = browser.Storage{}.Set(prefsKey, v.String())
	})
}
