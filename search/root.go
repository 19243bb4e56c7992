package search

import (
	"slices"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// frame is the per-ply scratch space of the search.
type frame struct {
	ml    rules.MoveList
	score [rules.MaxMoves]int32
	// unproven marks a capture scored as good whose exchange (SEE) is
	// still to be judged: pick judges it when it comes up.
	unproven [rules.MaxMoves]bool
	eval     int
	moved    rules.Piece // the piece moved from this ply to the next
	move     rules.Move
	pt       cell // moved and move.To() for the continuation history
	// excluded is the move a singular-extension search leaves out.
	excluded rules.Move
}

type pvLine struct {
	n int
	m [maxPly]rules.Move
}

type rootMove struct {
	move      rules.Move
	score     int
	prevScore int
	pv        []rules.Move
	selDepth  int
}

// searcher holds one search's state; it lives inside the Engine so that
// its large arrays are allocated once.
type searcher struct {
	e        *Engine
	pos      *rules.Position
	v        *rules.Variant
	ev       evaluator
	lim      Limits
	start    time.Time
	soft     time.Duration // stop deepening after this
	hard     time.Duration // abort the search after this
	maxDepth int
	multiPV  int
	nodes    uint64
	selDepth int
	aborted  bool
	pvIdx    int
	heavy    []rules.Kind // kinds that make null move safe

	root    []rootMove
	frames  [maxPly + 2]frame
	pv      [maxPly + 2]pvLine
	killers [maxPly + 2][2]rules.Move
	keys    [maxPly + 2]uint64 // the position's hash at each ply of the current path
	counter [numPieceCodes][256]rules.Move
	hist    histories
}

func (s *searcher) clearHistory() {
	s.hist.clear()
	s.counter = [numPieceCodes][256]rules.Move{}
}

func (s *searcher) init(e *Engine, pos *rules.Position, lim Limits) {
	s.e, s.pos, s.v, s.lim = e, pos, pos.Variant(), lim
	s.ev.setGame(s.v)
	s.hist.setGame(s.v)
	s.start = time.Now()
	s.soft, s.hard = budget(lim, pos.SideToMove())
	s.maxDepth = MaxDepth
	if lim.Depth > 0 {
		s.maxDepth = min(lim.Depth, MaxDepth)
	}
	s.multiPV = max(lim.MultiPV, 1)
	s.nodes, s.selDepth, s.aborted = 0, 0, false
	s.keys[0] = pos.Hash()
	s.killers = [maxPly + 2][2]rules.Move{}
	s.heavy = s.v.HeavyKinds()
	s.hist.age()
	e.tt.newSearch()
}

func (s *searcher) elapsed() time.Duration { return time.Since(s.start) }

// iterate deepens one ply at a time until a limit says stop.
func (s *searcher) iterate(moves []rules.Move, info func(Info)) {
	s.root = s.root[:0]
	for _, m := range moves {
		s.root = append(s.root, rootMove{move: m, score: -scoreInf, prevScore: -scoreInf})
	}
	s.orderRoot()
	s.multiPV = min(s.multiPV, len(s.root))
	for depth := 1; depth <= s.maxDepth; depth++ {
		for i := range s.root {
			s.root[i].prevScore = s.root[i].score
			s.root[i].score = -scoreInf
		}
		for s.pvIdx = 0; s.pvIdx < s.multiPV; s.pvIdx++ {
			s.aspiration(depth)
			if s.aborted {
				break
			}
		}
		if s.aborted {
			if depth > 1 {
				s.keepCompleted()
			}
			break
		}
		// A later line can outscore an earlier one, each searched in its own
		// window: report the lines best first.
		slices.SortStableFunc(s.root[:s.multiPV], func(a, b rootMove) int { return b.score - a.score })
		s.report(depth, info)
		if s.doneAfter(depth) {
			break
		}
	}
}

// orderRoot puts the moves the table or a quick look prefers first.
func (s *searcher) orderRoot() {
	hit, ok := s.e.tt.probe(s.pos.Hash())
	f := &s.frames[0]
	f.ml.Clear()
	for _, r := range s.root {
		f.ml.Add(r.move)
	}
	ttMove := rules.NoMove
	if ok {
		ttMove = hit.move
	}
	s.scoreMoves(0, ttMove)
	for i := range s.root {
		if f.unproven[i] && s.pos.SEE(s.root[i].move) < 0 {
			f.score[i] += badCaptureScore - goodCaptureScore
		}
		s.root[i].prevScore = int(f.score[i])
	}
	slices.SortStableFunc(s.root, func(a, b rootMove) int { return b.prevScore - a.prevScore })
	for i := range s.root {
		s.root[i].prevScore = -scoreInf
	}
}

// keepCompleted restores the scores and order of the last completed
// iteration for the lines the interrupted one had not finished; lines it did
// finish, a new best first move included, are trusted.
func (s *searcher) keepCompleted() {
	start := s.pvIdx
	if start < len(s.root) && s.root[start].score > -scoreInf {
		start++
	}
	rest := s.root[start:]
	for i := range rest {
		rest[i].score = rest[i].prevScore
	}
	slices.SortStableFunc(rest, func(a, b rootMove) int { return b.score - a.score })
}

// aspiration searches the current line with a window around the last score,
// widening it on failure.
func (s *searcher) aspiration(depth int) {
	rm := &s.root[s.pvIdx]
	alpha, beta := -scoreInf, scoreInf
	delta := 30
	if depth >= 4 && abs(rm.prevScore) < mateBound {
		alpha, beta = max(rm.prevScore-delta, -scoreInf), min(rm.prevScore+delta, scoreInf)
	}
	for {
		score := s.rootSearch(depth, alpha, beta)
		s.sortRoot()
		if s.aborted {
			return
		}
		switch {
		case score <= alpha:
			beta = (alpha + beta) / 2
			alpha = max(score-delta, -scoreInf)
		case score >= beta:
			beta = min(score+delta, scoreInf)
		default:
			return
		}
		delta += delta / 2
		if delta > 600 {
			alpha, beta = -scoreInf, scoreInf
		}
	}
}

// sortRoot orders the lines not yet fixed by this iteration, best first.
// Moves that failed low keep -scoreInf and sink, keeping their old order.
func (s *searcher) sortRoot() {
	rest := s.root[s.pvIdx:]
	slices.SortStableFunc(rest, func(a, b rootMove) int { return b.score - a.score })
}

// rootSearch searches the root moves from line pvIdx on.
func (s *searcher) rootSearch(depth, alpha, beta int) int {
	best := -scoreInf
	p := s.pos
	for i := s.pvIdx; i < len(s.root); i++ {
		rm := &s.root[i]
		s.setMove(0, rm.move)
		p.MakeMove(rm.move)
		s.nodes++
		check := p.InCheck()
		var score int
		if i == s.pvIdx {
			score = -s.pvs(-beta, -alpha, depth-1, 1, true, false, check)
		} else {
			r := s.rootReduction(depth, i-s.pvIdx, rm.move, check)
			score = -s.pvs(-alpha-1, -alpha, depth-1-r, 1, false, true, check)
			if score > alpha && r > 0 && !s.aborted {
				score = -s.pvs(-alpha-1, -alpha, depth-1, 1, false, false, check)
			}
			if score > alpha && score < beta && !s.aborted {
				score = -s.pvs(-beta, -alpha, depth-1, 1, true, false, check)
			}
		}
		p.UnmakeMove()
		if s.aborted {
			if i == s.pvIdx {
				return best
			}
			break
		}
		rm.score = -scoreInf
		if i == s.pvIdx || score > alpha {
			rm.score = score
			rm.selDepth = s.selDepth
			rm.pv = append(rm.pv[:0], rm.move)
			rm.pv = append(rm.pv, s.pv[1].m[:s.pv[1].n]...)
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				if score >= beta {
					return score
				}
			}
		}
	}
	return best
}

// doneAfter decides whether to start another iteration.
func (s *searcher) doneAfter(depth int) bool {
	if s.lim.Infinite {
		return false
	}
	if s.lim.Nodes > 0 && s.nodes >= s.lim.Nodes {
		return true
	}
	best := s.root[0].score
	if abs(best) >= mateBound && depth >= 2*(scoreMate-abs(best))+2 && s.multiPV == 1 {
		return true // a proven mate: deeper search cannot change it
	}
	if s.soft > 0 && s.lim.MoveTime == 0 && s.elapsed() > s.soft*6/10 {
		return true
	}
	return false
}

func (s *searcher) report(depth int, info func(Info)) {
	if info == nil {
		return
	}
	el := s.elapsed()
	hf := s.e.tt.hashfull()
	for i := 0; i < s.multiPV; i++ {
		rm := s.root[i]
		in := Info{Depth: depth, SelDepth: max(rm.selDepth, depth), MultiPV: i + 1, Nodes: s.nodes,
			Elapsed: el, Hashfull: hf, PV: append([]rules.Move(nil), rm.pv...)}
		in.Score, in.Mate = splitScore(rm.score)
		info(in)
	}
}

// splitScore turns an internal score into centipawns or moves to mate.
func splitScore(score int) (cp, mate int) {
	switch {
	case score >= mateBound:
		return score, (scoreMate - score + 1) / 2
	case score <= -mateBound:
		return score, -(scoreMate + score) / 2
	}
	return score, 0
}

// rootReduction is the late-move reduction of the i-th root move after the
// line's first: quiet moves that do not check, late in the order, are first
// searched a little shallower, as everywhere else in the tree.
func (s *searcher) rootReduction(depth, i int, m rules.Move, check bool) int {
	if depth < 3 || i < 3 || check || !s.isQuiet(m) {
		return 0
	}
	r := lateReduction(depth, i) - 1
	return min(max(r, 0), depth-2)
}
