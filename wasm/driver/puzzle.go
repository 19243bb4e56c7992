package driver

import (
	"fmt"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
	"github.com/elephant-chess/elephant/wasm/core"
)

// Puzzle mode. The person plays the side to move in the start position;
// the other side's replies come from the solution after a short pause.
//
// A wrong move is refused with a hint and the board stays on "playing": the
// player may try again, and the attempt only counts as helped. The status
// becomes "solved" after the last move and "failed" once the player asks
// for the solution.
//
// When the solution ends in a win, the puzzle runner of package tutorials
// judges the moves, so that at the last move any other move that wins at
// once is accepted too. A line that does not end in a win (winning
// material, an opening to learn) is followed move by move. Banqi's lines
// are followed move by move too, and at the last move any action that
// leaves the opponent without an action wins as well; a face-down piece a
// line turns up is dealt at random like any other, so a line that flips
// is judged only by its actions.

// PuzzleReplyDelay is the pause before the puzzle plays the opponent's reply.
const PuzzleReplyDelay = 350 * time.Millisecond

// PuzzleInfo is how a puzzle attempt stands, for the page around the board.
type PuzzleInfo struct {
	Status   string // playing, solved or failed
	Result   string // "" while playing; then solved (clean), helped or failed
	Mistakes int
	Hints    int
}

// PuzzleSource, when set, finds the collection's puzzle behind a board's
// game, start FEN and solution (canonical UCI), or returns nil. The puzzle
// screen sets it, so that its boards judge with the puzzle's own data: the
// alternatives a tactic accepts at its last move are not in the solution
// attribute. The shared module leaves it nil: it does not carry the
// collection.
var PuzzleSource func(game, fen string, solution []string) *tutorials.Puzzle

type puzzleError string

func (e puzzleError) Error() string { return string(e) }

const errNoSolution = puzzleError("solution: a puzzle needs its moves, for example solution=\"h3e3 h10g8 h1g3\"")

// parseSolution plays a solution on a copy of g, returning the legal
// prefix and an error naming the first bad move.
func parseSolution(g *core.Game, s string) ([]rules.Move, error) {
	fields := strings.Fields(s)
	switch {
	case len(fields) == 0:
		return nil, errNoSolution
	case len(fields) > MaxSolutionMoves:
		return nil, fmt.Errorf("solution: %d moves, at most %d", len(fields), MaxSolutionMoves)
	}
	line, err := g.Copy()
	if err != nil {
		return nil, err
	}
	var out []rules.Move
	for i, f := range fields {
		m, err := line.Live().ParseMove(f)
		if err == nil {
			err = line.Play(m, core.ByAPI)
		}
		if err != nil {
			return out, fmt.Errorf("solution move %d %q: %s", i+1, clip(f), reason(err))
		}
		out = append(out, m)
	}
	return out, nil
}

// setupPuzzle prepares the judge of a Position game's solution: the
// collection's puzzle when PuzzleSource knows it, else the runner for a
// solution that ends in a win, else (c.run nil) the line move by move.
func (c *Controller) setupPuzzle(a Attrs) {
	if c.v.HiddenPieces {
		return
	}
	start := c.game.StartFEN()
	if PuzzleSource != nil {
		line := make([]string, len(c.solution))
		for i, m := range c.solution {
			line[i] = m.String()
		}
		if p := PuzzleSource(c.v.Game.String(), start, line); p != nil {
			if run, err := tutorials.NewPuzzleRun(p); err == nil {
				c.run = run
				return
			}
		}
	}
	if run, err := tutorials.NewPuzzleRunFromEmbed(c.v.Game.String(), start, a.Solution); err == nil {
		c.run = run
	}
}

// puzzleMove judges the person's move m; it reports whether it was played.
func (c *Controller) puzzleMove(m rules.Move, animate bool) bool {
	if c.run != nil {
		return c.runnerMove(m, animate)
	}
	last := c.solved == len(c.solution)-1
	if m != c.solution[c.solved] && !(c.v.HiddenPieces && last && c.winsAtOnce(m)) {
		c.mistakes++
		c.refuse(c.lang.T("pz.board.wrong", c.lineHint()))
		return false
	}
	if !c.playMove(m, animate) {
		return false
	}
	c.advance("")
	return true
}

// runnerMove judges m by the puzzle runner.
func (c *Controller) runnerMove(m rules.Move, animate bool) bool {
	v := c.run.Submit(m.String())
	if !v.Accepted {
		c.mistakes++
		c.refuse(c.lang.T("pz.board.wrong", c.lang.Note(c.v.Game, v.Hint)))
		return false
	}
	if !c.playMove(m, animate) {
		return false
	}
	if v.Status == tutorials.PuzzleSolved {
		c.solved = len(c.solution) // the last move may be an alternative mate
		c.puzzleDone()
		return true
	}
	c.advance(v.Reply)
	return true
}

// winsAtOnce reports whether banqi's action m leaves the opponent without
// an action.
func (c *Controller) winsAtOnce(m rules.Move) bool {
	mover := c.game.Live().SideToMove()
	after, ok := core.After(c.game.Live(), m)
	if !ok {
		return false
	}
	o := after.Outcome()
	return o.Over() && o.Result == rules.Win(mover)
}

// advance counts a played solution move and schedules the reply, if any.
func (c *Controller) advance(reply string) {
	c.solved++
	if c.solved >= len(c.solution) {
		c.puzzleDone()
		return
	}
	if reply == "" {
		reply = c.solution[c.solved].String()
	}
	c.later(c.host, func() { c.puzzleReply(reply) })
}

func (c *Controller) puzzleReply(reply string) {
	if c.game == nil || c.solved >= len(c.solution) {
		return
	}
	c.waiting = false
	if err := c.game.PlayUCI(reply, core.ByAPI); err != nil { // the solution was checked when the board loaded
		c.message = c.lang.T("pz.board.reply", clip(reply), reason(err))
		return
	}
	c.sync()
	c.solved++
	if c.solved >= len(c.solution) {
		c.puzzleDone()
	}
}

func (c *Controller) puzzleDone() {
	c.message = c.lang.T("pz.board.solved")
	c.say(c.lang.T("pz.board.say"))
}

// lineHint names the piece that plays the next move of a line and whether
// that move checks, captures or is quiet, as the runner's hints do.
func (c *Controller) lineHint() string {
	m := c.solution[c.solved]
	p := c.Position()
	if p == nil || p.At(m.From()) == rules.Empty {
		return c.lang.T("pz.board.try")
	}
	return c.lang.Note(c.v.Game, tutorials.MoveHint(p, m))
}

// Hint shows a hint for the next move; it counts as help.
func (c *Controller) Hint() {
	if !c.puzzleOpen() || c.waiting && c.v.HiddenPieces {
		return
	}
	c.hints++
	switch m := c.solution[c.solved]; {
	case c.run != nil:
		c.message = c.lang.Note(c.v.Game, c.run.Hint())
	case c.v.HiddenPieces:
		c.message = c.lang.T("pz.board.hint.from", c.label(m.From()))
	default:
		c.message = c.lineHint()
	}
	c.say(c.message)
}

// puzzleOpen reports whether a puzzle is being played and not yet over.
func (c *Controller) puzzleOpen() bool {
	return c.mode == Puzzle && c.game != nil && c.open()
}

// ShowSolution gives up: the board goes back to the start and plays the
// whole solution, and the puzzle is failed.
func (c *Controller) ShowSolution() {
	if !c.puzzleOpen() {
		return
	}
	if c.run != nil {
		c.run.ShowSolution()
	}
	c.gaveUp, c.peeked = true, true
	c.rewind()
	c.replay(c.host, 0, func(m rules.Move) {
		if c.game.Play(m, core.ByAPI) == nil {
			c.sync()
		}
	}, func() {
		if !c.v.HiddenPieces {
			c.message = c.lang.T("pz.board.solution", c.lineText())
			c.say(c.message)
		}
	})
}

// lineText writes the solution in the notation the move lists use by
// default in the board's language (see MoveText).
func (c *Controller) lineText() string {
	parts := make([]string, len(c.solution))
	pos, _ := c.game.At(0).(*rules.Position)
	for i, m := range c.solution {
		parts[i] = MoveText(pos, m, c.lang)
		pos.MakeMove(m)
	}
	return strings.Join(parts, " ")
}

// Restart sets a puzzle back to its start for another try; help already
// taken still counts.
func (c *Controller) Restart() {
	if c.mode != Puzzle || c.game == nil || len(c.solution) == 0 {
		return
	}
	if c.run != nil {
		if err := c.run.Restart(); err != nil {
			c.message = err.Error()
			return
		}
	}
	c.rewind()
	c.gaveUp, c.retried = false, true
}

// rewind puts the start position back and cancels pending replies.
func (c *Controller) rewind() {
	c.attempt.rewind()
	c.game.Restart()
	c.sync()
}

// Puzzle reports how the attempt stands; ok is false outside puzzle mode.
func (c *Controller) Puzzle() (PuzzleInfo, bool) {
	if c.mode != Puzzle || c.game == nil || len(c.solution) == 0 {
		return PuzzleInfo{}, false
	}
	return c.attempt.info(c.Status()), true
}
