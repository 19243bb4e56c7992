package driver

import (
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

// TestViewGame: every game of the rules has a board of the view.
func TestViewGame(t *testing.T) {
	want := map[rules.Game]view.Game{rules.Xiangqi: view.Xiangqi, rules.Janggi: view.Janggi,
		rules.Shatar: view.Shatar, rules.Hiashatar: view.Hiashatar, rules.Banqi: view.Banqi}
	for g := rules.Xiangqi; g <= rules.Banqi; g++ {
		if got := ViewGame(g); got != want[g] {
			t.Errorf("%s draws the board %q", g, got)
		}
	}
}

// TestTrayLabel: the tray's one sentence, in the board's language, names
// the pieces left face down and leaves out the kinds none of which is.
func TestTrayLabel(t *testing.T) {
	tests := []struct {
		lang   i18n.Lang
		hidden []view.Count
		label  string
	}{
		{i18n.English, []view.Count{{Piece: 'K', N: 1}, {Piece: 'R', N: 1}, {Piece: 'k', N: 0}, {Piece: 'p', N: 5}},
			"Face down: red general: 1, red chariot: 1, black soldier: 5"},
		{i18n.Spanish, []view.Count{{Piece: 'p', N: 2}}, "Boca abajo: soldado de las negras: 2"},
		{i18n.English, []view.Count{{Piece: 'K', N: 0}}, "No piece is face down."},
		{i18n.English, nil, ""},
	}
	for _, tt := range tests {
		if got := trayLabel(tt.lang, rules.Banqi, tt.hidden); got != tt.label {
			t.Errorf("%v: %q, want %q", tt.hidden, got, tt.label)
		}
	}
}
