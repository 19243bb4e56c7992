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
	appendList(&b, len(nodes), func(i int) { nodes[i].appendJSON(&b) })
	return b.String()
}

func (n *Node) appendJSON(b *strings.Builder) {
	b.WriteByte('[')
	jsonString(b, n.Tag)
	b.WriteByte(',')
	appendList(b, 2*len(n.Attrs), func(i int) {
		if a := n.Attrs[i/2]; i%2 == 0 {
			jsonString(b, a.Name)
		} else {
			jsonString(b, a.Value)
		}
	})
	b.WriteByte(',')
	jsonString(b, n.Text)
	b.WriteByte(',')
	appendList(b, len(n.Kids), func(i int) { n.Kids[i].appendJSON(b) })
	b.WriteByte(']')
}

// appendList writes a JSON array of n elements, each written by elem.
func appendList(b *strings.Builder, n int, elem func(i int)) {
	b.WriteByte('[')
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		elem(i)
	}
	b.WriteByte(']')
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
