package rules

// cycle describes a repetition: the plies of the repeating cycle and how
// the repetition rules judge it.
type cycle struct {
	count   int // earlier occurrences of the current position
	start   int // ply at which the cycle's first position stood
	outcome Outcome
}

// Repetition reports how many times the current position (same pieces, same
// side to move) occurred earlier since the last capture, and how the
// repetition rules judge the cycle from the latest earlier occurrence to
// now: a win for one side (perpetual check, or perpetual chase in xiangqi)
// or a draw. The engine treats the first repetition as final; games end on
// the third occurrence (count 2).
func (p *Position) Repetition() (count int, verdict Result, reason Reason) {
	c := p.repetition()
	return c.count, c.outcome.Result, c.outcome.Reason
}

func (p *Position) repetition() cycle {
	n := len(p.stack)
	c := cycle{start: -1}
	for i := n - 2; i >= 0 && i >= n-p.halfmove; i -= 2 {
		if p.stack[i].hash == p.hash {
			c.count++
			if c.start < 0 {
				c.start = i
			}
		}
	}
	if c.count == 0 {
		return cycle{}
	}
	c.outcome = Outcome{Result: Draw, Reason: ReasonRepetition}
	if p.v.PerpetualCheckLoses {
		p.judgeCycle(&c)
	}
	return c
}

// judgeCycle applies the perpetual check rule (xiangqi, and Fairy-Stockfish's
// janggi) and xiangqi's perpetual chase rule to the plies of the cycle: a side
// that checked (or, failing that, chased the same piece) with every one of its
// moves loses, unless the other side did too.
func (p *Position) judgeCycle(c *cycle) {
	moves := p.movesSince(c.start)
	q := p.Clone()
	for range moves {
		q.UnmakeMove()
	}
	chaseRule := p.v.ChaseRule
	r := q.replayCycle(moves, chaseRule)
	checker := func(s Color) bool { return r.checks[s] == r.moves[s] && r.moves[s] > 0 }
	if p.v.checkLimit() > 0 && (checker(First) || checker(Second)) {
		return // checks are judged by their count (checkLimitOutcome), not by the repetition
	}
	switch {
	case checker(First) != checker(Second):
		loser := First
		if checker(Second) {
			loser = Second
		}
		c.outcome = Outcome{Result: Win(loser.Other()), Reason: ReasonPerpetualCheck, Side: loser}
		return
	case checker(First):
		return // both sides checked throughout: a draw
	}
	if !chaseRule || r.points[First] > 2 || r.points[Second] > 2 {
		return
	}
	chase := [2]*chaseRecord{r.perpetualChase(First), r.perpetualChase(Second)}
	if (chase[First] == nil) == (chase[Second] == nil) {
		return
	}
	loser := First
	if chase[Second] != nil {
		loser = Second
	}
	ch := chase[loser]
	c.outcome = Outcome{Result: Win(loser.Other()), Reason: ReasonPerpetualChase, Side: loser, Piece: ch.attacker, Target: ch.victim}
}

// movesSince returns the moves played from ply start on.
func (p *Position) movesSince(start int) []Move {
	out := make([]Move, 0, len(p.stack)-start)
	for _, u := range p.stack[start:] {
		out = append(out, u.move)
	}
	return out
}

// cycleReplay collects, per side, what its moves in a cycle did.
type cycleReplay struct {
	moves, checks [2]int
	points        [2]int                   // distinct points a side's moves touched
	chases        [2][]map[int]chaseRecord // per move: chased piece id → record
}

type chaseRecord struct{ attacker, victim Kind }

// replayCycle plays moves from q (which it changes), tracking pieces by
// identity so that a chase of the same piece can be recognised as it moves;
// without chases it only counts checks.
func (q *Position) replayCycle(moves []Move, chases bool) cycleReplay {
	var r cycleReplay
	var id [256]int
	for s := range id {
		id[s] = s + 1
	}
	touched := [2]map[Square]bool{{}, {}}
	for _, m := range moves {
		s := q.side
		var before map[Square]Kind
		if chases {
			before = q.attackedPieces(s)
		}
		movedID := id[m.From()]
		id[m.To()], id[m.From()] = movedID, 0
		q.MakeMove(m)
		r.moves[s]++
		if q.InCheck() {
			r.checks[s]++
		}
		touched[s][m.From()], touched[s][m.To()] = true, true
		if chases {
			r.chases[s] = append(r.chases[s], q.chasedBy(s, before, m.To(), &id))
		}
	}
	r.points = [2]int{len(touched[First]), len(touched[Second])}
	return r
}

// perpetualChase returns the chase side s kept up on every one of its moves
// against one and the same piece, or nil.
func (r *cycleReplay) perpetualChase(s Color) *chaseRecord {
	if r.moves[s] == 0 {
		return nil
	}
	for victim, rec := range r.chases[s][0] {
		always := true
		for _, set := range r.chases[s][1:] {
			if _, ok := set[victim]; !ok {
				always = false
				break
			}
		}
		if always {
			return &rec
		}
	}
	return nil
}

// attackedPieces returns the squares of the enemy pieces side s can
// legally capture, with the kind of a capturer of each.
func (q *Position) attackedPieces(s Color) map[Square]Kind {
	saved := q.side
	q.side = s
	var ml MoveList
	q.generate(&ml)
	q.keepSafe(&ml)
	q.side = saved
	out := make(map[Square]Kind)
	for _, m := range ml.Moves() {
		if t := q.board[m.To()]; t != Empty && t.Color() != s {
			k := q.board[m.From()].Kind()
			if old, ok := out[m.To()]; !ok || chaseCounts(k) && !chaseCounts(old) {
				out[m.To()] = k
			}
		}
	}
	return out
}

// chaseCounts reports whether an attack by kind k can be a chase: under the
// Asian rules the general and the soldiers may attack freely.
func chaseCounts(k Kind) bool { return k != General && k != Soldier }

// chasedBy returns the pieces side s chases after its move: enemy pieces
// (not the general, not a soldier still on its own side of the river) that s
// newly attacks, or attacks with the piece it just moved, and that are
// unprotected — or are chariots attacked by a horse or cannon.
func (q *Position) chasedBy(s Color, before map[Square]Kind, moved Square, id *[256]int) map[int]chaseRecord {
	out := make(map[int]chaseRecord)
	for t, k := range q.attackedPieces(s) {
		victim := q.board[t]
		if !chaseCounts(k) || victim.Kind() == General ||
			victim.Kind() == Soldier && q.v.flags[t]&(fHalf0<<victim.Color()) != 0 {
			continue
		}
		if _, old := before[t]; old && !q.attacksFrom(moved, t) {
			continue
		}
		rookHunt := victim.Kind() == Chariot && (k == Horse || k == Cannon)
		if rookHunt || !q.protectedAfterCapture(s, t) {
			out[id[t]] = chaseRecord{attacker: k, victim: victim.Kind()}
		}
	}
	return out
}

// attacksFrom reports whether the piece on from can legally capture on t
// (with its side to move).
func (q *Position) attacksFrom(from, t Square) bool {
	pc := q.board[from]
	if pc == Empty {
		return false
	}
	saved := q.side
	q.side = pc.Color()
	var ml MoveList
	q.generateFrom(&ml, from, q.side)
	q.keepSafe(&ml)
	q.side = saved
	return ml.Contains(NewMove(from, t, NoKind))
}

// protectedAfterCapture reports whether, if side s captured the piece on t
// (with any of its capturers), the victim's side could legally recapture on t.
func (q *Position) protectedAfterCapture(s Color, t Square) bool {
	saved := q.side
	q.side = s
	var ml MoveList
	q.generate(&ml)
	q.keepSafe(&ml)
	protected := true
	for _, m := range ml.Moves() {
		if m.To() != t {
			continue
		}
		q.MakeMove(m)
		var replies MoveList
		q.generate(&replies)
		q.keepSafe(&replies)
		recapture := false
		for _, r := range replies.Moves() {
			if r.To() == t {
				recapture = true
				break
			}
		}
		q.UnmakeMove()
		if !recapture {
			protected = false
			break
		}
	}
	q.side = saved
	return protected
}
