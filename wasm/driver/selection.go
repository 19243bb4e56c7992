package driver

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

// Selection is the press, release and keyboard machine every board
// shares (the game boards and /learn/'s lesson board): a press picks a
// piece up or puts the one held down, a second press on the piece held
// (a double click) lets it go or passes, a drag carries it, and the arrow
// keys move a cursor on which Enter or Space presses. What a press means
// is the board's: Selection only remembers.
type Selection struct {
	Held     rules.Square // the piece picked up; NoSquare when none
	Cursor   rules.Square // the keyboard's point; NoSquare until a key is used
	Keyboard bool         // the keyboard has been used: the cursor shows
	again    bool         // the last press was on the piece held
}

// NewSelection holds nothing and has no cursor.
func NewSelection() Selection { return Selection{Held: rules.NoSquare, Cursor: rules.NoSquare} }

// Press records a press on sq and reports whether it is on the piece held.
func (s *Selection) Press(sq rules.Square) bool {
	s.again = sq != rules.NoSquare && sq == s.Held
	return s.again
}

// Hold picks up the piece on sq.
func (s *Selection) Hold(sq rules.Square) { s.Held = sq }

// Drop lets go of the piece held.
func (s *Selection) Drop() { s.Held, s.again = rules.NoSquare, false }

// Release reads the pointer coming up on sq after a press: to is where a
// piece carried from another point was put down (NoSquare when none), and
// again reports a click that pressed the piece held once more.
func (s *Selection) Release(sq rules.Square, dragged bool) (from, to rules.Square, again bool) {
	from, again = s.Held, s.again
	s.again = false
	if from == rules.NoSquare {
		return from, rules.NoSquare, false
	}
	if dragged && sq != from && sq != rules.NoSquare {
		return from, sq, false
	}
	return from, rules.NoSquare, !dragged && sq == from && again
}

// arrowSteps are the screen directions of the arrow keys.
var arrowSteps = map[string][2]int{"ArrowUp": {0, -1}, "ArrowDown": {0, 1}, "ArrowLeft": {-1, 0}, "ArrowRight": {1, 0}}

// Keys is how a board answers its keys.
type Keys struct {
	Layout  view.Layout
	Flipped bool
	Start   func() rules.Square // where the cursor starts
	// ShowFirst makes the first arrow key show the cursor where it starts
	// instead of moving it.
	ShowFirst bool
	Pick      func(sq rules.Square) // Enter or Space on the cursor
	Cancel    func()                // Escape; nil leaves the key alone
	Moved     func(sq rules.Square) // the cursor moved to sq (to say where it is)
}

// Key answers a key press (KeyboardEvent.key); it reports whether the key
// was used.
func (s *Selection) Key(key string, k Keys) bool {
	d, arrow := arrowSteps[key]
	pick, cancel := key == "Enter" || key == " ", key == "Escape" && k.Cancel != nil
	if !arrow && !pick && !cancel {
		return false
	}
	if !s.Keyboard || s.Cursor == rules.NoSquare {
		s.Keyboard, s.Cursor = true, k.Start()
		if s.Cursor == rules.NoSquare {
			return false
		}
		if arrow && k.ShowFirst {
			k.Moved(s.Cursor)
			return true
		}
	}
	switch {
	case pick:
		k.Pick(s.Cursor)
	case cancel:
		k.Cancel()
	default:
		f, r := k.Layout.Step(s.Cursor.File(), s.Cursor.Rank(), d[0], d[1], k.Flipped)
		s.Cursor = rules.SquareAt(f, r)
		k.Moved(s.Cursor)
	}
	return true
}
