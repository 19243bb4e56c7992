package rules

// shatarRules applies shatar's rules beyond piece movement: the opening
// obligation and the ban on mating with a knight.
func (p *Position) shatarRules(ml *MoveList) {
	o := p.v.Options.Shatar
	if p.openingPending(p.side) {
		ml.filter(func(m Move) bool {
			return p.board[m.From()].Kind() == Pawn && abs(m.To().Rank()-m.From().Rank()) == 2
		})
	}
	if !o.KnightMate && !o.FSF {
		ml.filter(func(m Move) bool { return !p.isKnightMate(m) })
	}
}

// openingPending reports whether side c still owes its opening double step:
// the rule is on and all its pawns stand on their starting rank.
func (p *Position) openingPending(c Color) bool {
	if p.v.Game != Shatar || p.v.Options.Shatar.Opening == OpeningFree {
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
func (p *Position) isKnightMate(m Move) bool {
	if m.IsPass() || p.board[m.From()].Kind() != Knight {
		return false
	}
	p.MakeMove(m)
	mate := p.InCheck() && !p.hasSafeMove()
	p.UnmakeMove()
	return mate
}

// hasSafeMove reports whether the side to move has a move that leaves its
// king safe, judged by piece movement alone.
func (p *Position) hasSafeMove() bool {
	var ml MoveList
	p.generate(&ml)
	p.keepSafe(&ml)
	return ml.Len() > 0
}

// shatarOutcome judges the endings particular to shatar: checkmate (valid,
// or niol), stalemate, robado and insufficient material. ok is false when
// none applies and the common rules (repetition) decide.
func (p *Position) shatarOutcome(legal *MoveList) (o Outcome, ok bool) {
	return p.mongolianBasicOutcome(legal)
}
