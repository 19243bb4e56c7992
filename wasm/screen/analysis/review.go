package analysis

import (
	"math"

	"github.com/elephant-chess/elephant/rules"
)

// Eval is the engine's judgement of a position, from the side to move.
type Eval struct {
	CP   int    // centipawns; meaningless when Mate != 0
	Mate int    // moves to mate, negative when being mated, 0 when none
	Best string // the engine's move in UCI; "" when the game is over
}

// OverCP scores a finished game: far beyond any material count.
const OverCP = 100000

// OutcomeEval scores a position whose game is over, for its side to move.
func OutcomeEval(p *rules.Position, o rules.Outcome) Eval {
	switch {
	case o.Result == rules.Draw:
		return Eval{}
	case (o.Result == rules.FirstWins) == (p.SideToMove() == rules.First):
		return Eval{CP: OverCP}
	}
	return Eval{CP: -OverCP}
}

// Chance turns an eval into the side to move's winning chances, from -1
// (lost) to 1 (won). The curve is lichess's for chess centipawns; the
// engine's scores are on the same scale (a soldier about 100).
func (e Eval) Chance() float64 {
	switch {
	case e.Mate > 0:
		return 1
	case e.Mate < 0:
		return -1
	}
	return 2/(1+math.Exp(-0.00368208*float64(e.CP))) - 1
}

// Judgement says how much a move gave away.
type Judgement uint8

const (
	Good Judgement = iota
	Inaccuracy
	Mistake
	Blunder
)

// Names as the page's data-judgement attribute and CSS classes spell them.
var judgementNames = [...]string{"good", "inaccuracy", "mistake", "blunder"}

func (j Judgement) String() string { return judgementNames[j] }

// Thresholds on the winning chances a move loses (on the -1..1 scale, as
// lichess judges): from 0.1 an inaccuracy, 0.2 a mistake, 0.3 a blunder.
const (
	InaccuracyLoss = 0.1
	MistakeLoss    = 0.2
	BlunderLoss    = 0.3
)

// Judge weighs a move: before is the position it was played in (from the
// mover's side), after the position it led to (from the opponent's, the
// side then to move). The engine's own choice is never faulted: with a
// node budget the search after a move can see further than the one before.
func Judge(before, after Eval, played string) (loss float64, j Judgement) {
	if played != "" && played == before.Best {
		return 0, Good
	}
	loss = max(before.Chance()-(-after.Chance()), 0)
	switch {
	case loss >= BlunderLoss:
		j = Blunder
	case loss >= MistakeLoss:
		j = Mistake
	case loss >= InaccuracyLoss:
		j = Inaccuracy
	}
	return loss, j
}

// Review holds a judged game: the main line's positions and their evals.
type Review struct {
	Nodes []*Node // the root, then every main-line move
	Evals []Eval  // Evals[i] is the position after Nodes[i]; filled as the engine answers
}

// NewReview prepares the review of t's main line.
func NewReview(t *Tree) *Review {
	return &Review{Nodes: append([]*Node{t.Root()}, t.Mainline()...)}
}

// Done says whether every position has its eval.
func (r *Review) Done() bool { return len(r.Evals) == len(r.Nodes) }

// Move is the judgement of one main-line move.
type Move struct {
	Node      *Node
	Loss      float64
	Judgement Judgement
	Better    string // the engine's move in the position before, when the move was faulted
}

// Moves judges every move whose two positions have their evals.
func (r *Review) Moves() []Move {
	var out []Move
	for i := 1; i < len(r.Evals); i++ {
		n := r.Nodes[i]
		loss, j := Judge(r.Evals[i-1], r.Evals[i], n.Move)
		m := Move{Node: n, Loss: loss, Judgement: j}
		if j != Good {
			m.Better = r.Evals[i-1].Best
		}
		out = append(out, m)
	}
	return out
}

// Counts tallies each side's inaccuracies, mistakes and blunders,
// indexed by rules.Color and Judgement.
func (r *Review) Counts() (c [2][4]int) {
	for _, m := range r.Moves() {
		c[m.Node.Mover][m.Judgement]++
	}
	return c
}

// FirstChances lists, for each reviewed position, the first player's
// winning chances: the evaluation graph.
func (r *Review) FirstChances() []float64 {
	out := make([]float64, len(r.Evals))
	for i, e := range r.Evals {
		c := e.Chance()
		if r.Nodes[i].Mover == rules.First { // the second player is to move
			c = -c
		}
		out[i] = c
	}
	return out
}
