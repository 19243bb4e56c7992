//go:build js && wasm

package element

import (
	"syscall/js"
	"testing"

	"github.com/elephant-chess/elephant/wasm/driver"
)

// fakeElement is a plain JS object with getAttribute, setAttribute and
// removeAttribute, enough for the attribute code (Node has no DOM).
func fakeElement(attrs map[string]string) js.Value {
	o := js.Global().Get("Object").New()
	o.Set("getAttribute", js.FuncOf(func(_ js.Value, a []js.Value) any {
		if v, ok := attrs[a[0].String()]; ok {
			return v
		}
		return nil
	}))
	o.Set("setAttribute", js.FuncOf(func(_ js.Value, a []js.Value) any {
		attrs[a[0].String()] = a[1].String()
		return nil
	}))
	o.Set("removeAttribute", js.FuncOf(func(_ js.Value, a []js.Value) any {
		delete(attrs, a[0].String())
		return nil
	}))
	return o
}

func TestAttrs(t *testing.T) {
	el := fakeElement(map[string]string{"game": "janggi", "mode": "<script>", "level": "3",
		"options": `{"Janggi":{}}`, "moves": "b1c3", "player": "first", "lang": "es", "arrows": "a1a2", "marks": "e2",
		"ended": "draw", "variant": "janggimodern", "controls": "none"})
	got := attrs(el)
	want := driver.Attrs{Game: "janggi", Mode: "<script>", Level: "3", Options: `{"Janggi":{}}`, Moves: "b1c3",
		Player: "first", Lang: "es", Arrows: "a1a2", Marks: "e2", Ended: "draw", Variant: "janggimodern", Controls: "none"}
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestSetAttr(t *testing.T) {
	m := map[string]string{"data-error": "old"}
	el := fakeElement(m)
	tests := []struct {
		name, value string
		keep        bool
		present     bool
	}{
		{"data-fen", "9/9 w", false, true},
		{"data-error", "", false, false}, // an empty message removes the attribute
		{"data-dest", "", true, true},    // unless the empty value is the point
	}
	for _, tt := range tests {
		setAttr(el, tt.name, tt.value, tt.keep)
		if v, ok := m[tt.name]; ok != tt.present || ok && v != tt.value {
			t.Errorf("%s: present %v value %q", tt.name, ok, v)
		}
	}
}

func TestSafely(t *testing.T) {
	thrower := js.Global().Get("Function").New("throw new Error('denied')")
	if err := safely(func() { thrower.Invoke() }); err == nil {
		t.Error("a JS exception was not turned into an error")
	}
	if err := safely(func() {}); err != nil {
		t.Error(err)
	}
}
