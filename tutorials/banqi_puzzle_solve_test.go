package tutorials

import (
	"errors"
	"fmt"

	"github.com/elephant-chess/elephant/rules"
)

// banqiSolver is an exhaustive AND-OR search over a face-up banqi position:
// can the solver, to move at the root, leave the defender without an action
// within n of its own moves, against every defence? It looks at every
// action of both sides, with no evaluation and no pruning but the AND-OR
// cut-offs, so its answers are exact. Draws count as failures for the
// solver: each node asks the view's Outcome. The cache keys a result by the
// position (its hash) and the moves left, which is exact as long as no
// draw can depend on the path: from a FEN with the halfmove clock at 0, a
// threefold repetition needs at least 8 plies and the move limit 100, and a
// win in 4 moves has 7 (banqiSolverMaxPlies).
type banqiSolver struct {
	b      *rules.BanqiView
	solver rules.Color
	cache  map[banqiSolverKey]bool
	nodes  int
	limit  int // nodes before giving up; 0 for none
}

type banqiSolverKey struct {
	hash uint64
	n    int8
}

// banqiSolverMaxPlies is the longest line the cache is exact for (above).
const banqiSolverMaxPlies = 7

// errBanqiNodes reports a search that reached its node bound.
var errBanqiNodes = errors.New("node bound reached")

func newBanqiSolver(b *rules.BanqiView, limit int) *banqiSolver {
	return &banqiSolver{b: b, solver: b.SideToMove(), cache: map[banqiSolverKey]bool{}, limit: limit}
}

// over reports whether the game has ended at this node, and whether the
// solver won it.
func (s *banqiSolver) over() (ended, won bool) {
	o := s.b.Outcome()
	return o.Over(), o.Result == rules.Win(s.solver)
}

// wins reports whether the solver wins within n more moves of its own:
// with the solver to move, by some action; with the defender to move,
// after every one.
func (s *banqiSolver) wins(n int) (bool, error) {
	if ended, won := s.over(); ended {
		return won, nil
	}
	if n <= 0 {
		return false, nil
	}
	key := banqiSolverKey{s.b.Hash(), int8(n)}
	if r, ok := s.cache[key]; ok {
		return r, nil
	}
	if s.nodes++; s.limit > 0 && s.nodes > s.limit {
		return false, errBanqiNodes
	}
	mine := s.b.SideToMove() == s.solver
	next := n
	if mine {
		next--
	}
	var ml rules.MoveList
	s.b.GenerateLegal(&ml)
	result := !mine // the solver needs one winning action; the defender one escape
	for _, m := range banqiOrdered(s.b, &ml) {
		s.b.MakeMove(m, rules.Empty)
		ok, err := s.wins(next)
		s.b.UnmakeMove()
		if err != nil {
			return false, err
		}
		if ok == mine {
			result = mine
			break
		}
	}
	s.cache[key] = result
	return result, nil
}

// banqiOrdered puts captures first: they end searches soonest on both
// sides. It reorders ml in place.
func banqiOrdered(b *rules.BanqiView, ml *rules.MoveList) []rules.Move {
	moves := ml.Moves()
	k := 0
	for i, m := range moves {
		if b.At(m.To()) != rules.Empty {
			moves[i], moves[k] = moves[k], moves[i]
			k++
		}
	}
	return moves
}

// shortest returns the least n ≤ max within which the solver, to move,
// wins, or 0 when it does not within max.
func (s *banqiSolver) shortest(max int) (int, error) {
	for n := 1; n <= max; n++ {
		ok, err := s.wins(n)
		if err != nil || ok {
			return n, err
		}
	}
	return 0, nil
}

// winning lists the solver's moves after which it wins within n moves in
// all (this one included).
func (s *banqiSolver) winning(n int) ([]rules.Move, error) {
	var ml rules.MoveList
	s.b.GenerateLegal(&ml)
	var out []rules.Move
	for _, m := range ml.Moves() {
		s.b.MakeMove(m, rules.Empty)
		ok, err := s.wins(n - 1)
		s.b.UnmakeMove()
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, m)
		}
	}
	return out, nil
}

// resistance returns, with the defender to move and the solver winning
// within n moves, how many moves the solver needs against each reply.
func (s *banqiSolver) resistance(n int) (map[rules.Move]int, error) {
	var ml rules.MoveList
	s.b.GenerateLegal(&ml)
	out := map[rules.Move]int{}
	for _, m := range ml.Moves() {
		s.b.MakeMove(m, rules.Empty)
		k, err := s.shortest(n)
		s.b.UnmakeMove()
		if err != nil {
			return nil, err
		}
		if k == 0 {
			return nil, fmt.Errorf("the reply %s escapes a win in %d", m, n)
		}
		out[m] = k
	}
	return out, nil
}
