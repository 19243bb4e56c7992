package puzzles

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/tutorials"
)

type mapStore map[string]string

func (m mapStore) Get(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m mapStore) Set(k, v string) error       { m[k] = v; return nil }
func (m mapStore) Remove(k string)             { delete(m, k) }

func TestFilterAndNext(t *testing.T) {
	p, err := New(mapStore{}, i18n.English, "janggi", "2", "")
	if err != nil {
		t.Fatal(err)
	}
	q := p.Current()
	if q == nil || q.Game != "janggi" || q.Difficulty != 2 {
		t.Fatalf("current %+v", q)
	}
	if g, d, _ := p.Filter(); g != "janggi" || d != "2" {
		t.Errorf("filter %q %q", g, d)
	}
	if err := p.Finished("solved"); err != nil {
		t.Fatal(err)
	}
	p.Next()
	if p.Current().ID == q.ID {
		t.Error("next stayed on the solved puzzle")
	}
	if pr := p.Progress(); pr.Solved != 1 || pr.Clean != 1 || pr.Streak != 1 {
		t.Errorf("progress %+v", pr)
	}
}

func TestBadURLValues(t *testing.T) {
	p, err := New(mapStore{}, i18n.English, "<script>alert(1)</script>", "9", "")
	if err != nil {
		t.Fatal(err)
	}
	notes := p.TakeNotices()
	if len(notes) != 1 || !strings.Contains(notes[0], "No puzzles for") {
		t.Errorf("notices %q", notes)
	}
	if g, d, _ := p.Filter(); g != "" || d != "" || p.Current() == nil {
		t.Errorf("filter %q %q", g, d)
	}
}

func TestProgressSurvivesAndCorruptIsDropped(t *testing.T) {
	store := mapStore{}
	p, _ := New(store, i18n.English, "shatar", "", "")
	id := p.Current().ID
	if err := p.Finished("helped"); err != nil {
		t.Fatal(err)
	}
	if err := p.Finished("solved"); err != nil { // once per puzzle shown
		t.Fatal(err)
	}
	p2, _ := New(store, i18n.English, "shatar", "", "")
	if pr := p2.Progress(); pr.Solved != 1 || pr.Clean != 0 || pr.Streak != 0 {
		t.Errorf("reloaded progress %+v", pr)
	}
	if !strings.Contains(p2.Task(), "with help") && p2.Current().ID == id {
		t.Errorf("task %q", p2.Task())
	}
	store[tutorials.PuzzleProgressKey] = `{"version":1,"results":{"x":"solved"}`
	p3, _ := New(store, i18n.English, "", "", "")
	if n := p3.TakeNotices(); len(n) != 1 || !strings.Contains(n[0], "reset") {
		t.Errorf("notices %q", n)
	}
	if _, ok := store[tutorials.PuzzleProgressKey]; ok {
		t.Error("corrupt progress kept")
	}
}

func TestAllSolvedWalksOn(t *testing.T) {
	store := mapStore{}
	p, _ := New(store, i18n.English, "hiashatar", "5", "")
	seen := map[string]bool{}
	for i := 0; i < 20; i++ {
		if p.Current() == nil {
			t.Fatal("no puzzle")
		}
		seen[p.Current().ID] = true
		_ = p.Finished("solved")
		p.Next()
	}
	if p.Current() == nil || len(seen) != p.Progress().Total {
		t.Errorf("saw %d of %d", len(seen), p.Progress().Total)
	}
}

// TestGoalFilter: each game offers material puzzles, and the words about
// them say so, with the game's piece values.
func TestGoalFilter(t *testing.T) {
	for _, g := range tutorials.PuzzleGames() {
		p, err := New(mapStore{}, i18n.English, g, "", tutorials.GoalMaterial)
		if err != nil {
			t.Fatal(err)
		}
		q := p.Current()
		if q == nil || !q.IsMaterial() || q.Game != g {
			t.Fatalf("%s: current %+v", g, q)
		}
		if title := p.Title(); !strings.Contains(title, "win material in") {
			t.Errorf("%s: title %q", g, title)
		}
		if task := p.Task(); !strings.Contains(task, "points of material") {
			t.Errorf("%s: task %q", g, task)
		}
		if v := p.Values(); !strings.HasPrefix(v, "Points: ") {
			t.Errorf("%s: values %q", g, v)
		}
	}
	p, _ := New(mapStore{}, i18n.English, "", "", "checkmate")
	if n := p.TakeNotices(); len(n) != 1 || !strings.Contains(n[0], "Goal") {
		t.Errorf("notices %q", n)
	}
	if q := p.Current(); q == nil {
		t.Error("a bad goal left no puzzle")
	}
}

// TestSpanish: the page's words follow the language, the games' own
// piece names included, and no catalogue key shows through.
func TestSpanish(t *testing.T) {
	tests := []struct {
		game, goal string
		want       []string
	}{
		{"xiangqi", tutorials.GoalMate, []string{"Xiangqi: mate en", "Turno: ", "Dificultad"}},
		{"shatar", tutorials.GoalMaterial, []string{"gana material en", "Puntos: ", "tereg (torre)"}},
		{"janggi", tutorials.GoalMaterial, []string{"gana material en", "carro 차"}},
	}
	for _, tt := range tests {
		p, err := New(mapStore{}, i18n.Spanish, tt.game, "", tt.goal)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join([]string{p.Title(), p.Task(), p.Values(), p.Themes(), p.Verdict("solved")}, " | ")
		for _, w := range tt.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s %s: %q lacks %q", tt.game, tt.goal, text, w)
			}
		}
		if strings.Contains(text, "pz.") {
			t.Errorf("%s: a key shows through: %q", tt.game, text)
		}
		p.SetLang(i18n.English)
		if !strings.Contains(p.Verdict("solved"), "Solved cleanly") {
			t.Errorf("back to English: %q", p.Verdict("solved"))
		}
	}
}

// TestThemeWords reads the collection's themes in both languages, banqi's
// included: every theme becomes words, never a catalogue key.
func TestThemeWords(t *testing.T) {
	all, err := tutorials.LoadAllPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range i18n.Langs {
		p := &Page{lang: l}
		for _, q := range all {
			for _, th := range q.Themes {
				if w := p.themeWords(th); strings.Contains(w, "pz.") || strings.Contains(w, "piece.") || strings.Contains(w, "%!") {
					t.Errorf("%s %s: theme %q reads %q", l, q.Game, th, w)
				}
			}
		}
	}
	p := &Page{lang: i18n.Spanish}
	for slug, want := range map[string]string{"horse-fork": "horquilla de caballo", "wins-rook": "gana: torre", "cannon-screen": "pantalla del cañón"} {
		if got := p.themeWords(slug); got != want {
			t.Errorf("%s: %q, want %q", slug, got, want)
		}
	}
}

// TestLookup finds each puzzle from what its board is given, and nothing
// for a line of its own.
func TestLookup(t *testing.T) {
	p, err := New(mapStore{}, i18n.English, "", "", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range p.all {
		if got := p.Lookup(q.Game, " "+q.FEN+" ", q.Solution); got != q {
			t.Fatalf("%s: lookup found %v", q.ID, got)
		}
		if got := p.Lookup(q.Game, q.FEN, q.Solution[:1]); got != nil && len(q.Solution) > 1 {
			t.Fatalf("%s: a shorter line found %s", q.ID, got.ID)
		}
	}
	if got := p.Lookup("<b>", "x", nil); got != nil {
		t.Errorf("a bad game found %s", got.ID)
	}
}

// TestGameNames: every game's name in every language comes from the
// catalogue, banqi's too.
func TestGameNames(t *testing.T) {
	for _, l := range i18n.Langs {
		p, err := New(mapStore{}, l, "xiangqi", "", "")
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range []string{"xiangqi", "janggi", "shatar", "hiashatar", "banqi"} {
			if got, want := p.GameName(g), l.T("game."+g); got != want {
				t.Errorf("%s %s: %q, want %q", l, g, got, want)
			}
		}
	}
}
