package game

import (
	"github.com/elephant-chess/elephant/wasm/browser"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// newLangTest starts a game in language l with the settings' notation left empty.
func newLangTest(t *testing.T, g rules.Game, l i18n.Lang) (*Controller, *fakeEngine) {
	t.Helper()
	eng := &fakeEngine{t: t}
	c := New(browser.MemoryStore{}, eng, l)
	c.Now = func() time.Time { return time.Date(2026, 11, 30, 7, 0, 0, 0, time.UTC) }
	if err := c.NewGame(Defaults(g)); err != nil {
		t.Fatal(err)
	}
	return c, eng
}

// moveTexts returns the move list as written.
func moveTexts(c *Controller) []string {
	var out []string
	for _, m := range c.View().Moves {
		out = append(out, m.Text)
	}
	return out
}

func TestDefaultNotationFollowsLanguage(t *testing.T) {
	cases := []struct {
		game rules.Game
		lang i18n.Lang
		want string
	}{
		{rules.Xiangqi, i18n.Spanish, "spanish"},
		{rules.Xiangqi, i18n.English, "wxf"},
		{rules.Janggi, i18n.Spanish, "korean"},
		{rules.Shatar, i18n.Spanish, "san"},
	}
	for _, tc := range cases {
		c, _ := newLangTest(t, tc.game, tc.lang)
		if got := c.Settings().Notation; got != tc.want {
			t.Errorf("%s in %s: notation %q, want %q", tc.game, tc.lang, got, tc.want)
		}
	}
}

func TestSpanishMoveList(t *testing.T) {
	c, eng := newLangTest(t, rules.Xiangqi, i18n.Spanish)
	mustMove(t, c, "h3e3")
	eng.script = []string{"h10g8"}
	eng.answer(c)
	if got := moveTexts(c); len(got) != 2 || got[0] != "C2 h5" || got[1] != "Z8 a7" {
		t.Fatalf("move list %q, want [C2 h5, Z8 a7]", got)
	}
	c.SetNotation("wxf") // still selectable like the others
	if got := moveTexts(c); got[0] != "C2=5" {
		t.Fatalf("after choosing WXF: %q", got)
	}
	c.SetNotation("spanish")
	if got := moveTexts(c); got[0] != "C2 h5" {
		t.Fatalf("after choosing Spanish again: %q", got)
	}
}

// TestSetLangNotation: switching the language carries a default notation
// over to the new language's default, and keeps a notation the player chose.
func TestSetLangNotation(t *testing.T) {
	c, _ := newLangTest(t, rules.Xiangqi, i18n.English)
	mustMove(t, c, "h3e3")
	c.SetLang(i18n.Spanish)
	if got := moveTexts(c)[0]; got != "C2 h5" || c.Settings().Notation != "spanish" {
		t.Fatalf("English default, then Spanish: %q (%s)", got, c.Settings().Notation)
	}
	c.SetLang(i18n.English)
	if got := moveTexts(c)[0]; got != "C2=5" {
		t.Fatalf("back to English: %q", got)
	}
	c.SetNotation("chinese")
	c.SetLang(i18n.Spanish)
	if got := c.Settings().Notation; got != "chinese" {
		t.Fatalf("a chosen notation changed with the language: %q", got)
	}
}
