//go:build js && wasm

package analysis

import (
	"errors"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/langload"
	"github.com/elephant-chess/elephant/wasm/browser/sitelang"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/element"
	"github.com/elephant-chess/elephant/wasm/engine"
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

	live, judge *engine.Share
	arrows      []string // the engine lines' first moves, or the better move of a faulted one (UCI)
	engineOn    bool
	lines       int
	pv          []protocol.Info // the live search's lines, by MultiPV-1
	searchID    int

	review    *Review
	judged    map[*Node]Move // the review's judgements, by node
	reviewing bool

	retry *retryState
	db    *database // the game file opened, if any
}

// retryState is a retry of a faulted move: the board stands before it and
// only the side that erred may move, on a copy of the line (the move
// tried joins the tree only when the engine finds it good).
type retryState struct {
	node   *Node // the faulted move
	before Eval  // the position before it
	asked  string
	game   *core.Game // the line to the position before the fault, for the board
}

// Start builds the screen into #analysis-screen. It returns at once; the page
// lives on in its event handlers.
func Start(app *element.App) error {
	p := &page{app: app, lang: sitelang.Get(), engineOn: true, lines: 1, judged: map[*Node]Move{}}
	p.board = browser.ByID("board")
	if !p.board.Truthy() {
		return errors.New("analysis: the page has no #board")
	}
	p.bh = app.Board(p.board)
	p.live, p.judge = app.Engine(), app.Engine()
	var review bool
	p.tree, review = p.fromLink()
	p.listen()
	p.translate()
	p.db.heads()
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
	q, f := browser.Address()
	src := Source{Game: q.Get("game"), FEN: q.Get("fen"), Moves: f.Get("moves"), Record: f.Get("record"),
		Review: f.Get("review") == "1"}
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

func (p *page) listen() {
	browser.On(p.board, "elephant-move", "analysis", p.boardMove)
	browser.On(browser.ByID("engine-on"), "change", "analysis", func(js.Value) {
		p.engineOn = browser.ByID("engine-on").Get("checked").Bool()
		p.analyse()
	})
	browser.On(browser.ByID("multipv"), "change", "analysis", func(js.Value) {
		n, err := strconv.Atoi(browser.ByID("multipv").Get("value").String())
		if err == nil && n >= 1 && n <= maxLines {
			p.lines = n
		}
		p.analyse()
	})
	browser.On(browser.ByID("nav-first"), "click", "analysis", func(js.Value) { p.goTo(p.tree.Root()) })
	browser.On(browser.ByID("nav-back"), "click", "analysis", func(js.Value) { p.step(-1) })
	browser.On(browser.ByID("nav-forward"), "click", "analysis", func(js.Value) { p.step(1) })
	browser.On(browser.ByID("nav-last"), "click", "analysis", func(js.Value) { p.toLineEnd() })
	browser.On(browser.ByID("moves"), "click", "analysis", func(ev js.Value) {
		if id, ok := dataInt(ev.Get("target"), "data-node"); ok {
			p.goTo(p.tree.Node(id))
		}
	})
	browser.On(browser.ByID("promote"), "click", "analysis", func(js.Value) { p.tree.Promote(p.tree.Cur); p.show() })
	browser.On(browser.ByID("delete"), "click", "analysis", func(js.Value) {
		if p.tree.Cur.Parent != nil {
			p.tree.Delete(p.tree.Cur)
			p.show()
		}
	})
	browser.On(browser.ByID("lines"), "click", "analysis", func(ev js.Value) {
		if m := browser.Closest(ev.Get("target"), "data-move"); m != "" {
			p.play(m)
		}
	})
	browser.On(browser.ByID("load-btn"), "click", "analysis", func(js.Value) { p.load() })
	browser.On(browser.ByID("new-btn"), "click", "analysis", func(js.Value) { p.newGame() })
	browser.On(browser.ByID("review"), "click", "analysis", func(js.Value) { p.toggleReview() })
	browser.On(browser.ByID("retry"), "click", "analysis", func(js.Value) { p.toggleRetry() })
	browser.On(browser.ByID("graph"), "click", "analysis", func(ev js.Value) {
		if ply, ok := dataInt(ev.Get("target"), "data-ply"); ok && p.review != nil && ply < len(p.review.Nodes) {
			p.goTo(p.review.Nodes[ply])
		}
	})
	browser.On(doc, "keydown", "analysis", p.key)
	sitelang.Follow("analysis", langload.Catalogue, func(l i18n.Lang) {
		p.lang = l
		p.tree.SetLang(p.lang)
		p.translate()
		p.db.heads()
		p.show()
	})
	browser.On(global, "pagehide", "analysis", func(js.Value) { p.live.Cancel(); p.judge.Cancel() })
	p.listenDatabase()
}

// key steps through the moves with ←/→ (Home/End to the ends).
func (p *page) key(ev js.Value) {
	browser.Navigate(ev, p.step, func() { p.goTo(p.tree.Root()) }, p.toLineEnd)
}

func dataInt(el js.Value, name string) (int, bool) {
	s := browser.Closest(el, name)
	if s == "" {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
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

// boardMove follows a move the person made on the board in a retry, on
// the retry's copy of the line.
func (p *page) boardMove(ev js.Value) {
	d := ev.Get("detail")
	if p.retry != nil && d.Get("by").String() == "user" {
		p.retryMove(d.Get("uci").String())
	}
}

// boardPlay takes the person's move on the board into the tree (the
// board's game is the tree's line): the page shows what follows once the
// board has drawn the move.
func (p *page) boardPlay(m rules.Move) error {
	if _, err := p.tree.Play(m.String()); err != nil {
		return err
	}
	browser.After(0, p.show)
	return nil
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

// load reads the pasted text in the chosen game; a text of several games
// goes to the game database.
func (p *page) load() {
	text := browser.ByID("paste").Get("value").String()
	if PastedGames(text) > 1 {
		p.db.openBytes(p.lang.T("an.db.pasted"), []byte(text))
		return
	}
	v, err := GameVariant(browser.ByID("load-game").Get("value").String())
	if err != nil {
		p.notice(p.lang.T("an.error.load", err.Error()))
		return
	}
	t, err := Paste(text, v)
	if err != nil {
		p.notice(p.lang.T("an.error.load", p.lang.Error(v.Game, err)))
		return
	}
	p.replace(t)
	p.notice(p.lang.T("an.loaded", len(t.Mainline())))
}

// Open shows a game read from a file (a record's rules, start, moves and
// comments; see FromGame) from its start, in place of the analysis shown.
func (p *page) Open(v *rules.Variant, fen string, moves []rules.Move, comments []string) error {
	t, err := FromGame(v, fen, moves, comments)
	if t != nil {
		p.replace(t)
	}
	return err
}

func (p *page) newGame() {
	v, err := GameVariant(browser.ByID("load-game").Get("value").String())
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
func (p *page) notice(s string) { browser.SetText(browser.ByID("notice"), s) }

// translate writes the fixed texts (data-i18n) in the page's language.
func (p *page) translate() {
	l := p.lang
	browser.Translate(string(l), l.T("an.page.title"), func(key string) string { return l.T(key) })
}

// show brings the board, the move list, the review and the engine up to
// date with the tree.
func (p *page) show() {
	p.arrows = nil
	p.drawBoard()
	p.drawMoves()
	browser.SetText(browser.ByID("comment"), p.tree.Cur.Comment)
	p.drawReview()
	p.writeLink()
	p.analyse()
}

// drawBoard hands the board the game on show, with who may move, the
// arrows, the language and the way the person turned the board.
func (p *page) drawBoard() {
	s := driver.Setup{Game: p.tree.Game(), Play: p.boardPlay, Player: "both", Lang: p.lang,
		Orientation: rules.First}
	if browser.Attr(p.board, "data-orientation") == "second" {
		s.Orientation = rules.Second
	}
	if r := p.retry; r != nil {
		s.Game, s.Play, s.Player = r.game, nil, driver.ColorName(r.node.Mover)
	}
	v := s.Game.Variant()
	for _, a := range p.arrows {
		if m, err := s.Game.Live().ParseMove(a); err == nil {
			s.Arrows = append(s.Arrows, m)
		} else if from, to, ok := v.ParseSquarePair(a); ok {
			s.Arrows = append(s.Arrows, rules.NewMove(from, to, rules.NoKind))
		}
	}
	if err := p.bh.Setup(s); err != nil {
		global.Get("console").Call("error", "analysis: the board refused the game:", err.Error())
	}
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
