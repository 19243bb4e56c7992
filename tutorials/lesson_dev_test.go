package tutorials

import (
	"os"
	"testing"
)

// TestLessonsDev checks one game's lessons while authoring: LESSON_GAME=xiangqi.
func TestLessonsDev(t *testing.T) {
	game := os.Getenv("LESSON_GAME")
	if game == "" {
		t.Skip("set LESSON_GAME")
	}
	c, err := LoadCourse(game)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range c.Lessons {
		for i := range l.Steps {
			st := &l.Steps[i]
			p, err := stepPosition(c.Variant, st)
			if err != nil {
				t.Fatal(err)
			}
			if err := proveStep(p, st); err != nil {
				t.Errorf("%s step %d (%s): %v", l.ID, i+1, st.Kind, err)
			}
		}
	}
}
