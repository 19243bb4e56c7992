package driver

import (
	"slices"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// Driver owns what one <elephant-board> plays (a game, a puzzle, a
// review) and answers the board's intents with a new State. Controller
// drives the games played through rules.Position; Banqi drives banqi,
// whose face-down pieces only its referee knows.
type Driver interface {
	Load(a Attrs) // (re)start from the attributes
	State() State
	Lang() i18n.Lang
	Fatal() bool // the input was too bad to show a board
	Flip()

	// The person's intents on the board.
	Press(sq rules.Square) bool
	Release(sq rules.Square, dragged bool)
	Key(key string) bool
	Cancel()

	// The element's methods.
	Move(uci string) error
	Undo() error
	Review(ply int)

	// What happened since the last call: the move to animate and the
	// sentences to announce; the moves played and the ending reached.
	TakeEvents() (rules.Move, []string)
	TakeGameEvents() ([]MoveEvent, *EndEvent)

	// The engine's answers to the searches the driver asked its Host for.
	EngineInfo(id int, line string)
	EngineFailed(id int, err error)
	EngineMove(id int, uci string)

	// Puzzles.
	Puzzle() (PuzzleInfo, bool)
	Hint()
	ShowSolution()
	Restart()

	// Janggi's bikjang claim.
	CanClaim() bool
	Claim() bool

	// The person's drawings.
	Shapes() []Shape
	Preview(from, to rules.Square, brush string)
	Draw(from, to rules.Square, brush string) bool
	ClearShapes() bool
}

var (
	_ Driver = (*Controller)(nil)
	_ Driver = (*Banqi)(nil)
)

// driverKind names the driver a board's attributes ask for.
func driverKind(a Attrs) string {
	switch {
	case IsLesson(a):
		return "lesson"
	case IsBanqi(a):
		return "banqi"
	}
	return "game"
}

// NewDriver returns the driver for a board's attributes: Lesson for mode
// "lesson", Banqi for banqi, a Controller for the other games.
func NewDriver(h Host, a Attrs) Driver {
	switch driverKind(a) {
	case "lesson":
		return NewLesson(a)
	case "banqi":
		return NewBanqi(h, a)
	}
	return New(h, a)
}

// Reload gives the board new attributes: the same driver takes them in,
// unless they now ask for another kind of driver.
func Reload(d Driver, h Host, a Attrs) Driver {
	var kind string
	switch d.(type) {
	case *Lesson:
		kind = "lesson"
	case *Banqi:
		kind = "banqi"
	default:
		kind = "game"
	}
	if kind != driverKind(a) {
		return NewDriver(h, a)
	}
	d.Load(a)
	return d
}

// IsBanqi reports whether the attributes ask for banqi, by game or by rule set.
func IsBanqi(a Attrs) bool {
	return strings.EqualFold(strings.TrimSpace(a.Game), "banqi") ||
		slices.Contains(rules.BanqiPresetNames(), strings.ToLower(strings.TrimSpace(a.Variant)))
}
