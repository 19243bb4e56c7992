// Package gamefile is a game file opened in the browser: its games listed
// (players, event, date, result, opening, length), sorted and searched, and
// read one at a time. A Web Worker runs it (worker_js.go), so that a file of
// 50,000 games never holds up the page; the list and its views are plain
// Go, tested natively.
package gamefile

import (
	"cmp"
	"slices"
	"strings"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
)

// Entry is one game as the list shows it, read from its tags alone.
type Entry struct {
	First, Second string // red, cho or white; black or han
	Event, Date   string
	Result        rules.Result
	Opening       string // ECCO code and opening name, as the file gives them
	Plies         int    // moves written
	Status        Status
	search        string // the searchable text, folded
}

// Status says how far a game reads.
type Status uint8

const (
	Unchecked  Status = iota // not played against the rules yet
	Read                     // read to the end
	OtherRules               // read to the end under other rules than asked (Game.RulesNote)
	Refused                  // not read to the end (Game.Err)
)

// Column is what the list sorts by.
type Column uint8

const (
	ByNumber Column = iota
	ByFirst
	BySecond
	ByEvent
	ByDate
	ByResult
	ByOpening
	ByPlies
)

// Columns names the columns as the page's table headers and messages
// spell them, in Column order.
var Columns = [...]string{"number", "first", "second", "event", "date", "result", "opening", "plies"}

// ParseColumn reads a column's name; unknown names sort by number.
func ParseColumn(s string) Column {
	if i := slices.Index(Columns[:], s); i >= 0 {
		return Column(i)
	}
	return ByNumber
}

// List is every game of a file.
type List struct {
	Source  *records.Source
	Entries []Entry
}

// NewList lists the games of an opened file.
func NewList(src *records.Source) *List {
	l := &List{Source: src, Entries: make([]Entry, src.Len())}
	for i := range l.Entries {
		l.Entries[i] = entryOf(src, i)
	}
	return l
}

// tagOf returns the first of the named tags a game has, "" for none or "?".
func tagOf(tags []rules.Tag, names ...string) string {
	for _, n := range names {
		for _, t := range tags {
			if v := strings.TrimSpace(t.Value); strings.EqualFold(t.Name, n) && v != "" && v != "?" && v != "-" {
				return v
			}
		}
	}
	return ""
}

func entryOf(src *records.Source, i int) Entry {
	tags := src.Tags(i)
	e := Entry{
		First:  tagOf(tags, "Red", "White", "Cho"),
		Second: tagOf(tags, "Black", "Han"),
		Event:  tagOf(tags, "Event", "Title"),
		Date:   tagOf(tags, "Date"),
		Result: src.Result(i),
		Plies:  src.Plies(i),
	}
	opening := tagOf(tags, "Opening")
	if v := tagOf(tags, "Variation"); v != "" {
		opening = strings.TrimSpace(opening + " " + v)
	}
	if eco := tagOf(tags, "ECCO", "ECO"); eco != "" {
		opening = strings.TrimSpace(eco + " " + opening)
	}
	e.Opening = opening
	e.search = fold(strings.Join([]string{e.First, e.Second, e.Event, e.Date, e.Opening, tagOf(tags, "Site")}, "\x00"))
	return e
}

// fold prepares text for a search that ignores case and full-width forms.
func fold(s string) string { return strings.ToLower(narrow(s)) }

// narrow maps full-width ASCII forms to ASCII (Ｈｕ → Hu).
func narrow(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 0xFF01 && r <= 0xFF5E {
			return r - 0xFF01 + '!'
		}
		return r
	}, s)
}

// View returns the indexes of the games matching query (every word of it,
// in players, event, date, opening or site), sorted by column; games that
// compare equal stay in file order.
func (l *List) View(by Column, desc bool, query string) []int32 {
	words := strings.Fields(fold(query))
	out := make([]int32, 0, len(l.Entries))
	for i := range l.Entries {
		if matches(l.Entries[i].search, words) {
			out = append(out, int32(i))
		}
	}
	if by == ByNumber && !desc {
		return out
	}
	slices.SortFunc(out, func(a, b int32) int {
		c := compare(&l.Entries[a], &l.Entries[b], by)
		if by == ByNumber {
			c = cmp.Compare(a, b)
		}
		if desc {
			c = -c
		}
		if c != 0 {
			return c
		}
		return cmp.Compare(a, b) // equal games stay in file order
	})
	return out
}

func matches(text string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

// resultOrder sorts wins by the first player, draws, wins by the second,
// then games without a result.
var resultOrder = [...]int{rules.FirstWins: 0, rules.Draw: 1, rules.SecondWins: 2, rules.Ongoing: 3}

func compare(a, b *Entry, by Column) int {
	switch by {
	case ByFirst:
		return strings.Compare(a.First, b.First)
	case BySecond:
		return strings.Compare(a.Second, b.Second)
	case ByEvent:
		return strings.Compare(a.Event, b.Event)
	case ByDate:
		return strings.Compare(a.Date, b.Date)
	case ByResult:
		return cmp.Compare(resultOrder[a.Result], resultOrder[b.Result])
	case ByOpening:
		return strings.Compare(a.Opening, b.Opening)
	case ByPlies:
		return cmp.Compare(a.Plies, b.Plies)
	}
	return 0
}

// Check plays game i against the rules and records how far it reads.
func (l *List) Check(i int) *records.Game {
	g := l.Source.Game(i)
	switch {
	case g.Err != nil:
		l.Entries[i].Status = Refused
	case g.RulesNote != "":
		l.Entries[i].Status = OtherRules
	default:
		l.Entries[i].Status = Read
	}
	return g
}
