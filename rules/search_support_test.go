package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestGenerateQuietChecks compares the quiet checks with every legal move
// played out, in random games of every variant: the geometric shortcut must
// never drop a check.
func TestGenerateQuietChecks(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	variants := map[string]*Variant{}
	for _, name := range PresetNames() {
		variants[name] = MustPreset(name)
	}
	for i, h := range hiashatarOptionSets() {
		variants[fmt.Sprintf("hiashatar options %d", i)] = hiashatarVariant(t, h)
	}
	for name, v := range variants {
		found := 0
		for game := 0; game < 30; game++ {
			pos := v.StartPosition()
			for ply := 0; ply < 150; ply++ {
				moves := pos.LegalMoves()
				if len(moves) == 0 {
					break
				}
				var want []Move
				for _, m := range moves {
					if pos.At(m.To()) != Empty || m.Promotion() != NoKind || m.IsPass() {
						continue
					}
					pos.MakeMove(m)
					if pos.InCheck() {
						want = append(want, m)
					}
					pos.UnmakeMove()
				}
				var ml MoveList
				pos.GenerateQuietChecks(&ml)
				got := slices.Clone(ml.Moves())
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Fatalf("%s at %s: quiet checks %v, want %v", name, pos.FEN(), got, want)
				}
				found += len(want)
				pos.MakeMove(moves[rng.IntN(len(moves))])
			}
		}
		if found < 100 {
			t.Errorf("%s: only %d quiet checks met; the test proves little", name, found)
		}
	}
}
