//go:build js && wasm

// Package sitelang is the site's one language setting, shared by every
// screen: the saved choice, else the browser's. It lives apart from
// package browser so that the board, which uses browser, needs no
// language catalogue.
package sitelang

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/wasm/browser"
)

// Get is the site's language: the saved setting (i18n.SettingKey), else
// the browser's. A setting that cannot be read is discarded with a notice
// on the console; storage the browser refuses reads as no setting.
func Get() i18n.Lang {
	store := browser.Storage{}
	if raw, ok := store.Get(i18n.SettingKey); ok {
		if l, ok := i18n.ParseSetting(raw); ok {
			return l
		}
		store.Remove(i18n.SettingKey)
		_ = browser.Safely(func() { js.Global().Get("console").Call("warn", "Elephant: discarded an unreadable language setting") })
	}
	var nav string
	_ = browser.Safely(func() {
		if v := js.Global().Get("navigator").Get("language"); v.Type() == js.TypeString {
			nav = v.String()
		}
	})
	return i18n.Pick(nav)
}

// Save keeps l as the site's language for every screen.
func Save(l i18n.Lang) error {
	return browser.Storage{}.Set(i18n.SettingKey, l.Setting())
}
