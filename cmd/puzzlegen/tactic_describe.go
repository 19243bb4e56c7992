package main

import (
	"fmt"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search/tactic"
)

// tacticFeatures are what a tactic's line shows, for themes and difficulty.
type tacticFeatures struct {
	game       rules.Game
	first      rules.Kind // the piece that moves first
	firstCheck bool
	firstTakes bool
	sacrifice  bool       // the defender took a piece the solver had just moved
	won        rules.Kind // the most valuable piece the solver takes
	fork       bool       // the first-moved piece makes the winning capture after attacking two targets
	discovered bool       // a piece that has not moved takes a target the first move uncovered
	screen     bool       // as discovered, but a cannon whose screen the first move put there
	skewer     bool       // a check along a line; the king steps aside, the piece behind falls
	pin        bool       // the piece taken stood between the taker and its king
	double     bool       // the first move makes two threats at once, not as a fork
	trapped    bool       // the first move attacks a piece that cannot get away and falls
	mateThreat bool       // after the first move some defence loses to a mate in one
}

// describeTactic replays the line on pos (restored on return).
func describeTactic(pos *rules.Position, l line) tacticFeatures {
	f := tacticFeatures{game: pos.Variant().Game}
	solver := pos.SideToMove()
	m0 := l.moves[0]
	f.first = pos.At(m0.From()).Kind()
	f.firstTakes = pos.At(m0.To()) != rules.Empty
	before := attacked(pos, solver)
	pos.MakeMove(m0)
	f.firstCheck = pos.InCheck()
	fresh := newTargets(before, attacked(pos, solver))
	king := pos.KingSquare(solver.Other())
	f.mateThreat = !f.firstCheck && len(l.moves) > 1 && someReplyMated(pos)
	pos.UnmakeMove()

	tracked := m0.From() // the first-moved piece, followed along the line
	// stayed are the defender's pieces no defender move of the line moved.
	stayed := map[rules.Square]bool{}
	for s := range fresh {
		stayed[s] = true
	}
	for i := 1; i < len(l.moves); i += 2 {
		delete(stayed, l.moves[i].From())
	}
	played := 0
	defer func() {
		for range played {
			pos.UnmakeMove()
		}
	}()
	for i, m := range l.moves {
		if i%2 == 1 {
			if pos.At(m.To()) != rules.Empty && m.To() == l.moves[i-1].To() {
				f.sacrifice = true
			}
		} else if t := pos.At(m.To()); t != rules.Empty && tactic.Value(f.game, t.Kind()) > tactic.Value(f.game, f.won) {
			f.won = t.Kind()
		}
		if i == len(l.moves)-1 {
			f.finalCapture(pos, m, tracked, m0, fresh, stayed, king)
		}
		if i%2 == 0 && m.From() == tracked {
			tracked = m.To()
		}
		pos.MakeMove(m)
		played++
	}
	return f
}

// finalCapture classifies the winning capture m, about to be played;
// tracked is where the first-moved piece stands now, king where the
// defender's king stood after the first move.
func (f *tacticFeatures) finalCapture(pos *rules.Position, m rules.Move, tracked rules.Square, m0 rules.Move, fresh, stayed map[rules.Square]bool, king rules.Square) {
	taker := pos.At(m.From()).Kind()
	targets := len(fresh)
	if f.firstCheck {
		targets++
	}
	byFirst := m.From() == tracked
	switch {
	case byFirst && targets >= 2 && fresh[m.To()]:
		f.fork = true
	case byFirst && f.firstCheck && slider(taker) && between(king, m0.To(), m.To()):
		f.skewer = true
	case !byFirst && fresh[m.To()] && isCannon(taker) && between(m0.To(), m.From(), m.To()):
		f.screen = true
	case !byFirst && fresh[m.To()] && between(m0.From(), m.From(), m.To()):
		f.discovered = true
	}
	f.double = !f.fork && targets >= 2
	f.trapped = fresh[m.To()] && !f.fork && !f.double && !f.skewer && stayed[m.To()]
	// A pin: the piece taken could not step out of the line, its king
	// behind it.
	k := pos.KingSquare(pos.SideToMove().Other())
	if slider(taker) && between(m.To(), m.From(), k) && clearBetween(pos, m.From(), m.To()) && clearBetween(pos, m.To(), k) {
		f.pin = true
	}
}

// slider reports the kinds that move along lines as far as they like.
func slider(k rules.Kind) bool {
	switch k {
	case rules.Chariot, rules.Queen, rules.Bishop, rules.Bers:
		return true
	}
	return false
}

func isCannon(k rules.Kind) bool { return k == rules.Cannon || k == rules.JanggiCannon }

// clearBetween reports whether the squares strictly between a and b, on a
// line, are empty.
func clearBetween(pos *rules.Position, a, b rules.Square) bool {
	if !inLine(a, b) {
		return false
	}
	df, dr := sign(b.File()-a.File()), sign(b.Rank()-a.Rank())
	for q := step(a, df, dr); q != b; q = step(q, df, dr) {
		if pos.At(q) != rules.Empty {
			return false
		}
	}
	return true
}

// someReplyMated reports whether a reply of the side to move lets the other
// side mate at once: the move before it threatened mate, and the defence
// had to see to that before saving its material.
func someReplyMated(pos *rules.Position) bool {
	for _, d := range pos.LegalMoves() {
		pos.MakeMove(d)
		mated := false
		for _, m := range pos.LegalMoves() {
			if isCheckmate(pos, m) {
				mated = true
				break
			}
		}
		pos.UnmakeMove()
		if mated {
			return true
		}
	}
	return false
}

// between reports whether s lies strictly between a and b on a file, rank
// or diagonal.
func between(s, a, b rules.Square) bool {
	df, dr := sign(b.File()-a.File()), sign(b.Rank()-a.Rank())
	if !inLine(a, b) {
		return false
	}
	for q := step(a, df, dr); q != b; q = step(q, df, dr) {
		if q == s {
			return true
		}
	}
	return false
}

func inLine(a, b rules.Square) bool {
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	return a != b && (df == 0 || dr == 0 || abs(df) == abs(dr))
}

func step(s rules.Square, df, dr int) rules.Square { return rules.SquareAt(s.File()+df, s.Rank()+dr) }

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// attacked lists the squares of the defender's pieces worth at least a
// minor piece that side by attacks.
func attacked(pos *rules.Position, by rules.Color) map[rules.Square]bool {
	g := pos.Variant().Game
	out := map[rules.Square]bool{}
	for _, s := range pos.PieceSquares(nil, by.Other()) {
		pc := pos.At(s)
		if tactic.Value(g, pc.Kind()) >= tacticMinWin && pos.Attacked(s, by) {
			out[s] = true
		}
	}
	return out
}

// newTargets are the squares attacked after and not before.
func newTargets(before, after map[rules.Square]bool) map[rules.Square]bool {
	out := map[rules.Square]bool{}
	for s := range after {
		if !before[s] {
			out[s] = true
		}
	}
	return out
}

// themes lists the tactic's themes, most telling first.
func (f tacticFeatures) themes(g rules.Game, n int) []string {
	t := []string{"win-material", fmt.Sprintf("material-in-%d", n)}
	add := func(ok bool, name string) {
		if ok {
			t = append(t, name)
		}
	}
	add(f.fork, themeName(g, f.first)+"-fork")
	add(f.fork, "fork")
	add(f.skewer, "skewer")
	add(f.pin, "pin")
	add(f.screen, "cannon-screen")
	add(f.discovered, "discovered-attack")
	add(f.double, "double-attack")
	add(f.trapped && !f.pin && !f.mateThreat, "trapped-piece")
	add(f.mateThreat, "mate-threat")
	add(f.firstCheck, "check")
	add(!f.firstCheck && !f.firstTakes, "quiet-move")
	add(f.sacrifice, "sacrifice")
	add(f.won != rules.NoKind, "wins-"+themeName(g, f.won))
	return t
}

// difficulty grades a tactic 1–5: its length, one more for a quiet first
// move and for a sacrifice, one less for a first move that checks (checks
// are what players look at first).
func (f tacticFeatures) difficulty(n int) int {
	d := n
	if !f.firstCheck && !f.firstTakes {
		d++
	}
	if f.sacrifice {
		d++
	}
	if f.firstCheck {
		d--
	}
	return max(1, min(5, d))
}
