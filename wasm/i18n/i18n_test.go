package i18n

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func TestPick(t *testing.T) {
	cases := map[string]Lang{"es": Spanish, "es-AR": Spanish, "ES_es": Spanish, "en-US": English,
		"": English, "fr": English, "estonian": English}
	for in, want := range cases {
		if got := Pick(in); got != want {
			t.Errorf("Pick(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestCatalog: every English text is set, and a Spanish text takes the
// same verbs as its English one (rule texts are Spanish only).
func TestCatalog(t *testing.T) {
	for _, k := range Keys() {
		e := catalog[k]
		if strings.HasPrefix(k, "rule.") {
			if e[1] == "" {
				t.Errorf("%s: no Spanish", k)
			}
			continue
		}
		if e[0] == "" || e[1] == "" {
			t.Errorf("%s: missing text %q", k, e)
		}
		if strings.Count(e[0], "%") != strings.Count(e[1], "%") {
			t.Errorf("%s: verbs differ: %q / %q", k, e[0], e[1])
		}
	}
	if got := Spanish.T("no.such.key"); got != "no.such.key" {
		t.Errorf("missing key gives %q", got)
	}
}

func TestNames(t *testing.T) {
	cases := []struct {
		lang Lang
		game rules.Game
		kind rules.Kind
		want string
	}{
		{English, rules.Xiangqi, rules.Chariot, "chariot 俥/車"},
		{Spanish, rules.Xiangqi, rules.Cannon, "cañón 炮/砲"},
		{English, rules.Janggi, rules.JanggiCannon, "cannon 포"},
		{Spanish, rules.Janggi, rules.Soldier, "soldado 졸/병"},
		{English, rules.Shatar, rules.Bers, "bers (queen)"},
		{Spanish, rules.Shatar, rules.Knight, "mori (caballo)"},
		{English, rules.Hiashatar, rules.Bodyguard, "bodyguard"},
		{Spanish, rules.Hiashatar, rules.Bodyguard, "guardaespaldas"},
		{Spanish, rules.Hiashatar, rules.King, "noyón (rey)"},
	}
	for _, c := range cases {
		if got := c.lang.PieceName(c.game, c.kind); got != c.want {
			t.Errorf("%s %s %s: %q, want %q", c.lang, c.game, c.kind, got, c.want)
		}
	}
	if got := Spanish.SideName(rules.Janggi, rules.Second); got != "han" {
		t.Error(got)
	}
	if got := English.CheckName(rules.CheckShak | rules.CheckTuk); got != "shak+tuk" {
		t.Error(got)
	}
	if got := Spanish.CheckName(rules.CheckPlain); got != "jaque" {
		t.Error(got)
	}
}

func TestOutcome(t *testing.T) {
	v := rules.MustPreset("xiangqi")
	p, err := v.NewPosition("4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.ParseMove("a8a10")
	if err != nil {
		t.Fatal(err)
	}
	p.MakeMove(m)
	o := p.Outcome()
	if got := English.Outcome(p, o); got != o.Text {
		t.Errorf("English %q", got)
	}
	if got := Spanish.Outcome(p, o); got != "Jaque mate: negro no puede escapar del jaque; victoria de rojo." {
		t.Errorf("Spanish %q", got)
	}
	if Points(73.5) != "73.5" || Points(72) != "72" {
		t.Error("points")
	}
}

// TestEveryPieceNamed: each game's legend has a name for every piece in
// both languages.
func TestEveryPieceNamed(t *testing.T) {
	for _, g := range []rules.Game{rules.Xiangqi, rules.Janggi, rules.Shatar, rules.Hiashatar} {
		for _, k := range Kinds(g) {
			for _, l := range Langs {
				if n := l.PieceName(g, k); strings.HasPrefix(n, "piece.") {
					t.Errorf("%s %s %s: no name", l, g, k)
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
