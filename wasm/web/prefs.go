//go:build js && wasm

package web

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/view"
)

// The piece style is saved as versioned JSON under elephant.pieces.
const (
	prefsKey     = "elephant.pieces"
	prefsVersion = 1
)

// loadStyle reads the saved piece style; unreadable data is discarded with
// a notice on the console.
func loadStyle() view.Style {
	style := view.Traditional
	err := safely(func() {
		raw := global.Get("localStorage").Call("getItem", prefsKey)
		if raw.IsNull() {
			return
		}
		v := global.Get("JSON").Call("parse", raw)
		if v.Type() != js.TypeObject || v.Get("v").Type() != js.TypeNumber || v.Get("v").Int() != prefsVersion ||
			v.Get("style").Type() != js.TypeString {
			global.Get("localStorage").Call("removeItem", prefsKey)
			global.Get("console").Call("warn", "Elephant: discarded unreadable saved piece style")
			return
		}
		style = view.ParseStyle(v.Get("style").String())
	})
	if err != nil {
		safely(func() { global.Get("localStorage").Call("removeItem", prefsKey) })
		global.Get("console").Call("warn", "Elephant: discarded unreadable saved piece style")
	}
	return style
}

func saveStyle(s view.Style) {
	safely(func() {
		v := global.Get("JSON").Call("stringify", map[string]any{"v": prefsVersion, "style": s.String()})
		global.Get("localStorage").Call("setItem", prefsKey, v)
	})
}
