package rules

// Refusal codes of banqi's rules (with RefuseNoPiece, RefuseNotYourPiece,
// RefuseOwnPiece, RefuseShape, RefuseBlocked, RefuseNoScreen,
// RefuseTwoScreens, RefusePass and RefuseNotPseudoLegal).
const (
	RefuseFaceDown       RefusalCode = "face-down"        // moving a face-down piece
	RefuseFaceDownTarget RefusalCode = "face-down-target" // capturing a face-down piece without BlindCapture
	RefuseRank           RefusalCode = "rank"             // capturing a higher-ranked piece
	RefuseGeneralSoldier RefusalCode = "general-soldier"  // a general capturing a soldier
	RefuseCannonAdjacent RefusalCode = "cannon-adjacent"  // a cannon capturing by a step
	RefuseChain          RefusalCode = "chain"            // another action in the middle of a chain of captures
	RefuseFlip           RefusalCode = "flip"             // flipping a square with no face-down piece
	RefuseFlipFirst      RefusalCode = "flip-first"       // anything but a flip before the first flip
)

// Why returns nil when m is legal here, and otherwise why it is refused.
func (b *BanqiView) Why(m Move) *Refusal {
	if b.IsLegal(m) {
		return nil
	}
	from, to := m.From(), m.To()
	switch {
	case (m == NoMove || m.IsPass()) && b.chain == NoSquare:
		return b.refuse(m, Refusal{Code: RefusePass})
	case !b.v.OnBoard(from) || !b.v.OnBoard(to):
		return b.refuse(m, Refusal{Code: RefuseNotPseudoLegal})
	case b.chain != NoSquare:
		return b.whyChain(m)
	case m.IsFlip():
		return b.refuse(m, Refusal{Code: RefuseFlip, At: from})
	case !b.colorsSet:
		return b.refuse(m, Refusal{Code: RefuseFlipFirst})
	}
	pc := b.board[from]
	switch target := b.board[to]; {
	case pc == Empty:
		return b.refuse(m, Refusal{Code: RefuseNoPiece, At: from})
	case pc == FaceDown:
		return b.refuse(m, Refusal{Code: RefuseFaceDown, At: from})
	case pc.Color() != b.side:
		return b.refuse(m, Refusal{Code: RefuseNotYourPiece, At: from})
	case target != Empty && target != FaceDown && target.Color() == b.side:
		return b.refuse(m, Refusal{Code: RefuseOwnPiece, At: to})
	case pc.Kind() == Cannon:
		return b.whyCannon(m)
	}
	return b.whyStep(m)
}

func (b *BanqiView) refuse(m Move, r Refusal) *Refusal { return refusal(b.v, &b.board, b.side, m, r) }

// whyChain explains an action refused in the middle of a chain of captures.
func (b *BanqiView) whyChain(m Move) *Refusal {
	if m.From() == b.chain && !m.IsPass() && !m.IsFlip() && b.board[m.To()] != Empty {
		if b.board[b.chain].Kind() == Cannon {
			return b.whyCannon(m)
		}
		if r := b.whyStep(m); r.Code != RefuseNotPseudoLegal {
			return r
		}
	}
	return b.refuse(m, Refusal{Code: RefuseChain, At: b.chain})
}

// line returns the direction from from to to along a row or column, the
// distance, and how many pieces stand between; ok is false off a line.
func (b *BanqiView) line(from, to Square) (dir, dist, between int, ok bool) {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	switch {
	case df != 0 && dr != 0, df == 0 && dr == 0:
		return 0, 0, 0, false
	case df > 0:
		dir, dist = east, df
	case df < 0:
		dir, dist = west, -df
	case dr > 0:
		dir, dist = north, dr
	default:
		dir, dist = south, -dr
	}
	for s := Square(int(from) + dir); s != to; s = Square(int(s) + dir) {
		if b.board[s] != Empty {
			between++
		}
	}
	return dir, dist, between, true
}

// whyCannon explains a refused cannon action.
func (b *BanqiView) whyCannon(m Move) *Refusal {
	to := m.To()
	target := b.board[to]
	_, dist, between, ok := b.line(m.From(), to)
	switch {
	case !ok, target == Empty:
		return b.refuse(m, Refusal{Code: RefuseShape, At: to})
	case dist == 1:
		return b.refuse(m, Refusal{Code: RefuseCannonAdjacent, At: to})
	case between == 0:
		return b.refuse(m, Refusal{Code: RefuseNoScreen, At: to})
	case between > 1:
		return b.refuse(m, Refusal{Code: RefuseTwoScreens, At: to, N: between})
	case target == FaceDown:
		return b.refuse(m, Refusal{Code: RefuseFaceDownTarget, At: to})
	}
	return b.whyRank(m)
}

// whyStep explains a refused action of any piece but the cannon.
func (b *BanqiView) whyStep(m Move) *Refusal {
	from, to := m.From(), m.To()
	k := b.board[from].Kind()
	o := &b.v.Banqi
	target := b.board[to]
	df, dr := abs(to.File()-from.File()), abs(to.Rank()-from.Rank())
	_, dist, between, line := b.line(from, to)
	switch {
	case k == Horse && o.HorseDiagonal && df == 1 && dr == 1 && target == Empty:
		return b.refuse(m, Refusal{Code: RefuseShape, At: to, Option: "HorseDiagonal"})
	case k == Horse && o.HorseDiagonal && df == 1 && dr == 1:
	case k == Chariot && o.ChariotRush && line && between > 0:
		return b.refuse(m, Refusal{Code: RefuseBlocked, At: to, Option: "ChariotRush"})
	case k == Chariot && o.ChariotRush && line:
	case !line || dist != 1:
		return b.refuse(m, Refusal{Code: RefuseShape, At: to})
	}
	if target == FaceDown {
		return b.refuse(m, Refusal{Code: RefuseFaceDownTarget, At: to})
	}
	if target == Empty {
		return b.refuse(m, Refusal{Code: RefuseNotPseudoLegal})
	}
	return b.whyRank(m)
}

// whyRank explains a capture the ranks forbid.
func (b *BanqiView) whyRank(m Move) *Refusal {
	k, t := b.board[m.From()].Kind(), b.board[m.To()].Kind()
	switch {
	case k == General && t == Soldier:
		return b.refuse(m, Refusal{Code: RefuseGeneralSoldier, At: m.To()})
	case k == Cannon:
		return b.refuse(m, Refusal{Code: RefuseRank, At: m.To(), Option: "CannonRanks"})
	}
	return b.refuse(m, Refusal{Code: RefuseRank, At: m.To()})
}
