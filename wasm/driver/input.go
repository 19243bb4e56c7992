package driver

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/core"
)

// seat is the seat of the side to move: its colour, or in banqi, whose
// colours the first flip decides, 0 for the player who moved first.
func (c *Controller) seat(st core.Standing) int {
	if !c.v.HiddenPieces {
		return int(st.SideToMove())
	}
	if first, ok := c.game.FirstMover(); ok && st.SideToMove() != first {
		return 1
	}
	return 0
}

// canMove reports whether the person may move the side to move now.
func (c *Controller) canMove() bool {
	if c.game == nil || c.game.Over() || c.game.Reviewing() {
		return false
	}
	return c.role.mayMove(c, c.game.Live())
}

// whyNot explains why the person may not move now.
func (c *Controller) whyNot() string {
	l := c.lang
	switch {
	case c.game == nil:
		return ""
	case c.game.Reviewing():
		return l.T("board.review")
	case c.game.Over():
		return l.T("status.over")
	case c.thinking:
		return l.T("board.thinking")
	case c.role.whyNot(c) != "":
		return c.role.whyNot(c)
	}
	return c.turnText(c.game.Live())
}

// turnText says whose turn it is; before banqi's first flip, that any
// piece may be turned up.
func (c *Controller) turnText(st core.Standing) string {
	if !core.ColorsDecided(st) {
		return c.lang.T("board.banqi.first")
	}
	return c.lang.T("board.turn", c.lang.SideName(c.v.Game, st.SideToMove()))
}

// Press handles a pointer going down on sq (rules.NoSquare off the board).
// It returns true when the piece there may be dragged. A face-down banqi
// piece is turned up at once.
func (c *Controller) Press(sq rules.Square) bool {
	c.sync()
	if c.game == nil {
		return false
	}
	c.sel.Press(sq)
	if c.game.Reviewing() && sq != rules.NoSquare {
		c.sel.Drop()
		c.message = c.whyNot()
		return false
	}
	if side, ok := c.premover(); ok {
		return c.pressPremove(sq, side)
	}
	if sq == rules.NoSquare {
		c.sel.Drop()
		return false
	}
	live := c.game.Live()
	pc := live.At(sq)
	own := core.Owns(live, live.SideToMove(), sq)
	held := c.sel.Held
	switch {
	case held != rules.NoSquare && sq != held && (!own || c.isDest(sq)):
		c.tryMove(held, sq, true)
		return false
	case pc == rules.FaceDown:
		c.sel.Drop()
		c.try(rules.NewFlip(sq), true)
		return false
	case pc == rules.Empty:
		c.sel.Drop()
		return false
	case !c.canMove():
		c.sel.Drop()
		c.message = c.whyNot()
		return false
	case !own && c.v.HiddenPieces:
		c.sel.Drop()
		c.refuse(c.lang.Refusal(live.Why(rules.NewMove(sq, sq, rules.NoKind))))
		return false
	case !own:
		c.sel.Drop()
		c.message = c.whyNot()
		return false
	}
	c.sel.Hold(sq) // a press on the piece already held is a second click: Release passes or lets go
	c.message = ""
	return true
}

// Release handles the pointer coming up on sq after a Press; dragged says
// whether the piece was carried there.
func (c *Controller) Release(sq rules.Square, dragged bool) {
	if c.game == nil {
		return
	}
	from, to, again := c.sel.Release(sq, dragged)
	switch {
	case to != rules.NoSquare:
		c.tryMove(from, to, false)
	case again && c.passes(from):
		// A second click on the piece held passes where it may (janggi's
		// general; banqi's piece of a chain of captures ends the turn).
		c.tryMove(from, from, false)
	case again:
		c.sel.Drop()
	}
}

// passes reports whether the piece held on sq may pass, were it its turn.
func (c *Controller) passes(sq rules.Square) bool {
	return c.game.Live().IsLegal(rules.NewMove(sq, sq, rules.NoKind))
}

// Cancel drops the selection and the premove waiting (Escape).
func (c *Controller) Cancel() {
	c.sel.Drop()
	c.pre = nil
	c.message = ""
}

// Key handles a key press (KeyboardEvent.key): arrows move the cursor,
// Enter or Space acts on its point as a click does, Escape lets go. It
// returns whether the key was used.
func (c *Controller) Key(key string) bool {
	c.sync()
	if c.game == nil {
		return false
	}
	return c.sel.Key(key, Keys{Layout: view.NewLayout(ViewGame(c.v.Game), c.v.Files, c.v.Ranks), Flipped: c.flipped,
		Start: c.startCursor, Pick: c.pick, Cancel: c.Cancel, Moved: c.sayCursor})
}

// startCursor is where the keyboard starts: the piece held, else the
// side to move's king, else the corner a1.
func (c *Controller) startCursor() rules.Square {
	if c.sel.Held != rules.NoSquare {
		return c.sel.Held
	}
	if p := c.game.Position(); p != nil {
		return p.KingSquare(p.SideToMove())
	}
	return rules.SquareAt(0, 0)
}

// pick is Enter: select the piece under the cursor, or drop the selected one there.
func (c *Controller) pick(sq rules.Square) {
	if c.sel.Held == sq {
		c.sel.Press(sq)
		c.Release(sq, false)
		return
	}
	played, said := c.game.Plies(), len(c.announce)
	if c.Press(sq) {
		n := len(c.dests())
		key := "aria.selected"
		if n == 1 {
			key = "aria.selected1"
		}
		c.say(c.lang.T(key, c.label(sq), n))
	} else if c.game.Plies() == played && len(c.announce) == said && c.message != "" {
		c.say(c.message)
	}
}

func (c *Controller) label(sq rules.Square) string {
	return c.lang.SquareLabel(c.v.Game, sq.String(), Letter(c.v, c.game.Live().At(sq)))
}

func (c *Controller) sayCursor(sq rules.Square) {
	s := c.label(sq)
	if c.isDest(sq) {
		s = c.lang.T("aria.dest", s)
	}
	c.say(s)
}

// dests returns the legal moves of the piece held; a banqi piece's pass
// (the end of its chain of captures) is not one of its points.
func (c *Controller) dests() []rules.Move {
	if c.sel.Held == rules.NoSquare || c.game == nil || c.game.Reviewing() {
		return nil
	}
	var out []rules.Move
	for _, m := range c.game.Live().LegalMoves() {
		if m.From() == c.sel.Held && !m.IsFlip() && !(c.v.HiddenPieces && m.IsPass()) {
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
	for _, m := range c.game.Live().LegalMoves() {
		if m.From() == from && m.To() == to && !m.IsFlip() {
			return m, true
		}
	}
	return rules.NoMove, false
}

// tryMove plays from→to if the person may, and otherwise says why not.
func (c *Controller) tryMove(from, to rules.Square, animate bool) bool {
	if _, ok := c.premover(); ok {
		return c.setPremove(from, to)
	}
	m, ok := c.find(from, to)
	if !ok {
		m = rules.NewMove(from, to, rules.NoKind)
	}
	return c.try(m, animate)
}

// try plays the person's move m if they may, and otherwise says why not.
func (c *Controller) try(m rules.Move, animate bool) bool {
	defer c.sel.Drop()
	if !c.canMove() {
		c.message = c.whyNot()
		return false
	}
	live := c.game.Live()
	if !live.IsLegal(m) {
		c.refuse(c.lang.Refusal(live.Why(m)))
		return false
	}
	return c.role.moved(c, m, animate)
}

// playMove hands the person's legal move to the game (through the page
// when the page keeps it) and tells of it; false when it was refused.
func (c *Controller) playMove(m rules.Move, animate bool) bool {
	c.own = &ownMove{m: m, animate: animate}
	var err error
	if c.page != nil && c.page.Play != nil {
		err = c.page.Play(m)
	} else {
		err = c.game.Play(m, core.ByUser)
	}
	if err != nil {
		c.own = nil
		c.refuse(err.Error())
		return false
	}
	c.sync()
	return true
}

// CanClaim reports whether the person may claim janggi's bikjang draw now.
func (c *Controller) CanClaim() bool {
	p := c.Position()
	if p == nil || !c.canMove() || c.mode == Puzzle {
		return false
	}
	_, ok := p.Claim()
	return ok
}

// Claim plays the bikjang draw claim for the person, when they may make it.
func (c *Controller) Claim() bool {
	if !c.CanClaim() {
		return false
	}
	m, _ := c.Position().Claim()
	c.sel.Drop()
	return c.role.moved(c, m, false)
}
