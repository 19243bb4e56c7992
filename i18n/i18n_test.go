package i18n

import (
	"regexp"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func TestPick(t *testing.T) {
	cases := map[string]Lang{"es": Spanish, "es-AR": Spanish, "ES_es": Spanish, "en-US": English,
		"": English, "fr": English, "estonian": English, "zh-CN": ChineseSimplified, "zh": ChineseSimplified,
		"zh-Hans-SG": ChineseSimplified, "zh-TW": ChineseTraditional, "zh-hk": ChineseTraditional,
		"zh-Hant": ChineseTraditional, "ko-KR": Korean, "ko": Korean, "mn-MN": Mongolian, "mn-Cyrl": Mongolian}
	for in, want := range cases {
		if got := Pick(in); got != want {
			t.Errorf("Pick(%q) = %s, want %s", in, got, want)
		}
	}
	names := map[Lang]string{English: "English", Spanish: "Español", ChineseSimplified: "简体中文",
		ChineseTraditional: "繁體中文", Korean: "한국어", Mongolian: "Монгол"}
	if len(Langs) != len(names) {
		t.Errorf("Langs = %v", Langs)
	}
	for _, l := range Langs {
		if l.Name() != names[l] || !l.Loaded() {
			t.Errorf("%s: name %q (loaded %v), want %q", l, l.Name(), l.Loaded(), names[l])
		}
	}
}

// TestPickFrom: navigator.languages in the browser's order; the first
// language the site speaks wins, whatever comes after it.
func TestPickFrom(t *testing.T) {
	cases := []struct {
		tags []string
		want Lang
	}{
		{nil, English},
		{[]string{"de-DE", "fr"}, English},
		{[]string{"de-DE", "ko-KR", "en-US"}, Korean},
		{[]string{"zh-TW", "zh", "en"}, ChineseTraditional},
		{[]string{"fr-FR", "zh-CN"}, ChineseSimplified},
		{[]string{"en-GB", "es"}, English},
		{[]string{"mn", "ru"}, Mongolian},
		{[]string{"", "estonian", "es-419"}, Spanish},
	}
	for _, c := range cases {
		if got := PickFrom(c.tags); got != c.want {
			t.Errorf("PickFrom(%q) = %s, want %s", c.tags, got, c.want)
		}
	}
}

func TestAdd(t *testing.T) {
	if err := Add("fr", "lang.name = Français", ""); err == nil {
		t.Error("a language the site does not offer was added")
	}
	for _, bad := range []string{"> no English", "< a\nplain line"} {
		if err := Add(Korean, "lang.name = 한국어", bad); err == nil {
			t.Errorf("lessons %q read", bad)
		}
	}
	if LessonText(Korean, "The story of xiangqi") == "" {
		t.Error("no Korean translation of a lesson title")
	}
}

var verbs = regexp.MustCompile(`%(\[\d\])?[sdvq]`)

// TestCatalogues: every catalogue reads; every English text has a text in
// every language, taking as many fmt verbs; a language has no key English
// lacks but the articles of its piece names ("the.*"). Named values may
// differ (a language words the facts its own way): the tests that word
// real facts find any a catalogue misspells.
func TestCatalogues(t *testing.T) {
	en := catalogue(English)
	for _, l := range Langs[1:] {
		own := catalogue(l)
		for key, text := range en {
			tr, ok := own[key]
			switch {
			case text == "":
				t.Errorf("%s: no English text", key)
			case !ok || tr == "":
				t.Errorf("%s: no %s text", key, l)
			case len(verbs.FindAllString(text, -1)) != len(verbs.FindAllString(tr, -1)):
				t.Errorf("%s: the verbs differ: %q / %q", key, text, tr)
			}
		}
		for key := range own {
			if _, ok := en[key]; !ok && !strings.HasPrefix(key, "the.") {
				t.Errorf("%s: %s only", key, l)
			}
		}
	}
	for _, bad := range []string{"key without text", "a = 1\na = 2"} {
		if _, err := parseCatalogue(bad); err == nil {
			t.Errorf("catalogue %q read", bad)
		}
	}
	if got, err := parseCatalogue("# a comment\n\n k = v = w \n"); err != nil || len(got) != 1 || got["k"] != "v = w" {
		t.Errorf("catalogue read as %v, %v", got, err)
	}
	if got := Spanish.T("no.such.key"); got != "no.such.key" {
		t.Errorf("missing key gives %q", got)
	}
}

func TestFill(t *testing.T) {
	v := vals{"piece": "horse", "at": "c4"}
	tests := map[string]string{
		"{Piece} at {at}.":    "Horse at c4.",
		"no values":           "no values",
		"{missing} {piece}":   "{missing} horse",
		"an open { brace":     "an open { brace",
		"{piece}{at}{Piece}}": "horsec4Horse}",
	}
	for s, want := range tests {
		if got := fill(s, v); got != want {
			t.Errorf("fill(%q) = %q, want %q", s, got, want)
		}
	}
}

// named is a piece's name in a language and game.
type named struct {
	lang Lang
	game rules.Game
	kind rules.Kind
	want string
}

func TestNames(t *testing.T) {
	check := func(what string, name func(Lang, rules.Game, rules.Kind) string, cases []named) {
		for _, c := range cases {
			if got := name(c.lang, c.game, c.kind); got != c.want {
				t.Errorf("%s %s %s %s: %q, want %q", what, c.lang, c.game, c.kind, got, c.want)
			}
		}
	}
	check("legend", Lang.PieceName, []named{
		{English, rules.Xiangqi, rules.Chariot, "chariot 俥/車"},
		{Spanish, rules.Xiangqi, rules.Cannon, "cañón 炮/砲"},
		{English, rules.Janggi, rules.JanggiCannon, "cannon 포"},
		{Spanish, rules.Janggi, rules.Soldier, "soldado 졸/병"},
		{English, rules.Shatar, rules.Bers, "bers"},
		{English, rules.Hiashatar, rules.Queen, "bers (queen)"},
		{Spanish, rules.Shatar, rules.Knight, "mori (caballo)"},
		{Spanish, rules.Shatar, rules.Chariot, "tereg (torre)"},
		{English, rules.Hiashatar, rules.Bodyguard, "bodyguard"},
		{Spanish, rules.Hiashatar, rules.Bodyguard, "guardaespaldas"},
		{Spanish, rules.Hiashatar, rules.King, "noyon (rey)"},
		{English, rules.Banqi, rules.General, "general 帥/將"},
	})
	check("article", Lang.The, []named{
		{English, rules.Shatar, rules.Chariot, "the rook"},
		{Spanish, rules.Shatar, rules.Chariot, "la torre"},
		{Spanish, rules.Xiangqi, rules.Chariot, "el carro"},
		{Spanish, rules.Hiashatar, rules.Queen, "la dama"},
		{English, rules.Janggi, rules.LongElephant, "the elephant"},
	})
	if got := Spanish.SideName(rules.Janggi, rules.Second); got != "han" {
		t.Error(got)
	}
	if got := English.CheckName(rules.CheckShak | rules.CheckTuk); got != "shak+tuk" {
		t.Error(got)
	}
	if got := Spanish.CheckName(rules.CheckPlain); got != "jaque" {
		t.Error(got)
	}
	if Points(73.5) != "73.5" || Points(72) != "72" {
		t.Error("points")
	}
	if Capitalize("él") != "Él" || Capitalize("") != "" {
		t.Error("capitalize")
	}
}

// TestEveryPieceNamed: each game's legend has a name for every piece in
// every language.
func TestEveryPieceNamed(t *testing.T) {
	for _, g := range []rules.Game{rules.Xiangqi, rules.Janggi, rules.Shatar, rules.Hiashatar} {
		for _, k := range Kinds(g) {
			for _, l := range Langs {
				if n := l.PieceName(g, k); strings.Contains(n, "piece.") || strings.Contains(n, "{") {
					t.Errorf("%s %s %s: no name (%q)", l, g, k, n)
				}
			}
		}
	}
}

func TestJoinSpoken(t *testing.T) {
	tests := []struct {
		said []string
		want string
	}{
		{nil, ""},
		{[]string{"red horse b1 to c3"}, "red horse b1 to c3"},
		{[]string{"e2", "e3, legal destination"}, "e2. e3, legal destination"},
		{[]string{"black loses.", "Puzzle solved."}, "black loses. Puzzle solved."},
		{[]string{"Check!", "", "  red to move  "}, "Check! red to move"},
	}
	for _, tt := range tests {
		if got := JoinSpoken(tt.said); got != tt.want {
			t.Errorf("JoinSpoken(%q) = %q, want %q", tt.said, got, tt.want)
		}
	}
}

func TestSquareLabel(t *testing.T) {
	tests := []struct {
		lang   Lang
		game   rules.Game
		letter byte
		want   string
	}{
		{English, rules.Xiangqi, 'N', "red horse on b1"},
		{Spanish, rules.Xiangqi, 'n', "caballo de las negras en b1"},
		{Spanish, rules.Janggi, 'A', "guardia de cho en b1"},
		{Spanish, rules.Hiashatar, 'G', "guardaespaldas de las blancas en b1"},
		{English, rules.Shatar, 'j', "black bers on b1"},
		{English, rules.Shatar, 'R', "white rook on b1"},
		{Spanish, rules.Shatar, 0, "b1"},
		{Spanish, rules.Shatar, 'X', "pieza de las blancas en b1"},
	}
	for _, tt := range tests {
		if got := tt.lang.SquareLabel(tt.game, "b1", tt.letter); got != tt.want {
			t.Errorf("%s %s %c: %q, want %q", tt.lang, tt.game, tt.letter, got, tt.want)
		}
	}
}

func TestSetting(t *testing.T) {
	tests := []struct {
		raw  string
		want Lang
		ok   bool
	}{
		{`{"v":1,"lang":"es"}`, Spanish, true},
		{`{"v":1,"lang":"en"}`, English, true},
		{`{"v":2,"lang":"es"}`, English, false},
		{`es`, English, false},
		{`{"v":1,"lang":"fr"}`, English, false},
		{``, English, false},
	}
	for _, tt := range tests {
		if got, ok := ParseSetting(tt.raw); got != tt.want || ok != tt.ok {
			t.Errorf("ParseSetting(%q) = %s %v, want %s %v", tt.raw, got, ok, tt.want, tt.ok)
		}
	}
	for _, l := range Langs {
		if got, ok := ParseSetting(l.Setting()); !ok || got != l {
			t.Errorf("%s does not read back: %q", l, l.Setting())
		}
	}
}

func TestText(t *testing.T) {
	full := Text{English: "Hello", Spanish: "Hola"}
	if full.In(Spanish) != "Hola" || full.In("fr") != "Hello" || !full.Complete() || full.Empty() {
		t.Errorf("full text: %v", full)
	}
	if (Text{English: "Hello"}).Complete() || (Text{English: "a", Spanish: "b", "fr": "c"}).Complete() {
		t.Error("a text missing a language, or with one no catalogue has, is complete")
	}
	if !(Text{}).Empty() || !(Text{English: ""}).Empty() {
		t.Error("empty")
	}
	title := Text{English: "The story of xiangqi", Spanish: "La historia del xiangqi"}
	if got := title.In(ChineseSimplified); got == title[English] || got == "" {
		t.Errorf("a lesson title in 简体中文: %q", got)
	}
}
