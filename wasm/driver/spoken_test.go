package driver

import (
	"strings"
	"testing"
)

// TestSpokenInBoardLanguage: what a board says to screen readers, and its
// accessible name, come in the board's language.
func TestSpokenInBoardLanguage(t *testing.T) {
	tests := []struct {
		lang, game, fen string
		moves           [][2]string
		want            string // the last sentence said starts with it
	}{
		{"en", "xiangqi", "", [][2]string{{"h3", "h10"}}, "red cannon h3 to h10, takes black horse"},
		{"es", "xiangqi", "", [][2]string{{"h3", "h10"}}, "cañón de las rojas de h3 a h10, captura caballo de las negras"},
		{"es", "shatar", "", [][2]string{{"d2", "d4"}}, "peón de las blancas de d2 a d4"},
		{"es", "janggi", "4k4/9/2N6/9/9/9/9/3R1R3/3K5/9 b", [][2]string{{"e10", "e10"}}, "han pasa"},
		{"es", "xiangqi", "3k5/9/9/9/9/9/9/9/4R4/4K4 w", [][2]string{{"e2", "d2"}}, "carro de las rojas de e2 a d2. Jaque mate"},
		{"es", "xiangqi", "3k5/9/9/9/9/9/9/9/8R/5K3 w", [][2]string{{"i2", "d2"}}, "carro de las rojas de i2 a d2, jaque"},
	}
	for _, tt := range tests {
		c := New(&fakeHost{}, Attrs{Game: tt.game, FEN: tt.fen, Mode: "play", Lang: tt.lang})
		for _, m := range tt.moves {
			click(t, c, m[0])
			click(t, c, m[1])
		}
		_, said := c.TakeEvents()
		if len(said) == 0 || !strings.HasPrefix(said[len(said)-1], tt.want) {
			t.Errorf("%s %s %v: said %q, want %q…", tt.lang, tt.game, tt.moves, said, tt.want)
		}
	}
}

func TestKeyboardSpokenSpanish(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Game: "xiangqi", Mode: "play", Lang: "es"})
	if got := c.State().Label; got != "tablero de xiangqi, turno de las rojas" {
		t.Errorf("label %q", got)
	}
	c.Key("Enter") // the cursor starts on the general
	c.Key("ArrowUp")
	_, said := c.TakeEvents()
	want := []string{"Pieza elegida: general de las rojas en e1; 1 jugada legal", "e2, destino legal"}
	if strings.Join(said, "|") != strings.Join(want, "|") {
		t.Errorf("said %q, want %q", said, want)
	}
	for _, s := range c.State().Squares {
		if s.Name == "e1" && s.Label != "general de las rojas en e1" || s.Name == "e2" && s.Label != "e2" {
			t.Errorf("square %s labelled %q", s.Name, s.Label)
		}
	}
}

// TestSolutionNotation: a shown solution is written in the move list's
// default notation for the game and language, never in UCI.
func TestSolutionNotation(t *testing.T) {
	tests := []struct {
		lang, game, fen, solution, want string
	}{
		{"en", "janggi", janggiMate2, "i6f6 f9e9 b8f8", "The solution: 59차56장군 26장25 32차36장군."},
		{"en", "xiangqi", "3k5/9/9/9/9/9/9/9/4R4/4K4 w", "e2d2", "The solution: R5=6."},
		{"es", "xiangqi", "3k5/9/9/9/9/9/9/9/4R4/4K4 w", "e2d2", "La solución: R5 h6."},
		{"en", "shatar", "", "d2d4 d7d5", "The solution: d4 d5."},
	}
	for _, tt := range tests {
		h := &fakeHost{}
		c := New(h, Attrs{Game: tt.game, FEN: tt.fen, Mode: "puzzle", Solution: tt.solution, Lang: tt.lang})
		if c.Fatal() {
			t.Fatalf("%s: %s", tt.game, c.Error())
		}
		c.ShowSolution()
		h.flush()
		if got := c.State().Message; got != tt.want {
			t.Errorf("%s %s: message %q, want %q (%s)", tt.lang, tt.game, got, tt.want, c.Error())
		}
	}
}
