//go:build js && wasm

package analysis

import (
	"errors"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/element"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/sitelang"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// ReviewNodes is the node budget of each position in a review and of a
// retried move: the same for every move, so that judgements compare.
const ReviewNodes = 60000

// maxLines bounds the multi-PV choice offered.
const maxLines = 3

var (
	global = js.Global()
	doc    = global.Get("document")
)

// page is the screen's state; the element ids are in
// site/static/analysis/index.html.
type page struct {
	app   *element.App
	lang  i18n.Lang
	tree  *Tree
	board js.Value
	bh    *element.Board

	live, judge *element.Engine
	engineOn    bool
	lines       int
	pv          []protocol.Info // the live search's lines, by MultiPV-1
	searchID    int

	review    *Review
	judged    map[*Node]Move // the review's judgements, by node
	reviewing bool

	retry *retryState
}

// retryState is a retry of a faulted move: the board stands before it and
// only the side that erred may move.
type retryState struct {
	node   *Node // the faulted move
	before Eval  // the position before it
	asked  string
}

// Start builds the screen into #analysis-screen. It returns at once; the page
// lives on in its event handlers.
func Start(app *element.App) error {
	p := &page{app: app, lang: sitelang.Get(), engineOn: true, lines: 1, judged: map[*Node]Move{}}
	p.board = byID("board")
	if !p.board.Truthy() {
		return errors.New("analysis: the page has no #board")
	}
	p.bh = app.Board(p.board)
	p.live, p.judge = app.Engine(), app.Engine()
	var review bool
	p.tree, review = p.fromLink()
	p.listen()
	p.translate()
	p.show()
	if review {
		p.toggleReview()
	}
	doc.Get("documentElement").Call("setAttribute", "data-ready", "true")
	return nil
}

// fromLink reads ?game=&fen= and #moves= or #record=, and whether
// #review=1 asks for a review; a bad link shows its error and the start
// position.
func (p *page) fromLink() (*Tree, bool) {
	q := global.Get("URLSearchParams").New(global.Get("location").Get("search"))
	h := global.Get("location").Get("hash").String()
	f := global.Get("URLSearchParams").New(strings.TrimPrefix(h, "#"))
	src := Source{Game: param(q, "game"), FEN: param(q, "fen"), Moves: param(f, "moves"), Record: param(f, "record"),
		Review: param(f, "review") == "1"}
	t, err := Load(src)
	if err == nil {
		return t, src.Review
	}
	p.notice(p.lang.T("an.error.link", err.Error()))
	v, verr := GameVariant(src.Game)
	if verr != nil {
		v, _ = GameVariant("")
	}
	t, _ = NewTree(v, "")
	return t, false
}

func param(q js.Value, name string) string {
	v := q.Call("get", name)
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

func byID(id string) js.Value { return doc.Call("getElementById", id) }

// on adds a listener whose panics are logged, never fatal.
func on(target js.Value, typ string, f func(ev js.Value)) {
	if !target.Truthy() {
		return
	}
	target.Call("addEventListener", typ, js.FuncOf(func(_ js.Value, args []js.Value) any {
		if err := browser.Safely(func() { f(args[0]) }); err != nil {
			global.Get("console").Call("error", "analysis:", err.Error())
		}
		return nil
	}))
}

func (p *page) listen() {
	on(p.board, "elephant-move", p.boardMove)
	on(byID("engine-on"), "change", func(js.Value) {
		p.engineOn = byID("engine-on").Get("checked").Bool()
		p.analyse()
	})
	on(byID("multipv"), "change", func(js.Value) {
		n, err := strconv.Atoi(byID("multipv").Get("value").String())
		if err == nil && n >= 1 && n <= maxLines {
			p.lines = n
		}
		p.analyse()
	})
	on(byID("nav-first"), "click", func(js.Value) { p.goTo(p.tree.Root()) })
	on(byID("nav-back"), "click", func(js.Value) { p.step(-1) })
	on(byID("nav-forward"), "click", func(js.Value) { p.step(1) })
	on(byID("nav-last"), "click", func(js.Value) { p.toLineEnd() })
	on(byID("moves"), "click", func(ev js.Value) {
		if id, ok := dataInt(ev.Get("target"), "data-node"); ok {
			p.goTo(p.tree.Node(id))
		}
	})
	on(byID("promote"), "click", func(js.Value) { p.tree.Promote(p.tree.Cur); p.show() })
	on(byID("delete"), "click", func(js.Value) {
		if p.tree.Cur.Parent != nil {
			p.tree.Delete(p.tree.Cur)
			p.show()
		}
	})
	on(byID("lines"), "click", func(ev js.Value) {
		if m := closestAttr(ev.Get("target"), "data-move"); m != "" {
			p.play(m)
		}
	})
	on(byID("load-btn"), "click", func(js.Value) { p.load() })
	on(byID("new-btn"), "click", func(js.Value) { p.newGame() })
	on(byID("review"), "click", func(js.Value) { p.toggleReview() })
	on(byID("retry"), "click", func(js.Value) { p.toggleRetry() })
	on(byID("graph"), "click", func(ev js.Value) {
		if ply, ok := dataInt(ev.Get("target"), "data-ply"); ok && p.review != nil && ply < len(p.review.Nodes) {
			p.goTo(p.review.Nodes[ply])
		}
	})
	on(doc, "keydown", p.key)
	on(byID("lang"), "change", func(js.Value) {
		p.lang = i18n.Parse(byID("lang").Get("value").String())
		_ = sitelang.Save(p.lang)
		p.tree.SetLang(p.lang)
		p.translate()
		p.show()
	})
	on(global, "pagehide", func(js.Value) { p.live.Cancel(); p.judge.Cancel() })
}

// key steps through the moves with ←/→ (Home/End to the ends).
func (p *page) key(ev js.Value) {
	browser.Navigate(ev, p.step, func() { p.goTo(p.tree.Root()) }, p.toLineEnd)
}

func dataInt(el js.Value, name string) (int, bool) {
	s := closestAttr(el, name)
	if s == "" {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// closestAttr reads an attribute from el or its nearest ancestor having it.
func closestAttr(el js.Value, name string) string {
	if !el.Truthy() || el.Get("closest").Type() != js.TypeFunction {
		return ""
	}
	c := el.Call("closest", "["+name+"]")
	if !c.Truthy() {
		return ""
	}
	return c.Call("getAttribute", name).String()
}

func (p *page) step(d int) {
	if p.retry != nil {
		return
	}
	if d < 0 && p.tree.Back() || d > 0 && p.tree.Forward() {
		p.show()
	}
}

func (p *page) toLineEnd() {
	if p.retry != nil {
		return
	}
	for p.tree.Forward() {
	}
	p.show()
}

func (p *page) goTo(n *Node) {
	if n == nil || p.retry != nil {
		return
	}
	p.tree.GoTo(n.ID)
	p.show()
}

// boardMove follows a move made on the board.
func (p *page) boardMove(ev js.Value) {
	d := ev.Get("detail")
	if d.Get("by").String() != "user" {
		return
	}
	uci := d.Get("uci").String()
	if p.retry != nil {
		p.retryMove(uci)
		return
	}
	p.play(uci)
}

// play makes a move from the shown position: a known one is followed, a
// new one becomes a variation.
func (p *page) play(uci string) {
	if p.retry != nil {
		return
	}
	if _, err := p.tree.Play(uci); err != nil {
		p.notice(p.lang.T("an.error.move", err.Error()))
	}
	p.show()
}

// load reads the pasted text in the chosen game.
func (p *page) load() {
	v, err := GameVariant(byID("load-game").Get("value").String())
	if err == nil {
		var t *Tree
		t, err = Paste(byID("paste").Get("value").String(), v)
		if err == nil {
			p.replace(t)
			p.notice(p.lang.T("an.loaded", len(t.Mainline())))
			return
		}
	}
	p.notice(p.lang.T("an.error.load", err.Error()))
}

func (p *page) newGame() {
	v, err := GameVariant(byID("load-game").Get("value").String())
	if err != nil {
		p.notice(p.lang.T("an.error.load", err.Error()))
		return
	}
	t, _ := NewTree(v, "")
	p.replace(t)
	p.notice("")
}

// replace shows a new tree, dropping the review of the old one.
func (p *page) replace(t *Tree) {
	p.stopReview()
	p.retry = nil
	p.review, p.judged = nil, map[*Node]Move{}
	t.SetLang(p.lang)
	p.tree = t
	p.show()
}

// notice writes a message under the board; "" clears it.
func (p *page) notice(s string) { browser.SetText(byID("notice"), s) }

func setAttr(el js.Value, name, value string) {
	if !el.Truthy() {
		return
	}
	if cur := el.Call("getAttribute", name); cur.IsNull() || cur.String() != value {
		el.Call("setAttribute", name, value)
	}
}

// translate writes the fixed texts (data-i18n) in the page's language.
func (p *page) translate() {
	l := p.lang
	doc.Get("documentElement").Set("lang", string(l))
	doc.Set("title", l.T("an.page.title"))
	els := doc.Call("querySelectorAll", "[data-i18n]")
	for i := 0; i < els.Length(); i++ {
		el := els.Index(i)
		el.Set("textContent", l.T(el.Call("getAttribute", "data-i18n").String()))
	}
	setAttr(p.board, "lang", string(l))
	if s := byID("lang"); s.Truthy() {
		s.Set("value", string(l))
	}
}

// show brings the board, the move list, the review and the engine up to
// date with the tree.
func (p *page) show() {
	t := p.tree
	setAttr(p.board, "game", t.Variant.Game.String())
	setAttr(p.board, "variant", t.Variant.Name)
	setAttr(p.board, "fen", t.FEN)
	setAttr(p.board, "moves", strings.Join(t.Path(t.Cur), " "))
	player := "both"
	if p.retry != nil {
		player = colorName(p.retry.node.Mover)
	}
	setAttr(p.board, "player", player)
	p.drawMoves()
	p.drawReview()
	p.writeLink()
	p.analyse()
}

func colorName(c rules.Color) string {
	if c == rules.Second {
		return "second"
	}
	return "first"
}

// writeLink keeps the address a link to what is shown: the game, the
// start position when it is not the usual one, and the moves to the shown
// position.
func (p *page) writeLink() {
	t := p.tree
	q := global.Get("URLSearchParams").New()
	q.Call("set", "game", t.Variant.Game.String())
	if t.FEN != t.Variant.StartFEN {
		q.Call("set", "fen", t.FEN)
	}
	url := "?" + q.Call("toString").String()
	if path := t.Path(t.Cur); len(path) > 0 {
		url += "#moves=" + strings.Join(path, "+")
	}
	_ = browser.Safely(func() { global.Get("history").Call("replaceState", nil, "", url) })
}
