package rules

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// notationCase is one move of a hand-built position and how a notation writes it.
type notationCase struct {
	name, fen, uci, want string
}

// Positions shared by the xiangqi notation tests; the comments name the pieces
// the cases are about (red to move unless the FEN says b).
const (
	fenThreeSoldiers = "3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w"                               // e6 e7 e8
	fenFourSoldiers  = "3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w"                             // e6–e9
	fenFiveSoldiers  = "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w"                           // c6–c10
	fenTwoFiles      = "3k5/2P6/2P6/2P3P2/6P2/9/9/9/9/4K4 w"                           // c7 c8 c9, g6 g7
	fenTwoOnFile     = "3k5/9/2P6/2P6/6P2/9/9/9/9/4K4 w"                               // c7 c8, g6 alone
	fenTwoChariots   = "3k5/9/9/9/9/9/9/9/R8/R3K4 w"                                   // a1 a2
	fenTwoAdvisors   = "3k5/9/9/9/9/9/9/3A5/9/3AK4 w"                                  // d1 d3
	fenTwoElephants  = "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w"                                 // c1 c5
	fenBlackSoldiers = "4k4/9/9/9/9/2p6/6p2/6p2/9/3K5 b"                               // black g3 g4, c5 alone
	fenAfterC25      = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b" // 1. C2=5
)

func TestWXF(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []notationCase{
		{"start/cannon sideways", start, "h3e3", "C2=5"},
		{"start/horse", start, "b1c3", "H8+7"},
		{"start/right horse", start, "h1g3", "H2+3"},
		{"start/chariot forward", start, "a1a2", "R9+1"},
		{"start/general", start, "e1e2", "K5+1"},
		{"start/advisor", start, "d1e2", "A6+5"},
		{"start/elephant", start, "c1e3", "E7+5"},
		{"start/soldier", start, "g4g5", "P3+1"},
		{"start/cannon capture", start, "b3b10", "C8+7"},
		{"black/horse", fenAfterC25, "h10g8", "H8+7"},
		{"black/left horse", fenAfterC25, "b10c8", "H2+3"},
		{"black/cannon sideways", fenAfterC25, "h8e8", "C8=5"},
		{"black/cannon capture", fenAfterC25, "b8b1", "C2+7"},
		{"black/chariot", fenAfterC25, "a10a9", "R1+1"},
		{"black/soldier", fenAfterC25, "c7c6", "P3+1"},
		{"two on a file/front", fenTwoOnFile, "c8c9", "P++1"},
		{"two on a file/rear", fenTwoOnFile, "c7b7", "P-=8"},
		{"two on a file/lone soldier", fenTwoOnFile, "g6g7", "P3+1"},
		{"three on a file/front", fenThreeSoldiers, "e8e9", "P++1"},
		{"three on a file/front sideways", fenThreeSoldiers, "e8d8", "P+=6"},
		{"three on a file/middle", fenThreeSoldiers, "e7d7", "P5=6"},
		{"three on a file/middle right", fenThreeSoldiers, "e7f7", "P5=4"},
		{"three on a file/rear", fenThreeSoldiers, "e6f6", "P-=4"},
		{"four on a file/foremost", fenFourSoldiers, "e9e10", "+++1"},
		{"four on a file/foremost sideways", fenFourSoldiers, "e9d9", "++=6"},
		{"four on a file/second", fenFourSoldiers, "e8d8", "P+=6"},
		{"four on a file/third", fenFourSoldiers, "e7f7", "P-=4"},
		{"four on a file/rearmost", fenFourSoldiers, "e6d6", "--=6"},
		{"five on a file/foremost", fenFiveSoldiers, "c10b10", "++=8"},
		{"five on a file/second", fenFiveSoldiers, "c9d9", "P+=6"},
		{"five on a file/middle", fenFiveSoldiers, "c8b8", "P7=8"},
		{"five on a file/fourth", fenFiveSoldiers, "c7d7", "P-=6"},
		{"five on a file/rearmost", fenFiveSoldiers, "c6b6", "--=8"},
		{"two files/front of three", fenTwoFiles, "c9c10", "7++1"},
		{"two files/front of three sideways", fenTwoFiles, "c9b9", "7+=8"},
		{"two files/middle of three", fenTwoFiles, "c8b8", "77=8"},
		{"two files/rear of three", fenTwoFiles, "c7d7", "7-=6"},
		{"two files/front of two", fenTwoFiles, "g7g8", "3++1"},
		{"two files/front of two sideways", fenTwoFiles, "g7f7", "3+=4"},
		{"two files/rear of two", fenTwoFiles, "g6f6", "3-=4"},
		{"chariots/front forward", fenTwoChariots, "a2a3", "R++1"},
		{"chariots/front sideways", fenTwoChariots, "a2b2", "R+=8"},
		{"chariots/rear sideways", fenTwoChariots, "a1b1", "R-=8"},
		{"advisors/front", fenTwoAdvisors, "d3e2", "A+-5"},
		{"advisors/rear", fenTwoAdvisors, "d1e2", "A-+5"},
		{"elephants/front to centre", fenTwoElephants, "c5e3", "E+-5"},
		{"elephants/front to edge", fenTwoElephants, "c5a3", "E+-9"},
		{"elephants/rear to centre", fenTwoElephants, "c1e3", "E-+5"},
		{"elephants/rear to edge", fenTwoElephants, "c1a3", "E-+9"},
		{"black tandem/front", fenBlackSoldiers, "g3g2", "P++1"},
		{"black tandem/front sideways", fenBlackSoldiers, "g3f3", "P+=6"},
		{"black tandem/rear", fenBlackSoldiers, "g4h4", "P-=8"},
		{"black tandem/lone soldier", fenBlackSoldiers, "c5b5", "P3=2"},
	}
	runNotationCases(t, "xiangqi", cases, (*Position).WXF, (*Position).ParseWXF)
}

// runNotationCases checks that write gives each case's string and parse reads it back.
func runNotationCases(t *testing.T, variant string, cases []notationCase,
	write func(*Position, Move) string, parse func(*Position, string) (Move, error)) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, variant, c.fen)
			m, err := p.ParseMove(c.uci)
			if err != nil {
				t.Fatal(err)
			}
			if got := write(p, m); got != c.want {
				t.Errorf("%s: got %q, want %q", c.uci, got, c.want)
			}
			back, err := parse(p, c.want)
			if err != nil {
				t.Fatalf("parse %q: %v", c.want, err)
			}
			if back != m {
				t.Errorf("parse %q = %v, want %v", c.want, back, m)
			}
		})
	}
}

func mustPosition(t testing.TB, variant, fen string) *Position {
	t.Helper()
	p, err := MustPreset(variant).NewPosition(fen)
	if err != nil {
		t.Fatalf("%s %q: %v", variant, fen, err)
	}
	return p
}

// aliasCase is another spelling a parser accepts for a move.
type aliasCase struct {
	name, fen, input, uci string
}

func TestParseWXFAliases(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []aliasCase{
		{"dot for sideways", start, "C2.5", "h3e3"},
		{"lower case", start, "c2=5", "h3e3"},
		{"N for horse", start, "N8+7", "b1c3"},
		{"B for elephant", start, "B7+5", "c1e3"},
		{"spaces around", start, "  H2+3 ", "h1g3"},
		{"UCI coordinates", start, "h3e3", "h3e3"},
		{"mark before letter/front", fenTwoChariots, "+R+1", "a2a3"},
		{"mark before letter/rear", fenTwoChariots, "-R.8", "a1b1"},
		{"mark before letter/three soldiers", fenThreeSoldiers, "-P=4", "e6f6"},
		{"advisor by file/front", fenTwoAdvisors, "A6-5", "d3e2"},
		{"advisor by file/rear", fenTwoAdvisors, "A6+5", "d1e2"},
		{"elephant by file", fenTwoElephants, "E7-9", "c5a3"},
		{"mark before advisor", fenTwoAdvisors, "+A-5", "d3e2"},
	}
	runAliasCases(t, "xiangqi", cases, (*Position).ParseWXF)
}

func runAliasCases(t *testing.T, variant string, cases []aliasCase, parse func(*Position, string) (Move, error)) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, variant, c.fen)
			m, err := parse(p, c.input)
			if err != nil {
				t.Fatalf("%q: %v", c.input, err)
			}
			if m.String() != c.uci {
				t.Errorf("%q = %v, want %s", c.input, m, c.uci)
			}
		})
	}
}

// errorCase is bad input and a fragment of the reason a parser must give.
type errorCase struct {
	name, fen, input, reason string
}

func TestParseWXFErrors(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []errorCase{
		{"empty", start, "", "want a piece letter"},
		{"too short", start, "C2=", "want a piece letter"},
		{"unknown letter", start, "X2=5", "want a piece letter"},
		{"bad operator", start, "C2*5", "operator"},
		{"zero", start, "C2=0", "1 to 9"},
		{"no piece there", start, "C5=4", "no piece written C5"},
		{"illegal move", start, "R9+3", "the red chariot on a1 has no legal move +3"},
		{"blocked horse", start, "H8-7", "no legal move -7"},
		{"tandem mark without tandem", start, "R+=8", "no piece written R+"},
		{"too long", start, strings.Repeat("R", 100), "too long"},
		{"bad UCI", start, "h3e4", "not a legal move"},
		{"foremost without four", fenThreeSoldiers, "++=6", "no piece written ++"},
		{"not xiangqi", MustPreset("janggi").StartFEN, "C2=5", "for xiangqi"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			variant := "xiangqi"
			if c.fen == MustPreset("janggi").StartFEN {
				variant = "janggi"
			}
			p := mustPosition(t, variant, c.fen)
			wantMoveError(t, c.input, c.reason)(p.ParseWXF(c.input))
		})
	}
}

// wantMoveError returns a checker that the parse failed with a *MoveError
// whose reason contains reason.
func wantMoveError(t *testing.T, input, reason string) func(Move, error) {
	return func(m Move, err error) {
		t.Helper()
		var me *MoveError
		if !errors.As(err, &me) {
			t.Fatalf("%q: got %v, %v; want a *MoveError", input, m, err)
		}
		if !strings.Contains(me.Reason, reason) {
			t.Errorf("%q: reason %q, want it to contain %q", input, me.Reason, reason)
		}
	}
}

// notationPositions calls check on positions of the variant's game: the
// start, the reference positions, positions along random games from both,
// and (for xiangqi) random legal placements rich in tandem pieces.
func notationPositions(t *testing.T, game string, check func(*Position)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(2, 7))
	var roots []*Position
	roots = append(roots, MustPreset(game).StartPosition())
	for _, r := range readPositions(t, "testdata/positions.jsonl") {
		v := MustPreset(r.Variant)
		if v.Game.String() != game {
			continue
		}
		p, err := v.NewPositionLenient(r.FEN)
		if err != nil {
			t.Fatal(err)
		}
		roots = append(roots, p)
	}
	games, plies := 20, 120
	if testing.Short() {
		games, plies = 2, 60
	}
	for _, root := range roots {
		check(root)
		for range games {
			walkRandom(root.Clone(), rng, plies, check)
		}
	}
	if game == "xiangqi" {
		n := 3000
		if testing.Short() {
			n = 300
		}
		for range n {
			if p := randomXiangqi(rng); p != nil {
				check(p)
			}
		}
	}
}

// walkRandom plays up to plies random legal moves, checking each position.
func walkRandom(p *Position, rng *rand.Rand, plies int, check func(*Position)) {
	var ml MoveList
	for range plies {
		p.GenerateLegal(&ml)
		if ml.Len() == 0 {
			return
		}
		p.MakeMove(ml.At(rng.IntN(ml.Len())))
		check(p)
	}
}

// randomXiangqi places random pieces on points they can stand on, up to the
// game's counts, and returns the position if it is valid. Soldiers are
// crowded onto few files so that tandem cases are common.
func randomXiangqi(rng *rand.Rand) *Position {
	v := MustPreset("xiangqi")
	var board [maxRanks][maxFiles]byte
	letters := "KABNRCP"
	for c := First; c <= Second; c++ {
		soldierFiles := [2]int{rng.IntN(9), rng.IntN(9)}
		for i, l := range letters {
			pc := v.PieceOf(byte(l))
			if c == Second {
				pc = v.PieceOf(byte(l) + 'a' - 'A')
			}
			n := 1
			if i > 0 {
				n = rng.IntN(v.maxCount[pc.Kind()] + 1)
			}
			for range n {
				for range 50 {
					f, r := rng.IntN(9), rng.IntN(10)
					if pc.Kind() == Soldier && rng.IntN(4) > 0 {
						f = soldierFiles[rng.IntN(2)]
					}
					if board[r][f] == 0 && v.canStand(pc, SquareAt(f, r)) {
						board[r][f] = v.Letter(pc)
						break
					}
				}
			}
		}
	}
	side := "w"
	if rng.IntN(2) == 1 {
		side = "b"
	}
	p, err := v.NewPosition(boardFEN(board[:], 9) + " " + side)
	if err != nil {
		return nil
	}
	return p
}

// boardFEN writes the board field of a FEN from rows indexed by rank (0 at the bottom).
func boardFEN(rows [][maxFiles]byte, files int) string {
	var b strings.Builder
	for r := len(rows) - 1; r >= 0; r-- {
		empty := 0
		for f := range files {
			if rows[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(rows[r][f])
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}

// checkRoundTrip checks that every legal move of p is written uniquely and
// parsed back to itself; strict positions must never need the UCI fallback.
func checkRoundTrip(t *testing.T, p *Position, name string,
	write func(*Position, Move) string, parse func(*Position, string) (Move, error)) {
	t.Helper()
	seen := map[string]Move{}
	for _, m := range p.LegalMoves() {
		s := write(p, m)
		if other, dup := seen[s]; dup {
			t.Fatalf("%s: %v and %v both written %q in %s", name, other, m, s, p.FEN())
		}
		seen[s] = m
		if s == m.String() && !m.IsPass() {
			if _, err := p.v.NewPosition(p.FEN()); err == nil {
				t.Fatalf("%s: %v fell back to UCI in %s", name, m, p.FEN())
			}
		}
		back, err := parse(p, s)
		if err != nil {
			t.Fatalf("%s: %v written %q: %v in %s", name, m, s, err, p.FEN())
		}
		if back != m {
			t.Fatalf("%s: %q parsed as %v, want %v in %s", name, s, back, m, p.FEN())
		}
	}
}

func TestWXFRoundTrip(t *testing.T) {
	notationPositions(t, "xiangqi", func(p *Position) {
		checkRoundTrip(t, p, "WXF", (*Position).WXF, (*Position).ParseWXF)
	})
}

// TestWXFCoversTandemCases makes sure the random placements reach every
// tandem case, so that the round trip above really exercises them.
func TestWXFCoversTandemCases(t *testing.T) {
	seen := map[string]bool{}
	eachRandomXiangqiMove(func(p *Position, m Move) {
		w := p.WXF(m)
		switch {
		case w[0] == '+' || w[0] == '-':
			seen["foremost/rearmost"] = true
		case w[0] >= '1' && w[0] <= '9':
			seen["two files"] = true
		case w[0] == 'P' && w[1] == '+':
			seen["front soldier"] = true
		case w[0] != 'P' && w[1] == '-':
			seen["rear piece"] = true
		}
	})
	for _, k := range []string{"foremost/rearmost", "two files", "front soldier", "rear piece"} {
		if !seen[k] {
			t.Errorf("random placements never produced a %s move", k)
		}
	}
}

// eachRandomXiangqiMove calls f with every legal move of the random
// placements the round trips check.
func eachRandomXiangqiMove(f func(*Position, Move)) {
	rng := rand.New(rand.NewPCG(2, 7))
	for range 3000 {
		if p := randomXiangqi(rng); p != nil {
			for _, m := range p.LegalMoves() {
				f(p, m)
			}
		}
	}
}

// TestWXFNoPanicOnOddMoves feeds moves that are not legal here: the writers
// fall back to UCI rather than panic.
func TestWXFNoPanicOnOddMoves(t *testing.T) {
	p := MustPreset("xiangqi").StartPosition()
	odd := []Move{NoMove, NewMove(SquareAt(4, 4), SquareAt(4, 5), NoKind), NewMove(SquareAt(0, 9), SquareAt(0, 8), NoKind),
		NewMove(SquareAt(4, 0), SquareAt(4, 0), NoKind), NewMove(NoSquare, SquareAt(1, 1), NoKind)}
	for _, m := range odd {
		if got := p.WXF(m); got != m.String() {
			t.Errorf("WXF(%v) = %q, want the UCI form", m, got)
		}
		if got := p.Chinese(m); got != m.String() {
			t.Errorf("Chinese(%v) = %q, want the UCI form", m, got)
		}
		if got := p.Spanish(m); got != m.String() {
			t.Errorf("Spanish(%v) = %q, want the UCI form", m, got)
		}
	}
}

// fuzzXiangqiFENs are the positions the xiangqi notation fuzzers parse in.
var fuzzXiangqiFENs = []string{"", fenThreeSoldiers, fenFourSoldiers, fenFiveSoldiers, fenTwoFiles,
	fenTwoChariots, fenTwoAdvisors, fenTwoElephants, fenBlackSoldiers, fenAfterC25}

// fuzzParse checks a parser on any input: no panic, a *MoveError on failure,
// and an accepted string names a legal move that writes and parses back to itself.
func fuzzParse(t *testing.T, p *Position, s string,
	write func(*Position, Move) string, parse func(*Position, string) (Move, error)) {
	m, err := parse(p, s)
	if err != nil {
		var me *MoveError
		if !errors.As(err, &me) {
			t.Fatalf("%q: error %v is not a *MoveError", s, err)
		}
		return
	}
	if !p.IsLegal(m) {
		t.Fatalf("%q: accepted illegal move %v", s, m)
	}
	w := write(p, m)
	back, err := parse(p, w)
	if err != nil || back != m {
		t.Fatalf("%q = %v, written %q, parsed back as %v, %v", s, m, w, back, err)
	}
}

func fuzzPosition(t *testing.T, variant string, fens []string, which uint8) *Position {
	fen := fens[int(which)%len(fens)]
	if fen == "" {
		return MustPreset(variant).StartPosition()
	}
	return mustPosition(t, variant, fen)
}

func FuzzParseWXF(f *testing.F) {
	fuzzXiangqiNotation(f, []string{"C2=5", "C2.5", "H8+7", "+R+1", "R++1", "P5=6", "++=8", "77=8", "3-=4",
		"A6+5", "h3e3", "a10a9", "", "P", "R9+0", "K5+1", "E+-9", "--=8"}, (*Position).WXF, (*Position).ParseWXF)
}

// fuzzXiangqiNotation fuzzes a xiangqi notation's parser (see fuzzParse) in
// the positions of fuzzXiangqiFENs, each seed in each of them.
func fuzzXiangqiNotation(f *testing.F, seeds []string,
	write func(*Position, Move) string, parse func(*Position, string) (Move, error)) {
	for _, s := range seeds {
		for i := range fuzzXiangqiFENs {
			f.Add(uint8(i), s)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p := fuzzPosition(t, "xiangqi", fuzzXiangqiFENs, which)
		fuzzParse(t, p, s, write, parse)
	})
}
