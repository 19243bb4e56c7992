package tactic

import (
	"fmt"
	"slices"

	"github.com/elephant-chess/elephant/rules"
)

// Prover evaluates a position for the side to move at its start (the
// solver): how much material it is sure to win, as a gain over the
// material balance at the start, in tenths of a point. A forced mate
// scores Mate or more; a drawn game gains nothing.
type Prover struct {
	s    *searcher
	root int // the solver's material balance at the start
}

// NewProver starts from a copy of pos; limit bounds the nodes of each
// search (0 for none).
func NewProver(pos *rules.Position, limit uint64) *Prover {
	q := pos.Clone()
	solver := q.SideToMove()
	root := Material(q, solver)
	return &Prover{s: newSearcher(q, solver, root, limit), root: root}
}

// Position is the prover's position; Play and Undo walk it along a line.
func (p *Prover) Position() *rules.Position { return p.s.pos }

// Play plays m, which must be legal.
func (p *Prover) Play(m rules.Move) { p.s.pos.MakeMove(m) }

// Undo takes the last move back.
func (p *Prover) Undo() { p.s.pos.UnmakeMove() }

// Nodes counts the nodes searched so far.
func (p *Prover) Nodes() uint64 { return p.s.nodes }

// gainAfter plays m and searches plies more full-width plies, then
// quiescence, in the window (lo, hi) of gains seen by the solver. It
// returns the solver's gain, exact inside the window, a bound outside.
func (p *Prover) gainAfter(m rules.Move, plies, lo, hi int) (int, error) {
	s := p.s
	bal := Material(s.pos, s.pos.SideToMove())
	d := s.delta(m)
	s.pos.MakeMove(m)
	defer s.pos.UnmakeMove()
	bal = -(bal + d) // the balance seen by the side to move after m
	alpha, beta := lo+p.root, hi+p.root
	solverToMove := s.pos.SideToMove() == s.solver
	if !solverToMove {
		alpha, beta = -beta, -alpha
	}
	v, err := s.run(func() int { return s.search(plies, alpha, beta, bal, 1) })
	if err != nil {
		return 0, err
	}
	if !solverToMove {
		v = -v
	}
	return v - p.root, nil
}

// Gain returns the exact gain of move m played now, with plies more
// full-width plies after it.
func (p *Prover) Gain(m rules.Move, plies int) (int, error) {
	return p.gainAfter(m, plies, -Mate-1, Mate+1)
}

// Reaches reports whether move m played now gains at least w with plies
// more full-width plies after it (a null-window search, cheaper than Gain).
func (p *Prover) Reaches(m rules.Move, plies, w int) (bool, error) {
	g, err := p.gainAfter(m, plies, w-1, w)
	return g >= w, err
}

// Winners returns the side to move's moves that gain at least w, with plies
// more full-width plies after each.
func (p *Prover) Winners(plies, w int) ([]rules.Move, error) {
	var out []rules.Move
	for _, m := range p.s.pos.LegalMoves() {
		ok, err := p.Reaches(m, plies, w)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, m)
		}
	}
	return out, nil
}

// IsMate reports whether the gain g is a forced mate rather than material.
func IsMate(g int) bool { return g >= mateBound || g <= -mateBound }

// Claim is a "win material" puzzle to prove: from Start, the side to move
// plays Line (its own moves and the defender's alternating, its own first
// and last) and wins at least Win tenths of a point. LastAlts are the other
// moves accepted at the last solver move.
type Claim struct {
	Start    *rules.Position
	Line     []rules.Move
	LastAlts []rules.Move
	Win      int
	// Horizon asks for the extra check that the win still holds with one
	// more move for each side, against every defence.
	Horizon bool
}

// Prove checks a claim, within limit nodes per search (0 for none):
//   - the line is legal and the game does not end on it;
//   - at every solver move, with the solver's moves left in the line, the
//     line's move gains at least Win against every defence, without a
//     forced mate (a mate makes a mate puzzle), and every other move
//     gains less, but for LastAlts at the last move, which must all gain
//     at least Win too;
//   - at every defender move, the line's reply is the most stubborn: no
//     other reply leaves the solver less;
//   - with Horizon, the solver still gains at least Win with one more move
//     for each side: the win is not an artefact of where the line stops.
//
// It returns the exact gain of the line's first move.
func Prove(c Claim, limit uint64) (int, error) {
	if c.Start == nil || len(c.Line)%2 == 0 {
		return 0, fmt.Errorf("the line has %d moves; the solver plays the first and the last", len(c.Line))
	}
	if c.Win <= 0 {
		return 0, fmt.Errorf("win %d: want a gain above zero", c.Win)
	}
	if !c.Start.IsLegal(c.Line[0]) {
		return 0, fmt.Errorf("ply 1: %s is not legal", c.Line[0])
	}
	p := NewProver(c.Start, limit)
	n := (len(c.Line) + 1) / 2
	first, err := p.Gain(c.Line[0], 2*n-2)
	if err != nil {
		return 0, err
	}
	if IsMate(first) {
		return first, fmt.Errorf("the first move forces mate: a mate puzzle, not material")
	}
	if c.Horizon {
		ok, err := p.Reaches(c.Line[0], 2*n, c.Win)
		if err != nil {
			return first, fmt.Errorf("horizon: %w", err)
		}
		if !ok {
			return first, fmt.Errorf("with one more move each the win does not hold")
		}
	}
	for i, m := range c.Line {
		if !p.s.pos.IsLegal(m) {
			return first, fmt.Errorf("ply %d: %s is not legal", i+1, m)
		}
		left := len(c.Line) - 1 - i // plies of the line after this one
		var err error
		if i%2 == 0 {
			err = p.proveSolver(m, left, c.Win, i == len(c.Line)-1, c.LastAlts)
		} else {
			err = p.proveDefender(m, left)
		}
		if err != nil {
			return first, fmt.Errorf("ply %d (%s): %w", i+1, m, err)
		}
		p.Play(m)
		if o := p.s.pos.Outcome(); o.Over() {
			return first, fmt.Errorf("ply %d (%s): the game ends (%s)", i+1, m, o.Reason)
		}
	}
	return first, nil
}

// proveSolver checks a solver move: the moves that reach w are exactly m
// and, at the last move, alts.
func (p *Prover) proveSolver(m rules.Move, left, w int, last bool, alts []rules.Move) error {
	want := []rules.Move{m}
	if last {
		want = append(want, alts...)
	}
	got, err := p.Winners(left, w)
	if err != nil {
		return err
	}
	if !sameMoves(got, want) {
		return fmt.Errorf("the moves that win %d are %v, want %v", w, got, want)
	}
	g, err := p.Gain(m, left)
	if err != nil {
		return err
	}
	if IsMate(g) {
		return fmt.Errorf("it forces mate: a mate puzzle, not material")
	}
	return nil
}

// proveDefender checks that no reply leaves the solver less than m does.
func (p *Prover) proveDefender(m rules.Move, left int) error {
	g, err := p.Gain(m, left)
	if err != nil {
		return err
	}
	for _, d := range p.s.pos.LegalMoves() {
		if d == m {
			continue
		}
		ok, err := p.Reaches(d, left, g)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("the reply %s leaves the solver less than %d", d, g)
		}
	}
	return nil
}

func sameMoves(a, b []rules.Move) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
