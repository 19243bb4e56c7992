//go:build js && wasm

package browser

import (
	"strings"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/browser/query"
)

// The DOM helpers every screen and the board share: one way to find, make,
// change and listen to elements. They touch the DOM only on a change, and
// a missing element is ignored.

// Doc is the page's document, looked up when first needed: there is none
// in a Web Worker or under Node, where the tests run.
func Doc() js.Value { return js.Global().Get("document") }

// ByID returns the page's element with the id (null when there is none).
func ByID(id string) js.Value { return Doc().Call("getElementById", id) }

// Create makes an HTML element with a class ("" for none).
func Create(tag, class string) js.Value {
	e := Doc().Call("createElement", tag)
	if class != "" {
		e.Call("setAttribute", "class", class)
	}
	return e
}

// SetAttr sets an attribute or, for "", removes it.
func SetAttr(el js.Value, name, value string) {
	if !el.Truthy() {
		return
	}
	old := el.Call("getAttribute", name)
	switch {
	case value == "":
		if !old.IsNull() {
			el.Call("removeAttribute", name)
		}
	case old.IsNull() || old.String() != value:
		el.Call("setAttribute", name, value)
	}
}

// Attr reads an attribute, "" when absent.
func Attr(el js.Value, name string) string {
	if !el.Truthy() {
		return ""
	}
	v := el.Call("getAttribute", name)
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// SetHidden shows or hides an element by its hidden attribute, which holds
// before any stylesheet arrives.
func SetHidden(el js.Value, hidden bool) {
	if el.Truthy() {
		el.Set("hidden", hidden)
	}
}

// SetDisabled enables or disables a control.
func SetDisabled(el js.Value, disabled bool) {
	if el.Truthy() {
		el.Set("disabled", disabled)
	}
}

// Toggle sets or clears a class.
func Toggle(el js.Value, class string, on bool) {
	if el.Truthy() {
		el.Get("classList").Call("toggle", class, on)
	}
}

// Listeners are event listeners added together and removed together (a
// board's, when it leaves the page). The zero value is ready to use.
type Listeners struct {
	funcs  []js.Func
	remove []func()
}

// On adds a listener whose panic (a JavaScript exception, a bug) is
// logged on the console instead of stopping the module; what names the
// module's part in the log. A missing target is ignored.
func (ls *Listeners) On(target js.Value, typ, what string, f func(ev js.Value)) {
	if !target.Truthy() {
		return
	}
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		var ev js.Value
		if len(args) > 0 {
			ev = args[0]
		}
		if err := Safely(func() { f(ev) }); err != nil {
			js.Global().Get("console").Call("error", what+":", err.Error())
		}
		return nil
	})
	target.Call("addEventListener", typ, fn)
	ls.funcs = append(ls.funcs, fn)
	ls.remove = append(ls.remove, func() { target.Call("removeEventListener", typ, fn) })
}

// Release removes every listener and frees its function.
func (ls *Listeners) Release() {
	for _, r := range ls.remove {
		r()
	}
	for _, f := range ls.funcs {
		f.Release()
	}
	ls.funcs, ls.remove = nil, nil
}

// On adds a listener for the page's lifetime (see Listeners.On).
func On(target js.Value, typ, what string, f func(ev js.Value)) {
	var ls Listeners
	ls.On(target, typ, what, f)
}

// Closest reads an attribute from el or its nearest ancestor having it;
// "" when none has.
func Closest(el js.Value, name string) string {
	if !el.Truthy() || el.Get("closest").Type() != js.TypeFunction {
		return ""
	}
	return Attr(el.Call("closest", "["+name+"]"), name)
}

// Address reads the page address's query and fragment parameters as
// URLSearchParams reads them; a bad escape leaves its pair out.
func Address() (search, hash query.Values) {
	loc := js.Global().Get("location")
	search, _ = query.Parse(strings.TrimPrefix(loc.Get("search").String(), "?"))
	hash, _ = query.Parse(strings.TrimPrefix(loc.Get("hash").String(), "#"))
	return search, hash
}

// Translate writes a screen's fixed texts in a language: the document's
// lang and title, the text of every element with a data-i18n key, the
// title and accessible name of every element with a data-i18n-title key
// (text gives each key's words), and the header's language menu (#lang).
func Translate(lang, title string, text func(key string) string) {
	doc := Doc()
	doc.Get("documentElement").Set("lang", lang)
	doc.Set("title", title)
	Each(doc, "[data-i18n]", func(el js.Value) {
		t := text(Attr(el, "data-i18n"))
		// A game's name in a menu is followed by its own (Xiangqi 象棋),
		// unless the page speaks that game's language.
		if n := Attr(el, "data-native"); n != "" && !strings.HasPrefix(lang, Attr(el, "data-native-lang")) {
			t += " " + n
		}
		SetText(el, t)
	})
	Each(doc, "[data-i18n-title]", func(el js.Value) {
		t := text(Attr(el, "data-i18n-title"))
		SetAttr(el, "title", t)
		SetAttr(el, "aria-label", t)
	})
	if menu := ByID("lang"); menu.Truthy() {
		menu.Set("value", lang)
	}
}

// Each calls f on every element under root matching selector.
func Each(root js.Value, selector string, f func(el js.Value)) {
	list := root.Call("querySelectorAll", selector)
	for i := range list.Length() {
		f(list.Index(i))
	}
}

// Download saves a Blob under a file name through a temporary link.
func Download(blob js.Value, name string) {
	global := js.Global()
	url := global.Get("URL").Call("createObjectURL", blob)
	a := Doc().Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	Doc().Get("body").Call("append", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		global.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	global.Call("setTimeout", revoke, 10000)
}

// BytesBlob makes a Blob of bytes with a MIME type.
func BytesBlob(data []byte, mime string) js.Value {
	buf := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(buf, data)
	return js.Global().Get("Blob").New([]any{buf}, map[string]any{"type": mime})
}
