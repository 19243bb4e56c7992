package jsonv

import (
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"
)

// Encoder writes JSON as encoding/json.Marshal does: no white space, HTML
// characters, U+2028 and U+2029 escaped, bad UTF-8 as \ufffd.
type Encoder struct {
	buf []byte
	err error // the first value JSON cannot hold
}

// Marshaler is a value that writes itself as JSON.
type Marshaler interface {
	MarshalJSONTo(e *Encoder)
}

// Marshal writes ptr (see Unmarshal) as JSON.
func Marshal(ptr any) ([]byte, error) {
	var e Encoder
	e.Encode(ptr)
	return e.buf, e.err
}

// sep writes the comma before a value or name that follows another.
func (e *Encoder) sep() {
	if n := len(e.buf); n > 0 && e.buf[n-1] != '[' && e.buf[n-1] != '{' && e.buf[n-1] != ':' {
		e.buf = append(e.buf, ',')
	}
}

// Open begins an array ('[') or object ('{'); Close ends it (']', '}').
func (e *Encoder) Open(c byte) {
	e.sep()
	e.buf = append(e.buf, c)
}

func (e *Encoder) Close(c byte) { e.buf = append(e.buf, c) }

// Name writes an object member's name; its value follows.
func (e *Encoder) Name(name string) {
	e.String(name)
	e.buf = append(e.buf, ':')
}

func (e *Encoder) Null() {
	e.sep()
	e.buf = append(e.buf, "null"...)
}

// Encode writes the variable ptr points to (see Unmarshal).
func (e *Encoder) Encode(ptr any) {
	switch p := ptr.(type) {
	case *string:
		e.String(*p)
	case *bool:
		e.sep()
		e.buf = strconv.AppendBool(e.buf, *p)
	case *int:
		e.Int(int64(*p))
	case *int64:
		e.Int(*p)
	case *uint8:
		e.Int(int64(*p))
	case *float64:
		e.Float(*p)
	case *[]string:
		e.strings(*p)
	case Marshaler:
		p.MarshalJSONTo(e)
	default:
		panic(fmt.Sprintf("jsonv: cannot encode %T", ptr))
	}
}

func (e *Encoder) strings(list []string) {
	if list == nil {
		e.Null()
		return
	}
	e.Open('[')
	for _, s := range list {
		e.String(s)
	}
	e.Close(']')
}

func (e *Encoder) Int(n int64) {
	e.sep()
	e.buf = strconv.AppendInt(e.buf, n, 10)
}

// Float writes f as encoding/json does: exponents only for very small or
// large numbers, written without a leading zero (1e-7, not 1e-07).
func (e *Encoder) Float(f float64) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		if e.err == nil {
			e.err = fmt.Errorf("JSON: cannot write %v", f)
		}
		f = 0
	}
	e.sep()
	format := byte('f')
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) {
		format = 'e'
	}
	e.buf = strconv.AppendFloat(e.buf, f, format, -1, 64)
	if n := len(e.buf); format == 'e' && e.buf[n-4] == 'e' && e.buf[n-3] == '-' && e.buf[n-2] == '0' {
		e.buf[n-2] = e.buf[n-1]
		e.buf = e.buf[:n-1]
	}
}

const hex = "0123456789abcdef"

// String writes s as a quoted string.
func (e *Encoder) String(s string) {
	e.sep()
	b := append(e.buf, '"')
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', byte(c))
		case c == '\n':
			b = append(b, `\n`...)
		case c == '\r':
			b = append(b, `\r`...)
		case c == '\t':
			b = append(b, `\t`...)
		case c == '\b':
			b = append(b, `\b`...)
		case c == '\f':
			b = append(b, `\f`...)
		case c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029':
			b = append(b, '\\', 'u', hex[c>>12], hex[c>>8&15], hex[c>>4&15], hex[c&15])
		case c == utf8.RuneError && size == 1:
			b = append(b, `\ufffd`...)
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	e.buf = append(b, '"')
}
