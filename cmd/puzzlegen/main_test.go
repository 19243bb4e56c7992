package main

import (
	"reflect"
	"slices"
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

// TestDescribeTactic names the pattern of a tactic from its line.
func TestDescribeTactic(t *testing.T) {
	tests := []struct {
		name, fen, line string
		want            []string // themes that must be there
		not             []string // and themes that must not
	}{
		{"a horse fork with check", "rn1akab2/2c6/6n2/pCp1C1N1p/2b6/3R2P2/P1P1P3P/7r1/9/1NBAKAB1R w - - 0 1",
			"g7e8 g8e7 e8c9", []string{"fork", "horse-fork", "check", "wins-cannon"}, []string{"quiet-move"}},
		{"a quiet chariot move", "6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1",
			"a9e9 d4d10 g10d10", []string{"quiet-move", "wins-chariot"}, []string{"fork", "check"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, _ := tutorials.PuzzleVariant("xiangqi")
			pos, err := v.NewPosition(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			var l line
			q := pos.Clone()
			for _, s := range strings.Fields(tt.line) {
				m, err := q.ParseMove(s)
				if err != nil {
					t.Fatal(err)
				}
				q.MakeMove(m)
				l.moves = append(l.moves, m)
			}
			themes := describeTactic(pos, l).themes(v.Game, 2)
			for _, w := range tt.want {
				if !slices.Contains(themes, w) {
					t.Errorf("themes %v lack %q", themes, w)
				}
			}
			for _, w := range tt.not {
				if slices.Contains(themes, w) {
					t.Errorf("themes %v have %q", themes, w)
				}
			}
			if pos.FEN() != tt.fen {
				t.Errorf("describeTactic left the position at %s", pos.FEN())
			}
		})
	}
}

// TestFindTactic keeps a tactic and drops a piece left hanging.
func TestFindTactic(t *testing.T) {
	tests := []struct {
		name, fen string
		first     string // "" when the position must be dropped
		err       error
	}{
		{"a horse fork", "rn1akab2/2c6/6n2/pCp1C1N1p/2b6/3R2P2/P1P1P3P/7r1/9/1NBAKAB1R w - - 0 1", "g7e8", nil},
		{"a hanging chariot", "r2k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "", errHanging},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, _ := tutorials.PuzzleVariant("xiangqi")
			pos, err := v.NewPosition(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			f, err := findTactic(pos, 2, 3, 2_000_000)
			if err != tt.err {
				t.Fatalf("error %v, want %v", err, tt.err)
			}
			if tt.first == "" {
				return
			}
			if got := f.l.moves[0].String(); got != tt.first || f.gain < tacticMinWin || len(f.l.moves) != 2*f.n-1 {
				t.Errorf("first move %s, gain %d, %d moves in %d", got, f.gain, len(f.l.moves), f.n)
			}
			if pos.FEN() != tt.fen {
				t.Errorf("findTactic left the position at %s", pos.FEN())
			}
		})
	}
}
