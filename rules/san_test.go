package rules

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestSANWrite(t *testing.T) {
	cases := []struct {
		name, variant, fen, move, want string
	}{
		{"pawn step", "shatar", "", "e2e3", "e3"},
		{"knight move", "shatar", "", "g1f3", "Nf3"},
		{"bers move", "shatar", "", "d1d3", "Jd3"},
		{"opening double step", "shatar-traditional", "", "d2d4", "d4"},
		{"disambiguation by file", "shatar-traditional", "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1", "Rad1"},
		{"disambiguation by rank", "shatar-traditional", "4k3/8/8/R7/8/8/4K3/R7 w - - 0 1", "a5a3", "R5a3"},
		{"disambiguation by file and rank", "hiashatar", "4k5/10/10/10/10/10/10/Q9/10/Q1Q1K5 w - - 0 1", "a1b2", "Qa1b2"},
		{"no disambiguation when the rival is pinned", "shatar", "4k3/8/8/8/8/8/8/r1N1K1N1 w - - 0 1", "g1e2", "Ne2"},
		{"capture", "shatar", "4k3/8/8/8/8/8/3r4/3RK3 w - - 0 1", "d1d2", "Rxd2"},
		{"pawn capture names the file", "shatar", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "exd5"},
		{"promotion to bers with check", "shatar-traditional", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8j", "b8=J+"},
		{"mate", "shatar", "k7/6p1/1K6/8/8/8/8/7R w - - 0 1", "h1h8", "Rh8#"},
		{"knight mate is marked as mate under fsf", "shatar", "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", "g5f7", "Nf7#"},
		{"bare king under fsf is no mate", "shatar", "4k3/8/8/8/8/8/4r3/4RK2 w - - 0 1", "e1e2", "Rxe2+"},
		{"hiashatar rank 10", "hiashatar", "4k5/10/10/10/10/10/10/10/10/Q3K5 w - - 0 1", "a1a10", "Qa10+"},
		{"hiashatar bodyguard", "hiashatar", "4k5/10/10/10/10/10/10/10/10/G3K5 w - - 0 1", "a1c3", "Gc3"},
		{"hiashatar pawn triple step", "hiashatar", "", "e2e5", "e5"},
		{"hiashatar promotion", "hiashatar", "4k5/1P8/10/10/10/10/10/10/10/4K5 w - - 0 1", "b9b10q", "b10=Q+"},
		{"disambiguation by rank 10", "hiashatar", "R9/4k5/10/10/10/10/10/10/10/R3K5 w - - 0 1", "a10a5", "R10a5"},
		{"illegal move falls back to UCI", "shatar", "", "e2e5", "e2e5"},
		{"xiangqi falls back to UCI", "xiangqi", "", "h3e3", "h3e3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := sanPosition(t, c.variant, c.fen)
			m, err := p.parseUCI(c.move)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.SAN(m); got != c.want {
				t.Errorf("SAN(%s) = %q, want %q", c.move, got, c.want)
			}
		})
	}
}

func sanPosition(t testing.TB, variant, fen string) *Position {
	t.Helper()
	v := MustPreset(variant)
	if fen == "" {
		return v.StartPosition()
	}
	p, err := v.NewPositionLenient(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSANParse(t *testing.T) {
	cases := []struct {
		name, variant, fen, san, want string
	}{
		{"plain", "shatar", "", "Nf3", "g1f3"},
		{"check and annotation marks are ignored", "shatar", "", "Nf3+!?", "g1f3"},
		{"long form", "shatar", "", "Ng1-f3", "g1f3"},
		{"long form with from-square", "shatar", "", "Ng1f3", "g1f3"},
		{"pawn letter", "shatar", "", "Pe3", "e2e3"},
		{"Q reads as bers in shatar", "shatar", "", "Qd3", "d1d3"},
		{"promotion =J", "shatar-traditional", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=J", "b7b8j"},
		{"promotion =Q in shatar", "shatar-traditional", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=Q", "b7b8j"},
		{"promotion without =", "shatar-traditional", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8J", "b7b8j"},
		{"promotion letter may be left out", "shatar-traditional", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8", "b7b8j"},
		{"missing x", "shatar", "4k3/8/8/8/8/8/3r4/3RK3 w - - 0 1", "Rd2", "d1d2"},
		{"pawn capture", "shatar", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5", "e4d5"},
		{"disambiguation by rank", "shatar-traditional", "4k3/8/8/R7/8/8/4K3/R7 w - - 0 1", "R1a3", "a1a3"},
		{"hiashatar rank 10 destination", "hiashatar", "4k5/10/10/10/10/10/10/10/10/Q3K5 w - - 0 1", "Qa10", "a1a10"},
		{"hiashatar rank 10 disambiguation", "hiashatar", "R9/4k5/10/10/10/10/10/10/10/R3K5 w - - 0 1", "R10a5", "a10a5"},
		{"hiashatar file j", "hiashatar", "", "j5", "j2j5"},
		{"hiashatar bodyguard", "hiashatar", "4k5/10/10/10/10/10/10/10/10/G3K5 w - - 0 1", "Gc3", "a1c3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := sanPosition(t, c.variant, c.fen)
			m, err := p.ParseSAN(c.san)
			if err != nil {
				t.Fatal(err)
			}
			if m.String() != c.want {
				t.Errorf("ParseSAN(%q) = %s, want %s", c.san, m, c.want)
			}
		})
	}
}

func TestSANErrors(t *testing.T) {
	cases := []struct {
		name, variant, fen, san, reason string
	}{
		{"empty", "shatar", "", "", "empty move"},
		{"too long", "shatar", "", "Nf3Nf3Nf3Nf3Nf3Nf3", "too long"},
		{"castling", "shatar", "", "O-O", "no castling"},
		{"unknown piece", "shatar", "", "Zf3", "not a shatar piece"},
		{"bodyguard is not a shatar piece", "shatar", "", "Gf3", "not a shatar piece"},
		{"bers is not a hiashatar piece", "hiashatar", "", "Jf3", "not a hiashatar piece"},
		{"off the board", "shatar", "", "Ni9", "off the 8×8 board"},
		{"no destination", "shatar", "", "N", "missing the destination"},
		{"piece cannot go there", "shatar", "", "Nf4", "no white knight can move to f4"},
		{"no such piece", "shatar-traditional", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Rd1", "white has no rook"},
		{"ambiguous", "shatar-traditional", "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rd1", "ambiguous: it could be Rad1 or Rhd1"},
		{"wrong promotion piece", "shatar-traditional", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=R", "a pawn becomes a bers"},
		{"promotion where none happens", "shatar", "", "e3=J", "no white pawn can promote on e3"},
		{"lower-case promotion", "shatar-traditional", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=j", "upper case"},
		{"stray character", "shatar", "", "Nf3$", "unexpected '$' at the end"},
		{"promotion piece missing", "shatar-traditional", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=", "missing after"},
		{"xiangqi", "xiangqi", "", "Nf3", "shatar and hiashatar only"},
		{"game over", "shatar", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Kd1", "no legal move"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := sanPosition(t, c.variant, c.fen)
			_, err := p.ParseSAN(c.san)
			var se *SANError
			if !errors.As(err, &se) {
				t.Fatalf("ParseSAN(%q) error %v, want a *SANError", c.san, err)
			}
			if !strings.Contains(se.Reason, c.reason) {
				t.Errorf("ParseSAN(%q): reason %q, want it to mention %q", c.san, se.Reason, c.reason)
			}
		})
	}
}

// TestSANRoundTripRandomGames writes and reads back every legal move along
// seeded random games of both games under several option sets, and checks
// that "+" and "#" agree with CheckKinds and the move list.
func TestSANRoundTripRandomGames(t *testing.T) {
	variants := []*Variant{MustPreset("shatar"), MustPreset("shatar-traditional"), MustPreset("hiashatar"),
		shatarWith(t, func(o *ShatarOptions) { o.BishopRange = 2; o.BersRight = true; o.Opening = OpeningBersOrKingPawn }),
		hiashatarVariant(t, HiashatarOptions{ZoneActsOnAll: true, KnightFrozenInZone: true})}
	rng := rand.New(rand.NewPCG(7, 11))
	games := 6
	if testing.Short() {
		games = 2
	}
	for _, v := range variants {
		for g := 0; g < games; g++ {
			p := v.StartPosition()
			for ply := 0; ply < 120; ply++ {
				moves := p.LegalMoves()
				if len(moves) == 0 {
					break
				}
				for _, m := range moves {
					checkSANRoundTrip(t, p, m)
				}
				p.MakeMove(moves[rng.IntN(len(moves))])
			}
		}
	}
}

func checkSANRoundTrip(t *testing.T, p *Position, m Move) {
	t.Helper()
	s := p.SAN(m)
	back, err := p.ParseSAN(s)
	if err != nil || back != m {
		t.Fatalf("%s: %s written %q, read back %v, %v", p.FEN(), m, s, back, err)
	}
	check := p.CheckKinds(m) != 0
	if marked := strings.ContainsAny(s, "+#"); marked != check {
		t.Fatalf("%s: %q marks check %v, CheckKinds says %v", p.FEN(), s, marked, check)
	}
}

func FuzzParseSAN(f *testing.F) {
	seeds := []struct{ variant, fen, san string }{
		{"shatar", "", "Nf3"},
		{"shatar-traditional", "", "d4"},
		{"shatar", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=J+"},
		{"shatar", "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rad1"},
		{"hiashatar", "", "e5"},
		{"hiashatar", "R9/4k5/10/10/10/10/10/10/10/R3K5 w - - 0 1", "R10a5"},
		{"hiashatar", "4k5/10/10/10/10/10/10/Q9/10/Q1Q1K5 w - - 0 1", "Qa1xb2#"},
	}
	for _, s := range seeds {
		f.Add(s.variant, s.fen, s.san)
	}
	f.Fuzz(func(t *testing.T, variant, fen, san string) {
		v, err := Preset(variant)
		if err != nil || !v.mongolian() {
			return
		}
		p := v.StartPosition()
		if fen != "" {
			if p, err = v.NewPositionLenient(fen); err != nil {
				return
			}
		}
		m, err := p.ParseSAN(san)
		if err != nil {
			var se *SANError
			if !errors.As(err, &se) {
				t.Fatalf("error %v is not a *SANError", err)
			}
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("%q gave the illegal move %s", san, m)
		}
		s := p.SAN(m)
		if again, err := p.ParseSAN(s); err != nil || again != m || p.SAN(again) != s {
			t.Fatalf("%q: %s written %q reads back as %v, %v", san, m, s, again, err)
		}
	})
}
