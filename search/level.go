package search

import (
	"math/rand/v2"

	"github.com/elephant-chess/elephant/rules"
)

// level bounds the engine's strength: how deep and how many nodes it may
// search, and how far below the best score a move it plays may be. Weak
// levels see less and choose among near-best moves, weighted towards the
// better ones, so they play natural moves with human-sized mistakes rather
// than random ones.
type level struct {
	depth  int
	nodes  uint64
	margin int // centipawns: candidate moves lie within this of the best
	lines  int // root lines searched to find candidates
}

var levels = [11]level{
	1:  {depth: 1, nodes: 1000, margin: 300, lines: 10},
	2:  {depth: 1, nodes: 1000, margin: 170, lines: 8},
	3:  {depth: 2, nodes: 4000, margin: 120, lines: 6},
	4:  {depth: 3, nodes: 12000, margin: 90, lines: 6},
	5:  {depth: 4, nodes: 30000, margin: 60, lines: 5},
	6:  {depth: 5, nodes: 80000, margin: 40, lines: 4},
	7:  {depth: 6, nodes: 200000, margin: 25, lines: 4},
	8:  {depth: 7, nodes: 500000, margin: 12, lines: 3},
	9:  {depth: 9, nodes: 1500000, margin: 5, lines: 2},
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
	if lv.depth > 0 {
		lim.Infinite = false
	}
	return lim
}

// pickHuman chooses among the root lines within the level's margin of the
// best, the better ones more often. It never trades a won game for a lost
// one: a move that loses by force is only played when every move does.
func (s *searcher) pickHuman(lv level, rng *rand.Rand) rules.Move {
	best := s.root[0].score
	total := 0
	weights := make([]int, 0, len(s.root))
	for _, rm := range s.root[:s.multiPV] {
		gap := best - rm.score
		if gap > lv.margin || rm.score <= -mateBound && best > -mateBound || best >= mateBound && rm.score < mateBound {
			break
		}
		w := (lv.margin - gap + 1) * (lv.margin - gap + 1)
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
