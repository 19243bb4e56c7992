package search

import (
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// Banqi's tree: decision nodes (a side chooses an action) searched by
// negamax alpha-beta with a transposition table, and chance nodes (a flip,
// or a blind capture, whose result is a hidden piece) whose value is the
// average of their outcomes weighted by the hidden counts, pruned with
// Star1 bounds: the outcomes not yet searched are worth at least -banqiWin
// and at most banqiWin, so once the average is sure to fall outside the
// window the node is cut off. Scores are centipawns from the side to
// move's view; a side with no action loses.

const (
	banqiWin       = 20000 // the score of a won game, less the plies to its end
	banqiWinBound  = banqiWin - 1000
	banqiEvalBound = banqiWinBound - 1000
	banqiInf       = 30000
	banqiMaxPly    = 64
)

// Transposition table bounds.
const (
	bqExact uint8 = iota + 1
	bqLower
	bqUpper
)

type banqiEntry struct {
	key   uint64
	move  rules.Move
	score int16
	depth int8
	bound uint8
}

// banqiSearcher holds one search's state; its arrays are reused, so a
// search allocates nothing per node.
type banqiSearcher struct {
	e        *BanqiEngine
	v        *rules.BanqiView
	r        banqiRules
	bb       banqiBoard
	moveCap  int // MoveLimit in plies, 0 for none
	nodes    uint64
	maxNodes uint64
	start    time.Time
	hard     time.Duration
	stopped  bool
	canStop  bool
	seldepth int
	lists    [banqiMaxPly + 1]rules.MoveList
	scores   [banqiMaxPly + 1][rules.MaxMoves]int32
	killers  [banqiMaxPly + 1][2]rules.Move
	path     [banqiMaxPly + 1]uint64
	before   []uint64 // the game's positions before the root, latest first, back to the last flip or capture
	history  [256][256]int32
}

// checkLimits stops the search on the node or time limit, or on Stop.
func (s *banqiSearcher) checkLimits() {
	if !s.canStop {
		return
	}
	if s.e.Yield != nil && s.nodes&4095 == 0 {
		s.e.Yield()
	}
	if s.e.stop.Load() || (s.maxNodes > 0 && s.nodes >= s.maxNodes) ||
		(s.hard > 0 && time.Since(s.start) >= s.hard) {
		s.stopped = true
	}
}

// visit counts a node and reports whether the search must unwind.
func (s *banqiSearcher) visit(ply int) bool {
	s.nodes++
	s.seldepth = max(s.seldepth, ply)
	if s.nodes&1023 == 0 || s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.checkLimits()
	}
	return s.stopped
}

// drawn reports a draw inside the tree: the move limit, or a position
// repeated, on the path or in the game before it, with nothing face down
// and no flip or capture since (a repetition the side to move could
// otherwise keep making: scoring the first one a draw keeps a side that is
// ahead from walking into the third).
func (s *banqiSearcher) drawn(ply int) bool {
	v := s.v
	if s.moveCap > 0 && v.HalfmoveClock() >= s.moveCap {
		return true
	}
	if v.HiddenTotal() > 0 {
		return false
	}
	h, clock := v.Hash(), v.HalfmoveClock()
	for i := ply - 2; i >= 0 && i >= ply-clock; i -= 2 {
		if s.path[i] == h {
			return true
		}
	}
	// s.before[j] lies ply+j+1 plies back.
	for j := ply%2 ^ 1; j < len(s.before) && ply+j+1 <= clock; j += 2 {
		if s.before[j] == h {
			return true
		}
	}
	return false
}

// setBefore records the game's positions since the last flip or capture.
func (s *banqiSearcher) setBefore(view *rules.BanqiView) {
	s.before = s.before[:0]
	if view.HiddenTotal() > 0 || view.HalfmoveClock() == 0 {
		return
	}
	q := view.Clone()
	for range min(view.HalfmoveClock(), q.Ply()) {
		q.UnmakeMove()
		s.before = append(s.before, q.Hash())
	}
}

// child searches the position after an action from the mover's view: in a
// chain of captures the same side moves again.
func (s *banqiSearcher) child(depth, ply, alpha, beta int) int {
	if s.v.Chain() != rules.NoSquare {
		return s.node(depth, ply, alpha, beta)
	}
	return -s.node(depth, ply, -beta, -alpha)
}

// node searches a decision node.
func (s *banqiSearcher) node(depth, ply, alpha, beta int) int {
	if depth <= 0 {
		return s.quiesce(ply, alpha, beta)
	}
	if s.visit(ply) {
		return 0
	}
	v := s.v
	s.path[ply] = v.Hash()
	ml := &s.lists[ply]
	v.GenerateLegal(ml)
	switch {
	case ml.Len() == 0:
		return -banqiWin + ply
	case ply > 0 && s.drawn(ply):
		return 0
	case ply >= banqiMaxPly:
		return s.r.evaluate(v, &s.bb)
	}
	e := s.e.probe(v.Hash())
	ttMove := rules.NoMove
	if e != nil {
		ttMove = e.move
		if sc := bqFromTT(int(e.score), ply); ply > 0 && int(e.depth) >= depth {
			switch {
			case e.bound == bqExact,
				e.bound == bqLower && sc >= beta,
				e.bound == bqUpper && sc <= alpha:
				return sc
			}
		}
	}
	s.order(ply, ttMove)
	origAlpha, best, bestMove := alpha, -banqiInf, rules.NoMove
	for i := range ml.Len() {
		m := s.pick(ply, i, ml.Len())
		var val int
		if v.IsChance(m) {
			val = s.chance(m, depth, ply, alpha, beta)
		} else {
			v.MakeMove(m, rules.Empty)
			val = s.child(depth-1, ply+1, alpha, beta)
			v.UnmakeMove()
		}
		if s.stopped {
			return 0
		}
		if val > best {
			best, bestMove = val, m
			if val > alpha {
				alpha = val
				if val >= beta {
					s.cutoff(m, depth, ply)
					break
				}
			}
		}
	}
	bound := bqExact
	switch {
	case best >= beta:
		bound = bqLower
	case best <= origAlpha:
		bound = bqUpper
	}
	s.e.store(v.Hash(), bestMove, bqToTT(best, ply), depth, bound)
	return best
}

// chance searches action m whose result is a hidden piece: the weighted
// average of its outcomes, cut off (returning alpha or beta) once Star1's
// bounds put it outside the window.
func (s *banqiSearcher) chance(m rules.Move, depth, ply, alpha, beta int) int {
	v := s.v
	total := v.HiddenTotal()
	rem, sum := total, 0
	for _, c := range [2]rules.Color{rules.First, rules.Second} {
		for _, k := range banqiKinds {
			n := v.Hidden(c, k)
			if n == 0 {
				continue
			}
			rem -= n
			a := floorDiv(alpha*total-sum-rem*banqiWin, n)
			b := ceilDiv(beta*total-sum+rem*banqiWin, n)
			v.MakeMove(m, rules.MakePiece(k, c))
			val := s.child(depth-1, ply+1, a, b)
			v.UnmakeMove()
			switch {
			case s.stopped:
				return 0
			case val <= a:
				return alpha
			case val >= b:
				return beta
			}
			sum += n * val
		}
	}
	return roundDiv(sum, total)
}

// quiesce searches captures only, the side to move standing pat on the
// evaluation; chance captures are left out.
func (s *banqiSearcher) quiesce(ply, alpha, beta int) int {
	if s.visit(ply) {
		return 0
	}
	v := s.v
	ml := &s.lists[ply]
	v.GenerateLegal(ml)
	if ml.Len() == 0 {
		return -banqiWin + ply
	}
	best := s.r.evaluate(v, &s.bb)
	if best >= beta || ply >= banqiMaxPly {
		return best
	}
	alpha = max(alpha, best)
	n := 0
	for _, m := range ml.Moves() {
		if m.MovesPiece() && v.At(m.To()) != rules.Empty && !v.IsChance(m) {
			s.scores[ply][n] = int32(s.captureScore(m))
			ml.Moves()[n] = m
			n++
		}
	}
	for i := range n {
		m := s.pick(ply, i, n)
		v.MakeMove(m, rules.Empty)
		var val int
		if v.Chain() != rules.NoSquare {
			val = s.quiesce(ply+1, alpha, beta)
		} else {
			val = -s.quiesce(ply+1, -beta, -alpha)
		}
		v.UnmakeMove()
		if s.stopped {
			return 0
		}
		if val > best {
			best = val
			if val > alpha {
				alpha = val
				if val >= beta {
					break
				}
			}
		}
	}
	return best
}

// Move ordering: the table's move, captures by victim then attacker (most
// valuable victim, least valuable attacker), killers, then the rest by
// history; flips, which branch into chance nodes, last among equals.
const (
	orderTT      = 1 << 30
	orderCapture = 1 << 24
	orderKiller  = 1 << 22
)

func (s *banqiSearcher) captureScore(m rules.Move) int {
	victim := s.v.At(m.To())
	attacker := s.v.At(m.From())
	return orderCapture + s.r.value[victim.Kind()]*64 - s.r.value[attacker.Kind()]
}

// order scores the moves of s.lists[ply].
func (s *banqiSearcher) order(ply int, ttMove rules.Move) {
	v := s.v
	sc := &s.scores[ply]
	for i, m := range s.lists[ply].Moves() {
		switch to := m.To(); {
		case m == ttMove:
			sc[i] = orderTT
		case m.MovesPiece() && v.At(to) != rules.Empty && v.At(to) != rules.FaceDown:
			sc[i] = int32(s.captureScore(m))
		case m == s.killers[ply][0]:
			sc[i] = orderKiller + 1
		case m == s.killers[ply][1]:
			sc[i] = orderKiller
		default:
			h := s.history[m.From()][to]
			if m.IsFlip() {
				h -= orderKiller / 2
			}
			sc[i] = h
		}
	}
}

// pick moves the best-scored of the first n moves from i on to i and
// returns it.
func (s *banqiSearcher) pick(ply, i, n int) rules.Move {
	moves, sc := s.lists[ply].Moves(), &s.scores[ply]
	best := i
	for j := i + 1; j < n; j++ {
		if sc[j] > sc[best] {
			best = j
		}
	}
	moves[i], moves[best] = moves[best], moves[i]
	sc[i], sc[best] = sc[best], sc[i]
	return moves[i]
}

// cutoff remembers a quiet move that refuted a line.
func (s *banqiSearcher) cutoff(m rules.Move, depth, ply int) {
	v := s.v
	if m.MovesPiece() && v.At(m.To()) != rules.Empty {
		return
	}
	if s.killers[ply][0] != m {
		s.killers[ply][1], s.killers[ply][0] = s.killers[ply][0], m
	}
	h := &s.history[m.From()][m.To()]
	*h = min(*h+int32(depth*depth), orderKiller/4)
}

// bqToTT and bqFromTT store won and lost scores relative to the node, not the
// root.
func bqToTT(score, ply int) int {
	switch {
	case score > banqiWinBound:
		return score + ply
	case score < -banqiWinBound:
		return score - ply
	}
	return score
}

func bqFromTT(score, ply int) int {
	switch {
	case score > banqiWinBound:
		return score - ply
	case score < -banqiWinBound:
		return score + ply
	}
	return score
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { return -floorDiv(-a, b) }

// roundDiv divides to the nearest whole number, halves away from zero.
func roundDiv(a, b int) int {
	if a < 0 {
		return -((-a + b/2) / b)
	}
	return (a + b/2) / b
}
