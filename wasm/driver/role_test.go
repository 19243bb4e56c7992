package driver

import (
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// TestRoles: what each mode makes of the same position, red to move.
func TestRoles(t *testing.T) {
	tests := []struct {
		name      string
		attrs     Attrs
		mayMove   bool
		why       string // whyNot's text: the mode's reason, else the turn's
		premover  rules.Color
		premoveOK bool
	}{
		{"view", Attrs{Game: "xiangqi"}, false, "This board is for viewing only.", 0, false},
		{"play, both sides", Attrs{Game: "xiangqi", Mode: "play"}, true, "It is red's turn.", 0, false},
		{"play, black's player", Attrs{Game: "xiangqi", Mode: "play", Player: "second", Premove: "on"}, false, "It is red's turn.", rules.Second, true},
		{"play, nobody's", Attrs{Game: "xiangqi", Mode: "play", Player: "none"}, false, "You do not play red here.", 0, false},
		{"engine, the person red", Attrs{Game: "xiangqi", Mode: "engine", Premove: "on"}, true, "It is red's turn.", rules.First, false},
		{"puzzle", Attrs{Game: "xiangqi", Mode: "puzzle", Solution: "h3e3"}, true, "It is red's turn.", 0, false},
		{"puzzle without a line", Attrs{Game: "xiangqi", Mode: "puzzle"}, false, "This puzzle has no solution to play.", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New(&fakeHost{}, tt.attrs)
			side, ok := c.premover()
			if c.canMove() != tt.mayMove || side != tt.premover || ok != tt.premoveOK {
				t.Errorf("may move %v, premover %v %v; want %v, %v %v", c.canMove(), side, ok, tt.mayMove, tt.premover, tt.premoveOK)
			}
			if c.whyNot() != tt.why {
				t.Errorf("why not %q, want %q", c.whyNot(), tt.why)
			}
		})
	}
}
