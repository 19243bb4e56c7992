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

// Explain returns "" when m is legal, else a short English reason.
func (b *BanqiView) Explain(m Move) string {
	if r := b.Why(m); r != nil {
		return r.Text
	}
	return ""
}

// Why returns nil when m is legal here, and otherwise why it is refused.
func (b *BanqiView) Why(m Move) *Refusal {
	if b.IsLegal(m) {
		return nil
	}
	from, to := m.From(), m.To()
	switch {
	case (m == NoMove || m.IsPass()) && b.chain == NoSquare:
		return refuse(RefusePass, NoSquare, "passing is allowed only to end a chain of captures")
	case !b.v.OnBoard(from) || !b.v.OnBoard(to):
		return refuse(RefuseNotPseudoLegal, NoSquare, "that is not a square of the board")
	case b.chain != NoSquare:
		return b.whyChain(m)
	case m.IsFlip():
		return refuse(RefuseFlip, from, "there is no face-down piece on %s to flip", from)
	case !b.colorsSet:
		return refuse(RefuseFlipFirst, NoSquare, "no piece is face up yet: the game starts with a flip")
	}
	pc := b.board[from]
	switch target := b.board[to]; {
	case pc == Empty:
		return refuse(RefuseNoPiece, from, "there is no piece on %s", from)
	case pc == FaceDown:
		return refuse(RefuseFaceDown, from, "the piece on %s is face down: flip it instead (%s%s)", from, from, from)
	case pc.Color() != b.side:
		return refuse(RefuseNotYourPiece, from, "the %s on %s belongs to %s, and it is %s's turn",
			b.v.PieceName(pc.Kind()), from, b.v.SideName(pc.Color()), b.v.SideName(b.side))
	case target != Empty && target != FaceDown && target.Color() == b.side:
		return refuse(RefuseOwnPiece, to, "%s holds your own %s", to, b.v.PieceName(target.Kind()))
	case pc.Kind() == Cannon:
		return b.whyCannon(from, to)
	}
	return b.whyStep(pc.Kind(), from, to)
}

// whyChain explains an action refused in the middle of a chain of captures.
func (b *BanqiView) whyChain(m Move) *Refusal {
	if m.From() == b.chain && !m.IsPass() && !m.IsFlip() && b.board[m.To()] != Empty {
		pc := b.board[b.chain]
		if pc.Kind() == Cannon {
			return b.whyCannon(m.From(), m.To())
		}
		if r := b.whyStep(pc.Kind(), m.From(), m.To()); r.Code != RefuseNotPseudoLegal {
			return r
		}
	}
	return refuse(RefuseChain, b.chain, "in a chain of captures the piece on %s may only capture again, or the turn ends (%s%s)",
		b.chain, b.chain, b.chain)
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
func (b *BanqiView) whyCannon(from, to Square) *Refusal {
	target := b.board[to]
	_, dist, between, ok := b.line(from, to)
	switch {
	case !ok:
		return refuse(RefuseShape, NoSquare, "the cannon moves one square straight and captures along a row or column")
	case target == Empty:
		return refuse(RefuseShape, to, "the cannon moves one square straight; it jumps only to capture")
	case dist == 1:
		return refuse(RefuseCannonAdjacent, to, "a cannon captures only by jumping over exactly one piece, never by a step")
	case between == 0:
		return refuse(RefuseNoScreen, to, "a cannon captures only by jumping over exactly one piece, and there is none between")
	case between > 1:
		return refuse(RefuseTwoScreens, to, "a cannon captures only by jumping over exactly one piece, and there are %d between", between)
	case target == FaceDown:
		return refuse(RefuseFaceDownTarget, to, "a face-down piece cannot be captured: it must be flipped first")
	}
	return b.whyRank(Cannon, target, to)
}

// whyStep explains a refused action of any piece but the cannon.
func (b *BanqiView) whyStep(k Kind, from, to Square) *Refusal {
	o := &b.v.Banqi
	target := b.board[to]
	name := b.v.PieceName(k)
	df, dr := abs(to.File()-from.File()), abs(to.Rank()-from.Rank())
	_, dist, between, line := b.line(from, to)
	switch {
	case k == Horse && o.HorseDiagonal && df == 1 && dr == 1 && target == Empty:
		return refuse(RefuseShape, to, "the horse captures diagonally but moves only one square straight")
	case k == Horse && o.HorseDiagonal && df == 1 && dr == 1:
	case k == Chariot && o.ChariotRush && line && between > 0:
		return refuse(RefuseBlocked, to, "the chariot rushes only over empty squares")
	case k == Chariot && o.ChariotRush && line:
	case !line || dist != 1:
		return refuse(RefuseShape, to, "the %s moves one square straight (never diagonally)", name)
	}
	if target == FaceDown {
		return refuse(RefuseFaceDownTarget, to, "a face-down piece cannot be captured: it must be flipped first")
	}
	if target == Empty {
		return refuse(RefuseNotPseudoLegal, NoSquare, "that action is not legal here")
	}
	return b.whyRank(k, target, to)
}

// whyRank explains a capture the ranks forbid.
func (b *BanqiView) whyRank(k Kind, target Piece, at Square) *Refusal {
	t := target.Kind()
	switch {
	case k == General && t == Soldier:
		return refuse(RefuseGeneralSoldier, at, "a general cannot capture a soldier")
	case k == Cannon:
		return refuse(RefuseRank, at, "the cannon captures only pieces of its rank or lower under these rules, and the %s ranks higher",
			b.v.PieceName(t))
	}
	return refuse(RefuseRank, at, "a %s cannot capture a %s, which ranks higher", b.v.PieceName(k), b.v.PieceName(t))
}
