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
				sameMoves(t, name+": quiet checks", pos, ml.Moves(), want)
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

// sameMoves fails the test unless got and want hold the same moves, in any order.
func sameMoves(t *testing.T, what string, pos *Position, got, want []Move) {
	t.Helper()
	got, want = slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))
	if !slices.Equal(got, want) {
		t.Fatalf("%s at %s: %v, want %v", what, pos.FEN(), got, want)
	}
}

// TestGenerateCapturesAgreesWithGenerateLegal checks, in random games of
// every variant and of shatar with a shorter bishop, that the captures and
// promotions are exactly the legal moves that take a piece or promote.
func TestGenerateCapturesAgreesWithGenerateLegal(t *testing.T) {
	variants := map[string]*Variant{}
	for _, name := range PresetNames() {
		variants[name] = MustPreset(name)
	}
	o := DefaultOptions()
	o.Shatar.BishopRange = 3
	short, err := NewVariant(Shatar, o)
	if err != nil {
		t.Fatal(err)
	}
	variants["shatar, bishop range 3"] = short
	for name, v := range variants {
		promotions, captures := 0, 0
		for game := range 20 {
			pos := v.StartPosition()
			for _, m := range randomGame(pos.Clone(), 200, int64(game)) {
				var want []Move
				for _, l := range pos.LegalMoves() {
					if l.MovesPiece() && (pos.At(l.To()) != Empty || l.Promotion() != NoKind) {
						want = append(want, l)
						if l.Promotion() != NoKind {
							promotions++
						}
					}
				}
				var ml MoveList
				pos.GenerateCaptures(&ml)
				sameMoves(t, name+": captures", pos, ml.Moves(), want)
				captures += len(want)
				pos.MakeMove(m)
			}
		}
		if captures < 500 || v.Game == Shatar && promotions == 0 {
			t.Errorf("%s: %d captures and %d promotions met; the test proves little", name, captures, promotions)
		}
	}
}
