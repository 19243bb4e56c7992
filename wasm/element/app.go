//go:build js && wasm

package element

import (
	"errors"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/engine"
)

// App is the page's single WASM instance: every board on the page, the
// shared piece style and the one engine worker.
type App struct {
	api    js.Value // window.Elephant, created by elephant.js
	boards []*board
	style  view.Style
	engine *engine.Client
	marked bool // the first interactive board has been timed
}

// Start connects the Go side to window.Elephant: elephant.js calls
// api._go.connect/changed/disconnect for each <elephant-board>, and Start
// resolves api.ready by calling api._started.
func Start(api js.Value) *App {
	_ = browser.Safely(func() { global.Get("performance").Call("mark", "elephant:started") })
	a := &App{api: api, style: loadStyle()}
	base := api.Get("assets").String()
	a.engine = engine.NewClient(base)
	hooks := map[string]any{
		"connect":    js.FuncOf(a.jsConnect),
		"changed":    js.FuncOf(a.jsChanged),
		"disconnect": js.FuncOf(a.jsDisconnect),
		"setStyle":   js.FuncOf(a.jsSetStyle),
		"move":       js.FuncOf(a.jsMove),
		"undo":       js.FuncOf(a.jsUndo),
		"review":     js.FuncOf(a.jsReview),
	}
	api.Set("_go", js.ValueOf(hooks))
	api.Call("_started")
	return a
}

func (a *App) find(el js.Value) *board {
	for _, b := range a.boards {
		if b.host.Equal(el) {
			return b
		}
	}
	return nil
}

func (a *App) jsConnect(_ js.Value, args []js.Value) any {
	if len(args) > 0 {
		a.connect(args[0])
	}
	return nil
}

// connect returns el's board, making it when el has none yet.
func (a *App) connect(el js.Value) *board {
	if b := a.find(el); b != nil {
		return b
	}
	b := newBoard(a, el)
	a.boards = append(a.boards, b)
	b.render()
	return b
}

// jsMove is element.move(uci): "" when played, else the refusal.
func (a *App) jsMove(_ js.Value, args []js.Value) any {
	if len(args) < 2 || args[1].Type() != js.TypeString {
		return "move: want a move in UCI form, such as h3e3"
	}
	if err := a.Board(args[0]).Move(args[1].String()); err != nil {
		return err.Error()
	}
	return ""
}

// jsUndo is element.undo(): whether a move was taken back.
func (a *App) jsUndo(_ js.Value, args []js.Value) any {
	return len(args) > 0 && a.Board(args[0]).Undo() == nil
}

// jsReview is element.review(ply); no ply (or a negative one) returns to the game.
func (a *App) jsReview(_ js.Value, args []js.Value) any {
	if len(args) == 0 {
		return nil
	}
	ply := -1
	if len(args) > 1 && args[1].Type() == js.TypeNumber {
		if f := args[1].Float(); f >= 0 && f < 1e6 {
			ply = int(f)
		}
	}
	a.Board(args[0]).Review(ply)
	return nil
}

// Board is a Go page module's handle on one <elephant-board>: what the
// element's methods do, typed, and the game a page hands it (Setup), with
// no attributes written and parsed back.
type Board struct {
	app *App
	el  js.Value
}

// Board returns the handle on el; it connects el now if elephant.js has
// not yet, so a page module may use it as soon as it starts.
func (a *App) Board(el js.Value) *Board { return &Board{app: a, el: el} }

// Engine returns a screen's share of the page's one engine worker.
func (a *App) Engine() *engine.Share { return a.engine.Share() }

// do runs f on the board and redraws it. Attribute changes still waiting
// for the next frame (elephant.js batches them) are applied first, so that
// f acts on what the page set.
func (h *Board) do(f func(*board)) {
	_ = browser.Safely(func() { h.app.api.Call("_flush", h.el) })
	b := h.app.connect(h.el)
	f(b)
	b.render()
}

// game runs f on the board's driver when it holds a game.
func (h *Board) game(f func(driver.Game) error) (err error) {
	h.do(func(b *board) {
		g, ok := b.ctl.(driver.Game)
		if !ok {
			err = errors.New(`the board is in mode "lesson": its page owns what it shows`)
			return
		}
		err = f(g)
	})
	return err
}

// Move plays a move in UCI form for the side to move; the error is the
// refusal in the board's language.
func (h *Board) Move(uci string) error {
	return h.game(func(g driver.Game) error { return g.Move(uci) })
}

// Undo takes back the last move.
func (h *Board) Undo() error { return h.game(driver.Game.Undo) }

// Review shows the position after ply moves; a negative ply returns to the game.
func (h *Board) Review(ply int) {
	_ = h.game(func(g driver.Game) error { g.Review(ply); return nil })
}

// Setup hands the board a page's game (driver.Setup) and redraws it; the
// board then shows that game and follows the moves the page plays into
// it. A page calls it again after each change of its game.
func (h *Board) Setup(s driver.Setup) error {
	return drive(h, func(c *driver.Controller) error { return c.Setup(s) }, `the board is in mode "lesson"`)
}

// Lesson hands a board in mode "lesson" the scene it shows, then redraws it.
func (h *Board) Lesson(s driver.Scene) error {
	return drive(h, func(l *driver.Lesson) error { l.Show(s); return nil }, `the board is not in mode "lesson"`)
}

// drive runs f on the board's driver when it is a D, else fails with wrong.
func drive[D driver.Driver](h *Board, f func(D) error, wrong string) (err error) {
	h.do(func(b *board) {
		d, ok := b.ctl.(D)
		if !ok {
			err = errors.New(wrong)
			return
		}
		err = f(d)
	})
	return err
}

func (a *App) jsChanged(_ js.Value, args []js.Value) any {
	if len(args) > 0 {
		if b := a.find(args[0]); b != nil {
			b.reload()
		}
	}
	return nil
}

func (a *App) jsDisconnect(_ js.Value, args []js.Value) any {
	if len(args) == 0 {
		return nil
	}
	for i, b := range a.boards {
		if b.host.Equal(args[0]) {
			b.destroy()
			a.boards = append(a.boards[:i], a.boards[i+1:]...)
			break
		}
	}
	return nil
}

// jsSetStyle switches every board's pieces: Elephant.setStyle("western").
func (a *App) jsSetStyle(_ js.Value, args []js.Value) any {
	if len(args) > 0 && args[0].Type() == js.TypeString {
		a.setStyle(view.ParseStyle(args[0].String()))
	}
	return nil
}

func (a *App) setStyle(s view.Style) {
	a.style = s
	saveStyle(s)
	for _, b := range a.boards {
		b.render()
	}
}

// markInteractive records, once, when the first board became usable, as a
// performance mark the browser tests read.
func (a *App) markInteractive() {
	if a.marked {
		return
	}
	a.marked = true
	_ = browser.Safely(func() { global.Get("performance").Call("mark", "elephant:interactive") })
}

// Style is the piece style every board of the page draws.
func (a *App) Style() view.Style { return a.style }

// Status is the board's data-status and its status line as a page that
// draws its own shows it: what just happened, else the ending or whose
// turn it is, even with controls="none".
func (h *Board) Status() (status, message string) {
	_ = drive(h, func(c *driver.Controller) error {
		status, message = c.Status(), c.Message()
		return nil
	}, "")
	return status, message
}
