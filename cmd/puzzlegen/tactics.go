package main

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
	"github.com/elephant-chess/elephant/search/tactic"
	"github.com/elephant-chess/elephant/tutorials"
)

// Material tactics come from positions of engine self-play games: the
// engine (package search, used as a black box) plays both sides at modest,
// seeded levels, so that now and then a move leaves a tactic for the other
// side. Every position of a game is tried; a tactic is kept when the prover
// of search/tactic, which knows nothing of the engine, shows that
//   - no single capture already wins the material (a piece left hanging is
//     not a puzzle),
//   - within n solver moves (n from -min to -max, shortest first) the best
//     first move wins at least minWin points against every defence, and
//     every other first move wins at least a point less,
//   - the line can be built: unique solver moves, the most stubborn
//     defender replies, a capture to finish,
//   - and tactic.Prove accepts it with the horizon check, as the tests do.

// tacticMinWin is the least material a tactic must win, in tenths: a minor
// piece (a janggi elephant, two xiangqi advisors).
const tacticMinWin = 3 * tactic.Scale

// tacticGen finds material tactics of one game.
type tacticGen struct {
	game     string
	v        *rules.Variant
	rng      *rand.Rand
	seed     int64
	nodes    uint64
	min, max int
	seen     map[string]bool
	why      map[string]int
	tried    int
}

// runTactics collects up to per tactics until the deadline.
func runTactics(game string, seed int64, per, minN, maxN int, deadline time.Time, nodes uint64, bases []string) ([]tutorials.Puzzle, error) {
	v, err := tutorials.PuzzleVariant(game)
	if err != nil {
		return nil, err
	}
	if minN < 2 || maxN < minN || maxN > 4 {
		return nil, fmt.Errorf("tactic lengths %d..%d out of range 2..4", minN, maxN)
	}
	g := &tacticGen{game: game, v: v, rng: rand.New(rand.NewSource(seed)), seed: seed, nodes: nodes,
		min: minN, max: maxN, seen: map[string]bool{}, why: map[string]int{}}
	for _, b := range bases {
		if err := g.skipFile(b); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	var out []tutorials.Puzzle
	for games := 0; len(out) < per && time.Now().Before(deadline); games++ {
		out = append(out, g.selfPlay(games, per-len(out), deadline)...)
	}
	fmt.Fprintf(os.Stderr, "%s: %d positions tried in %v; dropped: %v\n", game, g.tried, time.Since(start).Round(time.Second), g.why)
	return out, nil
}

// skipFile marks the positions of a data file as seen.
func (g *tacticGen) skipFile(path string) error {
	f, err := readPuzzleFile(path)
	if err != nil {
		return err
	}
	for _, p := range f.Puzzles {
		g.seen[boardKey(p.FEN)] = true
	}
	return nil
}

// maxPerGame bounds the tactics taken from one self-play game, for variety.
const maxPerGame = 2

// selfPlay plays one seeded engine game and tries its positions.
func (g *tacticGen) selfPlay(n, want int, deadline time.Time) []tutorials.Puzzle {
	var e [2]*search.Engine
	for i := range e {
		e[i] = search.New(4)
		e[i].SetLevel(3 + g.rng.Intn(5))
		e[i].SetSeed(uint64(g.rng.Int63()))
	}
	nodes := uint64(3000 + g.rng.Intn(20000))
	pos := g.v.StartPosition()
	var out []tutorials.Puzzle
	for ply := 0; ply < 200 && len(out) < min(want, maxPerGame) && time.Now().Before(deadline); ply++ {
		if pos.Outcome().Over() {
			break
		}
		if ply >= 10 && !lastWasCapture(pos) {
			if p, ok := g.try(pos, fmt.Sprintf("puzzlegen: engine self-play game %d, ply %d, seed %d", n+1, ply, g.seed)); ok {
				out = append(out, p)
				fmt.Fprintf(os.Stderr, "%s: win %d in %d after %d tries: %s %v\n", g.game, p.Win, p.Moves, g.tried, p.FEN, p.Solution)
			}
		}
		m := e[pos.SideToMove()].Search(pos, search.Limits{Nodes: nodes}, nil)
		if m == rules.NoMove {
			break
		}
		pos.MakeMove(m)
	}
	return out
}

// lastWasCapture reports whether the last move took a piece: the position
// is then in the middle of an exchange, and taking back is no puzzle.
func lastWasCapture(pos *rules.Position) bool {
	m := pos.LastMove()
	if m == rules.NoMove || m.IsPass() {
		return false
	}
	before := pos.PieceCount(pos.SideToMove())
	pos.UnmakeMove()
	after := pos.PieceCount(pos.SideToMove().Other())
	pos.MakeMove(m)
	return after != before
}

// try proves a position from a game and turns it into a puzzle.
func (g *tacticGen) try(played *rules.Position, source string) (tutorials.Puzzle, bool) {
	pos, err := g.v.NewPosition(clearClocks(played.FEN()))
	if err != nil {
		g.why["fen"]++
		return tutorials.Puzzle{}, false
	}
	key := boardKey(pos.FEN())
	if g.seen[key] {
		g.why["seen"]++
		return tutorials.Puzzle{}, false
	}
	g.seen[key] = true
	g.tried++
	t, err := findTactic(pos, g.min, g.max, g.nodes)
	if err != nil {
		g.why[err.Error()]++
		return tutorials.Puzzle{}, false
	}
	return makeTacticPuzzle(g.game, pos, source, t), true
}

// found is a proven tactic: its length, its win in tenths and its line.
type found struct {
	n    int
	gain int
	l    line
}

var (
	errHanging  = errors.New("a capture wins at once")
	errNoTactic = errors.New("no tactic")
	errMate     = errors.New("a mate, not material")
	errClose    = errors.New("another first move wins nearly as much")
	errNoFinish = errors.New("the line does not end with a capture")
	errHorizon  = errors.New("the win does not hold a move later")
)

// findTactic looks for the shortest tactic from minN to maxN moves.
func findTactic(pos *rules.Position, minN, maxN int, nodes uint64) (found, error) {
	p := tactic.NewProver(pos, nodes)
	if best, _, err := bestMove(p, 0); err != nil {
		return found{}, err
	} else if best >= tacticMinWin {
		return found{}, errHanging
	}
	for n := minN; n <= maxN; n++ {
		best, m, err := bestMove(p, 2*n-2)
		if err != nil {
			return found{}, err
		}
		if tactic.IsMate(best) {
			return found{}, errMate
		}
		if best < tacticMinWin {
			continue
		}
		return proveTactic(p, m, n, best)
	}
	return found{}, errNoTactic
}

// bestMove returns the best gain of the side to move with plies more
// full-width plies after its move, and the first move that reaches it.
func bestMove(p *tactic.Prover, plies int) (int, rules.Move, error) {
	best, bestM := -tactic.Mate-1, rules.NoMove
	for _, m := range sortedMoves(p.Position()) {
		ok, err := p.Reaches(m, plies, best+1)
		if err != nil {
			return 0, rules.NoMove, err
		}
		if !ok {
			continue
		}
		g, err := p.Gain(m, plies)
		if err != nil {
			return 0, rules.NoMove, err
		}
		best, bestM = g, m
	}
	return best, bestM, nil
}

// proveTactic builds and proves the line of a tactic in n whose best first
// move m gains best.
func proveTactic(p *tactic.Prover, m rules.Move, n, best int) (found, error) {
	win := best / tactic.Scale * tactic.Scale
	// The margin: every other first move wins a point less than the stated
	// win, so that a near miss is not refused as wrong.
	close, err := p.Winners(2*n-2, win-tactic.Scale)
	if err != nil {
		return found{}, err
	}
	if len(close) != 1 {
		return found{}, errClose
	}
	if ok, err := p.Reaches(m, 2*n, win); err != nil || !ok {
		return found{}, errHorizon
	}
	l, err := tacticLine(p, n, win)
	if err != nil {
		return found{}, err
	}
	last := l.moves[len(l.moves)-1]
	pos := p.Position()
	for _, mv := range l.moves[:len(l.moves)-1] {
		pos.MakeMove(mv)
	}
	capture := pos.At(last.To()) != rules.Empty && !last.IsPass()
	for range l.moves[:len(l.moves)-1] {
		pos.UnmakeMove()
	}
	if !capture {
		return found{}, errNoFinish
	}
	claim := tactic.Claim{Start: pos, Line: l.moves, LastAlts: l.alts, Win: win, Horizon: true}
	if _, err := tactic.Prove(claim, 0); err != nil {
		return found{}, fmt.Errorf("proof: %w", err)
	}
	return found{n: n, gain: win, l: l}, nil
}

// tacticLine builds the line: at each solver turn the only move that wins
// win (the last may have alternatives), at each defender turn the reply
// that leaves the solver least, then the fewest winning moves, then the
// first in UCI order.
func tacticLine(p *tactic.Prover, n, win int) (line, error) {
	var l line
	defer func() {
		for range l.moves {
			p.Undo()
		}
	}()
	for k := n; k >= 1; k-- {
		ws, err := p.Winners(2*k-2, win)
		if err != nil {
			return line{}, err
		}
		slices.SortFunc(ws, func(a, b rules.Move) int { return cmpUCI(a, b) })
		if len(ws) == 0 || k > 1 && len(ws) != 1 {
			return line{}, errNotUnique
		}
		p.Play(ws[0])
		l.moves = append(l.moves, ws[0])
		if k == 1 {
			l.alts = ws[1:]
			break
		}
		d, err := stubbornDefence(p, 2*k-3, win)
		if err != nil {
			return line{}, err
		}
		p.Play(d)
		l.moves = append(l.moves, d)
	}
	return line{moves: slices.Clone(l.moves), alts: l.alts}, nil
}

// stubbornDefence picks the defender's reply that leaves the solver least
// after plies more plies; ties go to the reply that leaves the solver the
// fewest winning moves.
func stubbornDefence(p *tactic.Prover, plies, win int) (rules.Move, error) {
	best, bestG, bestWays := rules.NoMove, tactic.Mate+1, 0
	for _, d := range sortedMoves(p.Position()) {
		g, err := p.Gain(d, plies)
		if err != nil {
			return rules.NoMove, err
		}
		if g > bestG {
			continue
		}
		p.Play(d)
		ws, err := p.Winners(plies-1, win)
		p.Undo()
		if err != nil {
			return rules.NoMove, err
		}
		if g < bestG || len(ws) < bestWays {
			best, bestG, bestWays = d, g, len(ws)
		}
	}
	if best == rules.NoMove || bestG < win {
		return rules.NoMove, errNotMate
	}
	return best, nil
}

func cmpUCI(a, b rules.Move) int {
	x, y := a.String(), b.String()
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// makeTacticPuzzle writes a proven tactic as a puzzle.
func makeTacticPuzzle(game string, pos *rules.Position, source string, t found) tutorials.Puzzle {
	fen := pos.FEN()
	p := tutorials.Puzzle{
		ID:       fmt.Sprintf("%s-%08x", game, fenHash(fen)),
		Game:     game,
		FEN:      fen,
		Side:     sideLetter(pos.SideToMove()),
		Goal:     tutorials.GoalMaterial,
		Moves:    t.n,
		Win:      t.gain / tactic.Scale,
		Solution: moveStrings(t.l.moves),
		Source:   source,
	}
	if len(t.l.alts) > 0 {
		p.Alternatives = map[int][]string{len(t.l.moves) - 1: moveStrings(t.l.alts)}
	}
	tf := describeTactic(pos, t.l)
	p.Themes = tf.themes(pos.Variant().Game, t.n)
	p.Difficulty = tf.difficulty(t.n)
	return p
}
