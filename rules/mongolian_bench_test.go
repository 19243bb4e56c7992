package rules

import "testing"

// BenchmarkPerftShatarTraditional5 measures the traditional rules, whose
// knight-mate ban plays out every knight check, from the position after the
// forced opening moves.
func BenchmarkPerftShatarTraditional5(b *testing.B) {
	benchPerft(b, "shatar-traditional", "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1", 5)
}

// BenchmarkPerftHiashatarZones measures a middlegame with bodyguards in play.
func BenchmarkPerftHiashatarZones(b *testing.B) {
	benchPerft(b, "hiashatar", "2r1kqgbn1/pp3Nppp1/n9/10/10/1P3g4/9p/4P4P/P4KPP1P/R2G1QGBNR w - - 0 1", 3)
}

// BenchmarkSANShatar writes and reads back every legal move of a position.
func BenchmarkSANShatar(b *testing.B) {
	p := MustPreset("shatar").StartPosition()
	moves := p.LegalMoves()
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			if _, err := p.ParseSAN(p.SAN(m)); err != nil {
				b.Fatal(err)
			}
		}
	}
}
