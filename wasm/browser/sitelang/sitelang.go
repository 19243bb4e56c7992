//go:build js && wasm

// Package sitelang is the site's one language setting, shared by every
// screen: the address's ?lang=, else the saved choice, else the browser's
// languages. It lives apart from package browser so that the board, which
// uses browser, needs no language catalogue. site/static/site.js decides
// the same way for the header and the pages without a screen.
package sitelang

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/langload"
)

// Get is the site's language: the address's lang parameter (the pages'
// hreflang links), which becomes the saved setting when there is none yet;
// else the saved setting (i18n.SettingKey); else the first of the
// browser's languages (navigator.languages) the site speaks. A setting that
// cannot be read is discarded with a notice on the console; storage the
// browser refuses reads as no setting.
func Get() i18n.Lang {
	store := browser.Storage{}
	raw, saved := store.Get(i18n.SettingKey)
	if search, _ := browser.Address(); search.Get("lang") != "" {
		if l, ok := i18n.Match(search.Get("lang")); ok {
			if !saved {
				_ = Save(l)
			}
			return l
		}
	}
	if saved {
		if l, ok := i18n.ParseSetting(raw); ok {
			return l
		}
		store.Remove(i18n.SettingKey)
		_ = browser.Safely(func() { js.Global().Get("console").Call("warn", "Elephant: discarded an unreadable language setting") })
	}
	return i18n.PickFrom(browserLanguages())
}

// browserLanguages lists navigator.languages, or navigator.language in a
// browser without the list.
func browserLanguages() []string {
	var tags []string
	_ = browser.Safely(func() {
		nav := js.Global().Get("navigator")
		if list := nav.Get("languages"); list.Type() == js.TypeObject {
			for i := range list.Length() {
				tags = append(tags, list.Index(i).String())
			}
		}
		if v := nav.Get("language"); len(tags) == 0 && v.Type() == js.TypeString {
			tags = append(tags, v.String())
		}
	})
	return tags
}

// Save keeps l as the site's language for every screen.
func Save(l i18n.Lang) error {
	return browser.Storage{}.Set(i18n.SettingKey, l.Setting())
}

// Switch keeps l as the site's language and calls f once l's words for
// need are at hand (langload.Then; English stands in for words that cannot
// be had). When the header's menu (#lang) has moved on to another language
// by then, f is not called: the later choice wins.
func Switch(l i18n.Lang, need langload.Need, f func()) {
	_ = Save(l)
	langload.Then(l, need, func() {
		if menu := browser.ByID("lang"); menu.Truthy() && menu.Get("value").String() != string(l) {
			return
		}
		f()
	})
}

// Follow calls f with each language chosen in the header's menu (#lang),
// once its words are at hand (Switch); name labels the listener for
// browser.On.
func Follow(name string, need langload.Need, f func(i18n.Lang)) {
	menu := browser.ByID("lang")
	browser.On(menu, "change", name, func(js.Value) {
		l := i18n.Parse(menu.Get("value").String())
		Switch(l, need, func() { f(l) })
	})
}
