package rules

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestFENErrors(t *testing.T) {
	cases := []struct {
		name, variant, fen, field string
		code                      FENCode
	}{
		{"empty", "xiangqi", "", "board", "empty"},
		{"too few ranks", "xiangqi", "rnbakabnr/9/1c5c1 w - - 0 1", "board", "ranks"},
		{"too many files", "xiangqi", "rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "rank 10", "too-wide"},
		{"too few files", "xiangqi", "rnbakabn/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "rank 10", "files"},
		{"unknown piece letter", "xiangqi", "rnbakabnq/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "rank 10", "not-a-piece"},
		{"bers is not a xiangqi piece", "xiangqi", "rnbakabnj/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "rank 10", "not-a-piece"},
		{"zero run", "xiangqi", "rnbakabnr/0/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "rank 9", "zero-run"},
		{"bad side", "xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1", "side to move", "side"},
		{"castling rights", "xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1", "castling", "not-dash"},
		{"bad clock", "xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1", "halfmove clock", "number"},
		{"bad move number", "xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 -3", "move number", "number"},
		{"two red generals", "xiangqi", "4k4/9/9/9/9/9/9/9/4K4/3K5 w - - 0 1", "position", "royal-count"},
		{"missing black general", "xiangqi", "9/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "position", "royal-count"},
		{"general outside its palace", "xiangqi", "4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1", "position", "misplaced"},
		{"advisor off its five points", "xiangqi", "4k4/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1", "position", "misplaced"},
		{"elephant across the river", "xiangqi", "4k4/9/9/9/2B6/9/9/9/9/3K5 w - - 0 1", "position", "misplaced"},
		{"soldier behind its start", "xiangqi", "4k4/9/9/9/9/9/9/4P4/9/3K5 w - - 0 1", "position", "misplaced"},
		{"unmoved soldier on an odd file", "xiangqi", "4k4/9/9/9/9/9/1P7/9/9/3K5 w - - 0 1", "position", "misplaced"},
		{"six soldiers", "xiangqi", "4k4/9/9/PPPPPP3/9/9/9/9/9/3K5 w - - 0 1", "position", "count"},
		{"side not to move in check", "xiangqi", "4k4/9/9/9/9/9/9/9/9/4R1K2 w - - 0 1", "position", "misplaced"},
		{"flying general with the side not to move exposed", "xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "position", "check"},
		{"janggi soldier behind its start", "janggi", "4k4/9/9/9/9/9/9/P8/9/3K5 w - - 0 1", "position", "misplaced"},
		{"shatar pawn on its first rank", "shatar", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "position", "misplaced"},
		{"shatar promoted bers beyond missing pawns", "shatar", "4k3/8/8/8/8/8/PPPPPPPP/JJ2K3 w - - 0 1", "position", "count"},
		{"overlong FEN", "xiangqi", strings.Repeat("9/", 200), "board", "too-long"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := MustPreset(c.variant).NewPosition(c.fen)
			var fe *FENError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v, want a *FENError", err)
			}
			if fe.Where() != c.field || fe.Code != c.code {
				t.Fatalf("%s %s (%v), want %s %s", fe.Where(), fe.Code, err, c.field, c.code)
			}
		})
	}
}

func TestFENAcceptsAliases(t *testing.T) {
	v := MustPreset("xiangqi")
	pos, err := v.NewPosition("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r")
	if err != nil {
		t.Fatal(err)
	}
	if got := pos.FEN(); got != v.StartFEN {
		t.Fatalf("FEN() = %q, want %q", got, v.StartFEN)
	}
}

func TestFENRoundTripAllGames(t *testing.T) {
	for _, name := range PresetNames() {
		v := MustPreset(name)
		pos := v.StartPosition()
		if got := pos.FEN(); got != v.StartFEN {
			t.Errorf("%s: FEN() = %q, want %q", name, got, v.StartFEN)
		}
	}
}

func TestJanggiSetups(t *testing.T) {
	v := MustPreset("janggi-traditional")
	seen := map[string]bool{}
	for cho := SetupNBBN; cho <= SetupBNBN; cho++ {
		for han := SetupNBBN; han <= SetupBNBN; han++ {
			fen := JanggiStartFEN(cho, han)
			pos, err := v.NewPosition(fen)
			if err != nil {
				t.Fatalf("%s/%s: %v", cho, han, err)
			}
			if !pos.inSetup(First) || !pos.inSetup(Second) {
				t.Fatalf("%s/%s: not recognised as a setup", cho, han)
			}
			seen[fen] = true
		}
	}
	if len(seen) != 16 {
		t.Fatalf("%d distinct setups, want 16", len(seen))
	}
	// Han's left is the i-file: its NBNB puts a horse on h10.
	if fen := JanggiStartFEN(SetupNBBN, SetupNBNB); !strings.HasPrefix(fen, "rbna1abnr/") {
		t.Fatalf("han NBNB gives %q", fen)
	}
	if _, err := ParseJanggiSetup("NNBB"); err == nil {
		t.Fatal("NNBB accepted")
	}
}

// TestMakeUnmakeRestores plays random games in every variant and checks after
// every move that the incremental hash equals a fresh one and that unmaking
// restores the position exactly.
func TestMakeUnmakeRestores(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, name := range PresetNames() {
		v := MustPreset(name)
		for game := 0; game < 20; game++ {
			pos := v.StartPosition()
			for ply := 0; ply < 120; ply++ {
				moves := pos.LegalMoves()
				if len(moves) == 0 {
					break
				}
				before := pos.FEN()
				hash := pos.Hash()
				m := moves[rng.IntN(len(moves))]
				pos.MakeMove(m)
				if fresh, err := v.NewPositionLenient(pos.FEN()); err != nil {
					t.Fatalf("%s: %v", name, err)
				} else if fresh.Hash()^pos.historyKey() != pos.Hash() {
					t.Fatalf("%s: incremental hash differs after %s at %s", name, m, pos.FEN())
				}
				pos.UnmakeMove()
				if pos.FEN() != before || pos.Hash() != hash {
					t.Fatalf("%s: unmake of %s gives %s, want %s", name, m, pos.FEN(), before)
				}
				pos.MakeMove(m)
			}
		}
	}
}

func FuzzFEN(f *testing.F) {
	for _, name := range []string{"xiangqi", "janggi", "shatar", "hiashatar"} {
		f.Add(name, MustPreset(name).StartFEN)
	}
	f.Add("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
	f.Add("janggi", "4k4/c7R/9/3R1R3/9/9/9/9/9/3K5 b - - 0 1")
	f.Add("hiashatar", "10/10/10/4k5/10/10/4K5/10/10/10 w")
	f.Fuzz(func(t *testing.T, name, fen string) {
		v, err := Preset(name)
		if err != nil {
			return
		}
		for _, parse := range []func(string) (*Position, error){v.NewPosition, v.NewPositionLenient} {
			pos, err := parse(fen)
			if err != nil {
				var fe *FENError
				if !errors.As(err, &fe) {
					t.Fatalf("error %v is not a *FENError", err)
				}
				continue
			}
			again, err := v.NewPositionLenient(pos.FEN())
			if err != nil {
				t.Fatalf("FEN() output %q does not parse: %v", pos.FEN(), err)
			}
			if again.FEN() != pos.FEN() || again.Hash() != pos.Hash() {
				t.Fatalf("round trip changed %q to %q", pos.FEN(), again.FEN())
			}
			pos.Perft(2) // move generation must not panic on any accepted position
		}
	})
}

func FuzzParseMove(f *testing.F) {
	f.Add("xiangqi", "h3e3")
	f.Add("janggi", "e2e2")
	f.Add("janggi", "0000")
	f.Add("shatar", "b7b8j")
	f.Add("hiashatar", "a10a9")
	f.Add("xiangqi", "z9z99")
	f.Fuzz(func(t *testing.T, name, s string) {
		v, err := Preset(name)
		if err != nil {
			return
		}
		pos := v.StartPosition()
		m, err := pos.ParseMove(s)
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("error %v is not a *MoveError", err)
			}
			return
		}
		if again, err := pos.ParseMove(m.String()); err != nil || again != m {
			t.Fatalf("%q parsed to %v, whose text %q gives %v, %v", s, m, m.String(), again, err)
		}
		_ = pos.Why(m)
	})
}
