package driver

import (
	"strconv"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// TestOptionsJSONEveryOption: each option of the schema, at each end of its
// range, goes through OptionsJSON and back, and is read by name in any case.
func TestOptionsJSONEveryOption(t *testing.T) {
	for _, s := range rules.OptionSchema() {
		for _, n := range []int{s.Min, s.Max} {
			o := rules.DefaultOptions()
			s.Set(&o, n)
			back, err := ParseOptions(rules.Options{}, OptionsJSON(o))
			if err != nil || back != o {
				t.Errorf("%s.%s = %d: round trip gives %+v, %v", s.Part(), s.Name, n, back, err)
			}
			value := strconv.Itoa(n)
			if s.Kind == rules.OptionBool {
				value = strconv.FormatBool(n != 0)
			}
			text := `{"` + strings.ToLower(s.Part()) + `":{"` + strings.ToUpper(s.Name) + `":` + value + `}}`
			got, err := ParseOptions(rules.Options{}, text)
			if want := (rules.Options{}); err != nil || s.Get(&got) != n {
				s.Set(&want, n)
				t.Errorf("%s: read %+v, %v; want %+v", text, got, err, want)
			}
		}
	}
}

// TestOptionsJSONErrorsNameTheField: a value of the wrong type is refused
// with the option's part and name.
func TestOptionsJSONErrorsNameTheField(t *testing.T) {
	for _, s := range rules.OptionSchema() {
		bad := "true"
		if s.Kind == rules.OptionBool {
			bad = "1"
		}
		text := `{"` + s.Part() + `":{"` + s.Name + `":` + bad + `}}`
		_, err := ParseOptions(rules.DefaultOptions(), text)
		if err == nil || !strings.Contains(err.Error(), s.Part()+": "+s.Name+": ") {
			t.Errorf("%s: error %v, want one naming %s: %s", text, err, s.Part(), s.Name)
		}
	}
}
