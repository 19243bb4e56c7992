package driver

import (
	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// core is what every driver keeps besides its game: what it tells (the
// status line, the sentences for screen readers, the move to animate, the
// events for the page), the engine search it waits for, and the piece the
// person holds.
type core struct {
	lang     i18n.Lang // of the sentences the board shows
	quiet    bool      // controls="none": the status line gives refusals only
	message  string
	announce []string
	animate  rules.Move
	events   []MoveEvent
	end      *EndEvent

	thinkID  int
	thinking bool

	selected     rules.Square // NoSquare when none
	pressedAgain bool
	cursor       rules.Square
	keyboard     bool
}

// newCore starts a driver's core afresh; thinkID carries on, so that an
// answer to an earlier search is never taken for the next one's.
func newCore(thinkID int, lang i18n.Lang) core {
	return core{lang: lang, thinkID: thinkID, selected: rules.NoSquare, cursor: rules.NoSquare}
}

// Lang is the language of the board's sentences and buttons.
func (c *core) Lang() i18n.Lang { return c.lang }

func (c *core) say(s string) { c.announce = append(c.announce, s) }

// refuse shows and announces why an action was not played.
func (c *core) refuse(reason string) {
	c.message = reason
	c.say(reason)
}

// TakeEvents returns and forgets the move to animate (NoMove if none) and
// the sentences to announce to screen readers since the last call.
func (c *core) TakeEvents() (rules.Move, []string) {
	m, a := c.animate, c.announce
	c.animate, c.announce = rules.NoMove, nil
	return m, a
}

// TakeGameEvents returns and forgets the moves played and the ending
// reached since the last call.
func (c *core) TakeGameEvents() ([]MoveEvent, *EndEvent) {
	ev, end := c.events, c.end
	c.events, c.end = nil, nil
	return ev, end
}

// EngineInfo shows the engine's progress on the status line.
func (c *core) EngineInfo(id int, line string) {
	if id == c.thinkID && c.thinking {
		c.message = c.lang.T("board.thinking.info", line)
	}
}

// EngineFailed reports a search that could not finish.
func (c *core) EngineFailed(id int, err error) {
	if id == c.thinkID && c.thinking {
		c.thinking = false
		c.message = c.lang.T("board.engine.failed", err.Error())
	}
}

// Thinking reports whether an engine search is pending.
func (c *core) Thinking() bool { return c.thinking }

func (c *core) clearSelection() {
	c.selected = rules.NoSquare
	c.pressedAgain = false
}
