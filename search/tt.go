package search

import "github.com/elephant-chess/elephant/rules"

// Bound says how a stored score relates to the true value.
type bound uint8

const (
	boundNone  bound = iota
	boundUpper       // the true score is at most this (fail low)
	boundLower       // at least this (fail high)
	boundExact
)

// ttEntry packs one search result: the key's upper 48 bits, to reject
// collisions, with the static evaluation (16 bits) in the lower ones, and
// move (24 bits), score (16), depth (8), bound (2) and generation (6).
type ttEntry struct {
	key  uint64
	data uint64
}

const (
	keyMask = ^uint64(0xFFFF)
	noEval  = -1 << 15 // stored when the node had no static evaluation (in check)
)

type ttBucket [2]ttEntry

// table is the transposition table. Each Engine owns one; it survives from
// move to move so that the next search starts from what the last one learnt.
type table struct {
	buckets []ttBucket
	mask    uint64
	gen     uint8
}

const bucketBytes = 32

func newTable(mb int) *table {
	mb = min(max(mb, 1), 4096)
	n := uint64(1)
	for n*2*bucketBytes <= uint64(mb)<<20 {
		n *= 2
	}
	return &table{buckets: make([]ttBucket, n), mask: n - 1}
}

func (t *table) clear() {
	clear(t.buckets)
	t.gen = 0
}

// newSearch ages the entries so that stale ones are replaced first.
func (t *table) newSearch() { t.gen = (t.gen + 1) & 63 }

type ttHit struct {
	move  rules.Move
	score int
	eval  int // noScore when none was stored
	depth int
	bound bound
}

func unpack(d uint64) ttHit {
	return ttHit{
		move:  rules.Move(d & 0xFFFFFF),
		score: int(int16(d >> 24)),
		depth: int(uint8(d >> 40)),
		bound: bound(d >> 48 & 3),
	}
}

func (t *table) probe(key uint64) (ttHit, bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if (b[i].key^key)&keyMask == 0 && b[i].data != 0 {
			h := unpack(b[i].data)
			h.eval = int(int16(b[i].key))
			if h.eval == noEval {
				h.eval = noScore
			}
			return h, true
		}
	}
	return ttHit{}, false
}

// store keeps the result and the static evaluation (noScore for none),
// replacing the same position, else the shallower or older of the two entries.
func (t *table) store(key uint64, m rules.Move, score, eval, depth int, bd bound) {
	b := &t.buckets[key&t.mask]
	slot := 0
	switch {
	case (b[0].key^key)&keyMask == 0:
	case (b[1].key^key)&keyMask == 0:
		slot = 1
	default:
		if t.worth(b[1].data) < t.worth(b[0].data) {
			slot = 1
		}
	}
	e := &b[slot]
	if (e.key^key)&keyMask == 0 && m == rules.NoMove {
		m = unpack(e.data).move // keep the old best move
	}
	if eval == noScore {
		eval = noEval
	}
	e.key = key&keyMask | uint64(uint16(int16(eval)))
	e.data = uint64(m)&0xFFFFFF | uint64(uint16(int16(score)))<<24 |
		uint64(uint8(max(depth, 0)))<<40 | uint64(bd)<<48 | uint64(t.gen)<<50
}

// worth ranks an entry for replacement: deep and recent is worth keeping.
func (t *table) worth(d uint64) int {
	if d == 0 {
		return -1000
	}
	age := (int(t.gen) - int(d>>50&63) + 64) & 63
	return int(uint8(d>>40)) - 4*age
}

// hashfull returns the permille of recent entries in a sample, as UCI reports it.
func (t *table) hashfull() int {
	n := 0
	total := min(len(t.buckets), 500)
	for i := 0; i < total; i++ {
		for _, e := range t.buckets[i] {
			if e.data != 0 && uint8(e.data>>50&63) == t.gen {
				n++
			}
		}
	}
	return n * 1000 / (2 * max(total, 1))
}

// Scores of won and lost positions count the plies to the end, so that the
// shortest win and the longest defence are preferred. The table stores them
// relative to the node, not the root.
const (
	scoreInf   = 32000
	scoreMate  = 31000
	mateBound  = scoreMate - 1000
	scoreDraw  = 0
	maxPly     = 128
	noScore    = -scoreInf - 1
	maxEvalAbs = mateBound - 1
)

func toTT(s, ply int) int {
	switch {
	case s >= mateBound:
		return s + ply
	case s <= -mateBound:
		return s - ply
	}
	return s
}

func fromTT(s, ply int) int {
	switch {
	case s >= mateBound:
		return s - ply
	case s <= -mateBound:
		return s + ply
	}
	return s
}
