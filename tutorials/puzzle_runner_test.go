package tutorials

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// Fixed puzzles for the runner tests, independent of the collection.
var (
	// Red mates in two: a horse check, then the chariot.
	testPuzzleChecks = Puzzle{ID: "xiangqi-test-checks", Game: "xiangqi", FEN: "1C7/5k3/5a3/1N6r/5RP2/9/9/4K4/9/9 w - - 0 1",
		Side: "w", Mate: 2, Solution: []string{"b7d8", "f9f10", "f6f8"}, Themes: []string{"mate-in-2"}, Difficulty: 2, Source: "test"}
	// A quiet horse move, then three chariot mates.
	testPuzzleQuiet = Puzzle{ID: "xiangqi-test-quiet", Game: "xiangqi", FEN: "3k5/9/9/3N4p/7R1/9/9/3A1K3/9/9 w - - 0 1",
		Side: "w", Mate: 2, Solution: []string{"d7f8", "i7i6", "h6d6"}, Alternatives: map[int][]string{2: {"h6h10", "h6i6"}},
		Themes: []string{"mate-in-2"}, Difficulty: 3, Source: "test"}
	// A material tactic: a quiet chariot move, the black chariot's most
	// stubborn answer, the other chariot takes it.
	testPuzzleMaterial = Puzzle{ID: "xiangqi-test-material", Game: "xiangqi", FEN: "6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1",
		Side: "w", Goal: GoalMaterial, Moves: 2, Win: 9, Solution: []string{"a9e9", "d4d10", "g10d10"},
		Themes: []string{"win-material"}, Difficulty: 3, Source: "test"}
)

func puzzleMustRun(t *testing.T, p Puzzle) *PuzzleRun {
	t.Helper()
	r, err := NewPuzzleRun(&p)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestPuzzleRunSolve(t *testing.T) {
	tests := []struct {
		name   string
		puzzle Puzzle
		moves  []string
		want   []PuzzleVerdict // Legal, Accepted, Reply and Status are compared
		result PuzzleResult
	}{
		{"main line", testPuzzleChecks, []string{"b7d8", "f6f8"}, []PuzzleVerdict{
			{Legal: true, Accepted: true, Reply: "f9f10", Status: PuzzlePlaying},
			{Legal: true, Accepted: true, Status: PuzzleSolved}}, PuzzleResultSolved},
		{"listed alternative at the last move", testPuzzleQuiet, []string{"d7f8", "h6h10"}, []PuzzleVerdict{
			{Legal: true, Accepted: true, Reply: "i7i6", Status: PuzzlePlaying},
			{Legal: true, Accepted: true, Status: PuzzleSolved}}, PuzzleResultSolved},
		{"wrong move, then right", testPuzzleChecks, []string{"f6f7", "b7d8", "f6f8"}, []PuzzleVerdict{
			{Legal: true, Status: PuzzlePlaying},
			{Legal: true, Accepted: true, Reply: "f9f10", Status: PuzzlePlaying},
			{Legal: true, Accepted: true, Status: PuzzleSolved}}, PuzzleResultHelped},
		{"illegal and unreadable moves change nothing", testPuzzleChecks, []string{"b7b5", "<script>", "", "b7d8", "f6f8"}, []PuzzleVerdict{
			{Status: PuzzlePlaying}, {Status: PuzzlePlaying}, {Status: PuzzlePlaying},
			{Legal: true, Accepted: true, Reply: "f9f10", Status: PuzzlePlaying},
			{Legal: true, Accepted: true, Status: PuzzleSolved}}, PuzzleResultSolved},
		{"material: solved when the line is complete, without mate", testPuzzleMaterial, []string{"a9a8", "a9e9", "g10d10"}, []PuzzleVerdict{
			{Legal: true, Status: PuzzlePlaying},
			{Legal: true, Accepted: true, Reply: "d4d10", Status: PuzzlePlaying},
			{Legal: true, Accepted: true, Status: PuzzleSolved}}, PuzzleResultHelped},
		{"moves after the end are refused", testPuzzleChecks, []string{"b7d8", "f6f8", "e3e2"}, []PuzzleVerdict{
			{Legal: true, Accepted: true, Reply: "f9f10", Status: PuzzlePlaying},
			{Legal: true, Accepted: true, Status: PuzzleSolved},
			{Status: PuzzleSolved}}, PuzzleResultSolved},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := puzzleMustRun(t, tt.puzzle)
			for i, m := range tt.moves {
				got := r.Submit(m)
				got = PuzzleVerdict{Legal: got.Legal, Accepted: got.Accepted, Reply: got.Reply, Status: got.Status}
				if !reflect.DeepEqual(got, tt.want[i]) {
					t.Errorf("move %d %q: got %+v, want %+v", i+1, m, got, tt.want[i])
				}
			}
			if got := r.Result(); got != tt.result {
				t.Errorf("result %q, want %q", got, tt.result)
			}
		})
	}
}

func TestPuzzleRunHints(t *testing.T) {
	tests := []struct {
		name   string
		puzzle Puzzle
		wrong  string
		want   string // part of the English hint
		wantEs string
	}{
		{"check", testPuzzleChecks, "f6f7", "check with your horse", "jaque con tu caballo"},
		{"quiet", testPuzzleQuiet, "h6h10", "quiet move with your horse", "jugada tranquila con tu caballo"},
		{"quiet, material", testPuzzleMaterial, "a9a8", "prepares the win of material", "prepara la ganancia de material"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := puzzleMustRun(t, tt.puzzle)
			v := r.Submit(tt.wrong)
			g := r.v.Game
			en, es := i18n.English.Note(g, v.Hint), i18n.Spanish.Note(g, v.Hint)
			if v.Accepted || !v.Legal || !strings.Contains(en, tt.want) || !strings.Contains(es, tt.wantEs) {
				t.Errorf("wrong move %s: %+v (%q, %q), want a refusal with hint %q", tt.wrong, v, en, es, tt.want)
			}
			if h := i18n.English.Note(g, r.Hint()); !strings.Contains(h, tt.want) || r.HintsUsed() != 1 || r.Mistakes() != 1 {
				t.Errorf("Hint() = %q after %d hints and %d mistakes", h, r.HintsUsed(), r.Mistakes())
			}
		})
	}
}

// TestPuzzleRunRefusal: a move the rules refuse is answered with their
// reason; text that names no squares, with the bad-move phrase.
func TestPuzzleRunRefusal(t *testing.T) {
	r := puzzleMustRun(t, testPuzzleChecks)
	if v := r.Submit("b7b5"); v.Hint.Refusal == nil || v.Hint.Refusal.Code != rules.RefuseShape || v.Legal {
		t.Errorf("b7b5: %+v, want a shape refusal", v)
	}
	if v := r.Submit("<script>"); v.Hint.Say != SayBadMove || v.Legal {
		t.Errorf("<script>: %+v, want the bad-move phrase", v)
	}
	r.ShowSolution()
	if v := r.Submit("b7d8"); v.Hint.Say != SayPuzzleOver {
		t.Errorf("after the end: %+v", v)
	}
}

func TestPuzzleRunShowSolution(t *testing.T) {
	r := puzzleMustRun(t, testPuzzleChecks)
	r.Submit("b7d8")
	if got := r.ShowSolution(); !reflect.DeepEqual(got, testPuzzleChecks.Solution) {
		t.Errorf("ShowSolution() = %v", got)
	}
	if r.Status() != PuzzleFailed || r.Result() != PuzzleResultFailed {
		t.Errorf("after showing the solution: status %q, result %q", r.Status(), r.Result())
	}
	if v := r.Submit("f6f8"); v.Accepted {
		t.Errorf("a move after the solution was shown was accepted: %+v", v)
	}
	if err := r.Restart(); err != nil {
		t.Fatal(err)
	}
	r.Submit("b7d8")
	if v := r.Submit("f6f8"); v.Status != PuzzleSolved || r.Result() != PuzzleResultFailed {
		t.Errorf("a retry after the solution was shown: %+v, result %q, want solved but failed", v, r.Result())
	}
	if r.FEN() == testPuzzleChecks.FEN || len(r.Played()) != 3 {
		t.Errorf("after the retry: FEN %s, played %v", r.FEN(), r.Played())
	}
}

func TestPuzzleEmbed(t *testing.T) {
	const fen = "1C7/5k3/5a3/1N6r/5RP2/9/9/4K4/9/9 w - - 0 1"
	tests := []struct {
		name, game, fen, solution string
		err                       string // part of the error, "" for none
	}{
		{"valid", "xiangqi", fen, "b7d8 f9f10 f6f8", ""},
		{"extra spaces", " xiangqi ", fen, "  b7d8\tf9f10  f6f8 ", ""},
		{"unknown game", "chess", fen, "b7d8 f9f10 f6f8", `game: unknown game "chess"`},
		{"script in the game", "<script>alert(1)</script>", fen, "b7d8", "game: unknown game"},
		{"script in the FEN", "xiangqi", "<script>alert(1)</script>", "b7d8", "fen: FEN"},
		{"empty FEN", "xiangqi", "", "b7d8", "fen: FEN"},
		{"FEN of another game", "xiangqi", "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1", "b7d8", "fen: FEN"},
		{"illegal move", "xiangqi", fen, "b7d8 f9f10 f6e5", `solution: move 3: move "f6e5": not a legal move here`},
		{"script in the solution", "xiangqi", fen, "b7d8 <script>alert(1)</script>", "solution: move 2"},
		{"no moves", "xiangqi", fen, "  ", "solution: no moves"},
		{"even length", "xiangqi", fen, "b7d8 f9f10", "the solver must play the first and the last move"},
		{"no mate at the end", "xiangqi", fen, "b7d8 f9f10 g6g7", "the last move does not win"},
		{"too long", "xiangqi", fen, strings.Repeat("b7d8 ", 30), "solution: 30 moves, at most 23"},
		{"huge attribute", "xiangqi", fen + strings.Repeat(" ", 600), "b7d8", "fen: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := NewPuzzleRunFromEmbed(tt.game, tt.fen, tt.solution)
			switch {
			case tt.err == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case tt.err != "" && err == nil:
				t.Fatalf("no error, want %q", tt.err)
			case tt.err != "" && !strings.Contains(err.Error(), tt.err):
				t.Fatalf("error %q, want it to contain %q", err, tt.err)
			case tt.err == "":
				if v := r.Submit("b7d8"); v.Reply != "f9f10" {
					t.Errorf("reply %q", v.Reply)
				}
				if v := r.Submit("f6f8"); v.Status != PuzzleSolved {
					t.Errorf("status %q", v.Status)
				}
			}
		})
	}
}

func TestPuzzleEmbedAcceptsAnyMateAtTheEnd(t *testing.T) {
	// The embed lists one mate; the others at the last move win as fast.
	r, err := NewPuzzleRunFromEmbed("xiangqi", testPuzzleQuiet.FEN, "d7f8 i7i6 h6d6")
	if err != nil {
		t.Fatal(err)
	}
	r.Submit("d7f8")
	if v := r.Submit("h6i6"); !v.Accepted || v.Status != PuzzleSolved {
		t.Errorf("another mate at the last move: %+v", v)
	}
	if got, want := r.Played(), []string{"d7f8", "i7i6", "h6i6"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Played() = %v, want %v", got, want)
	}
}

func TestPuzzleCheckRejects(t *testing.T) {
	tests := []struct {
		name   string
		change func(p *Puzzle)
		err    string
	}{
		{"bad id", func(p *Puzzle) { p.ID = "<b>" }, "bad id"},
		{"id of another game", func(p *Puzzle) { p.ID = "janggi-x" }, "does not start with its game"},
		{"unknown game", func(p *Puzzle) { p.Game = "chess" }, `unknown game "chess"`},
		{"side", func(p *Puzzle) { p.Side = "b" }, `side "b"`},
		{"length", func(p *Puzzle) { p.Mate = 3 }, "solution has 3 moves"},
		{"illegal reply", func(p *Puzzle) { p.Solution = []string{"b7d8", "f9e9", "f6f8"} }, "ply 2"},
		{"no mate", func(p *Puzzle) { p.Solution = []string{"b7d8", "f9f10", "g6g7"} }, "does not end in checkmate"},
		{"alternative at a defender move", func(p *Puzzle) { p.Alternatives = map[int][]string{1: {"f9e9"}} }, "only at the last move"},
		{"alternative at the first move", func(p *Puzzle) { p.Alternatives = map[int][]string{0: {"f6f7"}} }, "only at the last move"},
		{"alternative repeats the solution", func(p *Puzzle) { p.Alternatives = map[int][]string{2: {"f6f8"}} }, "repeats"},
		{"difficulty", func(p *Puzzle) { p.Difficulty = 9 }, "difficulty 9"},
		{"theme", func(p *Puzzle) { p.Themes = []string{"<i>"} }, "bad theme"},
		{"bad FEN", func(p *Puzzle) { p.FEN = "<script>alert(1)</script>" }, "FEN"},
		{"unknown goal", func(p *Puzzle) { p.Goal = "stalemate" }, `goal "stalemate"`},
		{"a mate with a win", func(p *Puzzle) { p.Win = 3 }, "no moves or win"},
		{"material with a mate length", func(p *Puzzle) { p.Goal, p.Moves, p.Win = GoalMaterial, 2, 3 }, "no mate field"},
		{"material without a win", func(p *Puzzle) { p.Goal, p.Moves, p.Mate = GoalMaterial, 2, 0 }, "win 0"},
		{"material of the wrong length", func(p *Puzzle) { p.Goal, p.Moves, p.Win, p.Mate = GoalMaterial, 3, 3, 0 }, "a tactic in 3 needs 5"},
		{"material ending the game", func(p *Puzzle) { p.Goal, p.Moves, p.Win, p.Mate = GoalMaterial, 2, 3, 0 }, "ends the game"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := testPuzzleChecks
			p.Solution = append([]string(nil), p.Solution...)
			tt.change(&p)
			err := p.Check()
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Check() = %v, want an error with %q", err, tt.err)
			}
			if _, err := NewPuzzleRun(&p); err == nil {
				t.Errorf("NewPuzzleRun accepted a bad puzzle")
			}
		})
	}
}

func TestPuzzleProgress(t *testing.T) {
	p := NewPuzzleProgress()
	steps := []struct {
		id           string
		r            PuzzleResult
		streak, best int
		stored       PuzzleResult
	}{
		{"xiangqi-a1", PuzzleResultSolved, 1, 1, PuzzleResultSolved},
		{"janggi-b2", PuzzleResultSolved, 2, 2, PuzzleResultSolved},
		{"xiangqi-a1", PuzzleResultFailed, 0, 2, PuzzleResultSolved},
		{"shatar-c3", PuzzleResultHelped, 0, 2, PuzzleResultHelped},
		{"shatar-c3", PuzzleResultSolved, 1, 2, PuzzleResultSolved},
	}
	for i, s := range steps {
		if err := p.Record(s.id, s.r); err != nil {
			t.Fatal(err)
		}
		if p.Streak != s.streak || p.BestStreak != s.best || p.Results[s.id] != s.stored {
			t.Errorf("step %d: streak %d best %d stored %q", i, p.Streak, p.BestStreak, p.Results[s.id])
		}
	}
	data, err := p.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParsePuzzleProgress(data)
	if err != nil || !reflect.DeepEqual(back, p) {
		t.Errorf("round trip: %+v, %v; want %+v", back, err, p)
	}
	for _, bad := range []struct{ id, r string }{{"<script>", "solved"}, {"xiangqi-a1", "perfect"}, {"", "failed"}} {
		if err := p.Record(bad.id, PuzzleResult(bad.r)); err == nil {
			t.Errorf("Record(%q, %q) accepted", bad.id, bad.r)
		}
	}
}

func TestPuzzleProgressRejectsCorrupt(t *testing.T) {
	for _, data := range []string{
		``, `{`, `null`, `[]`, `"x"`,
		`{"version":2,"results":{},"streak":0,"bestStreak":0}`,
		`{"version":1,"results":{},"streak":0,"bestStreak":0,"extra":1}`,
		`{"version":1,"results":{"<script>alert(1)</script>":"solved"},"streak":0,"bestStreak":0}`,
		`{"version":1,"results":{"xiangqi-a1":"great"},"streak":0,"bestStreak":0}`,
		`{"version":1,"results":{"xiangqi-a1":1},"streak":0,"bestStreak":0}`,
		`{"version":1,"results":{},"streak":-1,"bestStreak":0}`,
		`{"version":1,"results":{},"streak":5,"bestStreak":2}`,
		`{"version":1,"results":{},"streak":0,"bestStreak":0} {}`,
	} {
		if _, err := ParsePuzzleProgress([]byte(data)); err == nil {
			t.Errorf("ParsePuzzleProgress(%s) accepted corrupt data", data)
		}
	}
	if p, err := ParsePuzzleProgress([]byte(`{"version":1}`)); err != nil || p.Results == nil {
		t.Errorf("minimal progress: %+v, %v", p, err)
	}
	var p PuzzleProgress
	if err := json.Unmarshal([]byte(`{"version":1}`), &p); err != nil {
		t.Fatal(err)
	}
}

func TestPuzzleSelection(t *testing.T) {
	mk := func(id, game string, d int) *Puzzle { return &Puzzle{ID: id, Game: game, Difficulty: d} }
	all := []*Puzzle{mk("xiangqi-1", "xiangqi", 1), mk("xiangqi-2", "xiangqi", 2), mk("xiangqi-3", "xiangqi", 3),
		mk("janggi-1", "janggi", 1), nil}
	prog := NewPuzzleProgress()
	prog.Record("xiangqi-1", PuzzleResultSolved)
	prog.Record("xiangqi-2", PuzzleResultFailed)
	tests := []struct {
		name    string
		f       PuzzleFilter
		current string
		want    string
	}{
		{"first untried", PuzzleFilter{Game: "xiangqi"}, "", "xiangqi-3"},
		{"skips the current one", PuzzleFilter{Game: "xiangqi"}, "xiangqi-3", "xiangqi-2"},
		{"difficulty range", PuzzleFilter{Game: "xiangqi", MaxDifficulty: 2}, "", "xiangqi-2"},
		{"all solved", PuzzleFilter{Game: "xiangqi", MaxDifficulty: 1}, "", ""},
		{"other game", PuzzleFilter{Game: "janggi"}, "", "janggi-1"},
		{"no such game", PuzzleFilter{Game: "chess"}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ""
			if p := NextPuzzle(all, tt.f, prog, tt.current); p != nil {
				got = p.ID
			}
			if got != tt.want {
				t.Errorf("NextPuzzle = %q, want %q", got, tt.want)
			}
		})
	}
	if n := len(FilterPuzzles(all, PuzzleFilter{MinDifficulty: 2})); n != 2 {
		t.Errorf("FilterPuzzles by difficulty: %d, want 2", n)
	}
	if PuzzleByID(all, "janggi-1") == nil || PuzzleByID(all, "nope") != nil {
		t.Error("PuzzleByID")
	}
	if c := PuzzleCounts(all); c["xiangqi"] != [6]int{3, 1, 1, 1, 0, 0} || c["janggi"][0] != 1 {
		t.Errorf("PuzzleCounts = %v", c)
	}
}

func TestPuzzleRunDests(t *testing.T) {
	r := puzzleMustRun(t, testPuzzleChecks)
	tests := []struct {
		from string
		want []string
	}{
		{"b7", []string{"a9", "c9", "d8", "a5", "c5", "d6"}},
		{"f9", nil},                        // a black piece
		{"e5", nil},                        // empty
		{"<script>alert(1)</script>", nil}, // not a square
		{"z99", nil},
	}
	for _, tt := range tests {
		got := r.Dests(tt.from)
		if !puzzleSameSet(got, tt.want) {
			t.Errorf("Dests(%q) = %v, want %v", tt.from, got, tt.want)
		}
	}
	if r.Turn() != "w" {
		t.Errorf("Turn() = %q", r.Turn())
	}
	r.Submit("b7d8")
	if r.Turn() != "w" {
		t.Errorf("after the reply, Turn() = %q", r.Turn())
	}
}

func puzzleSameSet(a, b []string) bool {
	m := map[string]int{}
	for _, s := range a {
		m[s]++
	}
	for _, s := range b {
		m[s]--
	}
	for _, n := range m {
		if n != 0 {
			return false
		}
	}
	return true
}
