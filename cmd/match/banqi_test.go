package main

import (
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func TestGreedyBanqi(t *testing.T) {
	cases := []struct {
		name, preset, fen string
		want              []string // any of these
	}{
		{"the highest-ranked capture", "banqi", "8/8/8/pRn4x w k 0 1", []string{"b1c1"}},
		{"hong kong ranks", "banqi-hongkong", "8/8/8/aRb4x w k 0 1", []string{"b1a1"}},
		{"a flip when nothing can be taken", "banqi", "8/8/8/R1n4x w k 0 1", []string{"h1h1"}},
		{"a safe move with nothing face down", "banqi", "8/8/r7/1R6 w - 0 1", []string{"b1c1"}},
	}
	for _, c := range cases {
		v, err := rules.BanqiPreset(c.preset)
		if err != nil {
			t.Fatal(err)
		}
		view, err := rules.ParseBanqi(v, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		g := newGreedy(v)
		for seed := range uint64(8) {
			g.newGame(seed)
			m := g.move(view).String()
			ok := false
			for _, w := range c.want {
				ok = ok || m == w
			}
			if !ok {
				t.Errorf("%s: %s plays %s, want one of %v", c.name, c.fen, m, c.want)
			}
		}
	}
}

// The engine beats the greedy player from either seat, and the result is
// scored for the right player.
func TestPlayBanqi(t *testing.T) {
	v, err := rules.BanqiPreset("banqi")
	if err != nil {
		t.Fatal(err)
	}
	engine, greedy := newBanqiEngine(10, 3000, 0), newGreedy(v)
	for i, players := range [][2]banqiPlayer{{engine, greedy}, {greedy, engine}} {
		r, err := playBanqi(v, 1, players)
		if err != nil {
			t.Fatal(err)
		}
		if want := 1 - 2*i; r.score != want || r.reason != string(rules.ReasonNoMoves) {
			t.Errorf("%s first: score %+d (%s after %d plies), want %+d", players[0].name(), r.score, r.reason, r.plies, want)
		}
	}
}
