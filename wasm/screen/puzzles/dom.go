//go:build js && wasm

package puzzles

import (
	"fmt"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/tutorials"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/langload"
	"github.com/elephant-chess/elephant/wasm/browser/sitelang"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/element"
)

var global = js.Global()

// screen is the page's elements; the ids are in site/static/puzzles/index.html.
type screen struct {
	page                           *Page
	root, slot, title, task, theme js.Value
	verdict, progress, perGame     js.Value
	gameSel, diffSel, goalSel      js.Value
	langSel, notices               js.Value
	modeSel, rating, modeLine      js.Value
	history, next                  js.Value
	board                          js.Value
}

// Start draws the page into #puzzles and wires its controls. The boards
// themselves are run by package element, started before this.
func Start(*element.App) error {
	s := &screen{root: browser.ByID("puzzles"), slot: browser.ByID("board-slot"), title: browser.ByID("title"), task: browser.ByID("task"),
		theme: browser.ByID("themes"), verdict: browser.ByID("verdict"), progress: browser.ByID("progress"), perGame: browser.ByID("per-game"),
		gameSel: browser.ByID("game"), diffSel: browser.ByID("difficulty"), goalSel: browser.ByID("goal"), langSel: browser.ByID("lang"),
		notices: browser.ByID("notices"), modeSel: browser.ByID("mode"), rating: browser.ByID("rating"), modeLine: browser.ByID("mode-line"),
		history: browser.ByID("history"), next: browser.ByID("next")}
	for _, v := range []js.Value{s.root, s.slot, s.title, s.task, s.theme, s.verdict, s.progress, s.perGame,
		s.gameSel, s.diffSel, s.goalSel, s.langSel, s.notices, s.modeSel, s.rating, s.modeLine, s.history, s.next} {
		if v.IsNull() {
			return fmt.Errorf("puzzles: the page lacks an element this module needs")
		}
	}
	q, _ := browser.Address()
	p, err := New(browser.Storage{}, startLang(), q.Get("game"), q.Get("difficulty"), q.Get("goal"))
	if err != nil {
		return err
	}
	if err := p.SetMode(q.Get("mode")); err != nil {
		p.notices = append(p.notices, err.Error())
	}
	s.page = p
	driver.PuzzleSource = p.Lookup
	s.listen()
	s.translate()
	s.show()
	s.root.Call("setAttribute", "data-ready", "true")
	return nil
}

// startLang is the site's language (sitelang.Get).
func startLang() i18n.Lang { return sitelang.Get() }

// translate writes the page's fixed texts (the elements with data-i18n)
// in the page's language, and tells the board which language to speak.
func (s *screen) translate() {
	l := s.page.Lang()
	browser.Translate(string(l), l.T("pz.page.title"), func(key string) string { return l.T(key) })
	s.langSel.Set("value", string(l))
	if !s.board.IsNull() && !s.board.IsUndefined() {
		s.board.Call("setAttribute", "lang", string(l))
	}
}

// setLang switches the language, keeps the choice and redraws the texts
// without touching the puzzle under way.
func (s *screen) setLang(l i18n.Lang) {
	s.page.SetLang(l)
	_ = sitelang.Save(l)
	s.translate()
	s.drawTexts()
	s.drawProgress()
}

func (s *screen) listen() {
	browser.On(s.gameSel, "change", "puzzles", func(js.Value) { s.refilter() })
	browser.On(s.diffSel, "change", "puzzles", func(js.Value) { s.refilter() })
	browser.On(s.goalSel, "change", "puzzles", func(js.Value) { s.refilter() })
	browser.On(s.modeSel, "change", "puzzles", func(js.Value) {
		if err := s.page.SetMode(s.modeSel.Get("value").String()); err != nil {
			s.notice(err.Error())
		}
		s.refilter()
	})
	sitelang.Follow("puzzles", langload.Catalogue, s.setLang)
	browser.On(s.next, "click", "puzzles", func(js.Value) {
		if s.page.CanSkip() {
			s.page.Next()
			s.show()
		}
	})
	browser.On(s.slot, "elephant-puzzle", "puzzles", s.puzzleEvent)
}

func (s *screen) refilter() {
	if err := s.page.SetFilter(s.gameSel.Get("value").String(), s.diffSel.Get("value").String(), s.goalSel.Get("value").String()); err != nil {
		s.notice(err.Error())
	}
	game, diff, goal := s.page.Filter()
	q := global.Get("URLSearchParams").New()
	mode := s.page.Mode()
	if mode == tutorials.ModeBrowse {
		mode = ""
	}
	for _, kv := range [][2]string{{"mode", mode}, {"game", game}, {"difficulty", diff}, {"goal", goal}} {
		if kv[1] != "" {
			q.Call("set", kv[0], kv[1])
		}
	}
	url := "./"
	if str := q.Call("toString").String(); str != "" {
		url = "?" + str
	}
	browser.Safely(func() { global.Get("history").Call("replaceState", nil, "", url) })
	s.show()
}

// puzzleEvent follows the board: at the end of an attempt the result is
// recorded and the verdict shown.
func (s *screen) puzzleEvent(ev js.Value) {
	if !ev.Get("target").Equal(s.board) {
		return
	}
	d := ev.Get("detail")
	result := d.Get("result")
	if result.Type() != js.TypeString || result.String() == "" {
		return
	}
	if err := s.page.Finished(result.String()); err != nil {
		s.notice(s.page.Lang().T("pz.notice.save", err.Error()))
	}
	s.verdict.Set("textContent", s.page.Verdict(result.String()))
	s.verdict.Call("setAttribute", "data-result", result.String())
	s.drawProgress()
	s.drawMode()
}

// show puts the current puzzle on a fresh board and redraws the texts.
func (s *screen) show() {
	game, diff, goal := s.page.Filter()
	s.gameSel.Set("value", game)
	s.diffSel.Set("value", diff)
	s.goalSel.Set("value", goal)
	s.showFilters()
	s.drawTexts()
	s.verdict.Set("textContent", "")
	s.verdict.Call("removeAttribute", "data-result")
	s.slot.Set("textContent", "")
	s.board = js.Null()
	if q := s.page.Current(); q != nil {
		b := global.Get("document").Call("createElement", "elephant-board")
		for _, kv := range [][2]string{{"game", q.Game}, {"fen", q.FEN}, {"solution", joinMoves(q.Solution)}, {"mode", "puzzle"},
			{"lang", string(s.page.Lang())}} {
			b.Call("setAttribute", kv[0], kv[1])
		}
		s.root.Call("setAttribute", "data-puzzle", q.ID)
		s.slot.Call("append", b) // attributes first: the board loads once
		s.board = b
	} else {
		s.root.Call("removeAttribute", "data-puzzle")
	}
	for _, n := range s.page.TakeNotices() {
		s.notice(n)
	}
	s.drawProgress()
}

// drawTexts writes the words about the current puzzle.
func (s *screen) drawTexts() {
	s.title.Set("textContent", s.page.Title())
	s.task.Set("textContent", s.page.Task())
	// The piece values of a material puzzle go to the side, so that the
	// board keeps its height above the fold.
	if v := browser.ByID("values"); !v.IsNull() {
		v.Set("textContent", s.page.Values())
	}
	s.theme.Set("textContent", s.page.Themes())
	s.drawSource()
	if r := s.verdict.Call("getAttribute", "data-result"); r.Type() == js.TypeString {
		s.verdict.Set("textContent", s.page.Verdict(r.String()))
	}
	if q := s.page.Current(); q != nil {
		s.root.Call("setAttribute", "data-goal", goalOf(q.IsMaterial()))
	}
}

// drawSource shows a classic puzzle's book under its themes, in a #source
// paragraph made on first use, hidden when the puzzle has none.
func (s *screen) drawSource() {
	el := browser.ByID("source")
	if el.IsNull() {
		el = global.Get("document").Call("createElement", "p")
		el.Set("id", "source")
		el.Set("className", "themes source")
		s.theme.Call("after", el)
	}
	text := s.page.Source()
	el.Set("textContent", text)
	el.Set("hidden", text == "")
}

func goalOf(material bool) string {
	if material {
		return "material"
	}
	return "mate"
}

func joinMoves(ms []string) string {
	out := ""
	for i, m := range ms {
		if i > 0 {
			out += " "
		}
		out += m
	}
	return out
}

// showFilters shows the filters the mode uses: the rating chooses the
// difficulty in the rated and streak modes; the daily puzzle is one for all;
// a game whose puzzles share one goal (banqi) leaves the goal no choice.
func (s *screen) showFilters() {
	mode := s.page.Mode()
	s.modeSel.Set("value", mode)
	daily := mode == tutorials.ModeDaily
	for _, sel := range []js.Value{s.gameSel, s.goalSel, s.diffSel} {
		hide := daily || sel.Equal(s.diffSel) && mode != tutorials.ModeBrowse || sel.Equal(s.goalSel) && !s.page.GoalChoice()
		sel.Call("closest", "label").Set("hidden", hide)
	}
	s.next.Set("hidden", daily)
	s.root.Call("setAttribute", "data-mode", mode)
}

// drawMode writes the rating, the mode's line, the history and whether
// "Next puzzle" may be pressed yet.
func (s *screen) drawMode() {
	l := s.page.Lang()
	v := s.page.Rating()
	s.rating.Set("textContent", s.page.RatingLine())
	s.rating.Call("setAttribute", "data-rating", fmt.Sprint(v.Rating))
	s.rating.Call("setAttribute", "data-rd", fmt.Sprint(v.RD))
	line := s.page.ModeLine()
	s.modeLine.Set("textContent", line)
	s.modeLine.Set("hidden", line == "")
	for k, val := range map[string]int{"data-puzzle-rating": v.Puzzle, "data-streak": v.Streak, "data-best": v.Best} {
		s.modeLine.Call("setAttribute", k, fmt.Sprint(val))
	}
	s.modeLine.Call("setAttribute", "data-daily", v.DailyDate)
	s.next.Set("disabled", !s.page.CanSkip())
	s.history.Set("textContent", "")
	doc := global.Get("document")
	lines := s.page.History()
	if len(lines) == 0 {
		li := doc.Call("createElement", "li")
		li.Set("textContent", l.T("pz.history.empty"))
		s.history.Call("append", li)
	}
	for _, h := range lines {
		li := doc.Call("createElement", "li")
		li.Call("setAttribute", "data-result", h.Result)
		li.Call("setAttribute", "data-mode", h.Mode)
		li.Set("textContent", h.Text)
		s.history.Call("append", li)
	}
}

func (s *screen) drawProgress() {
	s.drawMode()
	pr := s.page.Progress()
	l := s.page.Lang()
	s.progress.Set("textContent", l.T("pz.progress", pr.Solved, pr.Total, pr.Clean, pr.Streak, pr.BestStreak))
	s.progress.Call("setAttribute", "data-solved", fmt.Sprint(pr.Solved))
	s.progress.Call("setAttribute", "data-streak", fmt.Sprint(pr.Streak))
	s.perGame.Set("textContent", "")
	doc := global.Get("document")
	for _, g := range pr.PerGame {
		li := doc.Call("createElement", "li")
		li.Call("setAttribute", "data-game", g.Game)
		li.Set("textContent", l.T("pz.pergame", s.page.GameName(g.Game), g.Solved, g.Total))
		s.perGame.Call("append", li)
	}
}

func (s *screen) notice(text string) {
	p := global.Get("document").Call("createElement", "p")
	p.Call("setAttribute", "class", "notice")
	p.Set("textContent", text)
	s.notices.Call("append", p)
}
