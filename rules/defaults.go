package rules

import (
	"fmt"
	"slices"
)

// defaultPresets names the rule set each game is played by unless a player
// chooses otherwise: the traditional rules of shared/rules.
var defaultPresets = [...]string{Xiangqi: "xiangqi", Janggi: "janggi-traditional", Shatar: "shatar-traditional",
	Hiashatar: "hiashatar", Banqi: "banqi"}

// DefaultPreset names the traditional rule set of game g, "" for a game
// the package does not know.
func DefaultPreset(g Game) string {
	if int(g) < len(defaultPresets) {
		return defaultPresets[g]
	}
	return ""
}

// ParseAnyGame reads the name of any game, banqi included (ParseGame
// leaves banqi out).
func ParseAnyGame(s string) (Game, error) {
	if i := slices.Index(gameNames[:], s); i >= 0 {
		return Game(i), nil
	}
	return 0, fmt.Errorf("unknown game %q (want xiangqi, janggi, shatar, hiashatar or banqi)", s)
}

// AnyPreset returns a named rule set of any game: a name of PresetNames or
// of BanqiPresetNames.
func AnyPreset(name string) (*Variant, error) {
	if slices.Contains(BanqiPresetNames(), name) {
		return BanqiPreset(name)
	}
	return Preset(name)
}

// DefaultVariant returns game g under its traditional rules (DefaultPreset).
func DefaultVariant(g Game) (*Variant, error) { return AnyPreset(DefaultPreset(g)) }

// SetupStart is the start position with each side's arrangement, for a
// game with Setups; "" for another game.
func (v *Variant) SetupStart(first, second JanggiSetup) string {
	if v.Setups == nil {
		return ""
	}
	return JanggiStartFEN(first, second)
}

// SetupsOf finds the arrangements a start position shows, when it is one
// of the game's setup starts.
func (v *Variant) SetupsOf(fen string) (first, second JanggiSetup, ok bool) {
	for _, a := range v.Setups {
		for _, b := range v.Setups {
			if fen == JanggiStartFEN(a, b) {
				return a, b, true
			}
		}
	}
	return 0, 0, false
}

// GameOptions lists the options of game g's rules, in schema order.
func GameOptions(g Game) []OptionSpec {
	var out []OptionSpec
	for _, s := range OptionSchema() {
		if s.Game == g {
			out = append(out, s)
		}
	}
	return out
}
