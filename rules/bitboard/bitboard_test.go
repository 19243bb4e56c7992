package bitboard

import (
	"math/bits"
	"testing"
)

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

// TestSliderTables compares the rook's and bishop's attacks read from the
// line tables with the rays walked square by square: for every square,
// every way of filling the squares that can block it, with random pieces
// on the others.
func TestSliderTables(t *testing.T) {
	rng := uint64(0x9E3779B97F4A7C15)
	for _, s := range []struct {
		name   string
		lookup func(int, Board) Board
		dirs   [4]int
	}{{"rook", Rook, [4]int{0, 1, 4, 5}}, {"bishop", Bishop, [4]int{2, 3, 6, 7}}} {
		for i := range 64 {
			var blockers Board
			for _, dir := range s.dirs {
				ray := rays[dir][i]
				for b := ray; b != 0; b &= b - 1 {
					if j := bits.TrailingZeros64(uint64(b)); rays[dir][j] != 0 {
						blockers |= 1 << j // a square with more of the ray beyond it
					}
				}
			}
			for occ := Board(0); ; occ = (occ - blockers) & blockers {
				rng ^= rng << 13
				rng ^= rng >> 7
				rng ^= rng << 17
				full := occ | Board(rng)&^blockers
				want := walk([2]int{s.dirs[0], s.dirs[1]}, i, full) | walk([2]int{s.dirs[2], s.dirs[3]}, i, full)
				if got := s.lookup(i, full); got != want {
					t.Fatalf("%s on %d with %#x: %#x, want %#x", s.name, i, uint64(full), uint64(got), uint64(want))
				}
				if occ == blockers {
					break
				}
			}
		}
	}
}
