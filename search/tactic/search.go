package tactic

import (
	"errors"

	"github.com/elephant-chess/elephant/rules"
)

// Mate is the score of a forced checkmate (less the plies to it): above any
// material balance.
const Mate = 1_000_000

// mateBound separates mate scores from material ones.
const mateBound = Mate - 1000

// maxQuiescencePly bounds a quiescence line. Captures end by themselves,
// but check evasions that give check back could go on.
const maxQuiescencePly = 32

// ErrNodeLimit is returned when a search needs more nodes than allowed.
var ErrNodeLimit = errors.New("tactic: node limit reached")

// searcher is one search: the position (changed and restored) and counters.
type searcher struct {
	pos    *rules.Position
	v      *rules.Variant
	solver rules.Color
	// draw is the score of a drawn game from the solver's view: its
	// material balance at the root, so that a draw gains nothing.
	draw  int
	nodes uint64
	limit uint64
}

func newSearcher(pos *rules.Position, solver rules.Color, root int, limit uint64) *searcher {
	return &searcher{pos: pos, v: pos.Variant(), solver: solver, draw: root, limit: limit}
}

// errAbort unwinds a search that ran out of nodes.
type errAbort struct{}

// run calls f and turns a node-limit abort into ErrNodeLimit, taking back
// the moves the abort left on the board.
func (s *searcher) run(f func() int) (v int, err error) {
	start := s.pos.Ply()
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(errAbort); !ok {
				panic(r)
			}
			for s.pos.Ply() > start {
				s.pos.UnmakeMove()
			}
			err = ErrNodeLimit
		}
	}()
	return f(), nil
}

// drawScore is a drawn game seen from the side to move.
func (s *searcher) drawScore() int {
	if s.pos.SideToMove() == s.solver {
		return s.draw
	}
	return -s.draw
}

// terminal scores a game that is over, from the side to move's view.
func (s *searcher) terminal(o rules.Outcome, ply int) int {
	switch o.Result {
	case rules.Win(s.pos.SideToMove()):
		return Mate - ply
	case rules.Win(s.pos.SideToMove().Other()):
		return -(Mate - ply)
	}
	return s.drawScore()
}

// outcome judges whether the game is over, asking the rules only when it
// may be: Outcome is dear (it generates the moves again and walks the
// history), and on most nodes of a short tactic no rule can end the game.
// It may when the side to move has no move, when a side is down to a few
// pieces (bare king, insufficient material, janggi's attackers), when
// janggi's generals face each other or the players passed, and deep in a
// line, where repetitions become possible (a position needs 8 plies to come
// back a third time).
func (s *searcher) outcome(legal *rules.MoveList, ply int) (rules.Outcome, bool) {
	p := s.pos
	maybe := legal.Len() == 0 || ply >= 8 ||
		p.PieceCount(rules.First) <= fewPieces || p.PieceCount(rules.Second) <= fewPieces ||
		p.GeneralsFacing() || p.NoMovesByRule()
	if !maybe {
		return rules.Outcome{}, false
	}
	o := p.Outcome()
	return o, o.Over()
}

// fewPieces is the piece count (the king included) at or under which a
// side's material may end the game by rule.
const fewPieces = 4

// count charges one node and aborts past the limit.
func (s *searcher) count() {
	s.nodes++
	if s.limit > 0 && s.nodes > s.limit {
		panic(errAbort{})
	}
}

// delta is the material the side to move gains by m: the piece taken and
// the promotion, in tenths.
func (s *searcher) delta(m rules.Move) int {
	if m.IsPass() {
		return 0
	}
	d := 0
	if t := s.pos.At(m.To()); t != rules.Empty {
		d += s.v.Kind(t.Kind()).Value
	}
	if k := m.Promotion(); k != rules.NoKind {
		d += s.v.Kind(k).Value - s.v.Kind(s.pos.At(m.From()).Kind()).Value
	}
	return d
}

// search is a full-width negamax alpha-beta to depth plies, then
// quiescence. bal is the material balance from the side to move's view.
func (s *searcher) search(depth, alpha, beta, bal, ply int) int {
	s.count()
	var ml rules.MoveList
	s.pos.GenerateLegal(&ml)
	if o, over := s.outcome(&ml, ply); over {
		return s.terminal(o, ply)
	}
	if depth <= 0 {
		return s.quiesce(alpha, beta, bal, ply, &ml)
	}
	moves := s.order(ml.Moves(), false)
	best := -Mate
	for _, m := range moves {
		d := s.delta(m)
		s.pos.MakeMove(m)
		v := -s.search(depth-1, -beta, -alpha, -(bal + d), ply+1)
		s.pos.UnmakeMove()
		if v > best {
			best = v
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// quiesce resolves captures: the side to move may stand on the balance or
// capture, and must answer a check with any legal move. legal holds the
// side to move's legal moves (the game is not over).
func (s *searcher) quiesce(alpha, beta, bal, ply int, legal *rules.MoveList) int {
	inCheck := s.pos.InCheck()
	best := -Mate
	if !inCheck || ply >= maxQuiescencePly {
		best = bal
		if best >= beta || ply >= maxQuiescencePly {
			return best
		}
		alpha = max(alpha, best)
	}
	moves := s.order(legal.Moves(), !inCheck)
	for _, m := range moves {
		d := s.delta(m)
		s.pos.MakeMove(m)
		s.count()
		var v int
		var ml rules.MoveList
		s.pos.GenerateLegal(&ml)
		if o, over := s.outcome(&ml, ply+1); over {
			v = -s.terminal(o, ply+1)
		} else {
			v = -s.quiesce(-beta, -alpha, -(bal + d), ply+1, &ml)
		}
		s.pos.UnmakeMove()
		if v > best {
			best = v
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// order puts captures and promotions first, the most valuable victim
// first and, among equal victims, the least valuable attacker first; the
// other moves follow in the generator's stable order. With onlyCaptures the
// other moves are left out.
func (s *searcher) order(ms []rules.Move, onlyCaptures bool) []rules.Move {
	type scored struct {
		m rules.Move
		v int
	}
	var caps []scored
	var quiet []rules.Move
	for _, m := range ms {
		if d := s.delta(m); d > 0 {
			caps = append(caps, scored{m, d*64 - s.v.Kind(s.pos.At(m.From()).Kind()).Value})
		} else if !onlyCaptures {
			quiet = append(quiet, m)
		}
	}
	// Insertion sort: stable, and the lists are short.
	for i := 1; i < len(caps); i++ {
		for j := i; j > 0 && caps[j].v > caps[j-1].v; j-- {
			caps[j], caps[j-1] = caps[j-1], caps[j]
		}
	}
	out := make([]rules.Move, 0, len(caps)+len(quiet))
	for _, c := range caps {
		out = append(out, c.m)
	}
	return append(out, quiet...)
}
