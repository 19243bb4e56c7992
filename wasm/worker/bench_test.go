package worker

import (
	"testing"

	"github.com/elephant-chess/elephant/wasm/protocol"
)

// BenchmarkRun searches xiangqi middlegames (those of
// site/e2e/tests/engine-depth.test.mjs) to a fixed depth, as the engine
// worker does, and reports nodes/s. Built for js/wasm and run under Node
// it compares WASM builds (make wasm's -gcflags, README "Measured"):
//
//	GOOS=js GOARCH=wasm go test -c -o w.test ./wasm/worker
//	$(go env GOROOT)/lib/wasm/go_js_wasm_exec ./w.test -test.run '^$' -test.bench Run
func BenchmarkRun(b *testing.B) {
	fens := []string{
		"1rbakabr1/9/c1n3n1c/p3p3p/2p3p2/2P3PR1/P3P3P/1CN1C1N2/9/1RBAKAB2 w - - 16 9",
		"r1baka2r/9/1c6b/p1p1Cn2p/9/2C6/P1P1P1n1P/2N1B1Nc1/9/R1BAKA2R w - - 1 11",
		"2baka1nr/7R1/2n1b4/p1p1p1p1p/5N2c/1rP6/P3Pc2P/2C3C1N/R8/2BAKAB2 w - - 10 11",
		"2bakabnr/9/c3c4/4n1p1p/9/C1p1P4/P5P1P/4B1N2/4A4/RN1AK1B1R w - - 0 11",
	}
	var nodes uint64
	for b.Loop() {
		for i, fen := range fens {
			w := New(32, nil) // a fresh table: every iteration searches the same tree
			var last protocol.Info
			res := w.Run(protocol.Request{ID: i, Game: "xiangqi", Variant: "xiangqi", FEN: fen, Level: 10,
				Limits: protocol.Limits{Depth: 7}}, func(in protocol.Info) { last = in })
			if res.Error != "" {
				b.Fatal(res.Error)
			}
			nodes += last.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
