package rules

// MakeMove plays a move, which must be legal (or at least pseudo-legal), and
// records what UnmakeMove needs. It allocates nothing once the history has
// grown to the game's length.
func (p *Position) MakeMove(m Move) {
	from, to := m.From(), m.To()
	u := undo{move: m, hash: p.hash, halfmove: int32(p.halfmove), facing: p.facing}
	us := p.side
	p.halfmove++
	if m.MovesPiece() {
		if cap := p.board[to]; cap != Empty {
			u.captured, u.capSlot = cap, p.slot[to]
			p.remove(to)
			p.halfmove = 0
		}
		if p.board[from].Kind() == Pawn {
			p.halfmove = 0
		}
		p.relocate(from, to)
		if promo := m.Promotion(); promo != NoKind {
			p.promote(to, MakePiece(promo, us))
		}
	}
	if p.v.Game == Janggi {
		p.hash ^= p.historyKey()
	}
	p.stack = append(p.stack, u)
	if us == Second {
		p.fullmove++
	}
	p.side = us.Other()
	p.hash ^= zobristSide
	if p.v.Game == Janggi {
		p.facing = p.generalsFacing()
		p.hash ^= p.historyKey()
	}
	if p.v.checkLimit() > 0 {
		p.stack[len(p.stack)-1].checks = p.checksInARow(m)
	}
}

// UnmakeMove takes back the last move made.
func (p *Position) UnmakeMove() {
	n := len(p.stack) - 1
	u := p.stack[n]
	p.stack = p.stack[:n]
	p.side = p.side.Other()
	if p.side == Second {
		p.fullmove--
	}
	from, to := u.move.From(), u.move.To()
	if u.move.MovesPiece() {
		if promo := u.move.Promotion(); promo != NoKind {
			p.promote(to, MakePiece(Pawn, p.side))
		}
		p.relocate(to, from)
		if u.captured != Empty {
			p.restore(u.captured, to, u.capSlot)
		}
	}
	p.halfmove = int(u.halfmove)
	p.facing = u.facing
	p.hash = u.hash
}

// promote replaces the piece on s, keeping its slot in the piece list.
func (p *Position) promote(s Square, pc Piece) {
	old := p.board[s]
	p.count[old]--
	p.count[pc]++
	p.board[s] = pc
	p.hash ^= zobristPiece[old][s] ^ zobristPiece[pc][s]
	p.flipBits(old, s)
	p.flipBits(pc, s)
}

// historyKey hashes what janggi's end rules need from the last ply: whether
// it was a pass and whether the generals faced each other before it.
func (p *Position) historyKey() uint64 {
	var k uint64
	if n := len(p.stack); n > 0 {
		if p.stack[n-1].facing {
			k ^= zobristFacing
		}
		if m := p.stack[n-1].move; m.IsPass() {
			k ^= zobristPass
		} else if m.IsClaim() {
			k ^= zobristClaim
		}
	}
	return k
}

// generalsFacing reports whether the two generals stand on one file with
// nothing between them.
func (p *Position) generalsFacing() bool {
	a, b := p.kings[First], p.kings[Second]
	if a.File() != b.File() {
		return false
	}
	for s := int(a) + north; s < int(b); s += north {
		if p.board[s] != Empty {
			return false
		}
	}
	return true
}
