package search

import (
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// BanqiEngine chooses banqi actions by expectimax over the public view (see
// banqi_search.go): it reads only what both players see, the face-up
// pieces, the face-down squares and the hidden multiset, never a deal. It
// is not safe for concurrent searches, but Stop may be called from another
// goroutine. Each BanqiEngine owns its tables.
type BanqiEngine struct {
	stop  atomic.Bool
	level int
	// Yield, when set, is called every few thousand nodes (see Engine.Yield).
	Yield func()

	tt   []banqiEntry
	rng  *rand.Rand
	s    banqiSearcher
	root []banqiRootMove
}

type banqiRootMove struct {
	move  rules.Move
	score int
}

// banqiLevel bounds the engine's strength as level does for the other
// games: depth and nodes, and the margin below the best score within which
// weak levels choose, the better moves more often. A ply of banqi with its
// chance nodes costs far more than one of xiangqi, so the depths are lower.
type banqiLevel struct {
	depth  int
	nodes  uint64
	margin int
}

var banqiLevels = [11]banqiLevel{
	1:  {depth: 1, margin: 400},
	2:  {depth: 1, margin: 200},
	3:  {depth: 2, nodes: 2000, margin: 120},
	4:  {depth: 2, nodes: 3000, margin: 80},
	5:  {depth: 3, nodes: 4000, margin: 60},
	6:  {depth: 3, nodes: 8000, margin: 40},
	7:  {depth: 4, nodes: 15000, margin: 25},
	8:  {depth: 5, nodes: 30000, margin: 12},
	9:  {nodes: 60000},
	10: {},
}

// NewBanqi returns a banqi engine with a transposition table of hashMB
// megabytes.
func NewBanqi(hashMB int) *BanqiEngine {
	e := &BanqiEngine{level: 10}
	e.SetHash(hashMB)
	e.rng = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0xBA4C1))
	return e
}

// SetHash replaces the transposition table with one of hashMB megabytes.
func (e *BanqiEngine) SetHash(hashMB int) {
	n := max(hashMB, 1) << 20 / 24
	size := 1
	for size*2 <= n {
		size *= 2
	}
	e.tt = make([]banqiEntry, size)
}

// Clear forgets everything learnt in earlier searches (a new game).
func (e *BanqiEngine) Clear() {
	clear(e.tt)
	e.s.history = [256][256]int32{}
}

// SetSeed makes the weaker levels' choices repeatable.
func (e *BanqiEngine) SetSeed(seed uint64) { e.rng = rand.New(rand.NewPCG(seed, 0xBA4C1)) }

// SetLevel sets the playing strength from 1 (beginner) to 10 (full strength).
func (e *BanqiEngine) SetLevel(level int) { e.level = min(max(level, 1), 10) }

// Level returns the playing strength.
func (e *BanqiEngine) Level() int { return e.level }

// Stop asks a running search to return as soon as possible.
func (e *BanqiEngine) Stop() { e.stop.Store(true) }

// Nodes returns the number of nodes the last search visited.
func (e *BanqiEngine) Nodes() uint64 { return e.s.nodes }

func (e *BanqiEngine) probe(key uint64) *banqiEntry {
	en := &e.tt[key&uint64(len(e.tt)-1)]
	if en.key != key || en.bound == 0 {
		return nil
	}
	return en
}

func (e *BanqiEngine) store(key uint64, m rules.Move, score, depth int, bound uint8) {
	en := &e.tt[key&uint64(len(e.tt)-1)]
	if en.key == key && int(en.depth) > depth && bound != bqExact {
		return // keep the deeper result for this position
	}
	*en = banqiEntry{key: key, move: m, score: int16(score), depth: int8(depth), bound: bound}
}

// Search returns the best action found for view within the limits, calling
// info after each iteration; rules.NoMove when the side to move has none.
// A flip's value is the average over the hidden pieces it may reveal. view
// is left as it was.
func (e *BanqiEngine) Search(view *rules.BanqiView, lim Limits, info func(Info)) rules.Move {
	e.stop.Store(false)
	var ml rules.MoveList
	view.GenerateLegal(&ml)
	if ml.Len() == 0 {
		return rules.NoMove
	}
	onlySearchMoves(&ml, lim.SearchMoves)
	lv := banqiLevels[e.level]
	if lv.depth > 0 && (lim.Depth == 0 || lim.Depth > lv.depth) {
		lim.Depth = lv.depth
	}
	if lv.nodes > 0 && (lim.Nodes == 0 || lim.Nodes > lv.nodes) {
		lim.Nodes = lv.nodes
	}
	if lv.depth > 0 || lv.nodes > 0 {
		lim.Infinite = false
	}
	e.root = e.root[:0]
	for _, m := range ml.Moves() {
		e.root = append(e.root, banqiRootMove{move: m})
	}
	s := &e.s
	e.initSearch(view, lim)
	maxDepth := lim.Depth
	if maxDepth == 0 {
		maxDepth = MaxDepth
	}
	soft, _ := budget(lim, view.SideToMove())
	if len(e.root) == 1 && !lim.Infinite && (lim.MoveTime > 0 || lim.onClock()) {
		maxDepth = 1
	}
	for depth := 1; depth <= maxDepth; depth++ {
		if !e.iterate(depth, lv.margin) {
			break
		}
		s.canStop = true
		if info != nil {
			info(e.info(depth))
		}
		if s.stopped || (soft > 0 && time.Since(s.start) >= soft) || abs(e.root[0].score) > banqiWinBound {
			break
		}
	}
	if lv.margin > 0 {
		return e.pickHuman(lv.margin)
	}
	return e.root[0].move
}

func (e *BanqiEngine) initSearch(view *rules.BanqiView, lim Limits) {
	s := &e.s
	s.e, s.v = e, view.Clone()
	s.r = newBanqiRules(view.Variant().Banqi)
	s.moveCap = 2 * view.Variant().Banqi.MoveLimit
	s.nodes, s.maxNodes, s.seldepth = 0, lim.Nodes, 0
	s.start, s.stopped, s.canStop = time.Now(), false, false
	_, s.hard = budget(lim, view.SideToMove())
	s.killers = [banqiMaxPly + 1][2]rules.Move{}
	s.setBefore(view)
	for i := range s.history {
		for j := range s.history[i] {
			s.history[i][j] /= 2
		}
	}
}

// iterate searches every root move to depth; it returns false when the
// search was stopped before the iteration completed, whose partial results
// are then dropped. Moves after the first are searched with alpha at the
// best score less margin, so that every move within the margin of the best
// gets an exact score.
func (e *BanqiEngine) iterate(depth, margin int) bool {
	s := &e.s
	v := s.v
	s.path[0] = v.Hash()
	scores := make([]int, len(e.root)) // one per iteration, not per node
	best := -banqiInf
	for i, rm := range e.root {
		alpha := -banqiInf
		if i > 0 {
			alpha = best - margin - 1
		}
		var val int
		if v.IsChance(rm.move) {
			val = s.chance(rm.move, depth, 0, alpha, banqiInf)
		} else {
			v.MakeMove(rm.move, rules.Empty)
			val = s.child(depth-1, 1, alpha, banqiInf)
			v.UnmakeMove()
		}
		if s.stopped {
			return false
		}
		scores[i] = val
		best = max(best, val)
	}
	for i := range e.root {
		e.root[i].score = scores[i]
	}
	slices.SortStableFunc(e.root, func(a, b banqiRootMove) int { return b.score - a.score })
	return true
}

func (e *BanqiEngine) info(depth int) Info {
	s := &e.s
	in := Info{Depth: depth, SelDepth: s.seldepth, MultiPV: 1, Score: e.root[0].score, Nodes: s.nodes,
		Elapsed: time.Since(s.start), PV: []rules.Move{e.root[0].move}}
	if sc := e.root[0].score; abs(sc) > banqiWinBound {
		plies := banqiWin - abs(sc)
		in.Mate = (plies + 1) / 2
		if sc < 0 {
			in.Mate = -in.Mate
		}
	}
	return in
}

// pickHuman chooses among the root moves within margin of the best, the
// better ones more often; a move that loses by force only when all do, and
// a forced win always.
func (e *BanqiEngine) pickHuman(margin int) rules.Move {
	best := e.root[0].score
	if best > banqiWinBound {
		return e.root[0].move
	}
	total := 0
	n := 0
	for _, rm := range e.root {
		gap := best - rm.score
		if gap > margin || rm.score < -banqiWinBound && best >= -banqiWinBound {
			break
		}
		total += (margin - gap + 1) * (margin - gap + 1)
		n++
	}
	x := e.rng.IntN(max(total, 1))
	for _, rm := range e.root[:n] {
		gap := best - rm.score
		w := (margin - gap + 1) * (margin - gap + 1)
		if x < w {
			return rm.move
		}
		x -= w
	}
	return e.root[0].move
}
