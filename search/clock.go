package search

import (
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// Time management: how long one move may take, from the limits of "go".

const (
	// DefaultOverhead is the Move Overhead a UCI session starts with: time
	// kept on the clock for what a move costs outside the search (the pipe,
	// the GUI, a busy machine).
	DefaultOverhead = 30 * time.Millisecond
	// minBudget is a move's time when the clock has none to give: enough
	// for a shallow search, short enough to count as answering at once.
	minBudget = 2 * time.Millisecond
	// movesLeft is how many more moves sudden-death time is shared among.
	movesLeft = 30
	// moveTimeOverhead is kept back from a fixed time per move.
	moveTimeOverhead = 3 * time.Millisecond
)

// onClock reports a game played on a clock: any clock value, or Clock set
// for one whose every value is zero.
func (l Limits) onClock() bool {
	return l.Clock || l.Time != [2]time.Duration{} || l.Inc != [2]time.Duration{} || l.Byoyomi > 0
}

// budget turns the limits into a soft time limit (no new iteration after
// most of it is spent) and a hard one (abort); 0 means none.
func budget(lim Limits, side rules.Color) (soft, hard time.Duration) {
	switch {
	case lim.Infinite:
		return 0, 0
	case lim.MoveTime > 0:
		t := max(lim.MoveTime-moveTimeOverhead, time.Millisecond)
		return t, t
	case lim.onClock():
		return clockBudget(lim.Time[side], lim.Inc[side], lim.Byoyomi, lim.MovesToGo, lim.Overhead)
	}
	return 0, 0
}

// clockBudget shares the time left among the moves to come. The increment
// is counted as arriving after the move, so a move never spends more than
// the clock holds (less the overhead); byoyomi is a period given afresh for
// every move, so a move may spend it all. With nothing left to spend the
// move gets minBudget: answering at once beats losing on time by silence.
func clockBudget(left, inc, byoyomi time.Duration, movesToGo int, overhead time.Duration) (soft, hard time.Duration) {
	left, inc, byoyomi, overhead = max(left, 0), max(inc, 0), max(byoyomi, 0), max(overhead, 0)
	avail := left + byoyomi - overhead
	if avail < minBudget {
		return minBudget, minBudget
	}
	n := time.Duration(movesLeft)
	if movesToGo > 0 {
		n = time.Duration(min(movesToGo, 50))
	}
	base := left/n + inc*3/4 + byoyomi
	hard = max(min(base*4, left/3+inc/2+byoyomi, avail), minBudget)
	return min(base, hard), hard
}
