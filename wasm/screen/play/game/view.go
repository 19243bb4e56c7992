package game

import (
	"fmt"
	"math"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
)

// View is everything the page draws, in the current language.
type View struct {
	Game     rules.Game
	Position *rules.Position // the position shown (a copy)
	Flipped  bool            // the board shows the second side at the bottom
	Friend   bool            // two players on one device
	Mover    rules.Color     // the side the person moves: the human's, or the side to move between two players
	Live     bool            // the shown position is the game's latest
	Cursor   int             // moves shown
	Moves    []MoveView
	Status   string // one line: whose move, check, the result
	Result   string // the ending explained with its rule; "" while playing
	Headline string // "You win!", "Elephant wins.", "Draw."
	Points   string // janggi's running count when counting is on
	Title    string // "Xiangqi · you play red · level 3"

	CanMove, CanTakeback, CanPass, CanResign, CanDraw, CanHint bool
	CanClaim                                                   bool // janggi's bikjang draw claim
	Thinking                                                   bool
	Hint                                                       rules.Move
	Analysis                                                   *Analysis
	Clocks                                                     *ClockView // nil: no clock
	// PassNote says why janggi's pass is greyed out, from the rule in
	// force; "" when it is not.
	PassNote string
}

// MoveView is one entry of the move list.
type MoveView struct {
	Ply      int    // 1-based
	Number   string // "12." before the first side's move, "12…" for a second side opening
	Text     string
	Decisive bool // one of the plies that decided the game
	Current  bool // the move the board shows
	Human    bool
}

// Analysis is the engine's view of the live position.
type Analysis struct {
	Depth int
	Eval  string  // "+0.35" or "mate in 3", from the side to move's view
	Bar   float64 // the first side's share of the bar, 0–1
	Line  string  // the best line in the game's notation
	Text  string  // all of it in one sentence
}

// View describes the game as it stands.
func (c *Controller) View() View {
	if c.g == nil {
		return View{}
	}
	shown := c.shown()
	v := View{Game: c.g.Variant().Game, Position: shown, Flipped: c.flipped(), Friend: c.set.friend(), Mover: c.human(),
		Live: !c.g.Reviewing(), Cursor: c.g.Cursor(), Thinking: c.Thinking(), Hint: c.hint, Clocks: c.clockView()}
	v.Moves = c.moveViews()
	v.CanMove = c.humanToMove() && v.Live
	v.CanTakeback = c.CanTakeback()
	v.CanPass = c.CanPass() && v.Live
	if !v.CanPass {
		v.PassNote = c.passNote()
	}
	v.CanClaim = c.CanClaim() && v.Live
	v.CanResign = !c.g.Over()
	v.CanDraw = c.humanToMove()
	v.CanHint = c.humanToMove()
	v.Title = c.title()
	v.Points = c.points(shown)
	if e := c.end(); e != nil {
		v.Result, v.Headline = c.endText(e), c.headline(e)
	}
	v.Status = c.statusLine(shown)
	if c.analysing || c.search != nil && c.search.Purpose == PurposeAnalysis {
		v.Analysis = c.analysis()
	}
	return v
}

// shown is a copy of the position at the cursor.
func (c *Controller) shown() *rules.Position { return core.Clone(c.g.Shown()).(*rules.Position) }

func (c *Controller) moveViews() []MoveView {
	decisive := map[int]bool{}
	if e := c.end(); e != nil && e.Outcome != nil {
		for _, i := range e.Outcome.Plies {
			decisive[i] = true
		}
	}
	p := c.g.At(0)
	number := max(p.(*rules.Position).Fullmove(), 1)
	side := p.SideToMove()
	out := make([]MoveView, len(c.rows))
	for i, r := range c.rows {
		mv := MoveView{Ply: i + 1, Text: r.Text, Decisive: decisive[i], Current: i+1 == c.g.Cursor(), Human: side == c.human()}
		if names := c.Lang.CheckName(r.Check); names != "" {
			mv.Text += " " + names
		}
		switch {
		case side == rules.First:
			mv.Number = fmt.Sprintf("%d.", number)
		case i == 0:
			mv.Number = fmt.Sprintf("%d…", number)
		}
		if side == rules.Second {
			number++
		}
		side = side.Other()
		out[i] = mv
	}
	return out
}

// passNote explains a greyed-out janggi pass by the rule in force, when
// the player could otherwise move.
func (c *Controller) passNote() string {
	v := c.g.Variant()
	if !v.Passing || !c.humanToMove() {
		return ""
	}
	switch v.Options.Janggi.Pass {
	case rules.PassWhenStuck:
		if c.set.Custom {
			return c.Lang.T("pass.why.stuck.custom")
		}
		return c.Lang.T("pass.why.stuck")
	case rules.PassAnyTime:
		if c.pos().InCheck() {
			return c.Lang.T("pass.why.check")
		}
	}
	return ""
}

func (c *Controller) title() string {
	l, g := c.Lang, c.g.Variant().Game
	if c.set.friend() {
		return l.GameName(g) + " · " + l.T("label.twoplayers")
	}
	s := l.GameName(g) + " · " + l.T("label.side") + " " + l.SideName(g, c.human()) +
		" · " + l.T("label.level.n", c.set.Level)
	return s
}

// points is janggi's running count, when the counting rule is on.
func (c *Controller) points(p *rules.Position) string {
	if !c.g.Variant().Counting {
		return ""
	}
	cho, han := p.JanggiScore()
	return c.Lang.T("label.points", i18n.Points(cho), i18n.Points(han))
}

// endText explains the ending, with the rule that decided it.
func (c *Controller) endText(e *core.Ending) string {
	l, g := c.Lang, c.g.Variant().Game
	loser, winner := l.SideName(g, e.By), l.SideName(g, e.By.Other())
	switch e.Reason {
	case reasonResign:
		switch {
		case c.set.friend():
			return l.T("end.resign.side", loser, winner)
		case e.By != c.human():
			return l.T("end.resign.engine", winner)
		}
		return l.T("end.resign.human", winner)
	case reasonAgreed:
		if c.set.friend() {
			return l.T("end.draw.friends")
		}
		return l.T("end.draw.agreed")
	case reasonTime:
		if e.Result == rules.Draw {
			return l.T("end.time.draw", loser, winner)
		}
		return l.T("end.time", loser, winner)
	}
	return l.Outcome(*e.Outcome)
}

func (c *Controller) headline(e *core.Ending) string {
	switch {
	case e.Result == rules.Draw:
		return c.Lang.T("end.draw")
	case c.set.friend():
		w := rules.First
		if e.Result == rules.SecondWins {
			w = rules.Second
		}
		return c.Lang.T("end.sidewins", i18n.Capitalize(c.Lang.SideName(c.g.Variant().Game, w)))
	case e.Result == rules.Win(c.human()):
		return c.Lang.T("end.youwin")
	}
	return c.Lang.T("end.youlose")
}

func (c *Controller) statusLine(shown *rules.Position) string {
	l, g := c.Lang, c.g.Variant().Game
	switch e := c.end(); {
	case c.status != "":
		return c.status
	case c.g.Reviewing() && c.g.Cursor() == 0:
		return l.T("status.reviewstart")
	case c.g.Reviewing():
		return l.T("status.review", c.g.Cursor(), c.g.Plies())
	case e != nil:
		return c.headline(e) + " " + c.endText(e)
	case c.Thinking():
		return l.T("status.thinking")
	}
	side := l.SideName(g, c.pos().SideToMove())
	turn := l.T("status.yourturn", side)
	if c.set.friend() {
		turn = l.T("status.tomove", i18n.Capitalize(side))
	}
	if c.pos().InCheck() {
		name := l.CheckName(c.pos().CheckingKinds())
		return l.T("status.check", i18n.Capitalize(name)) + " " + turn
	}
	if core.MustPass(c.pos()) {
		return l.T("status.mustpass")
	}
	return turn
}

// analysis turns the last info into what the panel shows, from the first
// side's point of view.
func (c *Controller) analysis() *Analysis {
	a := &Analysis{Depth: c.info.Depth, Bar: 0.5}
	if c.info.Depth == 0 || c.infoFor != c.g.Plies() {
		a.Text = c.Lang.T("status.thinking")
		return a
	}
	sign := 1
	if c.pos().SideToMove() == rules.Second {
		sign = -1
	}
	switch {
	case c.info.Mate > 0:
		a.Eval = c.Lang.T("label.mate", c.info.Mate)
	case c.info.Mate < 0:
		a.Eval = c.Lang.T("label.mated", -c.info.Mate)
	default:
		a.Eval = fmt.Sprintf("%+.2f", float64(c.info.Score)/100) // the side to move's view, as labelled
	}
	first := float64(sign * c.info.Score)
	if c.info.Mate != 0 {
		first = float64(sign) * math.Copysign(10000, float64(c.info.Mate))
	}
	a.Bar = 1 / (1 + math.Exp(-first/400))
	a.Line = c.lineText(c.info.PV)
	side := c.Lang.SideName(c.g.Variant().Game, c.pos().SideToMove())
	a.Text = c.Lang.T("label.depth", a.Depth) + " · " + c.Lang.T("label.eval", side, a.Eval) + " · " + c.Lang.T("label.bestline", a.Line)
	return a
}

// lineText writes a line of UCI moves in the game's notation, stopping at
// the first that does not play.
func (c *Controller) lineText(pv []string) string {
	p := c.pos().Clone()
	var out []string
	for _, u := range pv {
		if len(out) == 8 {
			break
		}
		m, err := p.ParseMove(u)
		if err != nil {
			break
		}
		out = append(out, c.notate(p, m))
		p.MakeMove(m)
	}
	return strings.Join(out, " ")
}
