package tactic

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func position(t *testing.T, preset, fen string) *rules.Position {
	t.Helper()
	pos, err := rules.MustPreset(preset).NewPosition(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return pos
}

func move(t *testing.T, pos *rules.Position, s string) rules.Move {
	t.Helper()
	m, err := pos.ParseMove(s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return m
}

func TestMaterial(t *testing.T) {
	for _, preset := range []string{"xiangqi", "janggi-traditional", "shatar-traditional", "hiashatar"} {
		pos := rules.MustPreset(preset).StartPosition()
		if m := Material(pos, rules.First); m != 0 {
			t.Errorf("%s: the start position is unbalanced by %d", preset, m)
		}
	}
	pos := position(t, "xiangqi", "r2k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
	if got, want := Material(pos, rules.Second), Value(rules.Xiangqi, rules.Chariot); got != want {
		t.Errorf("a lone chariot: %d, want %d", got, want)
	}
}

// TestGain checks the gain of single moves: captures resolved by the
// quiescence search, the rules' game ends, mates.
func TestGain(t *testing.T) {
	chariot := Value(rules.Xiangqi, rules.Chariot)
	tests := []struct {
		name, preset, fen, move string
		plies                   int
		want                    int // Mate for a forced mate
	}{
		{"a free chariot", "xiangqi", "r2k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a1a10", 0, chariot},
		{"a defended chariot is an exchange", "xiangqi", "r2k5/9/1n7/9/9/9/9/9/9/R3K4 w - - 0 1", "a1a10", 0, 0},
		{"a quiet move wins nothing", "xiangqi", "r2k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a1b1", 0, 0},
		{"the defender saves its chariot", "xiangqi", "r2k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a1b1", 2, 0},
		{"shatar: taking the last piece is robado, a draw", "shatar-traditional", "k7/8/8/8/8/8/r6R/4K3 w - - 0 1", "h2a2", 0, 0},
		{"hiashatar plays on after the last piece falls", "hiashatar", "k9/10/10/10/10/10/10/10/r8R/4K5 w - - 0 1", "j2a2", 0, Value(rules.Hiashatar, rules.Chariot)},
		{"a mate in two", "xiangqi", "1C7/5k3/5a3/1N6r/5RP2/9/9/4K4/9/9 w - - 0 1", "b7d8", 2, Mate},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos := position(t, tt.preset, tt.fen)
			p := NewProver(pos, 1_000_000)
			got, err := p.Gain(move(t, pos, tt.move), tt.plies)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want == Mate {
				if !IsMate(got) || got < 0 {
					t.Errorf("gain %d, want a mate", got)
				}
			} else if got != tt.want {
				t.Errorf("gain %d, want %d", got, tt.want)
			}
			if pos.FEN() != tt.fen && p.Position().FEN() != pos.FEN() {
				t.Errorf("the position changed")
			}
		})
	}
}

// TestProve proves a tactic from a self-play game and refuses claims that
// overstate it.
func TestProve(t *testing.T) {
	// From puzzlegen's first self-play run: the chariot goes to e9, the
	// black chariot's most stubborn answer is d10, where the other red
	// chariot takes it.
	const fen = "6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1"
	tests := []struct {
		name string
		line string
		win  int
		want string // "" or part of the error
	}{
		{"the tactic", "a9e9 d4d10 g10d10", 9, ""},
		{"a point more than it wins", "a9e9 d4d10 g10d10", 10, "win"},
		{"a line of even length", "a9e9 d4d10", 9, "line has 2 moves"},
		{"a first move that wins nothing", "a9a8 f8f9 a8a9", 9, "win"},
		{"a defence that is not the most stubborn", "a9e9 i7h9 g10g9", 9, "leaves the solver less"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos := position(t, "xiangqi", fen)
			c := Claim{Start: pos, Win: tt.win * Scale, Horizon: true}
			q := pos.Clone()
			for _, s := range strings.Fields(tt.line) {
				m := move(t, q, s)
				q.MakeMove(m)
				c.Line = append(c.Line, m)
			}
			_, err := Prove(c, 10_000_000)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("not proven: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("error %v, want one with %q", err, tt.want)
			}
		})
	}
}

// An illegal move is refused before any search plays it.
func TestProveIllegal(t *testing.T) {
	pos := position(t, "xiangqi", "6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1")
	v := pos.Variant()
	from, _ := v.ParseSquare("b2") // empty
	to, _ := v.ParseSquare("b3")
	bad := rules.NewMove(from, to, rules.NoKind)
	c := Claim{Start: pos, Line: []rules.Move{bad}, Win: 10}
	if _, err := Prove(c, 1000); err == nil || !strings.Contains(err.Error(), "not legal") {
		t.Errorf("error %v, want one saying the move is not legal", err)
	}
}

func TestNodeLimit(t *testing.T) {
	pos := rules.MustPreset("xiangqi").StartPosition()
	p := NewProver(pos, 100)
	if _, err := p.Gain(pos.LegalMoves()[0], 4); err != ErrNodeLimit {
		t.Errorf("error %v, want ErrNodeLimit", err)
	}
	if pos.FEN() != p.Position().FEN() {
		t.Errorf("an aborted search left the position at %s", p.Position().FEN())
	}
}
