package bitboard

import "testing"

// sq names a square as in "e4".
func sq(name string) int { return Index(int(name[0]-'a'), int(name[1]-'1')) }

func set(names ...string) Board {
	var b Board
	for _, n := range names {
		b |= 1 << sq(n)
	}
	return b
}

func TestAttacks(t *testing.T) {
	cases := []struct {
		name      string
		got, want Board
	}{
		{"knight in the corner", Knight(sq("a1")), set("b3", "c2")},
		{"king on the edge", King(sq("e1")), set("d1", "f1", "d2", "e2", "f2")},
		{"ferz in the centre", Ferz(sq("d4")), set("c3", "e3", "c5", "e5")},
		{"rook stops on the first piece each way", Rook(sq("d4"), set("d6", "b4", "d1", "g4", "h4")),
			set("d5", "d6", "c4", "b4", "d3", "d2", "d1", "e4", "f4", "g4")},
		{"bishop stops on the first piece each way", Bishop(sq("c1"), set("e3", "b2")),
			set("b2", "d2", "e3")},
		{"first player's pawns attack up, not across the edge", PawnAttacks(set("a2", "h2"), true), set("b3", "g3")},
		{"second player's pawns attack down", PawnAttacks(set("a7", "e7"), false), set("b6", "d6", "f6")},
		{"nothing but the square within no steps", Within(sq("d4"), 0), set("d4")},
		{"within one step of a corner", Within(sq("h8"), 1), set("h8", "g8", "g7", "h7")},
		{"within two steps, clipped at the edge", Within(sq("b1"), 2),
			set("a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3")},
		{"the whole board within seven steps", Within(sq("a1"), 7), ^Board(0)},
		{"nothing within a negative distance", Within(sq("e4"), -1), 0},
		{"between on a file", Between(sq("e1"), sq("e5")), set("e2", "e3", "e4")},
		{"between on a diagonal, either way", Between(sq("f6"), sq("b2")), set("c3", "d4", "e5")},
		{"nothing between neighbours", Between(sq("d4"), sq("e5")), 0},
		{"nothing between squares off every line", Between(sq("a1"), sq("b3")), 0},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: %#x, want %#x", c.name, uint64(c.got), uint64(c.want))
		}
	}
	if n := Rook(sq("a1"), 0).Count(); n != 14 {
		t.Errorf("rook on an empty board reaches %d squares, want 14", n)
	}
}
