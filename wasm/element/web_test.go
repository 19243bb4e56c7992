//go:build js && wasm

package element

import (
	"syscall/js"
	"testing"

	"github.com/elephant-chess/elephant/wasm/driver"
)

// withAttributes is a plain JS object whose getAttribute reads attrs,
// enough for attrs (Node has no DOM).
func withAttributes(attrs map[string]string) js.Value {
	o := js.Global().Get("Object").New()
	o.Set("getAttribute", js.FuncOf(func(_ js.Value, a []js.Value) any {
		if v, ok := attrs[a[0].String()]; ok {
			return v
		}
		return nil
	}))
	return o
}

func TestAttrs(t *testing.T) {
	el := withAttributes(map[string]string{"game": "janggi", "mode": "<script>", "level": "3",
		"options": `{"Janggi":{}}`, "moves": "b1c3", "player": "first", "lang": "es", "arrows": "a1a2", "marks": "e2",
		"ended": "draw", "variant": "janggimodern", "controls": "none"})
	got := attrs(el)
	want := driver.Attrs{Game: "janggi", Mode: "<script>", Level: "3", Options: `{"Janggi":{}}`, Moves: "b1c3",
		Player: "first", Lang: "es", Arrows: "a1a2", Marks: "e2", Ended: "draw", Variant: "janggimodern", Controls: "none"}
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}
