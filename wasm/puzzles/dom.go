//go:build js && wasm

package puzzles

import (
	"fmt"
	"syscall/js"
)

var global = js.Global()

func byID(id string) js.Value { return global.Get("document").Call("getElementById", id) }

// screen is the page's elements; the ids are in site/static/puzzles/index.html.
type screen struct {
	page                           *Page
	root, slot, title, task, theme js.Value
	verdict, progress, perGame     js.Value
	gameSel, diffSel, notices      js.Value
	board                          js.Value
	funcs                          []js.Func
}

// Start draws the page into #puzzles and wires its controls. The boards
// themselves are run by package web, started before this.
func Start() error {
	s := &screen{root: byID("puzzles"), slot: byID("board-slot"), title: byID("title"), task: byID("task"),
		theme: byID("themes"), verdict: byID("verdict"), progress: byID("progress"), perGame: byID("per-game"),
		gameSel: byID("game"), diffSel: byID("difficulty"), notices: byID("notices")}
	for _, v := range []js.Value{s.root, s.slot, s.title, s.task, s.theme, s.verdict, s.progress, s.perGame, s.gameSel, s.diffSel, s.notices} {
		if v.IsNull() {
			return fmt.Errorf("puzzles: the page lacks an element this module needs")
		}
	}
	q := global.Get("URLSearchParams").New(global.Get("location").Get("search"))
	p, err := New(localStore{}, param(q, "game"), param(q, "difficulty"))
	if err != nil {
		return err
	}
	s.page = p
	s.listen()
	s.show()
	s.root.Call("setAttribute", "data-ready", "true")
	return nil
}

func param(q js.Value, name string) string {
	v := q.Call("get", name)
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

func (s *screen) on(target js.Value, typ string, f func(ev js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	s.funcs = append(s.funcs, fn)
	target.Call("addEventListener", typ, fn)
}

func (s *screen) listen() {
	s.on(s.gameSel, "change", func(js.Value) { s.refilter() })
	s.on(s.diffSel, "change", func(js.Value) { s.refilter() })
	s.on(byID("next"), "click", func(js.Value) { s.page.Next(); s.show() })
	s.on(s.slot, "elephant-puzzle", s.puzzleEvent)
}

func (s *screen) refilter() {
	if err := s.page.SetFilter(s.gameSel.Get("value").String(), s.diffSel.Get("value").String()); err != nil {
		s.notice(err.Error())
	}
	game, diff := s.page.Filter()
	q := global.Get("URLSearchParams").New()
	if game != "" {
		q.Call("set", "game", game)
	}
	if diff != "" {
		q.Call("set", "difficulty", diff)
	}
	url := "./"
	if str := q.Call("toString").String(); str != "" {
		url = "?" + str
	}
	safely(func() { global.Get("history").Call("replaceState", nil, "", url) })
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
		s.notice("Your progress could not be saved: " + err.Error())
	}
	s.verdict.Set("textContent", s.page.Verdict(result.String()))
	s.verdict.Call("setAttribute", "data-result", result.String())
	s.drawProgress()
}

// show puts the current puzzle on a fresh board and redraws the texts.
func (s *screen) show() {
	game, diff := s.page.Filter()
	s.gameSel.Set("value", game)
	s.diffSel.Set("value", diff)
	s.title.Set("textContent", s.page.Title())
	s.task.Set("textContent", s.page.Task())
	s.theme.Set("textContent", s.page.Themes())
	s.verdict.Set("textContent", "")
	s.verdict.Call("removeAttribute", "data-result")
	s.slot.Set("textContent", "")
	s.board = js.Null()
	if q := s.page.Current(); q != nil {
		b := global.Get("document").Call("createElement", "elephant-board")
		for _, kv := range [][2]string{{"game", q.Game}, {"fen", q.FEN}, {"solution", joinMoves(q.Solution)}, {"mode", "puzzle"}} {
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

func (s *screen) drawProgress() {
	pr := s.page.Progress()
	s.progress.Set("textContent", fmt.Sprintf("Solved %d of %d here (%d cleanly). Streak %d, best %d.",
		pr.Solved, pr.Total, pr.Clean, pr.Streak, pr.BestStreak))
	s.progress.Call("setAttribute", "data-solved", fmt.Sprint(pr.Solved))
	s.progress.Call("setAttribute", "data-streak", fmt.Sprint(pr.Streak))
	s.perGame.Set("textContent", "")
	doc := global.Get("document")
	for _, g := range pr.PerGame {
		li := doc.Call("createElement", "li")
		li.Call("setAttribute", "data-game", g.Game)
		li.Set("textContent", fmt.Sprintf("%s: %d of %d", GameName(g.Game), g.Solved, g.Total))
		s.perGame.Call("append", li)
	}
}

func (s *screen) notice(text string) {
	p := global.Get("document").Call("createElement", "p")
	p.Call("setAttribute", "class", "notice")
	p.Set("textContent", text)
	s.notices.Call("append", p)
}

// localStore is localStorage; a browser that refuses storage (a sandboxed
// frame, private mode) just keeps nothing.
type localStore struct{}

func (localStore) Get(key string) (v string, ok bool) {
	safely(func() {
		r := global.Get("localStorage").Call("getItem", key)
		if r.Type() == js.TypeString {
			v, ok = r.String(), true
		}
	})
	return v, ok
}

func (localStore) Set(key, value string) error {
	return safely(func() { global.Get("localStorage").Call("setItem", key, value) })
}

func (localStore) Remove(key string) {
	safely(func() { global.Get("localStorage").Call("removeItem", key) })
}

// safely turns a JS exception into an error instead of a crash.
func safely(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	f()
	return nil
}
