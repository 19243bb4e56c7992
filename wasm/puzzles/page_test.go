package puzzles

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/tutorials"
)

type mapStore map[string]string

func (m mapStore) Get(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m mapStore) Set(k, v string) error       { m[k] = v; return nil }
func (m mapStore) Remove(k string)             { delete(m, k) }

func TestFilterAndNext(t *testing.T) {
	p, err := New(mapStore{}, "janggi", "2")
	if err != nil {
		t.Fatal(err)
	}
	q := p.Current()
	if q == nil || q.Game != "janggi" || q.Difficulty != 2 {
		t.Fatalf("current %+v", q)
	}
	if g, d := p.Filter(); g != "janggi" || d != "2" {
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
	p, err := New(mapStore{}, "<script>alert(1)</script>", "9")
	if err != nil {
		t.Fatal(err)
	}
	notes := p.TakeNotices()
	if len(notes) != 1 || !strings.Contains(notes[0], "No puzzles for") {
		t.Errorf("notices %q", notes)
	}
	if g, d := p.Filter(); g != "" || d != "" || p.Current() == nil {
		t.Errorf("filter %q %q", g, d)
	}
}

func TestProgressSurvivesAndCorruptIsDropped(t *testing.T) {
	store := mapStore{}
	p, _ := New(store, "shatar", "")
	id := p.Current().ID
	if err := p.Finished("helped"); err != nil {
		t.Fatal(err)
	}
	if err := p.Finished("solved"); err != nil { // once per puzzle shown
		t.Fatal(err)
	}
	p2, _ := New(store, "shatar", "")
	if pr := p2.Progress(); pr.Solved != 1 || pr.Clean != 0 || pr.Streak != 0 {
		t.Errorf("reloaded progress %+v", pr)
	}
	if !strings.Contains(p2.Task(), "with help") && p2.Current().ID == id {
		t.Errorf("task %q", p2.Task())
	}
	store[tutorials.PuzzleProgressKey] = `{"version":1,"results":{"x":"solved"}`
	p3, _ := New(store, "", "")
	if n := p3.TakeNotices(); len(n) != 1 || !strings.Contains(n[0], "reset") {
		t.Errorf("notices %q", n)
	}
	if _, ok := store[tutorials.PuzzleProgressKey]; ok {
		t.Error("corrupt progress kept")
	}
}

func TestAllSolvedWalksOn(t *testing.T) {
	store := mapStore{}
	p, _ := New(store, "hiashatar", "5")
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
