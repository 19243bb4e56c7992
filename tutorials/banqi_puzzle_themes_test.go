package tutorials

import (
	"fmt"

	"github.com/elephant-chess/elephant/rules"
)

// banqiLine is what a banqi puzzle's line shows, for its themes and
// difficulty (PUZZLES.md, "Banqi puzzles").
type banqiLine struct {
	n              int  // the solver's moves
	general        bool // the defender starts with its general
	left           int  // the defender's pieces at the end
	cannonJump     bool // a solver cannon captures
	soldierGeneral bool // a solver soldier takes the general
	quietMoves     int  // solver moves that capture nothing
	firstTakes     bool // the first move captures
	sacrifice      bool // the defender takes the piece the solver just moved
}

// describeBanqi replays a line (UCI) on a copy of b.
func describeBanqi(b *rules.BanqiView, line []string) (banqiLine, error) {
	b = b.Clone()
	solver := b.SideToMove()
	f := banqiLine{n: (len(line) + 1) / 2, general: banqiCount(b, solver.Other(), rules.General) > 0}
	var last rules.Move
	for i, s := range line {
		m, err := b.ParseMove(s)
		if err != nil {
			return f, fmt.Errorf("ply %d: %w", i+1, err)
		}
		mover, target := b.At(m.From()), b.At(m.To())
		takes := target != rules.Empty
		if i%2 == 0 {
			f.cannonJump = f.cannonJump || takes && mover.Kind() == rules.Cannon
			f.soldierGeneral = f.soldierGeneral || takes && mover.Kind() == rules.Soldier && target.Kind() == rules.General
			f.firstTakes = f.firstTakes || i == 0 && takes
			if !takes {
				f.quietMoves++
			}
		} else if takes && m.To() == last.To() {
			f.sacrifice = true
		}
		b.MakeMove(m, rules.Empty)
		last = m
	}
	f.left = banqiCount(b, solver.Other(), rules.NoKind)
	return f, nil
}

// banqiCount counts side c's face-up pieces of kind k (any kind for NoKind).
func banqiCount(b *rules.BanqiView, c rules.Color, k rules.Kind) int {
	n := 0
	for f := range 8 {
		for r := range 4 {
			pc := b.At(rules.SquareAt(f, r))
			if pc != rules.Empty && pc != rules.FaceDown && pc.Color() == c && (k == rules.NoKind || pc.Kind() == k) {
				n++
			}
		}
	}
	return n
}

// themes lists the line's themes, most telling first.
func (f banqiLine) themes() []string {
	t := []string{fmt.Sprintf("mate-in-%d", f.n)}
	add := func(ok bool, name string) {
		if ok {
			t = append(t, name)
		}
	}
	add(f.left == 0, "last-pieces")
	add(f.left > 0, "blockade")
	add(f.general, "trap-general")
	add(f.soldierGeneral, "soldier-takes-general")
	add(f.cannonJump, "cannon-jump")
	add(f.quietMoves > 0, "quiet-move")
	add(f.sacrifice, "sacrifice")
	return t
}

// difficulty grades the line as the mates are graded: its length, one more
// for each quiet solver move (at most two) and for a sacrifice, one less
// when a win in 3 or more starts by simply taking; clamped to 1–5.
func (f banqiLine) difficulty() int {
	d := f.n + min(f.quietMoves, 2)
	if f.sacrifice {
		d++
	}
	if f.firstTakes && f.n >= 3 {
		d--
	}
	return max(1, min(d, 5))
}
