package search

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/elephant-chess/elephant/rules"
)

// The start positions are symmetric, so either side to move sees the same score.
func TestEvalSymmetry(t *testing.T) {
	cases := []struct {
		variant string
		edge    int // the second player's advantage by rule
	}{
		{"xiangqi", 0}, {"janggi-traditional", 0}, {"janggicasual", 0},
		{"janggi", 2 * hanCountingEdge}, // counting gives han 1.5 points
		{"shatar", 0}, {"shatar-traditional", 0}, {"hiashatar", 0},
	}
	for _, c := range cases {
		v := rules.MustPreset(c.variant)
		white := mustPos(t, c.variant, v.StartFEN)
		black := mustPos(t, c.variant, strings.Replace(v.StartFEN, " w ", " b ", 1))
		var e evaluator
		e.setGame(v)
		if a, b := e.evaluate(white), e.evaluate(black); b-a != c.edge {
			t.Errorf("%s: %d with the first player to move, %d with the second", c.variant, a, b)
		}
	}
}

// Mirroring a position top to bottom and swapping the colours (the side to
// move too) must not change its score: every term is counted alike for both
// sides. Positions come from random play; janggi's counting edge is the one
// asymmetry, in the second player's favour.
func TestEvalColourFlip(t *testing.T) {
	cases := []struct {
		variant string
		edge    int
	}{
		{"xiangqi", 0}, {"janggi-traditional", 0}, {"janggi", 2 * hanCountingEdge},
		{"shatar", 0}, {"hiashatar", 0},
	}
	for _, c := range cases {
		v := rules.MustPreset(c.variant)
		rng := rand.New(rand.NewPCG(1, 2))
		var e evaluator
		e.setGame(v)
		var ml rules.MoveList
		for game := 0; game < 100; game++ {
			pos := mustPos(t, c.variant, v.StartFEN)
			for ply := 10 + rng.IntN(60); ply > 0; ply-- {
				if pos.GenerateLegal(&ml); ml.Len() == 0 {
					break
				}
				pos.MakeMove(ml.Moves()[rng.IntN(ml.Len())])
			}
			fen := pos.FEN()
			flipped := mustPos(t, c.variant, flipColours(fen))
			score, mirrored := e.evaluate(pos), e.evaluate(flipped)
			second, first := score, mirrored // the scores with each player to move
			if pos.SideToMove() == rules.First {
				second, first = mirrored, score
			}
			if second-first != c.edge {
				t.Errorf("%s %s: %d, flipped: %d", c.variant, fen, score, mirrored)
			}
		}
	}
}

// flipColours mirrors a FEN's board top to bottom, swaps the case of its
// pieces and passes the move to the other side.
func flipColours(fen string) string {
	f := strings.Fields(fen)
	ranks := strings.Split(f[0], "/")
	slices.Reverse(ranks)
	f[0] = strings.Map(func(r rune) rune {
		if unicode.IsUpper(r) {
			return unicode.ToLower(r)
		}
		return unicode.ToUpper(r)
	}, strings.Join(ranks, "/"))
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	return strings.Join(f, " ")
}

// Material counts: a side a chariot (rook) up is clearly better.
func TestEvalMaterial(t *testing.T) {
	cases := []struct{ variant, fen string }{
		{"xiangqi", "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
		{"janggi", "rnba1abn1/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"},
		{"shatar", "rnbjkbn1/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1"},
		{"hiashatar", "rnbgkqgbn1/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBGKQGBNR w - - 0 1"},
	}
	for _, c := range cases {
		pos := mustPos(t, c.variant, c.fen)
		var e evaluator
		e.setGame(pos.Variant())
		if s := e.evaluate(pos); s < 300 {
			t.Errorf("%s: a rook up scores %d", c.variant, s)
		}
	}
}

// A side with nothing left to mate with cannot be winning.
func TestEvalDrawish(t *testing.T) {
	pos := mustPos(t, "xiangqi", "3aka3/9/4b4/9/9/9/9/9/9/3K5 b - - 0 1")
	var e evaluator
	e.setGame(pos.Variant())
	if s := e.evaluate(pos); s > 100 {
		t.Errorf("advisors and an elephant: %d", s)
	}
}

// Janggi king danger counts the squares from which an enemy piece could
// check the general next move without being taken, and grows with them.
func TestJanggiSafeChecks(t *testing.T) {
	cases := []struct {
		name, fen           string
		chariot, horse, can int
	}{
		// The chariot on i5 reaches i9 and e5, both on han's general's lines.
		{"chariot", "9/4k4/9/9/9/8R/9/9/9/3K5 w - - 0 1", 2, 0, 0},
		// A han chariot on a5 guards e5: one safe check left.
		{"guarded", "9/4k4/9/9/9/r7R/9/9/9/3K5 w - - 0 1", 1, 0, 0},
		// Next to the general inside the palace a checker is taken: f9 is not safe.
		{"palace", "9/4k4/9/9/9/5R3/9/9/9/3K5 w - - 0 1", 1, 0, 0},
		// A horse on b6 jumps to c8 or d7, both checking squares.
		{"horse", "9/4k4/9/9/1N7/9/9/9/9/3K5 w - - 0 1", 0, 2, 0},
		// A cannon on a4 jumps the soldier on c4 to e4, from where it checks
		// over the soldier on e5.
		{"cannon", "9/4k4/9/9/9/4P4/C1P6/9/9/3K5 w - - 0 1", 0, 0, 1},
	}
	for _, c := range cases {
		pos := mustPos(t, "janggi", c.fen)
		han := rules.Second
		king := pos.KingSquare(han)
		got := [3]int{
			safeLineChecks(pos, han, king, false),
			safeHorseChecks(pos, han, king),
			safeLineChecks(pos, han, king, true),
		}
		if want := [3]int{c.chariot, c.horse, c.can}; got != want {
			t.Errorf("%s: safe checks (chariot, horse, cannon) %v, want %v", c.name, got, want)
		}
	}
	// The danger grows with the safe checks: the same chariot, two checks against none.
	var e evaluator
	e.setGame(rules.MustPreset("janggi"))
	open := mustPos(t, "janggi", "9/4k4/9/9/9/8R/9/9/9/3K5 w - - 0 1")
	shut := mustPos(t, "janggi", "9/4k4/9/9/8P/7PR/9/9/9/3K5 w - - 0 1")
	if a, b := e.janggiDanger(open, rules.Second), e.janggiDanger(shut, rules.Second); a <= b {
		t.Errorf("danger with two safe chariot checks %d, with none %d", a, b)
	}
}

// A janggi elephant steps once straight and twice diagonally outwards; any
// piece on the first two points blocks that path.
func TestElephantMobility(t *testing.T) {
	cases := []struct {
		name, fen string
		from      string
		want      int
	}{
		{"open board", "4k4/9/9/9/9/4B4/9/9/9/3K5 w - - 0 1", "e5", 8},
		{"corner", "4k4/9/9/9/9/9/9/9/9/B2K5 w - - 0 1", "a1", 2},
		{"the first point blocked", "4k4/9/9/9/9/4B4/4P4/9/9/3K5 w - - 0 1", "e5", 6},
		{"the second point blocked", "4k4/9/9/9/9/4B4/9/3P5/9/3K5 w - - 0 1", "e5", 7},
		{"an enemy piece on the landing point is taken", "4k4/9/9/9/9/4B4/9/9/2p6/3K5 w - - 0 1", "e5", 8},
		{"an own piece on the landing point", "4k4/9/9/9/9/4B4/9/9/2P6/3K5 w - - 0 1", "e5", 7},
	}
	for _, c := range cases {
		pos := mustPos(t, "janggi", c.fen)
		from, err := pos.Variant().ParseSquare(c.from)
		if err != nil {
			t.Fatal(err)
		}
		if got := elephantMobility(pos, from, rules.First); got != c.want {
			t.Errorf("%s: %d points, want %d", c.name, got, c.want)
		}
	}
}
