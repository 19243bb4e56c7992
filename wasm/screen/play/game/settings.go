// Package game is the play page's controller: one game against the engine
// or between two players on one device, with its settings, moves,
// takebacks, review cursor, hints, analysis, resignation and draw offers,
// the board's turn, the clocks (clock.go, timing.go), the explained end of
// the game, and saving to local storage. It is plain Go: the browser reaches it through the
// Storage and Engine interfaces and reads what to draw from View, so it is
// tested natively.
package game

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
)

// Settings choose a game: which one, who plays which side, the engine's
// level and the rules. They are saved with the game.
type Settings struct {
	Game  string `json:"game"`  // xiangqi, janggi, shatar, hiashatar
	Human string `json:"human"` // "first" or "second"
	Level int    `json:"level"` // 1–10
	// Custom is false for "just play": the traditional rules, ignoring Options.
	Custom  bool          `json:"custom"`
	Options rules.Options `json:"options"`
	// Cho and Han are janggi's setups ("NBBN", "BNNB", "NBNB", "BNBN").
	Cho string `json:"cho,omitempty"`
	Han string `json:"han,omitempty"`
	// FEN is a start position other than the game's own (an imported game).
	FEN string `json:"fen,omitempty"`
	// Notation: "wxf", "spanish", "chinese" or "uci" (xiangqi), "korean" or
	// "uci" (janggi), "san" or "uci" (shatar, hiashatar); "" is the game's
	// default in the page's language (DefaultNotation).
	Notation string `json:"notation,omitempty"`
	// Opponent: "engine" ("" reads as it) or "friend", two players taking
	// turns on one device; AutoFlip then turns the board to the side to move.
	Opponent string `json:"opponent,omitempty"`
	AutoFlip bool   `json:"autoflip,omitempty"`
	// Clock is the time control; the zero value plays without a clock.
	Clock TimeControl `json:"clock,omitempty"`
}

// json binds the settings; the clock is always written (omitempty leaves
// no struct out).
func (s *Settings) json() jsonv.Object {
	return jsonv.Fields("game", &s.Game, "human", &s.Human, "level", &s.Level, "custom", &s.Custom,
		"options", s.Options.JSON(), "cho,omitempty", &s.Cho, "han,omitempty", &s.Han, "fen,omitempty", &s.FEN,
		"notation,omitempty", &s.Notation, "opponent,omitempty", &s.Opponent, "autoflip,omitempty", &s.AutoFlip,
		"clock", s.Clock.json())
}

// Opponents.
const (
	OpponentEngine = "engine"
	OpponentFriend = "friend"
)

// friend reports a game between two players on one device.
func (s Settings) friend() bool { return s.Opponent == OpponentFriend }

// Notations lists the move-list notations each game offers, default first.
var Notations = map[rules.Game][]string{
	rules.Xiangqi:   {"wxf", "spanish", "chinese", "uci"},
	rules.Janggi:    {"korean", "uci"},
	rules.Shatar:    {"san", "uci"},
	rules.Hiashatar: {"san", "uci"},
}

// DefaultNotation is the move list's notation for game g when the page is
// in language l: Spanish notation for xiangqi in Spanish, else the game's first.
func DefaultNotation(g rules.Game, l i18n.Lang) string {
	if g == rules.Xiangqi && l == i18n.Spanish {
		return "spanish"
	}
	if list := Notations[g]; len(list) > 0 {
		return list[0]
	}
	return "uci"
}

// DefaultLevel is the engine's level for a new player.
const DefaultLevel = 3

// Defaults returns "just play" settings for a game: the human moves first,
// traditional rules, the usual janggi setup.
func Defaults(g rules.Game) Settings {
	s := Settings{Game: g.String(), Human: "first", Level: DefaultLevel, Options: rules.DefaultOptions()}
	if g == rules.Janggi {
		s.Cho, s.Han = rules.SetupNBBN.String(), rules.SetupNBBN.String()
	}
	return s
}

// humanColor is the side the human plays.
func (s Settings) humanColor() rules.Color {
	if s.Human == "second" {
		return rules.Second
	}
	return rules.First
}

// game reads the game name.
func (s Settings) game() (rules.Game, error) { return rules.ParseGame(s.Game) }

// Validate checks every field and fills in defaults for empty ones.
func (s *Settings) Validate() error {
	g, err := s.game()
	if err != nil {
		return err
	}
	switch s.Human {
	case "":
		s.Human = "first"
	case "first", "second":
	default:
		return fmt.Errorf("side %q: want first or second", s.Human)
	}
	switch s.Opponent {
	case "", OpponentEngine:
		s.Opponent = OpponentEngine
	case OpponentFriend:
	default:
		return fmt.Errorf("opponent %q: want engine or friend", s.Opponent)
	}
	if err := s.Clock.Validate(); err != nil {
		return err
	}
	if s.Level == 0 {
		s.Level = DefaultLevel
	}
	if s.Level < 1 || s.Level > 10 {
		return fmt.Errorf("level %d: want 1 to 10", s.Level)
	}
	if !s.Custom {
		s.Options = rules.DefaultOptions()
	}
	if g == rules.Janggi {
		if err := s.validSetups(); err != nil {
			return err
		}
	}
	if s.Notation == "" || !contains(Notations[g], s.Notation) {
		s.Notation = Notations[g][0]
	}
	_, err = s.Variant()
	return err
}

func (s *Settings) validSetups() error {
	for _, p := range []*string{&s.Cho, &s.Han} {
		if *p == "" {
			*p = rules.SetupNBBN.String()
		}
		if _, err := rules.ParseJanggiSetup(*p); err != nil {
			return err
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Variant builds the game with the settings' rules.
func (s Settings) Variant() (*rules.Variant, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	o := s.Options
	if !s.Custom {
		o = rules.DefaultOptions()
	}
	v, err := rules.NewVariant(g, o)
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	return v, nil
}

// StartFEN is the game's start position under these settings.
func (s Settings) StartFEN(v *rules.Variant) string {
	if s.FEN != "" {
		return s.FEN
	}
	if v.Game == rules.Janggi {
		cho, _ := rules.ParseJanggiSetup(s.Cho)
		han, _ := rules.ParseJanggiSetup(s.Han)
		return rules.JanggiStartFEN(cho, han)
	}
	return v.StartFEN
}

// EnginePreset names the rules preset the engine worker should load: the
// one whose options equal the game's, or else the game's traditional one
// (then the controller checks each engine move against its own rules).
func EnginePreset(v *rules.Variant) (name string, exact bool) {
	for _, n := range rules.PresetNames() {
		p, err := rules.Preset(n)
		if err != nil || p.Game != v.Game {
			continue
		}
		if gamePart(p.Game, p.Options) == gamePart(v.Game, v.Options) {
			return n, true
		}
	}
	fallback := map[rules.Game]string{rules.Xiangqi: "xiangqi", rules.Janggi: "janggi-traditional",
		rules.Shatar: "shatar-traditional", rules.Hiashatar: "hiashatar"}
	return fallback[v.Game], false
}

// gamePart is the part of the options a game reads, a comparable struct.
func gamePart(g rules.Game, o rules.Options) any {
	switch g {
	case rules.Xiangqi:
		return o.Xiangqi
	case rules.Janggi:
		return o.Janggi
	case rules.Shatar:
		return o.Shatar
	}
	return o.Hiashatar
}

// Describe lists the rule choices that differ from the traditional ones,
// for the game's heading; "" for traditional rules.
func (s Settings) Describe() string {
	if !s.Custom {
		return ""
	}
	g, err := s.game()
	if err != nil {
		return ""
	}
	d := rules.DefaultOptions()
	if gamePart(g, d) == gamePart(g, s.Options) {
		return ""
	}
	return strings.Trim(fmt.Sprintf("%+v", gamePart(g, s.Options)), "{}")
}
