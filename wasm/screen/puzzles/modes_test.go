package puzzles

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/tutorials"
)

func newPage(t *testing.T, store mapStore, mode string) *Page {
	t.Helper()
	p, err := New(store, i18n.English, "", "", "")
	if err != nil {
		t.Fatal(err)
	}
	p.now = func() time.Time { return time.Date(2026, 12, 1, 23, 30, 0, 0, time.FixedZone("", -5*3600)) }
	if err := p.SetMode(mode); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRatedMode: the rating moves up after a clean solve and down after a
// shown solution, the verdict says by how much, the next puzzle is another
// one, and a reload keeps the rating and the mode.
func TestRatedMode(t *testing.T) {
	store := mapStore{}
	p := newPage(t, store, tutorials.ModeRated)
	first := p.Current()
	if first == nil || p.Rating().Puzzle == 0 {
		t.Fatalf("current %v, view %+v", first, p.Rating())
	}
	if p.CanSkip() {
		t.Error("a rated puzzle can be skipped before it is over")
	}
	steps := []struct {
		result string
		up     bool
	}{{"solved", true}, {"failed", false}, {"helped", false}, {"solved", true}}
	for i, st := range steps {
		before := p.Rating().Rating
		q := p.Current()
		if err := p.Finished(st.result); err != nil {
			t.Fatal(err)
		}
		after := p.Rating().Rating
		if (after > before) != st.up || after == before {
			t.Errorf("step %d (%s): rating %d → %d", i+1, st.result, before, after)
		}
		if v := p.Verdict(st.result); !strings.Contains(v, "Rating ") {
			t.Errorf("step %d: verdict %q", i+1, v)
		}
		if !p.CanSkip() {
			t.Errorf("step %d: Next stays locked after the attempt", i+1)
		}
		p.Next()
		if p.Current() == q {
			t.Errorf("step %d: %s served again", i+1, q.ID)
		}
	}
	h := p.History()
	if len(h) != len(steps) || h[0].Result != "solved" || h[1].Result != "helped" || !strings.Contains(h[3].Text, p.titleOf(first)) {
		t.Errorf("history %+v", h)
	}
	rating := p.Rating().Rating
	again := newPage(t, store, "")
	if again.Mode() != tutorials.ModeRated || again.Rating().Rating != rating {
		t.Errorf("after a reload: mode %s rating %d, want rated %d", again.Mode(), again.Rating().Rating, rating)
	}
}

func TestStreakMode(t *testing.T) {
	p := newPage(t, mapStore{}, tutorials.ModeStreak)
	tests := []struct {
		result       string
		streak, best int
		verdict      string
	}{
		{"solved", 1, 1, "Streak: 1."},
		{"solved", 2, 2, "Streak: 2."},
		{"helped", 0, 2, "streak is over (best 2)"},
		{"solved", 1, 2, "Streak: 1."},
	}
	for i, tt := range tests {
		if err := p.Finished(tt.result); err != nil {
			t.Fatal(err)
		}
		v := p.Rating()
		if v.Streak != tt.streak || v.Best != tt.best || !strings.Contains(p.Verdict(tt.result), tt.verdict) {
			t.Errorf("step %d: streak %d best %d verdict %q", i+1, v.Streak, v.Best, p.Verdict(tt.result))
		}
		if line := p.ModeLine(); !strings.Contains(line, fmt.Sprintf("This run: %d solved. Best run: %d.", tt.streak, tt.best)) {
			t.Errorf("step %d: mode line %q", i+1, line)
		}
		p.Next()
	}
	if v := p.Rating(); v.Rating != 1500 {
		t.Errorf("the streak moved the rating to %d", v.Rating)
	}
}

func TestDailyMode(t *testing.T) {
	p := newPage(t, mapStore{}, tutorials.ModeDaily)
	want, err := tutorials.DailyPuzzle(p.all, "2026-12-02") // 23:30 at UTC−5 is the 2nd in UTC
	if err != nil {
		t.Fatal(err)
	}
	if p.Current() != want || p.CanSkip() {
		t.Fatalf("daily %v, want %s; can skip %v", p.Current(), want.ID, p.CanSkip())
	}
	if line := p.ModeLine(); line != "Puzzle of 2026-12-02 (UTC): not tried yet." {
		t.Errorf("mode line %q", line)
	}
	_ = p.Finished("solved")
	p.Next()
	if p.Current() != want {
		t.Error("Next left the daily puzzle")
	}
	if line := p.ModeLine(); !strings.Contains(line, "solved cleanly") {
		t.Errorf("mode line %q", line)
	}
	p.now = func() time.Time { return time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC) }
	p.Next()
	if p.Current() == want {
		t.Error("the next day has the same puzzle")
	}
}

func TestModeBadAndCorrupt(t *testing.T) {
	store := mapStore{tutorials.PuzzleRatingKey: `{"version":1,"player":{"r":"high"}}`}
	p, err := New(store, i18n.English, "", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if n := p.TakeNotices(); len(n) != 1 || !strings.Contains(n[0], "rating could not be read") {
		t.Errorf("notices %q", n)
	}
	if _, ok := store[tutorials.PuzzleRatingKey]; ok {
		t.Error("corrupt rating data kept")
	}
	if p.Rating().Rating != 1500 || p.Mode() != tutorials.ModeBrowse {
		t.Errorf("rating %+v mode %s", p.Rating(), p.Mode())
	}
	if err := p.SetMode("<blitz>"); err == nil || !strings.Contains(err.Error(), `"<blitz>"`) {
		t.Errorf("bad mode: %v", err)
	}
	if p.Mode() != tutorials.ModeBrowse || p.Current() == nil {
		t.Error("a bad mode changed the page")
	}
	if !p.CanSkip() {
		t.Error("browsing cannot skip")
	}
	if err := p.SetMode(""); err != nil || p.Mode() != tutorials.ModeBrowse {
		t.Errorf("no mode: %v, %s", err, p.Mode())
	}
	if _, ok := store[tutorials.PuzzleRatingKey]; ok {
		t.Error("a visit that only browses wrote rating data")
	}
}

func TestModesInSpanish(t *testing.T) {
	for _, mode := range tutorials.PuzzleModes() {
		p := newPage(t, mapStore{}, mode)
		p.SetLang(i18n.Spanish)
		_ = p.Finished("solved")
		text := strings.Join([]string{p.RatingLine(), p.ModeLine(), p.Verdict("solved"), p.History()[0].Text}, " | ")
		if strings.Contains(text, "pz.") || strings.Contains(text, "%!") || !strings.Contains(text, "Puntuación") {
			t.Errorf("%s: %q", mode, text)
		}
	}
}
