package tutorials

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/elephant-chess/elephant/i18n"
)

func TestLoadRejectsBadLessons(t *testing.T) {
	good := `{"title": {"en": "T", "es": "T"}, "summary": {"en": "S", "es": "S"}, "steps": [STEP]}`
	step := `{"kind": "only", "fen": "3k5/9/9/9/9/9/9/9/9/r3K4 w - - 0 1", "accept": ["e1e2"], ` + texts + `}`
	lesson := func(s string) string { return strings.Replace(good, "STEP", s, 1) }
	tests := []struct {
		name, file, data, want string
	}{
		{"bad name", "1-x.json", lesson(step), "not named"},
		{"gap", "02-x.json", lesson(step), "without gaps"},
		{"not json", "01-x.json", `{`, "unexpected end"},
		{"unknown field", "01-x.json", strings.Replace(lesson(step), `"kind"`, `"colour": 1, "kind"`, 1), "unknown field"},
		{"trailing", "01-x.json", lesson(step) + `{}`, "after the value"},
		{"no spanish", "01-x.json", strings.Replace(lesson(step), `"es": "sí"`, `"es": ""`, 1), "every language"},
		{"bad fen", "01-x.json", lesson(strings.Replace(step, "r3K4", "r3K3", 1)), "fen"},
		{"side not to move in check", "01-x.json", lesson(strings.Replace(step, " w - -", " b - -", 1)), "position: check"},
		{"bad kind", "01-x.json", lesson(strings.Replace(step, `"only"`, `"dance"`, 1)), "unknown kind"},
		{"bad history", "01-x.json", lesson(strings.Replace(step, `"accept"`, `"history": ["e1e3"], "accept"`, 1)), "history"},
		{"no steps", "01-x.json", strings.Replace(good, "STEP", "", 1), "no steps"},
		{"bad mark", "01-x.json", lesson(strings.Replace(step, `"accept"`, `"marks": ["z9"], "accept"`, 1)), "marks"},
		{"reach without targets", "01-x.json", lesson(strings.Replace(step, `"only"`, `"reach"`, 1)), "targets"},
		{"quiz answer missing", "01-x.json", lesson(strings.Replace(step, `"kind": "only"`, `"kind": "quiz", "verify": "outcome", "answer": "x", "options": [{"value": "a", "text": {"en": "a", "es": "a"}}, {"value": "b", "text": {"en": "b", "es": "b"}}]`, 1)), "not among"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{"lessons/xiangqi/" + tc.file: &fstest.MapFile{Data: []byte(tc.data)}}
			_, err := loadCourse(fsys, "xiangqi")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
	if _, err := LoadCourse("chess"); err == nil {
		t.Errorf("unknown game accepted")
	}
}

// TestWordsComplete: every phrase of the runners, and every refusal code a
// lesson asks about, has words (i18n's own tests check every language).
func TestWordsComplete(t *testing.T) {
	for _, say := range Says() {
		if key := "say." + string(say); i18n.English.T(key) == key {
			t.Errorf("phrase %s has no words", say)
		}
	}
	courses, err := LoadCourses()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range courses {
		for _, l := range c.Lessons {
			for _, st := range l.Steps {
				for _, cand := range st.Candidates {
					if got := i18n.English.Choice(cand.Code); got == "choice."+cand.Code {
						t.Errorf("%s: code %s has no label", l.ID, cand.Code)
					}
				}
			}
		}
	}
}

func TestCourseMap(t *testing.T) {
	c, err := LoadCourse("janggi")
	if err != nil {
		t.Fatal(err)
	}
	p := NewProgress()
	p.Record(c.Lessons[1].ID, 2)
	m := c.Map(p)
	if len(m) != len(c.Lessons) || m[0].ID != "janggi/00-story" || m[0].Number != 0 || m[0].Stars != 0 || m[1].Stars != 2 || m[1].Steps != len(c.Lessons[1].Steps) {
		t.Errorf("map: %+v", m[:2])
	}
	if _, err := c.Start("janggi/99-none"); err == nil {
		t.Errorf("unknown lesson started")
	}
}
