package rules

import (
	"errors"
	"testing"
)

// banqiFuzzVariant builds banqi with the options named by the bits of opts.
func banqiFuzzVariant(t *testing.T, opts uint8) *Variant {
	o := DefaultBanqiOptions()
	b := &o
	b.ChainCaptures, b.ChariotRush, b.HorseDiagonal = opts&1 != 0, opts&2 != 0, opts&4 != 0
	b.HongKongRanks, b.CannonRanks, b.BlindCapture = opts&8 != 0, opts&16 != 0, opts&32 != 0
	b.FirstPlayerRed, b.ChaseRule = opts&64 != 0, opts&128 != 0
	v, err := NewBanqiVariant(o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// FuzzParseBanqi reads banqi positions under every option set. Errors must
// be *FENError; a position that parses must write back to notation that
// parses to itself, and its actions, refusals, outcome and the reading of
// an action string must not panic or change the view.
func FuzzParseBanqi(f *testing.F) {
	seeds := []string{
		"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1",
		"x1C1x1p1/xK1rx1a1/1xP2x1N/x2c1b1x w ARNPbrnp 8 14",
		"1n1x4/xRnpx3/2c2C2/1N1k1x2 w RKb2 0 30 b3",
		"2k1r3/1P1C2a1/n1R2p2/3K1c2 w - 5 40",
		"8/8/8/8 w - 0 1",
	}
	for i, s := range seeds {
		f.Add(s, uint8(i*37), "d2d3")
	}
	f.Fuzz(func(t *testing.T, fen string, opts uint8, action string) {
		v := banqiFuzzVariant(t, opts)
		b, err := ParseBanqi(v, fen)
		if err != nil {
			var fe *FENError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *FENError", err)
			}
			return
		}
		before, hash := b.FEN(), b.Hash()
		again, err := ParseBanqi(v, before)
		if err != nil || again.FEN() != before || again.Hash() != hash {
			t.Fatalf("%s does not read back: %v", before, err)
		}
		_ = b.Outcome()
		_ = b.Perft(2)
		for _, m := range b.LegalMoves() {
			if b.Why(m) != nil {
				t.Fatalf("%s: legal %s refused", before, m)
			}
		}
		if m, err := b.ParseMove(action); err == nil && !b.IsLegal(m) {
			t.Fatalf("%s: ParseMove accepted illegal %q", before, action)
		} else if err != nil {
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("action error %v is not a *MoveError", err)
			}
		}
		if b.FEN() != before || b.Hash() != hash {
			t.Fatalf("%s changed to %s", before, b.FEN())
		}
	})
}

// FuzzParseBanqiRecord reads records: errors are *RecordError, and a record
// that reads writes back to text that reads to the same game.
func FuzzParseBanqiRecord(f *testing.F) {
	f.Add("[Variant \"banqi\"]\n[Seed \"5\"]\n\nd2d2 c3c3 *\n")
	f.Add("[Deal \"PrbpPpna/ANCCpNpR/ABPKPbcc/nrapRBPk\"]\n\na1a1 {a comment} a2a2\n")
	f.Add("[Variant \"banqi-hongkong\"]\n[Options \"{\\\"ChainCaptures\\\":true}\"]\n[Seed \"1\"]\n\n1. a1 a2\n")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := ParseBanqiRecord(text)
		if err != nil {
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a *RecordError", err)
			}
			return
		}
		out, err := WriteBanqiRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseBanqiRecord(out)
		if err != nil || len(back.Moves) != len(rec.Moves) {
			t.Fatalf("rewritten record does not read back: %v\n%s", err, out)
		}
	})
}
