package search

import (
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// benchSearch reports search nodes per second from a fixed position.
func benchSearch(b *testing.B, variant string, depth int) {
	pos := rules.MustPreset(variant).StartPosition()
	e := New(16)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		e.Clear()
		e.Search(pos, Limits{Depth: depth}, nil)
		nodes += e.Nodes()
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkSearchXiangqi(b *testing.B)   { benchSearch(b, "xiangqi", 8) }
func BenchmarkSearchJanggi(b *testing.B)    { benchSearch(b, "janggi", 8) }
func BenchmarkSearchShatar(b *testing.B)    { benchSearch(b, "shatar", 9) }
func BenchmarkSearchHiashatar(b *testing.B) { benchSearch(b, "hiashatar", 7) }

// shatarMiddle holds positions of shatar games against Fairy-Stockfish at
// the 12th and 24th move: where a game spends its time, unlike the start.
var shatarMiddle = []string{
	"r2jk2r/pp1n1p2/2p3p1/3p1p1p/Pb1PnB2/2NJPNPP/1PP2P2/R3K2R w - - 3 12",
	"2rj3r/p4k2/Pp2npp1/3p1p1p/1JpP1B1P/2P1P1P1/2PK1P2/R5R1 w - - 3 24",
	"r3k2r/ppp2pp1/2nbb2p/3n4/3P3P/P7/1PP1BPP1/R1BJK2R w - - 1 12",
	"4r1kr/1pp2pp1/p1nbbn1p/P6P/3P4/2P1B1P1/1PJ1BPK1/R6R w - - 9 24",
	"r2jk2r/ppp1np2/b3pnpp/3p4/P2P1P2/1PP2N1P/3NPP2/R2JKBR1 w - - 1 12",
	"1r1j3r/1bp2pk1/p3pnp1/4Nn1p/2PP1P2/R3PP1P/2JNBK2/1R6 w - - 7 24",
	"r2j3r/1ppbnkb1/p1n2ppp/3pp3/PP1P2P1/2P2N1P/R3PPB1/1NBJK2R w - - 3 12",
	"r2jr3/npp5/4bRnk/1P1p4/2P3P1/8/4PPB1/1N1JK1R1 w - - 2 24",
	"r1b1k2r/1pj1ppb1/n1p2np1/p6p/3Pp3/BPNB1N1P/P1P1JPP1/R5KR w - - 0 12",
	"r4k1r/2B1p1b1/1p3np1/p6p/3pb3/1PP4P/P3JPP1/R5KR w - - 0 24",
	"r2jk2r/pp3p2/2n1bnpp/2b1p3/3p2P1/P1N1PP1P/1PP1NKB1/R1BJ3R w - - 0 12",
	"3rk2r/4jp2/ppn2npp/3b4/1P1NNPPb/P2JK2P/1BP3B1/R6R w - - 3 24",
	"r1bjk2r/2p2p2/1pnb1npp/1N1p4/p2P4/P2J1NPP/1P2PPB1/R1B1K2R w - - 0 12",
	"2r4r/2j3k1/1nnpbppp/3p4/p2P1PP1/P1J1B2P/2RNPKB1/7R w - - 0 24",
	"r1kj3r/p1p1n1pp/1pn1pp2/3p4/3P1B2/P1PPPN1P/4KPP1/1R1J3R w - - 4 12",
	"4r2r/1kp5/ppn2p2/3p2p1/3P2P1/P1JPjN2/4K2B/5R1R w - - 0 24",
}

// BenchmarkSearchShatarMiddle searches each of shatarMiddle for 40,000
// nodes with a cleared table, as one move of a game at 100 ms would.
func BenchmarkSearchShatarMiddle(b *testing.B) {
	v := rules.MustPreset("shatar")
	var positions []*rules.Position
	for _, fen := range shatarMiddle {
		pos, err := v.NewPositionLenient(fen)
		if err != nil {
			b.Fatal(err)
		}
		positions = append(positions, pos)
	}
	e := New(16)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		for _, pos := range positions {
			e.Clear()
			e.Search(pos, Limits{Nodes: 40000}, nil)
			nodes += e.Nodes()
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// benchEvaluate reports the cost of one static evaluation of the start position.
func benchEvaluate(b *testing.B, variant string) {
	v := rules.MustPreset(variant)
	pos := v.StartPosition()
	var e evaluator
	e.setGame(v)
	b.ReportAllocs()
	for b.Loop() {
		e.evaluate(pos)
	}
}

func BenchmarkEvaluateXiangqi(b *testing.B)   { benchEvaluate(b, "xiangqi") }
func BenchmarkEvaluateJanggi(b *testing.B)    { benchEvaluate(b, "janggi") }
func BenchmarkEvaluateShatar(b *testing.B)    { benchEvaluate(b, "shatar") }
func BenchmarkEvaluateHiashatar(b *testing.B) { benchEvaluate(b, "hiashatar") }
