// Package worker runs the engine worker's searches: it rebuilds the
// position a protocol.Request describes, searches it with its game's engine
// and reports the progress and the answer as protocol messages. Serve
// (js/wasm) is the worker itself, which the site's module runs when it is
// started in a Web Worker.
package worker

import (
	"sync/atomic"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// Worker runs one search at a time: with a search.Engine for the games
// played through rules.Position, with a search.BanqiEngine for banqi. Stop
// may be called from another goroutine.
type Worker struct {
	hashMB int
	yield  func()
	engine *search.Engine
	// banqi is made at the first banqi request, so that a worker serving
	// the other games holds one table only.
	banqi atomic.Pointer[search.BanqiEngine]
}

// New returns a worker whose engines have tables of hashMB megabytes and
// call yield every few thousand nodes (nil: never; see search.Engine.Yield).
func New(hashMB int, yield func()) *Worker {
	w := &Worker{hashMB: hashMB, yield: yield, engine: search.New(hashMB)}
	w.engine.Yield = yield
	return w
}

// Stop asks the running search to answer now.
func (w *Worker) Stop() {
	w.engine.Stop()
	if b := w.banqi.Load(); b != nil {
		b.Stop()
	}
}

// Run answers r, calling info (when not nil) after each iteration.
func (w *Worker) Run(r protocol.Request, info func(protocol.Info)) protocol.Result {
	report := func(si search.Info) {
		if info == nil {
			return
		}
		pv := make([]string, len(si.PV))
		for i, m := range si.PV {
			pv[i] = m.String()
		}
		info(protocol.Info{ID: r.ID, MultiPV: si.MultiPV, Depth: si.Depth, Score: si.Score, Mate: si.Mate,
			Nodes: si.Nodes, Elapsed: si.Elapsed, PV: pv})
	}
	m, err := w.search(r, report)
	switch {
	case err != nil:
		return protocol.Result{ID: r.ID, Error: err.Error()}
	case m == rules.NoMove: // the game is over
		return protocol.Result{ID: r.ID}
	}
	return protocol.Result{ID: r.ID, Move: m.String()}
}

func (w *Worker) search(r protocol.Request, report func(search.Info)) (rules.Move, error) {
	if err := r.Validate(); err != nil {
		return rules.NoMove, err
	}
	lim := Limits(r.Limits)
	if v, _ := r.Rules(); v.HiddenPieces { // validated: the rules read
		view, err := r.BanqiView()
		if err != nil {
			return rules.NoMove, err
		}
		e := w.banqiEngine()
		if r.Level > 0 {
			e.SetLevel(r.Level)
		}
		return e.Search(view, lim, report), nil
	}
	p, err := r.Position()
	if err != nil {
		return rules.NoMove, err
	}
	if r.Level > 0 {
		w.engine.SetLevel(r.Level)
	}
	return w.engine.Search(p, lim, report), nil
}

func (w *Worker) banqiEngine() *search.BanqiEngine {
	if b := w.banqi.Load(); b != nil {
		return b
	}
	b := search.NewBanqi(w.hashMB)
	b.Yield = w.yield
	w.banqi.Store(b)
	return b
}

// MaxMultiPV bounds the lines a request may ask for.
const MaxMultiPV = 5

// MaxMoveTime caps a request's thinking time: a page cannot ask the worker
// to spin for an hour.
const MaxMoveTime = 30 * time.Second

// Caps of a clock's values. On a clock the engine's time management
// (package search) spends at most a third of the time left, half the
// increment and one byo-yomi period on a move.
const (
	MaxClockTime    = 3 * time.Hour
	MaxClockInc     = time.Minute
	MaxClockByoyomi = 5 * time.Minute
)

// Limits turns a request's limits into the engine's, each capped, and
// bounded in time unless the search is an infinite analysis, which the
// page stops.
func Limits(l protocol.Limits) search.Limits {
	if c := l.Clock; c != nil {
		lim := search.Limits{Depth: l.Depth, Nodes: l.Nodes, Clock: true,
			Byoyomi: min(max(c.Byoyomi, 0), MaxClockByoyomi)}
		for side := range lim.Time {
			lim.Time[side] = min(max(c.Time[side], 0), MaxClockTime)
			lim.Inc[side] = min(max(c.Inc[side], 0), MaxClockInc)
		}
		return lim
	}
	lines := 0
	if l.MultiPV > 1 {
		lines = min(l.MultiPV, MaxMultiPV)
	}
	if l.Infinite {
		return search.Limits{Depth: l.Depth, Nodes: l.Nodes, Infinite: true, MultiPV: lines}
	}
	mt := l.MoveTime
	if mt <= 0 || mt > MaxMoveTime {
		mt = MaxMoveTime
	}
	return search.Limits{Depth: l.Depth, Nodes: l.Nodes, MoveTime: mt, MultiPV: lines}
}
