package driver

import (
	"github.com/elephant-chess/elephant/rules"
)

// Press handles a pointer going down on sq (rules.NoSquare off the board).
// It returns true when the piece there may be dragged.
func (c *Controller) Press(sq rules.Square) bool {
	if c.pos == nil {
		return false
	}
	c.pressedAgain = false
	if c.reviewing && sq != rules.NoSquare {
		c.clearSelection()
		c.message = c.whyNot()
		return false
	}
	if side, ok := c.premover(); ok {
		return c.pressPremove(sq, side)
	}
	if sq == rules.NoSquare {
		c.clearSelection()
		return false
	}
	pc := c.pos.At(sq)
	own := pc != rules.Empty && pc.Color() == c.pos.SideToMove()
	if c.selected != rules.NoSquare && sq != c.selected && (!own || c.isDest(sq)) {
		c.tryMove(c.selected, sq, true)
		return false
	}
	if pc == rules.Empty {
		c.clearSelection()
		return false
	}
	if !own || !c.canMove() {
		c.clearSelection()
		c.message = c.whyNot()
		return false
	}
	c.pressedAgain = c.selected == sq
	c.selected = sq
	c.message = ""
	return true
}

// Release handles the pointer coming up on sq after a Press; dragged says
// whether the piece was carried there.
func (c *Controller) Release(sq rules.Square, dragged bool) {
	from := c.selected
	if c.pos == nil || from == rules.NoSquare {
		return
	}
	switch {
	case dragged && sq != from && sq != rules.NoSquare:
		c.tryMove(from, sq, false)
	case !dragged && sq == from && c.pressedAgain:
		// A second click on the selected piece: a pass where the general
		// may pass (janggi), otherwise let go of it.
		if c.isDest(from) {
			c.tryMove(from, from, true)
		} else {
			c.clearSelection()
		}
	}
	c.pressedAgain = false
}

// Cancel drops the selection and the premove waiting (Escape).
func (c *Controller) Cancel() {
	c.clearSelection()
	c.pre = nil
	c.message = ""
}

// dests returns the legal moves of the selected piece.
func (c *Controller) dests() []rules.Move {
	if c.selected == rules.NoSquare || c.pos == nil {
		return nil
	}
	var out []rules.Move
	for _, m := range c.pos.LegalMoves() {
		if m.From() == c.selected {
			out = append(out, m)
		}
	}
	return out
}

func (c *Controller) isDest(sq rules.Square) bool {
	for _, m := range c.dests() {
		if m.To() == sq {
			return true
		}
	}
	return false
}

// find returns the legal move from→to; a promotion is always to the one
// piece the game allows.
func (c *Controller) find(from, to rules.Square) (rules.Move, bool) {
	for _, m := range c.pos.LegalMoves() {
		if m.From() == from && m.To() == to {
			return m, true
		}
	}
	return rules.NoMove, false
}

// tryMove plays from→to if the person may, and otherwise says why not.
func (c *Controller) tryMove(from, to rules.Square, animate bool) bool {
	defer c.clearSelection()
	if _, ok := c.premover(); ok {
		return c.setPremove(from, to)
	}
	if !c.canMove() {
		c.message = c.whyNot()
		return false
	}
	m, ok := c.find(from, to)
	if !ok {
		c.refuse(c.explain(from, to))
		return false
	}
	return c.role.moved(c, m, animate)
}

// CanClaim reports whether the person may claim janggi's bikjang draw now.
func (c *Controller) CanClaim() bool {
	if !c.canMove() || c.mode == Puzzle {
		return false
	}
	_, ok := c.pos.Claim()
	return ok
}

// Claim plays the bikjang draw claim for the person, when they may make it.
func (c *Controller) Claim() bool {
	if !c.CanClaim() {
		return false
	}
	m, _ := c.pos.Claim()
	c.clearSelection()
	return c.role.moved(c, m, false)
}
