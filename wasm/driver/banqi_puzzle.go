package driver

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// Banqi puzzles: a position, usually all face up, and a solution line.
// The person plays the side to move; the replies come from the line. At
// the line's last move any action that leaves the opponent without an
// action wins as well. A face-down piece a solution turns up is dealt at
// random like any other, so a line that flips is judged only by its actions.

// loadPuzzle reads the solution attribute against the start view.
func (b *Banqi) loadPuzzle(s string) {
	view := b.ref.View()
	fields := strings.Fields(s)
	if len(fields) == 0 {
		b.fail(errNoSolution, false)
		return
	}
	if len(fields) > MaxSolutionMoves {
		b.fail(fmt.Errorf("solution: %d moves, at most %d", len(fields), MaxSolutionMoves), false)
		return
	}
	ref, err := rules.NewRefereeAt(view, b.ref.Deal())
	if err != nil {
		b.fail(err, false)
		return
	}
	for i, f := range fields {
		m, err := ref.View().ParseMove(f)
		if err == nil {
			_, err = ref.Play(m)
		}
		if err != nil {
			b.fail(fmt.Errorf("solution move %d %q: %s", i+1, clip(f), reason(err)), false)
			return
		}
		b.solution = append(b.solution, m)
	}
	if view.ColorsDecided() && !b.flippedGiven() {
		b.flipped = view.SideToMove() == rules.Second
	}
}

// flippedGiven reports whether the page chose the orientation.
func (b *Banqi) flippedGiven() bool { return strings.TrimSpace(b.attrs.Orientation) != "" }

// solver is the side the person plays in a puzzle.
func (b *Banqi) solver() rules.Color {
	start, err := rules.ParseBanqi(b.v, b.ref.StartFEN())
	if err != nil {
		return rules.First
	}
	return start.SideToMove()
}

func (b *Banqi) puzzleOpen() bool {
	return b.mode == Puzzle && b.ref != nil && b.open()
}

// puzzleMove judges the person's action m, legal here.
func (b *Banqi) puzzleMove(m rules.Move, animate bool) {
	last := b.solved == len(b.solution)-1
	if m != b.solution[b.solved] && !(last && b.winsAtOnce(m)) {
		b.mistakes++
		b.refuse(b.lang.T("pz.board.wrong", b.lang.T("pz.board.try")))
		return
	}
	b.actor = "user"
	b.play(m, animate)
	b.solved++
	if b.solved < len(b.solution) {
		b.reply()
		return
	}
	b.message = b.lang.T("pz.board.solved")
	b.announce = append(b.announce, b.lang.T("pz.board.say"))
}

// winsAtOnce reports whether m leaves the opponent without an action.
func (b *Banqi) winsAtOnce(m rules.Move) bool {
	view := b.ref.View()
	if view.IsChance(m) {
		return false
	}
	mover := view.SideToMove()
	view.MakeMove(m, rules.Empty)
	o := view.Outcome()
	return o.Over() && o.Result == rules.Win(mover)
}

// reply plays the line's next move after a pause.
func (b *Banqi) reply() {
	b.later(b.host, func() {
		if b.ref == nil || b.solved >= len(b.solution) {
			return
		}
		b.waiting = false
		b.play(b.solution[b.solved], true)
		b.solved++
	})
}

// Hint names the piece to act with; it counts as help.
func (b *Banqi) Hint() {
	if !b.puzzleOpen() || b.waiting {
		return
	}
	b.hints++
	m := b.solution[b.solved]
	b.message = b.lang.T("pz.board.hint.from", b.lang.SquareLabel(rules.Banqi, m.From().String(), b.letter(b.ref.View().At(m.From()))))
	b.announce = append(b.announce, b.message)
}

// ShowSolution gives up: the board goes back to the start and plays the
// whole line; the puzzle is failed.
func (b *Banqi) ShowSolution() {
	if !b.puzzleOpen() {
		return
	}
	b.gaveUp, b.seen = true, true
	b.rewind()
	b.replay(b.host, 0, func(m rules.Move) { b.play(m, true) }, func() {})
}

// Restart sets the puzzle back to its start; help taken still counts.
func (b *Banqi) Restart() {
	if b.mode != Puzzle || b.ref == nil || len(b.solution) == 0 {
		return
	}
	b.rewind()
	b.gaveUp, b.retried = false, true
}

// rewind takes every action back and cancels pending replies.
func (b *Banqi) rewind() {
	for b.ref.Undo() {
	}
	b.attempt.rewind()
	b.clearSelection()
	b.message = ""
}

// Puzzle reports how the attempt stands; ok is false outside puzzle mode.
func (b *Banqi) Puzzle() (PuzzleInfo, bool) {
	if b.mode != Puzzle || b.ref == nil || len(b.solution) == 0 {
		return PuzzleInfo{}, false
	}
	return b.attempt.info(b.Status()), true
}
