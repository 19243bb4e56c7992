package rules

// horseSteps lists, for each orthogonal first step of a horse, the two
// diagonal steps that may follow it.
var horseSteps = [4]struct{ leg, d1, d2 int }{
	{north, north + east, north + west},
	{south, south + east, south + west},
	{east, north + east, south + east},
	{west, north + west, south + west},
}

// generate appends the side to move's pseudo-legal moves: every move its
// pieces can make, ignoring whether its own general or king is left attacked.
func (p *Position) generate(ml *MoveList) {
	us := p.side
	for i := 0; i < p.npieces[us]; i++ {
		from := p.pieces[us][i]
		p.generateFrom(ml, from, us)
	}
}

// generateFrom appends the pseudo-legal moves of the piece on from.
func (p *Position) generateFrom(ml *MoveList, from Square, us Color) {
	v := p.v
	switch p.board[from].Kind() {
	case General, Guard:
		palace := fPalace0 << us
		for _, d := range orthogonals {
			if to := Square(int(from) + d); v.flags[to]&palace != 0 {
				p.addIfFree(ml, from, to, us)
			}
		}
		p.palaceSteps(ml, from, us)
	case Advisor:
		palace := fPalace0 << us
		for _, d := range diagonals {
			if to := Square(int(from) + d); v.flags[to]&palace != 0 {
				p.addIfFree(ml, from, to, us)
			}
		}
	case Elephant:
		half := fHalf0 << us
		for _, d := range diagonals {
			if to := Square(int(from) + 2*d); p.board[int(from)+d] == Empty && v.flags[to]&half != 0 {
				p.addIfFree(ml, from, to, us)
			}
		}
	case LongElephant:
		p.longElephant(ml, from, us)
	case Horse:
		for _, h := range horseSteps {
			if p.board[int(from)+h.leg] == Empty {
				p.addIfFree(ml, from, Square(int(from)+h.leg+h.d1), us)
				p.addIfFree(ml, from, Square(int(from)+h.leg+h.d2), us)
			}
		}
	case Chariot:
		if v.zoned {
			p.slidesZoned(ml, from, us, orthogonals[:], maxRanks)
			return
		}
		for _, d := range orthogonals {
			p.slide(ml, from, d, us)
		}
		if v.palaceDiag[from] != 0 {
			p.palaceSlides(ml, from, us)
		}
	case Cannon:
		for _, d := range orthogonals {
			p.cannonRay(ml, from, d, us)
		}
	case JanggiCannon:
		p.janggiCannon(ml, from, us)
	case Soldier:
		p.soldier(ml, from, us)
	case King:
		for _, d := range allEight {
			p.addIfFree(ml, from, Square(int(from)+d), us)
		}
	case Queen:
		p.slidesZoned(ml, from, us, allEight[:], maxRanks)
	case Bishop:
		r := maxRanks
		if v.BishopRange > 0 {
			r = v.BishopRange
		}
		p.slidesZoned(ml, from, us, diagonals[:], r)
	case Knight:
		if v.zoned && v.Options.Hiashatar.KnightFrozenInZone && p.hinders(from, us) {
			return
		}
		for _, d := range knightLeaps {
			p.addIfFree(ml, from, Square(int(from)+d), us)
		}
	case Bers:
		for _, d := range orthogonals {
			p.slide(ml, from, d, us)
		}
		for _, d := range diagonals {
			p.addIfFree(ml, from, Square(int(from)+d), us)
		}
	case Bodyguard:
		p.bodyguard(ml, from, us)
	case Pawn:
		p.pawn(ml, from, us)
	}
}

// addIfFree adds the move from→to when to is on the board and not held by
// the mover's own side.
func (p *Position) addIfFree(ml *MoveList, from, to Square, us Color) {
	if t := p.board[to]; t == Empty || t != Wall && t.Color() != us {
		ml.Add(NewMove(from, to, NoKind))
	}
}

// slide adds the moves of a slider along d up to and including the first piece.
func (p *Position) slide(ml *MoveList, from Square, d int, us Color) {
	to := int(from) + d
	for p.board[to] == Empty {
		ml.Add(NewMove(from, Square(to), NoKind))
		to += d
	}
	if t := p.board[to]; t != Wall && t.Color() != us {
		ml.Add(NewMove(from, Square(to), NoKind))
	}
}

// slidesZoned is slide for hiashatar (and shatar's bishop range): at most
// limit steps, one step when starting in an enemy zone, and a stop on the
// first zone square entered.
func (p *Position) slidesZoned(ml *MoveList, from Square, us Color, dirs []int, limit int) {
	zoned := p.v.zoned
	if zoned && p.hinders(from, us) {
		limit = 1
	}
	for _, d := range dirs {
		to := int(from) + d
		for n := 1; n <= limit; n++ {
			t := p.board[to]
			if t != Empty {
				if t != Wall && t.Color() != us {
					ml.Add(NewMove(from, Square(to), NoKind))
				}
				break
			}
			ml.Add(NewMove(from, Square(to), NoKind))
			if zoned && p.hinders(Square(to), us) {
				break
			}
			to += d
		}
	}
}

// palaceSteps adds one-step moves along janggi's palace diagonals.
func (p *Position) palaceSteps(ml *MoveList, from Square, us Color) {
	for i, d := range diagonals {
		if p.v.palaceLine(from, i) {
			p.addIfFree(ml, from, Square(int(from)+d), us)
		}
	}
}

// palaceSlides adds a janggi chariot's moves along the palace diagonals.
func (p *Position) palaceSlides(ml *MoveList, from Square, us Color) {
	for i, d := range diagonals {
		s := from
		for p.v.palaceLine(s, i) {
			s = Square(int(s) + d)
			t := p.board[s]
			if t == Empty {
				ml.Add(NewMove(from, s, NoKind))
				continue
			}
			if t.Color() != us {
				ml.Add(NewMove(from, s, NoKind))
			}
			break
		}
	}
}

// cannonRay adds a xiangqi cannon's moves along d: slides to empty points,
// and captures the first piece beyond exactly one screen.
func (p *Position) cannonRay(ml *MoveList, from Square, d int, us Color) {
	b := &p.board
	to := int(from) + d
	for b[to] == Empty {
		ml.Add(NewMove(from, Square(to), NoKind))
		to += d
	}
	if b[to] == Wall {
		return
	}
	for to += d; b[to] == Empty; to += d {
	}
	if t := b[to]; t != Wall && t.Color() != us {
		ml.Add(NewMove(from, Square(to), NoKind))
	}
}

// janggiCannon adds a janggi cannon's moves: it jumps exactly one screen that
// is not a cannon, to any empty point beyond or the first enemy piece beyond
// unless that is a cannon; along ranks, files and palace diagonals.
func (p *Position) janggiCannon(ml *MoveList, from Square, us Color) {
	b := &p.board
	for _, d := range orthogonals {
		to := int(from) + d
		for b[to] == Empty {
			to += d
		}
		if t := b[to]; t == Wall || t.Kind() == JanggiCannon {
			continue
		}
		for to += d; b[to] == Empty; to += d {
			ml.Add(NewMove(from, Square(to), NoKind))
		}
		if t := b[to]; t != Wall && t.Color() != us && t.Kind() != JanggiCannon {
			ml.Add(NewMove(from, Square(to), NoKind))
		}
	}
	if p.v.palaceDiag[from] == 0 {
		return
	}
	// Along a palace diagonal a cannon can only jump from corner to corner over the centre.
	for i, d := range diagonals {
		if !p.v.palaceLine(from, i) {
			continue
		}
		screen := Square(int(from) + d)
		to := Square(int(screen) + d)
		if !p.v.palaceLine(screen, i) {
			continue
		}
		if s := b[screen]; s == Empty || s.Kind() == JanggiCannon {
			continue
		}
		if t := b[to]; t == Empty || t.Color() != us && t.Kind() != JanggiCannon {
			ml.Add(NewMove(from, to, NoKind))
		}
	}
}

// longElephant adds the janggi elephant's moves: one orthogonal step then two
// diagonal steps outward, every intermediate point empty.
func (p *Position) longElephant(ml *MoveList, from Square, us Color) {
	b := &p.board
	for _, h := range horseSteps {
		s1 := int(from) + h.leg
		if b[s1] != Empty {
			continue
		}
		for _, d := range [2]int{h.d1, h.d2} {
			if b[s1+d] == Empty {
				p.addIfFree(ml, from, Square(s1+2*d), us)
			}
		}
	}
}

// soldier adds a xiangqi or janggi soldier's moves.
func (p *Position) soldier(ml *MoveList, from Square, us Color) {
	fwd := forward(us)
	p.addIfFree(ml, from, Square(int(from)+fwd), us)
	if p.v.flags[from]&(fSideways0<<us) != 0 {
		p.addIfFree(ml, from, Square(int(from)+east), us)
		p.addIfFree(ml, from, Square(int(from)+west), us)
	}
	if p.v.palaceDiag[from] == 0 {
		return
	}
	for i, d := range diagonals {
		if diagonalParts[i][0] == fwd && p.v.palaceLine(from, i) {
			p.addIfFree(ml, from, Square(int(from)+d), us)
		}
	}
}

// bodyguard adds a hiashatar bodyguard's one- and two-step moves. Since its
// attack on a king does not count, it never captures a king either (a king
// may stand next to it).
func (p *Position) bodyguard(ml *MoveList, from Square, us Color) {
	held := p.bodyguardHeld(from, from, us)
	for _, d := range allEight {
		s1 := Square(int(from) + d)
		t := p.board[s1]
		if t != Empty {
			if t != Wall && t.Color() != us && t.Kind() != King {
				ml.Add(NewMove(from, s1, NoKind))
			}
			continue
		}
		ml.Add(NewMove(from, s1, NoKind))
		if held || p.bodyguardHeld(s1, from, us) {
			continue
		}
		s2 := Square(int(s1) + d)
		if t := p.board[s2]; t == Empty || t != Wall && t.Color() != us && t.Kind() != King {
			ml.Add(NewMove(from, s2, NoKind))
		}
	}
}

// bodyguardHeld reports whether a zone holds back the bodyguard of side us
// standing on own when it is on s. A bodyguard is never held by its own zone.
func (p *Position) bodyguardHeld(s, own Square, us Color) bool {
	if !p.v.Options.Hiashatar.ZoneActsOnAll {
		return p.zone[us.Other()][s] != 0
	}
	n := p.zone[0][s] + p.zone[1][s]
	if adjacent(s, own) {
		n--
	}
	return n != 0
}

// adjacent reports whether a and b are neighbours (a king's step apart).
func adjacent(a, b Square) bool {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	return a != b && df >= -1 && df <= 1 && dr >= -1 && dr <= 1
}

// pawn adds a Mongolian pawn's moves: one step forward, several from the
// starting rank where the game allows it, diagonal captures, promotions.
func (p *Position) pawn(ml *MoveList, from Square, us Color) {
	fwd := forward(us)
	held := p.v.zoned && p.hinders(from, us)
	steps := 1
	if p.v.flags[from]&(fPawnStart0<<us) != 0 && !held {
		steps = p.pawnFirstSteps(from, us)
	}
	to := Square(int(from) + fwd)
	for n := 1; n <= steps && p.board[to] == Empty; n++ {
		p.addPawnMove(ml, from, to, us)
		if p.v.zoned && p.hinders(to, us) {
			break
		}
		to = Square(int(to) + fwd)
	}
	for _, d := range [2]int{east, west} {
		if t := p.board[int(from)+fwd+d]; t != Empty && t != Wall && t.Color() != us {
			p.addPawnMove(ml, from, Square(int(from)+fwd+d), us)
		}
	}
}

// pawnFirstSteps returns how far a pawn on its starting rank may advance:
// three squares in hiashatar; in shatar only the opening double step.
func (p *Position) pawnFirstSteps(from Square, us Color) int {
	if p.v.Game == Hiashatar {
		return 3
	}
	if p.openingPending(us) && p.isOpeningPawn(from, us) {
		return 2
	}
	return 1
}

func (p *Position) addPawnMove(ml *MoveList, from, to Square, us Color) {
	if p.v.flags[to]&(fPromo0<<us) != 0 {
		ml.Add(NewMove(from, to, p.v.promotion))
		return
	}
	ml.Add(NewMove(from, to, NoKind))
}
