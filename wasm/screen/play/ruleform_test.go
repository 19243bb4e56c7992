package play

import (
	"slices"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// TestRuleFieldsListEveryOption: the dialog offers every option of the
// schema under its game, with distinct control names, every text in the
// catalogue, and each value shown and read back unchanged.
func TestRuleFieldsListEveryOption(t *testing.T) {
	keys := i18n.Keys()
	names := map[string]bool{}
	listed := 0
	for _, g := range optionGames {
		for _, f := range ruleFields(g) {
			listed++
			if f.spec.Game != g {
				t.Errorf("%s listed under %s", f.spec.Name, g)
			}
			if names[f.name] {
				t.Errorf("two controls named %q", f.name)
			}
			names[f.name] = true
			for _, c := range f.choices {
				if c.key != "" && !slices.Contains(keys, c.key) {
					t.Errorf("%s: choice %s: no text %q", f.name, c.value, c.key)
				}
			}
			if !slices.Contains(keys, f.spec.Key()) {
				t.Errorf("%s: no text %q", f.name, f.spec.Key())
			}
			for n := f.spec.Min; n <= f.spec.Max; n++ {
				if f.spec.Toggle && n != 0 {
					def := rules.DefaultOptions()
					n = f.spec.Get(&def)
				}
				var o rules.Options
				shown := f.formValue(n)
				f.read(&o, shown != "", shown)
				if got := f.spec.Get(&o); got != n {
					t.Errorf("%s = %d: shown %q, read back %d", f.name, n, shown, got)
				}
				if f.spec.Toggle && n != 0 {
					break
				}
			}
		}
	}
	if want := len(rules.OptionSchema()); listed != want {
		t.Errorf("the dialog lists %d options, the schema has %d", listed, want)
	}
}
