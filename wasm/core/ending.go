package core

import "github.com/elephant-chess/elephant/rules"

// The endings players decide, beside the rules' own (rules.Reason).
const (
	Resigned = "resign" // By resigned
	Agreed   = "agreed" // the players agreed a draw
	Timeout  = "time"   // By's flag fell: a loss, or a draw when the other side cannot mate
)

// Ending is how a game ended: by the rules (Outcome set) or by the players.
type Ending struct {
	Result  rules.Result   // rules.Ongoing when the players' ending has no result (a page's ended attribute)
	Reason  string         // a rules.Reason, or Resigned, Agreed, Timeout
	By      rules.Color    // who resigned or ran out of time
	Outcome *rules.Outcome // the rules' verdict; nil for the players' endings
}

// End is how the game ended: the players' ending when one was set, else
// the rules' verdict on the live position; nil while it goes on.
func (g *Game) End() *Ending {
	if g.end != nil {
		e := *g.end
		return &e
	}
	if o := g.Outcome(); o.Over() {
		return &Ending{Result: o.Result, Reason: string(o.Reason), Outcome: &o}
	}
	return nil
}

// Outcome is the rules' verdict on the live position.
func (g *Game) Outcome() rules.Outcome {
	at := g.Mark()
	if g.judged == nil || g.judged.at != at {
		g.judged = &judgement{at: at, outcome: g.Live().Outcome()}
	}
	return g.judged.outcome
}

// Over reports whether the game has ended, by the rules or the players.
func (g *Game) Over() bool { return g.end != nil || g.Outcome().Over() }

// SetEnd ends the game as the players decided (resignation, agreement, a
// flag), unless the rules ended it first; e.Outcome is ignored.
func (g *Game) SetEnd(e Ending) {
	if g.Outcome().Over() {
		return
	}
	e.Outcome = nil
	g.end = &e
	g.gen++
}

// ClearEnd takes back the players' ending, if any.
func (g *Game) ClearEnd() {
	if g.end != nil {
		g.end = nil
		g.gen++
	}
}

// Mark is where a game stands, for a board or a page that follows it:
// its changes other than moves played, and its moves.
type Mark struct{ gen, plies int }

// Mark is the game's mark now.
func (g *Game) Mark() Mark { return Mark{g.gen, len(g.played)} }

// Since lists the moves played since mark m; ok is false when the game
// changed otherwise since (a move taken back, the review moved, an ending
// set): then the follower reads the game afresh.
func (g *Game) Since(m Mark) (moves []Played, ok bool) {
	if m.gen != g.gen || m.plies > len(g.played) {
		return nil, false
	}
	return g.played[m.plies:], true
}
