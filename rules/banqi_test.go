package rules

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// banqiVariant builds banqi with the default options changed by set.
func banqiVariant(t testing.TB, set func(*BanqiOptions)) *Variant {
	t.Helper()
	o := DefaultBanqiOptions()
	if set != nil {
		set(&o)
	}
	v, err := NewBanqiVariant(o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func banqiView(t testing.TB, set func(*BanqiOptions), fen string) *BanqiView {
	t.Helper()
	b, err := ParseBanqi(banqiVariant(t, set), fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return b
}

// banqiPlay applies actions written "d2e2" or "e2e2=K" (a flip or blind
// capture revealing K).
func banqiPlay(t *testing.T, b *BanqiView, actions string) {
	t.Helper()
	for _, a := range strings.Fields(actions) {
		text, letter, _ := strings.Cut(a, "=")
		m, err := b.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", b.FEN(), err)
		}
		revealed := Empty
		if letter != "" {
			revealed = b.v.PieceOf(letter[0])
		}
		if err := b.Apply(m, revealed); err != nil {
			t.Fatalf("%s: %s: %v", b.FEN(), a, err)
		}
	}
}

var (
	chainOn     = func(o *BanqiOptions) { o.ChainCaptures = true }
	rushOn      = func(o *BanqiOptions) { o.ChariotRush = true }
	diagonalOn  = func(o *BanqiOptions) { o.HorseDiagonal = true }
	hongKongOn  = func(o *BanqiOptions) { o.HongKongRanks = true }
	cannonRanks = func(o *BanqiOptions) { o.CannonRanks = true }
	blindOn     = func(o *BanqiOptions) { o.BlindCapture = true }
	redFirst    = func(o *BanqiOptions) { o.FirstPlayerRed = true }
	chaseOn     = func(o *BanqiOptions) { o.ChaseRule = true }
)

// TestBanqiRules checks each rule of banqi.md, and each house rule with and
// without its option: the action is legal, or refused with the rule's code.
func TestBanqiRules(t *testing.T) {
	cases := []struct {
		name   string
		set    func(*BanqiOptions)
		fen    string
		action string
		refuse RefusalCode // "" when legal
	}{
		{"a piece steps one square straight", nil, "8/8/3R4/8 w - 0 1", "d2d3", ""},
		{"never diagonally", nil, "8/8/3R4/8 w - 0 1", "d2e3", RefuseShape},
		{"never two squares", nil, "8/8/3R4/8 w - 0 1", "d2d4", RefuseShape},
		{"a flip turns up a piece of either side", nil, "8/8/3Rx3/8 w p 0 1", "e2e2", ""},
		{"a flip is written with one square too", nil, "8/8/3Rx3/8 w p 0 1", "e2", ""},
		{"only a face-down piece is flipped", nil, "8/8/3Rx3/8 w p 0 1", "d2d2", RefuseFlip},
		{"the game starts with a flip", nil, "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1", "a1a2", RefuseFlipFirst},
		{"a face-down piece does not move", nil, "8/8/3Rx3/8 w p 0 1", "e2e3", RefuseFaceDown},
		{"no piece there", nil, "8/8/3R4/8 w - 0 1", "a1a2", RefuseNoPiece},
		{"the other side's piece", nil, "8/8/3Rr3/8 w - 0 1", "e2e3", RefuseNotYourPiece},
		{"not onto an own piece", nil, "8/8/3RN3/8 w - 0 1", "d2e2", RefuseOwnPiece},
		{"equal rank is captured", nil, "8/8/3Rr3/8 w - 0 1", "d2e2", ""},
		{"lower rank is captured", nil, "8/8/3Rn3/8 w - 0 1", "d2e2", ""},
		{"higher rank is not", nil, "8/8/3Nr3/8 w - 0 1", "d2e2", RefuseRank},
		{"the advisor outranks the elephant", nil, "8/8/3Ab3/8 w - 0 1", "d2e2", ""},
		{"the elephant does not take the advisor", nil, "8/8/3Ba3/8 w - 0 1", "d2e2", RefuseRank},
		{"the soldier does not take the advisor", nil, "8/8/3Pa3/8 w - 0 1", "d2e2", RefuseRank},
		{"a soldier captures the general", nil, "8/8/3Pk3/8 w - 0 1", "d2e2", ""},
		{"the general cannot capture a soldier", nil, "8/8/3Kp3/8 w - 0 1", "d2e2", RefuseGeneralSoldier},
		{"the general captures the advisor", nil, "8/8/3Ka3/8 w - 0 1", "d2e2", ""},
		{"a face-down piece cannot be captured", nil, "8/8/3Rx3/8 w p 0 1", "d2e2", RefuseFaceDownTarget},
		{"the cannon steps one square", nil, "8/8/3C4/8 w - 0 1", "d2d3", ""},
		{"the cannon does not slide", nil, "8/8/3C4/8 w - 0 1", "d2f2", RefuseShape},
		{"the cannon never captures by a step", nil, "8/8/3Cp3/8 w - 0 1", "d2e2", RefuseCannonAdjacent},
		{"the cannon jumps one piece onto the general", nil, "8/8/1C1P1k2/8 w - 0 1", "b2f2", ""},
		{"the screen may be face down, the jump any distance", nil, "8/8/C2x3k/8 w p 0 1", "a2h2", ""},
		{"the cannon jumps along a file", nil, "k7/x7/8/C7 w p 0 1", "a1a4", ""},
		{"the cannon needs a screen", nil, "8/8/C4k2/8 w - 0 1", "a2f2", RefuseNoScreen},
		{"the cannon jumps exactly one piece", nil, "8/8/CPx2k2/8 w p 0 1", "a2f2", RefuseTwoScreens},
		{"the cannon lands on the first piece beyond", nil, "8/8/CPnk4/8 w - 0 1", "a2c2", ""},
		{"not on the second piece beyond", nil, "8/8/CPnk4/8 w - 0 1", "a2d2", RefuseTwoScreens},
		{"the cannon's target must be face up", nil, "8/8/CP1x4/8 w p 0 1", "a2d2", RefuseFaceDownTarget},
		{"the cannon does not take its own side", nil, "8/8/CP1R4/8 w - 0 1", "a2d2", RefuseOwnPiece},

		{"chariot rush off: one square", nil, "8/8/R7/8 w - 0 1", "a2d2", RefuseShape},
		{"chariot rush: any distance", rushOn, "8/8/R7/8 w - 0 1", "a2d2", ""},
		{"chariot rush: captures at a distance", rushOn, "8/8/R2n4/8 w - 0 1", "a2d2", ""},
		{"chariot rush: over empty squares only", rushOn, "8/8/RP1n4/8 w - 0 1", "a2d2", RefuseBlocked},
		{"chariot rush: ranks still hold", rushOn, "8/8/R2a4/8 w - 0 1", "a2d2", RefuseRank},
		{"horse diagonal off", nil, "8/3n4/2N5/8 w - 0 1", "c2d3", RefuseShape},
		{"horse diagonal: captures one step diagonally", diagonalOn, "8/3n4/2N5/8 w - 0 1", "c2d3", ""},
		{"horse diagonal: does not move diagonally", diagonalOn, "8/8/2N5/8 w - 0 1", "c2d3", RefuseShape},
		{"horse diagonal: ranks still hold", diagonalOn, "8/3r4/2N5/8 w - 0 1", "c2d3", RefuseRank},
		{"Taiwanese ranks: the chariot does not take the advisor", nil, "8/8/3Ra3/8 w - 0 1", "d2e2", RefuseRank},
		{"Hong Kong ranks: the chariot takes the advisor", hongKongOn, "8/8/3Ra3/8 w - 0 1", "d2e2", ""},
		{"Hong Kong ranks: the advisor does not take the chariot", hongKongOn, "8/8/3Ar3/8 w - 0 1", "d2e2", RefuseRank},
		{"Hong Kong ranks: the horse takes the elephant", hongKongOn, "8/8/3Nb3/8 w - 0 1", "d2e2", ""},
		{"Hong Kong ranks: the soldier still takes the general", hongKongOn, "8/8/3Pk3/8 w - 0 1", "d2e2", ""},
		{"Hong Kong ranks: the general still spares soldiers", hongKongOn, "8/8/3Kp3/8 w - 0 1", "d2e2", RefuseGeneralSoldier},
		{"cannon ranks normally: no jump onto the general", cannonRanks, "8/8/1C1P1k2/8 w - 0 1", "b2f2", RefuseRank},
		{"cannon ranks normally: the jump takes a soldier", cannonRanks, "8/8/1C1P1p2/8 w - 0 1", "b2f2", ""},
		{"blind capture: onto a face-down piece", blindOn, "8/8/3Rx3/8 w p 0 1", "d2e2", ""},
		{"blind capture: the cannon jumps onto one", blindOn, "8/8/CP1x4/8 w p 0 1", "a2d2", ""},
		{"blind capture: the cannon still never steps to capture", blindOn, "8/8/3Cx3/8 w p 0 1", "d2e2", RefuseCannonAdjacent},
		{"pass without a chain", chainOn, "8/8/3R4/8 w - 0 1", "0000", RefusePass},
		{"chain: the capturing piece goes on", chainOn, "8/8/1Rn5/8 w - 0 1 b2", "b2c2", ""},
		{"chain: the capturing piece may stop", chainOn, "8/8/1Rn5/8 w - 0 1 b2", "b2b2", ""},
		{"chain: no other piece moves", chainOn, "8/8/1Rn3N1/8 w - 0 1 b2", "g2g3", RefuseChain},
		{"chain: no flip", chainOn, "8/8/1Rn3x1/8 w N 0 1 b2", "g2g2", RefuseChain},
		{"chain: only captures", chainOn, "8/8/1Rn5/8 w - 0 1 b2", "b2b3", RefuseChain},
		{"chain: ranks hold", chainOn, "8/1a6/1Rn5/8 w - 0 1 b2", "b2b3", RefuseRank},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := banqiView(t, c.set, c.fen)
			m, err := b.parseAction(c.action)
			if err != nil {
				t.Fatal(err)
			}
			r := b.Why(m)
			switch {
			case c.refuse == "" && r != nil:
				t.Fatalf("%s refused: %v", c.action, r)
			case c.refuse != "" && r == nil:
				t.Fatalf("%s is legal, want refused (%s)", c.action, c.refuse)
			case c.refuse != "" && r.Code != c.refuse:
				t.Fatalf("%s refused with %v, want %s", c.action, r, c.refuse)
			}
			if (r == nil) != b.IsLegal(m) {
				t.Fatalf("Why and IsLegal disagree on %s", c.action)
			}
		})
	}
}

// TestBanqiResolve checks what actions do to the view: flips, captures,
// blind captures won and lost, the first flip's colours, chain captures.
func TestBanqiResolve(t *testing.T) {
	const start = "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1"
	cases := []struct {
		name    string
		set     func(*BanqiOptions)
		fen     string
		actions string
		want    string
	}{
		{"first flip black: the first player is black, red moves next", nil, start, "a1a1=n",
			"xxxxxxxx/xxxxxxxx/xxxxxxxx/nxxxxxxx w KA2B2R2N2C2P5ka2b2r2nc2p5 0 2"},
		{"first flip red: black moves next", nil, start, "a1a1=N",
			"xxxxxxxx/xxxxxxxx/xxxxxxxx/Nxxxxxxx b KA2B2R2NC2P5ka2b2r2n2c2p5 0 1"},
		{"first player red: a black first flip gives black the move", redFirst,
			"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx w KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1", "a1a1=n",
			"xxxxxxxx/xxxxxxxx/xxxxxxxx/nxxxxxxx b KA2B2R2N2C2P5ka2b2r2nc2p5 0 1"},
		{"a capture resets the clock", nil, "8/8/3Rn3/8 w - 7 3", "d2e2", "8/8/4R3/8 b - 0 3"},
		{"a flip resets the clock", nil, "8/8/3Rx3/8 w n 7 3", "e2e2=n", "8/8/3Rn3/8 b - 0 3"},
		{"a step counts", nil, "8/8/3r4/8 b - 7 3", "d2d3", "8/3r4/8/8 w - 8 4"},
		{"blind capture won", blindOn, "8/8/3Rx3/8 w n 0 1", "d2e2=n", "8/8/4R3/8 b - 0 1"},
		{"blind capture onto an own piece loses the attacker", blindOn, "8/8/3Rx3/8 w N 0 1", "d2e2=N", "8/8/4N3/8 b - 0 1"},
		{"blind capture onto a higher piece loses the attacker", blindOn, "8/8/3Rx3/8 w a 0 1", "d2e2=a", "8/8/4a3/8 b - 0 1"},
		{"blind capture: the soldier takes a general", blindOn, "8/8/3Px3/8 w k 0 1", "d2e2=k", "8/8/4P3/8 b - 0 1"},
		{"blind capture: the general is lost on a soldier", blindOn, "8/8/3Kx3/8 w p 0 1", "d2e2=p", "8/8/4p3/8 b - 0 1"},
		{"blind capture: the cannon's jump takes a general", blindOn, "8/8/CPx5/8 w k 0 1", "a2c2=k", "8/8/1PC5/8 b - 0 1"},
		{"blind capture: cannon ranks normally", func(o *BanqiOptions) { o.BlindCapture, o.CannonRanks = true, true },
			"8/8/CPx5/8 w k 0 1", "a2c2=k", "8/8/1Pk5/8 b - 0 1"},
		{"no chain captures: the turn ends", nil, "8/8/Rnn5/8 w - 0 1", "a2b2", "8/8/1Rn5/8 b - 0 1"},
		{"chain captures: the piece goes on", chainOn, "8/8/Rnn5/8 w - 0 1", "a2b2", "8/8/1Rn5/8 w - 0 1 b2"},
		{"chain captures: the chain ends when nothing is left", chainOn, "8/8/Rnn5/8 w - 0 1", "a2b2 b2c2", "8/8/2R5/8 b - 0 1"},
		{"chain captures: a pass ends it", chainOn, "8/8/Rnn5/8 w - 0 1", "a2b2 0000", "8/8/1Rn5/8 b - 0 1"},
		{"chain captures: a blind capture lost ends it", func(o *BanqiOptions) { o.ChainCaptures, o.BlindCapture = true, true },
			"8/8/Rnx5/8 w a 0 1", "a2b2 b2c2=a", "8/8/2a5/8 b - 0 1"},
		{"chain captures: the cannon jumps again", chainOn, "8/8/CPnPn3/8 w - 0 1", "a2c2", "8/8/1PCPn3/8 w - 0 1 c2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := banqiView(t, c.set, c.fen)
			before, hash := b.FEN(), b.Hash()
			banqiPlay(t, b, c.actions)
			if got := b.FEN(); got != c.want {
				t.Fatalf("got  %s\nwant %s", got, c.want)
			}
			if b.Hash() != b.computeHash() {
				t.Fatalf("incremental hash differs from the computed one")
			}
			for b.Ply() > 0 {
				b.UnmakeMove()
			}
			if b.FEN() != before || b.Hash() != hash {
				t.Fatalf("unmake gives %s, want %s", b.FEN(), before)
			}
		})
	}
}

func TestBanqiOutcome(t *testing.T) {
	const shuffle = "a4a3 h1h2 a3a4 h2h1 a4a3 h1h2 a3a4 h2h1"
	// The red chariot follows the black horse along files g and h.
	const chase = "f1g1 h1h2 g1g2 h2h1 g2g1 h1h2 g1g2 h2h1 g2g1"
	limit30 := func(o *BanqiOptions) { o.MoveLimit = 30 }
	limitOff := func(o *BanqiOptions) { o.MoveLimit = 0 }
	cases := []struct {
		name    string
		set     func(*BanqiOptions)
		fen     string
		actions string
		result  Result
		reason  Reason
	}{
		{"no piece left loses", nil, "8/8/3R4/8 b - 0 1", "", FirstWins, ReasonNoMoves},
		{"blocked pieces lose", nil, "pR6/R7/8/8 b - 0 1", "", FirstWins, ReasonNoMoves},
		{"a face-down piece can still be flipped", nil, "pR6/R7/8/7x b P 0 1", "", Ongoing, ReasonNone},
		{"the last capture wins", nil, "8/8/3Rn3/8 w - 0 1", "d2e2", FirstWins, ReasonNoMoves},
		{"50 moves each without flip or capture draw", nil, "R7/8/8/7r w - 99 50", "a4a3", Draw, ReasonMoveLimit},
		{"one ply before the limit", nil, "R7/8/8/7r w - 98 50", "a4a3", Ongoing, ReasonNone},
		{"a flip restarts the count", nil, "R7/8/8/6xr w P 99 50", "g1g1=P", Ongoing, ReasonNone},
		{"the limit is an option", limit30, "R7/8/8/7r w - 59 30", "a4a3", Draw, ReasonMoveLimit},
		{"the limit can be off", limitOff, "R7/8/8/7r w - 99 50", "a4a3", Ongoing, ReasonNone},
		{"threefold repetition draws", nil, "R7/8/8/7r w - 0 1", shuffle, Draw, ReasonRepetition},
		{"twofold does not", nil, "R7/8/8/7r w - 0 1", "a4a3 h1h2 a3a4 h2h1", Ongoing, ReasonNone},
		{"no repetition while a piece is face down", nil, "R7/8/8/x6r w P 0 1", shuffle, Ongoing, ReasonNone},
		{"chase rule off: a chase repeats to a draw", nil, "8/8/8/5R1n w - 0 1", chase, Draw, ReasonRepetition},
		{"chase rule: the chaser loses", chaseOn, "8/8/8/5R1n w - 0 1", chase, SecondWins, ReasonPerpetualChase},
		{"chase rule: a quiet repetition still draws", chaseOn, "R7/8/8/7r w - 0 1", shuffle, Draw, ReasonRepetition},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := banqiView(t, c.set, c.fen)
			banqiPlay(t, b, c.actions)
			before := b.FEN()
			o := b.Outcome()
			if o.Result != c.result || o.Reason != c.reason {
				t.Fatalf("outcome %+v, want %v %q", o, c.result, c.reason)
			}
			if err := outcomeFacts(o, Banqi); err != nil {
				t.Fatal(err)
			}
			if b.FEN() != before {
				t.Fatal("Outcome changed the view")
			}
		})
	}
}

func TestParseBanqiErrors(t *testing.T) {
	cases := []struct{ fen, field string }{
		{"", "board"},
		{"8/8/8 w - 0 1", "board"},
		{"8/8/8/8/8 w - 0 1", "board"},
		{"9/8/8/8 w - 0 1", "rank 4"},
		{"8/8/8/7 w - 0 1", "rank 1"},
		{"8/8/8/44x w P 0 1", "rank 1"},
		{"8/8/q7/8 w - 0 1", "rank 2"},
		{"8/8/8/8 x - 0 1", "side to move"},
		{"8/8/8/8 w", "hidden"},
		{"x7/8/8/8 w - 0 1", "hidden"},
		{"xx6/8/8/8 w P 0 1", "hidden"},
		{"8/8/8/8 w P6 0 1", "hidden"},
		{"x7/8/8/8 w PP 0 1", "hidden"},
		{"x7/8/8/8 w X 0 1", "hidden"},
		{"KK6/8/8/8 w - 0 1", "position"},
		{"Kx6/8/8/8 w K 0 1", "position"},
		{"PPPPPPxx/8/8/8 w P2 0 1", "position"},
		{"8/8/8/8 w - -1 1", "halfmove clock"},
		{"8/8/8/8 w - 0 0", "move number"},
		{"R7/8/8/8 - - 0 1", "side to move"},
		{"Rn6/8/8/8 w - 0 1 a4", "chain"},
		{"8/8/8/8 w - 0 1 a4 b", "board"},
	}
	for _, c := range cases {
		_, err := ParseBanqi(banqiVariant(t, nil), c.fen)
		var fe *FENError
		if !errors.As(err, &fe) || fe.Where() != c.field {
			t.Errorf("%q: error %v, want a FEN error in field %q", c.fen, err, c.field)
		}
	}
	chainFENs := []struct{ fen, why string }{
		{"Rn6/8/8/8 w - 0 1 z9", "chain off the board"},
		{"Rn6/8/8/8 w - 0 1 b4", "chain on the enemy"},
		{"R7/8/8/8 w - 0 1 a4", "chain with nothing to capture"},
	}
	for _, c := range chainFENs {
		_, err := ParseBanqi(banqiVariant(t, chainOn), c.fen)
		var fe *FENError
		if !errors.As(err, &fe) || fe.Field != FieldChain {
			t.Errorf("%s (%q): error %v, want a FEN error in field chain", c.why, c.fen, err)
		}
	}
	if _, err := ParseBanqi(banqiVariant(t, redFirst), "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1"); err == nil {
		t.Error("'-' accepted with the first player red from the start")
	}
	if _, err := ParseBanqi(MustPreset("xiangqi"), "8/8/8/8 w - 0 1"); err == nil {
		t.Error("a xiangqi variant read a banqi position")
	}
	if _, err := banqiVariant(t, nil).NewPosition("8/8/8/8 w - 0 1"); err == nil {
		t.Error("Position accepted a banqi variant")
	}
	if _, err := NewVariant(Banqi, DefaultOptions()); err == nil {
		t.Error("NewVariant built banqi, whose rules are BanqiOptions")
	}
	if _, err := NewBanqiVariant(BanqiOptions{MoveLimit: -1}); err == nil {
		t.Error("a negative move limit accepted")
	}
}

func TestBanqiFENRoundTrip(t *testing.T) {
	for _, fen := range []string{
		"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1",
		"xKx2p1x/8/1C1P1k2/x6r b RN2p 17 33",
		"8/8/1Rn5/8 w - 0 1 b2",
	} {
		b := banqiView(t, chainOn, fen)
		if got := b.FEN(); got != fen {
			t.Errorf("round trip of %s gives %s", fen, got)
		}
	}
}

func TestBanqiPresets(t *testing.T) {
	def, err := BanqiPreset("banqi")
	if err != nil {
		t.Fatal(err)
	}
	hk, err := BanqiPreset("banqi-hongkong")
	if err != nil {
		t.Fatal(err)
	}
	if def.Banqi != (BanqiOptions{MoveLimit: 50}) {
		t.Errorf("banqi preset options %+v, want the default set", def.Banqi)
	}
	if !hk.Banqi.HongKongRanks || hk.Name != "banqi-hongkong" {
		t.Errorf("banqi-hongkong: %+v", hk.Banqi)
	}
	if _, err := BanqiPreset("chess"); err == nil {
		t.Error("unknown preset accepted")
	}
	if slices.Contains(PresetNames(), "banqi") {
		t.Error("banqi is among the Position presets")
	}
	if _, err := ParseGame("banqi"); err == nil {
		t.Error("ParseGame accepts banqi, which no Position screen can play")
	}
	if def.Files != 8 || def.Ranks != 4 || def.SideName(First) != "red" {
		t.Errorf("geometry %d×%d, side %s", def.Files, def.Ranks, def.SideName(First))
	}
	b, err := NewBanqiStart(def)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(b.LegalMoves()); n != 32 || b.HiddenTotal() != 32 || b.ColorsDecided() {
		t.Errorf("start: %d actions, %d hidden, colours decided %v", n, b.HiddenTotal(), b.ColorsDecided())
	}
}

// TestShuffleBanqiGolden pins deals: a change of the shuffle would change
// every saved game.
func TestShuffleBanqiGolden(t *testing.T) {
	golden := map[uint64]string{
		0:    "bBNApKPp/rPnCPcrR/pCbaapPN/pPBnAkcR",
		1:    "PrbpPpna/ANCCpNpR/ABPKPbcc/nrapRBPk",
		2026: "pnbrPbPp/AppRaNRN/AcaPrnBB/PKkcpCCP",
	}
	for seed, want := range golden {
		d := ShuffleBanqi(seed)
		if got := d.String(); got != want {
			t.Errorf("seed %d deals %s, want %s", seed, got, want)
		}
		var count [numPieces]int
		for _, pc := range d {
			count[pc]++
		}
		for c := First; c <= Second; c++ {
			for i, k := range banqiKinds {
				if count[MakePiece(k, c)] != banqiCounts[i] {
					t.Errorf("seed %d: %d %s %ss", seed, count[MakePiece(k, c)], sideName(Banqi, c), k)
				}
			}
		}
	}
}

// TestBanqiCounts: what is hidden and what was captured, per side and kind.
func TestBanqiCounts(t *testing.T) {
	b := banqiView(t, nil, "x1C1x1p1/xK1rx1a1/1xP2x1N/x2c1b1x w ARNPbrnp 8 14")
	cases := []struct {
		c               Color
		k               Kind
		hidden, removed int
	}{
		{First, Soldier, 1, 3},   // one face up, one hidden
		{First, General, 0, 0},   // face up
		{First, Elephant, 0, 2},  // none left
		{Second, Cannon, 0, 1},   // one face up
		{Second, Elephant, 1, 0}, // one face up, one hidden
	}
	for _, c := range cases {
		if got := b.Hidden(c.c, c.k); got != c.hidden {
			t.Errorf("hidden %s %ss: %d, want %d", sideName(Banqi, c.c), c.k, got, c.hidden)
		}
		if got := b.Captured(c.c, c.k); got != c.removed {
			t.Errorf("captured %s %ss: %d, want %d", sideName(Banqi, c.c), c.k, got, c.removed)
		}
	}
	if b.HiddenTotal() != 8 || b.Hidden(First, King) != 0 || b.Captured(First, King) != 0 {
		t.Errorf("hidden total %d", b.HiddenTotal())
	}
}

func TestBanqiOrder(t *testing.T) {
	tests := []struct {
		preset string
		want   []Kind
	}{
		{"banqi", []Kind{General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier}},
		{"banqi-hongkong", []Kind{General, Chariot, Horse, Cannon, Advisor, Elephant, Soldier}},
	}
	for _, tt := range tests {
		v, err := BanqiPreset(tt.preset)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.BanqiOrder(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.preset, got, tt.want)
		}
	}
	if MustPreset("xiangqi").BanqiOrder() != nil {
		t.Error("xiangqi has a banqi order")
	}
}
