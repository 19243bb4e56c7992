package game

import (
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// Purpose says why the controller asked the engine to search.
type Purpose uint8

const (
	PurposeMove     Purpose = iota // the engine's own move
	PurposeHint                    // a suggestion for the human
	PurposeAnalysis                // "engine thinking" shown on request
	PurposeDraw                    // judging a draw offer
)

// Request is one search: the start position and the moves since, so the
// engine sees the repetition history, under the game's exact rules.
type Request struct {
	ID      int
	Purpose Purpose
	Game    string
	// Variant names the preset matching the game's rules; Exact is false
	// when none does, and the worker builds the rules from Options.
	Variant  string
	Exact    bool
	Options  rules.Options
	FEN      string
	Moves    []string
	Level    int
	MoveTime time.Duration
	// Clock, for the engine's own move in a game on a clock: both sides'
	// time at the request, the engine sharing it out itself (MoveTime is 0).
	Clock *ClockLimits
}

// ClockLimits are a search's clock limits, as UCI's wtime/btime/winc/binc
// and byoyomi give them, indexed by rules.Color.
type ClockLimits struct {
	Time, Inc [2]time.Duration
	Byoyomi   time.Duration // the current byo-yomi period; 0 when none is left
}

// Info is the engine's progress on a search.
type Info struct {
	Depth int
	Score int // centipawns for the side to move
	Mate  int // moves to mate, negative when the side to move is mated
	PV    []string
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
func acceptsDraw(info Info) bool {
	if info.Depth == 0 && len(info.PV) == 0 {
		return false // no judgement: decline rather than guess
	}
	if info.Mate != 0 {
		return info.Mate > 0 // the human mates: the engine takes the draw
	}
	return -info.Score <= DrawMargin
}
