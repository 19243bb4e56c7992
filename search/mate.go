package search

import (
	"errors"
	"fmt"

	"github.com/elephant-chess/elephant/rules"
)

// Puzzles ask for forced wins, so the mate solver counts every way the rules
// end the game in the attacker's favour when the defender is left without a
// legal move: checkmate, and in xiangqi stalemate too (the stalemated side
// loses there, so a puzzle must accept it as a solution). Wins the rules
// deny are not wins: a shatar mate without a shak (niol) is a draw, a knight
// mate is illegal in traditional shatar and a win for the mated side under
// Fairy-Stockfish's rules, and a bare king (robado) is a draw. A line that
// repeats a position is never counted as a win, whatever its verdict:
// puzzles need progress, not the opponent's rule breaking.
//
// Because a repetition ends a line, what a position is worth depends on the
// positions before it on the path since the last irreversible move (the
// only ones it can repeat): a defender may escape a mate by returning to a
// position it has been in, in xiangqi above all, where such a cycle of
// checks loses for the checker. The solver's cache therefore keys every
// result by that set of earlier positions as well as the position and the
// moves left, so a result proven along one path is never reused on a path
// that offers other repetitions (TestMateCacheRespectsRepetitions).

// DefaultMateNodes bounds SolveMate's work.
const DefaultMateNodes = 20_000_000

// MaxMateMoves is the longest mate, in the attacker's moves, the solver
// looks for.
const MaxMateMoves = 12

// ErrMateTooLong is what SolveMate and SolveMateNodes panic with (wrapped,
// with the numbers) when asked for a mate longer than MaxMateMoves: asking
// for more is a programming error, and searching less without a word would
// report "no mate" where there may be one.
var ErrMateTooLong = errors.New("search: mate solver asked for more than MaxMateMoves moves")

// SolveMate finds the smallest n ≤ maxMoves such that the side to move forces
// a win in n of its moves, and returns every first move that does so. It
// returns 0 and nil when there is none within maxMoves (or the work bound
// was reached first). maxMoves above MaxMateMoves panics with ErrMateTooLong.
func SolveMate(pos *rules.Position, maxMoves int) (n int, winning []rules.Move) {
	n, winning, _ = SolveMateNodes(pos, maxMoves, DefaultMateNodes)
	return n, winning
}

// SolveMateNodes is SolveMate with an explicit bound on the nodes visited;
// complete is false when the bound cut the proof short.
func SolveMateNodes(pos *rules.Position, maxMoves int, maxNodes uint64) (n int, winning []rules.Move, complete bool) {
	if maxMoves > MaxMateMoves {
		panic(fmt.Errorf("%w: mate in %d asked, at most %d", ErrMateTooLong, maxMoves, MaxMateMoves))
	}
	ms := &mateSolver{pos: pos.Clone(), attacker: pos.SideToMove(), known: make(map[mateKey]bool), limit: maxNodes}
	return ms.solve(maxMoves)
}

// solve runs the iterative search for SolveMateNodes.
func (ms *mateSolver) solve(maxMoves int) (n int, winning []rules.Move, complete bool) {
	var roots rules.MoveList
	ms.pos.GenerateLegal(&roots)
	if _, broken := kingCapture(ms.pos, &roots); broken {
		return 0, nil, true
	}
	for n = 1; n <= maxMoves; n++ {
		for _, m := range roots.Moves() {
			saved := ms.enter(m)
			win := ms.defenderLoses(n-1, 1)
			ms.leave(saved)
			if ms.nodes > ms.limit {
				return 0, nil, false
			}
			if win {
				winning = append(winning, m)
			}
		}
		if len(winning) > 0 {
			return n, winning, true
		}
	}
	return 0, nil, true
}

const maxMateMoves = MaxMateMoves

// mateKey names a solver result: the position, the attacker's moves left,
// and the earlier positions of the path it could repeat (pathKey).
type mateKey struct {
	hash, path uint64
	n          int
}

type mateSolver struct {
	pos      *rules.Position
	attacker rules.Color
	known    map[mateKey]bool // defender nodes already proven (true) or refuted; nil: no cache
	lists    [2*maxMateMoves + 2]rules.MoveList
	killers  [2*maxMateMoves + 2]rules.Move
	nodes    uint64
	limit    uint64
	// path is the XOR of the mixed hashes of the positions on the path since the
	// last irreversible move (the root's earlier history is the same for
	// every node, so it needs no key).
	path uint64
}

// enter plays m, keeping the path key; leave undoes it.
func (ms *mateSolver) enter(m rules.Move) (saved uint64) {
	saved = ms.path
	ms.path ^= mix(ms.pos.Hash())
	ms.pos.MakeMove(m)
	if ms.pos.HalfmoveClock() == 0 {
		ms.path = 0 // nothing before an irreversible move can come back
	}
	return saved
}

// mix scrambles a Zobrist hash so that the XOR of a path's hashes names the
// set of its positions: XORed raw, the hashes of two move orders reaching
// one position cancel to the same value.
func mix(h uint64) uint64 {
	h ^= h >> 31
	h *= 0x7fb5d329728ea185
	h ^= h >> 27
	h *= 0x81dadef4bc2dd44d
	return h ^ h>>33
}

func (ms *mateSolver) leave(saved uint64) {
	ms.pos.UnmakeMove()
	ms.path = saved
}

// defenderLoses reports whether, with the defender to move, the attacker
// wins by force within n more moves of its own.
func (ms *mateSolver) defenderLoses(n, ply int) bool {
	ms.nodes++
	if ms.nodes > ms.limit {
		return false
	}
	p := ms.pos
	if ms.drawnOrRepeated() {
		return false
	}
	ml := &ms.lists[ply]
	p.GenerateLegal(ml)
	if ml.Len() == 0 {
		return ms.attackerWon()
	}
	if n == 0 {
		return false
	}
	key := mateKey{p.Hash(), ms.path, n}
	if r, ok := ms.known[key]; ok {
		return r
	}
	// Try the reply that refuted a sibling first: one refutation settles the node.
	moves := ml.Moves()
	if k := ms.killers[ply]; k != rules.NoMove {
		for i, m := range moves {
			if m == k {
				moves[0], moves[i] = moves[i], moves[0]
				break
			}
		}
	}
	result := true
	for _, m := range moves {
		saved := ms.enter(m)
		win := ms.attackerWins(n, ply+1)
		ms.leave(saved)
		if !win {
			ms.killers[ply] = m
			result = false
			break
		}
	}
	if ms.nodes <= ms.limit && ms.known != nil {
		ms.known[key] = result
	}
	return result
}

// attackerWins reports whether the attacker, to move, wins within n moves.
// Checks are tried first; on the last move only checks can win where a
// stalemate draws (the Mongolian games).
func (ms *mateSolver) attackerWins(n, ply int) bool {
	p := ms.pos
	if ms.drawnOrRepeated() {
		return false
	}
	ml := &ms.lists[ply]
	p.GenerateLegal(ml)
	checksOnly := n == 1 && p.Variant().Stalemate == rules.StalemateDraws
	for pass := 0; pass < 2; pass++ {
		for _, m := range ml.Moves() {
			saved := ms.enter(m)
			check := p.InCheck()
			win := false
			if check == (pass == 0) && !(checksOnly && !check) {
				win = ms.defenderLoses(n-1, ply+1)
			}
			ms.leave(saved)
			if win {
				return true
			}
			if ms.nodes > ms.limit {
				return false
			}
		}
	}
	return false
}

// attackerWon judges a position where the defender has no legal move.
func (ms *mateSolver) attackerWon() bool {
	p := ms.pos
	if p.Variant().Stalemate == rules.StalemateLoses {
		return true
	}
	if o := p.Outcome(); o.Over() {
		return o.Result == rules.Win(ms.attacker)
	}
	return p.InCheck()
}

// drawnOrRepeated reports the rule draws a line can run into, and repetitions.
func (ms *mateSolver) drawnOrRepeated() bool {
	p := ms.pos
	if p.HalfmoveClock() >= 4 {
		if n, _, _ := p.Repetition(); n > 0 {
			return true
		}
	}
	_, over := ruleDraw(p)
	return over
}
