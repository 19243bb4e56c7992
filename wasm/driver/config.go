// Package driver holds what an <elephant-board> plays: the drivers behind
// the Driver interface, which own a game and answer the board's intents
// (selection, moves by click, drag and keyboard) with the State to show.
// Controller plays xiangqi, janggi, shatar and hiashatar, a role per mode
// (view, play, puzzle, engine) deciding who moves; Banqi plays banqi;
// Lesson shows a page's lesson step. They talk to the browser only through the Host interface
// and the State they return, so they are tested natively.
package driver

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/elephant-chess/elephant/rules"
)

// Mode says who may move on a board.
type Mode uint8

const (
	View   Mode = iota // nobody: a diagram
	Play               // both sides by hand
	Puzzle             // the player plays the solution's side; replies come from the solution
	Engine             // the human plays the orientation's side against the engine
)

var modeNames = [...]string{"view", "play", "puzzle", "engine"}

func (m Mode) String() string { return modeNames[m] }

// ParseMode reads a mode attribute; empty means View.
func ParseMode(s string) (Mode, error) {
	if s == "" {
		return View, nil
	}
	for i, n := range modeNames {
		if s == n {
			return Mode(i), nil
		}
	}
	return View, fmt.Errorf("mode %q: want view, play, puzzle or engine", clip(s))
}

// Attrs are a board's attributes exactly as the page wrote them.
type Attrs struct {
	Game, FEN, Orientation, Mode, Solution, Level string
	// The rest can change while a game goes on (see Controller.Load):
	// Variant (a rules preset) and Options (JSON of rules.Options) choose
	// the exact rules; Moves is the game so far from FEN (UCI, spaces);
	// Player says whose pieces the person moves in play mode (first,
	// second, both, none); Arrows (UCI moves) and Marks (points) are drawn
	// over the board; Ended is an ending the rules do not see (resigned, timeout,
	// draw); Lang is the language of the board's sentences; Controls "none"
	// hides the board's own buttons and keeps its status line to refusals;
	// Premove "on" lets the person make one move ahead while the other
	// side is to move.
	Variant, Options, Moves, Player, Arrows, Marks, Ended, Lang, Controls, Premove string
}

// Presets names the rule set the web app uses for each game: the
// traditional rules of shared/rules.
var Presets = map[rules.Game]string{
	rules.Xiangqi: "xiangqi", rules.Janggi: "janggi-traditional",
	rules.Shatar: "shatar-traditional", rules.Hiashatar: "hiashatar",
}

// DefaultLevel is the engine's strength when the level attribute is absent.
const DefaultLevel = 5

// clip shortens what a page wrote before quoting it in a message, on a
// character boundary.
func clip(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// MaxSolutionMoves bounds a puzzle's solution: a page cannot make the board
// replay a novel.
const MaxSolutionMoves = 200

// parseRules builds the rules from the game, variant and options
// attributes: a preset (variant) or the game's traditional rules, with the
// options given as JSON laid over them.
func parseRules(game, variant, options string) (*rules.Variant, error) {
	base, err := parseBase(game, variant)
	if err != nil || strings.TrimSpace(options) == "" {
		return base, err
	}
	o, err := parseOptions(base.Options, options)
	if err != nil {
		return nil, err
	}
	v, err := rules.NewVariant(base.Game, o)
	if err != nil {
		return nil, fmt.Errorf("options: %w", err)
	}
	return v, nil
}

// parseBase reads the variant attribute, or the game's when it is absent;
// both given, they must agree.
func parseBase(game, variant string) (*rules.Variant, error) {
	variant = strings.ToLower(strings.TrimSpace(variant))
	if variant == "" {
		return parseGame(game)
	}
	v, err := rules.Preset(variant)
	if err != nil {
		return nil, fmt.Errorf("variant %q: want one of %s", clip(variant), strings.Join(rules.PresetNames(), ", "))
	}
	if game = strings.ToLower(strings.TrimSpace(game)); game != "" && game != v.Game.String() {
		return nil, fmt.Errorf("variant %s is a %s rule set, not %q", variant, v.Game, clip(game))
	}
	return v, nil
}

// MaxOptionsLen bounds the options attribute.
const MaxOptionsLen = 2000

func parseGame(s string) (*rules.Variant, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		s = "xiangqi"
	}
	g, err := rules.ParseGame(s)
	if err != nil {
		return nil, fmt.Errorf("game %q: want xiangqi, janggi, shatar or hiashatar", clip(s))
	}
	v, err := rules.Preset(Presets[g])
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", g, err)
	}
	return v, nil
}

// parseOrientation reads "first" or "second"; ok is false when absent.
func parseOrientation(s string) (c rules.Color, ok bool, err error) {
	switch strings.TrimSpace(s) {
	case "":
		return rules.First, false, nil
	case "first":
		return rules.First, true, nil
	case "second":
		return rules.Second, true, nil
	}
	return rules.First, false, fmt.Errorf("orientation %q: want first or second", clip(s))
}

func parseLevel(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return DefaultLevel, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 10 {
		return DefaultLevel, fmt.Errorf("level %q: want a number from 1 to 10", clip(s))
	}
	return n, nil
}

// parseSolution replays a solution from pos (left unchanged), returning the
// legal prefix and an error naming the first bad move.
func parseSolution(pos *rules.Position, s string) ([]rules.Move, error) {
	p := pos.Clone()
	var out []rules.Move
	fields := strings.Fields(s)
	if len(fields) > MaxSolutionMoves {
		return nil, fmt.Errorf("solution: %d moves, at most %d", len(fields), MaxSolutionMoves)
	}
	for i, f := range fields {
		m, err := p.ParseMove(f)
		if err != nil {
			return out, fmt.Errorf("solution move %d %q: %s", i+1, clip(f), reason(err))
		}
		p.MakeMove(m)
		out = append(out, m)
	}
	return out, nil
}

// reason extracts the readable part of a rules error.
func reason(err error) string {
	if me, ok := err.(*rules.MoveError); ok {
		return me.Reason
	}
	return err.Error()
}
