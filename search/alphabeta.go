package search

import (
	"math"

	"github.com/elephant-chess/elephant/rules"
)

// lmr[d][n] is the reduction of the n-th move at depth d.
var lmr [MaxDepth + 1][64]int8

func init() {
	for d := 1; d <= MaxDepth; d++ {
		for n := 1; n < 64; n++ {
			lmr[d][n] = int8(0.6 + math.Log(float64(d))*math.Log(float64(n))/2.2)
		}
	}
}

// checkLimits runs every 256 nodes: stop requests, time, node budget and
// the host's chance to deliver messages.
func (s *searcher) checkLimits() {
	if s.nodes&4095 == 0 && s.e.Yield != nil {
		s.e.Yield()
	}
	switch {
	case s.e.stop.Load():
		s.aborted = true
	case s.hard > 0 && s.elapsed() >= s.hard:
		s.aborted = true
	case s.lim.Nodes > 0 && s.nodes >= s.lim.Nodes:
		s.aborted = true
	}
}

// pvs is the principal-variation search of a node ply plies below the root;
// inCheck says whether the side to move is in check (the caller knows).
func (s *searcher) pvs(alpha, beta, depth, ply int, pvNode, inCheck bool) int {
	s.pv[ply].n = 0
	s.nodes++
	if s.nodes&255 == 0 {
		s.checkLimits()
	}
	if s.aborted {
		return 0
	}
	s.selDepth = max(s.selDepth, ply)
	p := s.pos
	s.keys[ply] = p.Hash()
	if score, over := s.ruleEnd(ply); over {
		return score
	}
	// Mate distance pruning: no line from here beats a mate already found closer to the root.
	alpha, beta = max(alpha, -scoreMate+ply), min(beta, scoreMate-ply-1)
	if alpha >= beta {
		return alpha
	}
	if ply >= maxPly {
		return s.ev.evaluate(p)
	}
	if inCheck && ply < 2*s.maxDepth+8 {
		depth++
	}
	if depth <= 0 {
		return s.qsearch(alpha, beta, ply, inCheck, true)
	}
	key := p.Hash()
	ttMove := rules.NoMove
	if hit, ok := s.e.tt.probe(key); ok {
		ttMove = hit.move
		score := fromTT(hit.score, ply)
		if !pvNode && hit.depth >= depth && cuts(hit.bound, score, alpha, beta) {
			return score
		}
	}
	f := &s.frames[ply]
	p.GenerateLegal(&f.ml)
	if f.ml.Len() == 0 {
		return s.terminal(ply, inCheck)
	}
	if depth >= 4 && ttMove == rules.NoMove {
		depth-- // no stored move: a cheaper search here is worth more elsewhere
	}
	eval := noScore
	if !inCheck {
		eval = s.ev.evaluate(p)
	}
	f.eval = eval
	if !pvNode && !inCheck && abs(beta) < mateBound {
		// Reverse futility: far above beta with little depth left.
		if depth <= 6 && eval-90*depth >= beta {
			return eval
		}
		if depth >= 3 && eval >= beta && s.nullAllowed() {
			if score, ok := s.nullMove(beta, depth, ply); ok {
				return score
			}
		}
	}
	return s.moves(alpha, beta, depth, ply, pvNode, inCheck, ttMove, key)
}

// nullMove lets the opponent move twice: if we still beat beta, the node is
// good enough to cut. The pass is played through the rules so that hashes
// and repetitions stay right.
func (s *searcher) nullMove(beta, depth, ply int) (int, bool) {
	p := s.pos
	r := 3 + depth/4
	k := p.KingSquare(p.SideToMove())
	pass := rules.NewMove(k, k, rules.NoKind)
	s.frames[ply].moved, s.frames[ply].move = rules.Empty, rules.NoMove
	p.MakeMove(pass)
	score := -s.pvs(-beta, -beta+1, depth-1-r, ply+1, false, false)
	p.UnmakeMove()
	if s.aborted || score < beta {
		return 0, false
	}
	if score >= mateBound {
		score = beta
	}
	return score, true
}

// nullAllowed guards null move against zugzwang and against the rules that
// give a pass a meaning: two passes end a janggi game, facing generals must
// be answered.
func (s *searcher) nullAllowed() bool {
	p := s.pos
	if p.LastMove().IsPass() || p.GeneralsFacing() {
		return false
	}
	us := p.SideToMove()
	for _, k := range s.heavy {
		if p.Count(rules.MakePiece(k, us)) > 0 {
			return true
		}
	}
	return false
}

// moves searches the legal moves of a node, best first.
func (s *searcher) moves(alpha, beta, depth, ply int, pvNode, inCheck bool, ttMove rules.Move, key uint64) int {
	p := s.pos
	f := &s.frames[ply]
	s.scoreMoves(ply, ttMove)
	best, bestMove := -scoreInf, rules.NoMove
	origAlpha := alpha
	n := f.ml.Len()
	quietsTried := 0
	for i := 0; i < n; i++ {
		m, ms := s.pick(f, i)
		capture := p.At(m.To()) != rules.Empty && m.MovesPiece()
		// A bikjang claim ends the game: never pruned or reduced.
		quiet := !capture && m.Promotion() == rules.NoKind && !m.IsClaim()
		if quiet && !pvNode && !inCheck && best > -mateBound && alpha < mateBound && depth <= 4 &&
			quietsTried >= 3+depth*depth*2 {
			continue // late-move pruning
		}
		f.moved, f.move = p.At(m.From()), m
		p.MakeMove(m)
		givesCheck := p.InCheck()
		if quiet && !pvNode && !inCheck && !givesCheck && best > -mateBound && depth <= 3 &&
			ms < killerScore && alpha < mateBound && f.eval+100+120*depth <= alpha {
			p.UnmakeMove() // futility: a quiet move will not lift this node to alpha
			quietsTried++
			continue
		}
		score := s.child(alpha, beta, depth, ply, pvNode, givesCheck, i, quiet && !inCheck && !givesCheck && ms < killerScore)
		p.UnmakeMove()
		if s.aborted {
			return 0
		}
		if quiet {
			quietsTried++
		}
		if score <= best {
			continue
		}
		best = score
		if score <= alpha {
			continue
		}
		alpha, bestMove = score, m
		s.updatePV(ply, m)
		if score >= beta {
			if quiet {
				s.rewardQuiet(ply, depth, m, f, i)
			}
			break
		}
	}
	bd := boundUpper
	switch {
	case best >= beta:
		bd = boundLower
	case alpha > origAlpha:
		bd = boundExact
	}
	s.e.tt.store(key, bestMove, toTT(best, ply), depth, bd)
	return best
}

// child searches the i-th move of a node: full window for the first, a
// reduced null window for the rest, re-searched when they surprise.
func (s *searcher) child(alpha, beta, depth, ply int, pvNode, check bool, i int, reducible bool) int {
	if i == 0 {
		return -s.pvs(-beta, -alpha, depth-1, ply+1, pvNode, check)
	}
	r := 0
	if reducible && depth >= 3 && i >= 3 {
		r = int(lmr[min(depth, MaxDepth)][min(i, 63)])
		if pvNode {
			r--
		}
		r = min(max(r, 0), depth-2)
	}
	score := -s.pvs(-alpha-1, -alpha, depth-1-r, ply+1, false, check)
	if score > alpha && r > 0 {
		score = -s.pvs(-alpha-1, -alpha, depth-1, ply+1, false, check)
	}
	if score > alpha && score < beta && pvNode {
		score = -s.pvs(-beta, -alpha, depth-1, ply+1, true, check)
	}
	return score
}

func (s *searcher) updatePV(ply int, m rules.Move) {
	dst, src := &s.pv[ply], &s.pv[ply+1]
	dst.m[0] = m
	copy(dst.m[1:], src.m[:src.n])
	dst.n = src.n + 1
}

// cuts reports whether a stored bound settles the node.
func cuts(bd bound, score, alpha, beta int) bool {
	switch bd {
	case boundExact:
		return true
	case boundLower:
		return score >= beta
	case boundUpper:
		return score <= alpha
	}
	return false
}

// qsearch resolves captures (and, when in check, every evasion) so that
// positions are only judged when quiet; with checks (its first ply) it tries
// the quiet checks too.
func (s *searcher) qsearch(alpha, beta, ply int, inCheck, checks bool) int {
	s.pv[ply].n = 0
	s.nodes++
	if s.nodes&255 == 0 {
		s.checkLimits()
	}
	if s.aborted {
		return 0
	}
	s.selDepth = max(s.selDepth, ply)
	p := s.pos
	s.keys[ply] = p.Hash()
	if p.NoMovesByRule() {
		return s.terminal(ply, inCheck)
	}
	if ply >= maxPly {
		return s.ev.evaluate(p)
	}
	f := &s.frames[ply]
	best := -scoreInf
	if inCheck {
		if score, over := s.ruleEnd(ply); over {
			return score
		}
		p.GenerateLegal(&f.ml)
		if f.ml.Len() == 0 {
			return s.terminal(ply, true)
		}
	} else {
		best = s.ev.evaluate(p)
		if best >= beta {
			return best
		}
		alpha = max(alpha, best)
		p.GenerateCaptures(&f.ml)
	}
	key := p.Hash()
	ttMove := rules.NoMove
	if hit, ok := s.e.tt.probe(key); ok {
		ttMove = hit.move
		if score := fromTT(hit.score, ply); cuts(hit.bound, score, alpha, beta) {
			return score
		}
	}
	s.scoreMoves(ply, ttMove)
	standPat := best
	for i := 0; i < f.ml.Len(); i++ {
		m, ms := s.pick(f, i)
		if !inCheck && ms < goodCaptureScore {
			break // captures that lose material: leave them
		}
		if !inCheck && m.Promotion() == rules.NoKind &&
			standPat+s.ev.t.value[p.At(m.To()).Kind()]+200 <= alpha {
			continue // delta pruning: even the capture cannot lift us to alpha
		}
		if s.qtry(m, ply, &best, &alpha, beta) {
			return best // a cut (or an abort, whose score is ignored)
		}
	}
	if checks && !inCheck {
		p.GenerateQuietChecks(&f.ml) // quiet checks too at the first ply: mates start with them
		for _, m := range f.ml.Moves() {
			if s.qtry(m, ply, &best, &alpha, beta) {
				break
			}
		}
	}
	return best
}

// qtry searches move m of a quiescence node and folds its score into best
// and alpha; it reports a beta cut, or an abort.
func (s *searcher) qtry(m rules.Move, ply int, best, alpha *int, beta int) bool {
	p := s.pos
	f := &s.frames[ply]
	f.moved, f.move = p.At(m.From()), m
	p.MakeMove(m)
	score := -s.qsearch(-beta, -*alpha, ply+1, p.InCheck(), false)
	p.UnmakeMove()
	if s.aborted {
		return true
	}
	if score > *best {
		*best = score
		if score > *alpha {
			*alpha = score
			s.updatePV(ply, m)
			return score >= beta
		}
	}
	return false
}

// ruleEnd judges the rules that end a game while moves remain: repetitions
// (by the rules' verdict, perpetual check and chase included) and the draws
// cheap enough to test at every node.
func (s *searcher) ruleEnd(ply int) (int, bool) {
	p := s.pos
	if p.HalfmoveClock() >= 4 {
		if n, verdict, _ := p.Repetition(); n > 0 {
			if n == 1 && s.ev.t.thirdRepetition && !s.repeatsInTree(ply) {
				// The second occurrence of a position played before the root:
				// the game goes on until the third. Janggi's counting turns
				// every repetition into a win for one side, so scoring this
				// one as final would chase (or flee) repetitions that end nothing.
				return ruleDraw(p)
			}
			if verdict == rules.Draw {
				verdict = p.DrawnResult()
			}
			return s.resultScore(verdict, ply), true
		}
	}
	return ruleDraw(p)
}

// repeatsInTree reports whether the position at ply already occurred
// earlier on the current search path (the root included).
func (s *searcher) repeatsInTree(ply int) bool {
	h := s.keys[ply]
	for i := ply - 2; i >= 0; i -= 2 {
		if s.keys[i] == h {
			return true
		}
	}
	return false
}

// ruleDraw reports the draws by rule cheap enough to test at every node
// (rules.Position.RuleEnd: the move limit, the bare king).
func ruleDraw(p *rules.Position) (int, bool) {
	if _, over := p.RuleEnd(); over {
		return scoreDraw, true
	}
	return 0, false
}

// terminal scores a position without a legal move. Where stalemate loses
// (xiangqi) that is always a loss; elsewhere the rules judge (niol, knight
// mates under Fairy-Stockfish's shatar, janggi bikjang and counting...).
func (s *searcher) terminal(ply int, inCheck bool) int {
	if s.v.Stalemate == rules.StalemateLoses {
		return -scoreMate + ply
	}
	if o := s.pos.Outcome(); o.Over() {
		return s.resultScore(o.Result, ply)
	}
	if inCheck {
		return -scoreMate + ply
	}
	return scoreDraw
}

// resultScore turns a game result into a score for the side to move.
func (s *searcher) resultScore(r rules.Result, ply int) int {
	us := s.pos.SideToMove()
	switch r {
	case rules.Win(us):
		return scoreMate - ply
	case rules.Win(us.Other()):
		return -scoreMate + ply
	}
	return scoreDraw
}
