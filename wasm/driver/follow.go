package driver

import (
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
)

// MoveEvent is one move played on the board, for the elephant-move event.
type MoveEvent struct {
	UCI  string // banqi's flips and blind captures name the piece turned up: "c2c2R"
	FEN  string // the position after it
	Ply  int    // moves played since the start position, this one included
	Side string // the mover: "w" (first) or "b" (second)
	By   string // "user" (click, drag, keys), "engine", or "api" (a method, the moves attribute, the page)
}

// EndEvent is how the game ended, for the elephant-end event.
type EndEvent struct {
	Status string // as data-status: checkmate, stalemate, draw, resigned...
	Result string // 1-0, 0-1, 1/2-1/2, or "" when the page did not say
	Text   string // the ending explained, in the board's language
}

// sync follows the game: a single move played since the board last looked
// is told as if made on the board (animated, announced, an event), and may
// let the person's premove go; several at once, or any other change (a
// move taken back, the review moved, a new start), are taken in silently.
func (c *Controller) sync() {
	for c.game != nil {
		moves, ok := c.game.Since(c.seen)
		c.seen = c.game.Mark()
		switch {
		case !ok || len(moves) > 1:
			c.own = nil
			c.sel.Drop()
			c.message = ""
			c.noteEnding(c.game.End() != nil && c.game.End().Outcome == nil)
			return
		case len(moves) == 0:
			return
		}
		c.moved(moves[0])
		c.noteEnding(true)
		if !c.playPremove() {
			return
		}
	}
}

// noteEnding tells of an ending the game just reached, when told says so.
func (c *Controller) noteEnding(told bool) {
	over := c.game.Over()
	if over && !c.over {
		c.stopThinking()
		c.sel.Drop()
		if told {
			c.end = &EndEvent{Status: c.Status()}
			if e := c.game.End(); e.Outcome != nil {
				c.end.Result, c.end.Text = e.Result.String(), c.lang.Outcome(*e.Outcome)
			}
		}
	}
	c.over = over
}

// moved tells of a move just played into the game: the status line, the
// sentence for screen readers, the animation and the event.
func (c *Controller) moved(p core.Played) {
	ply := c.game.Plies()
	before := c.game.At(ply - 1)
	animate := true
	if c.own != nil && c.own.m == p.Move {
		animate = c.own.animate
	}
	c.own = nil
	c.sel.Drop()
	if animate && !c.game.Reviewing() {
		c.animate = p.Move
	}
	text := c.describe(before, p)
	after := c.game.Live()
	c.message = ""
	if p.Move.IsFlip() {
		c.message = c.lang.T("board.banqi.flip", p.Move.From().String(), c.lang.PieceLabel(c.v.Game, Letter(c.v, p.Revealed)))
	}
	if o := c.game.Outcome(); o.Over() {
		c.message = c.lang.Outcome(o)
		text = i18n.JoinSpoken([]string{text, c.message})
	} else if pos, ok := after.(*rules.Position); ok && pos.InCheck() {
		c.message = c.checkMessage(pos)
		text = c.lang.T("aria.check", text, c.lang.SpokenCheck(pos.CheckingKinds()))
	} else if b, ok := after.(*rules.BanqiView); ok && b.Chain() != rules.NoSquare {
		c.message = c.lang.T("board.banqi.chain", c.lang.PieceWord(c.v.Game, Letter(c.v, b.At(b.Chain()))))
	}
	if c.quiet {
		c.message = ""
	}
	c.say(text)
	uci := p.Move.String()
	if p.Revealed != rules.Empty {
		uci += string(rune(Letter(c.v, p.Revealed)))
	}
	c.events = append(c.events, MoveEvent{UCI: uci, FEN: after.FEN(), Ply: ply, Side: sideLetter(p.Mover), By: p.By})
	c.shapes, c.preview = nil, nil // a move wipes the drawings, as a click does
}

// checkMessage is the status line for the check the side to move is in:
// "Check!", or shatar's "Shak! (check)".
func (c *Controller) checkMessage(p *rules.Position) string {
	kinds := p.CheckingKinds()
	if c.lang != i18n.English {
		return c.lang.T("status.check", i18n.Capitalize(c.lang.CheckName(kinds)))
	}
	name := "check"
	if names := kinds.Names(); len(names) > 0 {
		name = strings.Join(names, " and ")
	}
	msg := i18n.Capitalize(name) + "!"
	if name != "check" {
		msg += " (check)"
	}
	return msg
}

// describe puts a move played from before in words, in the board's
// language: "red horse b1 to c3, takes black cannon", "red chariot turned
// up on c2".
func (c *Controller) describe(before core.Standing, p core.Played) string {
	g, l, m := c.v.Game, c.lang, p.Move
	mover := Letter(c.v, before.At(m.From()))
	switch {
	case m.IsFlip():
		return l.T("aria.flip", l.PieceLabel(g, Letter(c.v, p.Revealed)), m.From().String())
	case m.IsPass():
		return l.T("aria.pass", l.SideWord(g, mover))
	case m.IsClaim():
		return l.T("aria.claim", l.SideWord(g, mover))
	}
	text := l.T("aria.move", l.PieceLabel(g, mover), m.From().String(), m.To().String())
	switch target := before.At(m.To()); {
	case target == rules.FaceDown:
		text = l.T("aria.takes", text, l.PieceLabel(g, Letter(c.v, p.Revealed)))
	case target != rules.Empty:
		text = l.T("aria.takes", text, l.PieceLabel(g, Letter(c.v, target)))
	}
	return text
}

func (c *Controller) say(s string) { c.announce = append(c.announce, s) }

// refuse shows and announces why an action was not played.
func (c *Controller) refuse(why string) {
	c.message = why
	c.say(why)
}

// TakeEvents returns and forgets the move to animate (NoMove if none) and
// the sentences to announce to screen readers since the last call.
func (c *Controller) TakeEvents() (rules.Move, []string) {
	c.sync()
	m, a := c.animate, c.announce
	c.animate, c.announce = rules.NoMove, nil
	return m, a
}

// TakeGameEvents returns and forgets the moves played and the ending
// reached since the last call.
func (c *Controller) TakeGameEvents() ([]MoveEvent, *EndEvent) {
	c.sync()
	ev, end := c.events, c.end
	c.events, c.end = nil, nil
	return ev, end
}

// Status is the board's data-status: playing, solved, failed, error, or
// how the game ended.
func (c *Controller) Status() string {
	switch {
	case c.game == nil:
		return "error"
	case c.mode == Puzzle && c.attempt.status() != "":
		return c.attempt.status()
	}
	e := c.game.End()
	switch {
	case e == nil:
		return "playing"
	case e.Outcome == nil:
		for word, r := range endedReasons {
			if r == e.Reason {
				return word
			}
		}
	case e.Reason == string(rules.ReasonCheckmate) || e.Reason == string(rules.ReasonStalemate):
		return e.Reason
	case e.Result == rules.Draw:
		return "draw"
	case e.Reason != "":
		return e.Reason
	}
	return "over"
}
