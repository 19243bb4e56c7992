package rules

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/elephant-chess/elephant/rules/bitboard"
)

// TestShatarPinsAgreeWithPlayingOut checks keepSafe's shortcut for shatar
// (outside check, only a pinned piece can expose its king) against playing
// every move out and asking whether the king is then attacked, on positions
// of random games under every bishop range, with pins set up by hand too.
func TestShatarPinsAgreeWithPlayingOut(t *testing.T) {
	fens := []string{
		"4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", // bishop pins the knight at distance 3
		"4k3/8/8/8/b7/8/2B5/3K4 w - - 0 1",  // bishop pins a bishop, which may slide along
		"4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", // rook pins a rook on the file
		"4k3/8/8/8/8/8/8/j2BK3 w - - 0 1",   // the bers pins along the rank
		"4k3/8/8/8/8/2j5/3P4/4K3 w - - 0 1", // the bers's diagonal step pins nothing
		"4k3/8/8/7b/8/5P2/8/3K4 w - - 0 1",  // a bishop four squares away
		"3k4/8/8/8/8/8/3r4/3K4 w - - 0 1",   // the king alone may take
	}
	rng := rand.New(rand.NewPCG(7, 2026))
	for r := 0; r <= 3; r++ {
		v := shatarWith(t, func(o *ShatarOptions) { o.BishopRange = r; o.Opening = OpeningFree })
		for _, fen := range fens {
			p, err := v.NewPosition(fen)
			if err != nil {
				t.Fatalf("%s: %v", fen, err)
			}
			comparePins(t, p)
		}
		for game := 0; game < 60; game++ {
			p := v.StartPosition()
			for ply := 0; ply < 120; ply++ {
				moves := comparePins(t, p)
				if len(moves) == 0 {
					break
				}
				p.MakeMove(moves[rng.IntN(len(moves))])
			}
		}
	}
}

// comparePins compares the legal moves with those found by playing out
// every generated move, and returns them.
func comparePins(t *testing.T, p *Position) []Move {
	t.Helper()
	got := p.LegalMoves()
	var ml MoveList
	if !p.noMovesByRule() {
		p.generate(&ml)
		n := 0
		for _, m := range ml.moves[:ml.n] {
			if p.safeAfter(m, p.side) {
				ml.moves[n] = m
				n++
			}
		}
		ml.n = n
		p.gameRules(&ml, true)
	}
	want := ml.Moves()
	if !slices.Equal(got, want) {
		t.Fatalf("%s (bishop range %d): legal moves %v, playing out gives %v",
			p.FEN(), p.v.Options.Shatar.BishopRange, got, want)
	}
	return got
}

// TestShatarBitboardsFollowTheBoard plays random shatar games under every
// option set, checking after each move and each take-back that the
// bitboards hold exactly the pieces of the mailbox board.
func TestShatarBitboardsFollowTheBoard(t *testing.T) {
	for _, name := range []string{"shatar", "shatar-traditional"} {
		v := MustPreset(name)
		for game := range 30 {
			p := v.StartPosition()
			moves := randomGame(p.Clone(), 150, int64(game))
			for _, m := range moves {
				p.MakeMove(m)
				checkBits(t, p)
			}
			for range moves {
				p.UnmakeMove()
				checkBits(t, p)
			}
		}
	}
}

func checkBits(t *testing.T, p *Position) {
	t.Helper()
	var occ [2]bitboard.Board
	var kinds [2][numKinds]bitboard.Board
	for r := range 8 {
		for f := range 8 {
			if pc := p.board[SquareAt(f, r)]; pc != Empty {
				b := bitboard.Board(1) << bitboard.Index(f, r)
				occ[pc.Color()] |= b
				kinds[pc.Color()][pc.Kind()] |= b
			}
		}
	}
	if occ != p.occ || kinds != p.kindBits {
		t.Fatalf("%s: the bitboards differ from the board", p.FEN())
	}
}

// TestShatarAttacksAgreeWithRays compares the bitboard attack test with
// the mailbox one on every square of random shatar positions, for both
// sides and every bishop range.
func TestShatarAttacksAgreeWithRays(t *testing.T) {
	for _, name := range []string{"shatar", "shatar-traditional"} {
		for r := 0; r <= 3; r++ {
			o := MustPreset(name).Options
			o.Shatar.BishopRange = r
			v, err := NewVariant(Shatar, o)
			if err != nil {
				t.Fatal(err)
			}
			for game := range 10 {
				p := v.StartPosition()
				for _, m := range randomGame(p.Clone(), 150, int64(game)) {
					p.MakeMove(m)
					for sq := range p.board {
						s := Square(sq)
						if !v.OnBoard(s) {
							continue
						}
						for by := First; by <= Second; by++ {
							if got, want := p.attackedBits(s, by), p.attackedRays(s, by); got != want {
								t.Fatalf("%s range %d: %s attacked by %d: bitboards %v, rays %v", p.FEN(), r, s, by, got, want)
							}
						}
					}
				}
			}
		}
	}
}
