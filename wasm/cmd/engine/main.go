//go:build js && wasm

// Command engine is Elephant's engine as a Web Worker (engine.wasm, started
// by site/static/engine-worker.js). It answers "go" messages with "info"
// lines and a "bestmove", one search at a time.
//
// Stopping: Go in WASM runs on the worker's only thread, so a search would
// keep the "stop" message from ever being delivered. The engine's Yield
// hook therefore sleeps for a millisecond every YieldEvery of searching;
// the sleep hands the thread back to the event loop, onmessage runs and
// calls Engine.Stop, and the search returns its best move so far. The page
// also keeps a last resort: a worker that does not answer a stop in time is
// terminated and respawned, and the last PV's first move is played.
package main

import (
	"syscall/js"
	"time"

	"github.com/elephant-chess/elephant/search"
	"github.com/elephant-chess/elephant/wasm/jsmsg"
	"github.com/elephant-chess/elephant/wasm/worker"
)

// YieldEvery bounds how long a search keeps the worker's event loop waiting:
// the latency of "stop", for a cost of about 1 ms (4 ms when browsers clamp
// timers) per period.
const YieldEvery = 50 * time.Millisecond

// HashMB is the transposition table size: modest, browsers share memory.
const HashMB = 32

func main() {
	self := js.Global()
	eng := search.New(HashMB)
	last := time.Now()
	eng.Yield = func() {
		if time.Since(last) >= YieldEvery {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	}
	post := func(v js.Value) { self.Call("postMessage", v) }
	requests := make(chan worker.Request, 16)
	current, busy := -1, false
	handle := func(d js.Value) {
		switch jsmsg.Type(d) {
		case "go":
			if busy {
				eng.Stop() // a new request supersedes the running one
			}
			select {
			case requests <- jsmsg.ReadGo(d):
			default:
				post(jsmsg.BestMessage(jsmsg.ID(d), "", "the engine is busy"))
			}
		case "stop":
			if busy && jsmsg.ID(d) == current {
				eng.Stop()
			}
		}
	}
	self.Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		handle(args[0].Get("data"))
		return nil
	}))
	// Messages that arrived while the module loaded were queued by the JS shim.
	if q := self.Get("elephantPending"); q.Type() == js.TypeObject {
		for i := 0; i < q.Length(); i++ {
			handle(q.Index(i))
		}
		self.Set("elephantPending", js.Undefined())
	}
	post(js.ValueOf(map[string]any{"type": "ready"}))
	for r := range requests {
		current, busy = r.ID, true
		last = time.Now()
		best, err := worker.Run(eng, r, func(i worker.Info) { post(jsmsg.InfoMessage(i)) })
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		busy = false
		post(jsmsg.BestMessage(r.ID, best, msg))
	}
}
