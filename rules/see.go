package rules

import "github.com/elephant-chess/elephant/rules/bitboard"

// Static exchange evaluation: the material a capture wins or loses when
// both sides go on capturing on its destination, each with its least
// valuable attacker, and each free to stop. Pins and the end of the game are
// ignored, as is usual: it is an estimate for ordering and pruning.

// seeRoyal is the value of a royal piece in an exchange: it may take last,
// never be taken.
const seeRoyal = 100000

func (p *Position) seeValue(pc Piece) int {
	info := p.v.kinds[pc.Kind()]
	if info.Royal {
		return seeRoyal
	}
	return info.Value
}

// SEE returns the material, in the tenths of KindInfo.Value, that capture m
// wins for its side once the exchange on m.To() is over (negative when it
// loses). The position is left as it was.
func (p *Position) SEE(m Move) int {
	to, from := m.To(), m.From()
	var gain [40]int
	mover := p.board[from]
	gain[0] = p.seeValue(p.board[to])
	onTo := p.seeValue(mover)
	if k := m.Promotion(); k != NoKind {
		gain[0] += p.v.kinds[k].Value - onTo
		onTo = p.v.kinds[k].Value
	}
	var taken [40]Square // the squares emptied by the exchange, to restore
	var pieces [40]Piece
	saved := p.board[to]
	taken[0], pieces[0] = from, mover
	p.board[from] = Empty
	p.board[to] = mover
	var occ bitboard.Board // 8×8 boards: the pieces still on the board
	if p.v.bits {
		occ = (p.occ[First] | p.occ[Second]) &^ from.Bit()
	}
	n := 1
	d := 0
	for side := mover.Color().Other(); d+1 < len(gain); side = side.Other() {
		sq, ok := p.leastAttacker(to, side, occ)
		if !ok {
			break
		}
		d++
		gain[d] = onTo - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 {
			break // neither side can better its result by going on
		}
		onTo = p.seeValue(p.board[sq])
		taken[n], pieces[n] = sq, p.board[sq]
		n++
		p.board[to] = p.board[sq]
		p.board[sq] = Empty
		if p.v.bits {
			occ &^= sq.Bit()
		}
	}
	for i := n - 1; i >= 0; i-- {
		p.board[taken[i]] = pieces[i]
	}
	p.board[to] = saved
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// leastAttacker returns the square of side's least valuable piece that can
// move to sq on the board as it stands (pins ignored); on 8×8 boards occ
// holds the squares of the pieces still on it. Of equally valuable pieces
// the first in the piece list is taken.
func (p *Position) leastAttacker(sq Square, side Color, occ bitboard.Board) (Square, bool) {
	if p.v.bits {
		return p.leastAttackerBits(sq, side, occ)
	}
	best, bestValue := NoSquare, 0
	for _, from := range p.pieces[side][:p.npieces[side]] {
		pc := p.board[from]
		if pc == Empty || pc == Wall || pc.Color() != side || !nearOrInLine(from, sq) {
			continue // a piece already spent in this exchange, or too far
		}
		if v := p.seeValue(pc); best != NoSquare && v >= bestValue {
			continue
		}
		reach, known := p.reaches(from, sq, side)
		if !known {
			var ml MoveList
			p.generateFrom(&ml, from, side)
			for _, m := range ml.moves[:ml.n] {
				if m.To() == sq {
					reach = true
					break
				}
			}
		}
		if reach {
			best, bestValue = from, p.seeValue(pc)
		}
	}
	return best, best != NoSquare
}

// leastAttackerBits is leastAttacker on the bitboards of an 8×8 board: the
// attackers of sq among the pieces in occ, a shatar bishop of limited range
// only from near enough.
func (p *Position) leastAttackerBits(sq Square, side Color, occ bitboard.Board) (Square, bool) {
	attackers := p.attackersBits(sq, side, occ) &^ (p.kindBits[side][Bishop] &^ p.bishopsInRange(side, sq.BitIndex()))
	if attackers == 0 {
		return NoSquare, false
	}
	best, bestValue := NoSquare, 0
	for ; attackers != 0; attackers &= attackers - 1 {
		from := bitSquare(attackers)
		v := p.seeValue(p.board[from])
		if best == NoSquare || v < bestValue || v == bestValue && p.slot[from] < p.slot[best] {
			best, bestValue = from, v
		}
	}
	return best, true
}

// reaches reports whether side us's piece on from can capture on to, which
// holds an enemy piece, on the board as it stands: the exchange's question
// answered without generating every move of the piece. known is false for
// the pieces whose moves depend on more than the squares between (zones,
// palace lines, janggi's cannon and elephant, soldiers); generateFrom
// answers for those.
func (p *Position) reaches(from, to Square, us Color) (reach, known bool) {
	if p.v.zoned {
		return false, false
	}
	d := int(to) - int(from)
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	switch p.board[from].Kind() {
	case Pawn:
		fwd := forward(us)
		return d == fwd+east || d == fwd+west, true
	case Knight:
		return abs(df)*abs(dr) == 2, true
	case King:
		return max(abs(df), abs(dr)) == 1, true
	case Chariot:
		if p.v.palaceDiag[from] != 0 {
			return false, false
		}
		return (df == 0 || dr == 0) && p.screens(from, to, df, dr) == 0, true
	case Bishop:
		limit := maxRanks
		if p.v.BishopRange > 0 {
			limit = p.v.BishopRange
		}
		return abs(df) == abs(dr) && abs(df) <= limit && p.screens(from, to, df, dr) == 0, true
	case Queen:
		return (df == 0 || dr == 0 || abs(df) == abs(dr)) && p.screens(from, to, df, dr) == 0, true
	case Bers:
		if abs(df) == 1 && abs(dr) == 1 {
			return true, true
		}
		return (df == 0 || dr == 0) && p.screens(from, to, df, dr) == 0, true
	case Cannon:
		return (df == 0 || dr == 0) && p.screens(from, to, df, dr) == 1, true
	case Horse:
		if abs(df)*abs(dr) != 2 {
			return false, true
		}
		leg := north * sign(dr)
		if abs(df) == 2 {
			leg = east * sign(df)
		}
		return p.board[int(from)+leg] == Empty, true
	case Elephant:
		return abs(df) == 2 && abs(dr) == 2 && p.board[int(from)+d/2] == Empty &&
			p.v.flags[to]&(fHalf0<<us) != 0, true
	case Advisor:
		return abs(df) == 1 && abs(dr) == 1 && p.v.flags[to]&(fPalace0<<us) != 0, true
	}
	return false, false
}

// screens counts the pieces strictly between from and to, which lie on one
// line df files and dr ranks apart.
func (p *Position) screens(from, to Square, df, dr int) int {
	step := north*sign(dr) + east*sign(df)
	n := 0
	for s := int(from) + step; s != int(to); s += step {
		if p.board[s] != Empty {
			n++
		}
	}
	return n
}
