//go:build js && wasm

package main

import (
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/control"
	"github.com/elephant-chess/elephant/wasm/game"
	"github.com/elephant-chess/elephant/wasm/web"
	"github.com/elephant-chess/elephant/wasm/worker"
)

// workerEngine is the game controller's engine: its share of the page's
// one engine worker (package web), which the board shares too.
type workerEngine struct {
	p     *page
	share *web.Engine
}

func (e *workerEngine) Think(r game.Request) {
	req := control.ThinkRequest{ID: r.ID, Game: r.Game, Variant: r.Variant, FEN: r.FEN, Moves: r.Moves,
		Level: r.Level, MoveTime: r.MoveTime}
	if r.Clock != nil {
		req.OnClock, req.Time, req.Inc, req.Byoyomi = true, r.Clock.Time, r.Clock.Inc, r.Clock.Byoyomi
	}
	if !r.Exact {
		// Rules no preset names: the worker builds them from the options.
		req.Options = control.OptionsJSON(r.Options)
	}
	id := r.ID
	deliver := func(move string, err error) {
		if err != nil {
			e.p.ctl.EngineFailed(id, err)
		} else {
			e.p.ctl.EngineMove(id, move)
		}
		e.p.render()
	}
	// An answer must never arrive from within Think (see game.Engine): a
	// worker that cannot start fails at once, so that failure waits a turn.
	inThink := true
	defer func() { inThink = false }()
	e.share.Think(req, func(i worker.Info) {
		e.p.ctl.EngineInfo(id, game.Info{Depth: i.Depth, Score: i.Score, Mate: i.Mate, PV: i.PV})
		e.p.renderAnalysis()
	}, func(move string, err error) {
		if inThink {
			browser.After(0, func() { deliver(move, err) })
			return
		}
		deliver(move, err)
	})
}

// Stop abandons the search: the controller no longer wants its answer.
func (e *workerEngine) Stop(int) { e.share.Cancel() }
