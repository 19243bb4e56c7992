package tactic

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// FuzzProve: any position and line the rules accept can be put to the
// prover, which answers with a gain or an error and never panics, and
// leaves the caller's position alone.
func FuzzProve(f *testing.F) {
	f.Add("xiangqi", "6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1", "a9e9 d4d10 g10d10", 90)
	f.Add("shatar-traditional", "k7/8/8/8/8/8/r6R/4K3 w - - 0 1", "h2a2", 50)
	f.Add("janggi-traditional", "", "", 10)
	f.Fuzz(func(t *testing.T, preset, fen, line string, win int) {
		v, err := rules.Preset(preset)
		if err != nil {
			return
		}
		pos := v.StartPosition()
		if fen != "" {
			if pos, err = v.NewPosition(fen); err != nil {
				return
			}
		}
		before := pos.FEN()
		c := Claim{Start: pos, Win: win, Horizon: true}
		q := pos.Clone()
		for _, s := range strings.Fields(line) {
			m, err := q.ParseMove(s)
			if err != nil {
				return
			}
			q.MakeMove(m)
			c.Line = append(c.Line, m)
		}
		Prove(c, 20_000)
		if pos.FEN() != before {
			t.Errorf("Prove changed the caller's position to %s", pos.FEN())
		}
	})
}
