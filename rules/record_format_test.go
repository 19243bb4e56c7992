package rules

import (
	"strings"
	"testing"
)

// TestRecordFormatTag checks the [Format] tag and the first move's text of
// every game in every notation it is written in.
func TestRecordFormatTag(t *testing.T) {
	tests := []struct {
		preset, uci string
		n           Notation
		format      string
		move        string
	}{
		{"xiangqi", "h3e3", NotationNative, "WXF", "C2=5"},
		{"xiangqi", "h3e3", NotationICCS, "ICCS", "H2-E2"},
		{"xiangqi", "h3e3", NotationUCI, "UCI", "h3e3"},
		{"janggi", "b1c3", NotationNative, "Korean", "02마83"},
		{"janggi", "b1c3", NotationUCI, "UCI", "b1c3"},
		{"shatar", "c2c3", NotationNative, "SAN", "c3"},
		{"hiashatar", "e2e4", NotationNative, "SAN", "e4"},
		{"hiashatar", "e2e4", NotationUCI, "UCI", "e2e4"},
	}
	for _, tc := range tests {
		v := MustPreset(tc.preset)
		m, err := v.StartPosition().ParseMove(tc.uci)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.preset, tc.uci, err)
		}
		text, err := WriteRecord(&Record{Variant: v, Moves: []Move{m}}, tc.n)
		if err != nil {
			t.Fatalf("%s: %v", tc.preset, err)
		}
		if want := `[Format "` + tc.format + `"]`; !strings.Contains(text, want) {
			t.Errorf("%s notation %d: no %s in\n%s", tc.preset, tc.n, want, text)
		}
		if xq := strings.HasPrefix(text, "[Game \"Chinese Chess\"]\n"); xq != (v.Game == Xiangqi) {
			t.Errorf("%s: the Game tag leads the record: %v, want %v", tc.preset, xq, v.Game == Xiangqi)
		}
		if want := "1. " + tc.move + " *"; !strings.Contains(text, want) {
			t.Errorf("%s notation %d: movetext is not %q:\n%s", tc.preset, tc.n, want, text)
		}
	}
}

// TestRecordICCSRoundTrip writes random xiangqi games in ICCS and reads
// them back to the same moves.
func TestRecordICCSRoundTrip(t *testing.T) {
	v := MustPreset("xiangqi")
	for seed := int64(1); seed <= 6; seed++ {
		r := &Record{Variant: v}
		r.Moves = randomGame(v.StartPosition(), 80, seed)
		text, err := WriteRecord(r, NotationICCS)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ParseRecord(text, ImportOptions{})
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, text)
		}
		if again, err := WriteRecord(got, NotationICCS); err != nil || again != text {
			t.Fatalf("seed %d: written again (%v):\n%s\nwant\n%s", seed, err, again, text)
		}
		if len(got.Moves) != len(r.Moves) {
			t.Fatalf("seed %d: %d moves, want %d", seed, len(got.Moves), len(r.Moves))
		}
		for i := range got.Moves {
			if got.Moves[i] != r.Moves[i] {
				t.Fatalf("seed %d: move %d %v, want %v", seed, i+1, got.Moves[i], r.Moves[i])
			}
		}
	}
}

// TestParseRecordICCS reads ICCS as XQ PGN files write it: lower case
// without hyphens only under [Format "ICCS"], where it is not UCI.
func TestParseRecordICCS(t *testing.T) {
	tests := []struct {
		name, text, want, err string
	}{
		{"hyphenated without tag", "1. H2-E2 H9-G7 *", "h3e3 h10g8", ""},
		{"lower case under the tag", "[Format \"ICCS\"]\n\n1. h2e2 h9g7 *", "h3e3 h10g8", ""},
		{"lower case is UCI without the tag", "1. h3e3 h10g8 *", "h3e3 h10g8", ""},
		{"illegal ICCS move", "1. A0-A5 *", "", "line 1: move 1 'A0-A5' is not legal"},
		{"not coordinates under the tag", "[Format \"ICCS\"]\n\n1. C2.5 *", "", "want ICCS coordinates"},
		{"ICCS is xiangqi's", "[Variant \"Janggi\"]\n\n1. B0-C2 *", "", "line 3: move 1"},
	}
	for _, tc := range tests {
		r, err := ParseRecord(tc.text, ImportOptions{})
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []string
		for _, m := range r.Moves {
			got = append(got, m.String())
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%s: moves %v, want %s", tc.name, got, tc.want)
		}
	}
	if _, err := WriteRecord(&Record{Variant: MustPreset("janggi")}, NotationICCS); err == nil {
		t.Error("ICCS janggi record written without an error")
	}
}
