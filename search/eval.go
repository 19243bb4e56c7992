package search

import "github.com/elephant-chess/elephant/rules"

// Mailbox steps, from the rules package's board.
const (
	north = rules.North
	south = rules.South
	east  = rules.East
	west  = rules.West
)

var (
	orth  = rules.Orthogonals()
	diag  = rules.Diagonals()
	horse = horseLeaps()
	// knight leaps: two squares one way and one square across.
	knight = rules.KnightLeaps()
)

// horseLeap is a horse's first step (its leg) and the two points it may
// land on from there, as offsets from its square.
type horseLeap struct{ leg, a, b int }

func horseLeaps() [4]horseLeap {
	var out [4]horseLeap
	for i, h := range rules.HorseSteps() {
		out[i] = horseLeap{h.Leg, h.Leg + h.Next[0], h.Leg + h.Next[1]}
	}
	return out
}

// evaluator scores positions of one game; it owns scratch space so that
// evaluation allocates nothing.
type evaluator struct {
	t           *gameTables
	files       int
	ranks       int
	counting    bool     // janggi's counting rule decides drawn endings
	palaceLines bool     // chariots reach the palace along its diagonals (janggi)
	attacker    [32]bool // kinds that can take part in a mate (rules.KindInfo.Attacker)
	sq          [2][40]rules.Square
	n           [2]int
	chess       chessScratch
}

func (e *evaluator) setGame(v *rules.Variant) {
	e.t = tablesByGame[v.Game]
	e.files, e.ranks = v.Files, v.Ranks
	e.counting = v.Counting
	e.palaceLines = v.PalaceLines
	for k := range e.attacker {
		e.attacker[k] = v.Kind(rules.Kind(k)).Attacker
	}
}

// sideTerms collects one side's middle-game and ending scores.
type sideTerms struct {
	mg, eg    int
	attackers int // pieces able to give mate (drawishness when none)
}

// evaluate returns the static score from the side to move's point of view.
func (e *evaluator) evaluate(p *rules.Position) int {
	for c := rules.First; c <= rules.Second; c++ {
		e.n[c] = len(p.PieceSquares(e.sq[c][:0], c))
	}
	var s [2]sideTerms
	phase := 0
	for c := rules.First; c <= rules.Second; c++ {
		phase += e.material(p, c, &s[c])
	}
	switch e.t.style {
	case styleXiangqi, styleJanggi:
		for c := rules.First; c <= rules.Second; c++ {
			e.palaceGame(p, c, &s[c])
		}
	default:
		switch {
		case e.t.chess != nil:
			e.chessEval(p, &s)
		case e.t.pawns != nil:
			e.pawnTerms(p, &s)
			e.mopUp(p, &s)
		}
	}
	phase = min(phase, e.t.totalPhase)
	mg := s[0].mg - s[1].mg
	eg := s[0].eg - s[1].eg
	score := (mg*phase + eg*(e.t.totalPhase-phase)) / max(e.t.totalPhase, 1)
	score = scaleDrawish(score, s[0].attackers, s[1].attackers)
	if e.counting {
		score -= hanCountingEdge
	}
	if p.SideToMove() == rules.Second {
		score = -score
	}
	return min(max(score+tempo, -maxEvalAbs), maxEvalAbs)
}

const tempo = 12

// hanCountingEdge values han's 1.5 extra points under janggi's counting
// rule: every drawn ending goes to han when the material is level.
const hanCountingEdge = 40

// mopUp drives a king that has lost the ending: with one side ahead in the
// end-game tables by mopUpLead or more and able to mate, that side's
// end-game score grows as the other king nears an edge and its own king
// comes close. The square tables centralise both kings, and a search of a
// few plies cannot see a mate that far off, so without it won endings
// drift to the length limit.
func (e *evaluator) mopUp(p *rules.Position, s *[2]sideTerms) {
	strong, lead := rules.First, s[0].eg-s[1].eg
	if lead < 0 {
		strong, lead = rules.Second, -lead
	}
	if lead < mopUpLead || s[strong].attackers == 0 {
		return
	}
	weak, own := p.KingSquare(strong.Other()), p.KingSquare(strong)
	edge := max(abs(2*weak.File()-e.files+1), abs(2*weak.Rank()-e.ranks+1)) / 2
	s[strong].eg += mopUpEdge*edge - mopUpNear*chebyshev(weak, own)
}

const (
	mopUpLead = 400
	mopUpEdge = 20
	mopUpNear = 6
)

// scaleDrawish shrinks the score of a side that has nothing left to mate with.
func scaleDrawish(score, att0, att1 int) int {
	if score > 0 && att0 == 0 || score < 0 && att1 == 0 {
		return score / 8
	}
	return score
}

// material adds the table scores of side c's pieces and returns its phase weight.
func (e *evaluator) material(p *rules.Position, c rules.Color, s *sideTerms) int {
	phase := 0
	for _, sq := range e.sq[c][:e.n[c]] {
		pc := p.Occupant(sq)
		s.mg += int(e.t.mg[pc][sq])
		s.eg += int(e.t.eg[pc][sq])
		k := pc.Kind()
		phase += e.t.phase[k]
		if e.attacker[k] {
			s.attackers++
		}
	}
	return phase
}

// relRank counts s's rank from side c's back rank.
func (e *evaluator) relRank(s rules.Square, c rules.Color) int {
	if c == rules.First {
		return s.Rank()
	}
	return e.ranks - 1 - s.Rank()
}

// palaceGame adds the xiangqi and janggi terms beyond the square tables:
// mobility, cannons against the general and the danger to the palace.
func (e *evaluator) palaceGame(p *rules.Position, c rules.Color, s *sideTerms) {
	var f palaceFeatures
	e.palaceFeatures(p, c, &f)
	w := &e.t.palace
	for i, x := range f[:pfPalaceDanger] { // each of scale 1
		s.mg += w[i][0] * x
		s.eg += w[i][1] * x
	}
	d := f[pfPalaceDanger]
	s.mg += w[pfPalaceDanger][0] * d / palaceFeatureScale[pfPalaceDanger]
	s.eg += w[pfPalaceDanger][1] * d / palaceFeatureScale[pfPalaceDanger]
}

// palaceFeatures are the xiangqi and janggi terms beyond the square tables,
// each weighed by the game's palaceWeights (middle game, ending) and divided
// by its scale.
type palaceFeatures [7]int

// palaceWeights are centipawns per unit of each palaceFeatures term, middle game and ending.
type palaceWeights [len(palaceFeatures{})][2]int

const (
	pfChariotMobility  = iota // points reached, less 6
	pfHorseMobility           // points reached
	pfHorseTrapped            // horses that reach nothing
	pfCannonMobility          // xiangqi: points reached by sliding, less 5; janggi: points beyond a screen, less 3
	pfElephantMobility        // janggi elephants: points reached
	pfHollowCannon            // xiangqi cannons on the enemy general's file with nothing between
	pfPalaceDanger            // minus the danger to the general (palaceDanger, janggiDanger)
)

var palaceFeatureScale = palaceFeatures{1, 1, 1, 1, 1, 1, 100}

func (e *evaluator) palaceFeatures(p *rules.Position, c rules.Color, f *palaceFeatures) {
	enemyKing := p.KingSquare(c.Other())
	for _, sq := range e.sq[c][:e.n[c]] {
		switch p.Occupant(sq).Kind() {
		case rules.Chariot:
			f[pfChariotMobility] += slideMobility(p, sq, c, orth[:]) - 6
		case rules.Horse:
			m := horseMobility(p, sq, c)
			f[pfHorseMobility] += m
			if m == 0 {
				f[pfHorseTrapped]++
			}
		case rules.Cannon:
			f[pfCannonMobility] += slideMobility(p, sq, c, orth[:]) - 5
			if sq.File() == enemyKing.File() && hollowCannon(p, sq, enemyKing) {
				f[pfHollowCannon]++
			}
		case rules.JanggiCannon:
			f[pfCannonMobility] += janggiCannonMobility(p, sq, c) - 3
		case rules.LongElephant:
			f[pfElephantMobility] += elephantMobility(p, sq, c)
		}
	}
	if e.t.style == styleJanggi {
		f[pfPalaceDanger] = -e.janggiDanger(p, c)
	} else {
		f[pfPalaceDanger] = -e.palaceDanger(p, c)
	}
}

// hollowCannon reports whether a xiangqi cannon on the enemy general's file
// has nothing between them: the general is held in place. (With one piece
// between, the cannon gives check, which the evaluation never sees.)
func hollowCannon(p *rules.Position, from, king rules.Square) bool {
	d := north
	if king < from {
		d = south
	}
	for s := int(from) + d; s != int(king); s += d {
		if p.Occupant(rules.Square(s)) != rules.Empty {
			return false
		}
	}
	return true
}

// palaceDanger measures the enemy's attacking force in side c's half against
// the advisors and elephants left to defend, in units that the game's
// pfPalaceDanger weight turns into centipawns (xiangqi; janggi has its own
// measure).
func (e *evaluator) palaceDanger(p *rules.Position, c rules.Color) int {
	units, _ := e.attackUnits(p, c)
	if units == 0 {
		return 0
	}
	defenders := 0
	for _, k := range [...]rules.Kind{rules.Advisor, rules.Guard, rules.Elephant} {
		defenders += p.Count(rules.MakePiece(k, c))
	}
	return units * (units + 3*max(0, 4-defenders))
}

// slideMobility counts the points a slider reaches along dirs, a capture included.
func slideMobility(p *rules.Position, from rules.Square, c rules.Color, dirs []int) int {
	n := 0
	for _, d := range dirs {
		s := int(from) + d
		for p.Occupant(rules.Square(s)) == rules.Empty {
			n++
			s += d
		}
		if t := p.Occupant(rules.Square(s)); t != rules.Wall && t.Color() != c {
			n++
		}
	}
	return n
}

// landing reports whether side c's piece may land on a point holding t:
// empty or an enemy piece.
func landing(t rules.Piece, c rules.Color) bool {
	return t == rules.Empty || t != rules.Wall && t.Color() != c
}

func horseMobility(p *rules.Position, from rules.Square, c rules.Color) int {
	n := 0
	for _, h := range horse {
		if p.Occupant(rules.Square(int(from)+h.leg)) != rules.Empty {
			continue
		}
		for _, to := range [2]int{h.a, h.b} {
			if landing(p.Occupant(rules.Square(int(from)+to)), c) {
				n++
			}
		}
	}
	return n
}

// elephantMobility counts the points a janggi elephant reaches: one step
// straight, then two diagonally outwards, over empty points.
func elephantMobility(p *rules.Position, from rules.Square, c rules.Color) int {
	n := 0
	for _, h := range horse {
		if p.Occupant(rules.Square(int(from)+h.leg)) != rules.Empty {
			continue
		}
		for _, to := range [2]int{h.a, h.b} {
			mid := int(from) + to // the second point passed, a horse's landing point
			if p.Occupant(rules.Square(mid)) != rules.Empty {
				continue
			}
			if landing(p.Occupant(rules.Square(mid+to-h.leg)), c) {
				n++
			}
		}
	}
	return n
}

// janggiCannonMobility counts the points beyond a non-cannon screen.
func janggiCannonMobility(p *rules.Position, from rules.Square, c rules.Color) int {
	n := 0
	for _, d := range orth {
		s := int(from) + d
		for p.Occupant(rules.Square(s)) == rules.Empty {
			s += d
		}
		if t := p.Occupant(rules.Square(s)); t == rules.Wall || t.Kind() == rules.JanggiCannon {
			continue
		}
		for s += d; p.Occupant(rules.Square(s)) == rules.Empty; s += d {
			n++
		}
		if t := p.Occupant(rules.Square(s)); t != rules.Wall && t.Color() != c && t.Kind() != rules.JanggiCannon {
			n++
		}
	}
	return n
}

func attackWeight(k rules.Kind) int {
	switch k {
	case rules.Bers, rules.Queen:
		return 4
	case rules.Chariot:
		return 3
	}
	return 2
}

func chebyshev(a, b rules.Square) int {
	return max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank()))
}
