// Package search is Elephant's engine: it chooses moves for any of the four
// games, relying on package rules for legality and for the end of the game.
//
// The search is iterative deepening over a principal-variation search with
// aspiration windows and a quiescence search over captures (and every
// evasion when in check). A transposition table keeps scores, best moves
// and static evaluations. Nodes are pruned by razoring, reverse futility,
// null move and ProbCut, with margins that widen when the evaluation is not
// improving; a table's move that alone holds the score is extended
// (singular extension, with multi-cut). Moves are ordered by the table,
// static exchange evaluation (SEE), killers and counter moves, and by
// histories of quiet moves (butterfly and one and two plies back) and of
// captures; late moves are reduced by a logarithmic table adjusted by those
// histories, and late quiet moves at low depth are pruned, as are quiet
// moves whose piece the exchange on its new square loses. Checks are
// extended. The games' end rules are judged inside the tree by package
// rules: repetitions by Position.Repetition, a house rule's check limit by
// Position.CheckLimitBroken, positions without a legal move by
// Position.Outcome.
package search

import (
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// Limits bound a search. Zero values mean "no limit" except that a search
// with no limit at all runs to MaxDepth.
type Limits struct {
	Depth    int
	Nodes    uint64
	MoveTime time.Duration
	// Clock: time left and increment for each side, indexed by rules.Color.
	// A side on a clock with no time left (zero, negative or not given
	// while the other side's is) moves at once.
	Time, Inc [2]time.Duration
	// Clock marks a game on a clock when every clock value is zero; any
	// nonzero Time, Inc or Byoyomi implies it.
	Clock     bool
	MovesToGo int           // moves to the next time control; 0: the rest of the game
	Byoyomi   time.Duration // a period given afresh for every move, after the main time
	// Overhead is kept on the clock for what a move costs outside the
	// search; see DefaultOverhead.
	Overhead time.Duration
	Infinite bool
	MultiPV  int
	// SearchMoves, when it holds a legal move, limits the root to its moves.
	SearchMoves []rules.Move
}

// Info reports progress after each completed iteration.
type Info struct {
	Depth    int
	SelDepth int // deepest ply reached, quiescence included
	MultiPV  int // 1-based line number
	Score    int // centipawns from the side to move's view; meaningless when Mate != 0
	Mate     int // moves to mate, negative when being mated, 0 when none
	Nodes    uint64
	Elapsed  time.Duration
	Hashfull int // permille of the transposition table in use
	PV       []rules.Move
}

// MaxDepth bounds iterative deepening.
const MaxDepth = 64

// Engine searches positions. It is not safe for concurrent searches, but
// Stop may be called from another goroutine. Each Engine owns all its
// tables; engines share nothing.
type Engine struct {
	stop  atomic.Bool
	level int
	// Yield, when set, is called every few thousand nodes; the WASM worker
	// uses it to let the browser deliver a "stop" message.
	Yield func()

	tt  *table
	rng *rand.Rand

	s searcher
}

// New returns an engine with a transposition table of hashMB megabytes.
func New(hashMB int) *Engine {
	e := &Engine{level: 10, tt: newTable(hashMB)}
	e.rng = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x5EED))
	return e
}

// SetHash replaces the transposition table with one of hashMB megabytes.
func (e *Engine) SetHash(hashMB int) { e.tt = newTable(hashMB) }

// Clear forgets everything learnt in earlier searches (a new game).
func (e *Engine) Clear() {
	e.tt.clear()
	e.s.clearHistory()
}

// SetSeed makes the weaker levels' choices repeatable.
func (e *Engine) SetSeed(seed uint64) { e.rng = rand.New(rand.NewPCG(seed, 0x5EED)) }

// SetLevel sets the playing strength from 1 (beginner) to 10 (full strength).
func (e *Engine) SetLevel(level int) { e.level = min(max(level, 1), 10) }

// Level returns the playing strength.
func (e *Engine) Level() int { return e.level }

// Stop asks a running search to return as soon as possible.
func (e *Engine) Stop() { e.stop.Store(true) }

// Search returns the best move found for pos within the limits, calling info
// after each iteration. It returns rules.NoMove when the game is over. pos is
// left as it was.
func (e *Engine) Search(pos *rules.Position, lim Limits, info func(Info)) rules.Move {
	e.stop.Store(false)
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	if ml.Len() == 0 {
		return rules.NoMove
	}
	if m, ok := kingCapture(pos, &ml); ok {
		return m // a broken position (the side not to move in check): end it
	}
	onlySearchMoves(&ml, lim.SearchMoves)
	lv := levels[e.level]
	lim = lv.cap(lim)
	s := &e.s
	s.init(e, pos.Clone(), lim)
	if ml.Len() == 1 && !lim.Infinite && (lim.MoveTime > 0 || lim.onClock()) {
		s.maxDepth = 1 // a forced move: answer at once, still with a score
	}
	s.iterate(ml.Moves(), info)
	if lv.margin > 0 {
		return s.pickHuman(lv, e.rng)
	}
	return s.root[0].move
}

// onlySearchMoves keeps the legal moves that are in only; with none of
// them legal (or only empty), it keeps every move.
func onlySearchMoves(ml *rules.MoveList, only []rules.Move) {
	var kept rules.MoveList
	for _, m := range ml.Moves() {
		if slices.Contains(only, m) {
			kept.Add(m)
		}
	}
	if kept.Len() > 0 {
		*ml = kept
	}
}

// Nodes returns the number of nodes the last search visited.
func (e *Engine) Nodes() uint64 { return e.s.nodes }

// kingCapture finds a move that takes the enemy general or king, possible
// only in positions set up with the side not to move in check.
func kingCapture(pos *rules.Position, ml *rules.MoveList) (rules.Move, bool) {
	for _, m := range ml.Moves() {
		if m.MovesPiece() && pos.At(m.To()).Kind().IsRoyal() {
			return m, true
		}
	}
	return rules.NoMove, false
}
