package driver

import (
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

func TestDefaultNotationByLanguage(t *testing.T) {
	cases := []struct {
		game string
		lang i18n.Lang
		want string
	}{
		{"xiangqi", i18n.English, rules.NotationNameWXF},
		{"xiangqi", i18n.Spanish, rules.NotationNameSpanish},
		{"xiangqi", i18n.ChineseSimplified, rules.NotationNameChinese},
		{"xiangqi", i18n.ChineseTraditional, rules.NotationNameChinese},
		{"xiangqi", i18n.Korean, rules.NotationNameWXF},
		{"xiangqi", i18n.Mongolian, rules.NotationNameWXF},
		{"janggi", i18n.Korean, rules.NotationNameKorean},
		{"janggi", i18n.ChineseSimplified, rules.NotationNameKorean},
		{"shatar", i18n.Mongolian, rules.NotationNameSAN},
	}
	for _, c := range cases {
		if got := DefaultNotation(rules.MustPreset(c.game), c.lang); got != c.want {
			t.Errorf("%s in %s: %q, want %q", c.game, c.lang, got, c.want)
		}
	}
}

// TestMoveTextScript: each Chinese community reads the move list in its own
// characters, and the text reads back as the move.
func TestMoveTextScript(t *testing.T) {
	cases := []struct {
		lang      i18n.Lang
		uci, want string
	}{
		{i18n.ChineseSimplified, "b1c3", "马八进七"},
		{i18n.ChineseTraditional, "b1c3", "傌八進七"},
		{i18n.ChineseSimplified, "a1a2", "车九进一"},
		{i18n.ChineseTraditional, "a1a2", "俥九進一"},
		{i18n.English, "b1c3", "H8+7"},
		{i18n.Spanish, "b1c3", "Z8 a7"},
	}
	for _, c := range cases {
		p := rules.MustPreset("xiangqi").StartPosition()
		m, err := p.ParseMove(c.uci)
		if err != nil {
			t.Fatal(err)
		}
		got := MoveText(p, m, c.lang)
		if got != c.want {
			t.Errorf("%s in %s: %q, want %q", c.uci, c.lang, got, c.want)
		}
		if back, err := p.ParseChinese(got); c.lang == i18n.ChineseSimplified && (err != nil || back != m) {
			t.Errorf("%q reads as %v, %v; want %s", got, back, err, c.uci)
		}
	}
}
