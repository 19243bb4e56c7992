//go:build js && wasm

package browser

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
)

// Lang is the site's language: the saved setting (i18n.SettingKey), else
// the browser's. A setting that cannot be read is discarded with a notice
// on the console; storage the browser refuses reads as no setting.
func Lang() i18n.Lang {
	store := Storage{}
	if raw, ok := store.Get(i18n.SettingKey); ok {
		if l, ok := i18n.ParseSetting(raw); ok {
			return l
		}
		store.Remove(i18n.SettingKey)
		_ = Safely(func() { js.Global().Get("console").Call("warn", "Elephant: discarded an unreadable language setting") })
	}
	var nav string
	_ = Safely(func() {
		if v := js.Global().Get("navigator").Get("language"); v.Type() == js.TypeString {
			nav = v.String()
		}
	})
	return i18n.Pick(nav)
}

// SaveLang keeps l as the site's language for every screen.
func SaveLang(l i18n.Lang) error {
	return Storage{}.Set(i18n.SettingKey, l.Setting())
}
