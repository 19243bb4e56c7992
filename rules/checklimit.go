package rules

// The Spanish source text words xiangqi's ban on perpetual check as a count:
// "no more than three checks in a row with the same piece without moving any
// other piece". Under CheckRuleThreeChecks the side that gives the fourth
// such check loses at once, whether or not a position repeats.

// maxChecksInARow is the number of checks in a row with one piece that the
// text allows.
const maxChecksInARow = 3

// checkLimit returns how many checks in a row with one piece the rules
// allow, or 0 when no such count applies.
func (v *Variant) checkLimit() int {
	if v.Game == Xiangqi && v.Options.Xiangqi.CheckRule == CheckRuleThreeChecks {
		return maxChecksInARow
	}
	return 0
}

// checkLimitOutcome ends the game when the side that just moved gave more
// checks in a row with one piece than checkLimit allows.
func (p *Position) checkLimitOutcome() (Outcome, bool) {
	limit := p.v.checkLimit()
	if limit == 0 || !p.InCheck() {
		return Outcome{}, false
	}
	n, first := p.checkRun(limit + 1)
	if n <= limit {
		return Outcome{}, false
	}
	checker := p.side.Other()
	piece := p.board[p.stack[len(p.stack)-1].move.To()].Kind()
	return Outcome{Result: Win(p.side), Reason: ReasonCheckLimit, Side: checker, Piece: piece, Checks: n,
		Plies: plyRange(first, len(p.stack))}, true
}

// checkRun counts, up to max, the last moves of the side that just moved
// that each gave check and that all moved one piece (each starting where
// the one before ended), and returns the ply of the first of them.
func (p *Position) checkRun(max int) (n, first int) {
	q := p.Clone()
	var at Square // where the run's piece stood before the later move
	for i := len(p.stack) - 1; i >= 0 && n < max; i -= 2 {
		m := p.stack[i].move
		if !q.InCheck() || n > 0 && m.To() != at {
			break
		}
		n, first, at = n+1, i, m.From()
		if i < 2 {
			break
		}
		q.UnmakeMove()
		q.UnmakeMove()
	}
	return n, first
}
