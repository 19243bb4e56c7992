package driver

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
)

// The options attribute is JSON of rules.Options, the same the engine
// worker reads with encoding/json: {"Xiangqi":{"MoveLimit":0}}. It is
// written with jsonv and read here by hand, so that its errors name the
// option and the character as the board's API promises.

// Largest numbers the JSON holds: a count of moves or squares, and a rule
// choice (a byte); rules.NewVariant then checks each against its range.
const (
	maxCount  = 1 << 20
	maxChoice = 255
)

// jsonMax is the largest number the JSON gives option f.
func jsonMax(f *rules.OptionSpec) int {
	if f.Kind == rules.OptionChoice {
		return maxChoice
	}
	return maxCount
}

// OptionsJSON writes o as the options attribute and the engine worker read it.
func OptionsJSON(o rules.Options) string {
	text, _ := jsonv.Marshal(o.JSON()) // options hold no value JSON cannot
	return string(text)
}

// optionsReader reads the options JSON: an object of game parts, each an
// object of fields whose values are true, false or whole numbers. Names
// match in any case, as encoding/json's do.
type optionsReader struct {
	s      string
	i      int
	out    rules.Options
	schema []rules.OptionSpec
}

func (r *optionsReader) fail(format string, args ...any) error {
	return fmt.Errorf("options: "+format+" at character %d", append(args, r.i+1)...)
}

func (r *optionsReader) space() {
	for r.i < len(r.s) && strings.IndexByte(" \t\r\n", r.s[r.i]) >= 0 {
		r.i++
	}
}

// expect consumes c after spaces, reporting whether it was there.
func (r *optionsReader) expect(c byte) bool {
	r.space()
	if r.i < len(r.s) && r.s[r.i] == c {
		r.i++
		return true
	}
	return false
}

// name reads a quoted name (no escapes: no field needs them).
func (r *optionsReader) name() (string, error) {
	if !r.expect('"') {
		return "", r.fail("want a quoted name")
	}
	end := strings.IndexAny(r.s[r.i:], "\"\\")
	if end < 0 || r.s[r.i+end] != '"' {
		return "", r.fail("a name must be plain letters in quotes")
	}
	n := r.s[r.i : r.i+end]
	r.i += end + 1
	if !r.expect(':') {
		return "", r.fail("want : after %q", clip(n))
	}
	return n, nil
}

// object reads {"name": value, ...}, calling member after each name.
func (r *optionsReader) object(member func(name string) error) error {
	if !r.expect('{') {
		return r.fail("want {")
	}
	if r.expect('}') {
		return nil
	}
	for {
		n, err := r.name()
		if err != nil {
			return err
		}
		if err := member(n); err != nil {
			return err
		}
		if r.expect('}') {
			return nil
		}
		if !r.expect(',') {
			return r.fail("want , or }")
		}
	}
}

// value reads true, false or a whole number, as a number.
func (r *optionsReader) value(f *rules.OptionSpec) (int, error) {
	flag := f.Kind == rules.OptionBool
	r.space()
	for word, n := range map[string]int{"true": 1, "false": 0} {
		if strings.HasPrefix(r.s[r.i:], word) {
			if !flag {
				return 0, r.fail("%s.%s wants a number, not %s", f.Part(), f.Name, word)
			}
			r.i += len(word)
			return n, nil
		}
	}
	j := r.i
	if j < len(r.s) && r.s[j] == '-' {
		j++
	}
	digits := j
	for j < len(r.s) && r.s[j] >= '0' && r.s[j] <= '9' {
		j++
	}
	n, err := strconv.Atoi(r.s[r.i:j])
	if j-digits > 1 && r.s[digits] == '0' {
		err = strconv.ErrSyntax // JSON numbers have no leading zeros
	}
	switch {
	case flag:
		return 0, r.fail("%s.%s wants true or false", f.Part(), f.Name)
	case err != nil:
		return 0, r.fail("%s.%s wants a whole number", f.Part(), f.Name)
	case n < 0 || n > jsonMax(f):
		return 0, r.fail("%s.%s: %d is out of range 0 to %d", f.Part(), f.Name, n, jsonMax(f))
	}
	r.i = j
	return n, nil
}

func (r *optionsReader) part(part string) error {
	return r.object(func(name string) error {
		for i := range r.schema {
			if f := &r.schema[i]; f.Part() == part && strings.EqualFold(f.Name, name) {
				n, err := r.value(f)
				if err == nil {
					f.Set(&r.out, n)
				}
				return err
			}
		}
		return r.fail("unknown field %q in %s", clip(name), part)
	})
}

// parseOptions lays options, JSON of rules.Options, over base. Unknown
// fields are refused, so that a misspelt rule does not pass silently.
func parseOptions(base rules.Options, s string) (rules.Options, error) {
	if len(s) > MaxOptionsLen {
		return base, fmt.Errorf("options: %d characters, at most %d", len(s), MaxOptionsLen)
	}
	r := &optionsReader{s: s, out: base, schema: rules.OptionSchema()}
	err := r.object(func(name string) error {
		for _, f := range r.schema {
			if strings.EqualFold(f.Part(), name) {
				return r.part(f.Part())
			}
		}
		return r.fail("unknown field %q", clip(name))
	})
	if err != nil {
		return base, err
	}
	if r.space(); r.i < len(r.s) {
		return base, r.fail("unexpected text after the options")
	}
	return r.out, nil
}
