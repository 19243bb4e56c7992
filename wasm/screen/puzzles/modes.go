package puzzles

import (
	"fmt"
	"github.com/elephant-chess/elephant/wasm/browser"
	"math"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/tutorials"
)

// The page's modes (tutorials.PuzzleModes): browse by the filters, as the
// page always did, unrated; rated puzzles near the player's rating; a
// streak run that ends at the first attempt not solved cleanly; the daily
// puzzle, the same for everyone on a UTC date. The rating data lives under
// tutorials.PuzzleRatingKey; unreadable data is dropped with a notice.

// historyShown is how many attempts the history list shows, newest first.
const historyShown = 10

func (p *Page) loadRating() {
	p.rating = tutorials.NewPuzzleRating()
	if !browser.Load(p.store, tutorials.PuzzleRatingKey, tutorials.LoadPuzzleRating, &p.rating) {
		p.notices = append(p.notices, p.lang.T("pz.notice.rating.reset"))
	}
}

// Mode is the mode chosen.
func (p *Page) Mode() string {
	if p.mode == "" {
		return tutorials.ModeBrowse
	}
	return p.mode
}

// SetMode switches the mode ("" for the one saved, else browse), keeps the
// choice and moves to the mode's puzzle; an unknown mode is an error for
// the player and leaves the mode as it was.
func (p *Page) SetMode(mode string) error {
	mode = strings.TrimSpace(mode)
	if mode == "" {
		mode = p.rating.Mode
	}
	if mode == "" {
		mode = tutorials.ModeBrowse
	}
	known := false
	for _, m := range tutorials.PuzzleModes() {
		known = known || m == mode
	}
	if !known {
		return pageError(p.lang.T("pz.notice.mode", clip(mode)))
	}
	changed := mode != p.Mode()
	p.mode = mode
	if p.rating.Mode != mode && (p.rating.Mode != "" || mode != tutorials.ModeBrowse) { // a first visit writes nothing
		p.rating.Mode = mode
		if err := p.saveRating(); err != nil {
			p.notices = append(p.notices, p.lang.T("pz.notice.save", err.Error()))
		}
	}
	if changed || p.cur == nil {
		p.cur = nil
		p.Next()
	}
	return nil
}

// today is the UTC date, as the daily puzzle and the history write it.
func (p *Page) today() string {
	now := time.Now
	if p.now != nil {
		now = p.now
	}
	return tutorials.PuzzleDate(now())
}

// modePuzzle is the next puzzle of a mode other than browse.
func (p *Page) modePuzzle() *tutorials.Puzzle {
	switch p.Mode() {
	case tutorials.ModeRated:
		return tutorials.RatedPuzzle(p.all, p.filter, &p.rating)
	case tutorials.ModeStreak:
		return tutorials.StreakPuzzle(p.all, p.filter, &p.rating)
	case tutorials.ModeDaily:
		q, err := tutorials.DailyPuzzle(p.all, p.today())
		if err != nil {
			return nil
		}
		return q
	}
	return nil
}

// CanSkip reports whether "Next puzzle" may leave the puzzle shown: always
// when browsing; in the rated and streak modes only once the attempt is
// over (giving up is Show solution, which counts); never in the daily mode,
// which has one puzzle a day.
func (p *Page) CanSkip() bool {
	switch p.Mode() {
	case tutorials.ModeBrowse:
		return true
	case tutorials.ModeDaily:
		return false
	}
	return p.recorded || p.cur == nil
}

// recordRating keeps the attempt in the rating data and saves it.
func (p *Page) recordRating(result string) error {
	a, err := p.rating.Record(p.cur, p.Mode(), tutorials.PuzzleResult(result), p.today())
	if err != nil {
		return err
	}
	p.last = &a
	return p.saveRating()
}

func (p *Page) saveRating() error {
	data, err := p.rating.Marshal()
	if err != nil {
		return fmt.Errorf("saving the rating: %w", err)
	}
	if err := p.store.Set(tutorials.PuzzleRatingKey, string(data)); err != nil {
		return fmt.Errorf("saving the rating: %w", err)
	}
	return nil
}

// RatingView is what the page shows of the rating data.
type RatingView struct {
	Rating, RD   int // the player's, rounded
	Puzzle       int // the current puzzle's rating in rated mode, else 0
	Streak, Best int // the streak run and the longest
	DailyDate    string
	DailyResult  string // "" when today's puzzle is not yet tried
}

// Rating sums up the rating data for the side panel.
func (p *Page) Rating() RatingView {
	r := &p.rating
	v := RatingView{Rating: round(r.Player.Rating), RD: round(r.Player.RD), Streak: r.Streak, Best: r.BestStreak,
		DailyDate: p.today()}
	v.DailyResult = string(r.Daily[v.DailyDate])
	if p.cur != nil && p.Mode() == tutorials.ModeRated {
		v.Puzzle = round(r.PuzzleGlicko(p.cur).Rating)
	}
	return v
}

func round(x float64) int { return int(math.Round(x)) }

// RatingLine is "Your rating: 1523 ± 120".
func (p *Page) RatingLine() string {
	v := p.Rating()
	return p.lang.T("pz.rating.line", v.Rating, v.RD)
}

// ModeLine says where the mode stands: the puzzle's rating, the streak run
// or the day's puzzle ("" when browsing).
func (p *Page) ModeLine() string {
	v := p.Rating()
	switch p.Mode() {
	case tutorials.ModeRated:
		if v.Puzzle == 0 {
			return ""
		}
		return p.lang.T("pz.rating.puzzle", v.Puzzle)
	case tutorials.ModeStreak:
		return p.lang.T("pz.streak.line", v.Streak, v.Best)
	case tutorials.ModeDaily:
		res := p.lang.T("pz.daily.untried")
		if v.DailyResult != "" {
			res = p.lang.T("pz.result." + v.DailyResult)
		}
		return p.lang.T("pz.daily.line", v.DailyDate, res)
	}
	return ""
}

// modeVerdict is added to the verdict: the rating's move, the streak's
// count or its end.
func (p *Page) modeVerdict(result string) string {
	a := p.last
	if a == nil || p.cur == nil || a.ID != p.cur.ID {
		return ""
	}
	switch a.Mode {
	case tutorials.ModeRated:
		return p.lang.T("pz.verdict.rating", round(a.Rating), signed(a.Change))
	case tutorials.ModeStreak:
		if result == string(tutorials.PuzzleResultSolved) {
			return p.lang.T("pz.verdict.streak", p.rating.Streak)
		}
		return p.lang.T("pz.verdict.streak.over", p.rating.BestStreak)
	}
	return ""
}

// signed writes a rating change with its sign: +14, −9 (a true minus), ±0.
func signed(x float64) string {
	n := round(x)
	switch {
	case n > 0:
		return fmt.Sprintf("+%d", n)
	case n < 0:
		return fmt.Sprintf("−%d", -n)
	}
	return "±0"
}

// HistoryLine is one attempt in the history list.
type HistoryLine struct {
	Text, Result, Mode string
}

// History lists the last attempts, newest first: the puzzle's title, the
// mode, the result and, for a rated one, the rating after it.
func (p *Page) History() []HistoryLine {
	h := p.rating.History
	out := make([]HistoryLine, 0, min(len(h), historyShown))
	for i := len(h) - 1; i >= 0 && len(out) < historyShown; i-- {
		a := h[i]
		title := a.ID
		if q := tutorials.PuzzleByID(p.all, a.ID); q != nil {
			title = p.titleOf(q)
		}
		text := p.lang.T("pz.history.line", a.Date, title, p.lang.T("pz.mode."+a.Mode), p.lang.T("pz.result."+string(a.Result)))
		if a.Mode == tutorials.ModeRated {
			text += " " + p.lang.T("pz.history.rating", round(a.Rating), signed(a.Change))
		}
		out = append(out, HistoryLine{Text: text, Result: string(a.Result), Mode: a.Mode})
	}
	return out
}
