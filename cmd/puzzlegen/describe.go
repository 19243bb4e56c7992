package main

import (
	"fmt"

	"github.com/elephant-chess/elephant/rules"
)

// features are what a main line shows, for themes and difficulty.
type features struct {
	game        rules.Game
	mater       rules.Kind   // the piece that gives mate
	kinds       []rules.Kind // kinds of the solver's pieces that moved, one entry per piece
	firstQuiet  bool         // the first move gives no check
	quiet       bool         // some solver move gives no check
	quietMoves  int          // solver moves that give no check
	firstTakes  bool         // the first move captures
	sacrifice   bool         // the defender took the piece the solver had just moved
	promotion   bool
	diagonal    bool // a solver move along a palace diagonal (janggi)
	bodyguard   bool // a bodyguard moved by the solver or next to the mated king
	flyingGuard bool // the solver's general covers an escape point along its file (xiangqi)
}

// describe replays the line on pos (restored on return) and records its
// features.
func describe(pos *rules.Position, l line) features {
	f := features{game: pos.Variant().Game}
	solver := pos.SideToMove()
	ids := map[rules.Square]int{}
	next := 0
	for i, m := range l.moves {
		if i%2 == 0 {
			id := f.solverMove(pos, m, i, len(l.moves), ids, &next)
			delete(ids, m.From())
			ids[m.To()] = id
		} else {
			if pos.At(m.To()) != rules.Empty && l.moves[i-1].To() == m.To() {
				f.sacrifice = true
			}
			delete(ids, m.To())
		}
		pos.MakeMove(m)
	}
	f.atMate(pos, solver)
	for range l.moves {
		pos.UnmakeMove()
	}
	return f
}

// solverMove records one solver move before it is played and returns the
// moving piece's id: pieces are told apart by following them from square to
// square.
func (f *features) solverMove(pos *rules.Position, m rules.Move, i, n int, ids map[rules.Square]int, next *int) int {
	pc := pos.At(m.From())
	id, ok := ids[m.From()]
	if !ok {
		id = *next
		*next++
		f.kinds = append(f.kinds, pc.Kind())
	}
	if i == 0 {
		f.firstTakes = pos.At(m.To()) != rules.Empty
	}
	if m.Promotion() != rules.NoKind {
		f.promotion = true
	}
	if pc.Kind() == rules.Bodyguard {
		f.bodyguard = true
	}
	df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
	v := pos.Variant()
	if f.game == rules.Janggi && df != 0 && abs(df) == abs(dr) && v.InPalace(m.From(), pc.Color().Other()) {
		f.diagonal = true
	}
	pos.MakeMove(m)
	check := pos.InCheck()
	pos.UnmakeMove()
	if !check {
		f.quiet = true
		f.quietMoves++
		f.firstQuiet = f.firstQuiet || i == 0
	}
	if i == n-1 {
		f.mater = pc.Kind()
	}
	return id
}

// atMate records what the final position shows around the mated king.
func (f *features) atMate(pos *rules.Position, solver rules.Color) {
	k := pos.KingSquare(solver.Other())
	v := pos.Variant()
	for _, s := range v.Squares() {
		if pc := pos.At(s); pc.Kind() == rules.Bodyguard && abs(s.File()-k.File()) <= 1 && abs(s.Rank()-k.Rank()) <= 1 {
			f.bodyguard = true
		}
	}
	// Only xiangqi forbids facing generals; in janggi the facing is bikjang,
	// a legal position, so the general guards nothing along its file.
	if f.game == rules.Xiangqi {
		f.flyingGuard = generalCovers(pos, solver, k)
	}
}

// generalCovers reports whether the solver's general looks along its file at
// an empty point next to the mated general: the flying general guards it.
func generalCovers(pos *rules.Position, solver rules.Color, k rules.Square) bool {
	own := pos.KingSquare(solver)
	if abs(own.File()-k.File()) != 1 {
		return false
	}
	target := rules.SquareAt(own.File(), k.Rank())
	if pos.At(target) != rules.Empty || !pos.Variant().InPalace(target, solver.Other()) {
		return false
	}
	lo, hi := min(own.Rank(), target.Rank()), max(own.Rank(), target.Rank())
	for r := lo + 1; r < hi; r++ {
		if pos.At(rules.SquareAt(own.File(), r)) != rules.Empty {
			return false
		}
	}
	return true
}

// kindOrder names kinds for themes, in the order themes list them.
var kindOrder = []rules.Kind{rules.Horse, rules.Chariot, rules.Cannon, rules.JanggiCannon, rules.Soldier,
	rules.LongElephant, rules.Elephant, rules.Advisor, rules.Guard, rules.General,
	rules.Bers, rules.Queen, rules.Knight, rules.Bishop, rules.Bodyguard, rules.Pawn, rules.King}

func themeName(g rules.Game, k rules.Kind) string {
	mongol := g == rules.Shatar || g == rules.Hiashatar
	switch {
	case k == rules.Chariot && mongol:
		return "rook"
	case k == rules.JanggiCannon:
		return "cannon"
	}
	return k.String()
}

// mateTheme names the mate by the piece that gave it. Pieces that can never
// check by themselves (advisors, guards, elephants of xiangqi, generals and
// kings, hiashatar's bodyguards) can only uncover a check: a discovered mate.
func mateTheme(g rules.Game, k rules.Kind) string {
	switch k {
	case rules.Advisor, rules.Guard, rules.Elephant, rules.General, rules.King, rules.Bodyguard:
		return "discovered-mate"
	}
	return themeName(g, k) + "-mate"
}

// themes lists the puzzle's themes, most telling first.
func (f features) themes(g rules.Game, n int) []string {
	t := []string{fmt.Sprintf("mate-in-%d", n), mateTheme(g, f.mater)}
	counts := map[rules.Kind]int{}
	for _, k := range f.kinds {
		counts[k]++
	}
	var distinct []rules.Kind
	for _, k := range kindOrder {
		if counts[k] > 0 {
			distinct = append(distinct, k)
		}
		if counts[k] > 1 {
			t = append(t, "double-"+themeName(g, k))
		}
	}
	if len(distinct) == 2 {
		t = append(t, themeName(g, distinct[0])+"-and-"+themeName(g, distinct[1]))
	}
	t = append(t, f.flags(n)...)
	return t
}

func (f features) flags(n int) []string {
	var t []string
	add := func(ok bool, name string) {
		if ok {
			t = append(t, name)
		}
	}
	add(f.quiet, "quiet-move")
	add(!f.quiet && n > 1, "all-checks")
	add(f.sacrifice, "sacrifice")
	add(f.promotion && (f.game == rules.Shatar || f.game == rules.Hiashatar), "promotion")
	add(f.diagonal && f.game == rules.Janggi, "palace-diagonal")
	add(f.bodyguard && f.game == rules.Hiashatar, "bodyguard-zone")
	add(f.flyingGuard && f.game == rules.Xiangqi, "flying-general")
	return t
}

// difficulty grades a puzzle 1–5: the mate's length, one more for each
// quiet solver move (up to two: checks are the first moves players look at)
// and for a sacrifice, one less for a first move that simply takes material
// in a longer mate.
func (f features) difficulty(n int) int {
	d := n + min(f.quietMoves, 2)
	if f.sacrifice {
		d++
	}
	if f.firstTakes && n > 2 {
		d--
	}
	return max(1, min(5, d))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
