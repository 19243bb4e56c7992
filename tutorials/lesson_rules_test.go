package tutorials

import (
	"strings"
	"testing"
	"testing/fstest"
)

// shatarKnightMate is a position where Nf7 would be a smothered mate.
const shatarKnightMate = "6rk/6pp/8/4N3/8/8/8/4K3 w - - 0 1"

// knightMateLesson asks for the same mate under two rule sets: the step
// under the house rule accepts it, the traditional one refuses it.
func knightMateLesson(rulesField string) string {
	return `{"title": {"en": "T", "es": "T"}, "summary": {"en": "S", "es": "S"}, "steps": [
    {"kind": "story", "fen": "` + shatarKnightMate + `", "goal": {"en": "g", "es": "g"}, "text": {"en": "t", "es": "t"}},
    {"kind": "illegal", "fen": "` + shatarKnightMate + `", "candidates": [{"move": "e5f7", "code": "knight-mate"}, {"move": "e5g6", "code": "legal"}], ` + texts + `},
    {"kind": "mate", "fen": "` + shatarKnightMate + `", "moves": 1, "accept": ["e5f7"], ` + rulesField + ` ` + texts + `}
  ]}`
}

const houseKnightMate = `"rules": {"preset": "shatar-traditional", "options": {"Shatar": {"KnightMate": true}}, "label": {"en": "House rule", "es": "Regla de la casa"}},`

func loadShatar(t *testing.T, files map[string]string) (*Course, error) {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys["lessons/shatar/"+name] = &fstest.MapFile{Data: []byte(data)}
	}
	return loadCourse(fsys, "shatar")
}

// TestStepRulesLoad checks the per-step rules: a preset of the course's
// game with options that exist and make sense, and a label.
func TestStepRulesLoad(t *testing.T) {
	label := `"label": {"en": "House rule", "es": "Regla de la casa"}`
	tests := []struct{ name, rules, want string }{
		{"good", houseKnightMate, ""},
		{"unknown preset", `"rules": {"preset": "chess", ` + label + `},`, "unknown variant"},
		{"other game", `"rules": {"preset": "xiangqi", ` + label + `},`, "not shatar"},
		{"unknown option", `"rules": {"preset": "shatar-traditional", "options": {"Shatar": {"KnightMates": true}}, ` + label + `},`, "unknown field"},
		{"bad value", `"rules": {"preset": "shatar-traditional", "options": {"Shatar": {"BishopRange": -1}}, ` + label + `},`, "bishop range"},
		{"no label", `"rules": {"preset": "shatar-traditional"},`, "label"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := loadShatar(t, map[string]string{"01-x.json": knightMateLesson(tc.rules)})
			switch {
			case tc.want == "" && err != nil:
				t.Fatal(err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestStepRulesRunner plays the same move under both rule sets: refused
// under the course's rules, a winning mate under the step's own.
func TestStepRulesRunner(t *testing.T) {
	c, err := loadShatar(t, map[string]string{"01-x.json": knightMateLesson(houseKnightMate)})
	if err != nil {
		t.Fatal(err)
	}
	s, err := c.Start("shatar/01-x")
	if err != nil {
		t.Fatal(err)
	}
	if v := s.Read(); !v.StepDone || v.Mistake {
		t.Fatalf("story page: %+v", v)
	}
	if err := s.Next(); err != nil {
		t.Fatal(err)
	}
	if v := s.View(); !v.Rules.Empty() {
		t.Errorf("traditional step shows rules %+v", v.Rules)
	}
	if v := s.Classify(0, "knight-mate"); !v.Accepted {
		t.Fatalf("traditional rules: %+v", v)
	}
	s.Classify(1, "legal")
	if err := s.Next(); err != nil {
		t.Fatal(err)
	}
	if v := s.View(); v.Rules["en"] != "House rule" || v.Rules["es"] != "Regla de la casa" {
		t.Errorf("house step shows rules %+v", v.Rules)
	}
	v := s.Submit("e5f7")
	if !v.StepDone || !v.LessonDone || v.Stars != 3 {
		t.Errorf("house rule knight mate: %+v", v)
	}
}

// TestStoryPage checks what a story page allows: reading it, nothing else.
func TestStoryPage(t *testing.T) {
	c, err := loadShatar(t, map[string]string{"00-story.json": knightMateLesson(""), "01-x.json": knightMateLesson("")})
	if err != nil {
		t.Fatal(err)
	}
	if c.Lessons[0].ID != "shatar/00-story" || c.Map(NewProgress())[0].Number != 0 {
		t.Fatalf("the story is not first: %+v", c.Map(NewProgress()))
	}
	s, err := c.Start("shatar/00-story")
	if err != nil {
		t.Fatal(err)
	}
	v := s.View()
	if v.Kind != KindStory || v.Text["en"] != "t" || v.Status != StepPlaying {
		t.Errorf("view %+v", v)
	}
	if d := s.Dests("e5"); len(d) != 0 {
		t.Errorf("a story page offers moves %v", d)
	}
	if v := s.Submit("e5g6"); v.Accepted || v.Mistake {
		t.Errorf("a move on a story page: %+v", v)
	}
	if err := s.Next(); err == nil {
		t.Errorf("Next before reading")
	}
	if v := s.Read(); !v.StepDone || v.LessonDone {
		t.Errorf("read: %+v", v)
	}
	if err := s.Next(); err != nil {
		t.Fatal(err)
	}
	if v := s.Read(); v.Accepted {
		t.Errorf("Read on an illegal-move step: %+v", v)
	}
}

// TestLessonOrderAndStoryTexts checks the loader's numbering with a story
// first and the texts a story needs.
func TestLessonOrderAndStoryTexts(t *testing.T) {
	story := knightMateLesson("")
	tests := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"00 and 02", map[string]string{"00-story.json": story, "02-x.json": story}, "without gaps"},
		{"story without text", map[string]string{"01-x.json": strings.Replace(story, `, "text": {"en": "t", "es": "t"}`, "", 1)}, "text needs"},
		{"text outside a story", map[string]string{"01-x.json": strings.Replace(story, `"candidates"`, `"text": {"en": "t", "es": "t"}, "candidates"`, 1)}, "only story"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := loadShatar(t, tc.files)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}
