package learn

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/tutorials"
)

// memStore is localStorage in memory; full makes every write fail.
type memStore struct {
	m    map[string]string
	full bool
}

func newStore(kv ...string) *memStore {
	s := &memStore{m: map[string]string{}}
	for i := 0; i+1 < len(kv); i += 2 {
		s.m[kv[i]] = kv[i+1]
	}
	return s
}

func (s *memStore) Get(k string) (string, bool) { v, ok := s.m[k]; return v, ok }
func (s *memStore) Remove(k string)             { delete(s.m, k) }
func (s *memStore) Set(k, v string) error {
	if s.full {
		return errors.New("quota exceeded")
	}
	s.m[k] = v
	return nil
}

// walkStep is one step of a walkthrough in testdata, shared with the browser tests.
type walkStep struct {
	Moves   []string `json:"moves"`
	Answers []string `json:"answers"`
	Choose  string   `json:"choose"`
}

// walkthroughs are the files of perfect answers: the banqi lessons' apart,
// since learn.test.mjs clicks every move of the other file twice.
var walkthroughs = []string{"testdata/walkthrough.json", "testdata/banqi-walkthrough.json"}

func loadWalkthrough(t *testing.T, file string) map[string][]walkStep {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var w struct {
		Lessons map[string][]walkStep `json:"lessons"`
	}
	if err := json.Unmarshal(data, &w); err != nil {
		t.Fatal(err)
	}
	return w.Lessons
}

// play performs one walkthrough step as clicks on the page; after is
// called after each action, when given.
func play(p *Page, st walkStep, after ...func()) {
	for _, m := range st.Moves {
		switch from, to := moveEnds(m); {
		case m == "pass":
			p.Pass()
		case from == "":
			p.Click(m) // a square alone: one click, a banqi flip
		default:
			p.Click(from)
			p.Click(to)
		}
		for _, f := range after {
			f()
		}
		p.Settle()
	}
	for _, a := range st.Answers {
		p.Answer(a)
	}
	if st.Choose != "" {
		p.Answer(st.Choose)
	}
}

// TestWalkthrough plays the browser tests' lessons by clicks: every step
// must end solved without a mistake, the lesson with three stars, saved.
func TestWalkthrough(t *testing.T) {
	for _, file := range walkthroughs {
		walkthrough(t, file)
	}
}

func walkthrough(t *testing.T, file string) {
	for id, steps := range loadWalkthrough(t, file) {
		t.Run(id, func(t *testing.T) {
			store := newStore()
			p := New(store, i18n.English, "")
			if !p.Open(id) {
				t.Fatalf("cannot open %s", id)
			}
			for i, st := range steps {
				play(p, st)
				ls := p.Screen().Lesson
				if ls.Feedback.Tone != "good" || ls.Status != "done" {
					t.Fatalf("step %d: status %s, feedback %v", i+1, ls.Status, ls.Feedback)
				}
				if i < len(steps)-1 {
					if !ls.CanNext {
						t.Fatalf("step %d: no Next button", i+1)
					}
					p.Next()
				}
			}
			d := p.Screen().Lesson.Done
			if d == nil || d.Stars != 3 || d.Best != 3 {
				t.Fatalf("done: %+v", d)
			}
			if !strings.Contains(store.m[tutorials.ProgressKey], `"`+id+`":3`) {
				t.Errorf("saved progress: %s", store.m[tutorials.ProgressKey])
			}
		})
	}
}

func TestNew(t *testing.T) {
	tests := []struct {
		name, query, saved string
		game, lesson       string
		notice             string
		kept               bool
	}{
		{name: "default", game: "xiangqi", kept: true},
		{name: "game", query: "?game=shatar", game: "shatar", kept: true},
		{name: "unknown game", query: "?game=chess", game: "xiangqi", kept: true},
		{name: "lesson", query: "?game=janggi&lesson=03-elephant", game: "janggi", lesson: "janggi/03-elephant", kept: true},
		{name: "missing lesson", query: "game=janggi&lesson=99-nothing", game: "janggi", notice: `no lesson "99-nothing"`, kept: true},
		{name: "saved", saved: `{"version":1,"stars":{"xiangqi/04-horse":2}}`, game: "xiangqi", kept: true},
		{name: "corrupt", saved: `{"version":1,"stars":{"xiangqi/04-horse":9}}`, game: "xiangqi", notice: "could not be read"},
		{name: "garbage", saved: `not json`, game: "xiangqi", notice: "could not be read"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			store := newStore()
			if tc.saved != "" {
				store.m[tutorials.ProgressKey] = tc.saved
			}
			s := New(store, i18n.English, tc.query).Screen()
			if s.Game != tc.game {
				t.Errorf("game %s, want %s", s.Game, tc.game)
			}
			got := ""
			if s.Lesson != nil {
				got = s.Lesson.ID
			}
			if got != tc.lesson {
				t.Errorf("lesson %q, want %q", got, tc.lesson)
			}
			notices := strings.Join(s.Notices, "|")
			if tc.notice == "" && notices != "" || !strings.Contains(notices, tc.notice) {
				t.Errorf("notices %q, want %q", notices, tc.notice)
			}
			if _, ok := store.m[tutorials.ProgressKey]; ok != (tc.kept && tc.saved != "") {
				t.Errorf("saved progress kept: %v", ok)
			}
		})
	}
}

func TestTabsBeforeAndAfterLoading(t *testing.T) {
	store := newStore(tutorials.ProgressKey, `{"version":1,"stars":{"janggi/01-palace":2,"janggi/02-palace-lines":3}}`)
	p := New(store, i18n.English, "")
	if tab := p.Screen().Tabs[1]; tab.Stars != 5 || tab.Done != 2 || tab.Of != 0 {
		t.Errorf("janggi before loading: %+v", tab)
	}
	p.LoadAll()
	if tab := p.Screen().Tabs[1]; tab.Stars != 5 || tab.Done != 2 || tab.Of != 39 || tab.Lessons != 13 {
		t.Errorf("janggi after loading: %+v", tab)
	}
}

func TestRoute(t *testing.T) {
	p := New(newStore(), i18n.English, "?game=janggi&lesson=01-palace")
	p.Click("e2")
	p.Route("?game=janggi&lesson=01-palace") // the lesson open: kept as it is
	if p.selected() != "e2" {
		t.Error("routing to the open lesson restarted it")
	}
	p.Route("?game=shatar")
	if s := p.Screen(); s.Lesson != nil || s.Game != "shatar" {
		t.Errorf("route to a map: %+v", s.Lesson)
	}
	p.Route("?game=shatar&lesson=02-pieces")
	if s := p.Screen(); s.Lesson == nil || s.Lesson.ID != "shatar/02-pieces" {
		t.Errorf("route to a lesson: %+v", s.Lesson)
	}
}

func TestMapCards(t *testing.T) {
	store := newStore(tutorials.ProgressKey, `{"version":1,"stars":{"xiangqi/01-general":3,"xiangqi/02-advisor":1}}`)
	s := New(store, i18n.English, "").Screen()
	if len(s.Cards) != 16 {
		t.Fatalf("%d cards", len(s.Cards))
	}
	story := s.Cards[0]
	if story.ID != "xiangqi/00-story" || story.Mark != "✦" || story.MarkName != "Story" || story.Badge != "" {
		t.Errorf("the story is not the first card: %+v", story)
	}
	if s.Cards[1].Stars != 3 || s.Cards[2].Stars != 1 || s.Cards[3].Badge != "Next up" || s.Cards[1].Mark != "1" {
		t.Errorf("cards: %+v", s.Cards[:4])
	}
	if s.Summary != "2 of 16 lessons done · 4 of 48 stars" {
		t.Errorf("summary %q", s.Summary)
	}
	if len(s.Tabs) != 5 || !s.Tabs[0].Active || s.Tabs[0].Stars != 4 || s.Tabs[0].Of != 48 {
		t.Errorf("tabs %+v", s.Tabs)
	}
	fresh := New(newStore(), i18n.Spanish, "?game=hiashatar").Screen()
	if fresh.Cards[0].Badge != "Empieza aquí" || fresh.Cards[0].MarkName != "Historia" || fresh.Tabs[3].Name != "Hiashatar" || !strings.HasPrefix(fresh.Summary, "0 de 12") {
		t.Errorf("spanish map: %+v %q", fresh.Cards[0], fresh.Summary)
	}
}

// TestFeedback checks what the student is told after single actions.
func TestFeedback(t *testing.T) {
	tests := []struct {
		name, lesson string
		steps        int // steps to solve first, from the walkthrough
		clicks       []string
		answer       string
		tone, rule   string
		text         string
	}{
		{name: "horse leg", lesson: "xiangqi/04-horse", steps: 2, clicks: []string{"c3", "d5"}, tone: "mistake", rule: "horse-leg", text: "leg"},
		{name: "cannon without screen", lesson: "xiangqi/06-cannon", steps: 2, clicks: []string{"a3", "g3", "g3", "g6"}, tone: "mistake", rule: "cannon-no-screen"},
		{name: "target collected", lesson: "xiangqi/04-horse", clicks: []string{"b1", "c3", "c3", "d5"}, tone: "good", text: "Keep going"},
		{name: "wrong classification", lesson: "xiangqi/04-horse", steps: 1, answer: "legal", tone: "mistake"},
		{name: "wrong quiz", lesson: "janggi/06-setup", steps: 2, answer: "NBBN", tone: "mistake"},
		{name: "not a swap", lesson: "janggi/06-setup", clicks: []string{"a1", "b1"}, tone: ""},
		{name: "wrong check", lesson: "shatar/05-checks", clicks: []string{"e2", "b5"}, tone: "mistake", rule: "tuk"},
		{name: "general clicked twice passes", lesson: "janggi/07-pass", steps: 2, clicks: []string{"f1", "f1"}, tone: "good", text: "d3c5"},
		{name: "piece clicked twice is put back", lesson: "xiangqi/04-horse", clicks: []string{"b1", "b1"}, tone: ""},
	}
	walk := loadWalkthrough(t, walkthroughs[0])
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := New(newStore(), i18n.English, "")
			p.Open(tc.lesson)
			for i := 0; i < tc.steps; i++ {
				play(p, walk[tc.lesson][i])
				p.Next()
			}
			for _, c := range tc.clicks {
				p.Click(c)
			}
			if tc.answer != "" {
				p.Answer(tc.answer)
			}
			f := p.Screen().Lesson.Feedback
			if f.Tone != tc.tone || f.Rule != tc.rule || !strings.Contains(f.Text, tc.text) {
				t.Errorf("feedback %v (rule %q), want %s %q containing %q", f, f.Rule, tc.tone, tc.rule, tc.text)
			}
		})
	}
}

func TestPassButton(t *testing.T) {
	tests := []struct {
		lesson string
		want   bool
	}{
		{"janggi/07-pass", true},    // only: the pass is the answer
		{"janggi/01-palace", false}, // reach: a pass would only waste a move
		{"xiangqi/09-check-mate", false},
	}
	for _, tc := range tests {
		p := New(newStore(), i18n.English, "")
		p.Open(tc.lesson)
		if got := p.Screen().Lesson.CanPass; got != tc.want {
			t.Errorf("%s: pass offered %v", tc.lesson, got)
		}
	}
}

func TestReplyIsShownAfterTheMove(t *testing.T) {
	p := New(newStore(), i18n.English, "")
	p.Open("janggi/07-pass")
	walk := loadWalkthrough(t, walkthroughs[0])["janggi/07-pass"]
	play(p, walk[0])
	p.Next()
	play(p, walk[1])
	p.Next()
	p.Pass()
	ls := p.Screen().Lesson
	if !ls.Pending || ls.Board.Last != "f1f1" {
		t.Fatalf("after the pass: pending %v, last %q", ls.Pending, ls.Board.Last)
	}
	p.Click("f1") // ignored while the reply waits
	if p.selected() != "" {
		t.Error("a piece was picked up while the reply waited")
	}
	p.Settle()
	ls = p.Screen().Lesson
	if ls.Pending || ls.Board.Last != "d3c5" || !strings.Contains(ls.Feedback.Text, "d3c5") {
		t.Errorf("after the reply: last %q, feedback %v", ls.Board.Last, ls.Feedback)
	}
}

func TestRetryAndFailure(t *testing.T) {
	p := New(newStore(), i18n.English, "")
	p.Open("shatar/01-bers")
	if p.Screen().Lesson.CanRetry {
		t.Error("retry offered before any move")
	}
	p.Click("d1")
	p.Click("d5") // a legal move that reaches nothing: one move left
	p.Click("d5")
	p.Click("d6") // out of moves
	ls := p.Screen().Lesson
	if ls.Status != "failed" || !ls.CanRetry || ls.Feedback.Tone != "failed" {
		t.Fatalf("status %s, retry %v, feedback %v", ls.Status, ls.CanRetry, ls.Feedback)
	}
	p.Click("d6")
	if p.selected() != "" {
		t.Error("a failed step took a click")
	}
	p.Retry()
	ls = p.Screen().Lesson
	if ls.Status != "playing" || ls.Feedback.Tone != "" || len(ls.Board.Targets) != 2 {
		t.Errorf("after retry: %s %v %v", ls.Status, ls.Feedback, ls.Board.Targets)
	}
}

// TestFlow follows the buttons at the end of lessons: the next lesson,
// and after the last one of a course, the next game.
func TestFlow(t *testing.T) {
	walk := loadWalkthrough(t, walkthroughs[0])
	p := New(newStore(), i18n.English, "")
	p.Open("janggi/06-setup")
	for i, st := range walk["janggi/06-setup"] {
		if i > 0 {
			p.Next()
		}
		play(p, st)
	}
	d := p.Screen().Lesson.Done
	if d == nil || d.NextLesson != "janggi/07-pass" || !strings.Contains(d.NextText, "Passing") {
		t.Fatalf("done: %+v", d)
	}
	p.NextLesson()
	if s := p.Screen(); s.Lesson == nil || s.Lesson.ID != "janggi/07-pass" || s.Query != "?game=janggi&lesson=07-pass" {
		t.Fatalf("next lesson: %+v", s.Lesson)
	}
	p.ToMap()
	if s := p.Screen(); s.Lesson != nil || s.Cards[6].Stars != 3 || s.Cards[7].Badge != "Next up" || s.Cards[0].Badge != "" {
		t.Errorf("map after the lesson: %+v", s.Cards[5:8])
	}
	p.Open("hiashatar/11-house-rules")
	p.done = &tutorials.Verdict{LessonDone: true, Stars: 2}
	if d := p.Screen().Lesson.Done; d.NextGame != "banqi" || d.GameText != "Try Banqi" || d.CourseDone == "" {
		t.Errorf("after the last hiashatar lesson: %+v", d)
	}
	p.Open("banqi/06-chain-captures")
	p.done = &tutorials.Verdict{LessonDone: true, Stars: 2}
	if d := p.Screen().Lesson.Done; d.NextGame != "xiangqi" || d.CourseDone != "You have finished every Banqi lesson." {
		t.Errorf("after the last banqi lesson: %+v", d)
	}
}

func TestProgressNotSaved(t *testing.T) {
	store := newStore()
	store.full = true
	p := New(store, i18n.Spanish, "")
	p.Open("hiashatar/01-board")
	for i, st := range loadWalkthrough(t, walkthroughs[0])["hiashatar/01-board"] {
		if i > 0 {
			p.Next()
		}
		play(p, st)
	}
	if n := p.Screen().Notices; len(n) != 1 || !strings.Contains(n[0], "No se pudo guardar") {
		t.Errorf("notices %q", n)
	}
}

func TestLanguage(t *testing.T) {
	store := newStore()
	p := New(store, i18n.English, "?game=xiangqi&lesson=04-horse")
	en := p.Screen().Lesson
	p.SetLang(i18n.Spanish)
	es := p.Screen().Lesson
	if en.Title == es.Title || es.StepText != "Paso 1 de 3" || store.m[LangKey] != i18n.Spanish.Setting() {
		t.Errorf("en %q / es %q %q", en.Title, es.Title, es.StepText)
	}
}

func TestCandidates(t *testing.T) {
	p := New(newStore(), i18n.English, "")
	p.Open("xiangqi/04-horse")
	play(p, loadWalkthrough(t, walkthroughs[0])["xiangqi/04-horse"][0])
	p.Next()
	ls := p.Screen().Lesson
	if len(ls.Candidates) != 4 || ls.Candidates[0].Label != "Horse 傌/馬: e3 → d5" || !ls.Candidates[0].Current {
		t.Fatalf("candidates %+v", ls.Candidates)
	}
	if ls.Question != "Move 1 of 4: is it legal?" || len(ls.Choices) < 3 || ls.Choices[0].Value != "legal" ||
		ls.Choices[0].Text != "Legal" || ls.Choices[1].Text != "The horse's leg is blocked" {
		t.Errorf("question %q, choices %+v", ls.Question, ls.Choices)
	}
	if a := ls.Board.Arrows[0]; !a.Focus || a.Faded {
		t.Errorf("first arrow %+v", a)
	}
	p.Answer("horse-leg")
	ls = p.Screen().Lesson
	if !ls.Candidates[0].Answered || !ls.Candidates[1].Current || !ls.Board.Arrows[0].Faded || !ls.Board.Arrows[1].Focus {
		t.Errorf("after one answer: %+v %+v", ls.Candidates, ls.Board.Arrows)
	}
	p.Click("e3")
	if p.selected() != "" {
		t.Error("an illegal-move step took a click on the board")
	}
	if got := p.moveLabel(ls.Board.FEN, "e3e3"); got != "Pass: no move at all" {
		t.Errorf("a pass is labelled %q", got)
	}
}

func TestKeyboard(t *testing.T) {
	p := New(newStore(), i18n.English, "?game=xiangqi&lesson=04-horse")
	steps := []struct {
		key, cursor, selected string
		handled               bool
	}{
		{"ArrowUp", "b1", "", true}, // the first key shows the cursor on the step's piece
		{"Enter", "b1", "b1", true},
		{"ArrowUp", "b2", "b1", true},
		{"ArrowUp", "b3", "b1", true},
		{"ArrowRight", "c3", "b1", true},
		{"Tab", "c3", "b1", false},
		{" ", "c3", "", true}, // b1c3 played
		{"ArrowDown", "c2", "", true},
		{"ArrowLeft", "b2", "", true},
	}
	for i, st := range steps {
		if got := p.Key(st.key); got != st.handled || p.cursor() != st.cursor || p.selected() != st.selected {
			t.Fatalf("key %d %q: handled %v, cursor %q, selected %q; want %v %q %q", i, st.key, got, p.cursor(), p.selected(),
				st.handled, st.cursor, st.selected)
		}
	}
	if last := p.Screen().Lesson.Board.Last; last != "b1c3" {
		t.Errorf("last move %q", last)
	}
	black := New(newStore(), i18n.English, "?game=xiangqi&lesson=11-perpetual-check")
	black.Key("ArrowUp")
	black.Key("ArrowUp") // the board is turned: up goes down the ranks
	if black.cursor() != "e9" {
		t.Errorf("flipped cursor %q", black.cursor())
	}
}

// TestNextEntry picks the lesson to do next: after the furthest one done,
// skipped ones only once nothing is left after it.
func TestNextEntry(t *testing.T) {
	tests := []struct {
		stars []int
		want  int
	}{
		{[]int{0, 0, 0}, 0},
		{[]int{0, 3, 0}, 2},
		{[]int{3, 0, 2, 0}, 3},
		{[]int{0, 3, 3}, 0},
		{[]int{3, 3, 3}, -1},
	}
	for _, tc := range tests {
		var e []tutorials.LessonEntry
		for _, s := range tc.stars {
			e = append(e, tutorials.LessonEntry{Stars: s})
		}
		if got := nextEntry(e); got != tc.want {
			t.Errorf("%v: next %d, want %d", tc.stars, got, tc.want)
		}
	}
}

// TestPressRelease plays the board's pointer intents: a press picks up, a
// drag puts down where it ends, a second press on the piece puts it back,
// and a press off the board or a drag back home changes nothing.
func TestPressRelease(t *testing.T) {
	p := New(newStore(), i18n.English, "?game=xiangqi&lesson=04-horse")
	steps := []struct {
		do       string // "press SQ", "click SQ" (press and release in place), "drag SQ" (release on SQ, carried)
		carry    bool   // what a press returns
		selected string
		last     string
	}{
		{"press ", false, "", ""},
		{"press e5", false, "", ""},
		{"click b1", true, "b1", ""},
		{"click b1", true, "", ""}, // pressed again: put back
		{"press b1", true, "b1", ""},
		{"drag b1", false, "b1", ""}, // carried home: still picked up
		{"drag ", false, "b1", ""},   // dropped off the board
		{"drag c3", false, "", "b1c3"},
	}
	for i, st := range steps {
		verb, sq, _ := strings.Cut(st.do, " ")
		carry := false
		switch verb {
		case "press":
			carry = p.Press(sq)
		case "click":
			carry = p.Press(sq)
			p.Release(sq, false)
		case "drag":
			p.Release(sq, true)
		}
		last := p.Screen().Lesson.Board.Last
		if carry != st.carry || p.selected() != st.selected || last != st.last {
			t.Fatalf("step %d %q: carry %v, selected %q, last %q; want %v %q %q", i, st.do, carry, p.selected(), last,
				st.carry, st.selected, st.last)
		}
	}
}
