//go:build js && wasm

package worker

import (
	"syscall/js"
	"time"

	"github.com/elephant-chess/elephant/wasm/protocol"
)

// YieldEvery bounds how long a search keeps the worker's event loop waiting:
// the latency of "stop", for a cost of about 1 ms (4 ms when browsers clamp
// timers) per period.
const YieldEvery = 50 * time.Millisecond

// HashMB is the transposition table size: modest, browsers share memory.
const HashMB = 32

// Serve is the engine's Web Worker (site/static/engine-worker.js starts the
// site's module in a worker, which calls it): it answers each request of
// package protocol ("go") on self, the worker's global, with Info lines and
// a Result ("bestmove"), one search at a time, banqi's included. It never
// returns.
//
// Stopping: Go in WASM runs on the worker's only thread, so a search would
// keep the "stop" message from ever being delivered. The engine's Yield
// hook therefore sleeps for a millisecond every YieldEvery of searching;
// the sleep hands the thread back to the event loop, onmessage runs and
// calls Worker.Stop, and the search returns its best move so far. The page
// also keeps a last resort: a worker that does not answer a stop in time is
// terminated and respawned, and the last PV's first move is played.
func Serve(self js.Value) {
	last := time.Now()
	w := New(HashMB, func() {
		if time.Since(last) >= YieldEvery {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	})
	post := func(m protocol.Message) { self.Call("postMessage", protocol.Encode(m)) }
	requests := make(chan protocol.Request, 16)
	current, busy := -1, false
	handle := func(d js.Value) {
		m, err := protocol.DecodeToWorker(d)
		switch m := m.(type) {
		case protocol.Request:
			switch {
			case err != nil:
				post(protocol.Result{ID: m.ID, Error: err.Error()})
				return
			case busy:
				w.Stop() // a new request supersedes the running one
			}
			select {
			case requests <- m:
			default:
				post(protocol.Result{ID: m.ID, Error: "the engine is busy"})
			}
		case protocol.Stop:
			if err == nil && busy && m.ID == current {
				w.Stop()
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
	post(protocol.Ready{})
	for r := range requests {
		current, busy = r.ID, true
		last = time.Now()
		res := w.Run(r, func(i protocol.Info) { post(i) })
		busy = false
		post(res)
	}
}
