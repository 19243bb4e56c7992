//go:build js && wasm

package browser

import (
	"syscall/js"
	"testing"

	"github.com/elephant-chess/elephant/wasm/browser/browsertest"
)

func TestSetAttr(t *testing.T) {
	m := map[string]string{"data-error": "old"}
	el := browsertest.Element(m)
	tests := []struct {
		name, value string
		present     bool
	}{
		{"data-fen", "9/9 w", true},
		{"data-error", "", false}, // an empty value removes the attribute
		{"data-dest", "x", true},
	}
	for _, tt := range tests {
		SetAttr(el, tt.name, tt.value)
		if v, ok := m[tt.name]; ok != tt.present || ok && v != tt.value || Attr(el, tt.name) != tt.value {
			t.Errorf("%s: present %v value %q", tt.name, ok, v)
		}
	}
	SetAttr(js.Null(), "x", "y") // a missing element is ignored
}

func TestSafely(t *testing.T) {
	thrower := js.Global().Get("Function").New("throw new Error('denied')")
	if err := Safely(func() { thrower.Invoke() }); err == nil {
		t.Error("a JS exception was not turned into an error")
	}
	if err := Safely(func() {}); err != nil {
		t.Error(err)
	}
}
