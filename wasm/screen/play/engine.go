//go:build js && wasm

package play

import (
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/engine"
	"github.com/elephant-chess/elephant/wasm/protocol"
	"github.com/elephant-chess/elephant/wasm/screen/play/game"
)

// workerEngine is the game controller's engine: its share of the page's
// one engine worker (package element), which the board shares too.
type workerEngine struct {
	p     *page
	share *engine.Share
}

func (e *workerEngine) Think(r game.Request) {
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
	e.share.Think(r.Request, func(i protocol.Info) {
		e.p.ctl.EngineInfo(id, i)
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
