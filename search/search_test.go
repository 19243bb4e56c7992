package search

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

func mustPos(t testing.TB, variant, fen string, moves ...string) *rules.Position {
	t.Helper()
	pos, err := rules.MustPreset(variant).NewPositionLenient(fen)
	if err != nil {
		t.Fatalf("%s %q: %v", variant, fen, err)
	}
	for _, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatalf("%s %q: %v", variant, fen, err)
		}
		pos.MakeMove(m)
	}
	return pos
}

func moveStrings(ms []rules.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}

// mateCases are hand-built forced wins in every game. want lists every first
// move that wins within n moves (nil: not checked).
var mateCases = []struct {
	name, variant, fen string
	n                  int
	want               []string
}{
	{"xiangqi mate in 1 (or stalemate)", "xiangqi", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", 1, []string{"a1a9", "a1d1"}},
	{"xiangqi mate in 2", "xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K4R w - - 0 1", 2, []string{"a1a9", "i1e1", "i1i9"}},
	{"xiangqi mate in 3", "xiangqi", "4ka3/9/3a5/9/9/9/9/9/4C4/3RK4 w - - 0 1", 3, []string{"d1d8", "e1f1"}},
	{"janggi mate in 1", "janggi-traditional", "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1", 1, []string{"b1b10"}},
	{"janggi (FSF) win in 2", "janggi", "3k5/R8/9/9/9/9/9/9/9/R3K4 w - - 0 1", 2, nil},
	{"janggi mate in 3", "janggi-traditional", "4k4/9/9/9/9/9/9/9/R8/1R2K4 w - - 0 1", 3, []string{"a2e2"}},
	{"janggi mate in 3 with a guard", "janggi-traditional", "3k5/4a4/9/9/9/9/9/9/4K4/R7R w - - 0 1", 3, []string{"i1i10"}},
	{"shatar mate in 1", "shatar", "k7/8/1K6/8/8/7p/7P/6R1 w - - 0 1", 1, []string{"g1g8"}},
	{"shatar mate in 2", "shatar-traditional", "k7/8/8/2K5/7p/7P/8/6R1 w - - 0 1", 2, []string{"c5b6"}},
	{"shatar mate in 3", "shatar-traditional", "1k6/8/8/2K5/7p/7P/8/6R1 w - - 0 1", 3, []string{"c5b6", "c5c6"}},
	{"shatar (FSF) mate in 3", "shatar", "2k5/8/8/3K4/7p/7P/8/6R1 w - - 0 1", 3, []string{"d5c6"}},
	{"hiashatar mate in 1", "hiashatar", "k9/10/1K8/10/10/10/10/10/10/9R w - - 0 1", 1, []string{"j1j10"}},
	{"hiashatar mate in 2", "hiashatar", "4k5/10/10/10/10/10/10/10/R9/1R7K w - - 0 1", 2, []string{"a2a9", "b1b9"}},
	{"hiashatar mate in 3", "hiashatar", "10/4k5/10/10/10/10/10/10/10/QR7K w - - 0 1", 3, []string{"a1a8", "b1b8"}},
}

func TestSolveMate(t *testing.T) {
	for _, c := range mateCases {
		t.Run(c.name, func(t *testing.T) {
			pos := mustPos(t, c.variant, c.fen)
			before := pos.FEN()
			n, winning := SolveMate(pos, c.n)
			if n != c.n {
				t.Fatalf("SolveMate: mate in %d %v, want %d", n, moveStrings(winning), c.n)
			}
			if c.want != nil && !slices.Equal(moveStrings(winning), c.want) {
				t.Errorf("winning moves %v, want %v", moveStrings(winning), c.want)
			}
			if pos.FEN() != before {
				t.Errorf("position changed: %s", pos.FEN())
			}
		})
	}
}

func TestSearchFindsMates(t *testing.T) {
	for _, c := range mateCases {
		t.Run(c.name, func(t *testing.T) {
			pos := mustPos(t, c.variant, c.fen)
			e := New(8)
			var last Info
			best := e.Search(pos, Limits{Depth: 2*c.n + 3}, func(in Info) { last = in })
			if last.Mate != c.n {
				t.Errorf("reported mate %d (score %d), want mate %d", last.Mate, last.Score, c.n)
			}
			if c.want != nil && !slices.Contains(c.want, best.String()) {
				t.Errorf("best move %s, not one of the winning moves %v", best, c.want)
			}
		})
	}
}

// A mate given with bishop and pawn checks only is niol, a draw: not a
// puzzle solution, and not a win for the search.
func TestNiolIsNoWin(t *testing.T) {
	pos := mustPos(t, "shatar-traditional", "k7/P7/1K6/7p/7P/7B/8/8 w - - 0 1")
	if n, w := SolveMate(pos, 2); n != 0 {
		t.Errorf("SolveMate found a win in %d %v; the only mates are niol", n, moveStrings(w))
	}
	var last Info
	New(8).Search(pos, Limits{Depth: 6}, func(in Info) { last = in })
	if last.Mate > 0 {
		t.Errorf("search claims mate in %d", last.Mate)
	}
}

func TestAvoidsRuleLosses(t *testing.T) {
	cases := []struct {
		name, variant, fen string
		moves              []string
		avoid              string // the move that loses by rule
		want               string // when set, the only good move
	}{
		// Red has checked on every move of the cycle; a9a10 repeats the
		// position with black to move, so red would lose by perpetual check.
		{"xiangqi perpetual check", "xiangqi", "3k5/R8/9/9/7r1/4P4/9/7n1/9/4K4 w - - 0 1",
			[]string{"a9a10", "d10d9", "a10a9", "d9d10"}, "a9a10", ""},
		// c5a3 lets b5b4 shut the elephant in: red would have no move, and a
		// stalemated side loses in xiangqi.
		{"xiangqi self-stalemate", "xiangqi", "4k4/9/9/9/9/1pB6/9/9/1p6r/3K5 w - - 0 1", nil, "c5a3", "c5e3"},
		// g5f7 is a smothered knight mate: illegal in traditional shatar, a
		// win for the mated side under Fairy-Stockfish's rules.
		// Han has just passed; a second pass ends the game and counting
		// gives it to han, a chariot up.
		{"janggi (FSF) passing into a counted loss", "janggi", "4k4/r8/9/9/8P/9/9/9/9/3K5 w - - 0 1",
			[]string{"i6i7", "e10e10"}, "d1d1", ""},
		// Cho checks on every move; a9a10 makes the third occurrence, which
		// Fairy-Stockfish's janggi scores as cho's loss despite the points.
		{"janggi (FSF) perpetual check", "janggi", "3k5/R8/9/9/9/9/9/9/4K4/9 w - - 0 1",
			janggiCheckCycle, "a9a10", ""},
		{"shatar knight mate (FSF)", "shatar", "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", nil, "g5f7", ""},
		{"shatar knight mate (traditional)", "shatar-traditional", "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", nil, "g5f7", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := mustPos(t, c.variant, c.fen, c.moves...)
			best := New(8).Search(pos, Limits{Depth: 6}, nil)
			if best.String() == c.avoid || c.want != "" && best.String() != c.want {
				t.Errorf("played %s; must avoid %s (want %q)", best, c.avoid, c.want)
			}
		})
	}
}

var janggiCheckCycle = []string{"a9a10", "d10d9", "a10a9", "d9d10", "a9a10", "d10d9", "a10a9", "d9d10"}

// The perpetual-check cases above are only tests if the rules judge them so.
func TestPerpetualCheckPrecondition(t *testing.T) {
	pos := mustPos(t, "xiangqi", "3k5/R8/9/9/7r1/4P4/9/7n1/9/4K4 w - - 0 1",
		"a9a10", "d10d9", "a10a9", "d9d10", "a9a10")
	if n, verdict, _ := pos.Repetition(); n == 0 || verdict != rules.SecondWins {
		t.Fatalf("Repetition() = %d, %v; want a repetition lost by red", n, verdict)
	}
	pos = mustPos(t, "janggi", "3k5/R8/9/9/9/9/9/9/4K4/9 w - - 0 1", append(janggiCheckCycle, "a9a10")...)
	if n, verdict, _ := pos.Repetition(); n != 2 || verdict != rules.SecondWins {
		t.Fatalf("janggi Repetition() = %d, %v; want the third occurrence, lost by cho", n, verdict)
	}
}

// timedSearch returns the shortest of three searches' wall times: the
// machine's other load only ever adds to it.
func timedSearch(pos *rules.Position, lim Limits) time.Duration {
	e := New(16)
	best := time.Hour
	for range 3 {
		e.Clear()
		start := time.Now()
		e.Search(pos, lim, nil)
		best = min(best, time.Since(start))
	}
	return best
}

func TestMoveTime(t *testing.T) {
	cases := []struct {
		variant string
		mt      time.Duration
	}{
		{"janggi", 100 * time.Millisecond},
		{"xiangqi", 50 * time.Millisecond},
		{"xiangqi", 300 * time.Millisecond},
		{"shatar", 200 * time.Millisecond},
		{"hiashatar", 150 * time.Millisecond},
	}
	for _, c := range cases {
		if testing.Short() && c.variant != "janggi" {
			continue
		}
		el := timedSearch(rules.MustPreset(c.variant).StartPosition(), Limits{MoveTime: c.mt})
		limit := c.mt + c.mt/10 + 20*time.Millisecond
		if testing.Short() {
			limit = 2*c.mt + 50*time.Millisecond // make test may run on a crowded machine
		}
		if el > limit || el < c.mt/2 {
			t.Errorf("%s movetime %v took %v, want %v..%v", c.variant, c.mt, el, c.mt/2, limit)
		}
	}
}

func TestClockBudget(t *testing.T) {
	pos := rules.MustPreset("xiangqi").StartPosition()
	lim := Limits{Time: [2]time.Duration{600 * time.Millisecond, 600 * time.Millisecond}}
	if el := timedSearch(pos, lim); el > 250*time.Millisecond {
		t.Errorf("with 600ms on the clock the search took %v", el)
	}
}

func TestStopAnswersAtOnce(t *testing.T) {
	pos := rules.MustPreset("xiangqi").StartPosition()
	e := New(16)
	done := make(chan rules.Move)
	go func() { done <- e.Search(pos, Limits{Infinite: true}, nil) }()
	time.Sleep(100 * time.Millisecond)
	e.Stop()
	start := time.Now()
	select {
	case m := <-done:
		if m == rules.NoMove {
			t.Error("stopped search returned no move")
		}
		limit := 50 * time.Millisecond
		if testing.Short() {
			limit = 300 * time.Millisecond // make test may run on a crowded machine
		}
		if el := time.Since(start); el > limit {
			t.Errorf("stop took %v", el)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("search did not stop")
	}
}

func TestNodeLimit(t *testing.T) {
	pos := rules.MustPreset("shatar").StartPosition()
	e := New(16)
	e.Search(pos, Limits{Nodes: 20000}, nil)
	if n := e.Nodes(); n > 20000+2048 {
		t.Errorf("searched %d nodes with a limit of 20000", n)
	}
}

func TestBenchIsDeterministic(t *testing.T) {
	reduce := 3
	if testing.Short() {
		reduce = 5
	}
	a, err := bench(nil, reduce)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := bench(nil, reduce)
	if a != b || a == 0 {
		t.Errorf("bench node counts %d and %d differ", a, b)
	}
}

func TestMultiPV(t *testing.T) {
	pos := rules.MustPreset("xiangqi").StartPosition()
	lines := map[int]Info{}
	New(16).Search(pos, Limits{Depth: 5, MultiPV: 3}, func(in Info) { lines[in.MultiPV] = in })
	if len(lines) != 3 {
		t.Fatalf("got %d lines, want 3", len(lines))
	}
	seen := map[rules.Move]bool{}
	for i := 1; i <= 3; i++ {
		l := lines[i]
		if len(l.PV) == 0 || seen[l.PV[0]] {
			t.Fatalf("line %d: empty or repeated first move %v", i, l.PV)
		}
		seen[l.PV[0]] = true
		if i > 1 && l.Score > lines[i-1].Score {
			t.Errorf("line %d scores %d, more than line %d's %d", i, l.Score, i-1, lines[i-1].Score)
		}
	}
}

func TestLevelsPlayLegalMoves(t *testing.T) {
	for _, name := range []string{"xiangqi", "janggi", "shatar", "hiashatar"} {
		pos := rules.MustPreset(name).StartPosition()
		for lv := 1; lv <= 10; lv += 3 {
			e := New(4)
			e.SetLevel(lv)
			e.SetSeed(uint64(lv))
			m := e.Search(pos, Limits{MoveTime: 50 * time.Millisecond}, nil)
			if !pos.IsLegal(m) {
				t.Errorf("%s level %d: illegal move %s", name, lv, m)
			}
		}
	}
}

// A weak level never gives away a mate it sees.
func TestWeakLevelTakesMate(t *testing.T) {
	pos := mustPos(t, "xiangqi", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1")
	for seed := uint64(0); seed < 10; seed++ {
		e := New(4)
		e.SetLevel(3)
		e.SetSeed(seed)
		if m := e.Search(pos, Limits{}, nil); m.String() != "a1d1" && m.String() != "a1a9" {
			t.Fatalf("level 3 seed %d played %s, not the mate", seed, m)
		}
	}
}

// The search's hot path allocates nothing: allocations stay a small,
// fixed number per search however many nodes it visits.
func TestSearchAllocations(t *testing.T) {
	pos := rules.MustPreset("xiangqi").StartPosition()
	e := New(16)
	allocs := testing.AllocsPerRun(2, func() {
		e.Clear()
		e.Search(pos, Limits{Depth: 7}, nil)
	})
	if e.Nodes() < 5000 || allocs > 150 {
		t.Errorf("%v allocations for %d nodes", allocs, e.Nodes())
	}
}

func TestBrokenPositionsDoNotHang(t *testing.T) {
	// The side not to move is in check: the engine takes the general.
	pos := mustPos(t, "xiangqi", "3ak4/4a4/9/9/9/9/9/4C4/9/3K1R3 w - - 0 1")
	if m := New(4).Search(pos, Limits{Depth: 4}, nil); m.String() != "e3e10" {
		t.Errorf("played %s", m)
	}
	if n, _ := SolveMate(pos, 2); n != 0 {
		t.Errorf("SolveMate on a broken position: %d", n)
	}
}

// Asking for a longer mate than the solver handles is an error, not a
// silently shorter search.
func TestSolveMateTooLong(t *testing.T) {
	pos := mustPos(t, "xiangqi", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1")
	defer func() {
		err, _ := recover().(error)
		if !errors.Is(err, ErrMateTooLong) {
			t.Fatalf("SolveMate(%d): recovered %v, want ErrMateTooLong", MaxMateMoves+1, err)
		}
	}()
	SolveMate(pos, MaxMateMoves+1)
}

// The mate solver's cache keys results by the positions the path could
// repeat: the same position reached by two move orders gets two keys (each
// path offers the defender other repetitions), and an irreversible move
// clears the path, where nothing earlier can recur.
func TestMateCacheRespectsRepetitions(t *testing.T) {
	key := func(moves ...string) uint64 {
		pos := mustPos(t, "xiangqi", rules.MustPreset("xiangqi").StartFEN)
		ms := &mateSolver{pos: pos}
		for _, s := range moves {
			m, err := pos.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			ms.enter(m)
		}
		return ms.path
	}
	a := key("b1c3", "h10g8", "h1g3", "b10c8")
	b := key("h1g3", "b10c8", "b1c3", "h10g8")
	if a == b {
		t.Errorf("two paths to one position share a cache key")
	}
	if k := key("b1c3", "b10c8", "h3h10"); k != 0 {
		t.Errorf("path key %x after a capture, want 0", k)
	}
	// The solver's answers with the keyed cache match a search without one
	// on the xiangqi cases, where repetitions decide.
	for _, c := range mateCases {
		if c.variant != "xiangqi" {
			continue
		}
		pos := mustPos(t, c.variant, c.fen)
		n, w := SolveMate(pos, c.n)
		bare := &mateSolver{pos: pos.Clone(), attacker: pos.SideToMove(), limit: DefaultMateNodes}
		n2, w2, complete := bare.solve(c.n)
		if !complete || n != n2 || !slices.Equal(moveStrings(w), moveStrings(w2)) {
			t.Errorf("%s: mate in %d %v with the cache, %d %v without", c.name, n, moveStrings(w), n2, moveStrings(w2))
		}
	}
}

// A weak janggi level passes only when the pass is its best move: a random
// pass lets an opponent ahead on points end the game by passing back.
func TestWeakLevelDoesNotPassAtRandom(t *testing.T) {
	pos := rules.MustPreset("janggi").StartPosition()
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	var pass, move rules.Move
	for _, m := range ml.Moves() {
		if m.IsPass() {
			pass = m
		} else {
			move = m
		}
	}
	if !pass.IsPass() {
		t.Fatal("no pass among the janggi start moves")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	s := &searcher{multiPV: 3, root: []rootMove{{move: move, score: 10}, {move: pass, score: 10}, {move: move, score: 0}}}
	for i := 0; i < 200; i++ {
		if m := s.pickHuman(levels[1], rng); m.IsPass() {
			t.Fatalf("pick %d: a pass that is not the best line", i)
		}
	}
	s.root[0], s.root[1] = s.root[1], s.root[0]
	passes := 0
	for i := 0; i < 200; i++ {
		if s.pickHuman(levels[1], rng).IsPass() {
			passes++
		}
	}
	if passes == 0 {
		t.Errorf("a pass that is the best line never played")
	}
}

// Janggi's counting turns every repetition into a win for one side, so a
// position met once before the root must not be scored as the end of the
// game on its second occurrence: the game goes on until the third (as
// Fairy-Stockfish judges it). Han returning to the start position is no mate.
func TestJanggiSecondOccurrenceIsNoEnd(t *testing.T) {
	v := rules.MustPreset("janggi")
	pos := mustPos(t, "janggi", v.StartFEN, "b1c3", "b10c8", "c3b1")
	e := New(1)
	var last Info
	e.Search(pos, Limits{Depth: 3}, func(in Info) { last = in })
	if last.Mate != 0 {
		t.Errorf("han claims mate %d by returning to a position seen once (pv %v)", last.Mate, last.PV)
	}
	// The third occurrence does end the game: han, ahead by 1.5 points, wins.
	pos = mustPos(t, "janggi", v.StartFEN, "b1c3", "b10c8", "c3b1", "c8b10", "b1c3", "b10c8", "c3b1")
	if m := e.Search(pos, Limits{Depth: 3}, func(in Info) { last = in }); m.String() != "c8b10" || last.Mate != 1 {
		t.Errorf("third occurrence: %v, mate %d; want c8b10, mate 1", m, last.Mate)
	}
}

// TestQuiescenceChecks: at the first ply of quiescence the quiet checks are
// searched too, so a mate by a quiet check at the horizon is seen; captures
// alone would miss it.
func TestQuiescenceChecks(t *testing.T) {
	cases := []struct{ fen, mate string }{
		{"1R2n4/5k3/4P4/9/2B6/9/9/4A4/3K5/3A5 w - - 5 84", "e8e9"},
		{"4aab2/5k1Cn/9/3N4p/3pp4/5c3/7P1/3r5/3B5/3K4c b - - 7 46", "d3f1"},
	}
	for _, c := range cases {
		pos := mustPos(t, "janggi", c.fen)
		var s searcher
		s.init(New(1), pos, Limits{Depth: 1})
		if score := s.qsearch(-scoreInf, scoreInf, 0, false, false); score >= mateBound {
			t.Fatalf("%s: captures alone already find the mate; the case proves nothing", c.fen)
		}
		score := s.qsearch(-scoreInf, scoreInf, 0, false, true)
		if score < mateBound || s.pv[0].n == 0 || s.pv[0].m[0].String() != c.mate {
			t.Errorf("%s: quiescence with checks scores %d, pv %v; want the mate %s", c.fen, score, s.pv[0].m[:s.pv[0].n], c.mate)
		}
	}
}

// TestQuiescencePruning: shatar's quiescence leaves out even trades when far
// below alpha, late quiet evasions once the king is saved and checks that
// lose the checking piece; the other games search them.
func TestQuiescencePruning(t *testing.T) {
	cases := []struct {
		name, variant, fen, move string
		i, below, best           int  // move index, alpha above the static evaluation, best so far
		inCheck, check, want     bool // check: m is a quiet check of the first quiescence ply
	}{
		{"trade far below alpha", "shatar", "4k3/8/2p5/3n4/8/2N5/8/4K3 w - - 0 1", "c3d5", 0, 150, 0, false, false, true},
		{"trade near alpha", "shatar", "4k3/8/2p5/3n4/8/2N5/8/4K3 w - - 0 1", "c3d5", 0, 50, 0, false, false, false},
		{"winning capture far below alpha", "shatar", "4k3/8/8/3n4/8/2N5/8/4K3 w - - 0 1", "c3d5", 0, 300, 0, false, false, false},
		{"capture too small for alpha", "shatar", "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1", "c3d5", 0, 200, 0, false, false, true},
		{"xiangqi trade far below alpha", "xiangqi", "4k4/4r4/9/9/9/9/9/9/4R4/3K5 w - - 0 1", "e2e9", 0, 150, 0, false, false, false},
		{"late quiet evasion", "shatar", "4k3/8/8/4r3/8/8/P7/4K3 w - - 0 1", "e1d1", 2, 0, 0, true, false, true},
		{"early quiet evasion", "shatar", "4k3/8/8/4r3/8/8/P7/4K3 w - - 0 1", "e1d1", 1, 0, 0, true, false, false},
		{"quiet evasion, no saving move yet", "shatar", "4k3/8/8/4r3/8/8/P7/4K3 w - - 0 1", "e1d1", 2, 0, -scoreInf, true, false, false},
		{"janggi late quiet evasion", "janggi", "4k4/9/9/9/4r4/9/9/9/P8/4K4 w - - 0 1", "e1d1", 2, 0, 0, true, false, false},
		{"check that loses the bers", "shatar", "4k3/7p/8/8/8/8/8/3JK3 w - - 0 1", "d1d8", 0, 0, 0, false, true, true},
		{"safe check", "shatar", "4k3/7p/8/8/8/8/8/3JK3 w - - 0 1", "d1e2", 0, 0, 0, false, true, false},
		{"xiangqi check that loses the rook", "xiangqi", "3k5/9/9/9/9/9/9/9/9/r3RK3 w - - 0 1", "e1d1", 0, 0, 0, false, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := mustPos(t, c.variant, c.fen)
			m, err := pos.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			var s searcher
			s.init(New(1), pos, Limits{Depth: 1})
			var got bool
			if c.check {
				got = s.qcheckSkipped(m)
			} else {
				standPat := -scoreInf
				if !c.inCheck {
					standPat = s.ev.evaluate(pos)
				}
				got = s.qskip(m, c.i, c.inCheck, standPat, c.best, standPat+c.below)
			}
			if got != c.want {
				t.Errorf("%s skipped: %v, want %v", c.move, got, c.want)
			}
		})
	}
}

// TestTableMoveFirst: in shatar a node tries the move its table remembers
// before it generates the others, and generates none when that move cuts; a
// table move that is not legal in the position (a hash collision) is never
// played.
func TestTableMoveFirst(t *testing.T) {
	const fen = "4k3/8/2p5/3n4/8/2N5/8/4K3 w - - 0 1"
	cases := []struct {
		name, move string
		generated  bool // the node generated all its moves
	}{
		{"a table move that cuts", "c3d5", false},
		{"a move from an empty square", "a1a2", true},
		{"a move of the other side's piece", "d5c3", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := mustPos(t, "shatar", fen)
			legal := pos.LegalMoves()
			m, err := pos.ParseMove(c.move)
			if err != nil {
				m = rules.NewMove(squareOf(c.move[:2]), squareOf(c.move[2:]), rules.NoKind)
			}
			var s searcher
			s.init(New(1), pos, Limits{Depth: 2})
			s.e.tt.store(pos.Hash(), m, 0, noScore, 0, boundLower)
			const ply = 1
			score := s.pvs(-1001, -1000, 2, ply, true, false, false)
			if score <= -1000 {
				t.Fatalf("score %d, want a cut above -1000", score)
			}
			if got := s.pv[ply].n > 0 && slices.Contains(legal, s.pv[ply].m[0]); !got {
				t.Fatalf("the node's best move %v is not legal", s.pv[ply].m[:s.pv[ply].n])
			}
			if got := s.frames[ply].ml.Len() == len(legal); got != c.generated {
				t.Errorf("all %d moves generated: %v, want %v", len(legal), got, c.generated)
			}
		})
	}
}

// squareOf reads a square name such as "a1" (files a–h, ranks 1–8).
func squareOf(name string) rules.Square {
	return rules.SquareAt(int(name[0]-'a'), int(name[1]-'1'))
}

// TestCheckReduction: a late quiet check is reduced only in shatar, and there
// by one ply less than the same move without the check.
func TestCheckReduction(t *testing.T) {
	cases := []struct {
		variant string
		check   bool
		want    func(plain int) int
	}{
		{"shatar", false, func(plain int) int { return plain }},
		{"shatar", true, func(plain int) int { return plain - 1 }},
		{"xiangqi", true, func(int) int { return 0 }},
		{"janggi", true, func(int) int { return 0 }},
		{"hiashatar", true, func(int) int { return 0 }},
	}
	for _, c := range cases {
		var s searcher
		s.ev.setGame(rules.MustPreset(c.variant))
		n := &node{depth: 10, improving: true}
		plain := s.reduction(n, 20, 0, true, false)
		if plain < 2 {
			t.Fatalf("%s: the 20th quiet move at depth 10 is reduced by %d, want at least 2", c.variant, plain)
		}
		if got, want := s.reduction(n, 20, 0, true, c.check), c.want(plain); got != want {
			t.Errorf("%s, check %v: reduction %d, want %d", c.variant, c.check, got, want)
		}
	}
}
