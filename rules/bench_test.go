package rules

import "testing"

// benchPerft reports leaf nodes per second of a perft with bulk counting.
func benchPerft(b *testing.B, variant, fen string, depth int) {
	pos, err := MustPreset(variant).NewPosition(fen)
	if err != nil {
		b.Fatal(err)
	}
	var leaves uint64
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		leaves += pos.Perft(depth)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkPerftXiangqi5(b *testing.B) {
	benchPerft(b, "xiangqi", MustPreset("xiangqi").StartFEN, 5)
}

func BenchmarkPerftJanggi5(b *testing.B) {
	benchPerft(b, "janggi", MustPreset("janggi").StartFEN, 5)
}

func BenchmarkPerftShatar5(b *testing.B) {
	benchPerft(b, "shatar", MustPreset("shatar").StartFEN, 5)
}

func BenchmarkPerftHiashatar4(b *testing.B) {
	benchPerft(b, "hiashatar", MustPreset("hiashatar").StartFEN, 4)
}
