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

// checksInARow counts the checks in a row that the side that just moved
// has given with the piece it moved by m: 0 when m gives no check, one more
// than its previous move's count when that move checked and ended where m
// starts. MakeMove keeps the count of every move under a check limit.
func (p *Position) checksInARow(m Move) uint8 {
	if !m.MovesPiece() || !p.InCheck() {
		return 0
	}
	if n := len(p.stack); n >= 3 {
		if prev := p.stack[n-3]; prev.checks > 0 && prev.move.To() == m.From() && prev.checks < 255 {
			return prev.checks + 1
		}
	}
	return 1
}

// CheckLimitBroken reports whether the side that just moved has given more
// checks in a row with one piece than the rules allow, which loses: the
// search's test, allocation-free (Outcome says the same with its facts).
func (p *Position) CheckLimitBroken() bool {
	limit := p.v.checkLimit()
	n := len(p.stack)
	return limit > 0 && n > 0 && int(p.stack[n-1].checks) > limit
}

// checkLimitOutcome ends the game when the side that just moved gave more
// checks in a row with one piece than checkLimit allows. The run reported
// is the limit's one check too many.
func (p *Position) checkLimitOutcome() (Outcome, bool) {
	if !p.CheckLimitBroken() {
		return Outcome{}, false
	}
	last := len(p.stack) - 1
	n := p.v.checkLimit() + 1
	first := last - 2*(n-1)
	checker := p.side.Other()
	piece := p.board[p.stack[last].move.To()].Kind()
	return Outcome{Result: Win(p.side), Reason: ReasonCheckLimit, Side: checker, Piece: piece, Checks: n,
		Plies: plyRange(first, len(p.stack))}, true
}
