//go:build js && wasm

package protocol

import (
	"reflect"
	"strings"
	"syscall/js"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// roundTrip encodes m, copies it as postMessage would (structuredClone) and
// decodes it on the side it goes to.
func roundTrip(t *testing.T, m Message) Message {
	t.Helper()
	decode := DecodeToPage
	switch m.(type) {
	case Request, Stop:
		decode = DecodeToWorker
	}
	got, err := decode(js.Global().Call("structuredClone", Encode(m)))
	if err != nil {
		t.Fatalf("%+v: %v", m, err)
	}
	return got
}

func TestRoundTrip(t *testing.T) {
	o := rules.DefaultOptions()
	o.Janggi.Pass, o.Janggi.Counting, o.Xiangqi.MoveLimit = rules.PassAnyTime, true, 60
	s := time.Second
	msgs := []Message{
		Request{ID: 7, Game: "janggi", Variant: "janggi-traditional", FEN: "", Moves: []string{"b1c3", "h10g8"}, Level: 4,
			Limits: Limits{MoveTime: 900 * time.Millisecond}},
		Request{ID: 8, Game: "janggi", Variant: "janggi-traditional", Options: &o, Moves: []string{},
			Limits: Limits{Clock: &Clock{Time: [2]time.Duration{61 * s, 59 * s}, Inc: [2]time.Duration{3 * s, 2 * s}, Byoyomi: 30 * s}}},
		Request{ID: 9, Game: "xiangqi", Variant: "xiangqi", Moves: []string{}, Level: 10,
			Limits: Limits{MultiPV: 3, Infinite: true, Nodes: 60000, Depth: 12}},
		Request{ID: 10, Game: Banqi, Variant: "banqi-hongkong", FEN: "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1",
			Moves: []string{}},
		Stop{ID: 3},
		Info{ID: 3, MultiPV: 2, Depth: 5, Score: -40, Mate: -2, Nodes: 12345, Elapsed: 77 * time.Millisecond, PV: []string{"a1a2", "a10a9"}},
		Result{ID: 9, Move: "h3e3"},
		Result{ID: 9, Error: "the engine is busy"},
		Ready{},
		Fatal{Error: "elephant.wasm: HTTP 404"},
	}
	for _, m := range msgs {
		if got := roundTrip(t, m); !reflect.DeepEqual(got, m) {
			t.Errorf("got %+v, want %+v", got, m)
		}
	}
}

// TestWireFormat: the fields as a page (or a test driving the worker
// directly, e2e/tests/engine-depth.test.mjs) writes them.
func TestWireFormat(t *testing.T) {
	msg := js.Global().Get("JSON").Call("parse", `{"type":"go","id":2,"game":"xiangqi","variant":"xiangqi","fen":"",
		"moves":[],"level":10,"limits":{"movetime":2000},
		"options":{"Xiangqi":{"MoveLimit":80,"ChaseRule":false}}}`)
	m, err := DecodeToWorker(msg)
	if err != nil {
		t.Fatal(err)
	}
	r := m.(Request)
	if r.ID != 2 || r.Level != 10 || r.Limits.MoveTime != 2*time.Second || r.Options == nil ||
		r.Options.Xiangqi.MoveLimit != 80 || r.Options.Xiangqi.ChaseRule || r.Options.Janggi != rules.DefaultOptions().Janggi {
		t.Errorf("request %+v, options %+v", r, r.Options)
	}
	info := Encode(Info{ID: 2, Depth: 8, Nodes: 1e6, Elapsed: 1500 * time.Millisecond})
	if info.Get("depth").Int() != 8 || info.Get("ms").Int() != 1500 || info.Get("nodes").Int() != 1e6 {
		t.Errorf("info %v", js.Global().Get("JSON").Call("stringify", info))
	}
}

// TestHostileMessages: fields from the other side are data; every wrong
// shape gives an error naming it, never a panic, and a bad request keeps
// its id so that the worker can answer it.
func TestHostileMessages(t *testing.T) {
	nan := js.Global().Get("NaN")
	good := func(extra map[string]any) map[string]any {
		m := map[string]any{"type": "go", "id": 5, "game": "xiangqi", "variant": "xiangqi"}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	tests := []struct {
		name string
		msg  any
		err  string
		id   int
	}{
		{"not an object", "go", "not an object", 0},
		{"null", nil, "not an object", 0},
		{"an array", []any{"go"}, "not an object", 0},
		{"no type", map[string]any{"id": 1}, "type", 0},
		{"type not a string", map[string]any{"type": 3}, "type: number", 0},
		{"unknown type", map[string]any{"type": "quit"}, "unknown", 0},
		{"id not a number", good(map[string]any{"id": "x"}), "id: string", 0},
		{"id NaN", good(map[string]any{"id": nan}), "whole number", 0},
		{"id fractional", good(map[string]any{"id": 1.5}), "whole number", 0},
		{"moves a string", good(map[string]any{"moves": "e2e4"}), "moves: string", 5},
		{"moves not strings", good(map[string]any{"moves": []any{"h3e3", 4}}), "array of strings", 5},
		{"limits a number", good(map[string]any{"limits": 5}), "limits: number", 5},
		{"negative nodes", good(map[string]any{"limits": map[string]any{"nodes": -5}}), "limits.nodes", 5},
		{"huge movetime", good(map[string]any{"limits": map[string]any{"movetime": 1e15}}), "limits.movetime", 5},
		{"infinite a string", good(map[string]any{"limits": map[string]any{"infinite": "yes"}}), "limits.infinite", 5},
		{"clock not an object", good(map[string]any{"limits": map[string]any{"clock": true}}), "limits.clock", 5},
		{"unknown field", good(map[string]any{"deal": "RNB"}), `"deal" unknown`, 5},
		{"unknown limit", good(map[string]any{"limits": map[string]any{"mate": 3}}), `"limits.mate" unknown`, 5},
		{"options a string", good(map[string]any{"options": `{"Xiangqi":{}}`}), "options: string", 5},
		{"unknown option part", good(map[string]any{"options": map[string]any{"Chess": map[string]any{}}}), `"options.Chess" unknown`, 5},
		{"unknown option", good(map[string]any{"options": map[string]any{"Xiangqi": map[string]any{"Flying": true}}}), `"options.Xiangqi.Flying"`, 5},
		{"option of the wrong type", good(map[string]any{"options": map[string]any{"Xiangqi": map[string]any{"ChaseRule": 1}}}), "ChaseRule: number", 5},
		{"choice out of range", good(map[string]any{"game": "janggi", "variant": "janggi",
			"options": map[string]any{"Janggi": map[string]any{"Pass": 256}}}), "rule 256 unknown", 5},
		{"fails Validate", good(map[string]any{"level": 99}), "level 99", 5},
		{"stop with a string id", map[string]any{"type": "stop", "id": "1"}, "id: string", 0},
		{"info pv not strings", map[string]any{"type": "info", "id": 4, "pv": []any{1}}, "pv", 4},
		{"bestmove move a number", map[string]any{"type": "bestmove", "id": 6, "move": 7}, "move: number", 6},
	}
	for _, tt := range tests {
		m, err := decode(js.ValueOf(tt.msg))
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.err)
			continue
		}
		id := 0
		switch m := m.(type) {
		case Request:
			id = m.ID
			if !reflect.DeepEqual(m, Request{ID: m.ID}) {
				t.Errorf("%s: a bad request gave %+v", tt.name, m)
			}
		case Info:
			id = m.ID
		case Result:
			id = m.ID
		}
		if id != tt.id {
			t.Errorf("%s: id %d, want %d", tt.name, id, tt.id)
		}
	}
}

// decode reads msg on the side its type goes to.
func decode(msg js.Value) (Message, error) {
	if isObject(msg) {
		switch msg.Get("type").String() {
		case TypeInfo, TypeResult, TypeReady, TypeFatal:
			return DecodeToPage(msg)
		}
	}
	return DecodeToWorker(msg)
}

// TestEachSideReadsItsOwn: the worker takes no message meant for a page,
// and a page none meant for the worker.
func TestEachSideReadsItsOwn(t *testing.T) {
	for _, m := range []Message{Info{ID: 1}, Result{ID: 1}, Ready{}, Fatal{}} {
		if got, err := DecodeToWorker(Encode(m)); err == nil || !strings.Contains(err.Error(), "unknown here") {
			t.Errorf("the worker read %+v: %+v, %v", m, got, err)
		}
	}
	for _, m := range []Message{Request{ID: 1, Game: "xiangqi", Variant: "xiangqi"}, Stop{ID: 1}} {
		if got, err := DecodeToPage(Encode(m)); err == nil || !strings.Contains(err.Error(), "unknown here") {
			t.Errorf("a page read %+v: %+v, %v", m, got, err)
		}
	}
}

// TestBanqiDecodeRefusesHiddenPieces: a banqi message that carries more
// than the view — the layout, moves naming revealed pieces, options — is
// refused by the worker's decoding.
func TestBanqiDecodeRefusesHiddenPieces(t *testing.T) {
	ref := referee(t, 3)
	deal := ref.Deal()
	view := ref.View().FEN()
	banqi := func(extra map[string]any) map[string]any {
		m := map[string]any{"type": "go", "id": 1, "game": "banqi", "variant": "banqi", "fen": view}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	if _, err := DecodeToWorker(js.ValueOf(banqi(nil))); err != nil {
		t.Fatalf("the view: %v", err)
	}
	for name, msg := range map[string]map[string]any{
		"a deal field":      banqi(map[string]any{"deal": deal.String()}),
		"a seed field":      banqi(map[string]any{"seed": 3}),
		"the layout as FEN": banqi(map[string]any{"fen": deal.String()}),
		"revealing moves":   banqi(map[string]any{"moves": []any{"a1a1" + deal.String()[:1]}}),
		"options":           banqi(map[string]any{"options": map[string]any{}}),
	} {
		if m, err := DecodeToWorker(js.ValueOf(msg)); err == nil {
			t.Errorf("%s: accepted %+v", name, m)
		}
	}
}
