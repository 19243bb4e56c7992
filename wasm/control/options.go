package control

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// The options attribute is JSON of rules.Options, the same the engine
// worker reads with encoding/json: {"Xiangqi":{"MoveLimit":0}}. It is read
// and written here by hand because encoding/json would add about 150 KB
// (gzipped) to elephant.wasm, which every embedding page downloads.

// optionField is one rule option: its game part and name as JSON writes
// them, and how to read and set it as a number (false 0, true 1).
type optionField struct {
	part, name string
	flag       bool // true or false, not a number
	max        int  // the largest number the field holds
	get        func(*rules.Options) int
	set        func(*rules.Options, int)
}

func flag(part, name string, f func(*rules.Options) *bool) optionField {
	return optionField{part: part, name: name, flag: true,
		get: func(o *rules.Options) int {
			if *f(o) {
				return 1
			}
			return 0
		},
		set: func(o *rules.Options, n int) { *f(o) = n != 0 }}
}

func number(part, name string, max int, get func(*rules.Options) int, set func(*rules.Options, int)) optionField {
	return optionField{part: part, name: name, max: max, get: get, set: set}
}

// Largest values: a count of moves or squares, and a rule choice (a byte,
// which rules.NewVariant then checks against the choices it knows).
const (
	maxCount  = 1 << 20
	maxChoice = 255
)

// optionFields lists every field of rules.Options, in its order.
var optionFields = []optionField{
	number("Xiangqi", "MoveLimit", maxCount, func(o *rules.Options) int { return o.Xiangqi.MoveLimit },
		func(o *rules.Options, n int) { o.Xiangqi.MoveLimit = n }),
	flag("Xiangqi", "ChaseRule", func(o *rules.Options) *bool { return &o.Xiangqi.ChaseRule }),
	number("Janggi", "Pass", maxChoice, func(o *rules.Options) int { return int(o.Janggi.Pass) },
		func(o *rules.Options, n int) { o.Janggi.Pass = rules.PassRule(n) }),
	flag("Janggi", "CannonFirstMove", func(o *rules.Options) *bool { return &o.Janggi.CannonFirstMove }),
	number("Janggi", "Bikjang", maxChoice, func(o *rules.Options) int { return int(o.Janggi.Bikjang) },
		func(o *rules.Options, n int) { o.Janggi.Bikjang = rules.BikjangRule(n) }),
	flag("Janggi", "BikjangClaim", func(o *rules.Options) *bool { return &o.Janggi.BikjangClaim }),
	flag("Janggi", "Counting", func(o *rules.Options) *bool { return &o.Janggi.Counting }),
	flag("Janggi", "PerpetualCheck", func(o *rules.Options) *bool { return &o.Janggi.PerpetualCheck }),
	flag("Shatar", "KnightMate", func(o *rules.Options) *bool { return &o.Shatar.KnightMate }),
	number("Shatar", "Opening", maxChoice, func(o *rules.Options) int { return int(o.Shatar.Opening) },
		func(o *rules.Options, n int) { o.Shatar.Opening = rules.OpeningRule(n) }),
	flag("Shatar", "BersRight", func(o *rules.Options) *bool { return &o.Shatar.BersRight }),
	number("Shatar", "BishopRange", maxCount, func(o *rules.Options) int { return o.Shatar.BishopRange },
		func(o *rules.Options, n int) { o.Shatar.BishopRange = n }),
	flag("Shatar", "FSF", func(o *rules.Options) *bool { return &o.Shatar.FSF }),
	flag("Hiashatar", "ZoneActsOnAll", func(o *rules.Options) *bool { return &o.Hiashatar.ZoneActsOnAll }),
	flag("Hiashatar", "KnightFrozenInZone", func(o *rules.Options) *bool { return &o.Hiashatar.KnightFrozenInZone }),
	flag("Hiashatar", "BareKingDraw", func(o *rules.Options) *bool { return &o.Hiashatar.BareKingDraw }),
}

// OptionsJSON writes o as the options attribute and the engine worker read it.
func OptionsJSON(o rules.Options) string {
	var b strings.Builder
	part := ""
	for _, f := range optionFields {
		if f.part != part {
			if part != "" {
				b.WriteString("},")
			} else {
				b.WriteString("{")
			}
			part = f.part
			b.WriteString(strconv.Quote(part) + ":{")
		} else {
			b.WriteString(",")
		}
		b.WriteString(strconv.Quote(f.name) + ":")
		switch v := f.get(&o); {
		case !f.flag:
			b.WriteString(strconv.Itoa(v))
		case v != 0:
			b.WriteString("true")
		default:
			b.WriteString("false")
		}
	}
	b.WriteString("}}")
	return b.String()
}

// optionsReader reads the options JSON: an object of game parts, each an
// object of fields whose values are true, false or whole numbers. Names
// match in any case, as encoding/json's do.
type optionsReader struct {
	s   string
	i   int
	out rules.Options
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
func (r *optionsReader) value(f optionField) (int, error) {
	r.space()
	for word, n := range map[string]int{"true": 1, "false": 0} {
		if strings.HasPrefix(r.s[r.i:], word) {
			if !f.flag {
				return 0, r.fail("%s.%s wants a number, not %s", f.part, f.name, word)
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
	case f.flag:
		return 0, r.fail("%s.%s wants true or false", f.part, f.name)
	case err != nil:
		return 0, r.fail("%s.%s wants a whole number", f.part, f.name)
	case n < 0 || n > f.max:
		return 0, r.fail("%s.%s: %d is out of range 0 to %d", f.part, f.name, n, f.max)
	}
	r.i = j
	return n, nil
}

func (r *optionsReader) part(part string) error {
	return r.object(func(name string) error {
		for _, f := range optionFields {
			if f.part == part && strings.EqualFold(f.name, name) {
				n, err := r.value(f)
				if err == nil {
					f.set(&r.out, n)
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
	r := &optionsReader{s: s, out: base}
	err := r.object(func(name string) error {
		for _, f := range optionFields {
			if strings.EqualFold(f.part, name) {
				return r.part(f.part)
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
