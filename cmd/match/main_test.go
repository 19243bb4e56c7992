package main

import (
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

func TestElo(t *testing.T) {
	cases := []struct {
		w, d, l   int
		elo       float64
		hasMargin bool
	}{
		{10, 0, 10, 0, true},
		{7, 6, 7, 0, true},
		{15, 0, 5, 190.8, true},
		{5, 0, 15, -190.8, true},
	}
	for _, c := range cases {
		elo, margin := eloWithError(c.w, c.d, c.l)
		if math.Abs(elo-c.elo) > 0.5 || c.hasMargin && margin <= 0 {
			t.Errorf("%d-%d-%d: %.1f +/- %.1f, want %.1f", c.w, c.l, c.d, elo, margin, c.elo)
		}
	}
}

func TestOpeningsAreLegal(t *testing.T) {
	for _, name := range []string{"xiangqi", "janggi", "shatar", "hiashatar"} {
		ops, err := openings(rules.MustPreset(name))
		if err != nil || len(ops) < 6 {
			t.Errorf("%s: %d openings, %v", name, len(ops), err)
		}
	}
}

func TestSelfPlayGame(t *testing.T) {
	v := rules.MustPreset("shatar")
	a, b := newLocal(2, 0), newLocal(1, 0)
	r := playGame(v, []string{"g1f3", "g8f6"}, a, b, 5*time.Millisecond, 40)
	if len(r.moves) < 3 || r.reason == "" {
		t.Errorf("game: %+v", r)
	}
}

// Node budgets vary by up to an eighth, and do vary, so that games bounded
// by nodes differ from one another.
func TestJitter(t *testing.T) {
	seen := map[uint64]bool{}
	for range 200 {
		n := jitter(80000)
		if n < 70000 || n > 90000 {
			t.Fatalf("jitter(80000) = %d", n)
		}
		seen[n] = true
	}
	if len(seen) < 50 {
		t.Errorf("only %d budgets in 200 draws", len(seen))
	}
}

func TestFSFBinary(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "fsf")
	if err := os.WriteFile(exe, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		named, want string
		ok          bool
	}{
		{"wasm", "wasm", true},
		{exe, exe, true},
		{filepath.Join(t.TempDir(), "missing"), "", false},
	} {
		got, err := fsfBinary(c.named)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("fsfBinary(%q) = %q, %v; want %q (ok %v)", c.named, got, err, c.want, c.ok)
		}
	}
}
