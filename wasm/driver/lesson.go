package driver

import (
	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// Scene is a board whose game its page owns, as /learn/'s lesson steps
// are: the page says what the board shows and answers the person's intents
// on it (squares by name, "e10"). The board asks for the State after
// every intent; Motion names what to animate once the position changed.
type Scene interface {
	Board() State
	Motion() rules.Move // the move or flip that led to the position shown, NoMove for none
	Press(sq string) bool
	Release(sq string, dragged bool)
	Key(key string) bool
}

// Lesson drives a board in mode "lesson": it shows a Scene its page hands
// it through Show, and has no game of its own. Until then the board is
// empty. It asks no engine, sets no puzzle and takes no drawings: it is a
// Driver only.
type Lesson struct {
	scene  Scene
	lang   i18n.Lang
	shown  string     // the position last animated, to animate each change once
	motion rules.Move // the animation waiting for TakeEvents
}

// NewLesson returns a lesson driver waiting for its scene.
func NewLesson(a Attrs) *Lesson {
	l := &Lesson{}
	l.Load(a)
	return l
}

// Load takes the board's language; the rest comes from the scene.
func (l *Lesson) Load(a Attrs) { l.lang = i18n.Parse(a.Lang) }

// Show hands the board the scene to show; the page calls it again (or
// redraws the board) whenever the scene changed.
func (l *Lesson) Show(s Scene) { l.scene = s }

// State is the scene's board, with an animation noted when its position changed.
func (l *Lesson) State() State {
	if l.scene == nil {
		return State{Lang: l.lang}
	}
	st := l.scene.Board()
	if key := st.FEN + "|" + st.LastMove; key != l.shown {
		l.shown, l.motion = key, l.scene.Motion()
	}
	return st
}

func (l *Lesson) Press(sq rules.Square) bool {
	return l.scene != nil && sq != rules.NoSquare && l.scene.Press(sq.String())
}

func (l *Lesson) Release(sq rules.Square, dragged bool) {
	if l.scene == nil {
		return
	}
	name := ""
	if sq != rules.NoSquare {
		name = sq.String()
	}
	l.scene.Release(name, dragged)
}

func (l *Lesson) Key(key string) bool { return l.scene != nil && l.scene.Key(key) }

// Cancel is the scene's: a lesson's page decides what Escape means.
func (l *Lesson) Cancel() {}

// TakeEvents returns the animation of the last change of position, once.
func (l *Lesson) TakeEvents() (rules.Move, []string) {
	m := l.motion
	l.motion = rules.NoMove
	return m, nil
}
