// Package worker runs engine searches for the browser's Web Worker: it
// rebuilds the position from a request, runs the search and reports
// progress as plain values the JS glue posts back to the page.
package worker

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

// Request is one "go" message from the page.
type Request struct {
	ID      int
	Variant string // a rules preset name, used when Options is empty
	// Game and Options (rules.Options as JSON) give rules that no preset
	// names, such as the house rules a player picked on /play/.
	Game     string
	Options  string
	FEN      string // start position; "" for the variant's own
	Moves    []string
	Level    int
	Depth    int
	Nodes    uint64
	MoveTime time.Duration
	// OnClock: a game clock instead of MoveTime (UCI's wtime/btime,
	// winc/binc, byoyomi), indexed by rules.Color.
	OnClock   bool
	Time, Inc [2]time.Duration
	Byoyomi   time.Duration
	// MultiPV asks for that many best lines (1 to MaxMultiPV); Infinite
	// searches until stopped (the analysis board), ignoring MoveTime.
	MultiPV  int
	Infinite bool
}

// MaxMultiPV bounds the lines a request may ask for.
const MaxMultiPV = 5

// Info is one progress line: what the page shows while the engine thinks.
type Info struct {
	ID      int
	MultiPV int // 1-based line number
	Depth   int
	Score   int // centipawns for the side to move
	Mate    int
	Nodes   uint64
	Ms      int64
	PV      []string
}

// Line formats the info for people: "depth 6 · +0.35 · h2e2 h9g7".
func (i Info) Line() string {
	score := fmt.Sprintf("%+.2f", float64(i.Score)/100)
	if i.Mate != 0 {
		score = "mate in " + strconv.Itoa(abs(i.Mate))
		if i.Mate < 0 {
			score = "mated in " + strconv.Itoa(-i.Mate)
		}
	}
	pv := i.PV
	if len(pv) > 6 {
		pv = pv[:6]
	}
	return fmt.Sprintf("depth %d · %s · %s", i.Depth, score, strings.Join(pv, " "))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

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

// Position rebuilds the position a request describes.
func (r Request) Position() (*rules.Position, error) {
	v, err := r.variant()
	if err != nil {
		return nil, err
	}
	fen := r.FEN
	if fen == "" {
		fen = v.StartFEN
	}
	p, err := v.NewPosition(fen)
	if err != nil {
		return nil, err
	}
	for i, s := range r.Moves {
		m, err := p.ParseMove(s)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		p.MakeMove(m)
	}
	return p, nil
}

// variant builds the request's rules: its options when it has them, else
// the named preset.
func (r Request) variant() (*rules.Variant, error) {
	if r.Options == "" {
		return rules.Preset(r.Variant)
	}
	g, err := rules.ParseGame(r.Game)
	if err != nil {
		return nil, err
	}
	var o rules.Options
	if err := json.Unmarshal([]byte(r.Options), &o); err != nil {
		return nil, fmt.Errorf("rule options: %w", err)
	}
	return rules.NewVariant(g, o)
}

// Limits turns the request's limits into the engine's, bounded in time
// unless the request is an infinite analysis, which the page stops.
func (r Request) Limits() search.Limits {
	if r.OnClock {
		lim := search.Limits{Depth: max(r.Depth, 0), Nodes: r.Nodes, Clock: true,
			Byoyomi: min(max(r.Byoyomi, 0), MaxClockByoyomi)}
		for c := range lim.Time {
			lim.Time[c] = min(max(r.Time[c], 0), MaxClockTime)
			lim.Inc[c] = min(max(r.Inc[c], 0), MaxClockInc)
		}
		return lim
	}
	lines := 0
	if r.MultiPV > 1 {
		lines = min(r.MultiPV, MaxMultiPV)
	}
	if r.Infinite {
		return search.Limits{Depth: max(r.Depth, 0), Nodes: r.Nodes, Infinite: true, MultiPV: lines}
	}
	mt := r.MoveTime
	if mt <= 0 || mt > MaxMoveTime {
		mt = MaxMoveTime
	}
	return search.Limits{Depth: max(r.Depth, 0), Nodes: r.Nodes, MoveTime: mt, MultiPV: lines}
}

// Run searches the request's position with e, calling info after each
// iteration, and returns the best move in UCI form ("" when the game is over).
func Run(e *search.Engine, r Request, info func(Info)) (string, error) {
	p, err := r.Position()
	if err != nil {
		return "", err
	}
	if r.Level > 0 {
		e.SetLevel(r.Level)
	}
	m := e.Search(p, r.Limits(), func(si search.Info) {
		if info == nil {
			return
		}
		pv := make([]string, len(si.PV))
		for i, m := range si.PV {
			pv[i] = m.String()
		}
		info(Info{ID: r.ID, MultiPV: si.MultiPV, Depth: si.Depth, Score: si.Score, Mate: si.Mate, Nodes: si.Nodes,
			Ms: si.Elapsed.Milliseconds(), PV: pv})
	})
	if m == rules.NoMove {
		return "", nil
	}
	return m.String(), nil
}
