package rules

// Banqi's actions, generated from the view alone: a flip per face-down
// square, then the steps and captures of the side to move's face-up pieces.
// A capture onto a face-down square (BlindCapture) is one action whatever
// lies there; MakeMove resolves it with the revealed piece.

// GenerateLegal fills ml with the legal actions of the side to move: in a
// chain of captures, the capturing piece's captures and the pass that ends
// the turn; otherwise a flip per face-down square (once per square), then
// every step and capture of the side's face-up pieces.
func (b *BanqiView) GenerateLegal(ml *MoveList) {
	ml.Clear()
	if b.chain != NoSquare {
		b.genPiece(ml, b.chain, b.board[b.chain], true)
		ml.Add(NewMove(b.chain, b.chain, NoKind))
		return
	}
	if b.nhidden > 0 {
		for _, s := range banqiSquares {
			if b.board[s] == FaceDown {
				ml.Add(NewFlip(s))
			}
		}
	}
	if !b.colorsSet {
		return
	}
	for _, s := range banqiSquares {
		if pc := b.board[s]; pc != Empty && pc != FaceDown && pc.Color() == b.side {
			b.genPiece(ml, s, pc, false)
		}
	}
}

// LegalMoves returns the legal actions as a new slice.
func (b *BanqiView) LegalMoves() []Move {
	var ml MoveList
	b.GenerateLegal(&ml)
	return append([]Move(nil), ml.Moves()...)
}

// IsLegal reports whether m is a legal action here.
func (b *BanqiView) IsLegal(m Move) bool {
	var ml MoveList
	b.GenerateLegal(&ml)
	return ml.Contains(m)
}

// genPiece adds the steps (unless capturesOnly) and captures of the face-up
// piece pc on s, whoever is to move.
func (b *BanqiView) genPiece(ml *MoveList, s Square, pc Piece, capturesOnly bool) {
	o := &b.v.Banqi
	k, us := pc.Kind(), pc.Color()
	for _, d := range orthogonals {
		t := Square(int(s) + d)
		switch {
		case k == Cannon:
			if !capturesOnly && b.board[t] == Empty {
				ml.Add(NewMove(s, t, NoKind))
			}
			b.genJump(ml, s, d, us)
			continue
		case k == Chariot && o.ChariotRush:
			for b.board[t] == Empty {
				if !capturesOnly {
					ml.Add(NewMove(s, t, NoKind))
				}
				t = Square(int(t) + d)
			}
		case b.board[t] == Empty:
			if !capturesOnly {
				ml.Add(NewMove(s, t, NoKind))
			}
			continue
		}
		b.genCaptureOn(ml, s, t, k, us)
	}
	if k == Horse && o.HorseDiagonal {
		for _, d := range diagonals {
			b.genCaptureOn(ml, s, Square(int(s)+d), k, us)
		}
	}
}

// genCaptureOn adds the capture of the piece on t by a kind-k piece of side
// us on s, when the ranks allow it (or t is face down under BlindCapture).
func (b *BanqiView) genCaptureOn(ml *MoveList, s, t Square, k Kind, us Color) {
	switch target := b.board[t]; {
	case target == Empty || target == Wall:
	case target == FaceDown:
		if b.v.Banqi.BlindCapture {
			ml.Add(NewMove(s, t, NoKind))
		}
	case target.Color() != us && b.canTake(k, target.Kind()):
		ml.Add(NewMove(s, t, NoKind))
	}
}

// genJump adds the cannon's capture in direction d: over exactly one piece,
// face up or down, onto the next piece beyond, at any distance.
func (b *BanqiView) genJump(ml *MoveList, s Square, d int, us Color) {
	t := Square(int(s) + d)
	for b.board[t] == Empty {
		t = Square(int(t) + d)
	}
	if b.board[t] == Wall {
		return
	}
	t = Square(int(t) + d)
	for b.board[t] == Empty {
		t = Square(int(t) + d)
	}
	switch target := b.board[t]; {
	case target == Wall:
	case target == FaceDown:
		if b.v.Banqi.BlindCapture {
			ml.Add(NewMove(s, t, NoKind))
		}
	case target.Color() != us && b.jumpTakes(target.Kind()):
		ml.Add(NewMove(s, t, NoKind))
	}
}

// hasCaptureFrom reports whether the piece on s has a capture.
func (b *BanqiView) hasCaptureFrom(s Square) bool {
	var ml MoveList
	b.genPiece(&ml, s, b.board[s], true)
	return ml.Len() > 0
}

// blindWins reports whether attacker, capturing from from onto a face-down
// square, takes the revealed piece; otherwise the attacker is lost.
func (b *BanqiView) blindWins(attacker, revealed Piece) bool {
	if revealed.Color() == attacker.Color() {
		return false
	}
	if attacker.Kind() == Cannon {
		return b.jumpTakes(revealed.Kind())
	}
	return b.canTake(attacker.Kind(), revealed.Kind())
}

// MakeMove plays a legal action unchecked (for search): revealed is the
// piece a flip or blind capture turns up (Empty for other actions), and it
// must be one of the hidden pieces. Use Apply for checked input.
func (b *BanqiView) MakeMove(m Move, revealed Piece) {
	u := banqiUndo{move: m, revealed: revealed, hash: b.hash, halfmove: int32(b.halfmove),
		fullmove: int32(b.fullmove), side: b.side, colorsSet: b.colorsSet, chain: b.chain}
	from, to := m.From(), m.To()
	switch {
	case m.IsFlip():
		b.addHidden(revealed, -1)
		b.setSquare(from, revealed)
		if !b.colorsSet {
			b.decideColors(revealed.Color())
		}
		b.halfmove = 0
		b.stack = append(b.stack, u)
		b.endTurn()
		return
	case m.IsPass(): // the end of a chain of captures
		b.stack = append(b.stack, u)
		b.endTurn()
		return
	}
	pc, target := b.board[from], b.board[to]
	b.setSquare(from, Empty)
	if target == FaceDown {
		b.addHidden(revealed, -1)
		if !b.blindWins(pc, revealed) {
			u.captured, u.lost = pc, true
			b.setSquare(to, revealed)
			b.halfmove = 0
			b.stack = append(b.stack, u)
			b.endTurn()
			return
		}
		target = revealed
	}
	u.captured = target
	b.setSquare(to, pc)
	b.stack = append(b.stack, u)
	if target == Empty {
		b.halfmove++
		b.endTurn()
		return
	}
	b.halfmove = 0
	if b.v.Banqi.ChainCaptures && b.hasCaptureFrom(to) {
		b.setChain(to)
		return
	}
	b.endTurn()
}

// decideColors gives the first player colour c at the first flip.
func (b *BanqiView) decideColors(c Color) {
	b.colorsSet = true
	b.hash ^= banqiZobrist.undecided
	if c != b.side {
		b.side = c
		b.hash ^= zobristSide
	}
}

// endTurn ends any chain and gives the move to the other side.
func (b *BanqiView) endTurn() {
	b.setChain(NoSquare)
	if b.side == Second {
		b.fullmove++
	}
	b.side = b.side.Other()
	b.hash ^= zobristSide
}

// UnmakeMove takes back the last action.
func (b *BanqiView) UnmakeMove() {
	n := len(b.stack) - 1
	u := b.stack[n]
	b.stack = b.stack[:n]
	from, to := u.move.From(), u.move.To()
	switch {
	case u.move.IsFlip():
		b.board[from] = FaceDown
	case u.move.IsPass():
	case u.lost:
		b.board[from], b.board[to] = u.captured, FaceDown
	case u.revealed != Empty:
		b.board[from], b.board[to] = b.board[to], FaceDown
	default:
		b.board[from], b.board[to] = b.board[to], u.captured
	}
	if u.revealed != Empty {
		b.hidden[u.revealed]++
		b.nhidden++
	}
	b.hash, b.halfmove, b.fullmove = u.hash, int(u.halfmove), int(u.fullmove)
	b.side, b.colorsSet, b.chain = u.side, u.colorsSet, u.chain
}

// Perft counts the leaves of the action tree depth plies deep. A leaf is a
// legal action: a flip counts once per face-down square. Deeper, a chance
// action (a flip or a blind capture) branches into one child per distinct
// hidden piece (side and kind), each counted once, not weighted by how many
// of it are hidden.
func (b *BanqiView) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var ml MoveList
	b.GenerateLegal(&ml)
	if depth == 1 {
		return uint64(ml.Len())
	}
	var n uint64
	for _, m := range ml.Moves() {
		if !b.IsChance(m) {
			b.MakeMove(m, Empty)
			n += b.Perft(depth - 1)
			b.UnmakeMove()
			continue
		}
		for pc := Piece(0); int(pc) < numPieces; pc++ {
			if b.hidden[pc] > 0 {
				b.MakeMove(m, pc)
				n += b.Perft(depth - 1)
				b.UnmakeMove()
			}
		}
	}
	return n
}
