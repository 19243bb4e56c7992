package main

import (
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

// Banqi over UCI. UCI_Variant banqi or banqi-hongkong switches the session
// to banqi's notation (rules/README.md): "position startpos" is the 32
// face-down pieces, "position fen <banqi position>" any view. The engine
// holds no deal, so an action that reveals a piece (a flip, a blind
// capture) carries the piece it revealed as a FEN letter after the squares,
// upper case red: "c2c2R" flips c2 and shows a red chariot, "c2c3p" is a
// blind capture on c3 that turned up a black soldier. "bestmove" names a
// flip as the square twice ("c2c2").

// banqiPieces maps banqi's FEN letters to pieces.
var banqiPieces = func() map[byte]rules.Piece {
	m := map[byte]rules.Piece{}
	for i, k := range []rules.Kind{rules.General, rules.Advisor, rules.Elephant, rules.Chariot, rules.Horse, rules.Cannon, rules.Soldier} {
		l := "KABRNCP"[i]
		m[l] = rules.MakePiece(k, rules.First)
		m[l+'a'-'A'] = rules.MakePiece(k, rules.Second)
	}
	return m
}()

// setBanqi switches the session to a banqi preset; false when name is not one.
func (u *uci) setBanqi(name string) bool {
	v, err := rules.BanqiPreset(strings.ToLower(name))
	if err != nil {
		return false
	}
	view, err := rules.NewBanqiStart(v)
	if err != nil {
		return false
	}
	if u.banqiEngine == nil {
		u.banqiEngine = search.NewBanqi(u.hashMB)
		u.banqiEngine.SetLevel(u.engine.Level())
	}
	u.game, u.preset, u.opts, u.variant = v.Game, v.Name, rules.DefaultOptions(), v
	u.banqi = view
	return true
}

// banqiPosition handles "position" in banqi. A bad position leaves the
// previous one; a bad action stops the list there.
func (u *uci) banqiPosition(args []string) {
	rest := args[1:]
	fen := u.variant.StartFEN
	if args[0] == "fen" {
		i := indexOf(rest, "moves")
		fen = strings.Join(rest[:i], " ")
		rest = rest[i:]
	}
	view, err := rules.ParseBanqi(u.variant, fen)
	if err != nil {
		u.errorf("position: %v", err)
		return
	}
	if len(rest) > 0 && rest[0] == "moves" {
		for _, s := range rest[1:] {
			if err := playBanqiAction(view, s); err != nil {
				u.errorf("position: %v (moves after it ignored)", err)
				break
			}
		}
	}
	u.banqi = view
}

// playBanqiAction plays one action written as "position" takes it.
func playBanqiAction(view *rules.BanqiView, s string) error {
	revealed := rules.Empty
	if n := len(s); n > 2 && s[n-1] > '9' {
		pc, ok := banqiPieces[s[n-1]]
		if !ok {
			return fmt.Errorf("%q: %q is not a piece letter (KABRNCP red, kabrncp black)", truncate(s), s[n-1:])
		}
		s, revealed = s[:n-1], pc
	}
	m, err := view.ParseMove(s)
	if err != nil {
		return err
	}
	if view.IsChance(m) && revealed == rules.Empty {
		return fmt.Errorf("%q reveals a piece: write it after the squares, e.g. %sR or %sp", truncate(s), m, m)
	}
	return view.Apply(m, revealed)
}

// banqiGo searches the banqi view.
func (u *uci) banqiGo(args []string) {
	view := u.banqi.Clone()
	lim, warnings, err := parseLimits(args, func(s string) (rules.Move, bool) {
		m, err := view.ParseMove(s)
		return m, err == nil
	})
	for _, w := range warnings {
		u.errorf("go: %v", w)
	}
	if err != nil {
		u.errorf("go: %v", err)
		return
	}
	lim.Overhead = u.overhead
	e := u.banqiEngine
	u.start(e.Stop, func() {
		best := e.Search(view, lim, u.printInfo)
		if best == rules.NoMove {
			u.println("bestmove (none)")
			return
		}
		u.println("bestmove %s", best)
	})
}

// banqiPerft prints the count below each root action, then the total, as
// BanqiView.Perft counts: a flip is one leaf per square and, deeper, one
// branch per distinct hidden piece. Stop and quit interrupt it between root
// actions, printing no total; its depth is bounded as a root action's count
// is not interrupted.
func (u *uci) banqiPerft(depth int) {
	view := u.banqi.Clone()
	stop := new(atomic.Bool)
	u.start(func() { stop.Store(true) }, func() {
		var total uint64
		moves := view.LegalMoves()
		for i, m := range moves {
			if stop.Load() {
				u.println("info string perft stopped after %d of %d moves", i, len(moves))
				return
			}
			n := banqiDivide(view, m, depth)
			total += n
			u.println("%s: %d", m, n)
		}
		u.println("\nNodes searched: %d", total)
	})
}

// banqiDivide counts the leaves depth plies deep that begin with action m.
func banqiDivide(view *rules.BanqiView, m rules.Move, depth int) uint64 {
	if depth <= 1 {
		return 1
	}
	if !view.IsChance(m) {
		view.MakeMove(m, rules.Empty)
		defer view.UnmakeMove()
		return view.Perft(depth - 1)
	}
	var n uint64
	for _, pc := range banqiPieces {
		if view.Hidden(pc.Color(), pc.Kind()) > 0 {
			view.MakeMove(m, pc)
			n += view.Perft(depth - 1)
			view.UnmakeMove()
		}
	}
	return n
}

// maxBanqiPerft bounds "go perft" in banqi, whose count below one root
// action is not interrupted.
const maxBanqiPerft = 4
