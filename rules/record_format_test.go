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

// TestWriteRecordICCSIsXiangqi: ICCS coordinates are xiangqi's alone.
func TestWriteRecordICCSIsXiangqi(t *testing.T) {
	for _, name := range []string{"janggi", "shatar", "hiashatar"} {
		if _, err := WriteRecord(&Record{Variant: MustPreset(name)}, NotationICCS); err == nil {
			t.Errorf("ICCS %s record written without an error", name)
		}
	}
}
