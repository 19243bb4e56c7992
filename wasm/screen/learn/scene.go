package learn

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/driver"
)

// scene is the open lesson as its board's driver.Scene: the board shows
// the lesson's Board and hands the student's intents to the Page, then
// tells the page to redraw the rest (feedback, buttons).
type scene struct {
	p       *Page
	changed func()
}

// Scene returns the page's lesson board for an <elephant-board> in mode
// "lesson"; changed runs after each intent the page took.
func (p *Page) Scene(changed func()) driver.Scene { return scene{p, changed} }

func (s scene) Board() driver.State {
	b, ok := s.p.lessonBoard()
	if !ok {
		return driver.State{Lang: s.p.Lang}
	}
	return b.State()
}

func (s scene) Motion() rules.Move {
	b, _ := s.p.lessonBoard()
	return b.Motion()
}

func (s scene) Press(sq string) bool {
	held := s.p.Press(sq)
	s.changed()
	return held
}

func (s scene) Release(sq string, dragged bool) {
	s.p.Release(sq, dragged)
	s.changed()
}

func (s scene) Key(key string) bool {
	used := s.p.Key(key)
	if used {
		s.changed()
	}
	return used
}
