// Package view draws Elephant's boards and pieces as SVG trees. It knows
// nothing about the browser: the DOM layer turns the trees into elements,
// and tests read them as text.
package view

import "strings"

// Node is one SVG element: its tag, attributes in order, text and children.
// Text is always set as text, never parsed as markup.
type Node struct {
	Tag   string
	Attrs []Attr
	Text  string
	Kids  []*Node
}

// Attr is one attribute.
type Attr struct{ Name, Value string }

// El returns an element with attributes given as name, value pairs.
func El(tag string, pairs ...string) *Node {
	n := &Node{Tag: tag}
	for i := 0; i+1 < len(pairs); i += 2 {
		n.Attrs = append(n.Attrs, Attr{pairs[i], pairs[i+1]})
	}
	return n
}

// Add appends children (nil ones are skipped) and returns n.
func (n *Node) Add(kids ...*Node) *Node {
	for _, k := range kids {
		if k != nil {
			n.Kids = append(n.Kids, k)
		}
	}
	return n
}

// Set sets an attribute, replacing an earlier value, and returns n.
func (n *Node) Set(name, value string) *Node {
	for i := range n.Attrs {
		if n.Attrs[i].Name == name {
			n.Attrs[i].Value = value
			return n
		}
	}
	n.Attrs = append(n.Attrs, Attr{name, value})
	return n
}

// Get returns an attribute's value, or "".
func (n *Node) Get(name string) string {
	for _, a := range n.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// WithText sets the text content and returns n.
func (n *Node) WithText(s string) *Node {
	n.Text = s
	return n
}

// String writes the tree as XML, escaping attribute values and text.
func (n *Node) String() string {
	var b strings.Builder
	n.write(&b)
	return b.String()
}

var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")

func (n *Node) write(b *strings.Builder) {
	b.WriteString("<" + n.Tag)
	for _, a := range n.Attrs {
		b.WriteString(" " + a.Name + `="` + escaper.Replace(a.Value) + `"`)
	}
	if n.Text == "" && len(n.Kids) == 0 {
		b.WriteString("/>")
		return
	}
	b.WriteString(">" + escaper.Replace(n.Text))
	for _, k := range n.Kids {
		k.write(b)
	}
	b.WriteString("</" + n.Tag + ">")
}

// Count returns how many nodes in the tree satisfy match.
func (n *Node) Count(match func(*Node) bool) int {
	c := 0
	if match(n) {
		c++
	}
	for _, k := range n.Kids {
		c += k.Count(match)
	}
	return c
}
