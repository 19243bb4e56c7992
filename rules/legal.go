package rules

import (
	"math/bits"

	"github.com/elephant-chess/elephant/rules/bitboard"
)

// GenerateLegal fills ml with every legal move of the side to move, janggi
// passes included, in a stable order.
func (p *Position) GenerateLegal(ml *MoveList) {
	ml.Clear()
	if p.noMovesByRule() {
		return
	}
	p.generate(ml)
	p.keepSafe(ml)
	p.gameRules(ml, true)
}

// gameRules applies the rules of each game beyond piece movement to a list
// of safe moves; withPass adds janggi's pass where the rules allow it.
func (p *Position) gameRules(ml *MoveList, withPass bool) {
	switch p.v.Game {
	case Janggi:
		p.janggiRules(ml, withPass)
	case Shatar:
		p.shatarRules(ml)
	}
}

// LegalMoves returns the legal moves as a new slice (for callers off the hot path).
func (p *Position) LegalMoves() []Move {
	var ml MoveList
	p.GenerateLegal(&ml)
	return append([]Move(nil), ml.Moves()...)
}

// IsLegal reports whether m is a legal move in the position.
func (p *Position) IsLegal(m Move) bool {
	var ml MoveList
	p.GenerateLegal(&ml)
	return ml.Contains(m)
}

// noMovesByRule reports rules under which the game is over at once and
// nobody may move: shatar's bare king under the fsf rules; in janggi a
// bikjang claim, two passes in a row, or (Fairy-Stockfish's bikjang)
// generals facing for two consecutive positions.
func (p *Position) noMovesByRule() bool {
	switch p.v.Game {
	case Shatar:
		return p.v.Options.Shatar.FSF && (p.npieces[First] == 1 || p.npieces[Second] == 1)
	case Janggi:
		n := len(p.stack)
		if n == 0 {
			return false
		}
		last := p.stack[n-1]
		if last.move.IsClaim() {
			return true
		}
		if p.v.Options.Janggi.Bikjang == BikjangFSF && p.facing && last.facing {
			return true
		}
		return n >= 2 && last.move.IsPass() && p.stack[n-2].move.IsPass() && !p.v.Options.Janggi.DoublePassPlaysOn
	}
	return false
}

// keepSafe removes the moves that leave the mover's own general or king
// attacked. Most moves cannot expose it, so only those that might are played
// out on the board and tested.
func (p *Position) keepSafe(ml *MoveList) {
	us := p.side
	k := p.kings[us]
	inCheck := p.attacked(k, us.Other())
	byPins := !inCheck && p.v.Game == Shatar
	pinned := ^bitboard.Board(0)
	if byPins && p.v.bits {
		pinned = p.pinnedBits(k, us)
	}
	n := 0
	for _, m := range ml.moves[:ml.n] {
		switch {
		case byPins && m.From() != k:
			if pinned&m.From().Bit() != 0 && !p.keepsPin(m, k) {
				continue
			}
		case (inCheck || p.mayExpose(m, k)) && !p.safeAfter(m, us):
			continue
		}
		ml.moves[n] = m
		n++
	}
	ml.n = n
}

// mayExpose reports whether move m could leave the king on k attacked when
// it is not in check now: a move of the king itself, or one from or to a
// point from which the board's lines, legs and eyes reach the king.
func (p *Position) mayExpose(m Move, k Square) bool {
	from, to := m.From(), m.To()
	if from == k {
		return true
	}
	// Zones move only with bodyguards; other hiashatar moves expose the king
	// only along a line, as in shatar.
	if p.v.zoned && (p.board[from].Kind() == Bodyguard || p.board[to].Kind() == Bodyguard) {
		return true
	}
	df, dr := abs(from.File()-k.File()), abs(from.Rank()-k.Rank())
	sameLine := df == 0 || dr == 0
	switch p.v.Game {
	case Xiangqi:
		return sameLine || df == 1 && dr == 1 || to.File() == k.File() || to.Rank() == k.Rank()
	case Janggi:
		return sameLine || df == dr && df <= 2 || to.File() == k.File() || to.Rank() == k.Rank() ||
			p.v.InPalace(from, p.side) || p.v.InPalace(to, p.side)
	}
	return sameLine || df == dr
}

// keepsPin reports whether m, a move other than the king's made when the
// king on k is not in check, leaves the king safe: in shatar only a piece
// pinned to its king can expose it, and it may still move along the pin.
func (p *Position) keepsPin(m Move, k Square) bool {
	from := m.From()
	d := queenStep(k, from)
	if d == 0 {
		return true
	}
	s, near, _ := p.firstOnRay(k, d, p.side.Other())
	if s != from {
		return true // another piece already stands between
	}
	if !p.pinsAlong(from, d, near) {
		return true
	}
	return queenStep(k, m.To()) == d
}

// pinnedBits returns the pieces of side us that stand alone between their
// king on k and a shatar slider of the other side that would attack k
// without them: the only pieces whose moves keepsPin must judge.
func (p *Position) pinnedBits(k Square, us Color) bitboard.Board {
	i := k.BitIndex()
	their := &p.kindBits[us.Other()]
	theirOcc := p.occ[us.Other()]
	snipers := bitboard.Rook(i, theirOcc)&(their[Chariot]|their[Bers]) |
		bitboard.Bishop(i, theirOcc)&p.bishopsInRange(us.Other(), i)
	return loneBlockers(i, snipers, p.occ[First]|p.occ[Second]) & p.occ[us]
}

// loneBlockers returns the pieces of occ that stand alone between square i
// and one of sliders, each on a line through i.
func loneBlockers(i int, sliders, occ bitboard.Board) bitboard.Board {
	var lone bitboard.Board
	for ; sliders != 0; sliders &= sliders - 1 {
		b := bitboard.Between(i, bits.TrailingZeros64(uint64(sliders))) & occ
		if b&(b-1) == 0 {
			lone |= b
		}
	}
	return lone
}

// pinsAlong reports whether the first piece beyond from along d is an enemy
// slider that would attack the king near steps back from from along that
// line once from is empty.
func (p *Position) pinsAlong(from Square, d, near int) bool {
	them := p.side.Other()
	s, n, _ := p.firstOnRay(from, d, them)
	pc := p.board[s]
	if pc == Wall || pc == Empty || pc.Color() != them {
		return false
	}
	straight := d == north || d == south || d == east || d == west
	switch pc.Kind() {
	case Chariot, Bers: // the bers's one diagonal step cannot reach past from
		return straight
	case Bishop:
		r := p.v.BishopRange
		return !straight && (r == 0 || near+n <= r)
	}
	return false
}

// queenStep is the unit step from a to b when they share a rank, file or
// diagonal, else 0.
func queenStep(a, b Square) int {
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	if a == b || df != 0 && dr != 0 && abs(df) != abs(dr) {
		return 0
	}
	return sign(dr)*north + sign(df)*east
}

// safeAfter plays m on the board alone and reports whether side us's king is
// then safe. A hiashatar move that moves or takes a bodyguard is played in
// full, since its zone goes with it.
func (p *Position) safeAfter(m Move, us Color) bool {
	from, to := m.From(), m.To()
	b := &p.board
	if p.v.zoned && (b[from].Kind() == Bodyguard || b[to].Kind() == Bodyguard) {
		p.MakeMove(m)
		safe := !p.attacked(p.kings[us], us.Other())
		p.UnmakeMove()
		return safe
	}
	pc, captured := b[from], b[to]
	bits := p.v.bits
	if bits {
		p.trialBits(pc, captured, from, to)
	}
	b[to], b[from] = pc, Empty
	k := p.kings[us]
	if from == k {
		k = to
	}
	safe := !p.attacked(k, us.Other())
	b[from], b[to] = pc, captured
	if bits {
		p.trialBits(pc, captured, from, to)
	}
	return safe
}

// trialBits moves pc from from to to on the bitboards of an 8×8 board,
// taking captured off to (when not Empty); a second call with the same
// arguments undoes it.
func (p *Position) trialBits(pc, captured Piece, from, to Square) {
	p.toggleBits(pc, from.Bit()|to.Bit())
	if captured != Empty {
		p.toggleBits(captured, to.Bit())
	}
}
