package rules

import (
	"strings"
	"testing"
)

func TestSpanish(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []notationCase{
		{"start/cannon sideways", start, "h3e3", "C2 h5"},
		{"start/horse", start, "b1c3", "Z8 a7"},
		{"start/chariot", start, "a1a2", "R9 a1"},
		{"start/general", start, "e1e2", "G5 a1"},
		{"start/advisor", start, "d1e2", "K6 a5"},
		{"start/elephant", start, "c1e3", "M7 a5"},
		{"start/soldier", start, "g4g5", "S3 a1"},
		{"start/cannon capture", start, "b3b10", "C8 a7"},
		{"black/horse", fenAfterC25, "h10g8", "Z8 a7"},
		{"black/cannon sideways", fenAfterC25, "h8e8", "C8 h5"},
		{"black/cannon capture", fenAfterC25, "b8b1", "C2 a7"},
		{"black/chariot", fenAfterC25, "a10a9", "R1 a1"},
		{"two on a file/primero", fenTwoOnFile, "c8c9", "pS a1"},
		{"two on a file/segundo", fenTwoOnFile, "c7b7", "sS h8"},
		{"two on a file/lone soldier", fenTwoOnFile, "g6g7", "S3 a1"},
		{"three on a file/primero", fenThreeSoldiers, "e8e9", "pS a1"},
		{"three on a file/segundo", fenThreeSoldiers, "e7d7", "sS h6"},
		{"three on a file/tercero", fenThreeSoldiers, "e6f6", "tS h4"},
		{"four on a file/cuarto", fenFourSoldiers, "e6d6", "cS h6"},
		{"five on a file/quinto", fenFiveSoldiers, "c6b6", "qS h8"},
		{"two files/right file front", fenTwoFiles, "g7g8", "pS a1"},
		{"two files/right file rear", fenTwoFiles, "g6f6", "sS h4"},
		{"two files/left file front", fenTwoFiles, "c9c10", "tS a1"},
		{"two files/left file middle", fenTwoFiles, "c8b8", "cS h8"},
		{"two files/left file rear", fenTwoFiles, "c7d7", "qS h6"},
		{"chariots/primero", fenTwoChariots, "a2a3", "pR a1"},
		{"chariots/segundo", fenTwoChariots, "a1b1", "sR h8"},
		{"chariots/segundo back", "3k5/9/9/9/9/9/R8/9/R8/4K4 w", "a2a1", "sR g1"},
		{"advisors/primero", fenTwoAdvisors, "d3e2", "pK g5"},
		{"advisors/segundo", fenTwoAdvisors, "d1e2", "sK a5"},
		{"elephants/primero", fenTwoElephants, "c5a3", "pM g9"},
		{"elephants/segundo", fenTwoElephants, "c1e3", "sM a5"},
		{"black tandem/primero", fenBlackSoldiers, "g3g2", "pS a1"},
		{"black tandem/segundo", fenBlackSoldiers, "g4h4", "sS h8"},
		{"black tandem/lone soldier", fenBlackSoldiers, "c5b5", "S3 h2"},
		{"horse back", "3k5/9/9/9/9/9/9/2N6/9/4K4 w", "c3b1", "Z7 g8"},
	}
	runNotationCases(t, "xiangqi", cases, (*Position).Spanish, (*Position).ParseSpanish)
}

// Positions for the examples of the Spanish text
// (shared/rules/xiangqi-notation-es.md; blue is black).
const (
	fenTextCannon   = "4k4/9/9/9/9/9/3c5/9/9/5K3 b"   // black cannon d4, on black's file 4
	fenTextElephant = "4k4/9/9/9/9/9/9/4B4/9/3K5 w"   // red elephant e3, file 5
	fenTextAdvisor  = "3k5/4a4/9/9/9/9/9/9/9/4K4 b"   // black advisor e9, file 5
	fenTextHorse    = "4k4/9/9/9/9/9/9/6N2/9/3K5 w"   // red horse g3, file 3
	fenTextChariots = "4k4/9/9/1R7/1R7/9/9/9/9/3K5 w" // red chariots b7 and b6, file 8
)

// TestSpanishTextExamples: every example of the Spanish text reads as the
// move it describes, as the text prints it and as the site reads it, and
// the move is written back as the site reads it. That is the text's own
// spelling but for three misprints the README explains: KS for K5 (S for
// 5, as l for 1 in C4 al), and l0 / b0, the place marks with the letter
// lost, written pR / sR.
func TestSpanishTextExamples(t *testing.T) {
	cases := []struct {
		text, printed, written, fen, uci, meaning string
	}{
		{"C4 g6", "", "C4 g6", fenTextCannon, "d4d10", "the blue cannon on file 4 moves back 6 points"},
		{"C4 a1", "C4 al", "C4 a1", fenTextCannon, "d4d3", "the blue cannon on file 4 moves forward 1 point"},
		{"C4 h9", "", "C4 h9", fenTextCannon, "d4i4", "the blue cannon on file 4 moves sideways to file 9"},
		{"C4 h2", "", "C4 h2", fenTextCannon, "d4b4", "the blue cannon on file 4 moves sideways to file 2"},
		{"M5 a7", "", "M5 a7", fenTextElephant, "e3c5", "the red elephant on file 5 moves diagonally forward to file 7"},
		{"M5 g3", "", "M5 g3", fenTextElephant, "e3g1", "the red elephant on file 5 moves diagonally back to file 3"},
		{"KS A4", "", "K5 a4", fenTextAdvisor, "e9d8", "the blue advisor on file 5 moves diagonally forward to file 4"},
		{"KS g6", "", "K5 g6", fenTextAdvisor, "e9f10", "the blue advisor on file 5 moves diagonally back to file 6"},
		{"Z3 a2", "", "Z3 a2", fenTextHorse, "g3h5", "the red horse on file 3 moves forward (an L) to file 2"},
		{"Z3 g1", "Z3 gl", "Z3 g1", fenTextHorse, "g3i2", "the red horse on file 3 moves back (an L) to file 1"},
		{"l0 a2", "", "pR a2", fenTextChariots, "b7b9", "the first chariot of file 8 forward 2"},
		{"b0 g4", "", "sR g4", fenTextChariots, "b6b2", "the second chariot of file 8 back 4"},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			p := mustPosition(t, "xiangqi", c.fen)
			want, err := p.ParseMove(c.uci)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{c.text, c.printed, c.written} {
				if s == "" {
					continue
				}
				if got, err := p.ParseSpanish(s); err != nil || got != want {
					t.Errorf("%q (%s) reads as %v, %v; want %v", s, c.meaning, got, err, want)
				}
			}
			if got := p.Spanish(want); got != c.written {
				t.Errorf("%v (%s) written %q, want %q", want, c.meaning, got, c.written)
			}
		})
	}
}

func TestParseSpanishAliases(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []aliasCase{
		{"no space", start, "C2h5", "h3e3"},
		{"lower case", start, "r9a1", "a1a2"},
		{"lower case with a space is not UCI", start, "c2 h5", "h3e3"},
		{"lower case with a WXF operator", start, "c2=5", "h3e3"},
		{"upper case direction", start, "C2H5", "h3e3"},
		{"spaces", start, " C2 h5 ", "h3e3"},
		{"WXF operators", start, "C2=5", "h3e3"},
		{"dot", start, "C2.5", "h3e3"},
		{"plus", start, "Z8+7", "b1c3"},
		{"B for the horse", start, "B8a7", "b1c3"},
		{"P for the soldier", start, "P3a1", "g4g5"},
		{"E for the elephant", start, "E7a5", "c1e3"},
		{"A for the advisor", start, "A6a5", "d1e2"},
		{"l for 1", start, "R9 al", "a1a2"},
		{"UCI coordinates", start, "h3e3", "h3e3"},
		{"r for back", fenTwoAdvisors, "pKr5", "d3e2"},
		{"minus", fenTwoAdvisors, "pK-5", "d3e2"},
		{"upper case place", fenTwoChariots, "PR A1", "a2a3"},
		{"text's mark l", fenTwoChariots, "lR a1", "a2a3"},
		{"text's mark b", fenTwoChariots, "bR h8", "a1b1"},
		{"lost letter after p", fenTwoChariots, "p0 a1", "a2a3"},
		{"place with an alias letter", fenTwoOnFile, "pP a1", "c8c9"},
		{"advisor by file", fenTwoAdvisors, "K6g5", "d3e2"},
		{"advisor by file, old letter", fenTwoAdvisors, "A6g5", "d3e2"},
		{"elephant by file", fenTwoElephants, "M7a5", "c1e3"},
		{"KS for the advisor on file 5", "3k5/9/9/9/9/9/9/9/4A4/5K3 w", "KS a4", "e2f3"},
	}
	runAliasCases(t, "xiangqi", cases, (*Position).ParseSpanish)
}

func TestParseSpanishErrors(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	// Two chariots on file 9 and two cannons on file 1: l0 a1 fits both.
	twoPairs := "3k5/9/9/9/9/8C/R7C/9/R8/4K4 w"
	cases := []errorCase{
		{"empty", start, "", "want a piece letter"},
		{"too short", start, "C2h", "want a piece letter"},
		{"WXF horse letter", start, "H8a7", "no piece written H8"},
		{"unknown place", start, "xR a1", "no piece written xR"},
		{"not a name", start, "R+ a1", "want a piece letter"},
		{"bad direction", start, "C2x5", "direction"},
		{"zero", start, "C2h0", "1 to 9"},
		{"not ASCII", start, "C2hé", "want a piece letter"},
		{"no piece there", start, "C5h4", "no piece written C5"},
		{"illegal move", start, "R9a3", "the red chariot on a1 has no legal move a3"},
		{"place without a pair", start, "pR a1", "no piece written pR"},
		{"letter then place is not read", fenTwoChariots, "Rp a1", "no piece written Rp"},
		{"tercero of two", fenTwoOnFile, "tS a1", "no piece written tS"},
		{"KS with no advisor on file 5", start, "KS a4", "no piece written KS"},
		{"lost letter fitting two pieces", twoPairs, "l0 a1", "ambiguous"},
		{"too long", start, strings.Repeat("R", 100), "too long"},
		{"bad UCI", start, "h3e4", "not a legal move"},
		{"lower case shaped like UCI", start, "c2h5", "not a legal move"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, "xiangqi", c.fen)
			wantMoveError(t, c.input, c.reason)(p.ParseSpanish(c.input))
		})
	}
	janggi := MustPreset("janggi").StartPosition()
	wantMoveError(t, "C2 h5", "for xiangqi")(janggi.ParseSpanish("C2 h5"))
}

func TestSpanishRoundTrip(t *testing.T) {
	notationPositions(t, "xiangqi", func(p *Position) {
		checkRoundTrip(t, p, "Spanish", (*Position).Spanish, (*Position).ParseSpanish)
	})
}

// TestSpanishCoversPlaces makes sure the random placements of the round
// trip reach every place mark, and both the one-file and two-file series.
func TestSpanishCoversPlaces(t *testing.T) {
	seen := map[string]bool{}
	eachRandomXiangqiMove(func(p *Position, m Move) {
		s := p.Spanish(m)
		if strings.IndexByte(spanishPlaces, s[0]) < 0 {
			return
		}
		seen[s[:2]] = true
		if p.xqColumnOf(m.From()).files >= 2 {
			seen["two files"] = true
		}
	})
	for _, k := range []string{"pS", "sS", "tS", "cS", "qS", "pR", "sR", "pZ", "sC", "pK", "sM", "two files"} {
		if !seen[k] {
			t.Errorf("random placements never produced a move of %s", k)
		}
	}
}

// TestSpanishOtherGames: moves of another game come out in UCI form.
func TestSpanishOtherGames(t *testing.T) {
	janggi := MustPreset("janggi").StartPosition()
	if m := NewMove(SquareAt(1, 0), SquareAt(2, 2), NoKind); janggi.Spanish(m) != m.String() {
		t.Errorf("janggi move %v written %q, want the UCI form", m, janggi.Spanish(m))
	}
}

func FuzzParseSpanish(f *testing.F) {
	fuzzXiangqiNotation(f, []string{"C2 h5", "Z8 a7", "R9 g2", "pR a1", "sS h6", "tS h4", "cS h6", "qS h8", "pK g5",
		"K6g5", "c2=5", "P3+1", "M7a5", "pKr5", "h3e3", "a10a9", "KS A4", "l0 a2", "b0 g4", "C4 al", "", "S", "C2h0",
		"C2hé", "\xff\xfe\xfd\xfc"},
		(*Position).Spanish, (*Position).ParseSpanish)
}
