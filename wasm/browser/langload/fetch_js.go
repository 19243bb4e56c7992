//go:build js && wasm

package langload

import (
	"errors"
	"fmt"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/browser"
)

// filesBase is the language files' folder: i18n/ beside the module
// (window.Elephant.assets, which elephant.js takes from its own address, so
// an embed on another site loads them from the site too).
func filesBase() string {
	base := "/"
	_ = browser.Safely(func() {
		if a := js.Global().Get("Elephant").Get("assets"); a.Type() == js.TypeString {
			base = a.String()
		}
	})
	return base + "i18n/"
}

// fetchText fetches url as text with the browser's fetch; an answer other
// than 2xx is an error.
func fetchText(url string) (string, error) {
	type result struct {
		text string
		err  error
	}
	ch := make(chan result, 1)
	onResponse := js.FuncOf(func(_ js.Value, args []js.Value) any {
		r := args[0]
		if !r.Get("ok").Truthy() {
			return js.Global().Get("Promise").Call("reject", js.Global().Get("Error").New(fmt.Sprintf("HTTP %d", r.Get("status").Int())))
		}
		return r.Call("text")
	})
	onText := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{text: args[0].String()}
		return nil
	})
	onError := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "failed"
		if len(args) > 0 {
			msg = js.Global().Call("String", args[0]).String()
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	defer onResponse.Release()
	defer onText.Release()
	defer onError.Release()
	if err := browser.Safely(func() {
		js.Global().Call("fetch", url).Call("then", onResponse).Call("then", onText, onError)
	}); err != nil {
		return "", fmt.Errorf("%s: %w", url, err)
	}
	r := <-ch
	if r.err != nil {
		return "", fmt.Errorf("%s: %w", url, r.err)
	}
	return r.text, nil
}
