// Package protocol is the language between a page and the engine worker:
// the page sends a Request (a search) and Stop; the worker answers with Info
// lines and one Result per request, and says Ready once loaded; its JS glue
// (site/static/engine-worker.js) sends Fatal when the engine cannot start.
// This file holds the messages and their validation in plain Go; js.go
// encodes them as the JS objects postMessage carries (README.md).
package protocol

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// Message is one of Request, Stop, Info, Result, Ready and Fatal.
type Message interface{ kind() string }

// The messages' type names, as the JS objects' "type" field spells them.
const (
	TypeRequest = "go"
	TypeStop    = "stop"
	TypeInfo    = "info"
	TypeResult  = "bestmove"
	TypeReady   = "ready"
	TypeFatal   = "fatal"
)

// Bounds of a request, checked by Validate.
const (
	MinLevel = 1    // the engine's levels run from MinLevel to MaxLevel; 0 keeps the engine's
	MaxLevel = 10   // the engine's full strength
	MaxMoves = 2000 // moves a request (and a line of Info) may hold
)

// DefaultLevel is the engine's level where none is chosen (a board
// without a level attribute).
const DefaultLevel = 5

// CheckLevel refuses a level outside MinLevel to MaxLevel.
func CheckLevel(n int) error {
	if n < MinLevel || n > MaxLevel {
		return fmt.Errorf("level %d: want %d to %d", n, MinLevel, MaxLevel)
	}
	return nil
}

// NewRequest asks for a search of the position reached by moves (UCI)
// from fen under v's rules. The rules go by name when v is exactly its
// preset, else as options the worker builds them from. A banqi request
// holds the view to search as fen and no moves.
func NewRequest(id int, v *rules.Variant, fen string, moves []string, level int, lim Limits) Request {
	r := Request{ID: id, Game: v.Game.String(), Variant: v.Name, FEN: fen, Moves: moves, Level: level, Limits: lim}
	if p, err := rules.Preset(v.Name); !v.HiddenPieces && (err != nil || p.Options != v.Options) {
		o := v.Options
		r.Options = &o
	}
	return r
}

// Banqi is the game name of banqi, which rules.ParseGame leaves out.
const Banqi = "banqi"

// Request asks the worker for one search. The position is FEN and the
// moves played since, so that the engine sees the repetition history.
//
// A banqi request holds the player's view, never the layout of the
// face-down pieces: FEN is the view in banqi's notation (rules.ParseBanqi:
// face-down squares and the multiset of the hidden pieces), its rules are a
// preset (rules.BanqiPresetNames) and it has no moves, since an action that
// flips a piece would have to name what it revealed.
type Request struct {
	ID   int
	Game string // xiangqi, janggi, shatar, hiashatar or banqi
	// Variant names the rules preset; Options, when set, are rules no preset
	// names, and the worker builds the game from them instead.
	Variant string
	Options *rules.Options
	FEN     string // "" for the variant's start
	Moves   []string
	Level   int // 1 to MaxLevel; 0 keeps the engine's level
	Limits  Limits
}

// Limits bound a search. The worker caps each (package worker).
type Limits struct {
	MoveTime time.Duration // 0: the worker's longest
	Depth    int
	Nodes    uint64
	MultiPV  int    // lines to report; 0 or 1 for one
	Infinite bool   // search until stopped (the analysis board), ignoring MoveTime
	Clock    *Clock // a game clock instead of MoveTime, when set
}

// Clock is the time on a game clock, as UCI's wtime/btime, winc/binc and
// byoyomi give it, indexed by rules.Color: the engine shares it out itself.
type Clock struct {
	Time, Inc [2]time.Duration
	Byoyomi   time.Duration // the current byo-yomi period; 0 when none is left
}

// Stop asks the search of request ID to answer now.
type Stop struct{ ID int }

// Info is the progress of a search: one line per iteration and per MultiPV line.
type Info struct {
	ID      int
	MultiPV int // 1-based line number
	Depth   int
	Score   int // centipawns for the side to move
	Mate    int // moves to mate, negative when the side to move is mated
	Nodes   uint64
	Elapsed time.Duration
	PV      []string
}

// Result answers request ID: the best move in UCI form ("" when the game is
// over), or Error when the search could not run.
type Result struct {
	ID    int
	Move  string
	Error string
}

// Ready says the worker has loaded and reads requests.
type Ready struct{}

// Fatal says the engine could not start.
type Fatal struct{ Error string }

func (Request) kind() string { return TypeRequest }
func (Stop) kind() string    { return TypeStop }
func (Info) kind() string    { return TypeInfo }
func (Result) kind() string  { return TypeResult }
func (Ready) kind() string   { return TypeReady }
func (Fatal) kind() string   { return TypeFatal }

// Validate checks what a request says before the worker runs it: the game
// and its rules, the level, the counts, and banqi's view. A bad position
// or move of the other games is found when the worker replays them
// (Position).
func (r Request) Validate() error {
	if _, err := r.Rules(); err != nil {
		return err
	}
	l := r.Limits
	switch {
	case r.Level < 0 || r.Level > MaxLevel:
		return fmt.Errorf("level %d: want 1 to %d, or 0 for the engine's", r.Level, MaxLevel)
	case len(r.Moves) > MaxMoves:
		return fmt.Errorf("%d moves: at most %d", len(r.Moves), MaxMoves)
	case l.Depth < 0 || l.MultiPV < 0:
		return fmt.Errorf("limits: depth %d, multipv %d: negative", l.Depth, l.MultiPV)
	}
	if v, _ := r.Rules(); v.HiddenPieces {
		if len(r.Moves) > 0 {
			return errors.New("banqi: a request holds the view after the moves, never moves")
		}
		_, err := r.BanqiView()
		return err
	}
	return nil
}

// Rules builds the request's rules: Options for Game when set (banqi's
// are always a preset), else the preset Variant, which must be one of
// Game's.
func (r Request) Rules() (*rules.Variant, error) {
	g, err := rules.ParseAnyGame(r.Game)
	if err != nil {
		return nil, err
	}
	if r.Options != nil {
		return rules.NewVariant(g, *r.Options)
	}
	v, err := rules.AnyPreset(r.Variant)
	if err != nil {
		return nil, err
	}
	if g != v.Game {
		return nil, fmt.Errorf("variant %q is not a %s preset", r.Variant, g)
	}
	return v, nil
}

// Position rebuilds the position a request of the games played through
// rules.Position describes: FEN, then the moves.
func (r Request) Position() (*rules.Position, error) {
	v, fen, err := r.start()
	if err != nil {
		return nil, err
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

// BanqiView reads a banqi request's view.
func (r Request) BanqiView() (*rules.BanqiView, error) {
	v, fen, err := r.start()
	if err != nil {
		return nil, err
	}
	return rules.ParseBanqi(v, fen)
}

// start gives the request's rules and FEN, the variant's start when it has none.
func (r Request) start() (*rules.Variant, string, error) {
	v, err := r.Rules()
	if err != nil {
		return nil, "", err
	}
	if r.FEN == "" {
		return v, v.StartFEN, nil
	}
	return v, r.FEN, nil
}

// Line writes the info for people: "depth 6 · +0.35 · h2e2 h9g7".
func (i Info) Line() string {
	score := fmt.Sprintf("%+.2f", float64(i.Score)/100)
	if i.Mate > 0 {
		score = "mate in " + strconv.Itoa(i.Mate)
	} else if i.Mate < 0 {
		score = "mated in " + strconv.Itoa(-i.Mate)
	}
	pv := i.PV
	if len(pv) > 6 {
		pv = pv[:6]
	}
	return fmt.Sprintf("depth %d · %s · %s", i.Depth, score, strings.Join(pv, " "))
}
