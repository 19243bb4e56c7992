package rules

import "testing"

// TestRefusalFacts: a refusal carries the facts its words are made of: the
// move, the point to blame, the pieces, the side, check, and the rule option
// that takes the move away.
func TestRefusalFacts(t *testing.T) {
	tests := []struct {
		name string
		game Game
		set  func(*Options)
		fen  string
		move string
		want Refusal
	}{
		{"a shorter bishop", Shatar, func(o *Options) { o.Shatar.BishopRange = 3 }, "k7/8/5r2/8/8/8/8/B3K3 w - - 0 1", "a1f6",
			Refusal{Code: RefuseShape, Piece: Bishop, Other: Chariot, Option: "BishopRange", N: 3}},
		{"no pawn double step under a free opening", Shatar, func(o *Options) { o.Shatar.Opening = OpeningFree },
			"rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1", "d2d4",
			Refusal{Code: RefuseShape, Piece: Pawn, Option: "Opening"}},
		{"a knight frozen in a zone", Hiashatar, func(o *Options) { o.Hiashatar.KnightFrozenInZone = true },
			"4k5/10/10/4g5/3N6/5r4/10/10/10/4K5 w - - 0 1", "d6f5",
			Refusal{Code: RefuseShape, Piece: Knight, Other: Chariot, Option: "KnightFrozenInZone", At: SquareAt(3, 5)}},
		{"a piece starting in a zone", Hiashatar, nil, "4k5/10/10/10/10/4g5/3R6/10/10/4K5 w - - 0 1", "d4d1",
			Refusal{Code: RefuseZone, Piece: Chariot, At: SquareAt(3, 3)}},
		{"a move that does not end the check", Xiangqi, nil, "5k3/9/9/9/9/9/9/9/9/3RK3r w - - 0 1", "d1d2",
			Refusal{Code: RefuseSelfCheck, Piece: Chariot, Other: General, InCheck: true, At: SquareAt(4, 0)}},
		{"capturing an own piece", Xiangqi, nil, "5k3/9/9/9/9/9/9/9/4A4/3RK4 w - - 0 1", "e1e2",
			Refusal{Code: RefuseOwnPiece, Piece: General, Other: Advisor, At: SquareAt(4, 1)}},
		{"a black piece on red's turn", Xiangqi, nil, "3k5/9/9/9/9/9/9/9/r8/4K4 w - - 0 1", "a2a3",
			Refusal{Code: RefuseNotYourPiece, Piece: Chariot, At: SquareAt(0, 1)}},
		{"passing where the rules let none", Xiangqi, nil, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e1e1",
			Refusal{Code: RefusePass, Piece: General, Other: General}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := DefaultOptions()
			if tc.set != nil {
				tc.set(&o)
			}
			v, err := NewVariant(tc.game, o)
			if err != nil {
				t.Fatal(err)
			}
			p, err := v.NewPosition(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			m, err := p.parseUCI(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			got := p.Why(m)
			want := tc.want
			want.Game, want.From, want.To, want.Side = tc.game, m.From(), m.To(), First
			if got == nil || *got != want {
				t.Fatalf("Why(%s) = %#v, want %#v", tc.move, got, want)
			}
		})
	}
}

func TestRefusalError(t *testing.T) {
	r := Refusal{Code: RefuseHorseLeg, At: SquareAt(2, 0), Piece: Horse}
	if got := r.Error(); got != "horse-leg at c1 (horse)" {
		t.Errorf("Error() = %q", got)
	}
	r = Refusal{Code: RefuseShape, Piece: Bishop, Option: "BishopRange", N: 3}
	if got := r.Error(); got != "shape under BishopRange (bishop)" {
		t.Errorf("Error() = %q", got)
	}
}

func TestFENErrorText(t *testing.T) {
	tests := []struct {
		e    FENError
		want string
	}{
		{FENError{Field: FieldRank, Rank: 3, Code: FENPiece, Got: "z"}, `FEN rank 3: not-a-piece "z"`},
		{FENError{Field: FieldBoard, Code: FENRanks, N: 9, Want: 10}, "FEN board: ranks (9, want 10)"},
		{FENError{Field: FieldFullmove, Code: FENNumber, Got: "-3", Min: 1, Want: 100000}, `FEN move number: number "-3" (want 1 to 100000)`},
		{FENError{Field: FieldPosition, Code: FENRoyalCount, N: 2, Want: 1, Side: Second, Kind: General},
			"FEN position: royal-count second player's general (2, want 1)"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}
