package driver

import (
	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/core"
)

// State returns the board as it stands.
func (c *Controller) State() State {
	c.sync()
	s := State{Flipped: c.flipped, Status: c.Status(), Error: c.Error(), Fatal: c.fatal, Message: c.message,
		Thinking: c.thinking, Lang: c.lang}
	if c.v == nil {
		return s
	}
	g := c.v.Game
	s.Game = g
	s.Layout = view.NewLayout(ViewGame(g), c.v.Files, c.v.Ranks)
	s.Label = c.lang.T("aria.board", g.String())
	if c.game == nil {
		s.Squares = Squares(c.v, nil, c.lang, NoMarks())
		return s
	}
	shown := c.game.Shown()
	s.FEN = shown.FEN()
	if c.mode == Play || c.mode == Engine {
		s.Player = playerWords[c.players]
	}
	if core.ColorsDecided(shown) { // no side is to move before banqi's first flip
		s.Turn = sideLetter(shown.SideToMove())
		s.Label = c.lang.T("aria.turn", g.String(), c.lang.T("aria.side."+g.String()+"."+ColorName(shown.SideToMove())))
	}
	s.Ply, s.Plies = c.Plies()
	last := rules.NoMove
	if s.Ply > 0 {
		last = c.game.Played(s.Ply - 1).Move
		s.LastMove = last.String()
	}
	if s.Message == "" && !c.quiet {
		s.Message = c.standing(shown)
	}
	m := Marks{Selected: c.sel.Held, Cursor: rules.NoSquare, Check: core.InCheck(shown), Last: last,
		Dests: map[rules.Square]bool{}, Marked: c.marks}
	if c.sel.Keyboard {
		m.Cursor = c.sel.Cursor
	}
	for _, mv := range c.dests() {
		m.Dests[mv.To()] = true
	}
	s.Squares = Squares(c.v, shown, c.lang, m)
	if b, ok := shown.(*rules.BanqiView); ok && (b.HiddenTotal() > 0 || !b.ColorsDecided()) {
		s.Layout = s.Layout.WithTray()
		s.Hidden = HiddenCounts(shown)
	}
	s.Drawn = c.drawn()
	if pm, ok := c.pendingPremove(); ok {
		s.Premove = []view.Arrow{arrow(pm.from, pm.to)}
	}
	for _, a := range c.arrows {
		s.Arrows = append(s.Arrows, arrow(a.From(), a.To()))
	}
	return s
}

// arrow is an arrow of the view from one point to another.
func arrow(from, to rules.Square) view.Arrow {
	return view.Arrow{Name: from.String() + to.String(), From: [2]int{from.File(), from.Rank()}, To: [2]int{to.File(), to.Rank()}}
}

// standing is the status line when nothing happened: how a finished game
// (even one given as the start position) ended; a side's forced pass; in
// banqi, whose turn it is.
func (c *Controller) standing(shown core.Standing) string {
	if o := shown.Outcome(); o.Over() {
		return c.lang.Outcome(o)
	}
	switch {
	case c.v.HiddenPieces && c.mode != View:
		return c.turnText(shown)
	case c.canMove() && core.MustPass(shown):
		return c.lang.T("board.mustpass", i18n.Capitalize(c.lang.SideName(c.v.Game, shown.SideToMove())))
	}
	return ""
}

// Message is the status line for a page that draws its own: what just
// happened, else the ending or whose turn it is, even with controls="none".
func (c *Controller) Message() string {
	c.sync()
	if c.message != "" || c.game == nil {
		return c.message
	}
	return c.standing(c.game.Shown())
}
