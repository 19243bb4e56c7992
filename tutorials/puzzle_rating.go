package tutorials

import (
	"fmt"
	"hash/fnv"
	"math"
	"sort"
	"time"

	"github.com/elephant-chess/elephant/jsonv"
)

// The puzzle screen's rating, kept in the player's browser: a Glicko-2
// rating for the player; a local rating for each puzzle played rated,
// starting from PuzzleInitialRating (the collection is static data, so a
// puzzle's rating moves only for this player); the streak mode's run; the
// daily puzzles' results; and the history of attempts.

// PuzzleRatingKey is the localStorage key of the saved rating data.
const PuzzleRatingKey = "elephant.puzzles.rating"

// PuzzleRatingVersion is the version of the rating data written today.
const PuzzleRatingVersion = 1

// The puzzle screen's modes: browse by filters (unrated), rated puzzles
// served near the player's rating, a streak run, the daily puzzle.
const (
	ModeBrowse = "browse"
	ModeRated  = "rated"
	ModeStreak = "streak"
	ModeDaily  = "daily"
)

// PuzzleModes lists the modes in the order the screen offers them.
func PuzzleModes() []string { return []string{ModeBrowse, ModeRated, ModeStreak, ModeDaily} }

const (
	puzzleTau         = 0.5 // the paper's middle choice: volatility changes slowly
	puzzleMinRD       = 45  // a floor, so that a seasoned rating still follows form
	puzzleMaxRD       = 350 // a newcomer's deviation, the widest there is
	puzzleMinRating   = 100
	puzzleMaxRating   = 3900
	puzzleMaxHistory  = 200 // attempts kept, newest last
	puzzleMaxDaily    = 400 // daily results kept, newest dates
	puzzleRecentSkip  = 20  // rated mode skips the puzzles of this many last attempts
	puzzlePlayedExtra = 200 // rated mode prefers a new puzzle this many points further away
	puzzleStreakSteps = 30  // a streak run reaches the hardest puzzles in about this many solves
)

// NewPlayerGlicko is a newcomer's rating, as the paper starts one.
var newPlayerGlicko = Glicko{Rating: 1500, RD: puzzleMaxRD, Vol: 0.06}

// PuzzleInitialRating derives a puzzle's starting rating from its data:
// 700 + 250 per difficulty step (1 to 5), + 50 per solver move beyond the
// first (at most 4 counted), + 25 for a material tactic (the solver must
// also weigh the exchange). So a difficulty-1 mate in 1 starts at 950, a
// difficulty-3 material tactic in 2 at 1525, a difficulty-5 mate in 5 at
// 2150. The deviation, 100, says the estimate is rough but not blind.
func PuzzleInitialRating(p *Puzzle) Glicko {
	r := 700 + 250*p.Difficulty + 50*min(max(p.Length()-1, 0), 4)
	if p.IsMaterial() {
		r += 25
	}
	return Glicko{Rating: float64(r), RD: 100, Vol: 0.06}
}

// PuzzleAttempt is one finished attempt in the history.
type PuzzleAttempt struct {
	ID     string       `json:"id"`
	Mode   string       `json:"mode"`
	Result PuzzleResult `json:"result"`
	Date   string       `json:"date"`   // UTC, YYYY-MM-DD
	Rating float64      `json:"rating"` // the player's rating after it
	Change float64      `json:"change"` // what it moved the rating by (rated mode only)
}

func (a *PuzzleAttempt) json() jsonv.Object {
	return jsonv.Fields("id", &a.ID, "mode", &a.Mode, "result", (*string)(&a.Result), "date", &a.Date,
		"rating", &a.Rating, "change", &a.Change)
}

// PuzzleRating is the saved rating data.
type PuzzleRating struct {
	Version    int                     `json:"version"`
	Player     Glicko                  `json:"player"`
	Puzzles    map[string]Glicko       `json:"puzzles"`
	History    []PuzzleAttempt         `json:"history"`
	Streak     int                     `json:"streak"`     // the streak run under way
	BestStreak int                     `json:"bestStreak"` // the longest run
	Runs       int                     `json:"runs"`       // runs ended: varies the next run's puzzles
	Daily      map[string]PuzzleResult `json:"daily"`      // UTC date → the daily puzzle's best result
	Mode       string                  `json:"mode,omitempty"`
}

func (r *PuzzleRating) json() jsonv.Object {
	return jsonv.Fields("version", &r.Version, "player", r.Player.json(), "puzzles", jsonv.Map(&r.Puzzles, (*Glicko).json),
		"history", jsonv.List(&r.History, (*PuzzleAttempt).json), "streak", &r.Streak, "bestStreak", &r.BestStreak,
		"runs", &r.Runs, "daily", jsonv.Map(&r.Daily, puzzleResultJSON), "mode,omitempty", &r.Mode)
}

// NewPuzzleRating returns a newcomer's data.
func NewPuzzleRating() PuzzleRating {
	return PuzzleRating{Version: PuzzleRatingVersion, Player: newPlayerGlicko,
		Puzzles: map[string]Glicko{}, Daily: map[string]PuzzleResult{}}
}

// LoadPuzzleRating reads saved rating data strictly: anything it does not
// understand (unknown version or fields, bad ids, dates or numbers,
// impossible streaks, too much data) is an error, so that the screen can
// discard it with a notice.
func LoadPuzzleRating(data []byte) (PuzzleRating, error) {
	var r PuzzleRating
	if err := jsonv.UnmarshalStrict(data, r.json()); err != nil {
		return PuzzleRating{}, fmt.Errorf("puzzle rating: %w", err)
	}
	if err := r.validate(); err != nil {
		return PuzzleRating{}, fmt.Errorf("puzzle rating: %w", err)
	}
	if r.Puzzles == nil {
		r.Puzzles = map[string]Glicko{}
	}
	if r.Daily == nil {
		r.Daily = map[string]PuzzleResult{}
	}
	return r, nil
}

func (r PuzzleRating) validate() error {
	switch {
	case r.Version != PuzzleRatingVersion:
		return fmt.Errorf("version %d, want %d", r.Version, PuzzleRatingVersion)
	case len(r.Puzzles) > puzzleMaxRecords || len(r.History) > puzzleMaxHistory || len(r.Daily) > puzzleMaxDaily:
		return fmt.Errorf("more data than is ever saved")
	case r.Streak < 0 || r.BestStreak < r.Streak || r.BestStreak > puzzleMaxRecords || r.Runs < 0 || r.Runs > math.MaxInt32:
		return fmt.Errorf("streak %d, best %d, runs %d are impossible", r.Streak, r.BestStreak, r.Runs)
	case r.Mode != "" && !isPuzzleMode(r.Mode):
		return fmt.Errorf("mode %q", puzzleTruncate(r.Mode, 20))
	}
	if err := checkGlicko(r.Player); err != nil {
		return fmt.Errorf("player: %w", err)
	}
	for id, g := range r.Puzzles {
		if !isPuzzleID(id) {
			return fmt.Errorf("%q is not a puzzle id", puzzleTruncate(id, 40))
		}
		if err := checkGlicko(g); err != nil {
			return fmt.Errorf("puzzle %s: %w", id, err)
		}
	}
	for i, a := range r.History {
		if err := a.validate(); err != nil {
			return fmt.Errorf("history %d: %w", i+1, err)
		}
	}
	for d, res := range r.Daily {
		if !isDate(d) || res.rank() == 0 {
			return fmt.Errorf("daily %q: %q", puzzleTruncate(d, 20), puzzleTruncate(string(res), 20))
		}
	}
	return nil
}

func (a PuzzleAttempt) validate() error {
	switch {
	case !isPuzzleID(a.ID):
		return fmt.Errorf("%q is not a puzzle id", puzzleTruncate(a.ID, 40))
	case !isPuzzleMode(a.Mode):
		return fmt.Errorf("mode %q", puzzleTruncate(a.Mode, 20))
	case a.Result.rank() == 0:
		return fmt.Errorf("result %q", puzzleTruncate(string(a.Result), 20))
	case !isDate(a.Date):
		return fmt.Errorf("date %q", puzzleTruncate(a.Date, 20))
	case !(a.Rating >= puzzleMinRating && a.Rating <= puzzleMaxRating):
		return fmt.Errorf("rating %v", a.Rating)
	case !(math.Abs(a.Change) <= puzzleMaxRating):
		return fmt.Errorf("change %v", a.Change)
	}
	return nil
}

// checkGlicko accepts only what this code writes: a rating in range, a
// deviation between the floor and a newcomer's, a volatility in (0, 1).
func checkGlicko(g Glicko) error {
	if !(g.Rating >= puzzleMinRating && g.Rating <= puzzleMaxRating) ||
		!(g.RD >= puzzleMinRD && g.RD <= puzzleMaxRD) || !(g.Vol > 0 && g.Vol < 1) {
		return fmt.Errorf("rating %v±%v, volatility %v out of range", g.Rating, g.RD, g.Vol)
	}
	return nil
}

func isPuzzleMode(m string) bool {
	for _, x := range PuzzleModes() {
		if m == x {
			return true
		}
	}
	return false
}

// isDate reports whether s is a calendar date written YYYY-MM-DD.
func isDate(s string) bool {
	_, ok := parseDate(s)
	return ok
}

// parseDate reads a calendar date written YYYY-MM-DD, RFC 3339's
// full-date, as midnight UTC.
func parseDate(s string) (time.Time, bool) {
	t, err := jsonv.ParseTime(s + "T00:00:00Z")
	return t, err == nil && len(s) == len("2006-01-02")
}

// PuzzleDate writes t's UTC date as YYYY-MM-DD.
func PuzzleDate(t time.Time) string {
	y, m, d := t.UTC().Date()
	return fmt.Sprintf("%04d-%02d-%02d", y, int(m), d)
}

// Marshal writes the data for storage under PuzzleRatingKey.
func (r PuzzleRating) Marshal() ([]byte, error) {
	r.Version = PuzzleRatingVersion
	if r.Puzzles == nil {
		r.Puzzles = map[string]Glicko{}
	}
	if r.Daily == nil {
		r.Daily = map[string]PuzzleResult{}
	}
	return jsonv.Marshal(r.json())
}

// PuzzleGlicko is a puzzle's rating for this player: its local one once
// played rated, else its initial one.
func (r *PuzzleRating) PuzzleGlicko(p *Puzzle) Glicko {
	if g, ok := r.Puzzles[p.ID]; ok {
		return g
	}
	return PuzzleInitialRating(p)
}

// Record keeps a finished attempt made in mode on date (UTC, YYYY-MM-DD)
// and returns it as the history holds it. Rated mode rates the attempt as
// a game against the puzzle, player and puzzle each updated from the
// other's rating before it: only a clean solve wins; a solve with help and
// a shown solution lose. Streak mode extends the run on a clean solve and
// ends it on anything else. Daily mode keeps the day's best result.
func (r *PuzzleRating) Record(p *Puzzle, mode string, res PuzzleResult, date string) (PuzzleAttempt, error) {
	switch {
	case p == nil || !isPuzzleID(p.ID):
		return PuzzleAttempt{}, fmt.Errorf("puzzle rating: no puzzle")
	case !isPuzzleMode(mode):
		return PuzzleAttempt{}, fmt.Errorf("puzzle rating: mode %q", puzzleTruncate(mode, 20))
	case res.rank() == 0:
		return PuzzleAttempt{}, fmt.Errorf("puzzle rating: result %q", puzzleTruncate(string(res), 20))
	case !isDate(date):
		return PuzzleAttempt{}, fmt.Errorf("puzzle rating: date %q", puzzleTruncate(date, 20))
	}
	r.init()
	a := PuzzleAttempt{ID: p.ID, Mode: mode, Result: res, Date: date, Rating: r.Player.Rating}
	switch mode {
	case ModeRated:
		if err := r.rate(p, res, &a); err != nil {
			return PuzzleAttempt{}, err
		}
	case ModeStreak:
		if res == PuzzleResultSolved {
			r.Streak++
			r.BestStreak = max(r.BestStreak, r.Streak)
		} else {
			r.Streak = 0
			r.Runs = min(r.Runs+1, math.MaxInt32)
		}
	case ModeDaily:
		if res.rank() > r.Daily[date].rank() {
			r.Daily[date] = res
		}
		r.trimDaily()
	}
	r.History = append(r.History, a)
	if n := len(r.History) - puzzleMaxHistory; n > 0 {
		r.History = append(r.History[:0], r.History[n:]...)
	}
	return a, nil
}

func (r *PuzzleRating) init() {
	if r.Puzzles == nil {
		r.Puzzles = map[string]Glicko{}
	}
	if r.Daily == nil {
		r.Daily = map[string]PuzzleResult{}
	}
	if checkGlicko(r.Player) != nil {
		r.Player = newPlayerGlicko
	}
}

// rate updates the player and the puzzle from one game between them.
func (r *PuzzleRating) rate(p *Puzzle, res PuzzleResult, a *PuzzleAttempt) error {
	score := 0.0
	if res == PuzzleResultSolved {
		score = 1
	}
	player, puzzle := r.Player, r.PuzzleGlicko(p)
	newPlayer, err := player.Update([]GlickoGame{{Opponent: puzzle, Score: score}}, puzzleTau)
	if err != nil {
		return fmt.Errorf("puzzle rating: %w", err)
	}
	newPuzzle, err := puzzle.Update([]GlickoGame{{Opponent: player, Score: 1 - score}}, puzzleTau)
	if err != nil {
		return fmt.Errorf("puzzle rating: %w", err)
	}
	if _, ok := r.Puzzles[p.ID]; !ok && len(r.Puzzles) >= puzzleMaxRecords {
		return fmt.Errorf("puzzle rating: full (%d puzzles)", puzzleMaxRecords)
	}
	r.Player, r.Puzzles[p.ID] = clampGlicko(newPlayer), clampGlicko(newPuzzle)
	a.Rating, a.Change = r.Player.Rating, r.Player.Rating-player.Rating
	return nil
}

// clampGlicko keeps a rating within what checkGlicko accepts.
func clampGlicko(g Glicko) Glicko {
	return Glicko{
		Rating: min(max(g.Rating, puzzleMinRating), puzzleMaxRating),
		RD:     min(max(g.RD, puzzleMinRD), puzzleMaxRD),
		Vol:    min(max(g.Vol, 0.0001), 0.5),
	}
}

// trimDaily drops the oldest dates beyond puzzleMaxDaily.
func (r *PuzzleRating) trimDaily() {
	if len(r.Daily) <= puzzleMaxDaily {
		return
	}
	dates := make([]string, 0, len(r.Daily))
	for d := range r.Daily {
		dates = append(dates, d)
	}
	sort.Strings(dates)
	for _, d := range dates[:len(dates)-puzzleMaxDaily] {
		delete(r.Daily, d)
	}
}

// RatedPuzzle chooses the next rated puzzle among those passing the
// filter's game and goal (its difficulty is the rating's to choose): the
// nearest to the player's rating by the puzzle's local rating, skipping
// the puzzles of the last attempts while others remain, and preferring a
// puzzle never attempted to one seen before that is up to
// puzzlePlayedExtra points nearer. Ties go by a hash of the id and the
// history's length, so that equal puzzles of every game take turns.
func RatedPuzzle(all []*Puzzle, f PuzzleFilter, r *PuzzleRating) *Puzzle {
	f.MinDifficulty, f.MaxDifficulty = 0, 0
	list := FilterPuzzles(all, f)
	if len(list) == 0 {
		return nil
	}
	recent, seen := map[string]bool{}, map[string]bool{}
	skip := min(puzzleRecentSkip, len(list)-1)
	for i, a := range r.History {
		seen[a.ID] = true
		if i >= len(r.History)-skip {
			recent[a.ID] = true
		}
	}
	var best *Puzzle
	bestCost, bestTie := math.Inf(1), uint64(0)
	for _, p := range list {
		if recent[p.ID] {
			continue
		}
		cost := math.Abs(r.PuzzleGlicko(p).Rating - r.Player.Rating)
		if seen[p.ID] {
			cost += puzzlePlayedExtra
		}
		tie := puzzleHash(p.ID, len(r.History))
		if cost < bestCost || cost == bestCost && tie < bestTie {
			best, bestCost, bestTie = p, cost, tie
		}
	}
	return best
}

func puzzleHash(id string, n int) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%d", id, n)
	return h.Sum64()
}

// StreakPuzzle chooses the puzzle of the streak run's next step among those
// passing the filter's game and goal. The puzzles, in order of initial
// rating, are dealt into columns (every stride-th puzzle), stride chosen so
// that a column climbs from the easiest to the hardest in about
// puzzleStreakSteps puzzles; a run walks a column, then the next one, so
// nothing comes back within len(list) solves. The column a run starts in
// follows the number of runs ended, so that successive runs meet other
// puzzles.
func StreakPuzzle(all []*Puzzle, f PuzzleFilter, r *PuzzleRating) *Puzzle {
	f.MinDifficulty, f.MaxDifficulty = 0, 0
	list := FilterPuzzles(all, f)
	n := len(list)
	if n == 0 {
		return nil
	}
	sorted := make([]*Puzzle, n)
	copy(sorted, list)
	sort.SliceStable(sorted, func(i, j int) bool {
		return PuzzleInitialRating(sorted[i]).Rating < PuzzleInitialRating(sorted[j]).Rating
	})
	stride := max(1, n/puzzleStreakSteps)
	col, k := r.Runs%stride, r.Streak%n
	for {
		height := (n - col + stride - 1) / stride
		if k < height {
			return sorted[col+k*stride]
		}
		k -= height
		col = (col + 1) % stride
	}
}

// DailyPuzzle is the puzzle of a UTC date (YYYY-MM-DD), the same for every
// player: the days since 1970-01-01 times a stride near 0.618 of the
// collection, prime to its size, modulo the size, so consecutive days jump
// across games and difficulties and no puzzle comes back within len(all)
// days (while the collection stays the same).
func DailyPuzzle(all []*Puzzle, date string) (*Puzzle, error) {
	t, ok := parseDate(date)
	if !ok {
		return nil, fmt.Errorf("daily puzzle: date %q is not YYYY-MM-DD", puzzleTruncate(date, 20))
	}
	n := int64(len(all))
	if n == 0 {
		return nil, fmt.Errorf("daily puzzle: no puzzles")
	}
	day := t.Unix() / 86400
	stride := int64(float64(n)*0.618) + 1
	for gcd(stride, n) != 1 {
		stride++
	}
	i := (day%n*stride%n + n) % n
	return all[i], nil
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
