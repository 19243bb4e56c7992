package search

import "github.com/elephant-chess/elephant/rules"

// Move ordering: the table's move, a janggi bikjang claim (one node, which
// sets the draw as the bound to beat), then captures that win or keep
// material (most valuable victim, then their history), killers and the
// counter move, captures that lose material in the exchange (SEE), quiet moves by their
// histories, and a janggi pass last.
const (
	ttMoveScore      = 1 << 30
	claimScore       = ttMoveScore - 1
	goodCaptureScore = 1 << 28
	killerScore      = 1 << 27
	badCaptureScore  = 1 << 26
	passScore        = -(1 << 29)
	historyMax       = 1 << 14
)

// setMove records the move about to be made at ply, for the histories of
// the plies below.
func (s *searcher) setMove(ply int, m rules.Move) {
	f := &s.frames[ply]
	f.move, f.moved, f.pt = m, rules.Empty, noCell
	if m.MovesPiece() {
		f.moved = s.pos.At(m.From())
		f.pt = s.hist.cellFor(f.moved, m.To())
	}
}

// contRows returns the continuation-history rows of the moves one and two
// plies before ply.
func (s *searcher) contRows(ply int) (*[numPT]int16, *[numPT]int16) {
	c1, c2 := noCell, noCell
	if ply >= 1 {
		c1 = s.frames[ply-1].pt
	}
	if ply >= 2 {
		c2 = s.frames[ply-2].pt
	}
	return &s.hist.cont[c1], &s.hist.cont[c2]
}

// scoreMoves scores the moves of frames[ply].ml.
func (s *searcher) scoreMoves(ply int, ttMove rules.Move) {
	p := s.pos
	f := &s.frames[ply]
	value := &s.ev.t.value
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	counter := rules.NoMove
	if ply > 0 {
		if prev := &s.frames[ply-1]; prev.move != rules.NoMove {
			counter = s.counter[prev.moved][prev.move.To()]
		}
	}
	c1, c2 := s.contRows(ply)
	them := p.SideToMove().Other()
	for i, m := range f.ml.Moves() {
		var sc int
		f.unproven[i] = false
		mover := p.At(m.From())
		victim := p.At(m.To())
		switch {
		case m == ttMove:
			sc = ttMoveScore
		case m.IsClaim():
			sc = claimScore
		case m.IsPass():
			sc = passScore
		case victim != rules.Empty:
			v, a := value[victim.Kind()], value[mover.Kind()]
			ch := int(s.hist.capture[s.hist.cellFor(mover, m.To())][victim.Kind()])
			sc = goodCaptureScore + 16*v + ch/8
			// A capture by a dearer piece of a defended one may lose
			// material: pick plays out the exchange when it comes up.
			f.unproven[i] = a > v && p.Attacked(m.To(), them)
		case m.Promotion() != rules.NoKind:
			sc = goodCaptureScore + 16*value[m.Promotion()]
		case m == k0:
			sc = killerScore + 2
		case m == k1:
			sc = killerScore + 1
		case m == counter:
			sc = killerScore
		default:
			pt := s.hist.cellFor(mover, m.To())
			sc = int(s.hist.quiet[mover][m.To()]) + int(c1[pt]) + int(c2[pt])
		}
		f.score[i] = int32(sc)
	}
}

// pick brings the best-scored of the moves from i on to position i. A
// capture whose exchange is unproven is judged first: if it loses material
// it drops among the bad captures and the choice is made again.
func (s *searcher) pick(f *frame, i int) (rules.Move, int) {
	moves := f.ml.Moves()
	for {
		best := i
		for j := i + 1; j < len(moves); j++ {
			if f.score[j] > f.score[best] {
				best = j
			}
		}
		moves[i], moves[best] = moves[best], moves[i]
		f.score[i], f.score[best] = f.score[best], f.score[i]
		f.unproven[i], f.unproven[best] = f.unproven[best], f.unproven[i]
		if !f.unproven[i] {
			return moves[i], int(f.score[i])
		}
		f.unproven[i] = false
		if s.pos.SEE(moves[i]) < 0 {
			f.score[i] += badCaptureScore - goodCaptureScore
		}
	}
}

// isCapture reports whether m takes a piece in the current position.
func (s *searcher) isCapture(m rules.Move) bool {
	return m.MovesPiece() && s.pos.At(m.To()) != rules.Empty
}

// isQuiet reports a move that neither captures nor promotes nor ends the
// game by a claim.
func (s *searcher) isQuiet(m rules.Move) bool {
	return !s.isCapture(m) && m.Promotion() == rules.NoKind && !m.IsClaim()
}

// rewardCut records the move that cut at ply after the moves tried before
// it: a quiet one becomes a killer and the answer to the previous move and
// gains history; the quiet moves and captures tried before it lose credit.
func (s *searcher) rewardCut(ply, depth int, m rules.Move, tried []rules.Move) {
	bonus := historyBonus(depth)
	if s.isQuiet(m) {
		if s.killers[ply][0] != m {
			s.killers[ply][1] = s.killers[ply][0]
			s.killers[ply][0] = m
		}
		if ply > 0 {
			if prev := &s.frames[ply-1]; prev.move != rules.NoMove {
				s.counter[prev.moved][prev.move.To()] = m
			}
		}
		s.rewardQuiet(ply, m, bonus)
	} else if s.isCapture(m) {
		s.rewardCapture(m, bonus)
	}
	for _, q := range tried {
		switch {
		case q == m:
		case s.isQuiet(q):
			s.rewardQuiet(ply, q, -bonus)
		case s.isCapture(q):
			s.rewardCapture(q, -bonus)
		}
	}
}

func (s *searcher) rewardQuiet(ply int, m rules.Move, bonus int) {
	if !m.MovesPiece() {
		return // a pass
	}
	pc := s.pos.At(m.From())
	h := &s.hist.quiet[pc][m.To()]
	*h = int32(gravity(int(*h), bonus))
	c1, c2 := s.contRows(ply)
	pt := s.hist.cellFor(pc, m.To())
	if ply >= 1 && s.frames[ply-1].pt != noCell {
		c1[pt] = int16(gravity(int(c1[pt]), bonus))
	}
	if ply >= 2 && s.frames[ply-2].pt != noCell {
		c2[pt] = int16(gravity(int(c2[pt]), bonus))
	}
}

func (s *searcher) rewardCapture(m rules.Move, bonus int) {
	p := s.pos
	h := &s.hist.capture[s.hist.cellFor(p.At(m.From()), m.To())][p.At(m.To()).Kind()]
	*h = int32(gravity(int(*h), bonus))
}
