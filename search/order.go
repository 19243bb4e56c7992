package search

import "github.com/elephant-chess/elephant/rules"

// Move ordering: the table's move, a janggi bikjang claim (one node, which
// sets the draw as the bound to beat), then captures that win or keep
// material (most valuable victim, least valuable attacker), killers and the
// counter move, captures that seem to lose material, quiet moves by
// history, and a janggi pass last.
const (
	ttMoveScore      = 1 << 30
	claimScore       = ttMoveScore - 1
	goodCaptureScore = 1 << 28
	killerScore      = 1 << 27
	badCaptureScore  = 1 << 26
	passScore        = -(1 << 29)
	historyMax       = 1 << 14
)

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
	them := p.SideToMove().Other()
	for i, m := range f.ml.Moves() {
		var sc int
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
			sc = goodCaptureScore + 16*v - a/16
			if a > v && p.Attacked(m.To(), them) {
				sc = badCaptureScore + 16*v - a/16
			}
		case m.Promotion() != rules.NoKind:
			sc = goodCaptureScore + 16*value[m.Promotion()]
		case m == k0:
			sc = killerScore + 2
		case m == k1:
			sc = killerScore + 1
		case m == counter:
			sc = killerScore
		default:
			sc = int(s.history[mover][m.To()])
		}
		f.score[i] = int32(sc)
	}
}

// pick brings the best-scored of the moves from i on to position i.
func (s *searcher) pick(f *frame, i int) (rules.Move, int) {
	moves := f.ml.Moves()
	best := i
	for j := i + 1; j < len(moves); j++ {
		if f.score[j] > f.score[best] {
			best = j
		}
	}
	moves[i], moves[best] = moves[best], moves[i]
	f.score[i], f.score[best] = f.score[best], f.score[i]
	return moves[i], int(f.score[i])
}

// rewardQuiet records a quiet move that cut: as a killer, as the answer to
// the previous move, and in the history, where the quiet moves tried before
// it lose credit.
func (s *searcher) rewardQuiet(ply, depth int, m rules.Move, f *frame, i int) {
	if s.killers[ply][0] != m {
		s.killers[ply][1] = s.killers[ply][0]
		s.killers[ply][0] = m
	}
	if ply > 0 {
		if prev := &s.frames[ply-1]; prev.move != rules.NoMove {
			s.counter[prev.moved][prev.move.To()] = m
		}
	}
	bonus := min(depth*depth, 400)
	p := s.pos
	s.addHistory(p.At(m.From()), m.To(), bonus)
	for _, q := range f.ml.Moves()[:i] {
		if p.At(q.To()) == rules.Empty && q.Promotion() == rules.NoKind && q.MovesPiece() {
			s.addHistory(p.At(q.From()), q.To(), -bonus)
		}
	}
}

// addHistory moves an entry towards ±historyMax, slower the closer it is.
func (s *searcher) addHistory(pc rules.Piece, to rules.Square, bonus int) {
	h := &s.history[pc][to]
	*h += int32(bonus - int(*h)*abs(bonus)/historyMax)
}
