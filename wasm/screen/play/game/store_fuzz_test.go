package game

import (
	"encoding/json"
	"github.com/elephant-chess/elephant/wasm/browser"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// FuzzRestore feeds the saved-game loader anything localStorage could hold:
// it never panics, and data it cannot use is discarded with a notice.
func FuzzRestore(f *testing.F) {
	good, _ := json.Marshal(saved{Version: SaveVersion, Settings: Defaults(rules.Janggi), Moves: []string{"a4b4"}})
	for _, s := range []string{string(good), `{"version":1,"settings":{"game":"xiangqi"},"moves":["h3e3"]}`,
		`{"version":1,"settings":{"game":"shatar"},"end":{"result":"1-0","reason":"resign"}}`, `{oops`, `null`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		store := browser.MemoryStore{KeyCurrent: raw}
		c := New(store, &fakeEngine{t: t}, i18n.English)
		c.Restore(Defaults(rules.Shatar))
		if c.g == nil {
			t.Fatalf("no position after restoring %q", raw)
		}
		if _, kept := store.Get(KeyCurrent); !kept && len(c.Notices()) == 0 {
			t.Fatalf("%q was discarded without a notice", raw)
		}
	})
}
