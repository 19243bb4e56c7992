//go:build js && wasm

package jsmsg

import (
	"reflect"
	"syscall/js"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/wasm/control"
	"github.com/elephant-chess/elephant/wasm/worker"
)

func TestGoRoundTrip(t *testing.T) {
	req := control.ThinkRequest{ID: 7, Game: "janggi", Variant: "janggi-traditional", FEN: "x",
		Moves: []string{"b1c3", "h10g8"}, Level: 4, MoveTime: 900 * time.Millisecond, Options: `{"Janggi":{"Pass":1}}`}
	msg := GoMessage(req)
	if Type(msg) != "go" {
		t.Fatalf("type %q", Type(msg))
	}
	got := ReadGo(msg)
	want := worker.Request{ID: 7, Variant: "janggi-traditional", Game: "janggi", FEN: "x", Moves: req.Moves, Level: 4,
		MoveTime: 900 * time.Millisecond, Options: req.Options}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	req.OnClock, req.MoveTime = true, 0
	req.Time = [2]time.Duration{61 * time.Second, 59 * time.Second}
	req.Inc = [2]time.Duration{3 * time.Second, 2 * time.Second}
	req.Byoyomi = 30 * time.Second
	want.OnClock, want.MoveTime, want.Time, want.Inc, want.Byoyomi = true, 0, req.Time, req.Inc, req.Byoyomi
	if got := ReadGo(GoMessage(req)); !reflect.DeepEqual(got, want) {
		t.Errorf("on a clock: got %+v, want %+v", got, want)
	}
	an := control.ThinkRequest{ID: 9, Variant: "xiangqi", MultiPV: 3, Infinite: true, Nodes: 60000}
	wantAn := worker.Request{ID: 9, Variant: "xiangqi", Moves: []string{}, MultiPV: 3, Infinite: true, Nodes: 60000}
	if got := ReadGo(GoMessage(an)); !reflect.DeepEqual(got, wantAn) {
		t.Errorf("analysis: got %+v, want %+v", got, wantAn)
	}
}

func TestHostileMessages(t *testing.T) {
	tests := []struct {
		name string
		msg  any
	}{
		{"not an object", "go"},
		{"wrong types", map[string]any{"type": 3, "id": "x", "moves": "e2e4", "limits": 5}},
		{"nan", map[string]any{"id": js.Global().Get("NaN"), "limits": map[string]any{"nodes": -5}}},
		{"null", nil},
	}
	for _, tt := range tests {
		o := js.ValueOf(tt.msg)
		_ = Type(o)
		if o.Type() == js.TypeObject {
			r := ReadGo(o)
			if r.ID != 0 || r.Moves != nil || r.Nodes != 0 {
				t.Errorf("%s: %+v", tt.name, r)
			}
			_ = ReadInfo(o)
			_, _, _ = ReadBest(o)
		}
	}
}

func TestInfoRoundTrip(t *testing.T) {
	in := worker.Info{ID: 3, MultiPV: 2, Depth: 5, Score: -40, Nodes: 12345, Ms: 77, PV: []string{"a1a2", "a10a9"}}
	msg := InfoMessage(in)
	if got := ReadInfo(msg); !reflect.DeepEqual(got, in) {
		t.Errorf("got %+v, want %+v", got, in)
	}
	if msg.Get("line").String() != in.Line() {
		t.Errorf("line %q", msg.Get("line"))
	}
	id, mv, e := ReadBest(BestMessage(9, "h3e3", ""))
	if id != 9 || mv != "h3e3" || e != "" {
		t.Errorf("best %d %q %q", id, mv, e)
	}
}
