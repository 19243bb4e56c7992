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

// Lang is an interface language: the code of its catalogue ("en", "es",
// "zh-Hans").
type Lang string

const (
	English            Lang = "en"
	Spanish            Lang = "es"
	ChineseSimplified  Lang = "zh-Hans"
	ChineseTraditional Lang = "zh-Hant"
	Korean             Lang = "ko"
	Mongolian          Lang = "mn"
)

// English and Spanish are embedded as text (embed.FS would bring the time
// package into the pages' module), and their lesson texts are written in
// the lesson files. The other languages are loaded when chosen (Add): the
// site serves catalogs/<code>.txt and lessons/<code>.txt, and native
// programs embed them (builtin_native.go).
var (
	//go:embed catalogs/en.txt
	englishCatalogue string
	//go:embed catalogs/es.txt
	spanishCatalogue string

	embedded = map[Lang]*string{English: &englishCatalogue, Spanish: &spanishCatalogue}
)

// Langs lists the languages offered, in menu order, English first.
var Langs = []Lang{English, Spanish, ChineseSimplified, ChineseTraditional, Korean, Mongolian}

// WrittenInLessons lists the languages every lesson file writes itself;
// the others translate the English texts in lessons/<code>.txt.
var WrittenInLessons = []Lang{English, Spanish}

// registry holds the catalogues read so far and the lesson translations.
var registry = struct {
	sync.RWMutex
	catalogues map[Lang]map[string]string
	lessons    map[Lang]map[string]string // English lesson text → translation
}{catalogues: map[Lang]map[string]string{}, lessons: map[Lang]map[string]string{}}

// Add registers a language's catalogue and its lesson translations (the
// files the site serves as /i18n/<code>.txt and /i18n/<code>.lessons.txt).
func Add(l Lang, catalogue, lessons string) error {
	if !slices.Contains(Langs, l) {
		return fmt.Errorf("i18n: no language %q", l)
	}
	texts, err := parseCatalogue(catalogue)
	if err != nil {
		return fmt.Errorf("i18n: catalogue %s: %w", l, err)
	}
	tr, err := parseLessons(lessons)
	if err != nil {
		return fmt.Errorf("i18n: lessons %s: %w", l, err)
	}
	registry.Lock()
	defer registry.Unlock()
	registry.catalogues[l], registry.lessons[l] = texts, tr
	return nil
}

// Loaded reports whether l's words are at hand; a language that is not
// must be added (Add) before it is used, or English stands in for it.
func (l Lang) Loaded() bool { return catalogue(l) != nil }

// catalogue returns l's texts, reading an embedded or built-in catalogue
// the first time; nil when l is not loaded.
func catalogue(l Lang) map[string]string {
	registry.RLock()
	texts, ok := registry.catalogues[l]
	registry.RUnlock()
	if ok {
		return texts
	}
	text, lessons, ok := builtinText(l)
	if !ok {
		return nil
	}
	if err := Add(l, text, lessons); err != nil {
		panic(err.Error()) // embedded and tested (TestCatalogues): a build error
	}
	return catalogue(l)
}

// builtinText returns a language's catalogue and lesson translations when
// they are part of the program.
func builtinText(l Lang) (catalogue, lessons string, ok bool) {
	if p, ok := embedded[l]; ok {
		return *p, "", true
	}
	return builtinLang(l)
}

// LessonText returns the translation of an English lesson text into l,
// "" when l has none.
func LessonText(l Lang, english string) string {
	if catalogue(l) == nil {
		return ""
	}
	registry.RLock()
	defer registry.RUnlock()
	return registry.lessons[l][english]
}

// parseLessons reads a lesson translation file: each English text on a
// "< " line, its translation on the "> " line after it.
func parseLessons(data string) (map[string]string, error) {
	out := map[string]string{}
	src, srcLine := "", 0
	for i, line := range strings.Split(data, "\n") {
		switch {
		case strings.HasPrefix(line, "< "):
			src, srcLine = line[2:], i+1
		case strings.HasPrefix(line, "> "):
			if srcLine == 0 {
				return nil, fmt.Errorf("line %d: a translation without its English text", i+1)
			}
			if tr := strings.TrimSpace(line[2:]); tr != "" {
				out[src] = tr
			}
			srcLine = 0
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
		default:
			return nil, fmt.Errorf("line %d: want \"< English\" or \"> translation\"", i+1)
		}
	}
	return out, nil
}

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
// "zh-TW", "ko-KR"); a language without a catalogue is English.
func Pick(navigatorLanguage string) Lang { return Parse(navigatorLanguage) }

// PickFrom chooses the language for a browser's navigator.languages, in
// the browser's order of preference: the first one the site speaks, else
// English.
func PickFrom(tags []string) Lang {
	for _, t := range tags {
		if l, ok := Match(t); ok {
			return l
		}
	}
	return English
}

// Parse reads a saved language or a language tag, in any case; unknown
// means English.
func Parse(s string) Lang {
	l, _ := Match(s)
	return l
}

// Match reads a language tag, in any case; ok is false when it names no
// language of the site (then l is English). Chinese tags choose the
// script by region when they do not name it: zh-TW, zh-HK and zh-MO read
// traditional characters.
func Match(s string) (l Lang, ok bool) {
	tag := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(s), "_", "-"))
	for _, l := range Langs {
		if code := strings.ToLower(string(l)); tag == code || strings.HasPrefix(tag, code+"-") {
			return l, true
		}
	}
	switch {
	case tag == "zh" || strings.HasPrefix(tag, "zh-"):
		for _, region := range []string{"-tw", "-hk", "-mo", "-hant"} {
			if strings.Contains(tag, region) {
				return ChineseTraditional, true
			}
		}
		return ChineseSimplified, true
	case tag == "mn" || strings.HasPrefix(tag, "mn-") || tag == "khk":
		return Mongolian, true
	}
	return English, false
}

// text returns the words for key in l, or in English when l has none.
func (l Lang) text(key string) (string, bool) {
	if s, ok := catalogue(l)[key]; ok {
		return s, true
	}
	s, ok := catalogue(English)[key]
	return s, ok
}

// has reports whether l's own catalogue words key (no English fallback).
func (l Lang) has(key string) bool {
	_, ok := catalogue(l)[key]
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
	en := catalogue(English)
	out := make([]string, 0, len(en))
	for k := range en {
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
