package rules

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestBanqiViewHidesDeal: a view depends on what was revealed and nothing
// else. Two referees whose deals differ only in pieces still face down show
// the same view (notation, hash, actions) after the same actions, and a
// client view fed only the revealed pieces follows the referee's exactly.
func TestBanqiViewHidesDeal(t *testing.T) {
	v := MustBanqiPreset(t, "banqi")
	rng := rand.New(rand.NewPCG(7, 7))
	for game := range 20 {
		a, err := NewReferee(v, uint64(game))
		if err != nil {
			t.Fatal(err)
		}
		client := a.View()
		var actions []Move
		for range rng.IntN(80) {
			moves := a.view.LegalMoves()
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			revealed, err := a.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			if err := client.Apply(m, revealed); err != nil {
				t.Fatal(err)
			}
			actions = append(actions, m)
		}
		if client.FEN() != a.view.FEN() || client.Hash() != a.view.Hash() {
			t.Fatalf("client view %s, referee %s", client.FEN(), a.view.FEN())
		}
		// Swap two face-down pieces of different identity in the deal.
		var down []Square
		for _, s := range banqiSquares {
			if a.view.At(s) == FaceDown {
				down = append(down, s)
			}
		}
		other := a.Deal()
		for i := 1; i < len(down); i++ {
			if x, y := other.At(down[0]), other.At(down[i]); x != y {
				other[banqiIndex(down[0])], other[banqiIndex(down[i])] = y, x
				break
			}
		}
		b, err := NewRefereeDeal(v, other)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range actions {
			if _, err := b.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if b.view.FEN() != a.view.FEN() || b.view.Hash() != a.view.Hash() ||
			!slices.Equal(b.view.LegalMoves(), a.view.LegalMoves()) {
			t.Fatalf("views of deals differing face down differ: %s and %s", a.view.FEN(), b.view.FEN())
		}
		if board := strings.Fields(a.view.FEN())[0]; strings.Count(board, "x") != a.view.HiddenTotal() {
			t.Fatalf("%s: %d x for %d hidden pieces", a.view.FEN(), strings.Count(board, "x"), a.view.HiddenTotal())
		}
	}
}

// MustBanqiPreset is BanqiPreset for names known to be valid.
func MustBanqiPreset(t testing.TB, name string) *Variant {
	t.Helper()
	v, err := BanqiPreset(name)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestBanqiRandomGames plays random games under random options and checks
// at every ply: the incremental hash, the notation's round trip, that each
// action's string reads back as the action, and that unmaking everything
// restores the start.
func TestBanqiRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 19))
	sets := banqiOptionSets()
	games := 40
	if testing.Short() {
		games = 10
	}
	for range games {
		o := sets[rng.IntN(len(sets))]
		o.ChaseRule = rng.IntN(2) == 0
		o.FirstPlayerRed = rng.IntN(2) == 0
		v, err := NewBanqiVariant(o)
		if err != nil {
			t.Fatal(err)
		}
		r, err := NewReferee(v, rng.Uint64())
		if err != nil {
			t.Fatal(err)
		}
		start := r.view.FEN()
		for r.Outcome().Result == Ongoing && r.view.Ply() < 600 {
			b := r.view
			if b.Hash() != b.computeHash() {
				t.Fatalf("%s: incremental hash differs", b.FEN())
			}
			back, err := ParseBanqi(v, b.FEN())
			if err != nil || back.FEN() != b.FEN() || back.Hash() != b.Hash() {
				t.Fatalf("%s: round trip: %v", b.FEN(), err)
			}
			moves := b.LegalMoves()
			for _, m := range moves {
				if got, err := b.ParseMove(m.String()); err != nil || got != m {
					t.Fatalf("%s: %s reads back as %v, %v", b.FEN(), m, got, err)
				}
			}
			if _, err := r.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		for r.Undo() {
		}
		if r.view.FEN() != start {
			t.Fatalf("undoing everything gives %s, want %s", r.view.FEN(), start)
		}
	}
}

func TestBanqiApplyChecks(t *testing.T) {
	b := banqiView(t, blindOn, "8/8/3Rx3/8 w n 0 1")
	cases := []struct {
		name     string
		action   string
		revealed Piece
	}{
		{"a flip needs the revealed piece", "e2e2", Empty},
		{"the revealed piece must be hidden", "e2e2", MakePiece(General, Second)},
		{"face down is no piece", "e2e2", FaceDown},
		{"a blind capture needs it too", "d2e2", Empty},
		{"a step reveals nothing", "d2d3", MakePiece(Horse, Second)},
		{"an illegal action", "d2f2", Empty},
	}
	for _, c := range cases {
		m, err := b.parseAction(c.action)
		if err != nil {
			t.Fatal(err)
		}
		var me *MoveError
		if err := b.Apply(m, c.revealed); !errors.As(err, &me) {
			t.Errorf("%s: error %v, want a *MoveError", c.name, err)
		}
		if b.FEN() != "8/8/3Rx3/8 w n 0 1" {
			t.Fatalf("%s: a refused action changed the view", c.name)
		}
	}
}

func TestNewRefereeAt(t *testing.T) {
	view := banqiView(t, nil, "x7/8/3R4/7x w Kp 0 1")
	good, err := ParseBanqiDeal("K7/8/8/7p")
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRefereeAt(view, good)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := r.Play(NewFlip(SquareAt(0, 3))); err != nil || got != MakePiece(General, First) {
		t.Fatalf("flip a4 revealed %v, %v", got, err)
	}
	for _, bad := range []string{"K7/8/8/6p1", "k7/8/8/7p", "K7/8/3P4/7p", "K7/8/8/8"} {
		d, err := ParseBanqiDeal(bad)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := NewRefereeAt(view, d); err == nil {
			t.Errorf("deal %s accepted for %s", bad, view.FEN())
		}
	}
	for _, bad := range []string{"K7/8/8", "Kx6/8/8/8", "KK6/8/8/8", "Q7/8/8/8"} {
		var fe *FENError
		if _, err := ParseBanqiDeal(bad); !errors.As(err, &fe) {
			t.Errorf("deal %q: error %v, want a *FENError", bad, err)
		}
	}
}

// TestBanqiRecordRoundTrip: records of random games, dealt from a seed or
// given as a deal, with preset or custom rules, write, read back and
// replay to the same game.
func TestBanqiRecordRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	custom := banqiVariant(t, func(o *BanqiOptions) { o.ChainCaptures, o.BlindCapture, o.MoveLimit = true, true, 30 })
	for i, v := range []*Variant{MustBanqiPreset(t, "banqi"), MustBanqiPreset(t, "banqi-hongkong"), custom, custom} {
		r, err := NewReferee(v, rng.Uint64())
		if err != nil {
			t.Fatal(err)
		}
		if i == 3 { // a deal without its seed
			if r, err = NewRefereeDeal(v, ShuffleBanqi(99)); err != nil {
				t.Fatal(err)
			}
		}
		for range 150 {
			moves := r.view.LegalMoves()
			if r.Outcome().Over() {
				break
			}
			if _, err := r.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		text, err := WriteBanqiRecord(r.Record())
		if err != nil {
			t.Fatal(err)
		}
		rec, err := ParseBanqiRecord(text)
		if err != nil {
			t.Fatalf("%s\n%v", text, err)
		}
		again, err := rec.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if again.view.FEN() != r.view.FEN() || again.Deal() != r.Deal() || again.Variant().Banqi != v.Banqi {
			t.Fatalf("replay gives %s, want %s\n%s", again.view.FEN(), r.view.FEN(), text)
		}
		if text2, _ := WriteBanqiRecord(again.Record()); text2 != text {
			t.Fatalf("rewritten record differs:\n%s\n%s", text, text2)
		}
	}
}

func TestParseBanqiRecordErrors(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"no deal", "[Variant \"banqi\"]\n\na1a1\n", "Seed or a Deal"},
		{"bad seed", "[Seed \"x\"]\n", "not a number"},
		{"unknown variant", "[Variant \"chess\"]\n[Seed \"1\"]\n", "unknown banqi variant"},
		{"bad options", "[Variant \"banqi\"]\n[Options \"{\"]\n[Seed \"1\"]\n", "options"},
		{"negative limit", "[Variant \"banqi\"]\n[Options \"{\\\"MoveLimit\\\":-1}\"]\n[Seed \"1\"]\n", "move limit"},
		{"illegal action", "[Seed \"1\"]\n\na1a1 a1a2\n", "move 2"},
		{"both seed and deal", "[Seed \"1\"]\n[Deal \"8/8/8/8\"]\n", "both"},
		{"a deal short of pieces", "[Deal \"K7/8/8/8\"]\n", "deal"},
	}
	for _, c := range cases {
		_, err := ParseBanqiRecord(c.text)
		var re *RecordError
		if !errors.As(err, &re) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want a *RecordError with %q", c.name, err, c.want)
		}
	}
}
