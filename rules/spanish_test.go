package rules

import (
	"strings"
	"testing"
)

func TestSpanish(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []notationCase{
		{"start/cannon sideways", start, "h3e3", "C2h5"},
		{"start/horse", start, "b1c3", "B8a7"},
		{"start/chariot", start, "a1a2", "R9a1"},
		{"start/general", start, "e1e2", "G5a1"},
		{"start/advisor", start, "d1e2", "A6a5"},
		{"start/elephant", start, "c1e3", "E7a5"},
		{"start/soldier", start, "g4g5", "S3a1"},
		{"start/cannon capture", start, "b3b10", "C8a7"},
		{"black/horse", fenAfterC25, "h10g8", "B8a7"},
		{"black/cannon sideways", fenAfterC25, "h8e8", "C8h5"},
		{"black/cannon capture", fenAfterC25, "b8b1", "C2a7"},
		{"black/chariot", fenAfterC25, "a10a9", "R1a1"},
		{"two on a file/primero", fenTwoOnFile, "c8c9", "Spa1"},
		{"two on a file/segundo", fenTwoOnFile, "c7b7", "Ssh8"},
		{"two on a file/lone soldier", fenTwoOnFile, "g6g7", "S3a1"},
		{"three on a file/primero", fenThreeSoldiers, "e8e9", "Spa1"},
		{"three on a file/segundo", fenThreeSoldiers, "e7d7", "Ssh6"},
		{"three on a file/tercero", fenThreeSoldiers, "e6f6", "Sth4"},
		{"four on a file/cuarto", fenFourSoldiers, "e6d6", "Sch6"},
		{"five on a file/quinto", fenFiveSoldiers, "c6b6", "Sqh8"},
		{"two files/right file front", fenTwoFiles, "g7g8", "Spa1"},
		{"two files/right file rear", fenTwoFiles, "g6f6", "Ssh4"},
		{"two files/left file front", fenTwoFiles, "c9c10", "Sta1"},
		{"two files/left file middle", fenTwoFiles, "c8b8", "Sch8"},
		{"two files/left file rear", fenTwoFiles, "c7d7", "Sqh6"},
		{"chariots/primero", fenTwoChariots, "a2a3", "Rpa1"},
		{"chariots/segundo", fenTwoChariots, "a1b1", "Rsh8"},
		{"chariots/segundo back", "3k5/9/9/9/9/9/R8/9/R8/4K4 w", "a2a1", "Rsg1"},
		{"advisors/primero", fenTwoAdvisors, "d3e2", "Apg5"},
		{"advisors/segundo", fenTwoAdvisors, "d1e2", "Asa5"},
		{"elephants/primero", fenTwoElephants, "c5a3", "Epg9"},
		{"elephants/segundo", fenTwoElephants, "c1e3", "Esa5"},
		{"black tandem/primero", fenBlackSoldiers, "g3g2", "Spa1"},
		{"black tandem/segundo", fenBlackSoldiers, "g4h4", "Ssh8"},
		{"black tandem/lone soldier", fenBlackSoldiers, "c5b5", "S3h2"},
		{"horse back", "3k5/9/9/9/9/9/9/2N6/9/4K4 w", "c3b1", "B7g8"},
	}
	runNotationCases(t, "xiangqi", cases, (*Position).Spanish, (*Position).ParseSpanish)
}

func TestParseSpanishAliases(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []aliasCase{
		{"lower case", start, "r9a1", "a1a2"},
		{"lower case with a WXF operator", start, "c2=5", "h3e3"},
		{"upper case direction", start, "C2H5", "h3e3"},
		{"spaces", start, " C2 h5 ", "h3e3"},
		{"WXF operators", start, "C2=5", "h3e3"},
		{"dot", start, "C2.5", "h3e3"},
		{"plus", start, "B8+7", "b1c3"},
		{"P for the soldier", start, "P3a1", "g4g5"},
		{"M for the elephant", start, "M7a5", "c1e3"},
		{"UCI coordinates", start, "h3e3", "h3e3"},
		{"r for back", fenTwoAdvisors, "Apr5", "d3e2"},
		{"minus", fenTwoAdvisors, "Ap-5", "d3e2"},
		{"upper case place", fenTwoChariots, "RPA1", "a2a3"},
		{"advisor by file", fenTwoAdvisors, "A6g5", "d3e2"},
		{"elephant by file", fenTwoElephants, "E7a5", "c1e3"},
	}
	runAliasCases(t, "xiangqi", cases, (*Position).ParseSpanish)
}

func TestParseSpanishErrors(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []errorCase{
		{"empty", start, "", "want a piece letter"},
		{"too short", start, "C2h", "want a piece letter"},
		{"WXF horse letter", start, "H8a7", "want a piece letter"},
		{"unknown place", start, "Rxa1", "want a piece letter"},
		{"bad direction", start, "C2x5", "direction"},
		{"zero", start, "C2h0", "1 to 9"},
		{"not ASCII", start, "C2hé", "want a piece letter"},
		{"no piece there", start, "C5h4", "no piece written C5"},
		{"illegal move", start, "R9a3", "the red chariot on a1 has no legal move a3"},
		{"primero without a pair", start, "Rpa1", "no piece written Rp"},
		{"tercero of two", fenTwoOnFile, "Sta1", "no piece written St"},
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
	wantMoveError(t, "C2h5", "for xiangqi")(janggi.ParseSpanish("C2h5"))
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
		if strings.IndexByte(spanishPlaces, s[1]) < 0 {
			return
		}
		seen[s[:2]] = true
		if p.xqColumnOf(m.From()).files >= 2 {
			seen["two files"] = true
		}
	})
	for _, k := range []string{"Sp", "Ss", "St", "Sc", "Sq", "Rp", "Rs", "Bp", "Cs", "Ap", "Es", "two files"} {
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
	fuzzXiangqiNotation(f, []string{"C2h5", "B8a7", "R9g2", "Rpa1", "Ssh6", "Sth4", "Sch6", "Sqh8", "Apg5",
		"A6g5", "c2=5", "P3+1", "M7a5", "Apr5", "h3e3", "a10a9", "", "S", "C2h0", "C2hé", "\xff\xfe\xfd\xfc"},
		(*Position).Spanish, (*Position).ParseSpanish)
}
