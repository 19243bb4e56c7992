// Package puzzles is the /puzzles/ page: choosing puzzles by game and
// difficulty, keeping the player's progress, and the words around the
// board. The board itself is an <elephant-board mode="puzzle"> driven by
// package web; it reports how an attempt ends with its "elephant-puzzle"
// event. This file is plain Go, tested natively; dom.go is the browser glue.
package puzzles

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
)

// Store is where progress is kept (localStorage in the browser).
type Store interface {
	Get(key string) (string, bool)
	Set(key, value string) error
	Remove(key string)
}

// Page is the screen's state.
type Page struct {
	store    Store
	all      []*tutorials.Puzzle
	filter   tutorials.PuzzleFilter
	prog     tutorials.PuzzleProgress
	cur      *tutorials.Puzzle
	recorded bool     // the current attempt's result is saved
	notices  []string // for the player, once
}

// New loads the collection and the saved progress; unreadable progress is
// discarded with a notice. game and difficulty come from the URL and are
// ignored, with a notice, when they make no sense.
func New(store Store, game, difficulty string) (*Page, error) {
	all, err := tutorials.LoadPuzzles()
	if err != nil {
		return nil, fmt.Errorf("loading the puzzles: %w", err)
	}
	p := &Page{store: store, all: all, prog: tutorials.NewPuzzleProgress()}
	p.loadProgress()
	if err := p.SetFilter(game, difficulty); err != nil {
		p.notices = append(p.notices, err.Error())
		_ = p.SetFilter("", "")
	}
	return p, nil
}

func (p *Page) loadProgress() {
	raw, ok := p.store.Get(tutorials.PuzzleProgressKey)
	if !ok {
		return
	}
	prog, err := tutorials.ParsePuzzleProgress([]byte(raw))
	if err != nil {
		p.store.Remove(tutorials.PuzzleProgressKey)
		p.notices = append(p.notices, "Your saved puzzle progress could not be read, so it was reset.")
		return
	}
	p.prog = prog
}

// SetFilter picks the puzzles to play ("" for any game or difficulty) and
// moves to the first one worth playing.
func (p *Page) SetFilter(game, difficulty string) error {
	f := tutorials.PuzzleFilter{}
	if game = strings.TrimSpace(game); game != "" {
		if _, err := tutorials.PuzzleVariant(game); err != nil {
			return fmt.Errorf("No puzzles for %q: showing every game.", clip(game))
		}
		f.Game = game
	}
	if difficulty = strings.TrimSpace(difficulty); difficulty != "" {
		d, err := strconv.Atoi(difficulty)
		if err != nil || d < 1 || d > 5 {
			return fmt.Errorf("Difficulty %q is not 1 to 5: showing every difficulty.", clip(difficulty))
		}
		f.MinDifficulty, f.MaxDifficulty = d, d
	}
	p.filter = f
	p.cur = nil
	p.Next()
	return nil
}

// Filter returns the game and difficulty chosen ("" for any).
func (p *Page) Filter() (game, difficulty string) {
	if p.filter.MinDifficulty > 0 {
		difficulty = strconv.Itoa(p.filter.MinDifficulty)
	}
	return p.filter.Game, difficulty
}

// Next moves to the next puzzle not yet solved cleanly; when every one is,
// it walks on through the list anyway.
func (p *Page) Next() {
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
	return nil
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
	for _, g := range tutorials.PuzzleGames() {
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

// Title is the heading over the board: "Xiangqi: mate in 2".
func (p *Page) Title() string {
	if p.cur == nil {
		return "No puzzle matches these filters"
	}
	return GameName(p.cur.Game) + ": mate in " + strconv.Itoa(p.cur.Mate)
}

// Task says who moves and what the puzzle is about.
func (p *Page) Task() string {
	q := p.cur
	if q == nil {
		return "Choose another game or difficulty."
	}
	side := "The first player"
	if v, err := tutorials.PuzzleVariant(q.Game); err == nil {
		c := rules.First
		if q.Side == "b" {
			c = rules.Second
		}
		side = capitalize(v.SideName(c))
	}
	text := fmt.Sprintf("%s to move and mate in %d. Difficulty %d of 5.", side, q.Mate, q.Difficulty)
	if r := p.prog.Results[q.ID]; r != "" {
		text += " Earlier: " + resultWords[r] + "."
	}
	return text
}

// Themes lists the puzzle's themes in words.
func (p *Page) Themes() string {
	if p.cur == nil {
		return ""
	}
	words := make([]string, 0, len(p.cur.Themes))
	for _, t := range p.cur.Themes {
		if !strings.HasPrefix(t, "mate-in-") {
			words = append(words, strings.ReplaceAll(t, "-", " "))
		}
	}
	if len(words) == 0 {
		return ""
	}
	return "Themes: " + strings.Join(words, ", ") + "."
}

var resultWords = map[tutorials.PuzzleResult]string{
	tutorials.PuzzleResultSolved: "solved cleanly",
	tutorials.PuzzleResultHelped: "solved with help",
	tutorials.PuzzleResultFailed: "solution shown",
}

// Verdict is the line under the board once an attempt is over.
func (p *Page) Verdict(result string) string {
	switch tutorials.PuzzleResult(result) {
	case tutorials.PuzzleResultSolved:
		return fmt.Sprintf("Solved cleanly! Streak: %d.", p.prog.Streak)
	case tutorials.PuzzleResultHelped:
		return "Solved, with help. Clean solves build your streak."
	case tutorials.PuzzleResultFailed:
		return "The solution is on the board. Try it again, or go on to the next puzzle."
	}
	return ""
}

// GameName is a game's name as the page writes it.
func GameName(g string) string { return capitalize(g) }

func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// clip shortens text from the URL before quoting it.
func clip(s string) string {
	r := []rune(s)
	if len(r) > 30 {
		return string(r[:30]) + "…"
	}
	return s
}
