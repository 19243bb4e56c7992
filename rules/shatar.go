package rules

// shatarRules applies shatar's rules beyond piece movement: the opening
// obligation and the ban on mating with a knight.
func (p *Position) shatarRules(ml *MoveList) {
	if p.openingPending(p.side) {
		ml.filter(func(m Move) bool {
			return p.board[m.From()].Kind() == Pawn && abs(m.To().Rank()-m.From().Rank()) == 2
		})
	}
	if p.v.KnightMateBanned {
		ml.filter(func(m Move) bool { return !p.isKnightMate(m) })
	}
}

// knightMateDepth bounds how many nested replies the knight-mate ban is
// followed through: a reply that escapes a knight check by a knight mate of
// its own is forbidden too, and so on; no game gets near this depth.
const knightMateDepth = 4

// openingPending reports whether side c still owes its opening double step:
// the rule is on and all its pawns stand on their starting rank.
func (p *Position) openingPending(c Color) bool {
	if p.v.Opening == OpeningFree {
		return false
	}
	pawn := MakePiece(Pawn, c)
	r := 1
	if c == Second {
		r = p.v.Ranks - 2
	}
	for f := 0; f < p.v.Files; f++ {
		if p.board[SquareAt(f, r)] != pawn {
			return false
		}
	}
	return true
}

// isOpeningPawn reports whether the pawn on from may make the opening double
// step: the bers's pawn, or the king's pawn too when the option allows.
func (p *Position) isOpeningPawn(from Square, c Color) bool {
	bersFile, kingFile := 3, 4
	if p.v.Options.Shatar.BersRight && c == First {
		bersFile, kingFile = 4, 3
	}
	f := from.File()
	return f == bersFile || f == kingFile && p.v.Options.Shatar.Opening == OpeningBersOrKingPawn
}

// isKnightMate reports whether m is a knight move that checkmates.
func (p *Position) isKnightMate(m Move) bool { return p.knightMates(m, 0) }

// knightMates is isKnightMate for a move depth replies into the check.
func (p *Position) knightMates(m Move, depth int) bool {
	if m.IsPass() || p.board[m.From()].Kind() != Knight || !p.knightMayCheck(m) {
		return false
	}
	p.MakeMove(m)
	mate := p.InCheck() && !p.hasLegalReply(depth)
	p.UnmakeMove()
	return mate
}

// knightMayCheck is a quick filter for isKnightMate: a knight move can only
// give check by landing a leap away from the enemy king or by leaving a line
// through it (uncovering a slider).
func (p *Position) knightMayCheck(m Move) bool {
	k := p.kings[p.side.Other()]
	if df, dr := abs(m.To().File()-k.File()), abs(m.To().Rank()-k.Rank()); df*dr == 2 {
		return true
	}
	df, dr := abs(m.From().File()-k.File()), abs(m.From().Rank()-k.Rank())
	return df == 0 || dr == 0 || df == dr
}

// hasLegalReply reports whether the side to move, in check from a knight
// move, has a legal reply: one that leaves its king safe, follows the
// opening obligation and is not itself a knight mate.
func (p *Position) hasLegalReply(depth int) bool {
	var ml MoveList
	p.generate(&ml)
	p.keepSafe(&ml)
	pending := p.openingPending(p.side)
	for _, r := range ml.Moves() {
		if pending && !(p.board[r.From()].Kind() == Pawn && abs(r.To().Rank()-r.From().Rank()) == 2) {
			continue
		}
		if depth >= knightMateDepth || !p.knightMates(r, depth+1) {
			return true
		}
	}
	return false
}

// shatarOutcome judges the endings particular to shatar: robado (a bare
// king), checkmate (valid, or niol), stalemate and insufficient material.
// ok is false when none applies and the common rules (repetition) decide.
// Robado comes first: it ends the game "at once", even on a mating capture.
func (p *Position) shatarOutcome(legal *MoveList) (o Outcome, ok bool) {
	if o, ok := p.robado(); ok {
		return o, true
	}
	if legal.Len() == 0 {
		if p.InCheck() {
			return p.shatarMate(), true
		}
		return p.mongolianStalemate(), true
	}
	if !p.shatarCanWin(First) && !p.shatarCanWin(Second) {
		return Outcome{Result: Draw, Reason: ReasonInsufficientMaterial, Plies: p.lastPly()}, true
	}
	return Outcome{}, false
}

// robado reports a side left with its king alone.
func (p *Position) robado() (Outcome, bool) {
	for _, c := range [2]Color{p.side, p.side.Other()} {
		if p.npieces[c] == 1 {
			return Outcome{Result: Draw, Reason: ReasonRobado, Side: c, Plies: p.lastPly()}, true
		}
	}
	return Outcome{}, false
}

// mongolianStalemate is the draw when the side to move, not in check, cannot move.
func (p *Position) mongolianStalemate() Outcome {
	return Outcome{Result: Draw, Reason: ReasonStalemate, Side: p.side, Plies: p.lastPly()}
}

// seriesCheck is one check of the mating side's series: the ply that gave
// it (-1 when the position was set up in check) and the checking kinds.
type seriesCheck struct {
	ply   int
	kinds uint32
}

// checkSeries returns the unbroken series of checks by the side that just
// moved that ends in the current check, newest first. It walks back through
// the history on a clone and stops at that side's first move that gave no
// check, or where the recorded history begins.
func (p *Position) checkSeries() []seriesCheck {
	q := p.Clone()
	checker := p.side.Other()
	var out []seriesCheck
	for {
		kinds := q.checkers(q.kings[checker.Other()], checker)
		if kinds == 0 {
			return out
		}
		out = append(out, seriesCheck{ply: len(q.stack) - 1, kinds: kinds})
		if len(q.stack) < 2 {
			return out
		}
		q.UnmakeMove()
		q.UnmakeMove()
	}
}

// shatarMate judges a checkmate: a win if the series of checks that ends in
// it holds a shak, otherwise niol, a draw. Under the fsf option a mate given
// by knights alone scores as a win for the mated side, as Fairy-Stockfish does.
func (p *Position) shatarMate() Outcome {
	loser := p.side
	series := p.checkSeries()
	if len(series) == 0 { // only the kings touch (a set-up position): no rule to apply
		return Outcome{Result: Win(loser.Other()), Reason: ReasonCheckmate, Side: loser, Plies: p.lastPly()}
	}
	mate := series[0].kinds
	o := Outcome{Result: Win(loser.Other()), Reason: ReasonCheckmate, Side: loser, Plies: seriesPlies(series),
		Mate: KindSet(mate), Checks: len(series)}
	switch {
	case p.v.Options.Shatar.FSF && mate == 1<<Knight:
		o.Result = Win(loser)
		return o
	case checkKindOf(true, mate)&CheckShak != 0:
		return o
	}
	for _, c := range series[1:] {
		if checkKindOf(true, c.kinds)&CheckShak != 0 {
			o.Shak = KindSet(c.kinds)
			return o
		}
	}
	o.Result, o.Reason = Draw, ReasonNiol
	return o
}

// seriesPlies lists the plies of a series of checks in the order played.
func seriesPlies(series []seriesCheck) []int {
	var out []int
	for i := len(series) - 1; i >= 0; i-- {
		if series[i].ply >= 0 {
			out = append(out, series[i].ply)
		}
	}
	return out
}

// shatarCanWin reports whether side c has the material for a mate that
// wins: a rook, bers or pawn (which promotes to a bers) gives shak itself; a
// knight gives shak but may not mate, so it needs a bishop to finish, unless
// knight mates are allowed. Bishops alone only give tuk, which ends in niol.
func (p *Position) shatarCanWin(c Color) bool {
	has := func(k Kind) bool { return p.count[MakePiece(k, c)] > 0 }
	if has(Chariot) || has(Bers) || has(Pawn) {
		return true
	}
	o := p.v.Options.Shatar
	return has(Knight) && (o.KnightMate || o.FSF || has(Bishop))
}
