package rules

import "testing"

// benchBanqiPerft reports leaves per second of BanqiView.Perft (flips and
// blind captures expanded over the distinct hidden pieces).
func benchBanqiPerft(b *testing.B, fen string, depth int) {
	v, err := BanqiPreset("banqi")
	if err != nil {
		b.Fatal(err)
	}
	view, err := ParseBanqi(v, fen)
	if err != nil {
		b.Fatal(err)
	}
	var leaves uint64
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		leaves += view.Perft(depth)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkPerftBanqiStart3(b *testing.B) {
	benchBanqiPerft(b, "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1", 3)
}

func BenchmarkPerftBanqiMiddle4(b *testing.B) {
	benchBanqiPerft(b, "x1C1x1p1/xK1rx1a1/1xP2x1N/x2c1b1x w ARNPbrnp 8 14", 4)
}

// BenchmarkBanqiGenerate measures one action generation of a middle game.
func BenchmarkBanqiGenerate(b *testing.B) {
	v, err := BanqiPreset("banqi")
	if err != nil {
		b.Fatal(err)
	}
	view, err := ParseBanqi(v, "x1C1x1p1/xK1rx1a1/1xP2x1N/x2c1b1x w ARNPbrnp 8 14")
	if err != nil {
		b.Fatal(err)
	}
	var ml MoveList
	b.ReportAllocs()
	for b.Loop() {
		view.GenerateLegal(&ml)
	}
}
