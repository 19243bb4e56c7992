package tutorials

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/elephant-chess/elephant/i18n"
)

// testCourse builds a small xiangqi course from inline lessons.
func testCourse(t *testing.T, files map[string]string) *Course {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys["lessons/xiangqi/"+name] = &fstest.MapFile{Data: []byte(data)}
	}
	c, err := loadCourse(fsys, "xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

const texts = `"goal": {"en": "g", "es": "g"}, "success": {"en": "yes", "es": "sí"}, "failure": {"en": "no", "es": "no"}`

// horseLesson: reach d5 with a horse whose leg c4 is blocked (c3-e2-f4-d5),
// then a mate in one.
var horseLesson = `{
  "title": {"en": "T", "es": "T"}, "summary": {"en": "S", "es": "S"},
  "steps": [
    {"kind": "reach", "fen": "5k3/9/9/9/9/9/2P6/2N6/9/4K4 w - - 0 1", "piece": "c3", "moves": 3, "targets": ["d5"], ` + texts + `},
    {"kind": "mate", "fen": "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", "moves": 1, "accept": ["b1b10"], ` + texts + `}
  ]
}`

func startHorse(t *testing.T) *Session {
	t.Helper()
	c := testCourse(t, map[string]string{"01-horse.json": horseLesson})
	s, err := c.Start("xiangqi/01-horse")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRunnerExplainsWrongMove(t *testing.T) {
	s := startHorse(t)
	v := s.Submit("c3d5")
	if v.Accepted || !v.Mistake || v.Rule != "horse-leg" || v.At != "c4" {
		t.Fatalf("blocked horse: got %+v", v)
	}
	if !strings.Contains(said(s, i18n.English, v), "leg is blocked at c4") || !strings.Contains(said(s, i18n.Spanish, v), "pata del caballo está bloqueada en c4") {
		t.Errorf("message does not explain the leg: %q", said(s, i18n.English, v))
	}
	if s.View().Status != StepPlaying || s.View().MovesLeft != 3 {
		t.Errorf("a refused move must leave the step as it was: %+v", s.View())
	}
	if v := s.Submit("c3c5"); v.Rule != "shape" || !strings.Contains(said(s, i18n.English, v), "one point straight, then one point diagonally") {
		t.Errorf("shape: got %+v", v)
	}
	if v := s.Submit("zz"); v.Mistake || v.Accepted {
		t.Errorf("an unreadable move is neither accepted nor a mistake: %+v", v)
	}
}

func TestRunnerRetry(t *testing.T) {
	s := startHorse(t)
	start := s.FEN()
	script := []struct {
		move             string
		accepted, failed bool
	}{
		{"c3e4", true, false},
		{"e4f6", true, false},
		{"f6h7", true, true}, // out of moves: the attempt fails
		{"h7g5", false, true},
	}
	for _, st := range script {
		v := s.Submit(st.move)
		if v.Accepted != st.accepted || v.Failed != st.failed {
			t.Fatalf("%s: got %+v", st.move, v)
		}
	}
	if err := s.Retry(); err != nil {
		t.Fatal(err)
	}
	if s.FEN() != start || s.View().MovesLeft != 3 || s.View().Status != StepPlaying {
		t.Fatalf("retry did not restore the step: %+v", s.View())
	}
	var v Verdict
	for _, m := range []string{"c3e2", "e2f4", "f4d5"} {
		v = s.Submit(m)
	}
	if !v.StepDone || v.Stars != 2 {
		t.Errorf("solved after one failed attempt: want step done with 2 stars, got %+v", v)
	}
	if err := s.Next(); err != nil {
		t.Fatal(err)
	}
	if s.View().Kind != KindMate {
		t.Errorf("next step is %s", s.View().Kind)
	}
}

func TestRunnerStars(t *testing.T) {
	tests := []struct {
		name         string
		wrong        []string // mistakes made in step 1
		step, lesson int
	}{
		{"perfect", nil, 3, 3},
		{"one mistake", []string{"c3d5"}, 2, 2},
		{"three mistakes", []string{"c3d5", "c3b5", "c3c5"}, 1, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := startHorse(t)
			for _, m := range tc.wrong {
				if v := s.Submit(m); !v.Mistake {
					t.Fatalf("%s should be a mistake: %+v", m, v)
				}
			}
			var v Verdict
			for _, m := range []string{"c3e2", "e2f4", "f4d5"} {
				v = s.Submit(m)
			}
			if !v.StepDone || v.Stars != tc.step {
				t.Fatalf("step 1: want %d stars, got %+v", tc.step, v)
			}
			if err := s.Next(); err != nil {
				t.Fatal(err)
			}
			v = s.Submit("b1b10")
			if !v.StepDone || !v.LessonDone || v.Stars != tc.lesson || s.Stars() != tc.lesson {
				t.Errorf("lesson: want %d stars, got %+v", tc.lesson, v)
			}
			if err := s.Next(); err == nil {
				t.Errorf("Next after the last step must fail")
			}
		})
	}
}

func TestRunnerMateMistake(t *testing.T) {
	s := startHorse(t)
	if err := s.Next(); err == nil {
		t.Fatal("Next before the step is done must fail")
	}
	for _, m := range []string{"c3e2", "e2f4", "f4d5"} {
		s.Submit(m)
	}
	s.Next()
	v := s.Submit("a9a10")
	if v.Accepted || !v.Mistake || !strings.Contains(said(s, i18n.English, v), "does not end the game") {
		t.Errorf("a check that is not mate: got %+v", v)
	}
	if v := s.Submit("b1b10"); !v.LessonDone || v.Stars != 2 {
		t.Errorf("mate after a mistake: got %+v", v)
	}
}

// courseSession starts a real lesson and skips to step index i by solving
// the steps before it.
func courseSession(t *testing.T, game, id string, i int) *Session {
	t.Helper()
	c, err := LoadCourse(game)
	if err != nil {
		t.Fatal(err)
	}
	s, err := c.Start(id)
	if err != nil {
		t.Fatal(err)
	}
	for s.index < i {
		if err := solveStep(s); err != nil {
			t.Fatal(err)
		}
		if err := s.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestRunnerLineExplainsOutcome(t *testing.T) {
	s := courseSession(t, "xiangqi", "xiangqi/12-perpetual-chase", 1)
	v := s.Submit("a8a7")
	if !v.Mistake || v.Rule != "perpetual-chase" || !strings.Contains(said(s, i18n.English, v), "Perpetual chase") || !strings.Contains(said(s, i18n.Spanish, v), "Persecución perpetua") {
		t.Fatalf("repeating the chase: got %+v", v)
	}
	v = s.Submit("a8b8")
	if !v.Accepted || v.Reply != "b7g7" || v.StepDone {
		t.Fatalf("scripted reply: got %+v", v)
	}
	v = s.Submit("b8g8")
	if !v.StepDone || v.LessonDone || v.Stars != 2 {
		t.Errorf("end of line: got %+v", v)
	}
}

func TestRunnerPerpetualCheckMate(t *testing.T) {
	s := courseSession(t, "xiangqi", "xiangqi/11-perpetual-check", 2)
	v := s.Submit("a10a9")
	if !v.Mistake || v.Rule != "perpetual-check" {
		t.Fatalf("repeating the check: got %+v", v)
	}
	if v := s.Submit("e7e8"); !v.LessonDone {
		t.Errorf("the mate: got %+v", v)
	}
}

func TestRunnerClassify(t *testing.T) {
	s := courseSession(t, "xiangqi", "xiangqi/04-horse", 1)
	tests := []struct {
		i                 int
		code              string
		accepted, mistake bool
		contains          string
	}{
		{0, "legal", false, true, "not legal"},
		{0, "shape", false, true, "another reason"},
		{0, "horse-leg", true, false, "leg is blocked at e4"},
		{0, "horse-leg", false, false, "already answered"},
		{9, "legal", false, false, "no such choice"},
		{2, "legal", true, false, "legal"},
		{1, "horse-leg", true, false, "f3"},
		{3, "shape", true, false, "one point straight"},
	}
	for _, tc := range tests {
		v := s.Classify(tc.i, tc.code)
		if v.Accepted != tc.accepted || v.Mistake != tc.mistake || !strings.Contains(said(s, i18n.English, v), tc.contains) {
			t.Errorf("Classify(%d, %s) = %+v", tc.i, tc.code, v)
		}
	}
	if s.View().Status != StepSolved {
		t.Errorf("all candidates answered: status %s", s.View().Status)
	}
}

func TestRunnerQuizAndSetup(t *testing.T) {
	s := courseSession(t, "janggi", "janggi/06-setup", 0)
	if v := s.Submit("a1a2"); v.Mistake || v.Accepted {
		t.Errorf("a non-swap in a setup step: %+v", v)
	}
	if d := s.Dests("g1"); len(d) != 1 || d[0] != "h1" {
		t.Errorf("Dests(g1) = %v", d)
	}
	if v := s.Submit("g1h1"); !v.StepDone || v.Stars != 3 {
		t.Errorf("swap: %+v", v)
	}
	s = courseSession(t, "janggi", "janggi/06-setup", 2)
	if v := s.Choose("NBBN"); !v.Mistake {
		t.Errorf("wrong answer: %+v", v)
	}
	if v := s.Choose("BNBN"); !v.LessonDone || v.Stars != 2 {
		t.Errorf("right answer: %+v", v)
	}
}

func TestRunnerPass(t *testing.T) {
	s := courseSession(t, "janggi", "janggi/07-pass", 0)
	if !s.View().CanPass {
		t.Errorf("the view must offer the pass")
	}
	if v := s.Submit("pass"); !v.StepDone {
		t.Errorf("pass: %+v", v)
	}
}

// TestRunnerJSON checks the shapes the lesson screen reads through WASM.
func TestRunnerJSON(t *testing.T) {
	s := startHorse(t)
	data, err := json.Marshal(s.View())
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"kind":"reach"`, `"targets":["d5"]`, `"piece":"c3"`, `"player":"w"`, `"status":"playing"`, `"movesLeft":3`} {
		if !strings.Contains(string(data), key) {
			t.Errorf("view JSON lacks %s: %s", key, data)
		}
	}
	data, err = json.Marshal(s.Submit("c3d5"))
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"mistake":true`, `"rule":"horse-leg"`, `"at":"c4"`, `"message":[{"refusal":{"Code":"horse-leg"`} {
		if !strings.Contains(string(data), key) {
			t.Errorf("verdict JSON lacks %s: %s", key, data)
		}
	}
}

// said is what a verdict tells the student, in words.
func said(s *Session, l i18n.Lang, v Verdict) string {
	return l.Notes(s.course.Variant.Game, v.Message)
}
