package driver

import (
	"errors"
	"strings"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
)

// Move plays a move given in UCI form for whichever side is to move (the
// API's element.move): the page, not the person, decides. It returns the
// refusal, in the board's language, when the move cannot be played.
func (c *Controller) Move(uci string) error {
	c.sync()
	switch {
	case c.game == nil:
		return errors.New(c.Error())
	case c.mode == Puzzle:
		return errors.New(c.lang.T("refuse.illegal"))
	case c.game.Over():
		return errors.New(c.lang.T("status.over"))
	}
	uci = strings.TrimSpace(uci)
	live := c.game.Live()
	m, err := live.ParseMove(uci)
	if err != nil {
		msg := c.lang.T("board.badmove", clip(uci), reason(err))
		if from, to, ok := c.v.ParseSquarePair(uci); ok {
			if why := live.Why(rules.NewMove(from, to, rules.NoKind)); why != nil {
				msg = c.lang.Refusal(why)
			}
		}
		return errors.New(msg)
	}
	c.stopThinking()
	c.game.Review(-1)
	c.sync()
	if c.page != nil && c.page.Play != nil {
		c.own = &ownMove{m: m, animate: true}
		err = c.page.Play(m)
	} else {
		err = c.game.Play(m, core.ByAPI)
	}
	if err != nil {
		c.own = nil
		return err
	}
	c.sync()
	c.maybeThink()
	return nil
}

// Undo takes back the last move (the API's element.undo); a page that
// keeps the board's game takes its moves back itself.
func (c *Controller) Undo() error {
	c.sync()
	if c.game == nil || c.mode == Puzzle || c.page != nil || !c.game.Undo() {
		return errors.New(c.lang.T("board.nohistory"))
	}
	c.stopThinking()
	c.sync()
	return nil
}

// Review shows the position after ply moves, read-only; a ply below zero
// or at the end of the game returns to the live position.
func (c *Controller) Review(ply int) {
	if c.game == nil {
		return
	}
	c.game.Review(ply)
	c.sync()
}
