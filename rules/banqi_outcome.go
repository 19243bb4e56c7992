package rules

// Outcome judges the view: a side with no action loses; with no face-down
// piece left, the third occurrence of a position draws (or, under
// ChaseRule, loses for a side that chased one piece with one piece all
// through it); MoveLimit moves by each side without a flip or a capture draw.
func (b *BanqiView) Outcome() Outcome {
	var ml MoveList
	b.GenerateLegal(&ml)
	if ml.Len() == 0 {
		var plies []int
		if n := len(b.stack); n > 0 {
			plies = []int{n - 1}
		}
		return Outcome{Result: Win(b.side.Other()), Reason: ReasonNoMoves, Game: Banqi, Side: b.side, Plies: plies}
	}
	if o, ok := b.repetitionOutcome(); ok {
		return o
	}
	if limit := b.v.Banqi.MoveLimit; limit > 0 && b.halfmove >= 2*limit {
		return Outcome{Result: Draw, Reason: ReasonMoveLimit, Game: Banqi, Limit: limit}
	}
	return Outcome{Game: Banqi}
}

// repetitionOutcome finds a third occurrence of the position among those
// since the last flip or capture, when no piece is face down.
func (b *BanqiView) repetitionOutcome() (Outcome, bool) {
	if b.nhidden > 0 {
		return Outcome{}, false
	}
	n := len(b.stack)
	count, first := 1, n
	for i := n - 1; i >= n-min(b.halfmove, n); i-- {
		if b.stack[i].hash == b.hash {
			count, first = count+1, i
		}
	}
	if count < 3 {
		return Outcome{}, false
	}
	plies := plyRange(first, n)
	if b.v.Banqi.ChaseRule {
		chased := b.chasers(first)
		if chased[First] != chased[Second] {
			loser := First
			if chased[Second] {
				loser = Second
			}
			return Outcome{Result: Win(loser.Other()), Reason: ReasonPerpetualChase, Game: Banqi, Side: loser, Plies: plies}, true
		}
	}
	return Outcome{Result: Draw, Reason: ReasonRepetition, Game: Banqi, Plies: plies}, true
}

// chasers replays the actions from ply first and reports, for each side,
// whether after every one of its actions the same piece of it threatened
// the same enemy piece. Pieces are followed by identity as they move (no
// capture happens inside the cycle).
func (b *BanqiView) chasers(first int) (chased [2]bool) {
	q := b.Clone()
	moves := make([]Move, 0, len(b.stack)-first)
	for len(q.stack) > first {
		moves = append(moves, q.stack[len(q.stack)-1].move)
		q.UnmakeMove()
	}
	var id [256]int
	for i, s := range banqiSquares {
		id[s] = i + 1
	}
	var threats [2]map[[2]int]bool
	for i := len(moves) - 1; i >= 0; i-- {
		m, mover := moves[i], q.side
		id[m.To()], id[m.From()] = id[m.From()], 0
		q.MakeMove(m, Empty)
		now := q.threats(mover, &id)
		if threats[mover] == nil {
			threats[mover] = now
			continue
		}
		for pair := range threats[mover] {
			if !now[pair] {
				delete(threats[mover], pair)
			}
		}
	}
	return [2]bool{len(threats[First]) > 0, len(threats[Second]) > 0}
}

// threats lists the (attacker, target) identities of side c's captures of
// face-up pieces.
func (b *BanqiView) threats(c Color, id *[256]int) map[[2]int]bool {
	out := map[[2]int]bool{}
	var ml MoveList
	for _, s := range banqiSquares {
		if pc := b.board[s]; pc != Empty && pc != FaceDown && pc.Color() == c {
			ml.Clear()
			b.genPiece(&ml, s, pc, true)
			for _, m := range ml.Moves() {
				if b.board[m.To()] != FaceDown {
					out[[2]int{id[s], id[m.To()]}] = true
				}
			}
		}
	}
	return out
}
