package learn

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/tutorials"
)

// TestStoryPages reads a story lesson: pages of text beside a board, no
// moves, a Next button on every page, Finish on the last, three stars.
func TestStoryPages(t *testing.T) {
	store := newStore()
	p := New(store, i18n.Spanish, "?game=xiangqi&lesson=00-story")
	ls := p.Screen().Lesson
	if ls == nil || ls.Kind != "story" || ls.Number != "La historia" {
		t.Fatalf("lesson %+v", ls)
	}
	if !strings.Contains(ls.Text, "Reinos Combatientes") || !ls.CanNext || ls.CanHint || ls.CanRetry || ls.Help != "" {
		t.Errorf("story page: %+v", ls)
	}
	p.Click("h3")
	if p.selected() != "" || len(p.Screen().Lesson.Board.Dests) != 0 {
		t.Error("a story page took a click")
	}
	for i := 1; i < ls.Steps; i++ {
		if got := p.Screen().Lesson.NextLabel; got != "Siguiente paso" {
			t.Errorf("page %d: next label %q", i, got)
		}
		p.Next()
		if got := p.Screen().Lesson.Step; got != i {
			t.Fatalf("after Next: page %d, want %d", got, i)
		}
	}
	if got := p.Screen().Lesson.NextLabel; got != "Terminar" {
		t.Errorf("last page: next label %q", got)
	}
	p.Next()
	d := p.Screen().Lesson.Done
	if d == nil || d.Stars != 3 || d.NextLesson != "xiangqi/01-general" {
		t.Fatalf("done: %+v", d)
	}
	if !strings.Contains(store.m[tutorials.ProgressKey], `"xiangqi/00-story":3`) {
		t.Errorf("saved progress: %s", store.m[tutorials.ProgressKey])
	}
}

// TestRulesBadge shows which rules a step is played under: nothing under the
// course's rules, the house rule's label under its own.
func TestRulesBadge(t *testing.T) {
	p := New(newStore(), i18n.English, "?game=shatar&lesson=11-house-rules")
	if r := p.Screen().Lesson.Rules; r != "" {
		t.Errorf("traditional step shows rules %q", r)
	}
	p.Answer("legal")
	p.Answer("opening")
	p.Next()
	ls := p.Screen().Lesson
	if ls.Step != 1 || ls.Rules != "House rule: bers's or king's pawn opens" {
		t.Fatalf("step %d rules %q", ls.Step, ls.Rules)
	}
	p.Answer("legal") // e2e4: legal under this house rule only
	if f := p.Screen().Lesson.Feedback; f.Tone != "good" {
		t.Errorf("e2e4 under the house rule: %v", f)
	}
}
