package rules

import "testing"

func TestCanMate(t *testing.T) {
	tests := []struct {
		name, preset, fen string
		first, second     bool
	}{
		{"xiangqi start", "xiangqi", "", true, true},
		{"xiangqi advisors and elephants only", "xiangqi", "3ak4/4a4/4b4/9/9/9/9/4B4/4A4/4K4 w - - 0 1", false, false},
		{"xiangqi one soldier", "xiangqi", "3ak4/9/9/9/9/9/4P4/9/4A4/4K4 w - - 0 1", true, false},
		{"janggi start", "janggi-traditional", "", true, true},
		{"shatar rook", "shatar-traditional", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", true, false},
		{"hiashatar lone knight against a bare king", "hiashatar", "4k5/10/10/10/10/10/10/10/10/4K1N3 w - - 0 1", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := Preset(tt.preset)
			if err != nil {
				t.Fatal(err)
			}
			fen := tt.fen
			if fen == "" {
				fen = v.StartFEN
			}
			p, err := v.NewPosition(fen)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.CanMate(First); got != tt.first {
				t.Errorf("first: %v, want %v", got, tt.first)
			}
			if got := p.CanMate(Second); got != tt.second {
				t.Errorf("second: %v, want %v", got, tt.second)
			}
		})
	}
}
