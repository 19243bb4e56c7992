// Package driver holds what an <elephant-board> plays: the input and
// display adapters over a game (package core) that turn the board's
// intents (selection, moves by click, drag and keyboard, drawings) into
// moves and the game into the State to show. Controller plays every game
// with a role per mode (view, play, puzzle, engine); Lesson shows a page's
// lesson step. A driver does only what its interfaces say: every driver is
// a Driver, and the board asks for Game, Thinker, Puzzler and Drawer. They
// talk to the browser only through Host and the State they return, so
// they are tested natively.
package driver

import (
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// Driver is what every board's driver does: it (re)loads from the
// board's attributes, answers the person's intents and shows a State.
type Driver interface {
	Input
	Load(a Attrs) // (re)start from the attributes
	State() State
	// TakeEvents returns and forgets the move to animate (NoMove if none)
	// and the sentences to announce since the last call.
	TakeEvents() (rules.Move, []string)
}

// Input is the person's intents on the board.
type Input interface {
	Press(sq rules.Square) bool // true when the piece there may be dragged
	Release(sq rules.Square, dragged bool)
	Key(key string) bool
	Cancel()
}

// Game is a driver that holds a game: the element's methods and events.
type Game interface {
	Move(uci string) error
	Undo() error
	Review(ply int)
	Flip()
	// TakeGameEvents returns and forgets the moves played and the ending
	// reached since the last call.
	TakeGameEvents() ([]MoveEvent, *EndEvent)
	CanClaim() bool // janggi's bikjang claim
	Claim() bool
}

// Thinker is a driver that asks its Host for the engine's moves.
type Thinker interface {
	EngineInfo(id int, line string)
	EngineFailed(id int, err error)
	EngineMove(id int, uci string)
}

// Puzzler is a driver that sets puzzles.
type Puzzler interface {
	Puzzle() (PuzzleInfo, bool)
	Hint()
	ShowSolution()
	Restart()
}

// Drawer is a driver on whose board the person draws arrows and circles.
type Drawer interface {
	Shapes() []Shape
	Preview(from, to rules.Square, brush string)
	Draw(from, to rules.Square, brush string) bool
	ClearShapes() bool
}

var (
	_ Driver  = (*Controller)(nil)
	_ Game    = (*Controller)(nil)
	_ Thinker = (*Controller)(nil)
	_ Puzzler = (*Controller)(nil)
	_ Drawer  = (*Controller)(nil)
	_ Driver  = (*Lesson)(nil)
)

// NewDriver returns the driver for a board's attributes: Lesson for mode
// "lesson", a Controller for the rest.
func NewDriver(h Host, a Attrs) Driver {
	if IsLesson(a) {
		return NewLesson(a)
	}
	return New(h, a)
}

// Reload gives the board new attributes: the same driver takes them in,
// unless they now ask for the other kind.
func Reload(d Driver, h Host, a Attrs) Driver {
	if _, lesson := d.(*Lesson); lesson != IsLesson(a) {
		return NewDriver(h, a)
	}
	d.Load(a)
	return d
}

// IsLesson reports whether the attributes ask for a lesson board.
func IsLesson(a Attrs) bool { return strings.EqualFold(strings.TrimSpace(a.Mode), "lesson") }
