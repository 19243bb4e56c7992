package puzzles

import (
	"slices"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/tutorials"
)

// TestSource shows the book of the classics, in both languages, and nothing
// for the puzzles the project generated.
func TestSource(t *testing.T) {
	all, err := tutorials.LoadAllPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	classics := 0
	for _, lang := range []i18n.Lang{i18n.English, i18n.Spanish} {
		p, err := New(mapStore{}, lang, "xiangqi", "", "")
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range all {
			p.cur = q
			got := p.Source()
			classic := slices.Contains(q.Themes, "classic")
			switch {
			case classic && !strings.Contains(got, q.Source):
				t.Errorf("%s %s: source %q, want %q", lang, q.ID, got, q.Source)
			case !classic && got != "":
				t.Errorf("%s %s (generated): source %q", lang, q.ID, got)
			}
			if classic && lang == i18n.English {
				classics++
			}
		}
		p.cur = nil
		if p.Source() != "" {
			t.Errorf("no puzzle, source %q", p.Source())
		}
	}
	if classics == 0 {
		t.Fatal("no classic puzzles")
	}
	p, _ := New(mapStore{}, i18n.Spanish, "xiangqi", "", "")
	for _, q := range all {
		if slices.Contains(q.Themes, "classic") {
			p.cur = q
			break
		}
	}
	if got := p.Source(); !strings.HasPrefix(got, "Fuente: ") || !strings.Contains(got, "(1570)") && !strings.Contains(got, "Ming") {
		t.Errorf("spanish source %q", got)
	}
}
