package tutorials

import (
	"slices"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

var (
	chineseFamily   = []rules.Game{rules.Xiangqi, rules.Janggi, rules.Banqi}
	mongolianFamily = []rules.Game{rules.Shatar, rules.Hiashatar}
)

// themeGames names the games a game-specific puzzle theme, or a word of
// one, belongs to. A whole theme is looked up first, then each of its
// words ("double-chariot": "chariot"); what is not listed fits every game.
// Facing generals are a rule only in xiangqi (the flying general); in
// janggi they are bikjang, a legal position that guards nothing. Banqi
// plays with the xiangqi pieces, so their names fit it too.
var themeGames = map[string][]rules.Game{
	"flying-general":  {rules.Xiangqi},
	"palace-diagonal": {rules.Janggi},
	"bodyguard-zone":  {rules.Hiashatar},
	"promotion":       mongolianFamily,
	// Banqi's themes, for its puzzles with every piece face up.
	"last-pieces":           {rules.Banqi}, // the defender loses its last pieces
	"blockade":              {rules.Banqi}, // the defender keeps pieces, none with an action
	"trap-general":          {rules.Banqi}, // the defender's general is caught, taken or blocked
	"cannon-jump":           {rules.Banqi}, // a capture by the cannon's jump
	"soldier-takes-general": {rules.Banqi}, // a soldier takes the general, its one prey above it
	"advisor":               {rules.Xiangqi, rules.Banqi},
	"guard":                 {rules.Janggi},
	"general":               chineseFamily,
	"chariot":               chineseFamily,
	"cannon":                chineseFamily,
	"horse":                 chineseFamily,
	"elephant":              chineseFamily,
	"soldier":               chineseFamily,
	"bers":                  {rules.Shatar},
	"queen":                 {rules.Hiashatar},
	"bodyguard":             {rules.Hiashatar},
	"king":                  mongolianFamily,
	"rook":                  mongolianFamily,
	"knight":                mongolianFamily,
	"bishop":                mongolianFamily,
	"pawn":                  mongolianFamily,
}

// ThemeFits reports whether a puzzle theme can belong to a puzzle of game g.
func ThemeFits(theme string, g rules.Game) bool {
	if games, ok := themeGames[theme]; ok {
		return slices.Contains(games, g)
	}
	for _, w := range strings.Split(theme, "-") {
		if games, ok := themeGames[w]; ok && !slices.Contains(games, g) {
			return false
		}
	}
	return true
}
