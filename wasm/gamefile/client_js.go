//go:build js && wasm

package gamefile

import (
	"errors"
	"fmt"
	"syscall/js"
)

// Client is a page's import worker: a second instance of the site's module
// started as a Web Worker whose name says "import:" (engine-worker.js), so
// that reading a file never holds up the page. Its answers arrive on the
// page's event loop through On.
type Client struct {
	worker js.Value
	funcs  []js.Func
}

// WorkerName is the name an import worker is started with: the role, then
// the asset folder, which engine-worker.js loads the module from.
func WorkerName(base string) string { return "import:" + base }

// NewClient starts an import worker from the asset folder base; on gets
// every message it posts (see Serve), failed any error starting or
// running it.
func NewClient(base string, on func(msg js.Value), failed func(error)) (c *Client, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("cannot start the import worker: %v", r)
		}
	}()
	c = &Client{}
	c.worker = js.Global().Get("Worker").New(base+"engine-worker.js", map[string]any{"name": WorkerName(base)})
	onMsg := js.FuncOf(func(_ js.Value, args []js.Value) any {
		d := args[0].Get("data")
		if d.Get("type").String() == "fatal" {
			failed(errors.New(d.Get("error").String()))
			return nil
		}
		on(d)
		return nil
	})
	onErr := js.FuncOf(func(js.Value, []js.Value) any {
		failed(errors.New("the import worker failed to load"))
		return nil
	})
	c.funcs = []js.Func{onMsg, onErr}
	c.worker.Set("onmessage", onMsg)
	c.worker.Set("onerror", onErr)
	return c, nil
}

// Open hands the worker a file's bytes (a Uint8Array, whose buffer moves to
// the worker); variant names the rules to read it under, "" for the file's.
func (c *Client) Open(name string, data js.Value, variant string) {
	msg := js.ValueOf(map[string]any{"type": "open", "name": name, "variant": variant})
	msg.Set("data", data)
	c.worker.Call("postMessage", msg, []any{data.Get("buffer")})
}

// View asks for the games matching query, sorted by column.
func (c *Client) View(seq int, by Column, desc bool, query string) {
	c.post(map[string]any{"type": "view", "seq": seq, "by": Columns[by], "desc": desc, "query": query})
}

// Rows asks for the rows at view positions from..to-1.
func (c *Client) Rows(seq, from, to int) {
	c.post(map[string]any{"type": "rows", "seq": seq, "from": from, "to": to})
}

// Game asks for game index whole, its PGN in notation.
func (c *Client) Game(index int, notation string) {
	c.post(map[string]any{"type": "game", "index": index, "notation": notation})
}

func (c *Client) post(m map[string]any) { c.worker.Call("postMessage", js.ValueOf(m)) }

// Close stops the worker.
func (c *Client) Close() {
	c.worker.Call("terminate")
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
}
