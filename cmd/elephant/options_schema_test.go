package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// TestUCIEveryRuleOption: each option of the schema is declared under its
// UCI name, and each of its values set with setoption is read back from
// the session's rules (choices and flags by name, numbers at both ends).
func TestUCIEveryRuleOption(t *testing.T) {
	_, decl := runScript(t, "uci\n")
	for _, s := range rules.OptionSchema() {
		if !strings.Contains(decl, "option name "+s.UCI+" type ") {
			t.Errorf("%s: no UCI option %s declared", s.Name, s.UCI)
		}
		values := map[string]int{strconv.Itoa(s.Min): s.Min, strconv.Itoa(s.Max): s.Max}
		switch s.Kind {
		case rules.OptionBool:
			values = map[string]int{"true": 1, "false": 0}
		case rules.OptionChoice:
			values = map[string]int{}
			for i, c := range s.Choices {
				values[strings.ToUpper(c)] = i
			}
		}
		for text, want := range values {
			script := "setoption name UCI_Variant value " + s.Game.String() + "\nsetoption name " + s.UCI + " value " + text + "\n"
			u, out := runScript(t, script)
			if got := s.Get(&u.variant.Options); got != want || strings.Contains(out, "error") {
				t.Errorf("%s value %s: reads %d, want %d (output %q)", s.UCI, text, got, want, out)
			}
		}
	}
}
