package driver

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// Mode says who may move on a board.
type Mode uint8

const (
	View   Mode = iota // nobody: a diagram
	Play               // the sides the player attribute gives, by hand
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

// Bounds of what a page may write into a board's attributes.
const (
	MaxOptionsLen    = 2000 // the options attribute
	MaxSolutionMoves = 200  // a puzzle's solution: a page cannot make the board replay a novel
	MaxHistoryMoves  = 2000 // the moves attribute
	MaxArrows        = 64   // the arrows a page draws over a board
)

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

// reason extracts the readable part of a rules error.
func reason(err error) string {
	var me *rules.MoveError
	if errors.As(err, &me) {
		return me.Reason
	}
	return err.Error()
}

// ParseRules builds the rules from the game, variant and options
// attributes: a preset (variant) or the game's traditional rules, with the
// options given as JSON laid over them.
func ParseRules(game, variant, options string) (*rules.Variant, error) {
	base, err := parseBase(game, variant)
	if err != nil || strings.TrimSpace(options) == "" {
		return base, err
	}
	if base.HiddenPieces {
		return nil, errors.New("options: banqi's rules are chosen by the variant attribute (banqi or banqi-hongkong)")
	}
	o, err := ParseOptions(base.Options, options)
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
	game = strings.ToLower(strings.TrimSpace(game))
	variant = strings.ToLower(strings.TrimSpace(variant))
	if variant == "" {
		if game == "" {
			game = "xiangqi"
		}
		g, err := rules.ParseAnyGame(game)
		if err != nil {
			return nil, fmt.Errorf("game %q: want xiangqi, janggi, shatar, hiashatar or banqi", clip(game))
		}
		return rules.DefaultVariant(g)
	}
	v, err := rules.AnyPreset(variant)
	if err != nil {
		known := append(rules.PresetNames(), rules.BanqiPresetNames()...)
		return nil, fmt.Errorf("variant %q: want one of %s", clip(variant), strings.Join(known, ", "))
	}
	if game != "" && game != v.Game.String() {
		return nil, fmt.Errorf("variant %s is a %s rule set, not %q", variant, v.Game, clip(game))
	}
	return v, nil
}

// OptionsJSON writes o as the options attribute and the engine worker read it.
func OptionsJSON(o rules.Options) string {
	text, _ := jsonv.Marshal(o.JSON()) // options hold no value JSON cannot
	return string(text)
}

// ParseOptions lays options, JSON of rules.Options as OptionsJSON writes
// it (names in any case), over base. Unknown fields are refused, so that a
// misspelt rule does not pass silently; errors name the option.
func ParseOptions(base rules.Options, s string) (rules.Options, error) {
	if len(s) > MaxOptionsLen {
		return base, fmt.Errorf("options: %d characters, at most %d", len(s), MaxOptionsLen)
	}
	o := base
	if err := jsonv.UnmarshalStrict([]byte(s), o.JSON()); err != nil {
		return base, fmt.Errorf("options: %w", err)
	}
	return o, nil
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

// parseLevel reads the engine's level, protocol.DefaultLevel when absent.
func parseLevel(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return protocol.DefaultLevel, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || protocol.CheckLevel(n) != nil {
		return protocol.DefaultLevel, fmt.Errorf("level %q: want a number from %d to %d", clip(s), protocol.MinLevel,
			protocol.MaxLevel)
	}
	return n, nil
}

// parsePlayer reads whose pieces the person moves in play mode.
func parsePlayer(s string) ([2]bool, error) {
	switch strings.TrimSpace(s) {
	case "", "both":
		return [2]bool{true, true}, nil
	case "first":
		return [2]bool{true, false}, nil
	case "second":
		return [2]bool{false, true}, nil
	case "none":
		return [2]bool{}, nil
	}
	return [2]bool{true, true}, fmt.Errorf("player %q: want first, second, both or none", clip(s))
}

// parseArrows reads arrows as UCI from-to pairs ("h3e3"); they need not be
// legal moves. The ones before a bad one are kept.
func parseArrows(v *rules.Variant, s string) ([]rules.Move, error) {
	var out []rules.Move
	for i, f := range strings.Fields(s) {
		if i == MaxArrows {
			return out, fmt.Errorf("arrows: at most %d", MaxArrows)
		}
		from, to, ok := v.ParseSquarePair(f)
		if !ok || from == to {
			return out, fmt.Errorf("arrows: %q is not two points of this board", clip(f))
		}
		out = append(out, rules.NewMove(from, to, rules.NoKind))
	}
	return out, nil
}

// parseMarks reads the points to mark ("e1 e2").
func parseMarks(v *rules.Variant, s string) (map[rules.Square]bool, error) {
	out := map[rules.Square]bool{}
	for _, f := range strings.Fields(s) {
		sq, err := v.ParseSquare(f)
		if err != nil || !v.OnBoard(sq) {
			return out, fmt.Errorf("marks: %q is not a point of this board", clip(f))
		}
		out[sq] = true
	}
	return out, nil
}

// endedReasons maps the ended attribute to the game's endings: the
// board's data-status words, which are also what Status reports.
var endedReasons = map[string]string{"resigned": core.Resigned, "draw": core.Agreed, "timeout": core.Timeout}

// parseEnded reads an ending decided off the board: "" for none.
func parseEnded(s string) (string, error) {
	s = strings.TrimSpace(s)
	if r, ok := endedReasons[s]; ok || s == "" {
		return r, nil
	}
	return "", fmt.Errorf("ended %q: want resigned, draw or timeout", clip(s))
}

// parsePremove reads the premove attribute: "on" lets the person premove
// while the engine or the page's opponent is to move; "" and "off" do not.
func parsePremove(s string) (bool, error) {
	switch strings.TrimSpace(s) {
	case "", "off":
		return false, nil
	case "on":
		return true, nil
	}
	return false, fmt.Errorf("premove %q: want on or off", clip(s))
}

// quiet reads the controls attribute: "none" keeps the status line to refusals.
func quiet(a Attrs) bool { return strings.TrimSpace(a.Controls) == "none" }
