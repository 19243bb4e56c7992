package main

import (
	"errors"
	"sort"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

// line is a proven main line: solver and defender moves alternating, and the
// other mating moves at the last solver turn.
type line struct {
	moves []rules.Move
	alts  []rules.Move // other mates at the last move
}

var (
	errNotMate     = errors.New("no mate within the bound")
	errNotUnique   = errors.New("the solver has more than one way to win as fast")
	errNoCheckmate = errors.New("only a stalemate wins at the end")
)

// proveLine builds the main line of a mate in n from pos (restored on
// return). The solver's moves must be unique but for the last one, and the
// defender plays its most stubborn reply: the one that delays the mate
// longest, then leaves the solver the fewest winning moves.
func proveLine(pos *rules.Position, n int, nodes uint64) (line, error) {
	var l line
	defer func() {
		for range l.moves {
			pos.UnmakeMove()
		}
	}()
	for k := n; k >= 1; k-- {
		got, win, complete := search.SolveMateNodes(pos, k, nodes)
		if !complete || got != k {
			return line{}, errNotMate
		}
		m, alts, err := pickSolverMove(pos, win, k)
		if err != nil {
			return line{}, err
		}
		pos.MakeMove(m)
		l.moves = append(l.moves, m)
		if k == 1 {
			l.alts = alts
			break
		}
		d, err := stubbornReply(pos, k-1, nodes)
		if err != nil {
			return line{}, err
		}
		pos.MakeMove(d)
		l.moves = append(l.moves, d)
	}
	out := line{moves: append([]rules.Move(nil), l.moves...), alts: l.alts}
	return out, nil
}

// pickSolverMove chooses the solution move among the winning ones: the only
// one before the last move, a checkmate (not a xiangqi stalemate) at the end.
func pickSolverMove(pos *rules.Position, win []rules.Move, k int) (rules.Move, []rules.Move, error) {
	if k > 1 {
		if len(win) != 1 {
			return rules.NoMove, nil, errNotUnique
		}
		return win[0], nil, nil
	}
	sorted := append([]rules.Move(nil), win...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].String() < sorted[j].String() })
	for i, m := range sorted {
		if isCheckmate(pos, m) {
			alts := append(append([]rules.Move(nil), sorted[:i]...), sorted[i+1:]...)
			return m, alts, nil
		}
	}
	return rules.NoMove, nil, errNoCheckmate
}

// isCheckmate reports whether m checkmates, as the rules judge it.
func isCheckmate(pos *rules.Position, m rules.Move) bool {
	solver := pos.SideToMove()
	pos.MakeMove(m)
	o := pos.Outcome()
	pos.UnmakeMove()
	return o.Reason == rules.ReasonCheckmate && o.Result == rules.Win(solver)
}

// stubbornReply picks the defender's reply that keeps it alive longest.
func stubbornReply(pos *rules.Position, left int, nodes uint64) (rules.Move, error) {
	best, bestN, bestWays := rules.NoMove, 0, 0
	for _, d := range sortedMoves(pos) {
		pos.MakeMove(d)
		got, win, complete := search.SolveMateNodes(pos, left, nodes)
		pos.UnmakeMove()
		if !complete || got == 0 {
			return rules.NoMove, errNotMate
		}
		if got > bestN || got == bestN && len(win) < bestWays {
			best, bestN, bestWays = d, got, len(win)
		}
	}
	if bestN != left {
		return rules.NoMove, errNotMate
	}
	return best, nil
}

// sortedMoves lists the legal moves in UCI order, so that ties break the
// same way on every run.
func sortedMoves(pos *rules.Position) []rules.Move {
	ms := pos.LegalMoves()
	sort.Slice(ms, func(i, j int) bool { return ms[i].String() < ms[j].String() })
	return ms
}
