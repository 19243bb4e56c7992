//go:build js && wasm

package element

import (
	"errors"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// StopGrace is how long a stopped search may take to answer before its
// worker is terminated and the last reported line's first move is played.
const StopGrace = 1500

// engineClient runs the page's one engine worker: searches from all boards
// queue up and run one at a time; ids sent to the worker are its own, so
// boards cannot mistake each other's answers.
type engineClient struct {
	base    string
	worker  js.Value
	funcs   []js.Func
	nextID  int
	current *job
	queue   []*job
}

// job is one search for an owner (a board, or a page module's Engine);
// its answers go to the owner's callbacks.
type job struct {
	owner    any
	req      protocol.Request // req.ID is the owner's own id
	wid      int              // the id the worker knows
	info     func(protocol.Info)
	best     func(move string, err error)
	lastPV   []string
	canceled bool
	stopping bool
}

func newEngineClient(base string) *engineClient { return &engineClient{base: base} }

// think queues a search for b, whose answers go to its controller.
func (c *engineClient) think(b *board, req protocol.Request) {
	id := req.ID
	c.search(b, req, func(i protocol.Info) {
		b.ctl.EngineInfo(id, i.Line())
		b.render()
	}, func(move string, err error) {
		if err != nil {
			b.ctl.EngineFailed(id, err)
		} else {
			b.ctl.EngineMove(id, move)
		}
		b.render()
	})
}

// search queues a search, replacing the owner's others.
func (c *engineClient) search(owner any, req protocol.Request, info func(protocol.Info), best func(string, error)) {
	c.cancel(owner)
	c.nextID++
	c.queue = append(c.queue, &job{owner: owner, req: req, wid: c.nextID, info: info, best: best})
	c.pump()
}

// cancel forgets the owner's searches: queued ones are dropped, a running
// one is stopped and its answer ignored.
func (c *engineClient) cancel(owner any) {
	q := c.queue[:0]
	for _, j := range c.queue {
		if j.owner != owner {
			q = append(q, j)
		}
	}
	c.queue = q
	if j := c.current; j != nil && j.owner == owner && !j.canceled {
		j.canceled = true
		c.stop(owner)
	}
}

// stop asks the owner's running search to answer now (the "Move now" button).
func (c *engineClient) stop(owner any) {
	j := c.current
	if j == nil || j.owner != owner || j.stopping {
		return
	}
	j.stopping = true
	c.worker.Call("postMessage", protocol.Encode(protocol.Stop{ID: j.wid}))
	browser.After(StopGrace, func() {
		if c.current == j {
			c.kill(j)
		}
	})
}

// kill terminates a worker that did not answer in time and plays the best
// move it reported, if any. The next search starts a fresh worker.
func (c *engineClient) kill(j *job) {
	c.worker.Call("terminate")
	c.worker = js.Undefined()
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
	c.current = nil
	if !j.canceled {
		if len(j.lastPV) > 0 {
			j.best(j.lastPV[0], nil)
		} else {
			j.best("", errors.New("no answer in time"))
		}
	}
	c.pump()
}

func (c *engineClient) pump() {
	if c.current != nil || len(c.queue) == 0 {
		return
	}
	if err := c.spawn(); err != nil {
		for _, j := range c.queue {
			j.best("", err)
		}
		c.queue = nil
		return
	}
	c.current, c.queue = c.queue[0], c.queue[1:]
	req := c.current.req
	req.ID = c.current.wid
	c.worker.Call("postMessage", protocol.Encode(req))
}

// spawn starts the worker unless it runs. On another origin (an embedding
// page) a Worker cannot load our script directly, so a blob: stub imports it.
func (c *engineClient) spawn() (err error) {
	if c.worker.Truthy() {
		return nil
	}
	url := c.base + "engine-worker.js"
	err = safely(func() {
		opts := map[string]any{"name": c.base}
		if sameOrigin(url) {
			c.worker = global.Get("Worker").New(url, opts)
			return
		}
		stub := global.Get("Blob").New([]any{"importScripts(" + global.Get("JSON").Call("stringify", url).String() + ");"},
			map[string]any{"type": "text/javascript"})
		c.worker = global.Get("Worker").New(global.Get("URL").Call("createObjectURL", stub), opts)
	})
	if err != nil {
		return errors.New("cannot start the engine worker")
	}
	onMsg := js.FuncOf(func(_ js.Value, args []js.Value) any {
		c.message(args[0].Get("data"))
		return nil
	})
	onErr := js.FuncOf(func(_ js.Value, args []js.Value) any {
		c.fatal("the engine worker failed to load")
		return nil
	})
	c.funcs = []js.Func{onMsg, onErr}
	c.worker.Set("onmessage", onMsg)
	c.worker.Set("onerror", onErr)
	return nil
}

func sameOrigin(url string) bool {
	u := global.Get("URL").New(url, global.Get("location").Get("href"))
	return u.Get("origin").String() == global.Get("location").Get("origin").String()
}

// message handles the worker's info, result and fatal messages. A result
// the page cannot read fails its search; an unreadable info is dropped.
func (c *engineClient) message(d js.Value) {
	m, err := protocol.DecodeToPage(d)
	j := c.current
	switch m := m.(type) {
	case protocol.Info:
		if err != nil || j == nil || m.ID != j.wid {
			return
		}
		if len(m.PV) > 0 {
			j.lastPV = m.PV
		}
		if !j.canceled {
			j.info(m)
		}
	case protocol.Result:
		if j == nil || m.ID != j.wid {
			return
		}
		c.current = nil
		if err == nil && m.Error != "" {
			err = errors.New(m.Error)
		}
		if !j.canceled {
			j.best(m.Move, err)
		}
		c.pump()
	case protocol.Fatal:
		c.fatal("the engine could not start")
	}
}

// fatal fails every search and drops the worker.
func (c *engineClient) fatal(msg string) {
	jobs := c.queue
	if c.current != nil {
		jobs = append([]*job{c.current}, jobs...)
	}
	c.current, c.queue = nil, nil
	if c.worker.Truthy() {
		c.worker.Call("terminate")
		c.worker = js.Undefined()
	}
	for _, j := range jobs {
		if !j.canceled {
			j.best("", errors.New(msg))
		}
	}
}

// Engine is a page module's share of the page's one engine worker (the
// /play/ screen's game controller searches through it): its searches queue
// with the boards' and run one at a time.
type Engine struct{ c *engineClient }

// Engine returns a new share of the worker; each share has its own searches.
func (a *App) Engine() *Engine { return &Engine{c: a.engine} }

// Think starts a search, replacing this share's others. info is called
// with each progress line, best once with the answer or the failure.
func (e *Engine) Think(req protocol.Request, info func(protocol.Info), best func(move string, err error)) {
	e.c.search(e, req, info, best)
}

// Cancel abandons this share's searches; their answers are not delivered.
func (e *Engine) Cancel() { e.c.cancel(e) }
