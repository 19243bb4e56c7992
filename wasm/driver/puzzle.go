package driver

import (
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
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
// material, an opening to learn) is followed move by move.

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

// setupPuzzle prepares the judge for the solution just parsed: the
// collection's puzzle when PuzzleSource knows it, else the runner for a
// solution that ends in a win, else (c.run nil) the line move by move.
func (c *Controller) setupPuzzle(a Attrs) {
	if len(c.solution) == 0 {
		c.fail(errNoSolution, false)
		return
	}
	if PuzzleSource != nil {
		line := make([]string, len(c.solution))
		for i, m := range c.solution {
			line[i] = m.String()
		}
		if p := PuzzleSource(c.v.Game.String(), c.startFEN, line); p != nil {
			if run, err := tutorials.NewPuzzleRun(p); err == nil {
				c.run = run
				return
			}
		}
	}
	if run, err := tutorials.NewPuzzleRunFromEmbed(c.v.Game.String(), c.startFEN, a.Solution); err == nil {
		c.run = run
	}
}

type puzzleError string

func (e puzzleError) Error() string { return string(e) }

const errNoSolution = puzzleError("solution: a puzzle needs its moves, for example solution=\"h3e3 h10g8 h1g3\"")

// puzzleMove judges the person's move m; it reports whether it was played.
func (c *Controller) puzzleMove(m rules.Move, animate bool) bool {
	if c.run == nil {
		if m != c.solution[c.solved] {
			c.mistakes++
			c.refuse(c.lang.T("pz.board.wrong", c.lineHint()))
			return false
		}
		c.play(m, animate)
		c.advance(1, "")
		return true
	}
	v := c.run.Submit(m.String())
	if !v.Accepted {
		c.mistakes++
		c.refuse(c.lang.T("pz.board.wrong", c.lang.Note(c.v.Game, v.Hint)))
		return false
	}
	c.play(m, animate)
	if v.Status == tutorials.PuzzleSolved {
		c.solved = len(c.solution) // the last move may be an alternative mate
		c.puzzleDone()
		return true
	}
	c.advance(1, v.Reply)
	return true
}

// advance counts n played solution moves and schedules the reply, if any.
func (c *Controller) advance(n int, reply string) {
	c.solved += n
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
	if c.pos == nil || c.solved >= len(c.solution) {
		return
	}
	c.waiting = false
	m, err := c.pos.ParseMove(reply)
	if err != nil { // the solution was checked when the board loaded
		c.message = c.lang.T("pz.board.reply", clip(reply), reason(err))
		return
	}
	c.play(m, true)
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
	if c.pos.At(m.From()) == rules.Empty {
		return c.lang.T("pz.board.try")
	}
	return c.lang.Note(c.v.Game, tutorials.MoveHint(c.pos, m))
}

// Hint shows a hint for the next move; it counts as help.
func (c *Controller) Hint() {
	if !c.puzzleOpen() {
		return
	}
	c.hints++
	if c.run != nil {
		c.message = c.lang.Note(c.v.Game, c.run.Hint())
	} else {
		c.message = c.lineHint()
	}
	c.say(c.message)
}

// puzzleOpen reports whether a puzzle is being played and not yet over.
func (c *Controller) puzzleOpen() bool {
	return c.mode == Puzzle && c.pos != nil && c.open()
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
	c.gaveUp, c.seen = true, true
	c.rewind()
	c.replay(c.host, 0, func(m rules.Move) { c.play(m, true) }, func() {
		c.message = c.lang.T("pz.board.solution", c.lineText())
		c.say(c.message)
	})
}

// lineText writes the solution in the notation the move lists use by
// default in the board's language (see MoveText).
func (c *Controller) lineText() string {
	parts := make([]string, len(c.solution))
	pos, err := c.v.NewPosition(c.startFEN)
	for i, m := range c.solution {
		if err != nil { // it was read once already: UCI stands in
			parts[i] = m.String()
			continue
		}
		parts[i] = MoveText(pos, m, c.lang)
		pos.MakeMove(m)
	}
	return strings.Join(parts, " ")
}

// MoveText spells m, legal in p, in the game's usual notation for a page in
// language l: WXF for xiangqi (the Spanish notation in Spanish), Korean for
// janggi, SAN for the Mongolian games, UCI for any other.
func MoveText(p *rules.Position, m rules.Move, l i18n.Lang) string {
	switch p.Variant().Game {
	case rules.Xiangqi:
		if l == i18n.Spanish {
			return p.Spanish(m)
		}
		return p.WXF(m)
	case rules.Janggi:
		return p.Korean(m)
	case rules.Shatar, rules.Hiashatar:
		return p.SAN(m)
	}
	return m.String()
}

// Restart sets a puzzle back to its start for another try; help already
// taken still counts.
func (c *Controller) Restart() {
	if c.mode != Puzzle || c.pos == nil || len(c.solution) == 0 {
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
	pos, err := c.v.NewPosition(c.startFEN)
	if err != nil { // it was read once already
		c.message = err.Error()
		return
	}
	c.attempt.rewind()
	c.pos, c.moves = pos, nil
	c.clearSelection()
	c.message = ""
}

// Puzzle reports how the attempt stands; ok is false outside puzzle mode.
func (c *Controller) Puzzle() (PuzzleInfo, bool) {
	if c.mode != Puzzle || c.pos == nil || len(c.solution) == 0 {
		return PuzzleInfo{}, false
	}
	return c.attempt.info(c.Status()), true
}
