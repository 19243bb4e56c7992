package driver

import (
	"slices"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// fakeScene records the intents it gets and shows a fixed state.
type fakeScene struct {
	st      State
	motion  rules.Move
	intents []string
	held    bool
}

func (s *fakeScene) Board() State       { return s.st }
func (s *fakeScene) Motion() rules.Move { return s.motion }
func (s *fakeScene) Press(sq string) bool {
	s.intents = append(s.intents, "press "+sq)
	return s.held
}
func (s *fakeScene) Release(sq string, dragged bool) {
	s.intents = append(s.intents, "release "+sq+map[bool]string{true: " dragged"}[dragged])
}
func (s *fakeScene) Key(key string) bool {
	s.intents = append(s.intents, "key "+key)
	return key == "Enter"
}

// TestLessonDriverChosen: mode "lesson" picks the lesson driver whatever
// the game; leaving the mode changes driver, other changes keep it.
func TestLessonDriverChosen(t *testing.T) {
	h := &fakeHost{}
	for _, a := range []Attrs{{Mode: "lesson"}, {Mode: " Lesson ", Game: "banqi"}, {Mode: "lesson", Game: "janggi"}} {
		if d := NewDriver(h, a); !isLesson(d) {
			t.Errorf("%+v: driver %T, want *Lesson", a, d)
		}
	}
	d := NewDriver(h, Attrs{Mode: "lesson"})
	l := d.(*Lesson)
	if d = Reload(d, h, Attrs{Mode: "lesson", Lang: "es"}); d != l || l.State().Lang != "es" {
		t.Errorf("a new language: driver %T (same %v), lang %q", d, d == Driver(l), l.State().Lang)
	}
	if d = Reload(d, h, Attrs{Mode: "play", Game: "xiangqi"}); isLesson(d) {
		t.Errorf("mode play keeps the lesson driver")
	}
	if d = Reload(d, h, Attrs{Mode: "lesson"}); !isLesson(d) {
		t.Errorf("back to mode lesson: driver %T", d)
	}
}

func isLesson(d Driver) bool { _, ok := d.(*Lesson); return ok }

// TestLessonShowsItsScene: without a scene the board is empty and takes
// nothing; with one it shows the scene's state, hands it the intents by
// square name, animates each change of position once, and refuses the
// element's game methods: it is a Driver only.
func TestLessonShowsItsScene(t *testing.T) {
	l := NewLesson(Attrs{Mode: "lesson", Lang: "es"})
	if st := l.State(); st.Squares != nil || st.Lang != "es" || l.Press(rules.SquareAt(0, 0)) || l.Key("Enter") {
		t.Fatalf("no scene: state %+v", st)
	}
	a1, c3 := rules.SquareAt(0, 0), rules.SquareAt(2, 2)
	s := &fakeScene{st: State{FEN: "f1 w", LastMove: "a1c3", Status: "playing"}, motion: rules.NewMove(a1, c3, rules.NoKind), held: true}
	l.Show(s)
	if st := l.State(); st.FEN != "f1 w" || st.Status != "playing" {
		t.Errorf("state %+v, want the scene's", st)
	}
	if m, said := l.TakeEvents(); m != s.motion || said != nil {
		t.Errorf("first events %v %v, want the scene's motion", m, said)
	}
	l.State()
	if m, _ := l.TakeEvents(); m != rules.NoMove {
		t.Errorf("the same position animates again: %v", m)
	}
	s.st.FEN, s.motion = "f2 b", rules.NewFlip(c3)
	l.State()
	if m, _ := l.TakeEvents(); m != s.motion {
		t.Errorf("a new position: motion %v, want %v", m, s.motion)
	}
	if !l.Press(c3) {
		t.Error("the scene's picked-up piece is not carried")
	}
	l.Release(rules.NoSquare, true)
	l.Release(a1, false)
	l.Key("ArrowUp")
	if want := []string{"press c3", "release  dragged", "release a1", "key ArrowUp"}; !slices.Equal(s.intents, want) {
		t.Errorf("intents %q, want %q", s.intents, want)
	}
	var d Driver = l
	if _, ok := d.(Game); ok {
		t.Error("a lesson board plays a move given by the page")
	}
	_, puzzles := d.(Puzzler)
	_, draws := d.(Drawer)
	_, thinks := d.(Thinker)
	if puzzles || draws || thinks {
		t.Error("a lesson board offers a puzzle, the engine or drawings")
	}
}
