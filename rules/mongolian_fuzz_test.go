package rules

import (
	"errors"
	"testing"
)

// FuzzFENMongolian parses shatar and hiashatar FENs under every option set
// and, on positions that parse, exercises what the interface calls: legal
// moves, SAN, check kinds and the outcome. Nothing may panic, and judging
// the position must not change it.
func FuzzFENMongolian(f *testing.F) {
	seeds := []string{
		"rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1",
		"5kb1/7p/8/2N4P/5B2/8/R7/K7 w - - 0 1",
		"6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1",
		"rnbgkqgbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBGKQGBNR w - - 0 1",
		"9k/4r5/10/10/3G6/10/10/4R5/10/4K5 w - - 0 1",
	}
	for i, s := range seeds {
		f.Add(s, uint8(i))
	}
	f.Fuzz(func(t *testing.T, fen string, opts uint8) {
		for _, v := range fuzzMongolianVariants(t, opts) {
			p, err := v.NewPositionLenient(fen)
			if err != nil {
				var fe *FENError
				if !errors.As(err, &fe) {
					t.Fatalf("error %v is not a *FENError", err)
				}
				continue
			}
			before, hash := p.FEN(), p.Hash()
			_ = p.Outcome()
			for _, m := range p.LegalMoves() {
				if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
					t.Fatalf("%s: SAN round trip of %s: %v, %v", before, m, back, err)
				}
				_ = p.CheckKinds(m)
			}
			if p.FEN() != before || p.Hash() != hash {
				t.Fatalf("judging %s changed it to %s", before, p.FEN())
			}
		}
	})
}

// fuzzMongolianVariants derives one shatar and one hiashatar option set from bits.
func fuzzMongolianVariants(t *testing.T, bits uint8) []*Variant {
	o := DefaultOptions()
	o.Shatar = ShatarOptions{KnightMate: bits&1 != 0, Opening: OpeningRule(bits >> 1 % 3),
		BersRight: bits&8 != 0, BishopRange: int(bits>>4) % 4, FSF: bits&64 != 0}
	o.Hiashatar = HiashatarOptions{ZoneActsOnAll: bits&1 != 0, KnightFrozenInZone: bits&2 != 0, BareKingDraw: bits&4 != 0}
	var out []*Variant
	for _, g := range []Game{Shatar, Hiashatar} {
		v, err := NewVariant(g, o)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}
