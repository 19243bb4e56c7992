package main

import (
	"github.com/elephant-chess/elephant/rules"
)

// Longer mates are rare among random positions, so puzzlegen also builds
// them from shorter ones: from a mate in n with the solver to move, take one
// solver piece and one defender piece a move back, so that the solver can
// step forward, the defender step back, and the mate in n is on the board
// again. The solver then proves whether that is now a mate in n+1 (often
// the defence or the attack finds something better, and the candidate goes).

// extend returns a candidate built back from pos, or false.
func (g *generator) extend(pos *rules.Position) (candidate, bool) {
	v := g.v
	solver := pos.SideToMove()
	var own, theirs []rules.Square
	for _, s := range v.Squares() {
		pc := pos.At(s)
		switch {
		case pc == rules.Empty:
		case pc.Color() == solver && !pc.Kind().IsRoyal():
			own = append(own, s)
		case pc.Color() != solver:
			theirs = append(theirs, s)
		}
	}
	if len(own) == 0 || len(theirs) == 0 {
		return candidate{}, false
	}
	squares := v.Squares()
	for try := 0; try < 200; try++ {
		s, t := own[g.rng.Intn(len(own))], squares[g.rng.Intn(len(squares))]
		u, w := theirs[g.rng.Intn(len(theirs))], squares[g.rng.Intn(len(squares))]
		if c, ok := g.retract(pos, s, t, u, w); ok {
			return c, true
		}
	}
	return candidate{}, false
}

// retract moves the solver's piece s back to t and the defender's u back to
// w, and keeps the result when t→s and then w→u are legal moves there.
func (g *generator) retract(pos *rules.Position, s, t, u, w rules.Square) (candidate, bool) {
	if t == s || w == u || t == w || pos.At(t) != rules.Empty || pos.At(w) != rules.Empty {
		return candidate{}, false
	}
	b := gridOf(pos)
	b.move(s, t)
	b.move(u, w)
	q, err := g.v.NewPosition(b.fen(sideLetter(pos.SideToMove())))
	if err != nil || q.InCheck() {
		return candidate{}, false
	}
	m1, err := q.ParseMove(t.String() + s.String())
	if err != nil {
		return candidate{}, false
	}
	q.MakeMove(m1)
	_, err = q.ParseMove(w.String() + u.String())
	q.UnmakeMove()
	if err != nil {
		return candidate{}, false
	}
	return candidate{q, "puzzlegen: built back from a shorter mate"}, true
}

// gridOf copies a position's board into a board grid.
func gridOf(pos *rules.Position) *board {
	b := newBoard(pos.Variant())
	for _, s := range pos.Variant().Squares() {
		if pc := pos.At(s); pc != rules.Empty {
			b.cell[s.Rank()][s.File()] = pos.Variant().Letter(pc)
		}
	}
	return b
}

func (b *board) move(from, to rules.Square) {
	b.cell[to.Rank()][to.File()] = b.cell[from.Rank()][from.File()]
	b.cell[from.Rank()][from.File()] = 0
}
