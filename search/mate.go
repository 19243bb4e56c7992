package search

import "github.com/elephant-chess/elephant/rules"

// Puzzles ask for forced wins, so the mate solver counts every way the rules
// end the game in the attacker's favour when the defender is left without a
// legal move: checkmate, and in xiangqi stalemate too (the stalemated side
// loses there, so a puzzle must accept it as a solution). Wins the rules
// deny are not wins: a shatar mate without a shak (niol) is a draw, a knight
// mate is illegal in traditional shatar and a win for the mated side under
// Fairy-Stockfish's rules, and a bare king (robado) is a draw. A line that
// repeats a position is never counted as a win, whatever its verdict:
// puzzles need progress, not the opponent's rule breaking.

// DefaultMateNodes bounds SolveMate's work.
const DefaultMateNodes = 20_000_000

// SolveMate finds the smallest n ≤ maxMoves such that the side to move forces
// a win in n of its moves, and returns every first move that does so. It
// returns 0 and nil when there is none within maxMoves (or the work bound
// was reached first).
func SolveMate(pos *rules.Position, maxMoves int) (n int, winning []rules.Move) {
	n, winning, _ = SolveMateNodes(pos, maxMoves, DefaultMateNodes)
	return n, winning
}

// SolveMateNodes is SolveMate with an explicit bound on the nodes visited;
// complete is false when the bound cut the proof short.
func SolveMateNodes(pos *rules.Position, maxMoves int, maxNodes uint64) (n int, winning []rules.Move, complete bool) {
	maxMoves = min(maxMoves, maxMateMoves)
	ms := &mateSolver{pos: pos.Clone(), attacker: pos.SideToMove(), known: make(map[mateKey]bool), limit: maxNodes}
	var roots rules.MoveList
	ms.pos.GenerateLegal(&roots)
	if _, broken := kingCapture(ms.pos, &roots); broken {
		return 0, nil, true
	}
	for n = 1; n <= maxMoves; n++ {
		for _, m := range roots.Moves() {
			ms.pos.MakeMove(m)
			win := ms.defenderLoses(n-1, 1)
			ms.pos.UnmakeMove()
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

const maxMateMoves = 12

type mateKey struct {
	hash uint64
	n    int
}

type mateSolver struct {
	pos      *rules.Position
	attacker rules.Color
	known    map[mateKey]bool // defender nodes already proven (true) or refuted
	lists    [2*maxMateMoves + 2]rules.MoveList
	killers  [2*maxMateMoves + 2]rules.Move
	nodes    uint64
	limit    uint64
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
	key := mateKey{p.Hash(), n}
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
		p.MakeMove(m)
		win := ms.attackerWins(n, ply+1)
		p.UnmakeMove()
		if !win {
			ms.killers[ply] = m
			result = false
			break
		}
	}
	if ms.nodes <= ms.limit {
		ms.known[key] = result
	}
	return result
}

// attackerWins reports whether the attacker, to move, wins within n moves.
// Checks are tried first; on the last move only checks can win outside
// xiangqi and janggi (a stalemate draws in the Mongolian games).
func (ms *mateSolver) attackerWins(n, ply int) bool {
	p := ms.pos
	if ms.drawnOrRepeated() {
		return false
	}
	ml := &ms.lists[ply]
	p.GenerateLegal(ml)
	checksOnly := n == 1 && (p.Variant().Game == rules.Shatar || p.Variant().Game == rules.Hiashatar)
	for pass := 0; pass < 2; pass++ {
		for _, m := range ml.Moves() {
			p.MakeMove(m)
			check := p.InCheck()
			win := false
			if check == (pass == 0) && !(checksOnly && !check) {
				win = ms.defenderLoses(n-1, ply+1)
			}
			p.UnmakeMove()
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
	if p.Variant().Game == rules.Xiangqi {
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
