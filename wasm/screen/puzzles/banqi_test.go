package puzzles

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/tutorials"
)

// TestBanqiBrowse: the page offers banqi's puzzles, words them as wins by
// leaving no move (not mates), in both languages, and counts them apart.
func TestBanqiBrowse(t *testing.T) {
	tests := []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.English, []string{"Banqi: win in ", " to move and win in ", "leave the opponent without a move", "Themes: "}},
		{i18n.Spanish, []string{"Banqi: gana en ", "Turno: ", "deja al rival sin jugadas", "Temas: "}},
	}
	for _, tt := range tests {
		p, err := New(mapStore{}, tt.lang, "banqi", "", "")
		if err != nil {
			t.Fatal(err)
		}
		q := p.Current()
		if q == nil || q.Game != "banqi" {
			t.Fatalf("%s: current %+v", tt.lang, q)
		}
		text := strings.Join([]string{p.Title(), p.Task(), p.Themes(), p.Values()}, " | ")
		for _, w := range tt.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q lacks %q", tt.lang, text, w)
			}
		}
		if strings.Contains(text, "pz.") || strings.Contains(strings.ToLower(text), "mate") {
			t.Errorf("%s: %q", tt.lang, text)
		}
	}
	p, _ := New(mapStore{}, i18n.English, "", "", "")
	banqi, _ := tutorials.LoadBanqiPuzzles()
	last := p.Progress().PerGame[len(p.Progress().PerGame)-1]
	if last.Game != "banqi" || last.Total != len(banqi) {
		t.Errorf("per game ends with %+v, want banqi of %d", last, len(banqi))
	}
}

// TestBanqiTaskSides: the side to move is banqi's colour, red or black.
func TestBanqiTaskSides(t *testing.T) {
	p, _ := New(mapStore{}, i18n.English, "banqi", "", "")
	seen := map[string]bool{}
	for _, q := range tutorials.FilterPuzzles(p.all, tutorials.PuzzleFilter{Game: "banqi"}) {
		p.cur = q
		want := map[string]string{"w": "Red to move", "b": "Black to move"}[q.Side]
		if !strings.HasPrefix(p.Task(), want) {
			t.Fatalf("%s (side %s): task %q", q.ID, q.Side, p.Task())
		}
		seen[q.Side] = true
	}
	if !seen["w"] || !seen["b"] {
		t.Errorf("sides seen %v", seen)
	}
}

// TestBanqiThemesCatalogued: banqi's own themes have words of their own in
// both languages, not the slug's.
func TestBanqiThemesCatalogued(t *testing.T) {
	addLanguages(t)
	for _, l := range i18n.Langs {
		p := &Page{lang: l}
		for _, slug := range []string{"last-pieces", "blockade", "trap-general", "cannon-jump", "soldier-takes-general"} {
			if w, ok := p.catalogued("pz.theme." + slug); !ok || w == strings.ReplaceAll(slug, "-", " ") && l != i18n.English {
				t.Errorf("%s: theme %s reads %q", l, slug, w)
			}
		}
	}
}

// TestBanqiGoalFilter: banqi has no material puzzles, so the goal filter
// offers no choice there and a material goal falls back to every puzzle of
// the game; the other games keep the choice.
func TestBanqiGoalFilter(t *testing.T) {
	p, err := New(mapStore{}, i18n.English, "banqi", "", tutorials.GoalMaterial)
	if err != nil {
		t.Fatal(err)
	}
	if n := p.TakeNotices(); len(n) != 0 {
		t.Errorf("notices %q", n)
	}
	if q := p.Current(); q == nil || q.Game != "banqi" {
		t.Fatalf("current %+v", q)
	}
	if g, _, goal := p.Filter(); g != "banqi" || goal != "" || p.GoalChoice() {
		t.Errorf("filter %q goal %q, choice %v", g, goal, p.GoalChoice())
	}
	for _, g := range []string{"", "xiangqi"} {
		if err := p.SetFilter(g, "", tutorials.GoalMaterial); err != nil {
			t.Fatal(err)
		}
		if _, _, goal := p.Filter(); goal != tutorials.GoalMaterial || !p.GoalChoice() {
			t.Errorf("%q: goal %q, choice %v", g, goal, p.GoalChoice())
		}
	}
}

// TestBanqiModes: banqi's puzzles are rated, in streaks and recorded under
// their ids like the others, and the daily puzzle draws from them too.
func TestBanqiModes(t *testing.T) {
	for _, mode := range []string{tutorials.ModeRated, tutorials.ModeStreak} {
		store := mapStore{}
		p, _ := New(store, i18n.English, "banqi", "", "")
		if err := p.SetMode(mode); err != nil {
			t.Fatal(err)
		}
		q := p.Current()
		if q == nil || q.Game != "banqi" {
			t.Fatalf("%s: current %+v", mode, q)
		}
		if err := p.Finished("solved"); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(store[tutorials.PuzzleProgressKey], `"`+q.ID+`":"solved"`) ||
			!strings.Contains(store[tutorials.PuzzleRatingKey], `"id":"`+q.ID+`"`) {
			t.Errorf("%s: %s not recorded: %s / %s", mode, q.ID, store[tutorials.PuzzleProgressKey], store[tutorials.PuzzleRatingKey])
		}
		if h := p.History(); len(h) != 1 || !strings.Contains(h[0].Text, "Banqi: win in") {
			t.Errorf("%s: history %+v", mode, h)
		}
	}
	p, _ := New(mapStore{}, i18n.English, "", "", "")
	for day := 1; day <= 31; day++ {
		if q, err := tutorials.DailyPuzzle(p.all, "2027-01-"+twoDigits(day)); err == nil && q.Game == "banqi" {
			return
		}
	}
	t.Error("no banqi daily puzzle in a month")
}

func twoDigits(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }

// TestBanqiLookup finds a banqi puzzle from its board's attributes,
// however the FEN is spaced, and nothing for a position that banqi's
// notation refuses.
func TestBanqiLookup(t *testing.T) {
	p, _ := New(mapStore{}, i18n.English, "banqi", "", "")
	q := p.Current()
	if got := p.Lookup("banqi", "  "+q.FEN+" ", q.Solution); got != q {
		t.Errorf("lookup %v, want %s", got, q.ID)
	}
	if got := p.Lookup("banqi", "3k5/9/9/9/9/9/9/9/4R4/4K4 w", q.Solution); got != nil {
		t.Errorf("a xiangqi FEN found %s", got.ID)
	}
}

// addLanguages registers the catalogues the site's module loads when chosen
// (under WASM only English and Spanish are built in), read from i18n/ as the
// page would fetch them.
func addLanguages(t *testing.T) {
	t.Helper()
	dir := filepath.Join("..", "..", "..", "i18n")
	for _, l := range i18n.Langs {
		if l.Loaded() {
			continue
		}
		cat, err := os.ReadFile(filepath.Join(dir, "catalogs", string(l)+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		lessons, err := os.ReadFile(filepath.Join(dir, "lessons", string(l)+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if err := i18n.Add(l, string(cat), string(lessons)); err != nil {
			t.Fatal(err)
		}
	}
}
