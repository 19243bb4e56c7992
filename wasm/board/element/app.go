//go:build js && wasm

package element

import (
	"errors"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/driver"
)

// App is the page's single WASM instance: every board on the page, the
// shared piece style and the one engine worker.
type App struct {
	api    js.Value // window.Elephant, created by elephant.js
	boards []*board
	style  view.Style
	engine *engineClient
	marked bool // the first interactive board has been timed
}

// Start connects the Go side to window.Elephant: elephant.js calls
// api._go.connect/changed/disconnect for each <elephant-board>, and Start
// resolves api.ready by calling api._started.
func Start(api js.Value) *App {
	safely(func() { global.Get("performance").Call("mark", "elephant:started") })
	a := &App{api: api, style: loadStyle()}
	base := api.Get("assets").String()
	a.engine = newEngineClient(base)
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
// element's methods do, typed, and its driver, to hand it a game (Play,
// Banqi) with no attributes written and parsed back.
type Board struct {
	app *App
	el  js.Value
}

// Board returns the handle on el; it connects el now if elephant.js has
// not yet, so a page module may use it as soon as it starts.
func (a *App) Board(el js.Value) *Board { return &Board{app: a, el: el} }

// do runs f on the board and redraws it. Attribute changes still waiting
// for the next frame (elephant.js batches them) are applied first, so that
// f acts on what the page set.
func (h *Board) do(f func(*board)) {
	safely(func() { h.app.api.Call("_flush", h.el) })
	b := h.app.connect(h.el)
	f(b)
	b.render()
}

// Move plays a move in UCI form for the side to move; the error is the
// refusal in the board's language.
func (h *Board) Move(uci string) (err error) {
	h.do(func(b *board) { err = b.ctl.Move(uci) })
	return err
}

// Undo takes back the last move.
func (h *Board) Undo() (err error) {
	h.do(func(b *board) { err = b.ctl.Undo() })
	return err
}

// Banqi runs f on the board's banqi driver (to deal, resume or read the
// game), then redraws the board; it fails when the board is not banqi's.
func (h *Board) Banqi(f func(*driver.Banqi) error) error {
	return drive(h, f, "the board does not play banqi")
}

// Play runs f on the board's driver of xiangqi, janggi, shatar and
// hiashatar (to hand it the game through Setup, or read it), then redraws
// the board; it fails on any other board. The driver follows the board's
// attributes: banqi's game or variant, or mode "lesson", pick another.
func (h *Board) Play(f func(*driver.Controller) error) error {
	return drive(h, f, "the board does not play xiangqi, janggi, shatar or hiashatar")
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

// Review shows the position after ply moves; a negative ply returns to the game.
func (h *Board) Review(ply int) { h.do(func(b *board) { b.ctl.Review(ply) }) }

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
	safely(func() { global.Get("performance").Call("mark", "elephant:interactive") })
}
