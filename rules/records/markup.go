package records

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// The small scanners DhtmlXQ pages need: their marks, HTML tags and
// entities, JavaScript escapes. Written out rather than with package
// regexp and package html, which would add a regular expression engine and
// the table of every HTML entity to the site's module.

// blockMarks finds each [dhtmlxq], [dhtmlxqiframe] and [dhtmlxqhtml] in
// lower-cased text: its start and end, then the span of its kind ("iframe",
// "html"; -1, -1 for none).
func blockMarks(lower string) [][4]int {
	var out [][4]int
	for i := 0; ; {
		j := strings.Index(lower[i:], "[dhtmlxq")
		if j < 0 {
			return out
		}
		at := i + j
		rest := lower[at+len("[dhtmlxq"):]
		switch {
		case strings.HasPrefix(rest, "]"):
			out = append(out, [4]int{at, at + 9, -1, -1})
		case strings.HasPrefix(rest, "iframe]"), strings.HasPrefix(rest, "html]"):
			kind := strings.IndexByte(rest, ']')
			k := at + len("[dhtmlxq")
			out = append(out, [4]int{at, k + kind + 1, k, k + kind})
		}
		i = at + 1
	}
}

// tagMarks finds each [dhtmlxq_name] in lower-cased text: its start and
// end, then the span of its name (letters, digits and _).
func tagMarks(lower string) [][4]int {
	var out [][4]int
	for i := 0; ; {
		j := strings.Index(lower[i:], "[dhtmlxq_")
		if j < 0 {
			return out
		}
		at := i + j
		k := at + len("[dhtmlxq_")
		n := k
		for n < len(lower) && (isAlnum(lower[n]) || lower[n] == '_') {
			n++
		}
		if n > k && n < len(lower) && lower[n] == ']' {
			out = append(out, [4]int{at, n + 1, k, n})
			i = n + 1
			continue
		}
		i = at + 1
	}
}

// commentNumber reads a comment tag's number: comment12, comment0_12.
func commentNumber(name string) (string, bool) {
	rest, ok := strings.CutPrefix(name, "comment")
	if !ok {
		return "", false
	}
	rest = strings.TrimPrefix(rest, "0_")
	if rest == "" || strings.TrimLeft(rest, "0123456789") != "" {
		return "", false
	}
	return rest, true
}

// ecoOpening splits "C45 中炮进三兵" into the ECCO code and the opening's name.
func ecoOpening(s string) (eco, name string, ok bool) {
	if len(s) < 4 || s[0] < 'A' || s[0] > 'E' || !isDigit(s[1]) || !isDigit(s[2]) || !isASCIISpace(s[3]) {
		return "", "", false
	}
	return s[:3], strings.TrimLeft(s[3:], " \t\r\n\f\v"), true
}

func isASCIISpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'
}

// unescapeJS turns the escapes JavaScript strings and escape() write,
// \u4E2D and %u4E2D, into their characters.
func unescapeJS(s string) string {
	if !strings.Contains(s, "u") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if (s[i] == '\\' || s[i] == '%') && i+6 <= len(s) && s[i+1] == 'u' {
			if n, err := strconv.ParseUint(s[i+2:i+6], 16, 32); err == nil {
				b.WriteRune(rune(n))
				i += 5
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// stripHTML turns <br> into a line break and drops every other tag.
func stripHTML(s string) string {
	if !strings.Contains(s, "<") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '<' {
			if end, br, ok := htmlTagAt(s[i:]); ok {
				if br {
					b.WriteByte('\n')
				}
				i += end - 1
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// htmlTagAt reads a tag at the start of s (<b>, </p>, <br/>, <a href=…>):
// its length, whether it is a line break, and whether it is a tag at all.
func htmlTagAt(s string) (n int, br, ok bool) {
	i := 1
	if i < len(s) && s[i] == '/' {
		i++
	}
	if i >= len(s) || !(s[i] >= 'A' && s[i] <= 'Z' || s[i] >= 'a' && s[i] <= 'z') {
		return 0, false, false
	}
	end := strings.IndexAny(s[i:], "<>")
	if end < 0 || s[i+end] != '>' {
		return 0, false, false
	}
	name := strings.ToLower(s[i : i+end])
	name = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(name), "/"))
	return i + end + 1, name == "br" && s[1] != '/', true
}

// htmlEntities are the named entities pages of game records use.
var htmlEntities = map[string]string{"amp": "&", "lt": "<", "gt": ">", "quot": `"`, "apos": "'", "nbsp": "\u00a0",
	"ldquo": "“", "rdquo": "”", "lsquo": "‘", "rsquo": "’", "hellip": "…", "mdash": "—", "ndash": "–",
	"middot": "·", "times": "×", "copy": "©", "reg": "®"}

// unescapeHTML turns entities (&amp;, &#20013;, &#x4E2D;) into characters;
// one it does not know stays as written.
func unescapeHTML(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '&' {
			if r, n := entityAt(s[i:]); n > 0 {
				b.WriteString(r)
				i += n - 1
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// entityAt reads an entity at the start of s: what it stands for and its
// length, 0 when there is none.
func entityAt(s string) (string, int) {
	end := strings.IndexByte(s, ';')
	if end < 2 || end > 10 {
		return "", 0
	}
	name := s[1:end]
	if name[0] != '#' {
		if r, ok := htmlEntities[name]; ok {
			return r, end + 1
		}
		return "", 0
	}
	base, digits := 10, name[1:]
	if strings.HasPrefix(digits, "x") || strings.HasPrefix(digits, "X") {
		base, digits = 16, digits[1:]
	}
	n, err := strconv.ParseUint(digits, base, 32)
	if err != nil || n == 0 || n > utf8.MaxRune {
		return "", 0
	}
	return string(rune(n)), end + 1
}
