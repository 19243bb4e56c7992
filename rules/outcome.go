package rules

import "fmt"

// Result says whether a game is over and who won.
type Result uint8

const (
	Ongoing Result = iota
	FirstWins
	SecondWins
	Draw
)

// String returns the result as PGN writes it.
func (r Result) String() string {
	return [...]string{"*", "1-0", "0-1", "1/2-1/2"}[r]
}

// Win returns the result in which side c wins.
func Win(c Color) Result {
	if c == First {
		return FirstWins
	}
	return SecondWins
}

// Reason is a machine-readable name of the rule that ended a game.
type Reason string

const (
	ReasonNone                 Reason = ""
	ReasonCheckmate            Reason = "checkmate"
	ReasonStalemate            Reason = "stalemate"
	ReasonPerpetualCheck       Reason = "perpetual-check"
	ReasonPerpetualChase       Reason = "perpetual-chase"
	ReasonRepetition           Reason = "repetition"
	ReasonMoveLimit            Reason = "move-limit"
	ReasonInsufficientMaterial Reason = "insufficient-material"
	ReasonBikjang              Reason = "bikjang"
	ReasonBikjangClaim         Reason = "bikjang-claim" // janggi: a draw claimed at bikjang
	ReasonNoMoves              Reason = "no-moves"      // janggi: neither side can move; banqi: the side to move cannot, and loses
	ReasonNiol                 Reason = "niol"          // shatar: mate without a shak
	ReasonRobado               Reason = "robado"        // shatar: bare king
	ReasonBareKing             Reason = "bare-king"
)

// Outcome is how a game stands: ongoing, or over with a result, the rule
// that decided it and a sentence that explains it to people.
type Outcome struct {
	Result Result
	Reason Reason
	// Counted is set when janggi's counting rule turned a draw into a win.
	Counted bool
	// Text explains the ending in English, naming the rule and what made it so.
	Text string
	// Plies lists the moves (0-based indexes into the moves played since the
	// position was set up) that decided the game: the repeating cycle, the mate.
	Plies []int
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Result != Ongoing }

// ReasonDoublePass ends a janggi game in which both sides passed in a row
// (Fairy-Stockfish's rule sets).
const ReasonDoublePass Reason = "double-pass"

// Outcome judges the position: over (with result, rule and explanation) or
// ongoing. Repetition ends a game on the third occurrence of a position.
func (p *Position) Outcome() Outcome {
	var ml MoveList
	p.GenerateLegal(&ml)
	var o Outcome
	var ok bool
	switch p.v.Game {
	case Xiangqi:
		o, ok = p.xiangqiOutcome(&ml)
	case Janggi:
		o, ok = p.janggiOutcome(&ml)
	case Shatar:
		o, ok = p.shatarOutcome(&ml)
	case Hiashatar:
		o, ok = p.hiashatarOutcome(&ml)
	}
	if ok {
		return o
	}
	if c := p.repetition(); c.count >= 2 {
		o = Outcome{Result: c.verdict, Reason: c.reason, Text: c.text, Plies: plyRange(c.start, len(p.stack))}
		if o.Result == Draw {
			return p.counted(o)
		}
		return o
	}
	if limit := p.v.MoveLimit; limit > 0 && p.halfmove >= 2*limit {
		return Outcome{Result: Draw, Reason: ReasonMoveLimit,
			Text: fmt.Sprintf("Move limit: %d moves by each side without a capture; the game is drawn.", limit)}
	}
	return Outcome{}
}

func plyRange(from, to int) []int {
	out := make([]int, 0, to-from)
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	return out
}

// lastPly marks the move that ended the game, if any.
func (p *Position) lastPly() []int {
	if len(p.stack) == 0 {
		return nil
	}
	return []int{len(p.stack) - 1}
}

func (p *Position) xiangqiOutcome(ml *MoveList) (Outcome, bool) {
	loser := p.v.SideName(p.side)
	switch {
	case ml.Len() == 0 && p.InCheck():
		return Outcome{Result: Win(p.side.Other()), Reason: ReasonCheckmate, Plies: p.lastPly(),
			Text: "Checkmate: " + loser + " cannot escape the check — " + loser + " loses."}, true
	case ml.Len() == 0:
		return Outcome{Result: Win(p.side.Other()), Reason: ReasonStalemate, Plies: p.lastPly(),
			Text: "Stalemate: " + loser + " has no legal move, which loses in xiangqi."}, true
	case !p.hasAttacker(First) && !p.hasAttacker(Second):
		return Outcome{Result: Draw, Reason: ReasonInsufficientMaterial,
			Text: "Insufficient material: neither side has a chariot, horse, cannon or soldier left to attack with; the game is drawn."}, true
	}
	return Outcome{}, false
}

// hasAttacker reports whether side c has a piece that can cross the river
// (xiangqi) or leave its palace (janggi) to attack.
func (p *Position) hasAttacker(c Color) bool {
	for _, s := range p.pieces[c][:p.npieces[c]] {
		if p.v.kinds[p.board[s].Kind()].Attacker {
			return true
		}
	}
	return false
}

func (p *Position) janggiOutcome(ml *MoveList) (Outcome, bool) {
	o := p.v.Options.Janggi
	n := len(p.stack)
	switch {
	case n > 0 && p.stack[n-1].move.IsClaim():
		return p.counted(Outcome{Result: Draw, Reason: ReasonBikjangClaim, Plies: p.lastPly(),
			Text: "Bikjang: the generals faced each other and " + p.v.SideName(p.side.Other()) +
				" claimed the draw; the game is drawn."}), true
	case p.noMovesByRule() && p.facing:
		return p.counted(Outcome{Result: Draw, Reason: ReasonBikjang, Plies: p.lastPly(),
			Text: "Bikjang: the generals faced each other and neither side broke the facing; the game is drawn."}), true
	case p.noMovesByRule() && o.Pass == PassWhenStuck:
		return p.counted(Outcome{Result: Draw, Reason: ReasonNoMoves, Plies: plyRange(n-2, n),
			Text: "Neither side has a legal move; the game is drawn."}), true
	case p.noMovesByRule():
		return p.counted(Outcome{Result: Draw, Reason: ReasonDoublePass, Plies: plyRange(n-2, n),
			Text: "Both sides passed in a row; the game ends."}), true
	case ml.Len() == 0 && p.InCheck():
		loser := p.v.SideName(p.side)
		return Outcome{Result: Win(p.side.Other()), Reason: ReasonCheckmate, Plies: p.lastPly(),
			Text: "Checkmate: " + loser + " cannot escape the check — " + loser + " loses."}, true
	case ml.Len() == 0 && o.Bikjang == BikjangBreak && p.facing:
		return p.counted(Outcome{Result: Draw, Reason: ReasonBikjang, Plies: p.lastPly(),
			Text: "Bikjang: the generals face each other and " + p.v.SideName(p.side) +
				" cannot break the facing; the game is drawn."}), true
	case !p.hasAttacker(First) && !p.hasAttacker(Second):
		return p.counted(Outcome{Result: Draw, Reason: ReasonInsufficientMaterial,
			Text: "Insufficient material: neither side has a piece that can leave its palace to attack; the game is drawn."}), true
	}
	return Outcome{}, false
}

// counted applies janggi's counting rule (Variant.Counting) to a drawn
// ending: the side with more points wins.
func (p *Position) counted(o Outcome) Outcome {
	r := p.DrawnResult()
	if r == Draw {
		return o
	}
	cho, han := p.JanggiScore()
	winner := First
	if r == SecondWins {
		winner = Second
	}
	o.Result, o.Counted = r, true
	o.Text += fmt.Sprintf(" By counting (cho %.1f, han %.1f), %s wins.", cho, han, p.v.SideName(winner))
	return o
}

// janggiPoints are the counting values of janggi's pieces.
var janggiPoints = [numKinds]float64{Chariot: 13, JanggiCannon: 7, Horse: 5, LongElephant: 3, Guard: 3, Soldier: 2}

// JanggiScore returns the running point count of janggi's counting rule:
// chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2, and 1.5
// for han, who moved second.
func (p *Position) JanggiScore() (cho, han float64) {
	var score [2]float64
	for c := First; c <= Second; c++ {
		for _, s := range p.pieces[c][:p.npieces[c]] {
			score[c] += janggiPoints[p.board[s].Kind()]
		}
	}
	return score[First], score[Second] + 1.5
}
