package driver

import (
	"strings"
	"testing"
)

// TestClaim: the claim is offered to the person exactly when the rules let
// the side they move claim, and claiming ends the game as a draw.
func TestClaim(t *testing.T) {
	const facing = "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1"
	const claimOn = `{"Janggi":{"BikjangClaim":true}}`
	cases := []struct {
		name  string
		attrs Attrs
		can   bool
	}{
		{"option on, facing, person to move", Attrs{Game: "janggi", Mode: "play", Options: claimOn, FEN: facing}, true},
		{"option off", Attrs{Game: "janggi", Mode: "play", FEN: facing}, false},
		{"generals apart", Attrs{Game: "janggi", Mode: "play", Options: claimOn, FEN: "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1"}, false},
		{"the engine's turn", Attrs{Game: "janggi", Mode: "engine", Orientation: "second", Options: claimOn, FEN: facing}, false},
		{"view mode", Attrs{Game: "janggi", Options: claimOn, FEN: facing}, false},
	}
	for _, c := range cases {
		ctl := New(&fakeHost{}, c.attrs)
		if ctl.Error() != "" {
			t.Fatalf("%s: %s", c.name, ctl.Error())
		}
		if got := ctl.CanClaim(); got != c.can {
			t.Errorf("%s: CanClaim %v, want %v", c.name, got, c.can)
		}
		if got := ctl.Claim(); got != c.can {
			t.Errorf("%s: Claim %v, want %v", c.name, got, c.can)
		}
		st := ctl.State()
		if c.can && (st.Status != "draw" || !strings.Contains(st.Message, "claimed the draw")) {
			t.Errorf("%s: after the claim status %q, message %q", c.name, st.Status, st.Message)
		}
		if !c.can && st.Status != "playing" {
			t.Errorf("%s: status %q after a refused claim", c.name, st.Status)
		}
	}
}
