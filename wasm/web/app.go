//go:build js && wasm

package web

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/view"
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
	builder = api
	a := &App{api: api, style: loadStyle()}
	base := api.Get("assets").String()
	a.engine = newEngineClient(base)
	hooks := map[string]any{
		"connect":    js.FuncOf(a.jsConnect),
		"changed":    js.FuncOf(a.jsChanged),
		"disconnect": js.FuncOf(a.jsDisconnect),
		"setStyle":   js.FuncOf(a.jsSetStyle),
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
	if len(args) == 0 || a.find(args[0]) != nil {
		return nil
	}
	b := newBoard(a, args[0])
	a.boards = append(a.boards, b)
	b.render()
	return nil
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
	safely(func() { global.Get("performance").Call("mark", "elephant:interactive") })
}
