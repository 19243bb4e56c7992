package driver

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
)

// A role is what a board's mode makes of its game: whether the person may
// move the side to move, why not, for which side they may move ahead (a
// premove), and what answers their move. One type per mode: a diagram
// (view), free play (play), a game against the engine (engine) and a
// puzzle, whose attempt the Controller keeps.
type role interface {
	mayMove(c *Controller, st core.Standing) bool
	whyNot(c *Controller) string // "" when only the turn stops the person
	premover(c *Controller) (rules.Color, bool)
	moved(c *Controller, m rules.Move, animate bool) bool // the person's legal move m: false when refused
}

// roleOf is the role of a mode.
func roleOf(m Mode) role {
	switch m {
	case Play:
		return freePlay{}
	case Engine:
		return engineGame{}
	case Puzzle:
		return puzzle{}
	}
	return diagram{}
}

// diagram shows a position: nobody moves.
type diagram struct{}

func (diagram) mayMove(*Controller, core.Standing) bool  { return false }
func (diagram) whyNot(c *Controller) string              { return c.lang.T("board.view") }
func (diagram) premover(*Controller) (rules.Color, bool) { return 0, false }
func (diagram) moved(*Controller, rules.Move, bool) bool { return false }

// freePlay lets the person move the seats the page gives them (player),
// the page playing the others through moves or the API.
type freePlay struct{}

func (freePlay) mayMove(c *Controller, st core.Standing) bool { return c.players[c.seat(st)] }

func (freePlay) whyNot(c *Controller) string {
	if c.players == [2]bool{} {
		return c.lang.T("board.notyours", c.lang.SideName(c.v.Game, c.game.Live().SideToMove()))
	}
	return ""
}

// premover: the person moves ahead for their side while the page's side is to move.
func (freePlay) premover(c *Controller) (rules.Color, bool) {
	stm := c.game.Live().SideToMove()
	return stm.Other(), !c.players[stm] && c.players[stm.Other()]
}

func (freePlay) moved(c *Controller, m rules.Move, animate bool) bool { return c.playMove(m, animate) }

// engineGame plays the person's seat against the engine, which the
// Controller asks through its Host whenever the other seat is to move.
type engineGame struct{}

func (engineGame) mayMove(c *Controller, st core.Standing) bool {
	return !c.thinking && c.players[c.seat(st)]
}
func (engineGame) whyNot(*Controller) string { return "" }
func (engineGame) premover(c *Controller) (rules.Color, bool) {
	human := rules.First
	if c.players[rules.Second] {
		human = rules.Second
	}
	return human, c.game.Live().SideToMove() != human
}

func (engineGame) moved(c *Controller, m rules.Move, animate bool) bool {
	played := c.playMove(m, animate)
	c.maybeThink()
	return played
}

// puzzle has the person play the side to move at the start; the line's
// replies follow (puzzle.go).
type puzzle struct{}

func (puzzle) mayMove(c *Controller, st core.Standing) bool {
	return !c.waiting && c.puzzleOpen() && st.SideToMove() == c.start
}
func (puzzle) whyNot(c *Controller) string                          { return c.attempt.whyNot(c.lang) }
func (puzzle) premover(*Controller) (rules.Color, bool)             { return 0, false }
func (puzzle) moved(c *Controller, m rules.Move, animate bool) bool { return c.puzzleMove(m, animate) }
