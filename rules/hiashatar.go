package rules

// hiashatarOutcome judges hiashatar's endings: the bare-king option,
// checkmate (a win, with none of shatar's restrictions), stalemate (a draw)
// and insufficient material. ok is false when none applies and the common
// rules (repetition) decide.
func (p *Position) hiashatarOutcome(legal *MoveList) (o Outcome, ok bool) {
	if p.v.Options.Hiashatar.BareKingDraw {
		for _, c := range [2]Color{p.side, p.side.Other()} {
			if p.npieces[c] == 1 {
				return Outcome{Result: Draw, Reason: ReasonBareKing, Side: c, Plies: p.lastPly()}, true
			}
		}
	}
	if legal.Len() == 0 {
		if p.InCheck() {
			return Outcome{Result: Win(p.side.Other()), Reason: ReasonCheckmate, Side: p.side, Plies: p.lastPly()}, true
		}
		return p.mongolianStalemate(), true
	}
	if p.hiashatarDeadMaterial() {
		return Outcome{Result: Draw, Reason: ReasonInsufficientMaterial, Plies: p.lastPly()}, true
	}
	return Outcome{}, false
}

// hiashatarDeadMaterial reports material with which no mate is possible:
// each side has only its king and bodyguards (which never give check), or
// one side has a lone bishop or knight against a bare king. Anything more
// might mate with the help of blocking pieces, so it plays on.
func (p *Position) hiashatarDeadMaterial() bool {
	onlyGuards := func(c Color) bool {
		return p.npieces[c] == 1+int(p.count[MakePiece(Bodyguard, c)])
	}
	loneMinor := func(c Color) bool {
		return p.npieces[c] == 2 && p.count[MakePiece(Bishop, c)]+p.count[MakePiece(Knight, c)] == 1
	}
	for _, c := range [2]Color{First, Second} {
		if !onlyGuards(c) && !(loneMinor(c) && p.npieces[c.Other()] == 1) {
			return false
		}
	}
	return true
}
