package view

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// banqiSnapshot is a 4×8 board, every square face down but a1 (a red
// chariot) and h4 (empty), with the tray of the pieces still hidden.
func banqiSnapshot(lang i18n.Lang) Snapshot {
	s := Snapshot{Game: rules.Banqi, Layout: NewLayout(rules.Banqi, 8, 4).WithTray(), Lang: lang,
		Hidden: []Count{{'K', 1}, {'R', 1}, {'k', 0}, {'p', 5}}}
	for r := range 4 {
		for f := range 8 {
			st := SquareState{Name: SquareName(f, r), File: f, Rank: r, Piece: FaceDown, Lang: lang}
			switch st.Name {
			case "a1":
				st.Piece = 'R'
			case "h4":
				st.Piece = 0
			}
			s.Squares = append(s.Squares, st)
		}
	}
	return s
}

func TestBanqiBoard(t *testing.T) {
	s := banqiSnapshot(i18n.English)
	if l := s.Layout; l.Points || l.Width != 880 || l.Height != 480+TrayHeight || l.Tray != TrayHeight {
		t.Fatalf("layout %+v", l)
	}
	if f, r, ok := s.Layout.At(150, 470, false); ok {
		t.Errorf("a press on the tray is on the board at %d,%d", f, r)
	}
	svg := Render(s)
	if got := svg.Get("viewBox"); got != "0 0 880 630" {
		t.Errorf("viewBox %q", got)
	}
	squares := svg.Child(LayerSquares)
	backs, faces := 0, 0
	for _, sq := range squares.Kids {
		html := sq.String()
		switch {
		case strings.Contains(html, `data-piece="x"`):
			backs++
			if !strings.Contains(html, `class="back"`) || strings.ContainsAny(sq.Get("aria-label"), "KARNCBP") ||
				!strings.HasPrefix(sq.Get("aria-label"), "face-down piece on ") {
				t.Errorf("face-down square %s: %s", sq.Get("data-square"), html)
			}
		case strings.Contains(html, "data-piece"):
			faces++
			if sq.Get("aria-label") != "red chariot on a1" || !strings.Contains(html, "俥") {
				t.Errorf("face-up square: %s", html)
			}
		}
	}
	if backs != 30 || faces != 1 {
		t.Errorf("%d backs and %d faces; want 30 and 1", backs, faces)
	}
}

func TestTray(t *testing.T) {
	tests := []struct {
		lang   i18n.Lang
		hidden []Count
		label  string
		counts string
	}{
		{i18n.English, []Count{{'K', 1}, {'R', 1}, {'k', 0}, {'p', 5}},
			"Face down: red general: 1, red chariot: 1, black soldier: 5", "K1 R1 k0 p5"},
		{i18n.Spanish, []Count{{'p', 2}}, "Boca abajo: soldado de las negras: 2", "p2"},
		{i18n.English, []Count{{'K', 0}}, "No piece is face down.", "K0"},
		{i18n.English, nil, "", ""},
	}
	for _, tt := range tests {
		s := banqiSnapshot(tt.lang)
		s.Hidden = tt.hidden
		layer := Render(s).Child(LayerTray)
		var label, counts string
		if len(layer.Kids) > 0 {
			label = layer.Kids[0].Get("aria-label")
			var words []string
			for _, c := range layer.Kids[0].Kids {
				words = append(words, c.Get("data-hidden")+c.Get("data-count"))
			}
			counts = strings.Join(words, " ")
		}
		if label != tt.label || counts != tt.counts {
			t.Errorf("%v: label %q, counts %q; want %q, %q", tt.hidden, label, counts, tt.label, tt.counts)
		}
	}
}
