package driver

import (
	"strings"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// play makes m (known legal) and says what happened.
func (c *Controller) play(m rules.Move, animate bool) {
	text := c.describe(m)
	mover := c.pos.SideToMove()
	c.pos.MakeMove(m)
	c.moves = append(c.moves, m)
	c.clearSelection()
	if animate && !c.reviewing {
		c.animate = m
	}
	c.message = ""
	if o := c.outcome(); o.Over() {
		c.message = c.lang.Outcome(o)
		text = i18n.JoinSpoken([]string{text, c.message})
	} else if c.pos.InCheck() {
		c.message = c.checkMessage(checkName(c.pos))
		text = c.lang.T("aria.check", text, c.lang.SpokenCheck(c.pos.CheckingKinds()))
	}
	if c.quiet {
		c.message = ""
	}
	c.say(text)
	c.recordMove(m, mover)
	c.shapes, c.preview = nil, nil // a move wipes the drawings, as a click does
	c.playPremove()
}

// checkMessage is the status line for a check named name: "Check!", or
// shatar's "Shak! (check)".
func (c *Controller) checkMessage(name string) string {
	if c.lang != i18n.English {
		return c.lang.T("status.check", i18n.Capitalize(c.lang.CheckName(c.pos.CheckingKinds())))
	}
	msg := i18n.Capitalize(name) + "!"
	if name != "check" {
		msg += " (check)"
	}
	return msg
}

// describe puts a move about to be played in words, in the board's
// language: "red horse b1 to c3, takes black cannon".
func (c *Controller) describe(m rules.Move) string {
	g, l := c.v.Game, c.lang
	mover := c.v.Letter(c.pos.At(m.From()))
	if m.IsPass() {
		return l.T("aria.pass", l.SideWord(g, mover))
	}
	if m.IsClaim() {
		return l.T("aria.claim", l.SideWord(g, mover))
	}
	text := l.T("aria.move", l.PieceLabel(g, mover), m.From().String(), m.To().String())
	if pc := c.pos.At(m.To()); pc != rules.Empty {
		text = l.T("aria.takes", text, l.PieceLabel(g, c.v.Letter(pc)))
	}
	return text
}

// checkName names the check the side to move is in: shatar's shak, tuk
// and tsod, or plain "check".
func checkName(p *rules.Position) string {
	if names := p.CheckingKinds().Names(); len(names) > 0 {
		return strings.Join(names, " and ")
	}
	return "check"
}

// outcome asks the rules whether the game is over.
func (c *Controller) outcome() rules.Outcome { return c.pos.Outcome() }

func (c *Controller) over() bool { return c.pos != nil && (c.ended != "" || c.outcome().Over()) }

// Status is the board's data-status: playing, solved, error, or how the game ended.
func (c *Controller) Status() string {
	switch {
	case c.pos == nil:
		return "error"
	case c.mode == Puzzle && c.attempt.status() != "":
		return c.attempt.status()
	}
	o := c.outcome()
	switch {
	case !o.Over() && c.ended != "":
		return c.ended
	case !o.Over():
		return "playing"
	case o.Reason == rules.ReasonCheckmate || o.Reason == rules.ReasonStalemate:
		return string(o.Reason)
	case o.Result == rules.Draw:
		return "draw"
	case o.Reason != rules.ReasonNone:
		return string(o.Reason)
	}
	return "over"
}

// maybeThink asks the engine to move when it is its turn.
func (c *Controller) maybeThink() {
	if c.mode != Engine || c.pos == nil || c.over() || c.pos.SideToMove() == c.human || c.thinking {
		return
	}
	c.thinkID++
	c.thinking = true
	c.message = c.lang.T("board.thinking")
	moves := make([]string, len(c.moves))
	for i, m := range c.moves {
		moves[i] = m.String()
	}
	req := protocol.Request{ID: c.thinkID, Game: c.v.Game.String(), Variant: c.v.Name, FEN: c.startFEN,
		Moves: moves, Level: c.level, Limits: protocol.Limits{MoveTime: time.Duration(150+120*c.level) * time.Millisecond}}
	if !isPreset(c.v) {
		// Rules no preset names: the worker builds them from the options.
		o := c.v.Options
		req.Options = &o
	}
	c.host.Think(req)
}

// isPreset reports whether v's name is a preset with v's options, which
// the worker rebuilds from the name alone.
func isPreset(v *rules.Variant) bool {
	p, err := rules.Preset(v.Name)
	return err == nil && p.Options == v.Options
}

// EngineMove plays the engine's answer to request id; stale answers are ignored.
func (c *Controller) EngineMove(id int, uci string) {
	if id != c.thinkID || !c.thinking || c.pos == nil {
		return
	}
	c.thinking = false
	m, err := c.pos.ParseMove(uci)
	if err != nil {
		c.message = c.lang.T("board.engine.answer", clip(uci), reason(err))
		return
	}
	c.actor = "engine"
	c.play(m, true)
}

// arrows are the screen directions of the arrow keys.
var arrows = map[string][2]int{"ArrowUp": {0, -1}, "ArrowDown": {0, 1}, "ArrowLeft": {-1, 0}, "ArrowRight": {1, 0}}

// Key handles a key press (KeyboardEvent.key); it returns whether the key was used.
func (c *Controller) Key(key string) bool {
	d, arrow := arrows[key]
	pick, cancel := key == "Enter" || key == " ", key == "Escape"
	if c.pos == nil || !arrow && !pick && !cancel {
		return false
	}
	if !c.keyboard || c.cursor == rules.NoSquare {
		c.keyboard = true
		c.cursor = c.startCursor()
	}
	switch {
	case pick:
		c.pick()
	case cancel:
		c.Cancel()
	default:
		l := view.NewLayout(ViewGame(c.v.Game), c.v.Files, c.v.Ranks)
		f, r := l.Step(c.cursor.File(), c.cursor.Rank(), d[0], d[1], c.flipped)
		c.cursor = rules.SquareAt(f, r)
		c.sayCursor()
	}
	return true
}

func (c *Controller) startCursor() rules.Square {
	if c.selected != rules.NoSquare {
		return c.selected
	}
	return c.pos.KingSquare(c.pos.SideToMove())
}

// pick is Enter: select the piece under the cursor, or drop the selected one there.
func (c *Controller) pick() {
	sq := c.cursor
	if c.selected == sq {
		c.pressedAgain = true
		c.Release(sq, false)
		return
	}
	before, said := len(c.moves), len(c.announce)
	if c.Press(sq) {
		n := len(c.dests())
		key := "aria.selected"
		if n == 1 {
			key = "aria.selected1"
		}
		c.say(c.lang.T(key, c.label(sq), n))
	} else if len(c.moves) == before && len(c.announce) == said && c.message != "" {
		c.say(c.message)
	}
}

func (c *Controller) label(sq rules.Square) string {
	var letter byte
	if pc := c.pos.At(sq); pc != rules.Empty {
		letter = c.v.Letter(pc)
	}
	return c.lang.SquareLabel(c.v.Game, sq.String(), letter)
}

func (c *Controller) sayCursor() {
	s := c.label(c.cursor)
	if c.isDest(c.cursor) {
		s = c.lang.T("aria.dest", s)
	}
	c.say(s)
}

// Error returns what was wrong with the attributes, "" when nothing.
func (c *Controller) Error() string {
	return strings.Join(append(c.errs[:len(c.errs):len(c.errs)], c.softErrs...), "; ")
}

// Fatal reports whether the error keeps the board from showing a position.
func (c *Controller) Fatal() bool { return c.fatal }
