package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// runScript feeds a script to a fresh session and returns it with its output.
func runScript(t *testing.T, script string) (*uci, string) {
	t.Helper()
	var out bytes.Buffer
	u := newUCI(&out)
	if err := u.loop(strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	return u, out.String()
}

var optionLine = regexp.MustCompile(`(?m)^option name (.+?) type (\S+)(?: default (\S*))?`)

// TestDeclaredDefaultsKeepTheVariant: a GUI that sends back every default
// the "uci" answer declares leaves each UCI_Variant's rules as they were.
func TestDeclaredDefaultsKeepTheVariant(t *testing.T) {
	_, decl := runScript(t, "uci\n")
	var sendBack strings.Builder
	for _, m := range optionLine.FindAllStringSubmatch(decl, -1) {
		name, typ, def := m[1], m[2], m[3]
		if name == "UCI_Variant" || typ == "button" {
			continue
		}
		sendBack.WriteString("setoption name " + name + " value " + def + "\n")
	}
	if sendBack.Len() == 0 {
		t.Fatalf("no options declared: %q", decl)
	}
	for _, name := range rules.PresetNames() {
		u, out := runScript(t, "setoption name UCI_Variant value "+name+"\n"+sendBack.String())
		want := rules.MustPreset(name)
		if strings.Contains(out, "error") {
			t.Errorf("%s: %s", name, out)
		}
		if u.opts != want.Options || u.variant.Options != want.Options || u.variant.Name != want.Name || u.pos.FEN() != want.StartFEN {
			t.Errorf("%s: defaults sent back give %s %+v (start %s), want %+v", name, u.variant.Name, u.variant.Options, u.pos.FEN(), want.Options)
		}
	}
}

// TestRuleOptionValues: explicit values override the preset, and the
// declared default returns to it.
func TestRuleOptionValues(t *testing.T) {
	cases := []struct {
		name, script string
		check        func(o rules.Options) bool
	}{
		{"explicit choice", "setoption name UCI_Variant value janggi\nsetoption name JanggiPass value stuck\n",
			func(o rules.Options) bool { return o.Janggi.Pass == rules.PassWhenStuck }},
		{"choice back to the preset's", "setoption name UCI_Variant value janggi\nsetoption name JanggiPass value stuck\nsetoption name JanggiPass value variant\n",
			func(o rules.Options) bool { return o.Janggi.Pass == rules.PassAnyTime }},
		{"explicit flag", "setoption name UCI_Variant value janggi-traditional\nsetoption name JanggiBikjangClaim value true\n",
			func(o rules.Options) bool { return o.Janggi.BikjangClaim }},
		{"flag back to the preset's", "setoption name UCI_Variant value janggi\nsetoption name JanggiCounting value false\nsetoption name JanggiCounting value VARIANT\n",
			func(o rules.Options) bool { return o.Janggi.Counting }},
		{"explicit number", "setoption name MoveLimit value 0\n",
			func(o rules.Options) bool { return o.Xiangqi.MoveLimit == 0 }},
		{"number back to the preset's", "setoption name MoveLimit value 0\nsetoption name MoveLimit value -1\n",
			func(o rules.Options) bool { return o.Xiangqi.MoveLimit == 60 }},
	}
	for _, c := range cases {
		u, out := runScript(t, c.script)
		if strings.Contains(out, "error") || !c.check(u.variant.Options) {
			t.Errorf("%s: options %+v, output %q", c.name, u.variant.Options, out)
		}
	}
	for _, bad := range []string{"setoption name MoveLimit value -2\n", "setoption name JanggiCounting value maybe\n"} {
		if _, out := runScript(t, bad); !strings.Contains(out, "info string error: option") {
			t.Errorf("%q: no error, output %q", bad, out)
		}
	}
}

// TestUCIBikjangClaim: with JanggiBikjangClaim on, the claim travels as the
// two generals' squares, the claimer's first, both ways.
func TestUCIBikjangClaim(t *testing.T) {
	const setup = "setoption name UCI_Variant value janggi-traditional\nsetoption name JanggiBikjangClaim value true\n"
	lines := session(t, setup+"position fen 4k4/9/9/9/9/9/9/9/4K4/RR7 b - - 0 1\ngo depth 4\n")
	if !hasLine(lines, `^bestmove e10e2$`) {
		t.Errorf("the losing side facing bikjang does not claim: %q", lines)
	}
	lines = session(t, setup+"position fen 4k4/9/9/9/4N4/9/9/9/4K4/R8 w - - 0 1 moves e6c7 e10e2\ngo perft 1\n")
	if !hasLine(lines, `^Nodes searched: 0$`) || hasLine(lines, `error`) {
		t.Errorf("after han's claim the game should be over: %q", lines)
	}
}
