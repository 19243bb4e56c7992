package driver

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

// FuzzBanqiBoard gives a banqi board any position, solution and mode, then
// presses, keys and moves on it: it must never panic, a bad attribute is
// an error value, and what it shows keeps every face-down square a back.
func FuzzBanqiBoard(f *testing.F) {
	f.Add("", "", "play", "a1 b1", "a1b1")
	f.Add("8/8/p7/K7 w - 0 1", "a1a2", "puzzle", "a1 a2", "0000")
	f.Add("8/8/x7/R7 w p 0 1", "a1a2", "engine", "a2 Enter", "a2a2")
	f.Add("xxxx/8 w", "zz", "blitz", "h9", "c2c2R")
	f.Add("8/8/8/Cr6 w - 1 1 a1", "", "play", "a1 b1 ArrowUp Enter", "pass")
	f.Fuzz(func(t *testing.T, fen, solution, mode, presses, move string) {
		h := &fakeHost{}
		b := New(h, Attrs{Game: "banqi", FEN: fen, Solution: solution, Mode: mode})
		if b.game == nil && b.Error() == "" {
			t.Fatalf("no game and no error for %q", fen)
		}
		for _, p := range strings.Fields(presses) {
			if !b.Key(p) {
				s, err := b.v.ParseSquare(p)
				if err != nil {
					s = rules.NoSquare
				}
				b.Press(s)
				b.Release(s, false)
			}
			h.flush()
		}
		_ = b.Move(move)
		if b.game == nil {
			return
		}
		live := b.game.Live()
		for _, s := range b.State().Squares {
			if live.At(rules.SquareAt(s.File, s.Rank)) == rules.FaceDown && s.Piece != view.FaceDown {
				t.Fatalf("face-down %s drawn as %q", s.Name, s.Piece)
			}
		}
	})
}
