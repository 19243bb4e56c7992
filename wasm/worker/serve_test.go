//go:build js && wasm

package worker

import (
	"strings"
	"syscall/js"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/wasm/protocol"
)

// fakeWorker is a worker global: what Serve posts arrives on out.
func fakeWorker(t *testing.T) (self js.Value, out chan protocol.Message) {
	out = make(chan protocol.Message, 256)
	self = js.Global().Get("Object").New()
	post := js.FuncOf(func(_ js.Value, args []js.Value) any {
		m, err := protocol.DecodeToPage(args[0])
		if err != nil {
			t.Errorf("posted %v: %v", js.Global().Get("JSON").Call("stringify", args[0]), err)
		}
		out <- m
		return nil
	})
	t.Cleanup(post.Release)
	self.Set("postMessage", post)
	return self, out
}

// next waits for the next message of type T, skipping others.
func next[T protocol.Message](t *testing.T, out chan protocol.Message) T {
	t.Helper()
	timeout := time.After(20 * time.Second)
	for {
		select {
		case m := <-out:
			if v, ok := m.(T); ok {
				return v
			}
		case <-timeout:
			var zero T
			t.Fatalf("no %T posted", zero)
			return zero
		}
	}
}

func TestServe(t *testing.T) {
	self, out := fakeWorker(t)
	goMsg := func(id int, variant string) js.Value {
		return js.ValueOf(map[string]any{"type": "go", "id": id, "game": "xiangqi", "variant": variant,
			"limits": map[string]any{"depth": 2}})
	}
	// A request sent while the module loaded waits in elephantPending.
	self.Set("elephantPending", js.ValueOf([]any{goMsg(1, "xiangqi")}))
	go Serve(self)

	next[protocol.Ready](t, out)
	if info := next[protocol.Info](t, out); info.ID != 1 || len(info.PV) == 0 {
		t.Errorf("info %+v, want a line for request 1", info)
	}
	if res := next[protocol.Result](t, out); res.ID != 1 || res.Move == "" || res.Error != "" {
		t.Errorf("result %+v, want a move for request 1", res)
	}
	if !self.Get("elephantPending").IsUndefined() {
		t.Error("the pending queue was not cleared")
	}

	self.Call("onmessage", map[string]any{"data": goMsg(2, "chess")})
	if res := next[protocol.Result](t, out); res.ID != 2 || !strings.Contains(res.Error, "unknown variant") {
		t.Errorf("result %+v, want request 2 refused for its variant", res)
	}
	self.Call("onmessage", map[string]any{"data": "not a message"})
	self.Call("onmessage", map[string]any{"data": goMsg(3, "xiangqi")})
	if res := next[protocol.Result](t, out); res.ID != 3 || res.Move == "" {
		t.Errorf("result %+v, want a move for request 3 after bad input", res)
	}
}
