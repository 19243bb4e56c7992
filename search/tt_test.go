package search

import (
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func TestTableKeepsEvaluation(t *testing.T) {
	cases := []struct {
		name        string
		score, eval int
		depth       int
		bd          bound
	}{
		{"a quiet node", 35, -12, 7, boundExact},
		{"a node in check has no evaluation", -200, noScore, 3, boundUpper},
		{"a mate score", scoreMate - 5, 150, 12, boundLower},
		{"the largest evaluation", 0, maxEvalAbs, 1, boundExact},
		{"the smallest evaluation", 0, -maxEvalAbs, 1, boundExact},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tt := newTable(1)
			key := uint64(0x9E3779B97F4A7C15) * uint64(i+1)
			m := rules.NewMove(rules.SquareAt(1, 2), rules.SquareAt(1, 5), rules.NoKind)
			tt.store(key, m, c.score, c.eval, c.depth, c.bd)
			hit, ok := tt.probe(key)
			if !ok {
				t.Fatal("stored entry not found")
			}
			if hit.move != m || hit.score != c.score || hit.eval != c.eval || hit.depth != c.depth || hit.bound != c.bd {
				t.Errorf("probe = %+v, want move %v score %d eval %d depth %d bound %d", hit, m, c.score, c.eval, c.depth, c.bd)
			}
			// A key that shares the bucket and the low bits but differs
			// above them is another position.
			if _, ok := tt.probe(key ^ 1<<40); ok {
				t.Error("a different key matched the entry")
			}
		})
	}
}

func TestHistorySlotsAreDistinct(t *testing.T) {
	for _, name := range []string{"xiangqi", "janggi", "shatar", "hiashatar"} {
		v := rules.MustPreset(name)
		var h histories
		h.setGame(v)
		seen := map[cell]rules.Piece{}
		for k := rules.Kind(1); k < 32; k++ {
			if v.Kind(k).Letter == 0 {
				continue
			}
			for c := rules.First; c <= rules.Second; c++ {
				pc := rules.MakePiece(k, c)
				for f := 0; f < v.Files; f++ {
					for r := 0; r < v.Ranks; r++ {
						pt := h.cellFor(pc, rules.SquareAt(f, r))
						if other, dup := seen[pt]; dup {
							t.Fatalf("%s: %v and %v share history cell %d", name, pc, other, pt)
						}
						if pt >= noCell {
							t.Fatalf("%s: cell %d out of range", name, pt)
						}
						seen[pt] = pc
					}
				}
			}
		}
	}
}
