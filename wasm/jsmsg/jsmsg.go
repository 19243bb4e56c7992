//go:build js && wasm

// Package jsmsg converts the engine worker's messages between JS objects
// and Go values. Fields from the page are data: a wrong type reads as zero.
package jsmsg

import (
	"syscall/js"
	"time"

	"github.com/elephant-chess/elephant/wasm/control"
	"github.com/elephant-chess/elephant/wasm/worker"
)

// str reads a string field, "" when missing or not a string.
func str(o js.Value, name string) string {
	v := o.Get(name)
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// num reads a number field, 0 when missing or not a finite number.
func num(o js.Value, name string) float64 {
	v := o.Get(name)
	if v.Type() != js.TypeNumber {
		return 0
	}
	f := v.Float()
	if f != f || f > 1e15 || f < -1e15 {
		return 0
	}
	return f
}

func strings(o js.Value, name string) []string {
	v := o.Get(name)
	if v.Type() != js.TypeObject || !js.Global().Get("Array").Call("isArray", v).Bool() {
		return nil
	}
	out := make([]string, 0, v.Length())
	for i := 0; i < v.Length() && i < 2000; i++ {
		if v.Index(i).Type() == js.TypeString {
			out = append(out, v.Index(i).String())
		}
	}
	return out
}

func array(ss []string) js.Value {
	a := make([]any, len(ss))
	for i, s := range ss {
		a[i] = s
	}
	return js.ValueOf(a)
}

// Type returns a message's type field.
func Type(o js.Value) string {
	if o.Type() != js.TypeObject {
		return ""
	}
	return str(o, "type")
}

// ID returns a message's id field.
func ID(o js.Value) int { return int(num(o, "id")) }

// GoMessage encodes a think request as the page posts it.
func GoMessage(r control.ThinkRequest) js.Value {
	lim := map[string]any{"movetime": r.MoveTime.Milliseconds()}
	if r.OnClock {
		lim["clock"] = true
		lim["wtime"], lim["btime"] = r.Time[0].Milliseconds(), r.Time[1].Milliseconds()
		lim["winc"], lim["binc"] = r.Inc[0].Milliseconds(), r.Inc[1].Milliseconds()
		lim["byoyomi"] = r.Byoyomi.Milliseconds()
	}
	if r.MultiPV > 1 {
		lim["multipv"] = r.MultiPV
	}
	if r.Nodes > 0 {
		lim["nodes"] = float64(r.Nodes)
	}
	if r.Infinite {
		lim["infinite"] = true
	}
	return js.ValueOf(map[string]any{
		"type": "go", "id": r.ID, "game": r.Game, "variant": r.Variant, "fen": r.FEN,
		"moves": array(r.Moves), "level": r.Level, "options": r.Options, "limits": lim,
	})
}

// ReadGo decodes a "go" message in the worker.
func ReadGo(o js.Value) worker.Request {
	lim := o.Get("limits")
	if lim.Type() != js.TypeObject {
		lim = js.ValueOf(map[string]any{})
	}
	ms := func(k string) time.Duration { return time.Duration(num(lim, k)) * time.Millisecond }
	r := worker.Request{
		ID: ID(o), Variant: str(o, "variant"), Game: str(o, "game"), Options: str(o, "options"),
		FEN: str(o, "fen"), Moves: strings(o, "moves"),
		Level: int(num(o, "level")), Depth: int(num(lim, "depth")), Nodes: uint64(max(num(lim, "nodes"), 0)),
		MoveTime: ms("movetime"), MultiPV: int(num(lim, "multipv")),
	}
	if inf := lim.Get("infinite"); inf.Type() == js.TypeBoolean && inf.Bool() {
		r.Infinite = true
	}
	if c := lim.Get("clock"); c.Type() == js.TypeBoolean && c.Bool() {
		r.OnClock = true
		r.Time = [2]time.Duration{ms("wtime"), ms("btime")}
		r.Inc = [2]time.Duration{ms("winc"), ms("binc")}
		r.Byoyomi = ms("byoyomi")
	}
	return r
}

// InfoMessage encodes a progress line in the worker.
func InfoMessage(i worker.Info) js.Value {
	return js.ValueOf(map[string]any{
		"type": "info", "id": i.ID, "multipv": i.MultiPV, "depth": i.Depth, "score": i.Score, "mate": i.Mate,
		"nodes": float64(i.Nodes), "ms": float64(i.Ms), "pv": array(i.PV), "line": i.Line(),
	})
}

// ReadInfo decodes a progress line on the page.
func ReadInfo(o js.Value) worker.Info {
	return worker.Info{ID: ID(o), MultiPV: int(num(o, "multipv")), Depth: int(num(o, "depth")), Score: int(num(o, "score")),
		Mate: int(num(o, "mate")), Nodes: uint64(max(num(o, "nodes"), 0)), Ms: int64(num(o, "ms")),
		PV: strings(o, "pv")}
}

// BestMessage encodes the search's answer; errText is "" on success.
func BestMessage(id int, move, errText string) js.Value {
	return js.ValueOf(map[string]any{"type": "bestmove", "id": id, "move": move, "error": errText})
}

// ReadBest decodes the answer on the page.
func ReadBest(o js.Value) (id int, move, errText string) {
	return ID(o), str(o, "move"), str(o, "error")
}
