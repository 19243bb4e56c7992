package search

import (
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// claimPos sets up fen under traditional janggi with the bikjang claim on or off.
func claimPos(t *testing.T, fen string, claim bool) *rules.Position {
	t.Helper()
	o := rules.DefaultOptions()
	o.Janggi.BikjangClaim = claim
	v, err := rules.NewVariant(rules.Janggi, o)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := v.NewPosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// TestBikjangClaim: the engine claims the draw when every other move is
// worse, keeps playing when it stands better, and, knowing the opponent
// may claim, does not open the facing to win material it cannot keep.
func TestBikjangClaim(t *testing.T) {
	cases := []struct {
		name  string
		fen   string
		claim bool
		want  string // the move played, or "" when avoid is set
		avoid string
	}{
		// Han faces two chariots with a bare general: breaking the facing
		// loses, the claim draws.
		{"losing side claims", "4k4/9/9/9/9/9/9/9/4K4/RR7 b - - 0 1", true, "e10e2", ""},
		// Han has the two chariots: it plays on.
		{"winning side does not claim", "rr2k4/9/9/9/9/9/9/9/4K4/9 b - - 0 1", true, "", "e10e2"},
		// e5c6 takes the chariot but opens the e-file: han would claim a
		// draw. Cho, a chariot and a horse up otherwise, keeps the game.
		{"no capture that lets the opponent claim", "4k4/9/9/9/2r6/4N4/9/9/4K4/R8 w - - 0 1", true, "", "e5c6"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := claimPos(t, c.fen, c.claim)
			var last Info
			best := New(8).Search(pos, Limits{Depth: 6}, func(in Info) { last = in })
			if c.want != "" && best.String() != c.want || c.avoid != "" && best.String() == c.avoid {
				t.Errorf("played %s (score %d, pv %v); want %q, avoid %q", best, last.Score, last.PV, c.want, c.avoid)
			}
		})
	}
}

// TestBikjangClaimValue: the capture that opens the facing is worth a draw
// when the opponent may claim one, and keeps its gain when it may not.
func TestBikjangClaimValue(t *testing.T) {
	const fen = "4k4/9/9/9/2r6/4N4/9/9/4K4/R8 w - - 0 1"
	for _, claim := range []bool{true, false} {
		pos := claimPos(t, fen, claim)
		m, err := pos.ParseMove("e5c6")
		if err != nil {
			t.Fatal(err)
		}
		var last Info
		New(8).Search(pos, Limits{Depth: 6, SearchMoves: []rules.Move{m}}, func(in Info) { last = in })
		won := last.Mate > 0 || last.Mate == 0 && last.Score >= 500
		if won == claim {
			t.Errorf("claim %v: e5c6 scored %d (mate %d); want a win only without the claim", claim, last.Score, last.Mate)
		}
	}
}
