// Package jsonv reads and writes JSON through explicit bindings of Go
// variables (Fields, List, Map, Ptr) instead of reflection, so that the
// WASM module carries neither encoding/json nor the type data it keeps.
// Reading accepts what encoding/json accepts and gives the same values;
// writing gives the bytes encoding/json.Marshal gives.
package jsonv

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// maxDepth bounds nesting as encoding/json does, so that hostile input
// cannot exhaust the stack.
const maxDepth = 10000

// Decoder reads one JSON text into bound variables.
type Decoder struct {
	s      []byte
	i      int
	depth  int
	strict bool // an object member no field binds is an error
}

// Unmarshaler is a value that reads itself from JSON, null included.
type Unmarshaler interface {
	UnmarshalJSONFrom(d *Decoder) error
}

// Unmarshal reads data, one JSON value with only white space around it,
// into ptr: a *string, *int, *int64, *uint8, *float64, *bool, *[]string or
// an Unmarshaler. Members no field binds are skipped.
func Unmarshal(data []byte, ptr any) error { return unmarshal(data, ptr, false) }

// UnmarshalStrict is Unmarshal with members no field binds as errors, as
// encoding/json's DisallowUnknownFields.
func UnmarshalStrict(data []byte, ptr any) error { return unmarshal(data, ptr, true) }

func unmarshal(data []byte, ptr any, strict bool) error {
	d := &Decoder{s: data, strict: strict}
	if err := d.Decode(ptr); err != nil {
		return err
	}
	if d.space(); d.i < len(d.s) {
		return d.fail("unexpected data after the value")
	}
	return nil
}

func (d *Decoder) fail(what string) error {
	if d.i >= len(d.s) {
		what = "unexpected end"
	}
	return fmt.Errorf("JSON: %s at offset %d", what, d.i)
}

func (d *Decoder) space() {
	for d.i < len(d.s) && (d.s[d.i] == ' ' || d.s[d.i] == '\t' || d.s[d.i] == '\n' || d.s[d.i] == '\r') {
		d.i++
	}
}

// Peek returns the first byte of the next value: '"', '{', '[', 'n' for
// null, 't', 'f', a digit or '-'; 0 at the end of the input.
func (d *Decoder) Peek() byte {
	if d.space(); d.i < len(d.s) {
		return d.s[d.i]
	}
	return 0
}

// eat consumes c after white space, reporting whether it was there.
func (d *Decoder) eat(c byte) bool {
	if d.Peek() == c && c != 0 {
		d.i++
		return true
	}
	return false
}

// Decode reads the next value into ptr (see Unmarshal); a nil ptr checks
// the value and skips it. Null leaves a scalar as it is and makes a slice nil.
func (d *Decoder) Decode(ptr any) error {
	if u, ok := ptr.(Unmarshaler); ok {
		return u.UnmarshalJSONFrom(d)
	}
	d.space()
	start := d.i
	kind, text, err := d.token()
	if err != nil {
		return err
	}
	if ptr == nil {
		return d.skip(kind)
	}
	if kind == 'n' {
		if p, ok := ptr.(*[]string); ok {
			*p = nil
		}
		return nil
	}
	switch p := ptr.(type) {
	case *string:
		*p, err = text, want(kind == '"', kind, "a string")
	case *bool:
		*p, err = kind == 't', want(kind == 't' || kind == 'f', kind, "true or false")
	case *int, *int64, *uint8, *float64:
		if err = want(kind == '0', kind, "a number"); err == nil {
			err = setNumber(ptr, text)
		}
	case *[]string:
		if err = want(kind == '[', kind, "an array"); err == nil {
			return d.stringList(p)
		}
	default:
		return fmt.Errorf("jsonv: cannot decode into %T", ptr)
	}
	return at(err, start)
}

// at places a type error at the offset of the value.
func at(err error, offset int) error {
	if err != nil {
		return fmt.Errorf("JSON: %w at offset %d", err, offset)
	}
	return nil
}

// setNumber converts a number literal for the variable ptr points to.
func setNumber(ptr any, text string) error {
	var err error
	switch p := ptr.(type) {
	case *int:
		*p, err = strconv.Atoi(text)
	case *int64:
		*p, err = strconv.ParseInt(text, 10, 64)
	case *uint8:
		var u uint64
		u, err = strconv.ParseUint(text, 10, 8)
		*p = uint8(u)
	case *float64:
		*p, err = strconv.ParseFloat(text, 64)
	}
	if err != nil {
		return fmt.Errorf("number %s does not fit", text)
	}
	return nil
}

func want(ok bool, kind byte, what string) error {
	if ok {
		return nil
	}
	return mismatch(kind, what)
}

func mismatch(kind byte, want string) error {
	names := [...]string{"a string", "a number", "true", "false", "an array", "an object"}
	return fmt.Errorf("want %s, not %s", want, names[strings.IndexByte(`"0tf[{`, kind)])
}

// stringList reads the elements of an array of strings after its '['.
func (d *Decoder) stringList(p *[]string) error {
	out := []string{}
	err := d.elements(func() error {
		var s string
		err := d.Decode(&s)
		out = append(out, s)
		return err
	})
	*p = out
	return err
}

// skip checks and passes over the rest of a value whose token was read.
func (d *Decoder) skip(kind byte) error {
	switch kind {
	case '[':
		return d.elements(func() error { return d.Decode(nil) })
	case '{':
		return d.members(func(string) error { return d.Decode(nil) })
	}
	return nil
}

// Object calls member with the name of each member of the next value, an
// object, for it to decode the member's value; null calls it never.
func (d *Decoder) Object(member func(name string) error) error {
	ok, err := d.open('{', "an object")
	if !ok {
		return err
	}
	return d.members(member)
}

// Array calls elem for each element of the next value, an array, for it to
// decode the element; null calls it never.
func (d *Decoder) Array(elem func() error) error {
	ok, err := d.open('[', "an array")
	if !ok {
		return err
	}
	return d.elements(elem)
}

// open reads the c, '[' or '{', that begins the next value, what; false
// for null or an error.
func (d *Decoder) open(c byte, what string) (bool, error) {
	d.space()
	start := d.i
	kind, _, err := d.token()
	switch {
	case err != nil || kind == 'n':
		return false, err
	case kind != c:
		return false, at(mismatch(kind, what), start)
	}
	return true, nil
}

// token reads a scalar, giving its kind ('"', '0' for a number, 'n', 't',
// 'f') and text (a string's contents, a number as written), or the opening
// '[' or '{' of an array or object.
func (d *Decoder) token() (kind byte, text string, err error) {
	c := d.Peek()
	switch {
	case c == '"':
		text, err = d.str()
		return c, text, err
	case c == '-' || c >= '0' && c <= '9':
		text, err = d.number()
		return '0', text, err
	case c == '[' || c == '{':
		d.i++
		return c, "", nil
	}
	for _, lit := range [...]string{"null", "true", "false"} {
		if len(d.s)-d.i >= len(lit) && string(d.s[d.i:d.i+len(lit)]) == lit {
			d.i += len(lit)
			return lit[0], "", nil
		}
	}
	return 0, "", d.fail(fmt.Sprintf("want a value, not %q", c))
}

// elements reads the elements of an array after its '['.
func (d *Decoder) elements(elem func() error) error {
	return d.list(']', elem)
}

// members reads the members of an object after its '{'.
func (d *Decoder) members(member func(name string) error) error {
	return d.list('}', func() error {
		if d.Peek() != '"' {
			return d.fail("want a member name")
		}
		name, err := d.str()
		if err != nil {
			return err
		}
		if !d.eat(':') {
			return d.fail("want : after a member name")
		}
		return member(name)
	})
}

// list reads comma-separated items up to end.
func (d *Decoder) list(end byte, item func() error) error {
	if d.depth++; d.depth > maxDepth {
		return d.fail("too deeply nested")
	}
	defer func() { d.depth-- }()
	if d.eat(end) {
		return nil
	}
	for {
		if err := item(); err != nil {
			return err
		}
		if d.eat(',') {
			continue
		}
		if d.eat(end) {
			return nil
		}
		return d.fail("want , or " + string(end))
	}
}

// number reads a number literal: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
// Its characters follow each other without white space between them.
func (d *Decoder) number() (string, error) {
	start := d.i
	d.next("-")
	ok := d.next("0") || d.digits()
	if ok && d.next(".") {
		ok = d.digits()
	}
	if ok && d.next("eE") {
		d.next("+-")
		ok = d.digits()
	}
	if !ok {
		return "", d.fail("malformed number")
	}
	return string(d.s[start:d.i]), nil
}

// next consumes the next byte if it is one of set.
func (d *Decoder) next(set string) bool {
	if d.i < len(d.s) && strings.IndexByte(set, d.s[d.i]) >= 0 {
		d.i++
		return true
	}
	return false
}

// digits consumes decimal digits, reporting whether there was one.
func (d *Decoder) digits() bool {
	start := d.i
	for d.i < len(d.s) && d.s[d.i] >= '0' && d.s[d.i] <= '9' {
		d.i++
	}
	return d.i > start
}

// str reads a string from its opening quote. Bytes that are not UTF-8
// and unpaired surrogates become U+FFFD, as in encoding/json.
func (d *Decoder) str() (string, error) {
	d.i++
	var b []byte // the contents so far, once an escape or a bad byte needs rewriting
	start := d.i
	for d.i < len(d.s) {
		switch c := d.s[d.i]; {
		case c == '"':
			s := d.s[start:d.i]
			d.i++
			if b != nil {
				return string(append(b, s...)), nil
			}
			return string(s), nil
		case c < 0x20:
			return "", d.fail("control character in a string")
		case c == '\\':
			b = append(b, d.s[start:d.i]...)
			r, err := d.escape()
			if err != nil {
				return "", err
			}
			b = utf8.AppendRune(b, r)
			start = d.i
		case c < utf8.RuneSelf:
			d.i++
		default:
			r, size := utf8.DecodeRune(d.s[d.i:])
			if r == utf8.RuneError && size == 1 {
				b = utf8.AppendRune(append(b, d.s[start:d.i]...), r)
				start = d.i + 1
			}
			d.i += size
		}
	}
	return "", d.fail("unterminated string")
}

// escape reads the escape at a backslash.
func (d *Decoder) escape() (rune, error) {
	if d.i+1 >= len(d.s) {
		return 0, d.fail("unterminated string")
	}
	c := d.s[d.i+1]
	d.i += 2
	if i := strings.IndexByte(`"\/bfnrt`, c); i >= 0 {
		return rune("\"\\/\b\f\n\r\t"[i]), nil
	}
	r, ok := hex4(d.s[d.i:])
	if c != 'u' || !ok {
		return 0, d.fail("bad escape in a string")
	}
	d.i += 4
	if utf16.IsSurrogate(r) && len(d.s)-d.i >= 6 && d.s[d.i] == '\\' && d.s[d.i+1] == 'u' {
		if r2, ok := hex4(d.s[d.i+2:]); ok {
			if pair := utf16.DecodeRune(r, r2); pair != utf8.RuneError {
				d.i += 6
				return pair, nil
			}
		}
	}
	return r, nil // a lone surrogate is written as U+FFFD
}

// hex4 reads the four hex digits of a \u escape.
func hex4(s []byte) (rune, bool) {
	if len(s) < 4 {
		return 0, false
	}
	n, err := strconv.ParseUint(string(s[:4]), 16, 32)
	return rune(n), err == nil
}
