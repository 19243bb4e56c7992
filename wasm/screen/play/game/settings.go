// Package game is the play page's controller: one game against the engine
// or between two players on one device, with its settings, moves,
// takebacks, review cursor, hints, analysis, resignation and draw offers,
// the board's turn, the clocks (clock.go, timing.go), the explained end of
// the game, and saving to local storage. It is plain Go: the browser reaches it through the
// Store (package browser) and Engine interfaces and reads what to draw from View, so it is
// tested natively.
package game

import (
	"fmt"
	"slices"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/protocol"
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
	// Notation is one of the variant's Notations; "" is the game's default
	// in the page's language (driver.DefaultNotation).
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

// DefaultLevel is the engine's level for a new player of /play/, banqi
// included: gentler than a board's (protocol.DefaultLevel).
const DefaultLevel = 3

// Defaults returns "just play" settings for a game: the human moves first,
// traditional rules, the usual setup where each side chooses one.
func Defaults(g rules.Game) Settings {
	s := Settings{Game: g.String(), Human: "first", Level: DefaultLevel, Options: rules.DefaultOptions()}
	if v, err := rules.DefaultVariant(g); err == nil && v.Setups != nil {
		s.Cho, s.Han = v.Setups[0].String(), v.Setups[0].String()
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
	if err := protocol.CheckLevel(s.Level); err != nil {
		return err
	}
	if !s.Custom {
		s.Options = rules.DefaultOptions()
	}
	v, err := s.Variant()
	if err != nil {
		return err
	}
	if v.Setups != nil {
		if err := s.validSetups(); err != nil {
			return err
		}
	}
	if notations := v.Notations(); !slices.Contains(notations, s.Notation) {
		s.Notation = notations[0]
	}
	return nil
}

func (s *Settings) validSetups() error {
	for _, p := range []*string{&s.Cho, &s.Han} {
		if *p == "" {
			*p = rules.SetupNBBN.String() // the usual start
		}
		if _, err := rules.ParseJanggiSetup(*p); err != nil {
			return err
		}
	}
	return nil
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

// StartFEN is the game's start position under these settings: each
// side's setup where the game has them.
func (s Settings) StartFEN(v *rules.Variant) string {
	if s.FEN != "" {
		return s.FEN
	}
	if v.Setups != nil {
		cho, _ := rules.ParseJanggiSetup(s.Cho)
		han, _ := rules.ParseJanggiSetup(s.Han)
		return v.SetupStart(cho, han)
	}
	return v.StartFEN
}
