package main

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/tutorials"
)

func TestProveLine(t *testing.T) {
	tests := []struct {
		game, fen string
		n         int
		want      string // solution | alternatives
	}{
		{"xiangqi", "3k5/9/9/3N4p/7R1/9/9/3A1K3/9/9 w - - 0 1", 2, "d7f8 i7i6 h6d6 | h6h10 h6i6"},
		{"xiangqi", "1C7/5k3/5a3/1N6r/5RP2/9/9/4K4/9/9 w - - 0 1", 2, "b7d8 f9f10 f6f8 | "},
	}
	for _, tt := range tests {
		v, _ := tutorials.PuzzleVariant(tt.game)
		pos, err := v.NewPosition(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		l, err := proveLine(pos, tt.n, 1_000_000)
		if err != nil {
			t.Fatalf("%s: %v", tt.fen, err)
		}
		got := strings.Join(moveStrings(l.moves), " ") + " | " + strings.Join(moveStrings(l.alts), " ")
		if got != tt.want {
			t.Errorf("%s: line %q, want %q", tt.fen, got, tt.want)
		}
		if pos.FEN() != tt.fen {
			t.Errorf("proveLine left the position at %s", pos.FEN())
		}
	}
}

func TestDifficulty(t *testing.T) {
	tests := []struct {
		f    features
		n    int
		want int
	}{
		{features{}, 1, 1},
		{features{quietMoves: 1}, 2, 3},
		{features{quietMoves: 3}, 3, 5},
		{features{sacrifice: true}, 2, 3},
		{features{firstTakes: true}, 3, 2},
		{features{quietMoves: 2, sacrifice: true}, 5, 5},
	}
	for _, tt := range tests {
		if got := tt.f.difficulty(tt.n); got != tt.want {
			t.Errorf("%+v mate in %d: difficulty %d, want %d", tt.f, tt.n, got, tt.want)
		}
	}
}

// TestGeneratorSeeded shows that a seed fixes the puzzles found.
func TestGeneratorSeeded(t *testing.T) {
	run := func() []tutorials.Puzzle {
		g, err := newGenerator("shatar", 3, 100_000, 1, 1)
		if err != nil {
			t.Fatal(err)
		}
		g.sparsePct = 100
		return g.run(2, time.Now().Add(time.Minute))
	}
	a, b := run(), run()
	if len(a) != 2 || !reflect.DeepEqual(a, b) {
		t.Errorf("two runs with one seed differ:\n%v\n%v", a, b)
	}
	data, err := encodeFile("shatar", a)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tutorials.ParsePuzzleFile(data); err != nil {
		t.Errorf("the written file does not load: %v", err)
	}
}
