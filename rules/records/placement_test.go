package records

import (
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// standardPlacement is the standard start in placement order.
func standardPlacement() placement {
	var pl placement
	for i := range 9 {
		pl[i], pl[16+i] = point(i, 0), point(i, 9)
	}
	pl[9], pl[10], pl[25], pl[26] = point(1, 2), point(7, 2), point(1, 7), point(7, 7)
	for i := range 5 {
		pl[11+i], pl[27+i] = point(2*i, 3), point(2*i, 6)
	}
	return pl
}

func TestPlacementFEN(t *testing.T) {
	if want := rules.MustPreset("xiangqi").StartFEN; xiangqiStartFEN != want {
		t.Fatalf("xiangqiStartFEN %q, the rules say %q", xiangqiStartFEN, want)
	}
	std := standardPlacement()
	noHorse := std
	noHorse[7] = offBoard
	twoOnOne := std
	twoOnOne[1] = twoOnOne[0]
	offTheBoard := std
	offTheBoard[3] = 90
	tests := []struct {
		name string
		pl   placement
		side rules.Color
		want string
		err  bool
	}{
		{"standard start", std, rules.First, "", false},
		{"standard start, black to move", std, rules.Second,
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1", false},
		{"red gives its right horse", noHorse, rules.First,
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB1R w - - 0 1", false},
		{"two pieces on one point", twoOnOne, rules.First, "", true},
		{"a point off the board", offTheBoard, rules.First, "", true},
	}
	for _, tt := range tests {
		got, err := tt.pl.fen(tt.side)
		if (err != nil) != tt.err || got != tt.want {
			t.Errorf("%s: %q, %v; want %q (error %v)", tt.name, got, err, tt.want, tt.err)
		}
	}
}

func TestPlacementColorAndICCS(t *testing.T) {
	std := standardPlacement()
	if c, ok := std.colorAt(point(7, 2)); !ok || c != rules.First {
		t.Errorf("red cannon: %v %v", c, ok)
	}
	if c, ok := std.colorAt(point(1, 7)); !ok || c != rules.Second {
		t.Errorf("black cannon: %v %v", c, ok)
	}
	if _, ok := std.colorAt(point(4, 4)); ok {
		t.Error("a piece on an empty point")
	}
	if got := iccsMove(point(7, 2), point(4, 2)); got != "H2-E2" {
		t.Errorf("iccsMove %q", got)
	}
}
