// Package puzzles is the /puzzles/ page: choosing puzzles by game (banqi
// included), difficulty and goal (mates or winning material), keeping the
// player's progress, and the words around the board, in English or
// Spanish. The board itself is an <elephant-board mode="puzzle"> driven by
// package element; it reports how an attempt ends with its "elephant-puzzle"
// event. This file is plain Go, tested natively; dom.go is the browser glue.
package puzzles

import (
	"fmt"
	"github.com/elephant-chess/elephant/wasm/browser"
	"strconv"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search/tactic"
	"github.com/elephant-chess/elephant/tutorials"
)

// Page is the screen's state.
type Page struct {
	store    browser.Store
	all      []*tutorials.Puzzle
	filter   tutorials.PuzzleFilter
	prog     tutorials.PuzzleProgress
	cur      *tutorials.Puzzle
	recorded bool     // the current attempt's result is saved
	notices  []string // for the player, once
	lang     i18n.Lang
	mode     string                   // tutorials.ModeBrowse etc.; "" browses (modes.go)
	rating   tutorials.PuzzleRating   // the rating data (modes.go)
	last     *tutorials.PuzzleAttempt // the attempt recorded last
	now      func() time.Time         // the clock of the daily puzzle; nil for time.Now
}

// New loads the collection and the saved progress; unreadable progress is
// discarded with a notice. game, difficulty and goal come from the URL and
// are ignored, with a notice, when they make no sense; lang is the page's
// language.
func New(store browser.Store, lang i18n.Lang, game, difficulty, goal string) (*Page, error) {
	all, err := tutorials.LoadAllPuzzles()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", lang.T("pz.error.load"), err)
	}
	p := &Page{store: store, all: all, prog: tutorials.NewPuzzleProgress(), lang: lang}
	p.loadProgress()
	p.loadRating()
	if err := p.SetFilter(game, difficulty, goal); err != nil {
		p.notices = append(p.notices, err.Error())
		_ = p.SetFilter("", "", "")
	}
	return p, nil
}

// Lang is the page's language; SetLang changes it (the texts follow).
func (p *Page) Lang() i18n.Lang     { return p.lang }
func (p *Page) SetLang(l i18n.Lang) { p.lang = l }

func (p *Page) loadProgress() {
	if !browser.Load(p.store, tutorials.PuzzleProgressKey, tutorials.ParsePuzzleProgress, &p.prog) {
		p.notices = append(p.notices, p.lang.T("pz.notice.reset"))
	}
}

// SetFilter picks the puzzles to play ("" for any game, difficulty or
// goal) and moves to the first one worth playing.
func (p *Page) SetFilter(game, difficulty, goal string) error {
	f := tutorials.PuzzleFilter{}
	if game = strings.TrimSpace(game); game != "" {
		if _, err := tutorials.PuzzleVariant(game); err != nil {
			return pageError(p.lang.T("pz.notice.game", clip(game)))
		}
		f.Game = game
	}
	if difficulty = strings.TrimSpace(difficulty); difficulty != "" {
		d, err := strconv.Atoi(difficulty)
		if err != nil || d < 1 || d > 5 {
			return pageError(p.lang.T("pz.notice.difficulty", clip(difficulty)))
		}
		f.MinDifficulty, f.MaxDifficulty = d, d
	}
	switch goal = strings.TrimSpace(goal); goal {
	case "", tutorials.GoalMate, tutorials.GoalMaterial:
		f.Goal = goal
	default:
		return pageError(p.lang.T("pz.notice.goal", clip(goal)))
	}
	if !p.hasGoal(f.Game, f.Goal) {
		f.Goal = "" // a game with one goal (banqi has no material puzzles): the filter has no choice to make
	}
	p.filter = f
	p.cur = nil
	p.Next()
	return nil
}

// hasGoal reports whether the game ("" for any) has puzzles of the goal
// ("" for any).
func (p *Page) hasGoal(game, goal string) bool {
	return len(tutorials.FilterPuzzles(p.all, tutorials.PuzzleFilter{Game: game, Goal: goal})) > 0
}

// GoalChoice reports whether the goal filter has a choice to offer for the
// game chosen: false for a game whose puzzles all share one goal.
func (p *Page) GoalChoice() bool {
	return p.hasGoal(p.filter.Game, tutorials.GoalMate) && p.hasGoal(p.filter.Game, tutorials.GoalMaterial)
}

// pageError is a notice for the player, already in the page's language.
type pageError string

func (e pageError) Error() string { return string(e) }

// Filter returns the game, difficulty and goal chosen ("" for any).
func (p *Page) Filter() (game, difficulty, goal string) {
	if p.filter.MinDifficulty > 0 {
		difficulty = strconv.Itoa(p.filter.MinDifficulty)
	}
	return p.filter.Game, difficulty, p.filter.Goal
}

// Next moves to the next puzzle not yet solved cleanly; when every one is,
// it walks on through the list anyway. The other modes choose their own.
func (p *Page) Next() {
	if p.Mode() != tutorials.ModeBrowse {
		p.cur, p.recorded = p.modePuzzle(), false
		return
	}
	id := ""
	if p.cur != nil {
		id = p.cur.ID
	}
	next := tutorials.NextPuzzle(p.all, p.filter, p.prog, id)
	if next == nil {
		next = p.after(id)
	}
	p.cur, p.recorded = next, false
}

// after returns the puzzle following id in the filtered list, wrapping.
func (p *Page) after(id string) *tutorials.Puzzle {
	list := tutorials.FilterPuzzles(p.all, p.filter)
	if len(list) == 0 {
		return nil
	}
	for i, q := range list {
		if q.ID == id {
			return list[(i+1)%len(list)]
		}
	}
	return list[0]
}

// Lookup finds the collection's puzzle with this game, start position and
// solution, or nil; the boards judge with it (control.PuzzleSource). The
// FEN is compared as the rules write it (banqi's too), so spacing does not
// matter.
func (p *Page) Lookup(game, fen string, solution []string) *tutorials.Puzzle {
	canon, err := tutorials.PuzzleFEN(game, fen)
	if err != nil {
		return nil
	}
	want := strings.Join(solution, " ")
	for _, q := range p.all {
		if game == q.Game && q.FEN == canon && strings.Join(q.Solution, " ") == want {
			return q
		}
	}
	return nil
}

// Current returns the puzzle on the board, nil when the filter matches none.
func (p *Page) Current() *tutorials.Puzzle { return p.cur }

// Finished records how the current attempt ended (the board's result:
// solved, helped or failed), once per puzzle shown.
func (p *Page) Finished(result string) error {
	if p.cur == nil || p.recorded || result == "" {
		return nil
	}
	if err := p.prog.Record(p.cur.ID, tutorials.PuzzleResult(result)); err != nil {
		return err
	}
	p.recorded = true
	data, err := p.prog.Marshal()
	if err != nil {
		return fmt.Errorf("saving progress: %w", err)
	}
	if err := p.store.Set(tutorials.PuzzleProgressKey, string(data)); err != nil {
		return fmt.Errorf("saving progress: %w", err)
	}
	return p.recordRating(result)
}

// TakeNotices returns the notices not yet shown.
func (p *Page) TakeNotices() []string {
	n := p.notices
	p.notices = nil
	return n
}

// Progress is what the side panel shows.
type Progress struct {
	Solved, Clean, Total int // in the current filter
	Streak, BestStreak   int
	PerGame              []GameCount
}

// GameCount is one game's line: puzzles solved (cleanly or not) of all.
type GameCount struct {
	Game          string
	Solved, Total int
}

// Progress counts what the player has done.
func (p *Page) Progress() Progress {
	pr := Progress{Streak: p.prog.Streak, BestStreak: p.prog.BestStreak}
	for _, q := range tutorials.FilterPuzzles(p.all, p.filter) {
		pr.Total++
		switch p.prog.Results[q.ID] {
		case tutorials.PuzzleResultSolved:
			pr.Clean++
			pr.Solved++
		case tutorials.PuzzleResultHelped:
			pr.Solved++
		}
	}
	for _, g := range tutorials.AllPuzzleGames() {
		gc := GameCount{Game: g}
		for _, q := range tutorials.FilterPuzzles(p.all, tutorials.PuzzleFilter{Game: g}) {
			gc.Total++
			if r := p.prog.Results[q.ID]; r == tutorials.PuzzleResultSolved || r == tutorials.PuzzleResultHelped {
				gc.Solved++
			}
		}
		pr.PerGame = append(pr.PerGame, gc)
	}
	return pr
}

// Title is the heading over the board: "Xiangqi: mate in 2", "Janggi:
// win material in 3", "Banqi: win in 2".
func (p *Page) Title() string {
	if p.cur == nil {
		return p.lang.T("pz.none")
	}
	return p.titleOf(p.cur)
}

func (p *Page) titleOf(q *tutorials.Puzzle) string {
	switch {
	case q.IsMaterial():
		return p.lang.T("pz.title.material", p.GameName(q.Game), q.Moves)
	case q.WinsByNoAction():
		return p.lang.T("pz.title.win", p.GameName(q.Game), q.Mate)
	}
	return p.lang.T("pz.title.mate", p.GameName(q.Game), q.Mate)
}

// Task says who moves and what the puzzle is about.
func (p *Page) Task() string {
	q := p.cur
	if q == nil {
		return p.lang.T("pz.none.task")
	}
	side := p.lang.T("pz.side.first")
	v, err := tutorials.PuzzleVariant(q.Game)
	if err == nil {
		c := rules.First
		if q.Side == "b" {
			c = rules.Second
		}
		side = i18n.Capitalize(p.lang.SideName(v.Game, c))
	}
	var text string
	switch {
	case q.IsMaterial():
		text = p.lang.T("pz.task.material", side, q.Win, q.Moves, q.Difficulty)
	case q.WinsByNoAction():
		text = p.lang.T("pz.task.win", side, q.Mate, q.Difficulty)
	default:
		text = p.lang.T("pz.task.mate", side, q.Mate, q.Difficulty)
	}
	if r := p.prog.Results[q.ID]; r != "" {
		text += " " + p.lang.T("pz.earlier", p.lang.T("pz.result."+string(r)))
	}
	return text
}

// Values lists the piece values a material puzzle counts in, with the
// game's own piece names ("" for a mate).
func (p *Page) Values() string {
	q := p.cur
	if q == nil || !q.IsMaterial() {
		return ""
	}
	v, err := tutorials.PuzzleVariant(q.Game)
	if err != nil {
		return ""
	}
	var parts []string
	for _, k := range i18n.Kinds(v.Game) {
		if n := tactic.Value(v.Game, k); n > 0 {
			parts = append(parts, p.lang.PieceName(v.Game, k)+" "+points(n))
		}
	}
	return p.lang.T("pz.values", p.lang.Series(parts))
}

// points writes a value in tenths as points: 9, 4.5.
func points(tenths int) string {
	if tenths%tactic.Scale == 0 {
		return strconv.Itoa(tenths / tactic.Scale)
	}
	return fmt.Sprintf("%d.%d", tenths/tactic.Scale, tenths%tactic.Scale)
}

// Themes lists the puzzle's themes in words.
func (p *Page) Themes() string {
	q := p.cur
	if q == nil {
		return ""
	}
	words := make([]string, 0, len(q.Themes))
	for _, t := range q.Themes {
		if w := p.themeWords(t); w != "" {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return ""
	}
	return p.lang.T("pz.themes", p.lang.Series(words))
}

// Source names the book a classic puzzle comes from, as its data gives it
// (title, year, number); "" for the puzzles this project generated.
func (p *Page) Source() string {
	q := p.cur
	if q == nil || strings.HasPrefix(q.Source, "puzzlegen") || strings.TrimSpace(q.Source) == "" {
		return ""
	}
	return p.lang.T("pz.source", q.Source)
}

// Verdict is the line under the board once an attempt is over, with what
// it did to the rating or the streak run in those modes.
func (p *Page) Verdict(result string) string {
	var v string
	switch tutorials.PuzzleResult(result) {
	case tutorials.PuzzleResultSolved:
		v = p.lang.T("pz.verdict.solved", p.prog.Streak)
	case tutorials.PuzzleResultHelped:
		v = p.lang.T("pz.verdict.helped")
	case tutorials.PuzzleResultFailed:
		v = p.lang.T("pz.verdict.failed")
	default:
		return ""
	}
	if m := p.modeVerdict(result); m != "" {
		if tutorials.PuzzleResult(result) == tutorials.PuzzleResultSolved {
			v = p.lang.T("pz.verdict.clean") // the mode's count replaces the clean-solve streak
		}
		v += " " + m
	}
	return v
}

// GameName is a game's name as the page writes it, banqi's included
// (rules.ParseGame reads the four board games only).
func (p *Page) GameName(g string) string {
	game, err := rules.ParseGame(g)
	if g == rules.Banqi.String() {
		game, err = rules.Banqi, nil
	}
	if err != nil {
		return i18n.Capitalize(g)
	}
	return p.lang.GameName(game)
}

// clip shortens text from the URL before quoting it.
func clip(s string) string {
	r := []rune(s)
	if len(r) > 30 {
		return string(r[:30]) + "…"
	}
	return s
}
