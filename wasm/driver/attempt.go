package driver

import (
	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
)

// attempt is a puzzle being solved on a board, in puzzle mode: the line,
// how far the person got, the help taken, and the line's replies under
// way. The two game drivers (Controller, Banqi) judge the person's moves
// their own way and keep their attempt here.
type attempt struct {
	solution []rules.Move
	solved   int  // solution moves played so far
	waiting  bool // a reply of the line is coming
	gen      int  // bumped when the board starts over: a reply for an older start is dropped
	mistakes int
	hints    int
	gaveUp   bool // the solution is being or was shown in this try
	peeked   bool // the solution was shown at some point
	retried  bool
}

// open reports whether the puzzle is set and not over.
func (a *attempt) open() bool {
	return len(a.solution) > 0 && !a.gaveUp && a.solved < len(a.solution)
}

// status is the board's data-status for the attempt: failed once the
// solution was asked for, solved at the end, "" while it goes on.
func (a *attempt) status() string {
	switch {
	case a.gaveUp:
		return "failed"
	case len(a.solution) > 0 && a.solved == len(a.solution):
		return "solved"
	}
	return ""
}

// whyNot says why the person may not move in the puzzle, "" when they may.
func (a *attempt) whyNot(l i18n.Lang) string {
	switch {
	case len(a.solution) == 0:
		return l.T("board.puzzle.nosolution")
	case a.gaveUp:
		return l.T("board.puzzle.gaveup")
	case a.solved >= len(a.solution):
		return l.T("board.puzzle.solved")
	case a.waiting:
		return l.T("board.puzzle.wait")
	}
	return ""
}

// info is how the attempt stands, for the page; status is the board's.
func (a *attempt) info(status string) PuzzleInfo {
	info := PuzzleInfo{Status: status, Mistakes: a.mistakes, Hints: a.hints}
	switch {
	case a.peeked:
		info.Result = string(tutorials.PuzzleResultFailed)
	case status != "solved":
	case a.mistakes > 0 || a.hints > 0 || a.retried:
		info.Result = string(tutorials.PuzzleResultHelped)
	default:
		info.Result = string(tutorials.PuzzleResultSolved)
	}
	return info
}

// rewind starts the line over; replies under way are dropped.
func (a *attempt) rewind() {
	a.gen++
	a.solved, a.waiting = 0, false
}

// later runs f after the reply delay unless the board started over in
// between, as a reply of the line does.
func (a *attempt) later(h Host, f func()) {
	a.waiting = true
	gen := a.gen
	h.After(PuzzleReplyDelay, func() {
		if gen == a.gen {
			f()
		}
	})
}

// replay plays the whole line from move i, one move per reply delay,
// then calls done.
func (a *attempt) replay(h Host, i int, play func(rules.Move), done func()) {
	if i >= len(a.solution) {
		a.waiting = false
		done()
		return
	}
	a.later(h, func() {
		play(a.solution[i])
		a.solved = i + 1
		a.replay(h, i+1, play, done)
	})
}
