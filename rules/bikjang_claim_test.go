package rules

import (
	"slices"
	"testing"
)

// claimVariant is janggi with the given bikjang rule, counting and the claim.
func claimVariant(t *testing.T, b BikjangRule, counting, claim bool) *Variant {
	t.Helper()
	o := DefaultOptions()
	o.Janggi.Bikjang, o.Janggi.Counting, o.Janggi.BikjangClaim = b, counting, claim
	v, err := NewVariant(Janggi, o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func claimPosition(t *testing.T, v *Variant, fen string) *Position {
	t.Helper()
	p, err := v.NewPosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

const (
	// facingFEN: cho to move, the generals face each other on the e-file;
	// cho's general can step off it.
	facingFEN = "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1"
	// stuckFEN: cho's general is boxed in by its guards and nothing can
	// step between the generals.
	stuckFEN = "4k4/9/9/9/9/9/9/3AKA3/9/9 w - - 0 1"
	// apartFEN: the generals on different files.
	apartFEN = "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1"
)

// TestClaimLegality: the claim is a legal move exactly when the option is
// on, a bikjang rule is in force, the generals face each other and the side
// could otherwise play on.
func TestClaimLegality(t *testing.T) {
	cases := []struct {
		name    string
		v       *Variant
		fen     string
		legal   bool
		refusal RefusalCode
	}{
		{"option on, facing", claimVariant(t, BikjangBreak, false, true), facingFEN, true, ""},
		{"option on under Fairy-Stockfish's bikjang", claimVariant(t, BikjangFSF, false, true), facingFEN, true, ""},
		{"option off", claimVariant(t, BikjangBreak, false, false), facingFEN, false, RefuseClaim},
		{"no bikjang rule", claimVariant(t, BikjangOff, false, true), facingFEN, false, RefuseClaim},
		{"generals apart", claimVariant(t, BikjangBreak, false, true), apartFEN, false, RefuseClaim},
		{"facing that cannot be broken has drawn already", claimVariant(t, BikjangBreak, false, true), stuckFEN, false, RefuseGameOver},
		{"presets never offer it", MustPreset("janggi"), facingFEN, false, RefuseClaim},
	}
	for _, c := range cases {
		p := claimPosition(t, c.v, c.fen)
		m := NewClaim(p.KingSquare(First), p.KingSquare(Second))
		if got := slices.Contains(p.LegalMoves(), m); got != c.legal {
			t.Errorf("%s: claim among the legal moves = %v, want %v", c.name, got, c.legal)
		}
		if _, ok := p.Claim(); ok != c.legal {
			t.Errorf("%s: Claim() ok = %v, want %v", c.name, ok, c.legal)
		}
		r := p.Why(m)
		switch {
		case c.legal && r != nil:
			t.Errorf("%s: Why = %+v, want nil", c.name, r)
		case !c.legal && (r == nil || r.Code != c.refusal):
			t.Errorf("%s: Why = %+v, want code %s", c.name, r, c.refusal)
		}
	}
}

// TestClaimEndsGame: a claim leaves the board alone, ends the game at once
// as a draw (by points with counting), and takes back cleanly.
func TestClaimEndsGame(t *testing.T) {
	cases := []struct {
		name    string
		v       *Variant
		result  Result
		counted bool
	}{
		{"draw", claimVariant(t, BikjangBreak, false, true), Draw, false},
		{"counting: han is ahead", claimVariant(t, BikjangBreak, true, true), SecondWins, true},
		{"Fairy-Stockfish bikjang", claimVariant(t, BikjangFSF, false, true), Draw, false},
	}
	for _, c := range cases {
		// Han's chariot (13 + 1.5) outweighs cho's cannon (7).
		p := claimPosition(t, c.v, "r3k4/9/9/9/9/9/9/9/4K4/C8 w - - 0 1")
		before, hash := p.FEN(), p.Hash()
		m, ok := p.Claim()
		if !ok {
			t.Fatalf("%s: no claim", c.name)
		}
		p.MakeMove(m)
		o := p.Outcome()
		if o.Result != c.result || o.Reason != ReasonBikjangClaim || o.Counted != c.counted {
			t.Errorf("%s: outcome %v %s counted %v, want %v %s %v", c.name, o.Result, o.Reason, o.Counted, c.result, ReasonBikjangClaim, c.counted)
		}
		if len(p.LegalMoves()) != 0 || !p.NoMovesByRule() {
			t.Errorf("%s: moves remain after the claim: %v", c.name, p.LegalMoves())
		}
		p.UnmakeMove()
		if p.FEN() != before || p.Hash() != hash {
			t.Errorf("%s: after unmake %s %x, want %s %x", c.name, p.FEN(), p.Hash(), before, hash)
		}
	}
}

// TestClaimNotation: the claim reads and writes in UCI ("e2e10", also
// "bikjang") and in Korean records (빅장). Package records tests it in a
// written game record.
func TestClaimNotation(t *testing.T) {
	v := claimVariant(t, BikjangBreak, false, true)
	p := claimPosition(t, v, facingFEN)
	claim, _ := p.Claim()
	if got := claim.String(); got != "e2e10" {
		t.Errorf("UCI %q, want e2e10", got)
	}
	for _, s := range []string{"e2e10", "bikjang", "BIKJANG"} {
		if m, err := p.ParseMove(s); err != nil || m != claim {
			t.Errorf("ParseMove(%q) = %v, %v; want the claim", s, m, err)
		}
	}
	if got := p.Korean(claim); got != "빅장" {
		t.Errorf("Korean %q, want 빅장", got)
	}
	if m, err := p.ParseKorean("빅장"); err != nil || m != claim {
		t.Errorf("ParseKorean(빅장) = %v, %v", m, err)
	}
	apart := claimPosition(t, v, apartFEN)
	if _, err := apart.ParseKorean("빅장"); err == nil {
		t.Error("ParseKorean(빅장) with the generals apart: no error")
	}
	if _, err := apart.ParseMove("bikjang"); err == nil {
		t.Error("ParseMove(bikjang) with the generals apart: no error")
	}
}

// TestClaimPerft: the claim adds one move at a facing position, and none
// where the option is off (the presets' counts stay those of the reference).
func TestClaimPerft(t *testing.T) {
	on := claimPosition(t, claimVariant(t, BikjangBreak, false, true), facingFEN)
	off := claimPosition(t, claimVariant(t, BikjangBreak, false, false), facingFEN)
	if a, b := on.Perft(1), off.Perft(1); a != b+1 {
		t.Errorf("perft 1 with the claim %d, without %d: want one more", a, b)
	}
}
