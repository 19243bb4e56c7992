//go:build js && wasm

package main

import (
	"encoding/json"
	"errors"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/game"
)

// stopGrace is how long (ms) a stopped search may take before its worker
// is terminated; the controller then falls back on its own move.
const stopGrace = 2000

// workerEngine runs the site's engine worker (engine-worker.js): one
// search at a time, newest first. The worker message format is the one
// wasm/jsmsg defines: go/stop in, info/bestmove/fatal out.
type workerEngine struct {
	p       *page
	worker  js.Value
	current int // id of the search the worker runs, 0 for none
}

func newWorkerEngine(p *page) *workerEngine { return &workerEngine{p: p} }

func (e *workerEngine) Think(r game.Request) {
	if err := e.spawn(); err != nil {
		id := r.ID
		after(0, func() { e.p.ctl.EngineFailed(id, err); e.p.render() })
		return
	}
	e.current = r.ID
	moves := make([]any, len(r.Moves))
	for i, m := range r.Moves {
		moves[i] = m
	}
	// The rule options travel as JSON: the worker builds the exact rules
	// from them, whether or not a preset names them.
	opts, _ := json.Marshal(r.Options)
	e.worker.Call("postMessage", map[string]any{
		"type": "go", "id": r.ID, "game": r.Game, "variant": r.Variant, "fen": r.FEN,
		"moves": moves, "level": r.Level, "options": string(opts),
		"limits": map[string]any{"movetime": r.MoveTime.Milliseconds()},
	})
}

func (e *workerEngine) Stop(id int) {
	if !e.worker.Truthy() || e.current != id {
		return
	}
	e.worker.Call("postMessage", map[string]any{"type": "stop", "id": id})
	after(stopGrace, func() {
		if e.current == id && e.worker.Truthy() {
			e.kill() // it did not answer: start afresh next time
		}
	})
}

func (e *workerEngine) kill() {
	if e.worker.Truthy() {
		e.worker.Call("terminate")
	}
	e.worker, e.current = js.Undefined(), 0
}

// spawn starts the worker unless it runs; the asset folder goes in its
// name, as engine-worker.js expects.
func (e *workerEngine) spawn() error {
	if e.worker.Truthy() {
		return nil
	}
	base := global.Get("location").Get("origin").String() + "/"
	err := safely(func() {
		e.worker = global.Get("Worker").New(base+"engine-worker.js", map[string]any{"name": base})
	})
	if err != nil {
		return errors.New("cannot start the engine worker")
	}
	on(e.worker, "message", func(ev js.Value) { e.message(ev.Get("data")) })
	on(e.worker, "error", func(js.Value) { e.fatal("the engine worker failed to load") })
	return nil
}

func (e *workerEngine) message(d js.Value) {
	if d.Type() != js.TypeObject {
		return
	}
	id := num(d, "id")
	switch str(d, "type") {
	case "info":
		info := game.Info{Depth: num(d, "depth"), Score: num(d, "score"), Mate: num(d, "mate")}
		if pv := d.Get("pv"); pv.Type() == js.TypeObject {
			for i := 0; i < pv.Length() && i < 64; i++ {
				info.PV = append(info.PV, pv.Index(i).String())
			}
		}
		e.p.ctl.EngineInfo(id, info)
		e.p.renderAnalysis()
	case "bestmove":
		if id == e.current {
			e.current = 0
		}
		if msg := str(d, "error"); msg != "" {
			e.p.ctl.EngineFailed(id, errors.New(msg))
		} else {
			e.p.ctl.EngineMove(id, str(d, "move"))
		}
		e.p.render()
	case "fatal":
		e.fatal(str(d, "error"))
	}
}

// fatal fails the running search; the controller plays a move of its own.
func (e *workerEngine) fatal(msg string) {
	id := e.current
	e.kill()
	if id != 0 {
		e.p.ctl.EngineFailed(id, errors.New(msg))
		e.p.render()
	}
}

func str(o js.Value, k string) string {
	v := o.Get(k)
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

func num(o js.Value, k string) int {
	v := o.Get(k)
	if v.Type() != js.TypeNumber {
		return 0
	}
	f := v.Float()
	if f != f || f > 1e9 || f < -1e9 {
		return 0
	}
	return int(f)
}

// after runs f after ms milliseconds, safely.
func after(ms int, f func()) {
	var fn js.Func
	fn = js.FuncOf(func(js.Value, []js.Value) any {
		fn.Release()
		if err := safely(f); err != nil {
			global.Get("console").Call("error", "play:", err.Error())
		}
		return nil
	})
	global.Call("setTimeout", fn, ms)
}
