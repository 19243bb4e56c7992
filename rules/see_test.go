package rules

import (
	"slices"
	"testing"
)

func TestSEE(t *testing.T) {
	val := func(g Game, k Kind) int { return PieceValue(g, k) }
	soldier, chariot, cannon := val(Xiangqi, Soldier), val(Xiangqi, Chariot), val(Xiangqi, Cannon)
	pawn, knight, rook := val(Shatar, Pawn), val(Shatar, Knight), val(Shatar, Chariot)
	cases := []struct {
		name, variant, fen, move string
		want                     int
	}{
		{"undefended soldier", "xiangqi", "3k5/9/9/9/p8/9/9/9/9/R3K4 w - - 0 1", "a1a6", soldier},
		{"soldier defended by a horse", "xiangqi", "3k5/9/1n7/9/p8/9/9/9/9/R3K4 w - - 0 1", "a1a6", soldier - chariot},
		{"a blocked horse leg does not defend", "xiangqi", "3k5/9/1n7/1P7/p8/9/9/9/9/R3K4 w - - 0 1", "a1a6", soldier},
		{"chariots doubled behind each other", "xiangqi", "r2k5/9/9/9/p8/9/9/9/R8/R3K4 w - - 0 1", "a2a6", soldier},
		{"a cannon recaptures over a screen", "xiangqi", "3k5/9/9/9/r8/P8/9/9/N8/C3K4 b - - 0 1", "a6a5", soldier - chariot},
		{"cannon over a screen takes a defended chariot", "xiangqi", "3k5/9/1n7/9/r8/9/9/p8/9/C3K4 w - - 0 1", "a1a6", chariot - cannon},
		{"the capture takes the cannon's screen", "xiangqi", "3k5/9/9/9/r8/P8/9/9/9/C3K4 b - - 0 1", "a6a5", soldier},
		{"pawn takes a knight defended by a pawn", "shatar", "4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", knight - pawn},
		{"rook takes a defended knight", "shatar", "4k3/8/2p5/3n4/8/8/8/3RK3 w - - 0 1", "d1d5", knight - rook},
		{"the king does not take a defended rook", "shatar", "8/8/8/3nk3/8/8/3R4/3RK3 w - - 0 1", "d2d5", knight},
		{"the king takes an undefended rook", "shatar", "8/8/8/3nk3/8/8/8/3RK3 w - - 0 1", "d1d5", knight - rook},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, c.variant, c.fen)
			m, err := p.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			before := p.FEN()
			got := p.SEE(m)
			if got != c.want {
				t.Errorf("SEE(%s) = %d, want %d", c.move, got, c.want)
			}
			if p.FEN() != before {
				t.Errorf("position changed: %s", p.FEN())
			}
		})
	}
}

func BenchmarkSEE(b *testing.B) {
	p := mustPosition(b, "xiangqi", "r2k5/9/1n7/9/p8/9/9/9/R8/R3K4 w - - 0 1")
	m, _ := p.ParseMove("a2a6")
	b.ReportAllocs()
	for b.Loop() {
		p.SEE(m)
	}
}

// TestReachesAgreesWithMoves checks the exchange's shortcut against the move
// generator: in random games of every game, for every piece and every enemy
// piece, reaches (where it answers) says what generateFrom says.
func TestReachesAgreesWithMoves(t *testing.T) {
	for _, name := range PresetNames() {
		t.Run(name, func(t *testing.T) {
			answered := 0
			for game := range 20 {
				p := MustPreset(name).StartPosition()
				for _, m := range randomGame(p.Clone(), 120, int64(game)) {
					answered += checkReaches(t, p)
					p.MakeMove(m)
				}
			}
			if answered == 0 && !MustPreset(name).zoned {
				t.Fatal("reaches answered nothing")
			}
		})
	}
}

// checkReaches compares reaches with generateFrom on every capture target of
// p and returns how many pairs reaches answered.
func checkReaches(t *testing.T, p *Position) int {
	t.Helper()
	answered := 0
	for side := First; side <= Second; side++ {
		for _, from := range p.pieces[side][:p.npieces[side]] {
			var ml MoveList
			p.generateFrom(&ml, from, side)
			for _, to := range p.pieces[side.Other()][:p.npieces[side.Other()]] {
				reach, known := p.reaches(from, to, side)
				if !known {
					continue
				}
				answered++
				if want := slices.ContainsFunc(ml.Moves(), func(m Move) bool { return m.To() == to }); reach != want {
					t.Fatalf("%s: %v on %s reaches %s: %v, the moves say %v", p.FEN(), p.board[from], from, to, reach, want)
				}
			}
		}
	}
	return answered
}

// TestShatarSEEAgreesWithoutBitboards compares the exchange evaluation that
// uses the bitboards to find attackers with the one that asks every piece,
// for every legal move of random shatar positions.
func TestShatarSEEAgreesWithoutBitboards(t *testing.T) {
	for _, name := range []string{"shatar", "shatar-traditional"} {
		v, err := NewVariant(Shatar, MustPreset(name).Options)
		if err != nil {
			t.Fatal(err)
		}
		for game := range 20 {
			p := v.StartPosition()
			for _, m := range randomGame(p.Clone(), 150, int64(game)) {
				for _, mm := range p.LegalMoves() {
					withBits := p.SEE(mm)
					v.bits = false
					without := p.SEE(mm)
					v.bits = true
					if withBits != without {
						t.Fatalf("%s: SEE(%s) = %d with bitboards, %d without", p.FEN(), mm, withBits, without)
					}
				}
				p.MakeMove(m)
			}
		}
	}
}
