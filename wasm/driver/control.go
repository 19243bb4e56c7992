package driver

import (
	"errors"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// Host is what a controller needs from its surroundings.
type Host interface {
	// Think starts an engine search; the answer comes back through EngineMove.
	Think(req protocol.Request)
	// CancelThink abandons the search in progress, if any.
	CancelThink()
	// After calls f after d (the puzzle's reply, played after a pause).
	After(d time.Duration, f func())
}

// PuzzleReplyDelay is the pause before the puzzle plays the opponent's reply.
const PuzzleReplyDelay = 350 * time.Millisecond

// Controller is one board's state.
type Controller struct {
	core
	host     Host
	v        *rules.Variant
	pos      *rules.Position
	startFEN string
	moves    []rules.Move
	mode     Mode
	role     role        // what the mode makes of the game
	human    rules.Color // the side the person plays in puzzle and engine modes
	flipped  bool
	level    int
	attempt                       // puzzle mode
	run      *tutorials.PuzzleRun // judges a solution that ends in a win; nil: follow the line
	errs     []string
	fatal    bool

	attrs     Attrs    // as last loaded, to tell what changed
	softErrs  []string // problems with the attributes that change during a game
	players   [2]bool  // in play mode, the sides the person may move
	arrows    []rules.Move
	marks     map[rules.Square]bool
	ended     string // an ending the page decided: resigned, draw, timeout
	reviewing bool   // an earlier position is shown
	review    int    // the moves it follows
	actor     string // who is playing the move in hand: user, engine, api

	premoveOn bool     // the premove attribute is "on"
	pre       *premove // the person's move waiting for the other side's reply
	shapes    []Shape  // the person's drawings
	preview   *Shape   // the drawing under way
}

// New returns a controller for attrs; problems with them are reported in
// State().Error, never panicked on.
func New(h Host, a Attrs) *Controller {
	c := &Controller{host: h}
	c.Load(a)
	return c
}

// Load (re)starts the board from attributes. When only the attributes a
// game changes as it goes on differ (moves, player, arrows, marks, ended,
// lang, controls), the board keeps its state and takes the changes in:
// moves that extend the game are played, fewer moves are taken back.
func (c *Controller) Load(a Attrs) {
	if c.pos != nil && sameGame(c.attrs, a) {
		old := c.attrs
		c.attrs = a
		c.update(a, a.Moves != old.Moves)
		c.maybeThink()
		return
	}
	c.restart(a, i18n.Parse(a.Lang))
	v, err := parseRules(a.Game, a.Variant, a.Options)
	if err != nil {
		c.fail(err, true)
		return
	}
	if err := c.start(v, a.FEN); err != nil {
		c.fail(err, true)
		return
	}
	c.loadOptions(a)
	c.update(a, true)
	c.maybeThink()
}

// restart empties the board for a new game, keeping its host and the
// attributes it was given; a search under way is abandoned.
func (c *Controller) restart(a Attrs, lang i18n.Lang) {
	if c.thinking {
		c.host.CancelThink()
	}
	*c = Controller{host: c.host, attempt: attempt{gen: c.gen + 1}, attrs: a, core: newCore(c.thinkID, lang), role: diagram{}}
	c.quiet = quiet(a)
}

// start sets the rules and the start position, the variant's for "".
func (c *Controller) start(v *rules.Variant, fen string) error {
	c.v = v
	c.startFEN = strings.TrimSpace(fen)
	if c.startFEN == "" {
		c.startFEN = v.StartFEN
	}
	pos, err := v.NewPosition(c.startFEN)
	if err != nil {
		return errors.New(c.lang.Error(v.Game, err))
	}
	c.pos = pos
	return nil
}

// sameGame reports whether two sets of attributes describe the same board
// up to what a game changes as it goes on.
func sameGame(x, y Attrs) bool {
	return x.Game == y.Game && x.FEN == y.FEN && x.Orientation == y.Orientation && x.Mode == y.Mode &&
		x.Solution == y.Solution && x.Level == y.Level && x.Variant == y.Variant && x.Options == y.Options
}

// loadOptions reads the attributes that cannot stop a board from showing.
func (c *Controller) loadOptions(a Attrs) {
	var err error
	if c.mode, err = ParseMode(strings.TrimSpace(a.Mode)); err != nil {
		c.fail(err, false)
	}
	c.role = roleOf(c.mode)
	if c.level, err = parseLevel(a.Level); err != nil {
		c.fail(err, false)
	}
	orient, given, err := parseOrientation(a.Orientation)
	if err != nil {
		c.fail(err, false)
	}
	c.human = orient
	if c.mode == Puzzle {
		c.human = c.pos.SideToMove()
		if !given {
			orient = c.human
		}
		if c.solution, err = parseSolution(c.pos, a.Solution); err != nil {
			c.fail(err, false)
		} else {
			c.setupPuzzle(a)
		}
	}
	c.flipped = orient == rules.Second
}

func (c *Controller) fail(err error, fatal bool) {
	c.errs = append(c.errs, err.Error())
	c.fatal = c.fatal || fatal
}

// Variant returns the board's game and rules, nil when the game is unknown.
func (c *Controller) Variant() *rules.Variant { return c.v }

// Position returns the current position, nil when the input was bad.
func (c *Controller) Position() *rules.Position { return c.pos }

// Flip turns the board around.
func (c *Controller) Flip() { c.flipped = !c.flipped }

// Flipped reports whether the second player's side is at the bottom.
func (c *Controller) Flipped() bool { return c.flipped }

// canMove reports whether the person may move the side to move now.
func (c *Controller) canMove() bool {
	if c.pos == nil || c.over() || c.reviewing {
		return false
	}
	return c.role.mayMove(c, c.pos.SideToMove())
}

// whyNot explains why the person may not move now.
func (c *Controller) whyNot() string {
	l := c.lang
	switch {
	case c.pos == nil:
		return ""
	case c.reviewing:
		return l.T("board.review")
	case c.over():
		return l.T("status.over")
	case c.thinking:
		return l.T("board.thinking")
	case c.role.whyNot(c) != "":
		return c.role.whyNot(c)
	}
	return l.T("board.turn", l.SideName(c.v.Game, c.pos.SideToMove()))
}
