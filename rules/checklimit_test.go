package rules

import (
	"slices"
	"strings"
	"testing"
)

// TestCheckRule compares xiangqi's two bans on perpetual check on the same
// moves: the Asian rules judge a repeated cycle, the Spanish text's house
// rule counts the checks in a row given with one piece.
func TestCheckRule(t *testing.T) {
	const (
		oneChariot  = "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1"
		twoChariots = "4k4/9/9/9/9/9/9/9/9/R2K4R w - - 0 1"
		// Two chariots check in turn while the general walks round d8–e9.
		alternating = "5a3/4k4/R8/9/9/9/9/9/5K3/3R5 w - - 0 1"
		altCycle    = "a8a9 e9e8 d1e1 e8d8 a9a8 d8d9 e1d1 d9e9 "
		// The chariot on i1 checks along ranks 10 and 9.
		threeChecks = "i1i10 e10e9 i10i9 e9e10 i9i10 e10e9"
	)
	type want struct {
		reason Reason
		result Result
	}
	cases := []struct {
		name, fen, moves string
		asian, house     want
	}{
		{"a fourth check with one chariot", oneChariot, threeChecks + " i10i9",
			want{ReasonNone, Ongoing}, want{ReasonCheckLimit, SecondWins}},
		{"three checks are allowed", oneChariot, threeChecks,
			want{ReasonNone, Ongoing}, want{ReasonNone, Ongoing}},
		{"the cycle repeated: the fourth check ended it already", oneChariot, threeChecks + " i10i9 e9e10 i9i10",
			want{ReasonPerpetualCheck, SecondWins}, want{ReasonCheckLimit, SecondWins}},
		{"another piece moved in between", twoChariots, threeChecks + " a1a2 e9e8 i10i8",
			want{ReasonNone, Ongoing}, want{ReasonNone, Ongoing}},
		{"another piece checked in between", twoChariots, threeChecks + " a1a9 e9e8 i10e10",
			want{ReasonNone, Ongoing}, want{ReasonNone, Ongoing}},
		{"two pieces checking in turn: a repetition", alternating, altCycle + altCycle,
			want{ReasonPerpetualCheck, SecondWins}, want{ReasonRepetition, Draw}},
	}
	house := DefaultOptions()
	house.Xiangqi.CheckRule = CheckRuleThreeChecks
	houseRules, err := NewVariant(Xiangqi, house)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, r := range []struct {
				v    *Variant
				want want
			}{{MustPreset("xiangqi"), c.asian}, {houseRules, c.house}} {
				p := playOn(t, r.v, c.fen, c.moves)
				o := p.Outcome()
				if o.Reason != r.want.reason || o.Result != r.want.result {
					t.Errorf("%v: outcome %q %v, want %q %v", r.v.Options.Xiangqi.CheckRule, o.Reason, o.Result,
						r.want.reason, r.want.result)
				}
			}
		})
	}
}

// TestCheckLimitFacts: the outcome names the side, the piece, the checks
// and the plies of the run.
func TestCheckLimitFacts(t *testing.T) {
	o := DefaultOptions()
	o.Xiangqi.CheckRule = CheckRuleThreeChecks
	v, err := NewVariant(Xiangqi, o)
	if err != nil {
		t.Fatal(err)
	}
	// A quiet move first, then four checks by the chariot that started on i1.
	p := playOn(t, v, "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1", "d1d2 e10e9 i1i9 e9e10 i9i10 e10e9 i10i9 e9e10 i9i10")
	got := p.Outcome()
	want := Outcome{Result: SecondWins, Reason: ReasonCheckLimit, Game: Xiangqi, Side: First, Piece: Chariot, Checks: 4,
		Plies: []int{2, 3, 4, 5, 6, 7, 8}}
	if got.Reason != want.Reason || got.Result != want.Result || got.Side != want.Side || got.Piece != want.Piece ||
		got.Checks != want.Checks || got.Game != want.Game || !slices.Equal(got.Plies, want.Plies) {
		t.Errorf("outcome %+v, want %+v", got, want)
	}
	if err := outcomeFacts(got, Xiangqi); err != nil {
		t.Error(err)
	}
}

func playOn(t *testing.T, v *Variant, fen, moves string) *Position {
	t.Helper()
	p, err := v.NewPosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields(moves) {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s after %s: %v", s, p.FEN(), err)
		}
		p.MakeMove(m)
	}
	return p
}
