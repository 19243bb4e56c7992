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

// TestLegalMoveAgreesWithGenerateLegal asks LegalMove about the moves of
// each position of random games, the moves of the position before (what a
// table keyed by a colliding hash could offer) and random squares: it must
// accept exactly the piece moves GenerateLegal lists.
func TestLegalMoveAgreesWithGenerateLegal(t *testing.T) {
	for _, name := range PresetNames() {
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, 11))
			var scratch MoveList
			for game := range 10 {
				p := MustPreset(name).StartPosition()
				var before []Move
				for _, m := range randomGame(p.Clone(), 120, int64(game)) {
					legal := p.LegalMoves()
					asked := append(slices.Clone(legal), before...)
					for range 8 {
						asked = append(asked, NewMove(Square(rng.IntN(256)), Square(rng.IntN(256)), NoKind))
					}
					for _, q := range asked {
						want := q.MovesPiece() && slices.Contains(legal, q)
						if got := p.LegalMove(q, &scratch); got != want {
							t.Fatalf("%s: LegalMove(%v) = %v, want %v", p.FEN(), q, got, want)
						}
					}
					before = legal
					p.MakeMove(m)
				}
			}
		})
	}
}
