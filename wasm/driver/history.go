package driver

import (
	"errors"
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// A game screen drives a board from outside: it loads the game so far
// (the moves attribute), plays moves through the API, shows earlier
// positions, draws arrows and marks, and hears of moves and endings
// through the events this file records.

// MaxHistoryMoves bounds the moves attribute.
const MaxHistoryMoves = 2000

// MoveEvent is one move played on the board, for the elephant-move event.
type MoveEvent struct {
	UCI  string
	FEN  string // the position after it
	Ply  int    // moves played since the start position, this one included
	Side string // the mover: "w" (first) or "b" (second)
	By   string // "user" (click, drag, keys), "engine", or "api" (a method or the moves attribute)
}

// EndEvent is how the game ended, for the elephant-end event.
type EndEvent struct {
	Status string // as data-status: checkmate, stalemate, draw, resigned...
	Result string // 1-0, 0-1, 1/2-1/2, or "" when the page did not say
	Text   string // the ending explained, in the board's language
}

// live is what a game changes as it goes on besides its moves, read from
// the attributes or given by Setup.
type live struct {
	players [2]bool // the sides the person may move in play mode
	arrows  []rules.Move
	marks   map[rules.Square]bool
	premove bool
	ended   string
}

// update takes in the attributes that change during a game; moves is set
// when the moves attribute is to be followed.
func (c *Controller) update(a Attrs, moves bool) {
	c.softErrs = nil
	c.lang = i18n.Parse(a.Lang)
	c.quiet = quiet(a)
	var l live
	var err error
	if l.players, err = parsePlayer(a.Player); err != nil {
		c.softErrs = append(c.softErrs, err.Error())
	}
	if l.arrows, err = parseArrows(c.v, a.Arrows); err != nil {
		c.softErrs = append(c.softErrs, err.Error())
	}
	if l.marks, err = parseMarks(c.v, a.Marks); err != nil {
		c.softErrs = append(c.softErrs, err.Error())
	}
	if l.premove, err = parsePremove(a.Premove); err != nil {
		c.softErrs = append(c.softErrs, err.Error())
	}
	if l.ended, err = parseEnded(a.Ended); err != nil {
		c.softErrs = append(c.softErrs, err.Error())
	}
	c.setLive(l)
	if moves && c.mode != Puzzle {
		if err := c.follow(a.Moves); err != nil {
			c.softErrs = append(c.softErrs, err.Error())
		}
	}
	c.setEnded(l.ended) // after the moves, which may reach an ending first
}

// setLive takes in l but its ending, which waits for the moves.
func (c *Controller) setLive(l live) {
	c.players, c.arrows, c.marks, c.premoveOn = l.players, l.arrows, l.marks, l.premove
}

// quiet reads the controls attribute: "none" keeps the status line to refusals.
func quiet(a Attrs) bool { return strings.TrimSpace(a.Controls) == "none" }

// parsePlayer reads whose pieces the person moves in play mode.
func parsePlayer(s string) ([2]bool, error) {
	switch strings.TrimSpace(s) {
	case "", "both":
		return [2]bool{true, true}, nil
	case "first":
		return [2]bool{true, false}, nil
	case "second":
		return [2]bool{false, true}, nil
	case "none":
		return [2]bool{}, nil
	}
	return [2]bool{true, true}, fmt.Errorf("player %q: want first, second, both or none", clip(s))
}

// MaxArrows bounds the arrows a page draws over a board.
const MaxArrows = 64

// parseArrows reads arrows as UCI from-to pairs ("h3e3"); they need not be
// legal moves. The ones before a bad one are kept.
func parseArrows(v *rules.Variant, s string) ([]rules.Move, error) {
	var out []rules.Move
	for i, f := range strings.Fields(s) {
		if i == MaxArrows {
			return out, fmt.Errorf("arrows: at most %d", MaxArrows)
		}
		from, to, ok := squarePair(v, f)
		if !ok || from == to {
			return out, fmt.Errorf("arrows: %q is not two points of this board", clip(f))
		}
		out = append(out, rules.NewMove(from, to, rules.NoKind))
	}
	return out, nil
}

// squarePair splits "h10e10" into its two points.
func squarePair(v *rules.Variant, s string) (from, to rules.Square, ok bool) {
	for i := 2; i <= len(s)-2; i++ {
		a, err1 := v.ParseSquare(s[:i])
		b, err2 := v.ParseSquare(s[i:])
		if err1 == nil && err2 == nil && v.OnBoard(a) && v.OnBoard(b) {
			return a, b, true
		}
	}
	return rules.NoSquare, rules.NoSquare, false
}

// parseMarks reads the points to mark ("e1 e2").
func parseMarks(v *rules.Variant, s string) (map[rules.Square]bool, error) {
	out := map[rules.Square]bool{}
	for _, f := range strings.Fields(s) {
		sq, err := v.ParseSquare(f)
		if err != nil || !v.OnBoard(sq) {
			return out, fmt.Errorf("marks: %q is not a point of this board", clip(f))
		}
		out[sq] = true
	}
	return out, nil
}

// parseEnded reads an ending decided off the board.
func parseEnded(s string) (string, error) {
	switch s = strings.TrimSpace(s); s {
	case "", "resigned", "draw", "timeout":
		return s, nil
	}
	return "", fmt.Errorf("ended %q: want resigned, draw or timeout", clip(s))
}

// setEnded records an ending decided off the board, telling of it once.
func (c *Controller) setEnded(e string) {
	if e == c.ended {
		return
	}
	wasOver := c.over()
	c.ended = e
	if e != "" && !wasOver {
		c.clearSelection()
		if c.thinking {
			c.thinking = false
			c.host.CancelThink()
		}
		c.end = &EndEvent{Status: c.Status()}
	}
}

// follow brings the game in line with a list of moves from the start
// position: the common beginning stays, moves beyond it are taken back and
// the rest played (see extend). The legal moves before a bad one are played.
func (c *Controller) follow(s string) error {
	fields := strings.Fields(s)
	var err error
	if len(fields) > MaxHistoryMoves {
		err = fmt.Errorf("moves: %d, at most %d", len(fields), MaxHistoryMoves)
		fields = fields[:MaxHistoryMoves]
	}
	same := 0
	for same < len(fields) && same < len(c.moves) && fields[same] == c.moves[same].String() {
		same++
	}
	for len(c.moves) > same {
		c.takeBack()
	}
	p := c.pos.Clone()
	var next []rules.Move
	for i := same; i < len(fields); i++ {
		m, perr := p.ParseMove(fields[i])
		if perr != nil {
			err = fmt.Errorf("moves: move %d %q: %s", i+1, clip(fields[i]), reason(perr))
			break
		}
		p.MakeMove(m)
		next = append(next, m)
	}
	c.extend(next, len(fields)-same == 1)
	return err
}

// extend plays moves, known legal, after the ones the board holds. A
// single move is played as if made on the board (animated, announced,
// told by an event); a batch, as when loading a game, silently.
func (c *Controller) extend(moves []rules.Move, single bool) {
	if single && len(moves) == 1 {
		c.actor = "api"
		c.play(moves[0], true)
		return
	}
	for _, m := range moves {
		c.pos.MakeMove(m)
		c.moves = append(c.moves, m)
	}
	if len(moves) > 0 {
		c.message = ""
		c.clearSelection()
	}
}

// takeBack unmakes the last move.
func (c *Controller) takeBack() {
	c.pos.UnmakeMove()
	c.moves = c.moves[:len(c.moves)-1]
	if c.reviewing && c.review >= len(c.moves) {
		c.reviewing = false
	}
	c.clearSelection()
	c.message = ""
}

// Move plays a move given in UCI form for whichever side is to move (the
// API's element.move): the page, not the person, decides. It returns the
// refusal, in the board's language, when the move cannot be played.
func (c *Controller) Move(uci string) error {
	switch {
	case c.pos == nil:
		return errors.New(c.Error())
	case c.mode == Puzzle:
		return errors.New(c.lang.T("refuse.illegal"))
	case c.over():
		return errors.New(c.lang.T("status.over"))
	}
	m, err := c.pos.ParseMove(strings.TrimSpace(uci))
	if err != nil {
		msg := c.lang.T("board.badmove", clip(uci), reason(err))
		if from, to, ok := squarePair(c.v, strings.TrimSpace(uci)); ok {
			msg = c.explain(from, to)
		}
		return errors.New(msg)
	}
	if c.thinking {
		c.thinking = false
		c.host.CancelThink()
	}
	c.reviewing = false
	c.actor = "api"
	c.play(m, true)
	c.maybeThink()
	return nil
}

// Undo takes back the last move (the API's element.undo).
func (c *Controller) Undo() error {
	if c.pos == nil || c.mode == Puzzle || len(c.moves) == 0 {
		return errors.New(c.lang.T("board.nohistory"))
	}
	if c.thinking {
		c.thinking = false
		c.host.CancelThink()
	}
	c.takeBack()
	return nil
}

// Review shows the position after ply moves, read-only; a ply below zero
// or at the end of the game returns to the live position.
func (c *Controller) Review(ply int) {
	if c.pos == nil {
		return
	}
	reviewing := ply >= 0 && ply < len(c.moves)
	if reviewing == c.reviewing && (!reviewing || ply == c.review) {
		return
	}
	c.reviewing, c.review = reviewing, ply
	c.clearSelection()
	c.message = ""
}

// Plies returns the moves shown and the moves played.
func (c *Controller) Plies() (shown, played int) {
	if c.reviewing {
		return c.review, len(c.moves)
	}
	return len(c.moves), len(c.moves)
}

// shownPosition is the position on the board: the live one, or while
// reviewing a copy replayed from the start.
func (c *Controller) shownPosition() *rules.Position {
	if !c.reviewing || c.pos == nil {
		return c.pos
	}
	p, err := c.v.NewPosition(c.startFEN)
	if err != nil { // read once already
		return c.pos
	}
	for _, m := range c.moves[:c.review] {
		p.MakeMove(m)
	}
	return p
}

// recordMove remembers a move just played for the elephant-move event,
// and the ending it brought, if any.
func (c *Controller) recordMove(m rules.Move, mover rules.Color) {
	by := c.actor
	if by == "" {
		by = "api"
	}
	c.actor = ""
	side := "w"
	if mover == rules.Second {
		side = "b"
	}
	c.events = append(c.events, MoveEvent{UCI: m.String(), FEN: c.pos.FEN(), Ply: len(c.moves), Side: side, By: by})
	if o := c.outcome(); o.Over() && c.ended == "" {
		c.end = &EndEvent{Status: c.Status(), Result: o.Result.String(), Text: c.lang.Outcome(o)}
	}
}

// explain says, in the board's language, why from→to is refused.
func (c *Controller) explain(from, to rules.Square) string {
	return c.lang.Refusal(c.pos.Why(rules.NewMove(from, to, rules.NoKind)))
}
