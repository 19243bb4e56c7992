package rules

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

// Reason is a machine-readable name of the rule that ended a game. The
// comment of each says which side Outcome.Side names.
type Reason string

const (
	ReasonNone                 Reason = ""
	ReasonCheckmate            Reason = "checkmate"             // Side: the side mated
	ReasonStalemate            Reason = "stalemate"             // Side: the side with no move
	ReasonPerpetualCheck       Reason = "perpetual-check"       // Side: the side that kept checking
	ReasonPerpetualChase       Reason = "perpetual-chase"       // Side: the side that kept chasing
	ReasonRepetition           Reason = "repetition"            // no side
	ReasonMoveLimit            Reason = "move-limit"            // no side; Limit: the moves by each side
	ReasonInsufficientMaterial Reason = "insufficient-material" // no side
	ReasonBikjang              Reason = "bikjang"               // Side: the side to move
	ReasonBikjangClaim         Reason = "bikjang-claim"         // janggi: a draw claimed at bikjang; Side: the claimer
	ReasonNoMoves              Reason = "no-moves"              // janggi: neither side can move; banqi: Side cannot, and loses
	ReasonNiol                 Reason = "niol"                  // shatar: mate without a shak; Side: the side mated
	ReasonRobado               Reason = "robado"                // shatar: bare king; Side: the side left with it
	ReasonBareKing             Reason = "bare-king"             // Side: the side left with its king alone
	ReasonDoublePass           Reason = "double-pass"           // janggi: both sides passed in a row (Fairy-Stockfish's rule sets)
	ReasonCheckLimit           Reason = "check-limit"           // xiangqi house rule: Side gave a fourth check in a row with one piece; Piece, Checks
)

// Reasons lists every reason a game can end for.
func Reasons() []Reason {
	return []Reason{ReasonCheckmate, ReasonStalemate, ReasonPerpetualCheck, ReasonPerpetualChase,
		ReasonRepetition, ReasonMoveLimit, ReasonInsufficientMaterial, ReasonBikjang, ReasonBikjangClaim,
		ReasonNoMoves, ReasonNiol, ReasonRobado, ReasonBareKing, ReasonDoublePass, ReasonCheckLimit}
}

// Outcome is how a game stands: ongoing, or over with a result, the rule
// that decided it and the facts that explain it (package i18n words them).
type Outcome struct {
	Result Result
	Reason Reason
	// Counted is set when janggi's counting rule turned a draw into a win;
	// Points then holds cho's and han's points.
	Counted bool
	Points  [2]float64
	// Plies lists the moves (0-based indexes into the moves played since the
	// position was set up) that decided the game: the repeating cycle, the mate.
	Plies []int

	Game          Game
	Side          Color // the side the rule names (see Reason)
	Piece, Target Kind  // perpetual chase: the chasing and the chased piece, when one pair is to blame
	// Mate holds the kinds that gave a shatar mate; Shak those of the shak
	// earlier in its series of Checks checks, when the mate itself was none.
	Mate, Shak KindSet
	Checks     int
	Limit      int // move limit: the moves by each side without a capture (or flip)
}

// KindSet is a set of piece kinds, a bit per Kind.
type KindSet uint32

// Check names the check that pieces of these kinds give together in game g
// (shatar's shak, tuk or tsod; a plain check elsewhere).
func (s KindSet) Check(g Game) CheckKind { return checkKindOf(g == Shatar, uint32(s)) }

// Kinds lists the kinds in the set, in Kind order.
func (s KindSet) Kinds() []Kind {
	var out []Kind
	for k := NoKind + 1; k < numKinds; k++ {
		if s&(1<<k) != 0 {
			out = append(out, k)
		}
	}
	return out
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Result != Ongoing }

// Outcome judges the position: over (with result, rule and the facts that
// explain it) or ongoing. Repetition ends a game on the third occurrence of
// a position.
func (p *Position) Outcome() Outcome {
	o := p.judge()
	o.Game = p.v.Game
	return o
}

func (p *Position) judge() Outcome {
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
		o = c.outcome
		o.Plies = plyRange(c.start, len(p.stack))
		if o.Result == Draw {
			return p.counted(o)
		}
		return o
	}
	if limit := p.v.MoveLimit; limit > 0 && p.halfmove >= 2*limit {
		return Outcome{Result: Draw, Reason: ReasonMoveLimit, Limit: limit}
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
	switch {
	case ml.Len() == 0 && p.InCheck():
		return Outcome{Result: Win(p.side.Other()), Reason: ReasonCheckmate, Side: p.side, Plies: p.lastPly()}, true
	case ml.Len() == 0:
		return Outcome{Result: Win(p.side.Other()), Reason: ReasonStalemate, Side: p.side, Plies: p.lastPly()}, true
	case !p.hasAttacker(First) && !p.hasAttacker(Second):
		return Outcome{Result: Draw, Reason: ReasonInsufficientMaterial}, true
	}
	return p.checkLimitOutcome()
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
		return p.counted(Outcome{Result: Draw, Reason: ReasonBikjangClaim, Side: p.side.Other(), Plies: p.lastPly()}), true
	case p.noMovesByRule() && p.facing:
		return p.counted(Outcome{Result: Draw, Reason: ReasonBikjang, Side: p.side, Plies: p.lastPly()}), true
	case p.noMovesByRule() && o.Pass == PassWhenStuck:
		return p.counted(Outcome{Result: Draw, Reason: ReasonNoMoves, Plies: plyRange(n-2, n)}), true
	case p.noMovesByRule():
		return p.counted(Outcome{Result: Draw, Reason: ReasonDoublePass, Plies: plyRange(n-2, n)}), true
	case ml.Len() == 0 && p.InCheck():
		return Outcome{Result: Win(p.side.Other()), Reason: ReasonCheckmate, Side: p.side, Plies: p.lastPly()}, true
	case ml.Len() == 0 && o.Bikjang == BikjangBreak && p.facing:
		return p.counted(Outcome{Result: Draw, Reason: ReasonBikjang, Side: p.side, Plies: p.lastPly()}), true
	case !p.hasAttacker(First) && !p.hasAttacker(Second):
		return p.counted(Outcome{Result: Draw, Reason: ReasonInsufficientMaterial}), true
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
	o.Result, o.Counted, o.Points = r, true, [2]float64{cho, han}
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
