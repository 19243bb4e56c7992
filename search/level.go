package search

import (
	"math/rand/v2"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// level bounds the engine's strength: how deep and how many nodes it may
// search, how much of the time it is given it uses, and how far below the
// best score a move it plays may be. Weak levels see less and choose among
// near-best moves, weighted towards the better ones, so they play natural
// moves with human-sized mistakes rather than random ones.
//
// Levels 1–9 are bounded by nodes, so their strength hardly depends on the
// machine or the time per move; the budget per root line roughly doubles
// from one level to the next (about one ply more), and the margin shrinks.
// Level 9 also uses at most half the time, so that level 10 keeps its lead
// on a slow or busy machine, where it reaches fewer nodes. Only level 9 has
// such a share: where a level bounded by time meets one bounded by nodes,
// a machine too slow to reach the node budget in the time inverts the pair
// (seen at load 10–15 on two cores with shares at levels 7 and 8), and
// between 9 and 10 that would be the most visible inversion.
type level struct {
	depth   int
	nodes   uint64
	margin  int // centipawns: candidate moves lie within this of the best
	lines   int // root lines searched to find candidates
	timePct int // share of the time limits used (0: all of it)
}

var levels = [11]level{
	1:  {depth: 1, margin: 300, lines: 12},
	2:  {depth: 2, nodes: 800, margin: 150, lines: 8},
	3:  {depth: 3, nodes: 1800, margin: 100, lines: 6},
	4:  {depth: 4, nodes: 3000, margin: 70, lines: 5},
	5:  {depth: 5, nodes: 4800, margin: 45, lines: 4},
	6:  {depth: 6, nodes: 7200, margin: 30, lines: 3},
	7:  {depth: 8, nodes: 13500, margin: 18, lines: 3},
	8:  {depth: 10, nodes: 18000, margin: 8, lines: 2},
	9:  {nodes: 40000, timePct: 50}, // its own best move, with at most half level 10's time
	10: {},
}

// cap applies the level's bounds to the caller's limits.
func (lv level) cap(lim Limits) Limits {
	if lv.depth > 0 && (lim.Depth == 0 || lim.Depth > lv.depth) {
		lim.Depth = lv.depth
	}
	if lv.nodes > 0 && (lim.Nodes == 0 || lim.Nodes > lv.nodes) {
		lim.Nodes = lv.nodes
	}
	if lv.lines > lim.MultiPV {
		lim.MultiPV = lv.lines
	}
	if lv.depth > 0 || lv.nodes > 0 {
		lim.Infinite = false
	}
	if lv.timePct > 0 {
		pct := time.Duration(lv.timePct)
		lim.MoveTime = lim.MoveTime * pct / 100
		lim.Byoyomi = lim.Byoyomi * pct / 100
		for c := range lim.Time {
			lim.Time[c] = lim.Time[c] * pct / 100
			lim.Inc[c] = lim.Inc[c] * pct / 100
		}
	}
	return lim
}

// pickHuman chooses among the root lines within the level's margin of the
// best, the better ones more often. It never trades a won game for a lost
// one: a move that loses by force is only played when every move does. A
// janggi pass or bikjang claim is played only when it is the best move: a
// pass chosen at random lets an opponent ahead on points end the game by
// passing back, and a claim ends it.
func (s *searcher) pickHuman(lv level, rng *rand.Rand) rules.Move {
	best := s.root[0].score
	if best >= mateBound {
		return s.root[0].move // a mate it sees: the shortest, never a slower one that may repeat
	}
	total := 0
	weights := make([]int, 0, len(s.root))
	for i, rm := range s.root[:s.multiPV] {
		gap := best - rm.score
		if gap > lv.margin || rm.score <= -mateBound && best > -mateBound {
			break
		}
		w := (lv.margin - gap + 1) * (lv.margin - gap + 1)
		if i > 0 && !rm.move.MovesPiece() {
			w = 0
		}
		weights = append(weights, w)
		total += w
	}
	if total == 0 {
		return s.root[0].move
	}
	x := rng.IntN(total)
	for i, w := range weights {
		if x < w {
			return s.root[i].move
		}
		x -= w
	}
	return s.root[0].move
}
