package view

import (
	"strings"
	"unicode/utf8"
)

// JSON encodes the tree as nested arrays, [tag, [name, value, ...], text,
// [children...]], for the page's builder (elephant.js) to create in one
// call: crossing from Go to JavaScript costs far more per call than
// building the elements does.
func (n *Node) JSON() string {
	var b strings.Builder
	n.appendJSON(&b)
	return b.String()
}

// JSONList encodes several trees as one JSON array.
func JSONList(nodes []*Node) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, n := range nodes {
		if i > 0 {
			b.WriteByte(',')
		}
		n.appendJSON(&b)
	}
	b.WriteByte(']')
	return b.String()
}

func (n *Node) appendJSON(b *strings.Builder) {
	b.WriteByte('[')
	jsonString(b, n.Tag)
	b.WriteString(",[")
	for i, a := range n.Attrs {
		if i > 0 {
			b.WriteByte(',')
		}
		jsonString(b, a.Name)
		b.WriteByte(',')
		jsonString(b, a.Value)
	}
	b.WriteString("],")
	jsonString(b, n.Text)
	b.WriteString(",[")
	for i, k := range n.Kids {
		if i > 0 {
			b.WriteByte(',')
		}
		k.appendJSON(b)
	}
	b.WriteString("]]")
}

const hexDigits = "0123456789abcdef"

// jsonString writes s as a JSON string; invalid UTF-8 becomes U+FFFD.
func jsonString(b *strings.Builder, s string) {
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&15])
		case c < utf8.RuneSelf:
			b.WriteByte(c)
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			b.WriteRune(r) // RuneError for invalid bytes
			i += size
			continue
		}
		i++
	}
	b.WriteByte('"')
}
