//go:build js && wasm

package element

import (
	"testing"

	"github.com/elephant-chess/elephant/wasm/browser/browsertest"
	"github.com/elephant-chess/elephant/wasm/driver"
)

func TestAttrs(t *testing.T) {
	el := browsertest.Element(map[string]string{"game": "janggi", "mode": "<script>", "level": "3",
		"options": `{"Janggi":{}}`, "moves": "b1c3", "player": "first", "lang": "es", "arrows": "a1a2", "marks": "e2",
		"ended": "draw", "variant": "janggimodern", "controls": "none"})
	got := attrs(el)
	want := driver.Attrs{Game: "janggi", Mode: "<script>", Level: "3", Options: `{"Janggi":{}}`, Moves: "b1c3",
		Player: "first", Lang: "es", Arrows: "a1a2", Marks: "e2", Ended: "draw", Variant: "janggimodern", Controls: "none"}
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}
