package view

import (
	"strings"
	"testing"
)

// banqiSnapshot is a 4×8 board, every square face down but a1 (a red
// chariot) and h4 (empty), with the tray of the pieces still hidden.
func banqiSnapshot() Snapshot {
	s := Snapshot{Game: Banqi, Layout: NewLayout(Banqi, 8, 4).WithTray(),
		Hidden: []Count{{'K', 1}, {'R', 1}, {'k', 0}, {'p', 5}}, Tray: "Face down: red general: 1, red chariot: 1, black soldier: 5"}
	for r := range 4 {
		for f := range 8 {
			st := SquareState{Name: SquareName(f, r), File: f, Rank: r, Piece: FaceDown}
			st.Label = "face-down piece on " + st.Name
			switch st.Name {
			case "a1":
				st.Piece, st.Label = 'R', "red chariot on a1"
			case "h4":
				st.Piece, st.Label = 0, "h4"
			}
			s.Squares = append(s.Squares, st)
		}
	}
	return s
}

func TestBanqiBoard(t *testing.T) {
	s := banqiSnapshot()
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

// TestTray: the tray counts each letter, a piece none of which is left
// faded, and carries the sentence the driver wrote as its name.
func TestTray(t *testing.T) {
	tests := []struct {
		hidden []Count
		counts string
	}{
		{[]Count{{'K', 1}, {'R', 1}, {'k', 0}, {'p', 5}}, "K1 R1 k0 p5"},
		{[]Count{{'p', 2}}, "p2"},
		{nil, ""},
	}
	for _, tt := range tests {
		s := banqiSnapshot()
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
		wantLabel := s.Tray
		if tt.hidden == nil {
			wantLabel = ""
		}
		if label != wantLabel || counts != tt.counts {
			t.Errorf("%v: label %q, counts %q; want %q, %q", tt.hidden, label, counts, wantLabel, tt.counts)
		}
	}
}
