package records

import (
	"slices"
	"strings"
	"testing"
)

func TestWritePGNRoundTrip(t *testing.T) {
	const text = "[Event \"全国赛\"]\n[Red \"甲\"]\n[Black \"乙\"]\n[Result \"1-0\"]\n\n{开局} 1. 炮二平五 {中炮} 马８进７ 2. 马二进三 车９平８ {横车} 3. 车一平二 1-0\n"
	g := readOne(t, text, Options{})
	for _, n := range []string{"uci", "wxf", "chinese", "spanish", "iccs"} {
		out, err := WritePGN(g, n)
		if err != nil {
			t.Fatalf("notation %s: %v", n, err)
		}
		back := readOne(t, out, Options{})
		if back.Err != nil || !slices.Equal(back.Moves, g.Moves) || !slices.Equal(back.Comments, g.Comments) ||
			back.Result != g.Result || back.Tag("Red") != "甲" {
			t.Errorf("notation %s: read back %v %q %v (%v) from\n%s", n, back.Moves, back.Comments, back.Result, back.Err, out)
		}
		if !strings.Contains(out, "{中炮}") {
			t.Errorf("notation %s: comment lost:\n%s", n, out)
		}
	}
}
