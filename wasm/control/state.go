package control

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/view"
)

// State is everything a board shows and reflects, read after each event.
type State struct {
	Game     rules.Game
	Layout   view.Layout
	Flipped  bool
	Squares  []view.SquareState // rank 1 first, file a first; nil without a position
	FEN      string
	Turn     string // "w" or "b"
	LastMove string // UCI
	Status   string
	Error    string
	Message  string // the status line: a refusal's reason, check, the result
	Label    string // the board's accessible name
	Thinking bool
}

// State returns the board as it stands.
func (c *Controller) State() State {
	s := State{Flipped: c.flipped, Status: c.Status(), Error: c.Error(), Message: c.message, Thinking: c.thinking}
	if c.v == nil {
		return s
	}
	s.Game = c.v.Game
	s.Layout = view.NewLayout(c.v.Game, c.v.Files, c.v.Ranks)
	s.Label = c.v.Game.String() + " board"
	if c.pos == nil {
		s.Squares = c.squares(nil)
		return s
	}
	s.FEN = c.pos.FEN()
	s.Turn = "w"
	if c.pos.SideToMove() == rules.Second {
		s.Turn = "b"
	}
	if m := c.pos.LastMove(); m != rules.NoMove {
		s.LastMove = m.String()
	}
	s.Label += ", " + c.v.SideName(c.pos.SideToMove()) + " to move"
	if o := c.outcome(); o.Over() && s.Message == "" {
		s.Message = o.Text // a finished game given as the start position still says how it ended
	} else if s.Message == "" && c.canMove() && c.mustPass() {
		s.Message = capitalize(c.v.SideName(c.pos.SideToMove())) +
			" has no move and must pass: click the general, then click it again."
	}
	s.Squares = c.squares(c.pos)
	return s
}

// squares describes every point or square; pos may be nil (an empty board).
func (c *Controller) squares(pos *rules.Position) []view.SquareState {
	out := make([]view.SquareState, 0, c.v.Files*c.v.Ranks)
	dests := map[rules.Square]bool{}
	var last rules.Move
	check := rules.NoSquare
	if pos != nil {
		for _, m := range c.dests() {
			dests[m.To()] = true
		}
		last = pos.LastMove()
		if pos.InCheck() {
			check = pos.KingSquare(pos.SideToMove())
		}
	}
	for _, sq := range c.v.Squares() {
		st := view.SquareState{Name: sq.String(), File: sq.File(), Rank: sq.Rank(),
			Selected: sq == c.selected, Dest: dests[sq], Check: sq == check,
			Cursor: c.keyboard && sq == c.cursor,
			Last:   last != rules.NoMove && (sq == last.From() || sq == last.To())}
		if pos != nil {
			if pc := pos.At(sq); pc != rules.Empty {
				st.Piece = c.v.Letter(pc)
			}
		}
		out = append(out, st)
	}
	return out
}

// mustPass reports whether every legal move is a pass (janggi's stuck side).
func (c *Controller) mustPass() bool {
	moves := c.pos.LegalMoves()
	for _, m := range moves {
		if !m.IsPass() {
			return false
		}
	}
	return len(moves) > 0
}
