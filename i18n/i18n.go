// Package i18n turns what the rest of Elephant says as facts into words:
// the interface texts, the games' names, sides and pieces, why the rules
// refuse a move, how a game ended, what is wrong with a FEN, and what the
// lesson and puzzle runners tell the student. English is one language
// among the others.
//
// Each language is one catalogue, catalogs/<code>.txt: a "key = text" a
// line. A language's missing key falls back to English, and English's to
// the key itself, so that a gap shows instead of crashing. Interface texts
// take fmt verbs (Lang.T); the sentences made of facts take named values in
// braces, {piece}, {at}, {side}..., which each language may use in any
// order or leave out ({Piece} is the value with a capital). README.md lists
// the keys and values.
package i18n

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Lang is an interface language: the code of its catalogue ("en", "es").
type Lang string

const (
	English Lang = "en"
	Spanish Lang = "es"
)

// The catalogues, embedded as text (embed.FS would bring the time package
// into the pages' module). A language is its file and its line below.
var (
	//go:embed catalogs/en.txt
	englishCatalogue string
	//go:embed catalogs/es.txt
	spanishCatalogue string

	catalogueTexts = []struct {
		lang Lang
		text *string
	}{{English, &englishCatalogue}, {Spanish, &spanishCatalogue}}
)

// Langs lists the languages offered, in menu order, English first.
var Langs = func() []Lang {
	out := make([]Lang, len(catalogueTexts))
	for i, c := range catalogueTexts {
		out[i] = c.lang
	}
	return out
}()

// catalogues reads every catalogue once, when first needed. They are
// embedded and tested (TestCatalogues): one that does not read is a build
// error.
var catalogues = sync.OnceValue(func() map[Lang]map[string]string {
	out := make(map[Lang]map[string]string, len(catalogueTexts))
	for _, c := range catalogueTexts {
		texts, err := parseCatalogue(*c.text)
		if err != nil {
			panic(fmt.Sprintf("i18n: catalogue %s: %v", c.lang, err))
		}
		out[c.lang] = texts
	}
	return out
})

// parseCatalogue reads "key = text" lines; blank lines and lines starting
// with # are left out. The text is the rest of the line, trimmed. A plain
// format rather than JSON keeps encoding/json out of the pages' module.
func parseCatalogue(data string) (map[string]string, error) {
	out := map[string]string{}
	for i, line := range strings.Split(data, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		key, text, ok := strings.Cut(line, " = ")
		if !ok {
			return nil, fmt.Errorf("line %d: want key = text", i+1)
		}
		if _, dup := out[key]; dup {
			return nil, fmt.Errorf("line %d: %s twice", i+1, key)
		}
		out[key] = strings.TrimSpace(text)
	}
	return out, nil
}

// Name is the language's own name, for the switch.
func (l Lang) Name() string { return l.T("lang.name") }

// Pick chooses the language for a browser's navigator.language ("es-AR",
// "en-US"); a language without a catalogue is English.
func Pick(navigatorLanguage string) Lang { return Parse(navigatorLanguage) }

// Parse reads a saved language or a language tag; unknown means English.
func Parse(s string) Lang {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, l := range Langs {
		code := string(l)
		if s == code || strings.HasPrefix(s, code+"-") || strings.HasPrefix(s, code+"_") {
			return l
		}
	}
	return English
}

// text returns the words for key in l, or in English when l has none.
func (l Lang) text(key string) (string, bool) {
	if s, ok := catalogues()[l][key]; ok {
		return s, true
	}
	s, ok := catalogues()[English][key]
	return s, ok
}

// has reports whether l's own catalogue words key (no English fallback).
func (l Lang) has(key string) bool {
	_, ok := catalogues()[l][key]
	return ok
}

// T returns the text for key, formatted with args (fmt verbs). A key no
// catalogue has comes back as itself.
func (l Lang) T(key string, args ...any) string {
	s, ok := l.text(key)
	if !ok {
		return key
	}
	if len(args) > 0 {
		return fmt.Sprintf(s, args...)
	}
	return s
}

// Keys lists the keys of the English catalogue, sorted, for tests and the
// pages' static texts.
func Keys() []string {
	out := make([]string, 0, len(catalogues()[English]))
	for k := range catalogues()[English] {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// vals are the named values of a sentence made of facts.
type vals map[string]string

// say words the first of keys that a catalogue has, filling in the named
// values: {name} is the value, {Name} the value with a capital.
func (l Lang) say(v vals, keys ...string) string {
	for _, key := range keys {
		if s, ok := l.text(key); ok {
			return fill(s, v)
		}
	}
	return keys[len(keys)-1]
}

// fill replaces the {name} and {Name} placeholders of s by the values
// ({Name}: the value of name with a capital); a placeholder without a value
// stays as it is.
func fill(s string, v vals) string {
	var b strings.Builder
	for {
		open := strings.IndexByte(s, '{')
		if open < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := strings.IndexByte(s[open:], '}') + open
		if end < open {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:open] + value(s[open+1:end], v, s[open:end+1]))
		s = s[end+1:]
	}
}

// value is the value named name, with a capital when name has one, or
// missing when there is none.
func value(name string, v vals, missing string) string {
	if x, ok := v[name]; ok {
		return x
	}
	r, n := utf8.DecodeRuneInString(name)
	if x, ok := v[string(unicode.ToLower(r))+name[n:]]; ok && unicode.IsUpper(r) {
		return Capitalize(x)
	}
	return missing
}

// Capitalize upper-cases the first letter: "red" → "Red".
func Capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// join joins sentences with a space, leaving out empty ones.
func join(parts ...string) string {
	out := parts[:0:0]
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, " ")
}
