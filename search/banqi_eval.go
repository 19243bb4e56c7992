package search

import "github.com/elephant-chess/elephant/rules"

// Banqi's evaluation, from the public view alone: material by rank (face-up
// pieces and the hidden pool, whose make-up is public), mobility, and the
// threats the side to move faces. Its own captures are left to the
// quiescence search.

// banqiSquares maps a board index (rank*8 + file) to its square.
var banqiSquares = func() (out [32]rules.Square) {
	for i := range out {
		out[i] = rules.SquareAt(i%8, i/8)
	}
	return out
}()

var banqiKinds = [7]rules.Kind{rules.General, rules.Advisor, rules.Elephant, rules.Chariot, rules.Horse, rules.Cannon, rules.Soldier}

// Ranks of banqi's two orders (rules/banqi.go), higher captures lower.
var (
	banqiRankTaiwan   = [16]int8{rules.General: 7, rules.Advisor: 6, rules.Elephant: 5, rules.Chariot: 4, rules.Horse: 3, rules.Cannon: 2, rules.Soldier: 1}
	banqiRankHongKong = [16]int8{rules.General: 7, rules.Chariot: 6, rules.Horse: 5, rules.Cannon: 4, rules.Advisor: 3, rules.Elephant: 2, rules.Soldier: 1}
	// banqiRankValue is a piece's worth by its rank: each rank captures
	// more of the enemy set than the one below.
	banqiRankValue = [8]int{1: 70, 2: 90, 3: 110, 4: 160, 5: 250, 6: 400, 7: 700}
)

const (
	banqiCannonValue  = 300 // the jump captures anything, the general included
	banqiSoldierBonus = 30  // a soldier while the enemy general lives: one of its few hunters
	banqiMobility     = 3   // per empty square a face-up piece can step to
	banqiHiddenPct    = 90  // a face-down piece is safe but idle
	banqiHunt         = 3   // per square closer a piece stands to an enemy it can take
	banqiHuntHidden   = 4   // hunting counts once at most this many pieces are face down
)

// banqiRules is what the evaluation and move ordering need of the rules.
type banqiRules struct {
	rank        [16]int8
	value       [16]int
	cannonRanks bool
	chariotRush bool
	horseDiag   bool
}

func newBanqiRules(o rules.BanqiOptions) banqiRules {
	r := banqiRules{rank: banqiRankTaiwan, cannonRanks: o.CannonRanks, chariotRush: o.ChariotRush, horseDiag: o.HorseDiagonal}
	if o.HongKongRanks {
		r.rank = banqiRankHongKong
	}
	for _, k := range banqiKinds {
		r.value[k] = banqiRankValue[r.rank[k]]
	}
	if !o.CannonRanks {
		r.value[rules.Cannon] = max(r.value[rules.Cannon], banqiCannonValue)
	}
	return r
}

// takes reports whether kind a may capture kind t by a step (or a cannon
// by its jump).
func (r *banqiRules) takes(a, t rules.Kind) bool {
	switch {
	case a == rules.Cannon && !r.cannonRanks:
		return true
	case a == rules.General && t == rules.Soldier:
		return false
	case a == rules.Soldier && t == rules.General:
		return true
	}
	return r.rank[a] >= r.rank[t]
}

// banqiBoard is the view's board by index, with face-down squares.
type banqiBoard [32]rules.Piece

func (bb *banqiBoard) load(v *rules.BanqiView) {
	for i, s := range banqiSquares {
		bb[i] = v.At(s)
	}
}

// at returns the piece at file f, rank r, or Wall off the board.
func (bb *banqiBoard) at(f, r int) rules.Piece {
	if f < 0 || f > 7 || r < 0 || r > 3 {
		return rules.Wall
	}
	return bb[r*8+f]
}

var banqiDirs = [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}

// cheapestAttacker returns the value and kind of the cheapest piece of
// side by that could capture a target piece of kind target on index i
// (value 0 when none).
func (r *banqiRules) cheapestAttacker(bb *banqiBoard, i int, target rules.Kind, by rules.Color) (best int, kind rules.Kind) {
	f0, r0 := i%8, i/8
	consider := func(pc rules.Piece) {
		if v := r.value[pc.Kind()]; best == 0 || v < best {
			best, kind = v, pc.Kind()
		}
	}
	isOurs := func(pc rules.Piece) bool {
		return pc != rules.Empty && pc != rules.FaceDown && pc != rules.Wall && pc.Color() == by
	}
	for _, d := range banqiDirs {
		f, rk := f0+d[0], r0+d[1]
		pc := bb.at(f, rk)
		if isOurs(pc) && pc.Kind() != rules.Cannon && r.takes(pc.Kind(), target) {
			consider(pc)
		}
		for pc == rules.Empty { // the far side of a run of empty squares
			f, rk = f+d[0], rk+d[1]
			pc = bb.at(f, rk)
			if r.chariotRush && isOurs(pc) && pc.Kind() == rules.Chariot && r.takes(rules.Chariot, target) {
				consider(pc)
			}
		}
		if pc == rules.Wall { // no screen
			continue
		}
		for { // a cannon beyond the screen
			f, rk = f+d[0], rk+d[1]
			if pc = bb.at(f, rk); pc != rules.Empty {
				break
			}
		}
		if isOurs(pc) && pc.Kind() == rules.Cannon && (!r.cannonRanks || r.rank[rules.Cannon] >= r.rank[target]) {
			consider(pc)
		}
	}
	if r.horseDiag {
		for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			if pc := bb.at(f0+d[0], r0+d[1]); isOurs(pc) && pc.Kind() == rules.Horse && r.takes(rules.Horse, target) {
				consider(pc)
			}
		}
	}
	return best, kind
}

// evaluate scores the view for the side to move, in centipawns.
func (r *banqiRules) evaluate(v *rules.BanqiView, bb *banqiBoard) int {
	if !v.ColorsDecided() {
		return 0
	}
	us := v.SideToMove()
	var score [2]int
	generalAlive := [2]bool{
		v.Hidden(rules.First, rules.General) > 0, v.Hidden(rules.Second, rules.General) > 0}
	bb.load(v)
	for _, pc := range bb {
		if pc != rules.Empty && pc != rules.FaceDown && pc.Kind() == rules.General {
			generalAlive[pc.Color()] = true
		}
	}
	for c := rules.First; c <= rules.Second; c++ {
		for _, k := range banqiKinds {
			if n := v.Hidden(c, k); n > 0 {
				score[c] += n * r.pieceValue(k, generalAlive[c.Other()]) * banqiHiddenPct / 100
			}
		}
	}
	var loss1, loss2 int // the two largest threatened losses of the side to move
	for i, pc := range bb {
		if pc == rules.Empty || pc == rules.FaceDown {
			continue
		}
		c := pc.Color()
		val := r.pieceValue(pc.Kind(), generalAlive[c.Other()])
		score[c] += val + banqiMobility*bb.emptyNeighbours(i)
		if c != us {
			continue
		}
		if a, ak := r.cheapestAttacker(bb, i, pc.Kind(), c.Other()); a > 0 {
			loss := val
			if d, _ := r.cheapestAttacker(bb, i, ak, c); d > 0 { // defended: the attacker can be taken back
				loss = max(val-a, 0)
			}
			if loss > loss1 {
				loss1, loss2 = loss, loss1
			} else if loss > loss2 {
				loss2 = loss
			}
		}
	}
	if v.HiddenTotal() <= banqiHuntHidden {
		r.hunt(bb, &score)
	}
	e := score[us] - score[us.Other()] - loss1/4 - loss2*2/3
	return min(max(e, -banqiEvalBound), banqiEvalBound)
}

// pieceValue is a kind's worth; a soldier is worth more while the enemy
// general it can take lives.
func (r *banqiRules) pieceValue(k rules.Kind, enemyGeneral bool) int {
	if k == rules.Soldier && enemyGeneral {
		return r.value[k] + banqiSoldierBonus
	}
	return r.value[k]
}

func (bb *banqiBoard) emptyNeighbours(i int) int {
	n := 0
	for _, d := range banqiDirs {
		if bb.at(i%8+d[0], i/8+d[1]) == rules.Empty {
			n++
		}
	}
	return n
}

// hunt draws the pieces towards the enemy pieces they can take by a step,
// and so the hunted away from them: in the end, pieces must be cornered.
func (r *banqiRules) hunt(bb *banqiBoard, score *[2]int) {
	for i, a := range bb {
		if a == rules.Empty || a == rules.FaceDown || a.Kind() == rules.Cannon {
			continue
		}
		for j, t := range bb {
			if t == rules.Empty || t == rules.FaceDown || t.Color() == a.Color() || !r.takes(a.Kind(), t.Kind()) {
				continue
			}
			d := abs(i%8-j%8) + abs(i/8-j/8)
			score[a.Color()] += banqiHunt * (10 - d)
		}
	}
}
