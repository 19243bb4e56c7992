package search

import (
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func banqiView(t testing.TB, preset, fen string) *rules.BanqiView {
	t.Helper()
	v, err := rules.BanqiPreset(preset)
	if err != nil {
		t.Fatal(err)
	}
	b, err := rules.ParseBanqi(v, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return b
}

// A chance node's value is the average of its outcomes' values weighted by
// the hidden counts: searched whole, each outcome alone, with a full window.
func TestBanqiChanceIsWeightedAverage(t *testing.T) {
	cases := []struct {
		fen   string
		flip  string
		depth int
	}{
		{"xx6/8/1R4c1/k4xxP w P2nA 0 1", "a4", 1},
		{"xx6/8/1R4c1/k4xxP w P2nA 0 1", "g1", 2},
		{"xpxpx1xP/1x1xxAxB/r1pxA1Bx/1n3N2 b KRNCP3kab 0 27", "e4", 2},
	}
	for _, c := range cases {
		view := banqiView(t, "banqi", c.fen)
		m, err := view.ParseMove(c.flip)
		if err != nil {
			t.Fatal(err)
		}
		e := NewBanqi(1)
		e.initSearch(view, Limits{})
		s := &e.s
		got := s.chance(m, c.depth, 0, -banqiInf, banqiInf)
		sum := 0
		for _, col := range []rules.Color{rules.First, rules.Second} {
			for _, k := range banqiKinds {
				n := view.Hidden(col, k)
				if n == 0 {
					continue
				}
				e.Clear()
				s.v.MakeMove(m, rules.MakePiece(k, col))
				sum += n * s.child(c.depth-1, 1, -banqiInf, banqiInf)
				s.v.UnmakeMove()
			}
		}
		if want := roundDiv(sum, view.HiddenTotal()); got != want || s.v.FEN() != view.FEN() {
			t.Errorf("%s flip %s depth %d: chance value %d, weighted average %d", c.fen, c.flip, c.depth, got, want)
		}
		// Star1 cut-offs keep the answer on the right side of any window.
		for _, w := range [][2]int{{got - 50, got + 50}, {got + 10, got + 200}, {got - 200, got - 10}, {got - 1, got + 1}} {
			e.Clear()
			v := s.chance(m, c.depth, 0, w[0], w[1])
			if got > w[0] && got < w[1] && v != got || got <= w[0] && v > w[0] || got >= w[1] && v < w[1] {
				t.Errorf("%s flip %s depth %d: %d in window %v, value %d", c.fen, c.flip, c.depth, v, w, got)
			}
		}
	}
}

// Two deals that differ only in their face-down pieces give the same view,
// so the same search: the engine reads nothing else.
func TestBanqiEngineDoesNotPeek(t *testing.T) {
	view := banqiView(t, "banqi", "xx6/8/1R4c1/k4xxP w P2nA 0 1")
	deals := []string{"Pn6/8/8/5PA1", "AP6/8/8/5nP1"}
	var moves []rules.Move
	var nodes []uint64
	for _, d := range deals {
		deal, err := rules.ParseBanqiDeal(d)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := rules.NewRefereeAt(view, deal)
		if err != nil {
			t.Fatal(err)
		}
		e := NewBanqi(1)
		moves = append(moves, e.Search(ref.View(), Limits{Nodes: 20000}, nil))
		nodes = append(nodes, e.Nodes())
	}
	if moves[0] != moves[1] || nodes[0] != nodes[1] {
		t.Errorf("deals %v: moves %v, nodes %v; want the same", deals, moves, nodes)
	}
}

func TestBanqiTactics(t *testing.T) {
	cases := []struct {
		name, fen string
		depth     int
		want      string // the move, or its from square when only the piece matters
		mate      int
	}{
		{"free capture", "7k/8/8/Rn3x2 w p 0 1", 3, "a1b1", 0},
		{"free capture by the cannon's jump", "k7/8/8/C1x1r3 w p 0 1", 3, "a1e1", 0},
		{"capture the last piece", "8/8/R6A/pR5n w - 0 1", 2, "h2h1", 1},
		{"trap the last pieces", "4K3/8/R5A1/pR5n w - 0 1", 4, "", 2},
	}
	for _, c := range cases {
		view := banqiView(t, "banqi", c.fen)
		var last Info
		m := NewBanqi(1).Search(view, Limits{Depth: c.depth}, func(in Info) { last = in })
		if c.want != "" && m.String() != c.want {
			t.Errorf("%s: %s plays %s, want %s", c.name, c.fen, m, c.want)
		}
		if last.Mate != c.mate {
			t.Errorf("%s: %s mate %d (score %d), want %d", c.name, c.fen, last.Mate, last.Score, c.mate)
		}
	}
}

// A general next to an enemy soldier steps away from it.
func TestBanqiSavesTheGeneral(t *testing.T) {
	view := banqiView(t, "banqi", "n7/8/3Kp3/P7 w - 0 1")
	m := NewBanqi(1).Search(view, Limits{Depth: 3}, nil)
	if m.From().String() != "d2" || m.To().String() == "e2" {
		t.Fatalf("plays %s, want the general d2 out of the soldier's reach", m)
	}
	view.MakeMove(m, rules.Empty)
	for _, r := range view.LegalMoves() {
		if r.To() == m.To() {
			t.Errorf("after %s the soldier takes the general with %s", m, r)
		}
	}
}

func TestBanqiSearchAllocatesLittle(t *testing.T) {
	view := banqiView(t, "banqi", "xpxpx1xP/1x1xxAxB/r1pxA1Bx/1n3N2 b KRNCP3kab 0 27")
	e := NewBanqi(1)
	allocs := testing.AllocsPerRun(2, func() {
		e.Clear()
		e.Search(view, Limits{Nodes: 30000}, nil)
	})
	if e.Nodes() < 20000 || allocs > 60 {
		t.Errorf("%v allocations for %d nodes", allocs, e.Nodes())
	}
	t.Logf("%v allocations for %d nodes", allocs, e.Nodes())
}

// Every level answers a legal move within its node budget (the first
// iteration always completes).
func TestBanqiLevelsAnswerWithinBudget(t *testing.T) {
	view := banqiView(t, "banqi", "xpxpx1xP/1x1xxAxB/r1pxA1Bx/1n3N2 b KRNCP3kab 0 27")
	first := NewBanqi(1)
	first.Search(view, Limits{Depth: 1}, nil)
	for lv := 1; lv <= 10; lv++ {
		e := NewBanqi(1)
		e.SetLevel(lv)
		e.SetSeed(1)
		m := e.Search(view, Limits{Nodes: 20000}, nil)
		budget := uint64(20000)
		if n := banqiLevels[lv].nodes; n > 0 {
			budget = n
		}
		if !view.IsLegal(m) || e.Nodes() > max(budget, first.Nodes()) {
			t.Errorf("level %d: %s after %d nodes (budget %d)", lv, m, e.Nodes(), budget)
		}
	}
}

// A position met earlier in the game, with nothing face down and no
// capture since, counts as a draw inside the tree.
func TestBanqiRepetitionBeforeTheRoot(t *testing.T) {
	start := "7n/8/8/R3K3 w - 0 1"
	played := banqiView(t, "banqi", start)
	for _, s := range []string{"a1a2", "h4h3", "a2a1", "h3h4"} {
		m, err := played.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		played.MakeMove(m, rules.Empty)
	}
	fresh := banqiView(t, "banqi", played.FEN())
	for _, c := range []struct {
		view *rules.BanqiView
		want bool
	}{{played, true}, {fresh, false}} {
		e := NewBanqi(1)
		e.initSearch(c.view, Limits{})
		s := &e.s
		for _, str := range []string{"a1a2", "h4h3"} {
			m, _ := s.v.ParseMove(str)
			s.v.MakeMove(m, rules.Empty)
		}
		if got := s.drawn(2); got != c.want {
			t.Errorf("%s after a1a2 h4h3 (%d plies known): drawn %v, want %v", c.view.FEN(), c.view.Ply(), got, c.want)
		}
	}
}
