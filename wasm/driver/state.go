package driver

import (
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

// State is everything a board shows and reflects, read after each event.
type State struct {
	Game     rules.Game
	Layout   view.Layout
	Flipped  bool
	Squares  []view.SquareState // rank 1 first, file a first; nil without a position
	FEN      string
	Turn     string // "w" or "b"; "" before banqi's first flip
	LastMove string // UCI
	Status   string
	Error    string
	Message  string    // the status line: a refusal's reason, check, the result
	Label    string    // the board's accessible name
	Lang     i18n.Lang // of the labels
	Thinking bool
	Arrows   []view.Arrow // drawn over the pieces
	Drawn    []view.Shape // the person's own arrows and circles, over the page's arrows
	Premove  []view.Arrow // the premove waiting for the reply: none or one
	Ply      int          // moves played to the position shown
	Plies    int          // moves played in the game
	Hidden   []view.Count // banqi's face-down pieces, counted in the tray
	Guides   []view.Guide // a lesson's arrows, under the pieces
}

// State returns the board as it stands.
func (c *Controller) State() State {
	s := State{Flipped: c.flipped, Status: c.Status(), Error: c.Error(), Message: c.message, Thinking: c.thinking,
		Lang: c.lang}
	if c.v == nil {
		return s
	}
	s.Game = c.v.Game
	s.Layout = view.NewLayout(ViewGame(c.v.Game), c.v.Files, c.v.Ranks)
	s.Label = c.lang.T("aria.board", c.v.Game.String())
	if c.pos == nil {
		s.Squares = c.squares(nil)
		return s
	}
	shown := c.shownPosition()
	s.FEN = shown.FEN()
	s.Turn = "w"
	if shown.SideToMove() == rules.Second {
		s.Turn = "b"
	}
	if m := shown.LastMove(); m != rules.NoMove {
		s.LastMove = m.String()
	}
	s.Ply, s.Plies = c.Plies()
	s.Label = c.lang.T("aria.turn", c.v.Game.String(), c.lang.T("aria.side."+c.v.Game.String()+"."+sideKey(shown.SideToMove())))
	if s.Message == "" && !c.quiet {
		s.Message = c.standing()
	}
	s.Squares = c.squares(shown)
	s.Drawn = c.drawn()
	if pm, ok := c.pendingPremove(); ok {
		s.Premove = []view.Arrow{{Name: pm.from.String() + pm.to.String(), From: [2]int{pm.from.File(), pm.from.Rank()},
			To: [2]int{pm.to.File(), pm.to.Rank()}}}
	}
	for _, m := range c.arrows {
		s.Arrows = append(s.Arrows, view.Arrow{Name: m.String(), From: [2]int{m.From().File(), m.From().Rank()},
			To: [2]int{m.To().File(), m.To().Rank()}})
	}
	return s
}

// Snapshot is what the board draws of the state, its pieces in style and
// its words in the state's language.
func (s State) Snapshot(style view.Style) view.Snapshot {
	return view.Snapshot{Game: ViewGame(s.Game), Layout: s.Layout, Flipped: s.Flipped, Style: style,
		Role: s.Lang.T("aria.role"), Label: s.Label, Squares: s.Squares, Arrows: s.Arrows, Premove: s.Premove,
		Drawn: s.Drawn, Hidden: s.Hidden, Tray: trayLabel(s.Lang, s.Game, s.Hidden), Guides: s.Guides}
}

// trayLabel says what banqi's tray counts, in one sentence: "Face down:
// red general: 1, ...", or that nothing is face down.
func trayLabel(l i18n.Lang, g rules.Game, hidden []view.Count) string {
	if hidden == nil {
		return ""
	}
	var said []string
	for _, c := range hidden {
		if c.N > 0 {
			said = append(said, l.T("aria.tray.count", c.N, l.PieceLabel(g, c.Piece)))
		}
	}
	if len(said) == 0 {
		return l.T("aria.tray.none")
	}
	return l.T("aria.tray", strings.Join(said, ", "))
}

// standing is the status line when nothing happened: how a finished game
// (even one given as the start position) ended, or a side's forced pass.
func (c *Controller) standing() string {
	if o := c.outcome(); o.Over() {
		return c.lang.Outcome(o)
	}
	if c.canMove() && MustPass(c.pos) {
		return c.lang.T("board.mustpass", i18n.Capitalize(c.lang.SideName(c.v.Game, c.pos.SideToMove())))
	}
	return ""
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
			Cursor: c.keyboard && sq == c.cursor, Marked: c.marks[sq],
			Last: last != rules.NoMove && (sq == last.From() || sq == last.To())}
		if pos != nil {
			if pc := pos.At(sq); pc != rules.Empty {
				st.Piece = c.v.Letter(pc)
			}
		}
		st.Label = c.lang.SquareLabel(c.v.Game, st.Name, st.Piece)
		out = append(out, st)
	}
	return out
}

// MustPass reports whether every legal move in p is a pass (janggi's stuck side).
func MustPass(p *rules.Position) bool {
	moves := p.LegalMoves()
	for _, m := range moves {
		if !m.IsPass() {
			return false
		}
	}
	return len(moves) > 0
}

// sideKey is a side's catalogue suffix: first or second.
func sideKey(c rules.Color) string {
	if c == rules.Second {
		return "second"
	}
	return "first"
}
