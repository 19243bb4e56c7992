package tutorials

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// PuzzleStatus is the state of a puzzle board, as its data-status shows it.
type PuzzleStatus string

const (
	PuzzlePlaying PuzzleStatus = "playing"
	PuzzleSolved  PuzzleStatus = "solved"
	PuzzleFailed  PuzzleStatus = "failed"
)

// PuzzleRun is one attempt at a puzzle: the board, how far the solver got
// and what help it took. It is driven by the puzzle screen and the embeds.
type PuzzleRun struct {
	puzzle   Puzzle
	v        *rules.Variant
	pos      *rules.Position
	solver   rules.Color
	ply      int      // index into the solution of the next move
	played   []string // the moves played, which may end with an alternative
	status   PuzzleStatus
	mistakes int
	hints    int
	shown    bool
}

// PuzzleVerdict answers a submitted move.
type PuzzleVerdict struct {
	// Legal is false when the move cannot be played at all (unreadable, or
	// against the rules); the board stays as it was.
	Legal bool
	// Accepted is true when the move is the solution's or another that wins
	// as fast; it has been played.
	Accepted bool
	Move     string // the move as played, in UCI
	Reply    string // the defender's automatic reply, already played ("" if none)
	Status   PuzzleStatus
	Hint     Note   // why the move was refused, or a pointer to the right idea (package i18n words it)
	FEN      string // the position now
}

// NewPuzzleRun starts a puzzle from the collection, or any puzzle value: it
// is checked first, as untrusted data.
func NewPuzzleRun(p *Puzzle) (*PuzzleRun, error) {
	if p == nil {
		return nil, fmt.Errorf("puzzle: none given")
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	return newRun(*p)
}

func newRun(p Puzzle) (*PuzzleRun, error) {
	v, err := PuzzleVariant(p.Game)
	if err != nil {
		return nil, err
	}
	if v.HiddenPieces {
		return nil, ErrBanqiPuzzleRun
	}
	pos, err := v.NewPosition(p.FEN)
	if err != nil {
		return nil, err
	}
	return &PuzzleRun{puzzle: p.clone(), v: v, pos: pos, solver: pos.SideToMove(), status: PuzzlePlaying}, nil
}

// clone copies a puzzle deeply, so that a run and its caller share nothing.
func (p Puzzle) clone() Puzzle {
	p.Solution = append([]string(nil), p.Solution...)
	p.Themes = append([]string(nil), p.Themes...)
	if p.Alternatives != nil {
		alts := make(map[int][]string, len(p.Alternatives))
		for k, v := range p.Alternatives {
			alts[k] = append([]string(nil), v...)
		}
		p.Alternatives = alts
	}
	return p
}

// Puzzle returns a copy of the puzzle being played.
func (r *PuzzleRun) Puzzle() Puzzle { return r.puzzle.clone() }

// Status reports playing, solved or failed.
func (r *PuzzleRun) Status() PuzzleStatus { return r.status }

// FEN returns the current position.
func (r *PuzzleRun) FEN() string { return r.pos.FEN() }

// Played returns the moves played so far, solver and defender, in UCI.
func (r *PuzzleRun) Played() []string { return append([]string(nil), r.played...) }

// Mistakes counts the refused legal moves; HintsUsed the hints asked for.
func (r *PuzzleRun) Mistakes() int  { return r.mistakes }
func (r *PuzzleRun) HintsUsed() int { return r.hints }

// Result is how the attempt counts for progress once it is over: clean
// (solved with no wrong move and no hint), helped, or failed (the solution
// was shown). It is "" while the puzzle is being played.
func (r *PuzzleRun) Result() PuzzleResult {
	switch {
	case r.status == PuzzlePlaying:
		return ""
	case r.shown || r.status == PuzzleFailed:
		return PuzzleResultFailed
	case r.mistakes > 0 || r.hints > 0:
		return PuzzleResultHelped
	}
	return PuzzleResultSolved
}

// Submit judges the solver's move (UCI, untrusted). An accepted move is
// played with the defender's reply; a refused one is not played.
func (r *PuzzleRun) Submit(move string) PuzzleVerdict {
	if r.status != PuzzlePlaying {
		return r.verdict(PuzzleVerdict{Hint: say(SayPuzzleOver)})
	}
	m, err := r.pos.ParseMove(strings.TrimSpace(move))
	if err != nil {
		return r.verdict(PuzzleVerdict{Hint: r.refusal(move)})
	}
	if !r.accepts(m) {
		r.mistakes++
		return r.verdict(PuzzleVerdict{Legal: true, Move: m.String(), Hint: r.nextHint()})
	}
	r.pos.MakeMove(m)
	r.ply++
	r.played = append(r.played, m.String())
	v := PuzzleVerdict{Legal: true, Accepted: true, Move: m.String()}
	if r.ply >= len(r.puzzle.Solution) || r.pos.Outcome().Over() {
		r.status = PuzzleSolved
		return r.verdict(v)
	}
	v.Reply = r.puzzle.Solution[r.ply]
	reply, err := r.pos.ParseMove(v.Reply)
	if err != nil { // checked at the start; cannot happen with a checked line
		r.status = PuzzleFailed
		return r.verdict(PuzzleVerdict{Legal: true, Accepted: true, Move: m.String(), Hint: badData(err)})
	}
	r.pos.MakeMove(reply)
	r.ply++
	r.played = append(r.played, v.Reply)
	return r.verdict(v)
}

func (r *PuzzleRun) verdict(v PuzzleVerdict) PuzzleVerdict {
	v.Status, v.FEN = r.status, r.pos.FEN()
	return v
}

// accepts reports whether m is the solution's move, a listed alternative,
// or (at the last move) any other move that wins the game at once: all of
// these win as fast, and a mate beats any tactic's material. Alternatives elsewhere would leave the book line, so the data
// lists them only at the last move.
func (r *PuzzleRun) accepts(m rules.Move) bool {
	s := m.String()
	if s == r.puzzle.Solution[r.ply] {
		return true
	}
	if r.ply != len(r.puzzle.Solution)-1 {
		return false
	}
	for _, a := range r.puzzle.Alternatives[r.ply] {
		if a == s {
			return true
		}
	}
	r.pos.MakeMove(m)
	o := r.pos.Outcome()
	r.pos.UnmakeMove()
	return o.Result == rules.Win(r.solver)
}

// Hint points at the next solver move without giving it away, and counts
// as help.
func (r *PuzzleRun) Hint() Note {
	if r.status != PuzzlePlaying {
		return say(SayPuzzleOver)
	}
	r.hints++
	return r.nextHint()
}

// nextHint names the piece that plays the next solution move and whether
// that move checks, captures or is quiet, and so prepares the goal.
func (r *PuzzleRun) nextHint() Note {
	m, err := r.pos.ParseMove(r.puzzle.Solution[r.ply])
	if err != nil {
		return badData(err)
	}
	n := MoveHint(r.pos, m)
	if n.Say == SayHintQuiet {
		n.Say = SayHintQuietMate
		if r.puzzle.IsMaterial() {
			n.Say = SayHintQuietMaterial
		}
	}
	return n
}

// refusal says why an unplayable move is refused: the rules' reason when
// it names two squares, else that it is no move of this board.
func (r *PuzzleRun) refusal(move string) Note {
	move = strings.TrimSpace(move)
	for i := 2; i <= len(move)-2 && len(move) <= 12; i++ {
		from, err1 := r.v.ParseSquare(move[:i])
		to, err2 := r.v.ParseSquare(move[i:])
		if err1 == nil && err2 == nil {
			if why := r.pos.Why(rules.NewMove(from, to, rules.NoKind)); why != nil {
				return Note{Refusal: why}
			}
		}
	}
	return say(SayBadMove)
}

// ShowSolution gives up: it returns the whole solution line from the
// puzzle's start and marks the attempt failed.
func (r *PuzzleRun) ShowSolution() []string {
	r.shown = true
	if r.status == PuzzlePlaying {
		r.status = PuzzleFailed
	}
	return append([]string(nil), r.puzzle.Solution...)
}

// Restart sets the board back to the puzzle's start for another try. The
// help already taken still counts: a retry cannot become a clean solve.
func (r *PuzzleRun) Restart() error {
	pos, err := r.v.NewPosition(r.puzzle.FEN)
	if err != nil {
		return err
	}
	r.pos, r.ply, r.played, r.status = pos, 0, nil, PuzzlePlaying
	return nil
}

// Turn is the side to move now, as data-turn shows it ("w" or "b").
func (r *PuzzleRun) Turn() string { return puzzleSideLetter(r.pos.SideToMove()) }

// Dests lists the legal destinations (data-dest) of the piece on from, a
// square name from the page; nothing for an empty, enemy or unknown square
// or once the puzzle is over.
func (r *PuzzleRun) Dests(from string) []string {
	if r.status != PuzzlePlaying {
		return nil
	}
	s, err := r.v.ParseSquare(from)
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range r.pos.LegalMoves() {
		if m.From() == s && !m.IsPass() {
			out = append(out, m.To().String())
		}
	}
	return out
}
