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
