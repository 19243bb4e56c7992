// Package query reads and writes the query strings and fragments of the
// site's addresses ("game=janggi&lesson=03-elephant"), as the browser's
// URLSearchParams does, for the page code that is plain Go. It stands in
// for net/url, whose host and IP parsing the pages never use and which
// weighs about 15 KB of the brotli-compressed module.
package query

import (
	"fmt"
	"strings"
)

// Values holds a query's parameters, each name with its values in order.
type Values map[string][]string

// Get returns the first value of name, "" when there is none.
func (v Values) Get(name string) string {
	if vs := v[name]; len(vs) > 0 {
		return vs[0]
	}
	return ""
}

// Has reports whether name is present, even with an empty value.
func (v Values) Has(name string) bool {
	_, ok := v[name]
	return ok
}

// Parse reads "a=1&b=x+y" ("+" is a space, "%XX" a byte). A pair without
// "=" has an empty value; empty pairs are skipped. Every pair is read; the
// error quotes the first bad escape; its pair is left out.
func Parse(s string) (Values, error) {
	v := Values{}
	var first error
	for pair := range strings.SplitSeq(s, "&") {
		if pair == "" {
			continue
		}
		k, val, _ := strings.Cut(pair, "=")
		name, err1 := Unescape(k)
		value, err2 := Unescape(val)
		if err := firstOf(err1, err2); err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		v[name] = append(v[name], value)
	}
	return v, first
}

func firstOf(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// Unescape decodes "+" as a space and "%XX" as the byte it names.
func Unescape(s string) (string, error) {
	if !strings.ContainsAny(s, "%+") {
		return s, nil
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+':
			b = append(b, ' ')
		case '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return "", fmt.Errorf("invalid URL escape %q", clip(s[i:min(i+3, len(s))]))
			}
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
		default:
			b = append(b, c)
		}
	}
	return string(b), nil
}

// Escape writes s for a query value: letters, digits and "-_.~" as they
// are, a space as "+", every other byte as "%XX".
func Escape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case unreserved(c):
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

func unreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '_' || c == '.' || c == '~'
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

// clip shortens what an error quotes.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
