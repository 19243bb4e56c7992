package driver

import (
	"encoding/json"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// FuzzOptions feeds the hand-written options reader anything: it must never
// panic, and what it accepts must be what encoding/json reads from the same
// text, and must come back whole through OptionsJSON.
func FuzzOptions(f *testing.F) {
	for _, s := range []string{`{}`, `{"Xiangqi":{"MoveLimit":0}}`, `{"Janggi":{"Pass":2,"Counting":true}}`,
		`{"Shatar":{"KnightMate":false}}`, `{"Xiangqi":{"MoveLimit":1e3}}`, `{"a":`, `[1]`, `{"Janggi":{"Pass":-1}}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseOptions(rules.Options{}, s)
		if err != nil {
			return
		}
		var want rules.Options
		if err := json.Unmarshal([]byte(s), &want); err != nil {
			t.Fatalf("parseOptions accepted %q, which encoding/json refuses: %v", s, err)
		}
		if got != want {
			t.Fatalf("ParseOptions(%q) = %+v, encoding/json reads %+v", s, got, want)
		}
		back, err := ParseOptions(rules.Options{}, OptionsJSON(got))
		if err != nil || back != got {
			t.Fatalf("round trip of %q: %+v, %v", s, back, err)
		}
	})
}
