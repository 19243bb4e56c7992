package search

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// TestCheckLimit: under xiangqi's house rule of three checks in a row with
// one piece, the engine does not give a fourth one, which loses, even when
// its opponent mates otherwise; and it still gives a fourth check that
// mates, since the mate ends the game first.
func TestCheckLimit(t *testing.T) {
	o := rules.DefaultOptions()
	o.Xiangqi.CheckRule = rules.CheckRuleThreeChecks
	house, err := rules.NewVariant(rules.Xiangqi, o)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, fen, run string
		mate           string // the mating fourth check to play; "" when none
	}{
		{"black mates unless red checks on: no fourth check", "4k4/9/9/9/9/9/9/r8/1r7/5K2R w - - 0 1",
			"i1i10 e10e9 i10i9 e9e10 i9i10 e10e9", ""},
		{"the fourth check mates: played", "9/9/5k3/5N3/2R6/9/9/5K3/9/9 w - - 0 1",
			"c6c8 f8f9 c8f8 f9e9 f8g8 e9e10", "g8g10"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := house.NewPosition(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range strings.Fields(c.run) {
				m, err := p.ParseMove(s)
				if err != nil || !p.IsLegal(m) {
					t.Fatalf("%s: %v", s, err)
				}
				p.MakeMove(m)
			}
			if c.mate != "" {
				if got := matesInOne(p); len(got) != 1 || got[0] != c.mate {
					t.Fatalf("the position's mates in one are %v, want only %s", got, c.mate)
				}
			}
			var last Info
			best := New(8).Search(p, Limits{Depth: 8}, func(in Info) { last = in })
			if c.mate != "" {
				if best.String() != c.mate || last.Mate != 1 {
					t.Errorf("played %s (mate %d), want %s, mate in 1", best, last.Mate, c.mate)
				}
				return
			}
			p.MakeMove(best)
			if p.CheckLimitBroken() {
				t.Errorf("played %s, a fourth check: %s", best, p.Outcome().Reason)
			}
		})
	}
}

// matesInOne lists the moves that mate at once.
func matesInOne(p *rules.Position) []string {
	var out []string
	for _, m := range p.LegalMoves() {
		p.MakeMove(m)
		if p.Outcome().Reason == rules.ReasonCheckmate {
			out = append(out, m.String())
		}
		p.UnmakeMove()
	}
	return out
}
