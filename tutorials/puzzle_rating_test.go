package tutorials

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"
)

func loadAll(t testing.TB) []*Puzzle {
	t.Helper()
	all, err := LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	return all
}

func TestPuzzleInitialRating(t *testing.T) {
	tests := []struct {
		p    Puzzle
		want float64
	}{
		{Puzzle{Difficulty: 1, Mate: 1}, 950},
		{Puzzle{Difficulty: 2, Mate: 2}, 1250},
		{Puzzle{Difficulty: 3, Goal: GoalMaterial, Moves: 2}, 1525},
		{Puzzle{Difficulty: 5, Mate: 5}, 2150},
		{Puzzle{Difficulty: 5, Mate: 9}, 2150}, // length counts up to 4 extra moves
	}
	for _, tt := range tests {
		if got := PuzzleInitialRating(&tt.p); got.Rating != tt.want || got.RD != 100 {
			t.Errorf("difficulty %d length %d goal %q: %+v, want %v±100", tt.p.Difficulty, tt.p.Length(), tt.p.Goal, got, tt.want)
		}
	}
	for _, p := range loadAll(t) {
		if err := checkGlicko(PuzzleInitialRating(p)); err != nil {
			t.Errorf("%s: %v", p.ID, err)
		}
	}
}

// TestRatedAttempts: a clean solve raises the player and lowers the puzzle,
// anything else does the opposite; the moves are large for a newcomer's
// wide deviation, small for a narrow one, and never beyond the deviation;
// a wide deviation narrows (a narrow one stays near where the volatility
// holds it).
func TestRatedAttempts(t *testing.T) {
	all := loadAll(t)
	p := all[len(all)/2]
	tests := []struct {
		name string
		rd   float64
		res  PuzzleResult
		up   bool
		lo   float64 // the least move, as a share of the deviation
		hi   float64
	}{
		{"newcomer solves", 350, PuzzleResultSolved, true, 0.2, 1},
		{"newcomer fails", 350, PuzzleResultFailed, false, 0.2, 1},
		{"newcomer needs help", 350, PuzzleResultHelped, false, 0.2, 1},
		{"seasoned solves", 60, PuzzleResultSolved, true, 0.05, 0.5},
		{"seasoned fails", 60, PuzzleResultFailed, false, 0.05, 0.5},
	}
	for _, tt := range tests {
		r := NewPuzzleRating()
		r.Player = Glicko{Rating: PuzzleInitialRating(p).Rating, RD: tt.rd, Vol: 0.06}
		before, puzzleBefore := r.Player, r.PuzzleGlicko(p)
		a, err := r.Record(p, ModeRated, tt.res, "2026-12-01")
		if err != nil {
			t.Fatal(err)
		}
		d := r.Player.Rating - before.Rating
		if (d > 0) != tt.up || d != a.Change || a.Rating != r.Player.Rating {
			t.Errorf("%s: rating moved %+.1f, attempt %+v", tt.name, d, a)
		}
		if m := math.Abs(d); m < tt.lo*tt.rd || m > tt.hi*tt.rd {
			t.Errorf("%s: moved %.1f, want %.0f%% to %.0f%% of the deviation %.0f", tt.name, m, 100*tt.lo, 100*tt.hi, tt.rd)
		}
		if tt.rd > 100 && r.Player.RD >= before.RD {
			t.Errorf("%s: deviation %.1f did not narrow", tt.name, r.Player.RD)
		}
		if pd := r.Puzzles[p.ID].Rating - puzzleBefore.Rating; (pd < 0) != tt.up {
			t.Errorf("%s: the puzzle moved %+.1f", tt.name, pd)
		}
	}
}

// TestRatedPuzzleNear: rated mode serves the puzzle nearest the rating and
// never the one just played while others are near.
func TestRatedPuzzleNear(t *testing.T) {
	all := loadAll(t)
	for _, rating := range []float64{900, 1300, 1500, 1800, 2300} {
		r := NewPuzzleRating()
		r.Player.Rating = rating
		p := RatedPuzzle(all, PuzzleFilter{Game: "xiangqi", MinDifficulty: 1, MaxDifficulty: 1}, &r)
		if p == nil || p.Game != "xiangqi" {
			t.Fatalf("%v: %+v", rating, p)
		}
		best := math.Inf(1)
		for _, q := range FilterPuzzles(all, PuzzleFilter{Game: "xiangqi"}) {
			best = min(best, math.Abs(PuzzleInitialRating(q).Rating-rating))
		}
		if got := math.Abs(PuzzleInitialRating(p).Rating - rating); got != best {
			t.Errorf("%v: served %s at %v off, the nearest is %v off", rating, p.ID, got, best)
		}
	}
	r := NewPuzzleRating()
	seen := map[string]bool{}
	for i := range 30 {
		p := RatedPuzzle(all, PuzzleFilter{}, &r)
		if seen[p.ID] {
			t.Fatalf("attempt %d: %s again while others are near", i+1, p.ID)
		}
		seen[p.ID] = true
		res := PuzzleResultSolved
		if i%3 == 2 {
			res = PuzzleResultFailed
		}
		if _, err := r.Record(p, ModeRated, res, "2026-12-01"); err != nil {
			t.Fatal(err)
		}
		if d := math.Abs(r.PuzzleGlicko(p).Rating - r.Player.Rating); i > 0 && d > 400 {
			t.Errorf("attempt %d: %s is %.0f from the rating", i+1, p.ID, d)
		}
	}
	// Two puzzles only: the one just played is skipped, the other served.
	two := FilterPuzzles(all, PuzzleFilter{Game: "janggi"})[:2]
	r = NewPuzzleRating()
	for i := range 4 {
		p := RatedPuzzle(two, PuzzleFilter{}, &r)
		if i > 0 && p.ID == r.History[len(r.History)-1].ID {
			t.Fatalf("attempt %d: %s twice in a row", i+1, p.ID)
		}
		_, _ = r.Record(p, ModeRated, PuzzleResultSolved, "2026-12-01")
	}
}

func TestStreakRules(t *testing.T) {
	all := loadAll(t)
	r := NewPuzzleRating()
	f := PuzzleFilter{Game: "xiangqi"}
	list := FilterPuzzles(all, f)
	seen := map[string]bool{}
	prev := 0.0
	for i := range len(list) {
		p := StreakPuzzle(all, f, &r)
		if seen[p.ID] {
			t.Fatalf("step %d: %s again", i+1, p.ID)
		}
		seen[p.ID] = true
		if g := PuzzleInitialRating(p).Rating; i < puzzleStreakSteps && g < prev {
			t.Errorf("step %d: %s at %v is easier than the step before (%v)", i+1, p.ID, g, prev)
		} else {
			prev = g
		}
		if _, err := r.Record(p, ModeStreak, PuzzleResultSolved, "2026-12-01"); err != nil {
			t.Fatal(err)
		}
	}
	if r.Streak != len(list) || r.BestStreak != len(list) {
		t.Fatalf("streak %d best %d after %d solves", r.Streak, r.BestStreak, len(list))
	}
	fresh := NewPuzzleRating()
	first := StreakPuzzle(all, f, &fresh)
	tests := []struct {
		res          PuzzleResult
		streak, best int
	}{
		{PuzzleResultHelped, 0, len(list)},
		{PuzzleResultSolved, 1, len(list)},
		{PuzzleResultSolved, 2, len(list)},
		{PuzzleResultFailed, 0, len(list)},
	}
	for i, tt := range tests {
		_, _ = r.Record(StreakPuzzle(all, f, &r), ModeStreak, tt.res, "2026-12-01")
		if r.Streak != tt.streak || r.BestStreak != tt.best {
			t.Errorf("step %d (%s): streak %d best %d, want %d %d", i+1, tt.res, r.Streak, r.BestStreak, tt.streak, tt.best)
		}
		if i == 0 {
			if p := StreakPuzzle(all, f, &r); p == first {
				t.Errorf("the second run starts where the first did (%s)", p.ID)
			}
		}
	}
	if r.Runs != 2 {
		t.Errorf("runs %d, want 2", r.Runs)
	}
	if r.Player != newPlayerGlicko {
		t.Errorf("streak mode changed the rating: %+v", r.Player)
	}
}

func TestDailyPuzzle(t *testing.T) {
	all := loadAll(t)
	day0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	seen := map[string]string{}
	games, diffs := map[string]bool{}, map[int]bool{}
	for i := range len(all) {
		date := day0.AddDate(0, 0, i).Format(time.DateOnly)
		p, err := DailyPuzzle(all, date)
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := DailyPuzzle(all, date); again != p {
			t.Fatalf("%s: %s then %s", date, p.ID, again.ID)
		}
		if d, dup := seen[p.ID]; dup {
			t.Fatalf("%s: %s was already the puzzle of %s", date, p.ID, d)
		}
		seen[p.ID] = date
		if i < 14 {
			games[p.Game], diffs[p.Difficulty] = true, true
		}
	}
	if len(games) < 3 || len(diffs) < 3 {
		t.Errorf("two weeks of daily puzzles cover games %v, difficulties %v", games, diffs)
	}
	for _, bad := range []string{"", "2026-13-01", "2026-1-1", "2026-02-30", "<script>", "2026-01-01T00:00:00Z"} {
		if _, err := DailyPuzzle(all, bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	if _, err := DailyPuzzle(nil, "2026-01-01"); err == nil {
		t.Error("no puzzles: no error")
	}
	if p, err := DailyPuzzle(all, "1900-01-01"); err != nil || p == nil {
		t.Errorf("a date before 1970: %v %v", p, err)
	}
}

func TestDailyRecord(t *testing.T) {
	all := loadAll(t)
	r := NewPuzzleRating()
	p, _ := DailyPuzzle(all, "2026-12-01")
	for _, res := range []PuzzleResult{PuzzleResultFailed, PuzzleResultSolved, PuzzleResultHelped} {
		if _, err := r.Record(p, ModeDaily, res, "2026-12-01"); err != nil {
			t.Fatal(err)
		}
	}
	if got := r.Daily["2026-12-01"]; got != PuzzleResultSolved {
		t.Errorf("the day's result %q, want its best, solved", got)
	}
	for i := range puzzleMaxDaily + 5 {
		date := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i).Format(time.DateOnly)
		_, _ = r.Record(p, ModeDaily, PuzzleResultSolved, date)
	}
	if len(r.Daily) != puzzleMaxDaily || r.Daily["2020-01-01"] != "" || len(r.History) != puzzleMaxHistory {
		t.Errorf("%d daily results (2020-01-01: %q), %d attempts", len(r.Daily), r.Daily["2020-01-01"], len(r.History))
	}
	if last := r.History[len(r.History)-1]; last.Date != "2021-02-08" {
		t.Errorf("the newest attempt is of %s", last.Date)
	}
}

func TestRecordBadInput(t *testing.T) {
	p := loadAll(t)[0]
	tests := []struct {
		name string
		p    *Puzzle
		mode string
		res  PuzzleResult
		date string
	}{
		{"no puzzle", nil, ModeRated, PuzzleResultSolved, "2026-12-01"},
		{"bad mode", p, "blitz", PuzzleResultSolved, "2026-12-01"},
		{"bad result", p, ModeRated, "won", "2026-12-01"},
		{"bad date", p, ModeRated, PuzzleResultSolved, "today"},
	}
	for _, tt := range tests {
		r := NewPuzzleRating()
		if _, err := r.Record(tt.p, tt.mode, tt.res, tt.date); err == nil {
			t.Errorf("%s: no error", tt.name)
		}
		if len(r.History) != 0 || r.Player != newPlayerGlicko {
			t.Errorf("%s: the data changed", tt.name)
		}
	}
}

func TestPuzzleRatingRoundTrip(t *testing.T) {
	all := loadAll(t)
	r := NewPuzzleRating()
	r.Mode = ModeStreak
	for i, p := range all[:12] {
		mode := PuzzleModes()[i%4]
		res := []PuzzleResult{PuzzleResultSolved, PuzzleResultHelped, PuzzleResultFailed}[i%3]
		if _, err := r.Record(p, mode, res, fmt.Sprintf("2026-11-%02d", i+1)); err != nil {
			t.Fatal(err)
		}
	}
	data, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadPuzzleRating(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if !reflect.DeepEqual(back, r) {
		t.Errorf("round trip:\n got %+v\nwant %+v", back, r)
	}
	empty, err := LoadPuzzleRating([]byte(`{"version":1,"player":{"r":1500,"rd":350,"vol":0.06}}`))
	if err != nil || empty.Puzzles == nil || empty.Daily == nil {
		t.Errorf("minimal data: %+v %v", empty, err)
	}
}

func TestPuzzleRatingCorrupt(t *testing.T) {
	good := `{"version":1,"player":{"r":1500,"rd":350,"vol":0.06},"puzzles":{},"history":[],"streak":0,"bestStreak":0,"runs":0,"daily":{}}`
	if _, err := LoadPuzzleRating([]byte(good)); err != nil {
		t.Fatal(err)
	}
	edit := func(old, new string) string { return strings.Replace(good, old, new, 1) }
	attempt := `{"id":"xiangqi-m1-001","mode":"rated","result":"solved","date":"2026-12-01","rating":1600,"change":100}`
	tests := []struct{ name, data string }{
		{"empty", ""},
		{"not JSON", "{"},
		{"an array", "[]"},
		{"trailing data", good + "{}"},
		{"version 2", edit(`"version":1`, `"version":2`)},
		{"unknown field", edit(`"runs":0`, `"runs":0,"extra":1`)},
		{"huge number", edit(`"r":1500`, `"r":1e999`)},
		{"rating out of range", edit(`"r":1500`, `"r":-5`)},
		{"deviation zero", edit(`"rd":350`, `"rd":0`)},
		{"deviation too wide", edit(`"rd":350`, `"rd":351`)},
		{"volatility 1", edit(`"vol":0.06`, `"vol":1`)},
		{"no player", `{"version":1}`},
		{"bad puzzle id", edit(`"puzzles":{}`, `"puzzles":{"<b>":{"r":1500,"rd":100,"vol":0.06}}`)},
		{"bad puzzle rating", edit(`"puzzles":{}`, `"puzzles":{"xiangqi-a":{"r":1500,"rd":100,"vol":0}}`)},
		{"streak above best", edit(`"streak":0`, `"streak":3`)},
		{"negative runs", edit(`"runs":0`, `"runs":-1`)},
		{"bad mode", edit(`"daily":{}`, `"daily":{},"mode":"blitz"`)},
		{"bad daily date", edit(`"daily":{}`, `"daily":{"2026-02-30":"solved"}`)},
		{"bad daily result", edit(`"daily":{}`, `"daily":{"2026-02-03":"won"}`)},
		{"bad attempt id", edit(`"history":[]`, `"history":[`+strings.Replace(attempt, "xiangqi-m1-001", "chess-1", 1)+`]`)},
		{"bad attempt mode", edit(`"history":[]`, `"history":[`+strings.Replace(attempt, `"rated"`, `"blitz"`, 1)+`]`)},
		{"bad attempt date", edit(`"history":[]`, `"history":[`+strings.Replace(attempt, "2026-12-01", "yesterday", 1)+`]`)},
		{"bad attempt rating", edit(`"history":[]`, `"history":[`+strings.Replace(attempt, `"rating":1600`, `"rating":99999`, 1)+`]`)},
		{"too much history", edit(`"history":[]`, `"history":[`+strings.Repeat(attempt+",", puzzleMaxHistory)+attempt+`]`)},
	}
	for _, tt := range tests {
		if r, err := LoadPuzzleRating([]byte(tt.data)); err == nil {
			t.Errorf("%s: accepted as %+v", tt.name, r)
		} else if !strings.HasPrefix(err.Error(), "puzzle rating: ") {
			t.Errorf("%s: error %q lacks its context", tt.name, err)
		}
	}
	if _, err := LoadPuzzleRating([]byte(edit(`"history":[]`, `"history":[`+attempt+`]`))); err != nil {
		t.Errorf("one good attempt: %v", err)
	}
}

// FuzzLoadPuzzleRatingData: the loader never panics, and what it accepts
// writes back to data it accepts again, unchanged.
func FuzzLoadPuzzleRatingData(f *testing.F) {
	r := NewPuzzleRating()
	all := loadAll(f)
	_, _ = r.Record(all[0], ModeRated, PuzzleResultSolved, "2026-12-01")
	_, _ = r.Record(all[1], ModeStreak, PuzzleResultFailed, "2026-12-02")
	_, _ = r.Record(all[2], ModeDaily, PuzzleResultHelped, "2026-12-03")
	data, _ := r.Marshal()
	f.Add(data)
	f.Add([]byte(`{"version":1,"player":{"r":1500,"rd":350,"vol":0.06}}`))
	f.Add([]byte(`{"version":1,"player":{"r":1e308,"rd":-0,"vol":0.06},"streak":-1}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := LoadPuzzleRating(data)
		if err != nil {
			return
		}
		out, err := r.Marshal()
		if err != nil {
			t.Fatalf("accepted data does not marshal: %v", err)
		}
		back, err := LoadPuzzleRating(out)
		if err != nil {
			t.Fatalf("written data is refused: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(back, r) {
			t.Fatalf("round trip changed the data:\n%+v\n%+v", r, back)
		}
	})
}

// TestDailyEveryCollectionSize: for every size of collection, as many
// consecutive days meet every puzzle once (the stride is prime to the size).
func TestDailyEveryCollectionSize(t *testing.T) {
	day0 := time.Date(2030, 5, 17, 0, 0, 0, 0, time.UTC)
	for n := 1; n <= 60; n++ {
		all := make([]*Puzzle, n)
		for i := range all {
			all[i] = &Puzzle{ID: fmt.Sprintf("xiangqi-p%d", i)}
		}
		seen := map[*Puzzle]bool{}
		for i := range n {
			p, err := DailyPuzzle(all, PuzzleDate(day0.AddDate(0, 0, i)))
			if err != nil {
				t.Fatal(err)
			}
			seen[p] = true
		}
		if len(seen) != n {
			t.Errorf("%d puzzles: %d days meet only %d", n, n, len(seen))
		}
	}
}

// TestRatedPrefersNew: a puzzle tried long ago (no longer among the recent
// ones) yields to a new one a little further from the rating.
func TestRatedPrefersNew(t *testing.T) {
	all := loadAll(t)
	f := PuzzleFilter{Game: "xiangqi"}
	r := NewPuzzleRating()
	nearest := RatedPuzzle(all, f, &r)
	r.History = append(r.History, PuzzleAttempt{ID: nearest.ID, Mode: ModeRated, Result: PuzzleResultSolved, Date: "2026-01-01", Rating: 1500})
	for range puzzleRecentSkip {
		r.History = append(r.History, PuzzleAttempt{ID: "shatar-elsewhere", Mode: ModeRated, Result: PuzzleResultSolved, Date: "2026-01-02", Rating: 1500})
	}
	got := RatedPuzzle(all, f, &r)
	if got == nearest {
		t.Fatalf("%s served again while new puzzles are near", got.ID)
	}
	if d := math.Abs(PuzzleInitialRating(got).Rating - 1500); d > puzzlePlayedExtra {
		t.Errorf("%s is %.0f from the rating", got.ID, d)
	}
}
