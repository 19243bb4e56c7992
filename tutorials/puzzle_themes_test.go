package tutorials

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func TestThemeFits(t *testing.T) {
	cases := []struct {
		theme string
		game  rules.Game
		want  bool
	}{
		{"flying-general", rules.Xiangqi, true},
		{"flying-general", rules.Janggi, false},
		{"palace-diagonal", rules.Janggi, true},
		{"palace-diagonal", rules.Xiangqi, false},
		{"chariot-and-advisor", rules.Xiangqi, true},
		{"chariot-and-advisor", rules.Janggi, false},
		{"chariot-and-guard", rules.Janggi, true},
		{"double-chariot", rules.Shatar, false},
		{"double-rook", rules.Hiashatar, true},
		{"wins-bers", rules.Hiashatar, false},
		{"bodyguard-zone", rules.Hiashatar, true},
		{"promotion", rules.Xiangqi, false},
		{"mate-in-3", rules.Janggi, true},
		{"quiet-move", rules.Shatar, true},
		{"trap-general", rules.Banqi, true},
		{"trap-general", rules.Xiangqi, false},
		{"cannon-jump", rules.Banqi, true},
		{"cannon-jump", rules.Janggi, false},
		{"soldier-takes-general", rules.Banqi, true},
		{"last-pieces", rules.Shatar, false},
		{"blockade", rules.Banqi, true},
		{"advisor", rules.Banqi, true},
		{"chariot-and-soldier", rules.Banqi, true},
		{"flying-general", rules.Banqi, false},
		{"double-rook", rules.Banqi, false},
	}
	for _, c := range cases {
		if got := ThemeFits(c.theme, c.game); got != c.want {
			t.Errorf("ThemeFits(%q, %s) = %v, want %v", c.theme, c.game, got, c.want)
		}
	}
}

// TestPuzzleThemeOfAnotherGame: a puzzle file naming a theme of another
// game is refused, and every puzzle of the collection passes.
func TestPuzzleThemeOfAnotherGame(t *testing.T) {
	ps, err := LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		g, _ := rules.ParseGame(p.Game)
		for _, th := range p.Themes {
			if !ThemeFits(th, g) {
				t.Errorf("%s: theme %q belongs to another game", p.ID, th)
			}
		}
	}
	const file = `{"version": 1, "game": "janggi", "puzzles": [{"id": "janggi-1", "game": "janggi",
		"fen": "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1", "side": "w", "mate": 1, "solution": ["b1b10"],
		"difficulty": 1, "themes": ["mate-in-1", "flying-general"], "source": "test"}]}`
	if _, err := ParsePuzzleFile([]byte(file)); err == nil || !strings.Contains(err.Error(), "flying-general") {
		t.Errorf("a janggi puzzle tagged flying-general: error %v", err)
	}
	if _, err := ParsePuzzleFile([]byte(strings.Replace(file, `, "flying-general"`, "", 1))); err != nil {
		t.Errorf("the same puzzle without the theme: %v", err)
	}
}
