package search

import (
	"math"

	"github.com/elephant-chess/elephant/rules"
)

// lmr[d][n] is the reduction of the n-th move at depth d.
var lmr [MaxDepth + 1][64]int8

// cutReduction is the extra reduction of late moves at an expected cut node,
// where one good move is all the node needs.
const cutReduction = 2

// lateReduction is the table's reduction of the i-th move at depth.
func lateReduction(depth, i int) int { return int(lmr[min(depth, MaxDepth)][min(i, 63)]) }

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
func (s *searcher) pvs(alpha, beta, depth, ply int, pvNode, cutNode, inCheck bool) int {
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
	if inCheck && ply < 2*s.maxDepth+8 && depth >= s.ev.t.prune.checkExtDepth {
		depth++
	}
	if depth <= 0 {
		return s.qsearch(alpha, beta, ply, inCheck, true)
	}
	if p.NoMovesByRule() {
		return s.terminal(ply, inCheck)
	}
	f := &s.frames[ply]
	n := node{alpha: alpha, beta: beta, depth: depth, ply: ply, pv: pvNode, cut: cutNode, inCheck: inCheck,
		key: p.Hash(), excluded: f.excluded, tt: ttHit{eval: noScore}}
	if n.excluded == rules.NoMove {
		if hit, ok := s.e.tt.probe(n.key); ok {
			n.tt, n.ttMove = hit, hit.move
			n.ttScore = fromTT(hit.score, ply)
			if !pvNode && hit.depth >= depth && cuts(hit.bound, n.ttScore, alpha, beta) {
				return n.ttScore
			}
		}
	}
	f.eval = noScore
	if !inCheck {
		if f.eval = n.tt.eval; f.eval == noScore {
			f.eval = s.ev.evaluate(p)
		}
	}
	n.improving = s.improving(ply)
	if score, ok := s.prune(&n); ok {
		return score
	}
	if depth >= 4 && n.ttMove == rules.NoMove && n.excluded == rules.NoMove {
		n.depth-- // no stored move: a cheaper search here is worth more elsewhere
	}
	if score, ok := s.singular(&n); ok {
		return score
	}
	return s.moves(&n)
}

// node is what a pvs node knows before it searches its moves.
type node struct {
	alpha, beta, depth, ply int
	pv, inCheck, improving  bool
	cut                     bool // expected to fail high: a null-window child of a reduced or first search
	key                     uint64
	tt                      ttHit
	ttMove                  rules.Move
	ttScore                 int
	excluded                rules.Move // the move a singular search leaves out
	ttExtension             int        // added to the depth of the table's move
}

// improving reports whether the static evaluation at ply is better than two
// plies before (four when that side was in check): pruning can then be bolder.
func (s *searcher) improving(ply int) bool {
	e := s.frames[ply].eval
	if e == noScore {
		return false
	}
	for back := 2; back <= 4 && ply >= back; back += 2 {
		if prev := s.frames[ply-back].eval; prev != noScore {
			return e > prev
		}
	}
	return true
}

// prune tries the cuts that spare a node its move loop: razoring, reverse
// futility, null move and ProbCut.
func (s *searcher) prune(n *node) (int, bool) {
	eval := s.frames[n.ply].eval
	if n.pv || n.inCheck || n.excluded != rules.NoMove || abs(n.beta) >= mateBound {
		return 0, false
	}
	depth := n.depth
	// Razoring: far below alpha with little depth left, trust the captures.
	if depth <= 3 && eval+200+150*depth*depth <= n.alpha {
		score := s.qsearch(n.alpha, n.alpha+1, n.ply, false, true)
		if s.aborted || score <= n.alpha {
			return score, true
		}
	}
	// Reverse futility: far above beta with little depth left.
	pr := &s.ev.t.prune
	margin := pr.rfpPly * depth
	if !n.improving {
		margin += pr.rfpWorse * depth
	}
	if depth <= pr.rfpDepth && eval-margin >= n.beta {
		return eval, true
	}
	if depth >= 3 && eval >= n.beta && s.nullAllowed() {
		if score, ok := s.nullMove(n.beta, depth, n.ply, eval); ok {
			return score, true
		}
	}
	return s.probCut(n)
}

// probCut: a good capture that beats beta by a margin in a shallow search
// most likely beats beta in the full one.
func (s *searcher) probCut(n *node) (int, bool) {
	const margin = 200
	rBeta := n.beta + margin
	if n.depth < 5 || rBeta >= mateBound ||
		n.ttMove != rules.NoMove && n.tt.depth >= n.depth-3 && n.ttScore < rBeta {
		return 0, false
	}
	p := s.pos
	f := &s.frames[n.ply]
	p.GenerateCaptures(&f.ml)
	s.scoreMoves(n.ply, n.ttMove)
	for i := 0; i < f.ml.Len(); i++ {
		m, ms := s.pick(f, i)
		if ms < goodCaptureScore || !s.isCapture(m) ||
			f.eval+s.ev.t.value[p.At(m.To()).Kind()]+100 < rBeta {
			continue
		}
		s.setMove(n.ply, m)
		p.MakeMove(m)
		check := p.InCheck()
		score := -s.qsearch(-rBeta, -rBeta+1, n.ply+1, check, false)
		if score >= rBeta {
			score = -s.pvs(-rBeta, -rBeta+1, n.depth-4, n.ply+1, false, !n.cut, check)
		}
		p.UnmakeMove()
		if s.aborted {
			return 0, true
		}
		if score >= rBeta {
			s.e.tt.store(n.key, m, toTT(score, n.ply), f.eval, n.depth-3, boundLower)
			return score, true
		}
	}
	return 0, false
}

// singular searches the node without the table's move: when every other
// move falls well short of the stored score, that move is the only good one
// and is searched a ply deeper; when even the others beat beta, the node
// cuts at once (multi-cut).
func (s *searcher) singular(n *node) (int, bool) {
	if n.depth < 7 || n.ttMove == rules.NoMove || n.excluded != rules.NoMove ||
		n.tt.bound == boundUpper || n.tt.depth < n.depth-3 || abs(n.ttScore) >= mateBound ||
		n.ply >= 2*s.maxDepth {
		return 0, false
	}
	sBeta := n.ttScore - 2*n.depth
	f := &s.frames[n.ply]
	f.excluded = n.ttMove
	score := s.pvs(sBeta-1, sBeta, (n.depth-1)/2, n.ply, false, n.cut, n.inCheck)
	f.excluded = rules.NoMove
	switch {
	case s.aborted:
		return 0, true
	case score < sBeta:
		n.ttExtension = 1
	case sBeta >= n.beta:
		return sBeta, true
	case n.ttScore >= n.beta:
		n.ttExtension = -1
	}
	return 0, false
}

// nullMove lets the opponent move twice: if we still beat beta, the node is
// good enough to cut. The pass is played through the rules so that hashes
// and repetitions stay right.
func (s *searcher) nullMove(beta, depth, ply, eval int) (int, bool) {
	p := s.pos
	pr := &s.ev.t.prune
	r := pr.nullBase + depth/pr.nullDiv
	if pr.nullEval > 0 {
		r += min((eval-beta)/pr.nullEval, pr.nullEvalMax)
	}
	k := p.KingSquare(p.SideToMove())
	pass := rules.NewMove(k, k, rules.NoKind)
	s.setMove(ply, rules.NoMove) // a pass: no piece for the histories
	p.MakeMove(pass)
	score := -s.pvs(-beta, -beta+1, depth-1-r, ply+1, false, false, false)
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

// moves searches the legal moves of a node, best first. Where the game's
// tables say so, the table's move is tried before the others are generated:
// when it cuts, they never are.
func (s *searcher) moves(n *node) int {
	p := s.pos
	f := &s.frames[n.ply]
	l := moveLoop{best: -scoreInf, bestMove: rules.NoMove, alpha: n.alpha}
	first := 0
	if s.ev.t.ttMoveFirst && n.ttMove != rules.NoMove && n.ttMove != n.excluded && p.LegalMove(n.ttMove, &f.ml) {
		if s.try(n, &l, 0, n.ttMove, ttMoveScore) {
			return s.finish(n, &l)
		}
		first = 1
	}
	p.GenerateLegal(&f.ml)
	if f.ml.Len() == 0 {
		return s.terminal(n.ply, n.inCheck)
	}
	s.scoreMoves(n.ply, n.ttMove)
	if first == 1 {
		if m, _ := s.pick(f, 0); m != n.ttMove {
			first = 0 // cannot happen while LegalMove agrees with GenerateLegal
		}
	}
	for i := first; i < f.ml.Len(); i++ {
		m, ms := s.pick(f, i)
		if m == n.excluded {
			continue
		}
		if s.skipQuiet(n, s.isQuiet(m), ms, l.quietsTried, l.best, l.alpha) {
			// The moves left are quiet and ordered lower: skipQuiet would
			// leave every one of them out too.
			break
		}
		if s.try(n, &l, i, m, ms) {
			break
		}
	}
	return s.finish(n, &l)
}

// moveLoop is what a node's move loop has found so far.
type moveLoop struct {
	best, alpha int
	bestMove    rules.Move
	quietsTried int
}

// try searches m, the i-th legal move of node n with ordering score ms,
// unless pruning leaves it out, and folds its score into l; it reports a
// beta cut (after rewarding the move) or an abort.
func (s *searcher) try(n *node, l *moveLoop, i int, m rules.Move, ms int) bool {
	p := s.pos
	ply, depth, f := n.ply, n.depth, &s.frames[n.ply]
	quiet := s.isQuiet(m)
	if quiet && !n.pv && !n.inCheck && l.best > -mateBound && depth <= 5 && ms < killerScore &&
		p.SEE(m) < -3*depth*depth {
		l.quietsTried++
		return false // the moved piece is lost in the exchange: not worth a search this shallow
	}
	s.setMove(ply, m)
	p.MakeMove(m)
	givesCheck := p.InCheck()
	if quiet && !n.pv && !n.inCheck && !givesCheck && l.best > -mateBound &&
		ms < killerScore && l.alpha < mateBound && s.futile(n, i, f.eval, l.alpha) {
		p.UnmakeMove() // futility: a quiet move will not lift this node to alpha
		l.quietsTried++
		return false
	}
	ext := 0
	if m == n.ttMove {
		ext = n.ttExtension
	}
	score := s.child(n, l.alpha, i, m, ms, quiet, givesCheck, ext)
	p.UnmakeMove()
	if s.aborted {
		return true
	}
	if quiet {
		l.quietsTried++
	}
	if score <= l.best {
		return false
	}
	l.best = score
	if score <= l.alpha {
		return false
	}
	l.alpha, l.bestMove = score, m
	s.updatePV(ply, m)
	if score < n.beta {
		return false
	}
	s.rewardCut(ply, depth, m, f.ml.Moves()[:i])
	return true
}

// finish stores a node's result in the table and returns it.
func (s *searcher) finish(n *node, l *moveLoop) int {
	if s.aborted {
		return 0
	}
	if n.excluded != rules.NoMove {
		return l.best
	}
	bd := boundUpper
	switch {
	case l.best >= n.beta:
		bd = boundLower
	case l.alpha > n.alpha:
		bd = boundExact
	}
	s.e.tt.store(n.key, l.bestMove, toTT(l.best, n.ply), s.frames[n.ply].eval, n.depth, bd)
	return l.best
}

// skipQuiet prunes late quiet moves at low depth: past a count that grows
// with the depth, or with a bad history.
func (s *searcher) skipQuiet(n *node, quiet bool, ms, tried, best, alpha int) bool {
	if !quiet || n.pv || n.inCheck || best <= -mateBound || alpha >= mateBound || ms >= killerScore {
		return false
	}
	pr := &s.ev.t.prune
	limit := pr.lmpBase + pr.lmpPly*n.depth*n.depth
	if !n.improving {
		limit /= 2
	}
	return n.depth <= pr.lmpDepth && tried >= limit || n.depth <= 3 && ms < -3000*n.depth
}

// futile reports that the i-th move, a quiet one, will not lift the node to
// alpha: the static evaluation stays below it by more than the game's
// futility margin at the depth left.
func (s *searcher) futile(n *node, i, eval, alpha int) bool {
	pr := &s.ev.t.prune
	d := n.depth
	if pr.futReduced {
		d = max(d-lateReduction(n.depth, i), 1)
	}
	return d <= pr.futDepth && eval+pr.futBase+pr.futPly*d <= alpha
}

// child searches the i-th move of a node: full window for the first, a
// reduced null window for the rest, re-searched when they surprise.
func (s *searcher) child(n *node, alpha, i int, m rules.Move, ms int, quiet, check bool, ext int) int {
	depth, ply, beta := n.depth+ext, n.ply, n.beta
	if i == 0 {
		return -s.pvs(-beta, -alpha, depth-1, ply+1, n.pv, !n.pv && !n.cut, check)
	}
	r := s.reduction(n, i, ms, quiet, check)
	score := -s.pvs(-alpha-1, -alpha, depth-1-r, ply+1, false, true, check)
	if score > alpha && r > 0 {
		score = -s.pvs(-alpha-1, -alpha, depth-1, ply+1, false, !n.cut, check)
	}
	if score > alpha && score < beta && n.pv {
		score = -s.pvs(-beta, -alpha, depth-1, ply+1, true, false, check)
	}
	return score
}

// reduction is the late-move reduction of the i-th move: quiet moves and
// captures that seem to lose material, less for the moves the histories
// like, more when the position is not improving.
func (s *searcher) reduction(n *node, i, ms int, quiet, check bool) int {
	// Checks are most of the attack in these games: they are reduced only
	// where the game's pruning says so (shatar, whose bers, rooks and
	// knights check often), and by one ply less than other moves.
	if n.depth < 3 || i < 2 || n.inCheck || check && !s.ev.t.prune.reduceChecks || !quiet && ms >= killerScore {
		return 0
	}
	r := lateReduction(n.depth, i)
	if check {
		r--
	}
	if n.pv {
		r--
	}
	if n.cut {
		r += cutReduction
	}
	if !n.improving {
		r++
	}
	switch {
	case !quiet:
		r--
	case ms >= killerScore:
		r -= 2
	default:
		r -= ms / 8192
	}
	return min(max(r, 0), n.depth-2)
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
	if inCheck {
		if score, over := s.ruleEnd(ply); over {
			return score
		}
	}
	key := p.Hash()
	ttMove, ttEval := rules.NoMove, noScore
	hit, stored := s.e.tt.probe(key)
	if stored {
		ttMove, ttEval = hit.move, hit.eval
		if score := fromTT(hit.score, ply); cuts(hit.bound, score, alpha, beta) {
			return score
		}
	}
	f := &s.frames[ply]
	best := -scoreInf
	if inCheck {
		p.GenerateLegal(&f.ml)
		if f.ml.Len() == 0 {
			return s.terminal(ply, true)
		}
	} else {
		if best = ttEval; best == noScore {
			best = s.ev.evaluate(p)
		}
		if best >= beta {
			if !stored {
				s.qstore(key, rules.NoMove, best, best, beta, ply)
			}
			return best
		}
		alpha = max(alpha, best)
		p.GenerateCaptures(&f.ml)
	}
	s.scoreMoves(ply, ttMove)
	standPat := best
	bestMove := rules.NoMove
	for i := 0; i < f.ml.Len(); i++ {
		m, ms := s.pick(f, i)
		if !inCheck && ms < goodCaptureScore {
			break // captures that lose material: leave them
		}
		if s.qskip(m, i, inCheck, standPat, best, alpha) {
			continue
		}
		if s.qtry(m, ply, &best, &bestMove, &alpha, beta) {
			break // a cut, or an abort
		}
	}
	if checks && !inCheck && best < beta && !s.aborted {
		p.GenerateQuietChecks(&f.ml) // quiet checks too at the first ply: mates start with them
		for _, m := range f.ml.Moves() {
			if s.qcheckSkipped(m) {
				continue
			}
			if s.qtry(m, ply, &best, &bestMove, &alpha, beta) {
				break
			}
		}
	}
	if !stored && !inCheck && !s.aborted {
		s.qstore(key, bestMove, best, standPat, beta, ply)
	}
	return best
}

// qskip reports the i-th move of a quiescence node as not worth a search
// (the game's quiescence settings): a capture that cannot lift the side to
// alpha even with its victim (delta pruning), or that only trades when the
// side stands far below alpha; in check, a late quiet evasion once the king
// is saved.
func (s *searcher) qskip(m rules.Move, i int, inCheck bool, standPat, best, alpha int) bool {
	p, q := s.pos, &s.ev.t.quiet
	if inCheck {
		return q.evasions > 0 && i >= q.evasions && best > -mateBound && s.isQuiet(m)
	}
	if m.Promotion() != rules.NoKind {
		return false
	}
	if standPat+s.ev.t.value[p.At(m.To()).Kind()]+q.delta <= alpha {
		return true
	}
	return q.futility > 0 && standPat+q.futility <= alpha && p.SEE(m) <= 0
}

// qcheckSkipped reports a quiet check that the game's quiescence leaves out:
// one that loses the checking piece.
func (s *searcher) qcheckSkipped(m rules.Move) bool {
	return s.ev.t.quiet.safeChecks && s.pos.SEE(m) < 0
}

// qstore keeps a quiescence result for the searches that reach its position
// again: the static evaluation and, as a bound, the score. Positions in
// check are left out, as their evasions depend on the path (facing generals,
// repetitions).
func (s *searcher) qstore(key uint64, m rules.Move, score, eval, beta, ply int) {
	bd := boundUpper
	if score >= beta {
		bd = boundLower
	}
	s.e.tt.store(key, m, toTT(score, ply), eval, 0, bd)
}

// qtry searches move m of a quiescence node and folds its score into best,
// bestMove and alpha; it reports a beta cut, or an abort.
func (s *searcher) qtry(m rules.Move, ply int, best *int, bestMove *rules.Move, alpha *int, beta int) bool {
	p := s.pos
	s.setMove(ply, m)
	p.MakeMove(m)
	score := -s.qsearch(-beta, -*alpha, ply+1, p.InCheck(), false)
	p.UnmakeMove()
	if s.aborted {
		return true
	}
	if score > *best {
		*best, *bestMove = score, m
		if score > *alpha {
			*alpha = score
			s.updatePV(ply, m)
			return score >= beta
		}
	}
	return false
}

// ruleEnd judges the rules that end a game while moves remain: repetitions
// (by the rules' verdict, perpetual check and chase included), a check
// limit broken (xiangqi's house rule of three checks in a row with one
// piece) and the draws cheap enough to test at every node.
func (s *searcher) ruleEnd(ply int) (int, bool) {
	p := s.pos
	if p.CheckLimitBroken() {
		// A mate or stalemate ends the game before the count does.
		if p.GenerateLegal(&s.frames[ply].ml); s.frames[ply].ml.Len() > 0 {
			return s.resultScore(rules.Win(p.SideToMove()), ply), true
		}
	}
	if p.HalfmoveClock() >= 4 {
		if n, verdict, _ := p.Repetition(); n > 0 {
			if n == 1 && p.Variant().Counting && !s.repeatsInTree(ply) {
				// The second occurrence of a position played before the root:
				// the game goes on until the third. Where counting decides
				// drawn games (janggi's rule), every repetition is a win for
				// one side, so scoring this one as final would chase (or
				// flee) repetitions that end nothing.
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
