package rules

import (
	"fmt"
	"strings"
	"testing"
)

// play makes the moves (UCI, space-separated) from fen and returns the position.
func play(t *testing.T, variant, fen, moves string) *Position {
	t.Helper()
	v := MustPreset(variant)
	pos, err := v.NewPosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields(moves) {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatalf("after %s: %v", pos.FEN(), err)
		}
		pos.MakeMove(m)
	}
	return pos
}

func TestOutcomes(t *testing.T) {
	const (
		checkCycle = "i1i10 e10e9 i10i9 e9e10 i9i10 e10e9 i10i9 e9e10 i9i10"
		chaseCycle = "i6i8 b8c6 i8i6 c6b8 i6i8 b8c6 i8i6 c6b8 i6i8"
		quietCycle = "a1a2 i10i9 a2a1 i9i10 a1a2 i10i9 a2a1 i9i10"
		// janggiCheckCycle: cho's chariot checks along ranks 10 and 9.
		janggiCheckCycle = "a1a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10 a9a10"
	)
	noChase, _ := NewVariant(Xiangqi, Options{Xiangqi: XiangqiOptions{MoveLimit: 60}})
	noChase.Name = "xiangqi-nochase"
	counting := DefaultOptions()
	counting.Janggi.Counting = true
	countingJanggi, _ := NewVariant(Janggi, counting)
	cases := []struct {
		name    string
		v       *Variant
		fen     string
		moves   string
		result  Result
		reason  Reason
		counted bool
	}{
		{"xiangqi checkmate", MustPreset("xiangqi"), "3k5/4P4/9/9/9/9/9/9/9/3RK4 b - - 0 1", "", FirstWins, ReasonCheckmate, false},
		{"xiangqi stalemate loses", MustPreset("xiangqi"), "3k5/4P4/9/9/9/9/9/9/9/4K4 b - - 0 1", "", FirstWins, ReasonStalemate, false},
		{"xiangqi perpetual check loses", MustPreset("xiangqi"), "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1", checkCycle, SecondWins, ReasonPerpetualCheck, false},
		{"xiangqi perpetual check needs the third occurrence", MustPreset("xiangqi"), "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1", "i1i10 e10e9 i10i9 e9e10 i9i10", Ongoing, ReasonNone, false},
		{"xiangqi perpetual chase of an unprotected horse loses", MustPreset("xiangqi"), "4k4/9/1n7/9/8R/9/9/9/9/3K5 w - - 0 1", chaseCycle, SecondWins, ReasonPerpetualChase, false},
		{"chase rule off: a chase repeats to a draw", noChase, "4k4/9/1n7/9/8R/9/9/9/9/3K5 w - - 0 1", chaseCycle, Draw, ReasonRepetition, false},
		{"xiangqi quiet repetition draws", MustPreset("xiangqi"), "5k2r/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", quietCycle, Draw, ReasonRepetition, false},
		{"xiangqi move limit", MustPreset("xiangqi"), "5k2r/9/9/9/9/9/9/9/9/R2K5 w - - 119 80", "a1a2", Draw, ReasonMoveLimit, false},
		{"xiangqi one ply before the move limit", MustPreset("xiangqi"), "5k2r/9/9/9/9/9/9/9/9/R2K5 w - - 118 80", "a1a2", Ongoing, ReasonNone, false},
		{"xiangqi no attackers left", MustPreset("xiangqi"), "3aka3/9/4b4/9/9/9/9/4B4/4A4/3K5 w - - 0 1", "", Draw, ReasonInsufficientMaterial, false},
		{"janggi checkmate", MustPreset("janggi-traditional"), "3k5/9/9/9/9/9/9/9/9/3RRK3 b - - 0 1", "", FirstWins, ReasonCheckmate, false},
		{"janggi: the general escapes along the palace diagonal", MustPreset("janggi-traditional"), "3k5/9/9/9/9/9/9/9/9/3R1K3 b - - 0 1", "", Ongoing, ReasonNone, false},
		{"janggi bikjang that cannot be broken draws", MustPreset("janggi-traditional"), "4k4/9/9/9/9/9/9/3AKA3/9/9 w - - 0 1", "", Draw, ReasonBikjang, false},
		{"janggi bikjang decided by counting", countingJanggi, "4k4/9/9/9/9/9/9/3AKA3/9/9 w - - 0 1", "", FirstWins, ReasonBikjang, true},
		{"janggi FSF: generals facing twice in a row end the game", MustPreset("janggitraditional"), "4k4/9/9/9/9/9/9/9/3A5/4K4 b - - 0 1", "e10e10", Draw, ReasonBikjang, false},
		{"janggi FSF: two passes in a row end the game", MustPreset("janggicasual"), "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "d1d1 f10f10", Draw, ReasonDoublePass, false},
		{"janggi FSF: counting decides the double pass", MustPreset("janggimodern"), "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "d1d1 f10f10", FirstWins, ReasonDoublePass, true},
		// Cho leads 13 to 1.5 on points, yet checked with every move of the cycle.
		{"janggi FSF: perpetual check loses, counting or not", MustPreset("janggi"), "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", janggiCheckCycle, SecondWins, ReasonPerpetualCheck, false},
		{"janggi: without the perpetual check rule counting decides", countingJanggi, "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", janggiCheckCycle, FirstWins, ReasonRepetition, true},
		{"janggi FSF: a quiet repetition is counted", MustPreset("janggi"), "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", "a1b1 d10d9 b1a1 d9d10 a1b1 d10d9 b1a1 d9d10", FirstWins, ReasonRepetition, true},
		{"janggi guards alone cannot mate", MustPreset("janggi-traditional"), "3aka3/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", "", Draw, ReasonInsufficientMaterial, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos, err := c.v.NewPosition(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range strings.Fields(c.moves) {
				m, err := pos.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", pos.FEN(), err)
				}
				pos.MakeMove(m)
			}
			o := pos.Outcome()
			if o.Result != c.result || o.Reason != c.reason || o.Counted != c.counted {
				t.Fatalf("outcome %+v, want %v %q counted=%v", o, c.result, c.reason, c.counted)
			}
			if err := outcomeFacts(o, c.v.Game); err != nil {
				t.Fatal(err)
			}
			if o.Counted {
				cho, han := pos.JanggiScore()
				if o.Points != [2]float64{cho, han} {
					t.Fatalf("points %v, want %v %v", o.Points, cho, han)
				}
			}
		})
	}
}

func TestPerpetualCheckPlies(t *testing.T) {
	pos := play(t, "xiangqi", "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1",
		"i1i10 e10e9 i10i9 e9e10 i9i10 e10e9 i10i9 e9e10 i9i10")
	o := pos.Outcome()
	if len(o.Plies) != 4 || o.Plies[0] != 5 || o.Plies[3] != 8 {
		t.Fatalf("deciding plies %v, want the last cycle 5..8", o.Plies)
	}
	if count, verdict, reason := pos.Repetition(); count != 2 || verdict != SecondWins || reason != ReasonPerpetualCheck {
		t.Fatalf("Repetition() = %d %v %q", count, verdict, reason)
	}
}

func TestJanggiScore(t *testing.T) {
	cho, han := MustPreset("janggi").StartPosition().JanggiScore()
	if cho != 72 || han != 73.5 {
		t.Fatalf("start score cho %.1f han %.1f, want 72 and 73.5", cho, han)
	}
}

// TestJanggiMutualNoMove: under the traditional rules a stuck side must
// pass; when both sides are stuck the game is drawn. Generals outside their
// palaces (a position only the lenient parser accepts) cannot move at all.
func TestJanggiMutualNoMove(t *testing.T) {
	pos, err := MustPreset("janggi-traditional").NewPositionLenient("8k/9/9/9/9/9/9/9/9/K8 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"a1a1", "i10i10"} {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatalf("the stuck side must be able to pass: %v", err)
		}
		pos.MakeMove(m)
	}
	if o := pos.Outcome(); o.Result != Draw || o.Reason != ReasonNoMoves {
		t.Fatalf("outcome %v %q, want a draw by %q", o.Result, o.Reason, ReasonNoMoves)
	}
	if n := len(pos.LegalMoves()); n != 0 {
		t.Fatalf("%d legal moves after the game ended", n)
	}
}

func TestChaseExceptions(t *testing.T) {
	cases := []struct {
		name, fen, moves string
		want             Reason
	}{
		{"a horse chasing a protected chariot still chases", "3rk4/9/3r5/9/9/9/1N7/9/9/5K3 w - - 0 1",
			"b4c6 d8d3 c6b4 d3d8 b4c6 d8d3 c6b4 d3d8 b4c6", ReasonPerpetualChase},
		{"a protected horse is not chased", "1r2k4/9/1n7/n8/8R/9/9/9/9/3K5 w - - 0 1",
			"i6i8 b8c6 i8i6 c6b8 i6i8 b8c6 i8i6 c6b8 i6i8", ReasonRepetition},
		{"an uncrossed soldier is not chased", "4k4/9/9/p8/9/9/9/9/9/1R1K5 w - - 0 1",
			"b1b7 e10f10 b7b1 f10e10 b1b7 e10f10 b7b1 f10e10", ReasonRepetition},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := play(t, "xiangqi", c.fen, c.moves)
			if o := pos.Outcome(); o.Reason != c.want {
				t.Fatalf("outcome %+v, want %q", o, c.want)
			}
		})
	}
}

// outcomeFacts checks the facts an outcome carries for its words: its game,
// and a winner opposite the side a losing rule names (but for the knight
// mate that Fairy-Stockfish's shatar scores for the mated side).
func outcomeFacts(o Outcome, g Game) error {
	if o.Game != g {
		return fmt.Errorf("outcome of %s, want %s", o.Game, g)
	}
	switch o.Reason {
	case ReasonCheckmate, ReasonPerpetualCheck, ReasonPerpetualChase, ReasonStalemate, ReasonNoMoves, ReasonCheckLimit:
		winner := o.Side.Other()
		if o.Mate == 1<<Knight && o.Result == Win(o.Side) {
			winner = o.Side
		}
		if o.Result != Draw && o.Result != Win(winner) {
			return fmt.Errorf("%s names %v, but the result is %s", o.Reason, o.Side, o.Result)
		}
	}
	return nil
}
