package game

import (
	"time"

	"github.com/elephant-chess/elephant/wasm/protocol"
)

// Purpose says why the controller asked the engine to search.
type Purpose uint8

const (
	PurposeMove     Purpose = iota // the engine's own move
	PurposeHint                    // a suggestion for the human
	PurposeAnalysis                // "engine thinking" shown on request
	PurposeDraw                    // judging a draw offer
)

// Request is one search of the live position, and why the controller
// wants it.
type Request struct {
	protocol.Request
	Purpose Purpose
}

// Engine runs searches for the controller. Think returns at once; the
// answer comes back through Controller.EngineInfo and Controller.EngineMove
// (or EngineFailed) with the request's ID, always later, never from within
// Think. Stop asks a search to answer now;
// the controller ignores answers to searches it no longer wants.
type Engine interface {
	Think(r Request)
	Stop(id int)
}

// Search times, by purpose. The level limits the engine's strength; these
// bound how long the page waits.
const (
	MoveTime     = 1200 * time.Millisecond
	HintTime     = 800 * time.Millisecond
	DrawTime     = 400 * time.Millisecond
	AnalysisTime = 8 * time.Second
)

// DrawMargin is how far ahead (centipawns, its own view) the engine may
// think it stands and still accept a draw.
const DrawMargin = 30

// acceptsDraw decides a draw offer from the engine's search of the
// position with the human to move: info is the human's view.
func acceptsDraw(info protocol.Info) bool {
	if info.Depth == 0 && len(info.PV) == 0 {
		return false // no judgement: decline rather than guess
	}
	if info.Mate != 0 {
		return info.Mate > 0 // the human mates: the engine takes the draw
	}
	return -info.Score <= DrawMargin
}
