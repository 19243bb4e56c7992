//go:build js && wasm

// Package engine is the page's client of the engine worker
// (site/static/engine-worker.js running the module's worker side): every
// board and screen of a page shares one worker, whose searches queue and
// run one at a time.
package engine

import (
	"errors"
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

var global = js.Global()

func safely(f func()) error { return browser.Safely(f) }

// StopGrace is how long a stopped search may take to answer before its
// worker is terminated and the last reported line's first move is played.
const StopGrace = 1500

// Client runs the page's one engine worker: searches from all boards and
// screens queue up and run one at a time; ids sent to the worker are its
// own, so owners cannot mistake each other's answers.
type Client struct {
	base    string
	worker  js.Value
	funcs   []js.Func
	nextID  int
	current *job
	queue   []*job
}

// job is one search for an owner (a board, or a screen's Share);
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

// NewClient is the client of the worker script under base (the site's
// assets: Elephant.assets); the worker starts with the first search.
func NewClient(base string) *Client { return &Client{base: base} }

// Search queues a search for owner (a board, a Share), replacing its
// others. info is called with each progress line, best once with the
// answer or the failure.
func (c *Client) Search(owner any, req protocol.Request, info func(protocol.Info), best func(string, error)) {
	c.Cancel(owner)
	c.nextID++
	c.queue = append(c.queue, &job{owner: owner, req: req, wid: c.nextID, info: info, best: best})
	c.pump()
}

// Cancel forgets the owner's searches: queued ones are dropped, a running
// one is stopped and its answer ignored.
func (c *Client) Cancel(owner any) {
	q := c.queue[:0]
	for _, j := range c.queue {
		if j.owner != owner {
			q = append(q, j)
		}
	}
	c.queue = q
	if j := c.current; j != nil && j.owner == owner && !j.canceled {
		j.canceled = true
		c.Stop(owner)
	}
}

// Stop asks the owner's running search to answer now (the "Move now" button).
func (c *Client) Stop(owner any) {
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
func (c *Client) kill(j *job) {
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

func (c *Client) pump() {
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
func (c *Client) spawn() (err error) {
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
func (c *Client) message(d js.Value) {
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
func (c *Client) fatal(msg string) {
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

// Share is a screen's share of the page's one engine worker: its
// searches queue with the boards' and run one at a time.
type Share struct{ c *Client }

// Share returns a new share of the worker; each share has its own searches.
func (c *Client) Share() *Share { return &Share{c: c} }

// Think starts a search, replacing this share's others. info is called
// with each progress line, best once with the answer or the failure.
func (e *Share) Think(req protocol.Request, info func(protocol.Info), best func(move string, err error)) {
	e.c.Search(e, req, info, best)
}

// Cancel abandons this share's searches; their answers are not delivered.
func (e *Share) Cancel() { e.c.Cancel(e) }
