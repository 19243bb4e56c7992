package play

import (
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// The rule options of the new-game dialog are built from rules.OptionSchema:
// a checkbox for a flag (and for a number the dialog turns on or off), a
// select for a choice or a number. Texts are catalogue keys of i18n.

// optionGames are the games whose rule options the dialog offers.
var optionGames = []rules.Game{rules.Xiangqi, rules.Janggi, rules.Shatar, rules.Hiashatar}

// ruleField is one form control of a rule option.
type ruleField struct {
	spec     rules.OptionSpec
	name     string // the form control's name
	checkbox bool   // a checkbox, else a select of choices
	choices  []ruleChoice
}

// ruleChoice is one <option> of a select: its value and catalogue key
// ("" for a number shown as itself).
type ruleChoice struct{ value, key string }

// ruleFields lists the dialog's rule controls of game g, in schema order.
func ruleFields(g rules.Game) []ruleField {
	var out []ruleField
	for _, s := range rules.GameOptions(g) {
		f := ruleField{spec: s, name: strings.ToLower(s.Name), checkbox: s.Kind == rules.OptionBool || s.Toggle}
		switch {
		case f.checkbox:
		case s.Kind == rules.OptionChoice:
			for _, c := range dialogChoices(&s) {
				f.choices = append(f.choices, ruleChoice{c, s.Key() + "." + c})
			}
		default:
			for n := s.Min; n <= s.Max; n++ {
				c := ruleChoice{value: strconv.Itoa(n)}
				if n == 0 {
					c.key = s.Key() + ".0" // what 0 means: off, unlimited
				}
				f.choices = append(f.choices, c)
			}
		}
		out = append(out, f)
	}
	return out
}

// formValue is how the control shows value n: "on" or "" for a checkbox,
// else the value of the select's option.
func (f *ruleField) formValue(n int) string {
	switch {
	case f.checkbox && n != 0:
		return "on"
	case f.checkbox:
		return ""
	case f.spec.Kind == rules.OptionChoice && n >= 0 && n < len(f.choices):
		return f.choices[n].value
	}
	return strconv.Itoa(min(max(n, f.spec.Min), f.spec.Max))
}

// read sets the option in o from the control's state: checked for a
// checkbox, else the select's value. A toggled number that is on takes
// its traditional value.
func (f *ruleField) read(o *rules.Options, checked bool, value string) {
	s := &f.spec
	switch {
	case s.Toggle && checked:
		def := rules.DefaultOptions()
		s.Set(o, s.Get(&def))
	case f.checkbox && checked:
		s.Set(o, 1)
	case f.checkbox:
		s.Set(o, 0)
	case s.Kind == rules.OptionChoice:
		for i, c := range f.choices {
			if c.value == value {
				s.Set(o, i)
			}
		}
	default:
		if n, err := strconv.Atoi(value); err == nil && s.Check(n) == nil {
			s.Set(o, n)
		}
	}
}

// dialogChoices are the values of a choice's <option>s.
func dialogChoices(s *rules.OptionSpec) []string {
	if s.DialogChoices != nil {
		return s.DialogChoices
	}
	return s.Choices
}
