package driver

import (
	"github.com/elephant-chess/elephant/rules"
)

// premove is a move the person made while the other side was to move, to
// be played at once when its reply comes (the premove attribute).
type premove struct {
	from, to rules.Square
	ply      int // the moves played when it was made: it answers the next one only
}

// premover returns the side the person may premove for: the side not to
// move, when premoves are on and the game waits for the other side (the
// engine's turn, or in play mode the side the person does not move). Only
// the games played through rules.Position premove: banqi's flips are chance.
func (c *Controller) premover() (rules.Color, bool) {
	if !c.premoveOn || c.Position() == nil || c.game.Reviewing() || c.game.Over() {
		return 0, false
	}
	return c.role.premover(c)
}

// pendingPremove returns the premove waiting for the reply, if any.
func (c *Controller) pendingPremove() (premove, bool) {
	if c.pre == nil || c.pre.ply != c.game.Plies() {
		return premove{}, false
	}
	if _, ok := c.premover(); !ok {
		return premove{}, false
	}
	return *c.pre, true
}

// pressPremove is Press while the person may only premove: a press cancels
// the premove waiting, selects one of the person's pieces, or sets the
// selected piece's premove to sq.
func (c *Controller) pressPremove(sq rules.Square, side rules.Color) bool {
	hadPremove := c.pre != nil
	c.pre = nil
	pc := rules.Empty
	if sq != rules.NoSquare {
		pc = c.game.Live().At(sq)
	}
	own := pc != rules.Empty && pc.Color() == side
	switch {
	case hadPremove && !own:
		c.sel.Drop()
		return false
	case c.sel.Held != rules.NoSquare && sq != c.sel.Held && !own:
		c.setPremove(c.sel.Held, sq)
		return false
	case !own:
		c.sel.Drop()
		return false
	}
	c.sel.Hold(sq)
	return true
}

// setPremove records from→to as the premove when the piece on from could
// make that move were it its turn; otherwise the selection is dropped.
func (c *Controller) setPremove(from, to rules.Square) bool {
	defer c.sel.Drop()
	side, ok := c.premover()
	if !ok || !c.couldMove(side, from, to) {
		return false
	}
	c.pre = &premove{from: from, to: to, ply: c.game.Plies()}
	return true
}

// couldMove reports whether side's piece on from moves to to by its
// movement on the board as it stands: legal were it side's turn, or barred
// only by a rule about the generals (check, facing, a first move), which
// the reply may change.
func (c *Controller) couldMove(side rules.Color, from, to rules.Square) bool {
	pos := c.Position()
	if from == to || !c.v.OnBoard(to) || pos.At(from) == rules.Empty || pos.At(from).Color() != side {
		return false
	}
	p := pos.Clone()
	if p.SideToMove() != side {
		p.MakeMove(rules.NewMove(from, from, rules.NoKind)) // a pass hands side the move
	}
	for _, m := range p.LegalMoves() {
		if m.From() == from && m.To() == to {
			return true
		}
	}
	r := p.Why(rules.NewMove(from, to, rules.NoKind))
	if r == nil {
		return true
	}
	switch r.Code {
	case rules.RefuseSelfCheck, rules.RefuseFlyingGeneral, rules.RefuseBikjang, rules.RefuseCannonFirst, rules.RefuseKnightMate:
		return true
	}
	return false
}

// playPremove plays the premove waiting, if the reply just played leaves it
// legal, as the person's own move; otherwise it is dropped without a word.
// It reports whether it played one.
func (c *Controller) playPremove() bool {
	if c.pre == nil {
		return false
	}
	pm := *c.pre
	c.pre = nil
	if !c.premoveOn || pm.ply+1 != c.game.Plies() || !c.canMove() {
		return false
	}
	m, ok := c.find(pm.from, pm.to)
	if !ok {
		return false
	}
	played := c.game.Plies()
	c.role.moved(c, m, false)
	return c.game.Plies() > played
}
