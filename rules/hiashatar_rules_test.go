package rules

import (
	"slices"
	"strings"
	"testing"
)

// mgCase is one hand-built position with moves that must and must not be
// legal; the name says which rule it shows.
type mgCase struct {
	name    string
	v       *Variant
	fen     string
	legal   []string // UCI moves that must be legal
	illegal []string // UCI moves that must not be
	from    string   // if set, the exact destinations of the piece on this square
	dests   string   // space-separated, sorted
}

func runMoveCases(t *testing.T, cases []mgCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mgPos(t, c.v, c.fen)
			moves := mgMoveStrings(p)
			for _, m := range c.legal {
				if !slices.Contains(moves, m) {
					t.Errorf("%s should be legal in %s; legal: %v", m, c.fen, moves)
				}
			}
			for _, m := range c.illegal {
				if slices.Contains(moves, m) {
					t.Errorf("%s should not be legal in %s", m, c.fen)
				}
			}
			if c.from != "" {
				want := strings.Fields(c.dests)
				slices.Sort(want)
				if got := mgDests(moves, c.from); got != strings.Join(want, " ") {
					t.Errorf("moves from %s = %q, want %q", c.from, got, strings.Join(want, " "))
				}
			}
		})
	}
}

// mgPos parses a FEN strictly (the position must be able to arise).
func mgPos(t testing.TB, v *Variant, fen string) *Position {
	t.Helper()
	p, err := v.NewPosition(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func mgMoveStrings(p *Position) []string {
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

// mgDests lists the destinations (with promotion letters) of moves from sq.
func mgDests(moves []string, sq string) string {
	var out []string
	for _, m := range moves {
		if strings.HasPrefix(m, sq) && !(len(m) > len(sq) && m[len(sq)] >= '0' && m[len(sq)] <= '9') {
			out = append(out, m[len(sq):])
		}
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// mgPlay plays UCI moves, failing the test on an illegal one.
func mgPlay(t testing.TB, p *Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		p.MakeMove(m)
	}
}

func hia(t testing.TB, h HiashatarOptions) *Variant { return hiashatarVariant(t, h) }

func TestHiashatarMoves(t *testing.T) {
	def := hia(t, HiashatarOptions{})
	allZones := hia(t, HiashatarOptions{ZoneActsOnAll: true})
	frozen := hia(t, HiashatarOptions{KnightFrozenInZone: true})
	runMoveCases(t, []mgCase{
		{name: "bodyguard moves one or two squares in eight directions", v: def,
			fen:  "4k5/10/10/10/10/4G5/10/10/10/K9 w - - 0 1",
			from: "e5", dests: "c3 c5 c7 d4 d5 d6 e3 e4 e6 e7 f4 f5 f6 g3 g5 g7"},
		{name: "bodyguard two-step needs the first square empty", v: def,
			fen:     "4k5/10/10/10/4P5/4G5/10/10/10/K9 w - - 0 1",
			illegal: []string{"e5e7", "e5e6"}, legal: []string{"e5e4", "e5e3"}},
		{name: "bodyguard captures like it moves", v: def,
			fen:   "4k5/10/10/4r5/10/4G5/10/10/10/K9 w - - 0 1",
			legal: []string{"e5e7"}},
		{name: "pawn triple step from the starting rank", v: def,
			fen:  "4k5/10/10/10/10/10/10/10/4P5/K9 w - - 0 1",
			from: "e2", dests: "e3 e4 e5"},
		{name: "black pawn triple step", v: def,
			fen:  "4k5/4p5/10/10/10/10/10/10/10/K9 b - - 0 1",
			from: "e9", dests: "e6 e7 e8"},
		{name: "pawn single step after leaving the starting rank", v: def,
			fen:  "4k5/10/10/10/10/10/10/4P5/10/K9 w - - 0 1",
			from: "e3", dests: "e4"},
		{name: "pawn triple step blocked by a piece on the way", v: def,
			fen:  "4k5/10/10/10/10/4n5/10/10/4P5/K9 w - - 0 1",
			from: "e2", dests: "e3 e4"},
		{name: "pawn triple step blocked by zone", v: def,
			fen:  "4k5/10/10/10/10/10/5g4/10/4P5/K9 w - - 0 1",
			from: "e2", dests: "e3"},
		{name: "pawn triple step stops on the second square in a zone", v: def,
			fen:  "4k5/10/10/10/10/5g4/10/10/4P5/K9 w - - 0 1",
			from: "e2", dests: "e3 e4"},
		{name: "pawn starting in zone moves one square", v: def,
			fen:  "4k5/10/10/10/10/10/10/5g4/4P5/K9 w - - 0 1",
			from: "e2", dests: "e3 f3"},
		{name: "pawn promotes to a queen only", v: def,
			fen:  "4k5/1P8/10/10/10/10/10/10/10/K9 w - - 0 1",
			from: "b9", dests: "b10q"},
		{name: "slider stops on first zone square", v: def,
			fen:  "9k/10/10/10/4g5/R9/10/10/10/K9 w - - 0 1",
			from: "a5", dests: "a2 a3 a4 a6 a7 a8 a9 a10 b5 c5 d5"},
		{name: "slider captures on the first zone square and goes no further", v: def,
			fen:  "9k/10/10/10/4g5/R2n6/10/10/10/K9 w - - 0 1",
			from: "a5", dests: "a2 a3 a4 a6 a7 a8 a9 a10 b5 c5 d5"},
		{name: "piece starting in zone moves one square", v: def,
			fen:  "9k/10/10/10/4g5/3Q6/10/10/10/K9 w - - 0 1",
			from: "d5", dests: "c4 c5 c6 d4 d6 e4 e5 e6"},
		{name: "knight jumps into zone and out of it", v: def,
			fen:  "9k/10/10/10/4g5/3N6/10/10/10/K9 w - - 0 1",
			from: "d5", dests: "b4 b6 c3 c7 e3 e7 f4 f6"},
		{name: "knight frozen option", v: frozen,
			fen:  "9k/10/10/10/4g5/3N6/10/10/10/K9 w - - 0 1",
			from: "d5", dests: ""},
		{name: "knight frozen option leaves a knight outside zones free", v: frozen,
			fen:  "9k/10/10/10/10/3N6/10/10/10/K9 w - - 0 1",
			from: "d5", dests: "b4 b6 c3 c7 e3 e7 f4 f6"},
		{name: "own zone does not hold own pieces by default", v: def,
			fen:  "9k/10/10/10/4G5/R9/10/10/10/K9 w - - 0 1",
			from: "a5", dests: "a2 a3 a4 a6 a7 a8 a9 a10 b5 c5 d5 e5 f5 g5 h5 i5 j5"},
		{name: "zone acts on all option", v: allZones,
			fen:  "9k/10/10/10/4G5/R9/10/10/10/K9 w - - 0 1",
			from: "a5", dests: "a2 a3 a4 a6 a7 a8 a9 a10 b5 c5 d5"},
		{name: "zone acts on all: a bodyguard is not held by its own zone", v: allZones,
			fen:  "9k/10/10/10/10/4G5/10/10/10/K9 w - - 0 1",
			from: "e5", dests: "c3 c5 c7 d4 d5 d6 e3 e4 e6 e7 f4 f5 f6 g3 g5 g7"},
		{name: "zone acts on all: a bodyguard is held by a friendly one's zone", v: allZones,
			fen:  "9k/10/10/10/5G4/4G5/10/10/10/K9 w - - 0 1",
			from: "e5", dests: "d4 d5 d6 e4 e6 f4 f5"},
		{name: "by default a friendly zone does not hold a bodyguard", v: def,
			fen:  "9k/10/10/10/5G4/4G5/10/10/10/K9 w - - 0 1",
			from: "e5", dests: "c3 c5 c7 d4 d5 d6 e3 e4 e6 e7 f4 f5 g3 g5"},
		{name: "two bodyguards two squares apart cannot capture each other", v: def,
			fen:     "9k/10/10/10/4g5/10/4G5/10/10/K9 w - - 0 1",
			illegal: []string{"e4e6"}, legal: []string{"e4e5"}},
		{name: "bodyguard is captured by a piece starting next to it", v: def,
			fen:   "9k/10/10/10/4g5/4R5/10/10/10/K9 w - - 0 1",
			legal: []string{"e5e6"}},
		{name: "bodyguard is captured by a distant knight", v: def,
			fen:   "9k/10/10/10/4g5/10/3N6/10/10/K9 w - - 0 1",
			legal: []string{"d4e6"}},
		{name: "distant slider cannot capture a bodyguard", v: def,
			fen:     "9k/10/10/10/4g5/10/10/10/10/K3R5 w - - 0 1",
			illegal: []string{"e1e6"}, legal: []string{"e1e5"}},
		{name: "bodyguard never captures a king", v: def,
			fen:     "10/10/10/10/4k5/4G5/10/10/10/K9 w - - 0 1",
			illegal: []string{"e5e6"}},
		{name: "king may step next to an enemy bodyguard", v: def,
			fen:   "9k/10/10/10/4g5/10/4K5/10/10/10 w - - 0 1",
			legal: []string{"e4e5", "e4d5", "e4f5"}},
		{name: "king captures piece defended only by bodyguard", v: def,
			fen:   "9k/10/10/10/4g5/4r5/4K5/10/10/10 w - - 0 1",
			legal: []string{"e4e5"}},
		{name: "king may not capture a piece defended by a rook", v: def,
			fen:     "4r4k/10/10/10/10/4r5/4K5/10/10/10 w - - 0 1",
			illegal: []string{"e4e5"}},
		{name: "king captures a piece whose defender is held back by a zone", v: def,
			fen:   "4r4k/10/10/3G6/10/4r5/4K5/10/10/10 w - - 0 1",
			legal: []string{"e4e5"}},
		{name: "bodyguard can be pinned, but its zone moves with it", v: def,
			fen:     "4r4k/10/10/10/10/10/10/10/4G5/4K5 w - - 0 1",
			legal:   []string{"e2d2", "e2f2", "e2e3", "e2e4"},
			illegal: []string{"e2c2", "e2g2", "e2c4", "e2g4"}},
		{name: "zone breaks a pin", v: def,
			fen:   "9k/4r5/10/10/3G6/10/10/4R5/10/4K5 w - - 0 1",
			legal: []string{"e3a3"}},
		{name: "without the zone the pin holds", v: def,
			fen:     "9k/4r5/10/10/10/10/10/4R5/10/4K5 w - - 0 1",
			illegal: []string{"e3a3"}},
		{name: "knight frozen option: the king may step where the knight would attack", v: frozen,
			fen:   "9k/10/10/10/10/10/10/3n6/4G5/4K5 w - - 0 1",
			legal: []string{"e1f2"}},
		{name: "a free knight in a zone attacks as usual", v: def,
			fen:     "9k/10/10/10/10/10/10/3n6/4G5/4K5 w - - 0 1",
			illegal: []string{"e1f2"}},
	})
}

// TestHiashatarChecks covers attacks, which follow the same limits as moves.
func TestHiashatarChecks(t *testing.T) {
	def := hia(t, HiashatarOptions{})
	frozen := hia(t, HiashatarOptions{KnightFrozenInZone: true})
	all := hia(t, HiashatarOptions{ZoneActsOnAll: true})
	cases := []struct {
		name    string
		v       *Variant
		fen     string
		inCheck bool
	}{
		{"bodyguard never checks", def, "9k/10/10/10/4g5/4K5/10/10/10/10 w - - 0 1", false},
		{"rook checks along an open file", def, "4r4k/10/10/10/10/10/10/10/10/4K5 w - - 0 1", true},
		{"zone shields king from distant slider", def, "4r4k/10/10/10/3G6/10/10/10/10/4K5 w - - 0 1", false},
		{"zone on the king's own square does not shield it", def, "9k/10/10/10/10/10/10/10/5G4/r3K5 w - - 0 1", true},
		{"slider in enemy zone attacks only one step", def, "9k/10/3G6/4r5/10/10/10/10/10/4K5 w - - 0 1", false},
		{"slider in enemy zone still checks next to it", def, "9k/10/10/10/10/10/10/3G6/4r5/4K5 w - - 0 1", true},
		{"knight checks from inside a zone", def, "9k/10/10/10/10/10/10/3n6/4G5/4K5 w - - 0 1", true},
		{"knight frozen option: no check from a zone", frozen, "9k/10/10/10/10/10/10/3n6/4G5/4K5 w - - 0 1", false},
		{"zone acts on all: own bodyguard shields the enemy king too", all, "4r4k/10/10/10/3g6/10/10/10/10/4K5 w - - 0 1", false},
		{"by default own bodyguard does not hold its own rook", def, "4r4k/10/10/10/3g6/10/10/10/10/4K5 w - - 0 1", true},
		{"pawn checks diagonally", def, "9k/10/10/10/10/10/10/3p6/4K5/10 w - - 0 1", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := c.v.NewPositionLenient(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.InCheck(); got != c.inCheck {
				t.Errorf("InCheck() = %v, want %v", got, c.inCheck)
			}
			if got := p.CheckingKinds() != 0; got != c.inCheck {
				t.Errorf("CheckingKinds() = %v, want check %v", p.CheckingKinds(), c.inCheck)
			}
		})
	}
}

func TestHiashatarOutcomes(t *testing.T) {
	def := hia(t, HiashatarOptions{})
	bare := hia(t, HiashatarOptions{BareKingDraw: true})
	cases := []struct {
		name   string
		v      *Variant
		fen    string
		moves  []string
		result Result
		reason Reason
	}{
		{"checkmate wins", def, "k9/10/1K8/10/10/10/10/10/10/9R w - - 0 1", []string{"j1j10"}, FirstWins, ReasonCheckmate},
		{"stalemate is a draw", def, "k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1", nil, Draw, ReasonStalemate},
		{"kings and bodyguards only are drawn", def, "k8g/10/10/10/10/10/10/10/G9/5K4 w - - 0 1", nil, Draw, ReasonInsufficientMaterial},
		{"a lone bishop cannot mate a bare king", def, "k9/10/10/10/10/10/10/10/B9/5K4 w - - 0 1", nil, Draw, ReasonInsufficientMaterial},
		{"a rook can mate", def, "k9/10/10/10/10/10/10/10/1R8/5K4 w - - 0 1", nil, Ongoing, ReasonNone},
		{"bishop against bodyguard plays on", def, "k8g/10/10/10/10/10/10/10/B9/5K4 w - - 0 1", nil, Ongoing, ReasonNone},
		{"bare king option", bare, "k9/10/10/10/10/10/10/10/1Q8/5K4 w - - 0 1", nil, Draw, ReasonBareKing},
		{"bare king option reached by a capture", bare, "k9/10/10/10/10/10/10/10/r9/R4K4 w - - 0 1", []string{"a1a2"}, Draw, ReasonBareKing},
		{"without the bare king option a queen plays on", def, "k9/10/10/10/10/10/10/10/1Q8/5K4 w - - 0 1", nil, Ongoing, ReasonNone},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mgPos(t, c.v, c.fen)
			mgPlay(t, p, c.moves...)
			before := p.FEN()
			o := p.Outcome()
			if o.Result != c.result || o.Reason != c.reason {
				t.Errorf("Outcome() = %+v, want %v %q", o, c.result, c.reason)
			}
			if o.Over() && len(c.moves) > 0 && len(o.Plies) == 0 {
				t.Errorf("outcome lacks plies: %+v", o)
			}
			if err := outcomeFacts(o, p.Variant().Game); err != nil {
				t.Error(err)
			}
			if p.FEN() != before {
				t.Errorf("Outcome changed the position")
			}
		})
	}
}

func TestHiashatarPreset(t *testing.T) {
	v := MustPreset("hiashatar")
	if v.Options.Hiashatar != (HiashatarOptions{}) {
		t.Errorf("hiashatar preset options = %+v, want the defaults", v.Options.Hiashatar)
	}
	if want := "rnbgkqgbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBGKQGBNR w - - 0 1"; v.StartFEN != want {
		t.Errorf("start FEN %q, want %q", v.StartFEN, want)
	}
	p := v.StartPosition()
	for d, want := range []uint64{1, 34, 1156, 42150} {
		if got := p.Perft(d); got != want {
			t.Errorf("start perft(%d) = %d, want %d", d, got, want)
		}
	}
}

// TestHiashatarStartPerft4 pins the published depth-4 count (rules/README.md).
func TestHiashatarStartPerft4(t *testing.T) {
	if got := MustPreset("hiashatar").StartPosition().Perft(4); got != 1535305 {
		t.Errorf("perft(4) = %d, want 1535305", got)
	}
}
