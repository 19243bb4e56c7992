package tutorials

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// banqiPuzzleMin is the banqi collection's promise.
const banqiPuzzleMin = 24

// banqiThemes are banqi's own themes; the collection shows each of them.
var banqiThemes = []string{"last-pieces", "blockade", "trap-general", "cannon-jump", "soldier-takes-general"}

// TestBanqiPuzzlesLoad: the banqi puzzles load apart from the others, and
// the collection spreads over lengths 1–4, both colours and every banqi
// theme.
func TestBanqiPuzzlesLoad(t *testing.T) {
	ps, err := LoadBanqiPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < banqiPuzzleMin {
		t.Errorf("%d banqi puzzles, want at least %d", len(ps), banqiPuzzleMin)
	}
	seen := map[string]bool{}
	for _, p := range ps {
		seen[fmt.Sprintf("mate-in-%d", p.Mate)] = true
		seen["side-"+p.Side] = true
		for _, th := range p.Themes {
			seen[th] = true
		}
		if p.Game != banqiPuzzleGame || p.Goal != GoalMate {
			t.Errorf("%s: game %q, goal %q", p.ID, p.Game, p.Goal)
		}
	}
	for _, want := range append([]string{"mate-in-1", "mate-in-2", "mate-in-3", "mate-in-4", "side-w", "side-b"}, banqiThemes...) {
		if !seen[want] {
			t.Errorf("no banqi puzzle shows %s", want)
		}
	}
	others, err := LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range others {
		if p.Game == banqiPuzzleGame {
			t.Fatalf("LoadPuzzles returned the banqi puzzle %s", p.ID)
		}
	}
}

// TestBanqiPuzzlesProven proves every banqi puzzle with the exhaustive
// solver: the solver wins within N and not fewer; at each solver turn the
// winning moves are exactly the line's move (and, at the last, the listed
// alternatives); each defender reply holds out for every move left (the
// longest resistance); the line ends with the defender without an action.
func TestBanqiPuzzlesProven(t *testing.T) {
	ps, err := LoadBanqiPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if err := proveBanqiPuzzle(p); err != nil {
			t.Errorf("%s: %v", p.ID, err)
		}
	}
}

func proveBanqiPuzzle(p *Puzzle) error {
	v, err := PuzzleVariant(p.Game)
	if err != nil {
		return err
	}
	b, err := rules.ParseBanqi(v, p.FEN)
	if err != nil {
		return err
	}
	// The solver's cache is exact only while no draw can come (its comment).
	if b.HalfmoveClock() != 0 || len(p.Solution) > banqiSolverMaxPlies {
		return fmt.Errorf("halfmove clock %d and %d plies: the solver is exact from 0 and up to %d",
			b.HalfmoveClock(), len(p.Solution), banqiSolverMaxPlies)
	}
	s := newBanqiSolver(b, 0)
	for i, mv := range p.Solution {
		if i%2 == 0 {
			if err := proveBanqiTurn(s, p, i); err != nil {
				return fmt.Errorf("ply %d: %w", i+1, err)
			}
		}
		m, err := b.ParseMove(mv)
		if err != nil {
			return fmt.Errorf("ply %d: %w", i+1, err)
		}
		b.MakeMove(m, rules.Empty)
	}
	if o := b.Outcome(); o.Reason != rules.ReasonNoMoves || o.Result != rules.Win(s.solver) {
		return fmt.Errorf("the line ends in %q, not with the defender without an action", o.Reason)
	}
	return nil
}

// proveBanqiTurn checks the solver's turn at ply i: the win takes exactly
// the moves left (at ply 0 that makes N exact; later, that the defender's
// last reply was a longest resistance), and the winning moves are the
// line's and its alternatives.
func proveBanqiTurn(s *banqiSolver, p *Puzzle, i int) error {
	left := p.Mate - i/2
	n, err := s.shortest(left)
	if err != nil {
		return err
	}
	switch {
	case n == 0:
		return fmt.Errorf("no win in %d", left)
	case n < left && i == 0:
		return fmt.Errorf("a win in %d, fewer than the stated %d", n, left)
	case n < left:
		return fmt.Errorf("the defender's reply %s allows a win in %d of the %d left: not a longest resistance", p.Solution[i-1], n, left)
	}
	win, err := s.winning(left)
	if err != nil {
		return err
	}
	return winningMovesAre(win, p, i)
}

// TestBanqiPuzzleThemes: each puzzle's themes and difficulty are what its
// line shows (describeBanqi), as the generator wrote them.
func TestBanqiPuzzleThemes(t *testing.T) {
	ps, err := LoadBanqiPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	v, _ := PuzzleVariant(banqiPuzzleGame)
	for _, p := range ps {
		b, err := rules.ParseBanqi(v, p.FEN)
		if err != nil {
			t.Fatal(err)
		}
		f, err := describeBanqi(b, p.Solution)
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		if got := f.themes(); !slices.Equal(got, p.Themes) {
			t.Errorf("%s: themes %v, the line shows %v", p.ID, p.Themes, got)
		}
		if got := f.difficulty(); got != p.Difficulty {
			t.Errorf("%s: difficulty %d, the line grades %d", p.ID, p.Difficulty, got)
		}
		if got := banqiPuzzleID(b); got != p.ID {
			t.Errorf("%s: the position's id is %s", p.ID, got)
		}
	}
}

// testBanqiPuzzle is a win in 2 (a soldier chases the general into the
// corner) for the checks below.
func testBanqiPuzzle() Puzzle {
	return Puzzle{ID: "banqi-test", Game: "banqi", FEN: "8/1B1K4/2P5/k7 w - 0 1", Side: "w", Goal: GoalMate, Mate: 2,
		Solution: []string{"c2b2", "a1a2", "b2a2"}, Themes: []string{"mate-in-2", "trap-general"}, Difficulty: 3, Source: "test"}
}

// TestBanqiPuzzleCheck: Check reads banqi positions through BanqiView and
// refuses what a banqi puzzle cannot be, with a clear error.
func TestBanqiPuzzleCheck(t *testing.T) {
	good := testBanqiPuzzle()
	if err := good.Check(); err != nil {
		t.Fatalf("the test puzzle: %v", err)
	}
	cases := []struct {
		name   string
		change func(p *Puzzle)
		want   string
	}{
		{"a face-down piece", func(p *Puzzle) { p.FEN = "8/1B1K4/2P5/k6x w P 0 1" }, "face down"},
		{"bad FEN", func(p *Puzzle) { p.FEN = "8/8/8 w - 0 1" }, "rank"},
		{"a xiangqi FEN", func(p *Puzzle) { p.FEN = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1" }, "banqi"},
		{"wrong side", func(p *Puzzle) { p.Side = "b" }, "side"},
		{"a material goal", func(p *Puzzle) { p.Goal, p.Mate, p.Moves, p.Win = GoalMaterial, 0, 2, 3 }, "goal"},
		{"illegal move", func(p *Puzzle) { p.Solution[0] = "c2c4" }, "ply 1"},
		{"a line that does not win", func(p *Puzzle) { p.Solution[2] = "b2b1" }, "without an action"},
		{"the game over early", func(p *Puzzle) {
			p.FEN, p.Solution = "8/8/8/kP6 w - 0 1", []string{"b1a1", "a1a2", "b2a2"}
		}, "ends early"},
		{"a bad alternative", func(p *Puzzle) { p.Alternatives = map[int][]string{2: {"b2b4"}} }, "alternative"},
		{"an alternative repeating the move", func(p *Puzzle) { p.Alternatives = map[int][]string{2: {"b2a2"}} }, "repeats"},
		{"a theme of another game", func(p *Puzzle) { p.Themes = append(p.Themes, "flying-general") }, "flying-general"},
	}
	for _, c := range cases {
		p := testBanqiPuzzle()
		c.change(&p)
		err := p.Check()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

// TestBanqiPuzzleRun: PuzzleVariant gives banqi's rules; PuzzleRun and the
// embeds refuse banqi with ErrBanqiPuzzleRun rather than a parse error.
func TestBanqiPuzzleRun(t *testing.T) {
	v, err := PuzzleVariant("banqi")
	if err != nil || v.Game != rules.Banqi {
		t.Fatalf("PuzzleVariant(banqi) = %v, %v", v, err)
	}
	p := testBanqiPuzzle()
	if _, err := NewPuzzleRun(&p); !errors.Is(err, ErrBanqiPuzzleRun) {
		t.Errorf("NewPuzzleRun: error %v, want ErrBanqiPuzzleRun", err)
	}
	if _, err := NewPuzzleRunFromEmbed("banqi", p.FEN, strings.Join(p.Solution, " ")); !errors.Is(err, ErrBanqiPuzzleRun) {
		t.Errorf("NewPuzzleRunFromEmbed: error %v, want ErrBanqiPuzzleRun", err)
	}
}

// TestBanqiSolverBruteForce: the solver, with its cache and move order,
// agrees with a plain minimax on random sparse positions.
func TestBanqiSolverBruteForce(t *testing.T) {
	v, _ := PuzzleVariant(banqiPuzzleGame)
	g := &banqiGen{v: v, rng: rand.New(rand.NewSource(7)), seen: map[string]bool{}}
	wins := 0
	for range 50 {
		b, err := rules.ParseBanqi(v, g.placement())
		if err != nil {
			continue
		}
		s := newBanqiSolver(b, 0)
		for n := 1; n <= 3; n++ {
			got, err := s.wins(n)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteBanqiWin(b, b.SideToMove(), 2*n-1); got != want {
				t.Fatalf("%s: win in %d: solver %v, minimax %v", b.FEN(), n, got, want)
			}
			if got {
				wins++
			}
		}
	}
	if wins == 0 {
		t.Error("no position had a win: the comparison tested nothing")
	}
}

// bruteBanqiWin reports whether solver wins within plies plies, by
// minimax over every action with no cache and no cut-off.
func bruteBanqiWin(b *rules.BanqiView, solver rules.Color, plies int) bool {
	if o := b.Outcome(); o.Over() {
		return o.Result == rules.Win(solver)
	}
	if plies == 0 {
		return false
	}
	mine := b.SideToMove() == solver
	result := !mine
	for _, m := range b.LegalMoves() {
		b.MakeMove(m, rules.Empty)
		w := bruteBanqiWin(b, solver, plies-1)
		b.UnmakeMove()
		if mine {
			result = result || w
		} else {
			result = result && w
		}
	}
	return result
}

// TestBanqiPuzzlesDocCounts keeps PUZZLES.md's banqi counts true.
func TestBanqiPuzzlesDocCounts(t *testing.T) {
	ps, err := LoadBanqiPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	const begin, end = "<!-- banqi puzzle counts: begin -->\n", "<!-- banqi puzzle counts: end -->\n"
	if err := docTableIs("PUZZLES.md", begin, end, BanqiPuzzleCountsTable(ps)); err != nil {
		t.Error(err)
	}
}

// TestLoadAllPuzzles: the screen's collection is LoadPuzzles then
// LoadBanqiPuzzles, in the order of AllPuzzleGames.
func TestLoadAllPuzzles(t *testing.T) {
	all, err := LoadAllPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	four, _ := LoadPuzzles()
	banqi, _ := LoadBanqiPuzzles()
	if len(all) != len(four)+len(banqi) {
		t.Fatalf("%d puzzles, want %d + %d", len(all), len(four), len(banqi))
	}
	for i, p := range append(four, banqi...) {
		if all[i].ID != p.ID {
			t.Fatalf("puzzle %d is %s, want %s", i, all[i].ID, p.ID)
		}
	}
	if games := AllPuzzleGames(); games[len(games)-1] != banqiPuzzleGame || !slices.Equal(games[:len(games)-1], PuzzleGames()) {
		t.Errorf("AllPuzzleGames %v", games)
	}
}

// TestWinsByNoAction: banqi's mates are wins by leaving no action; the
// other games' are checkmates.
func TestWinsByNoAction(t *testing.T) {
	all, err := LoadAllPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range all {
		if got, want := p.WinsByNoAction(), p.Game == banqiPuzzleGame; got != want {
			t.Fatalf("%s: WinsByNoAction %v", p.ID, got)
		}
	}
}

// TestPuzzleFEN writes each game's positions as the rules do, banqi's
// through ParseBanqi, and refuses a bad game or position.
func TestPuzzleFEN(t *testing.T) {
	for _, tt := range []struct{ game, fen, want string }{
		{"banqi", "  4a3/4P3/4C2K/6An w - 0 1 ", "4a3/4P3/4C2K/6An w - 0 1"},
		{"xiangqi", " 3k5/9/9/9/9/9/9/9/4R4/4K4 w ", "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"},
	} {
		if got, err := PuzzleFEN(tt.game, tt.fen); err != nil || got != tt.want {
			t.Errorf("%s %q: %q, %v; want %q", tt.game, tt.fen, got, err, tt.want)
		}
	}
	for _, bad := range [][2]string{{"chess", "8/8/8/8 w - 0 1"}, {"banqi", "3k5/9/9/9/9/9/9/9/4R4/4K4 w"}, {"xiangqi", "4a3/4P3/4C2K/6An w - 0 1"}} {
		if _, err := PuzzleFEN(bad[0], bad[1]); err == nil {
			t.Errorf("%s %q: no error", bad[0], bad[1])
		}
	}
}
