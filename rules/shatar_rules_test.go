package rules

import (
	"slices"
	"testing"
)

// shatarWith builds shatar with the traditional options changed by set.
func shatarWith(t testing.TB, set func(*ShatarOptions)) *Variant {
	t.Helper()
	o := DefaultOptions()
	set(&o.Shatar)
	v, err := NewVariant(Shatar, o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

const shatarInitial = "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1"

func TestShatarMoves(t *testing.T) {
	trad := MustPreset("shatar-traditional")
	fsf := MustPreset("shatar")
	knightMate := shatarWith(t, func(o *ShatarOptions) { o.KnightMate = true })
	range3 := shatarWith(t, func(o *ShatarOptions) { o.BishopRange = 3 })
	free := shatarWith(t, func(o *ShatarOptions) { o.Opening = OpeningFree })
	smothered := "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1"
	runMoveCases(t, []mgCase{
		{name: "bers moves as a rook plus one diagonal step", v: trad,
			fen:  "4k3/8/8/8/3J4/8/8/4K3 w - - 0 1",
			from: "d4", dests: "a4 b4 c4 e4 f4 g4 h4 d1 d2 d3 d5 d6 d7 d8 c3 c5 e3 e5"},
		{name: "no double step outside the opening", v: trad,
			fen:  "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
			from: "e2", dests: "e3"},
		{name: "opening free: no double step at all", v: free, fen: shatarInitial,
			illegal: []string{"d2d4", "e2e4"}, legal: []string{"d2d3", "g1f3"}},
		{name: "fsf: no double step from the initial array", v: fsf, fen: shatarInitial,
			illegal: []string{"d2d4"}, legal: []string{"d2d3"}},
		{name: "promotion only to bers", v: trad,
			fen:  "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
			from: "b7", dests: "b8j"},
		{name: "no castling", v: trad,
			fen:     "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
			illegal: []string{"e1g1"}, legal: []string{"e1f1"}},
		{name: "bishop unlimited by default", v: trad,
			fen:  "4k3/8/8/8/8/8/8/B3K3 w - - 0 1",
			from: "a1", dests: "b2 c3 d4 e5 f6 g7 h8"},
		{name: "bishop range 3", v: range3,
			fen:  "4k3/8/8/8/8/8/8/B3K3 w - - 0 1",
			from: "a1", dests: "b2 c3 d4"},
		{name: "knight may not mate", v: trad, fen: smothered,
			illegal: []string{"g5f7"}, legal: []string{"g5e6", "g5h7"}},
		{name: "knight may not mate, even by uncovering a rook", v: trad,
			fen:     "R2N3k/6pp/8/8/8/8/8/K7 w - - 0 1",
			illegal: []string{"d8e6", "d8f7", "d8c6", "d8b7"}, legal: []string{"a1b1"}},
		{name: "knight mate option allows a discovered mate", v: knightMate,
			fen:   "R2N3k/6pp/8/8/8/8/8/K7 w - - 0 1",
			legal: []string{"d8e6", "d8f7"}},
		{name: "knight mate ban: a check whose only answer is a forbidden knight mate is a mate", v: trad,
			fen:     "3n3k/6NP/6RK/4N1PP/8/8/8/8 w - - 0 1",
			illegal: []string{"e5f7"}, legal: []string{"e5d7"}},
		{name: "knight mate option: the same check and its answer are legal", v: knightMate,
			fen:   "3n3k/6NP/6RK/4N1PP/8/8/8/8 w - - 0 1",
			legal: []string{"e5f7"}},
		{name: "knight may give an ordinary check", v: trad,
			fen:   "4k3/8/8/8/4N3/8/8/4K3 w - - 0 1",
			legal: []string{"e4d6", "e4f6"}},
		{name: "knight mate option allows the mate", v: knightMate, fen: smothered,
			legal: []string{"g5f7"}},
		{name: "fsf: knight mate is a legal move", v: fsf, fen: smothered,
			legal: []string{"g5f7"}},
	})
}

// TestShatarOpening plays the opening obligation of each option.
func TestShatarOpening(t *testing.T) {
	trad := MustPreset("shatar-traditional")
	either := shatarWith(t, func(o *ShatarOptions) { o.Opening = OpeningBersOrKingPawn })
	right := shatarWith(t, func(o *ShatarOptions) { o.BersRight = true })
	cases := []struct {
		name  string
		v     *Variant
		moves []string   // played before the check
		want  [][]string // legal moves after each prefix: after 0 moves, after 1...
	}{
		{"forced opening: the bers pawn for both sides", trad, []string{"d2d4", "d7d5"},
			[][]string{{"d2d4"}, {"d7d5"}}},
		{"opening: bers or king pawn", either, []string{"e2e4", "d7d5"},
			[][]string{{"d2d4", "e2e4"}, {"d7d5", "e7e5"}}},
		{"bers right: white's bers pawn is on the e-file", right, []string{"e2e4", "d7d5"},
			[][]string{{"e2e4"}, {"d7d5"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := c.v.StartPosition()
			for i, want := range c.want {
				if got := mgMoveStrings(p); !slices.Equal(got, want) {
					t.Fatalf("after %v: legal %v, want %v", c.moves[:i], got, want)
				}
				mgPlay(t, p, c.moves[i])
			}
			if ml := mgMoveStrings(p); slices.ContainsFunc(ml, func(m string) bool { return m == "c2c4" || m == "e2e4" }) {
				t.Errorf("a double step is still legal after the opening: %v", ml)
			}
		})
	}
}

// TestShatarTraditionalMatchesFSFAfterOpening: once the forced moves are
// played, the traditional rules generate what Fairy-Stockfish does.
func TestShatarTraditionalMatchesFSFAfterOpening(t *testing.T) {
	p := MustPreset("shatar-traditional").StartPosition()
	mgPlay(t, p, "d2d4", "d7d5")
	fsfStart := MustPreset("shatar").StartFEN
	if got := p.FEN(); got[:len(got)-4] != fsfStart[:len(fsfStart)-4] {
		t.Errorf("after the opening: %s, want the board of %s", got, fsfStart)
	}
	for d, want := range []uint64{1, 20, 400, 8426} {
		if got := p.Perft(d); got != want {
			t.Errorf("perft(%d) = %d, want %d", d, got, want)
		}
	}
}

func TestShatarPresets(t *testing.T) {
	trad := MustPreset("shatar-traditional")
	if trad.Options != DefaultOptions() {
		t.Errorf("shatar-traditional options = %+v, want DefaultOptions", trad.Options.Shatar)
	}
	if want := (ShatarOptions{Opening: OpeningBersPawn}); trad.Options.Shatar != want {
		t.Errorf("traditional shatar options = %+v, want %+v", trad.Options.Shatar, want)
	}
	if trad.StartFEN != shatarInitial {
		t.Errorf("traditional start %q, want %q", trad.StartFEN, shatarInitial)
	}
	fsf := MustPreset("shatar")
	if want := (ShatarOptions{KnightMate: true, Opening: OpeningFree, FSF: true}); fsf.Options.Shatar != want {
		t.Errorf("fsf shatar options = %+v, want %+v", fsf.Options.Shatar, want)
	}
	if want := "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1"; fsf.StartFEN != want {
		t.Errorf("fsf start %q, want %q", fsf.StartFEN, want)
	}
	t.Run("bers right start", func(t *testing.T) {
		v := shatarWith(t, func(o *ShatarOptions) { o.BersRight = true })
		want := "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKJBNR w - - 0 1"
		if v.StartFEN != want {
			t.Fatalf("start %q, want %q", v.StartFEN, want)
		}
		p := v.StartPosition()
		// Each king faces the enemy bers on its file.
		for _, c := range []Color{First, Second} {
			k := p.KingSquare(c)
			far := SquareAt(k.File(), 7-k.Rank())
			if p.At(far) != MakePiece(Bers, c.Other()) {
				t.Errorf("%s king on %s does not face the enemy bers (%s holds %v)", v.SideName(c), k, far, p.At(far))
			}
		}
	})
	t.Run("bers right with the fsf start", func(t *testing.T) {
		v := shatarWith(t, func(o *ShatarOptions) { o.BersRight, o.FSF, o.Opening = true, true, OpeningFree })
		if want := "rnbjkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBKJBNR w - - 0 1"; v.StartFEN != want {
			t.Errorf("start %q, want %q", v.StartFEN, want)
		}
	})
	for _, bad := range []func(*ShatarOptions){
		func(o *ShatarOptions) { o.BishopRange = -1 },
		func(o *ShatarOptions) { o.Opening = OpeningFree + 1 },
	} {
		o := DefaultOptions()
		bad(&o.Shatar)
		if _, err := NewVariant(Shatar, o); err == nil {
			t.Errorf("NewVariant accepted bad options %+v", o.Shatar)
		}
	}
}

// TestShatarNoEnPassant: a pawn beside the one that just made the opening
// double step may not take it in passing.
func TestShatarNoEnPassant(t *testing.T) {
	p := mgPos(t, MustPreset("shatar-traditional"), "rnbjkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBJKBNR b - - 0 1")
	mgPlay(t, p, "d7d5")
	if slices.Contains(mgMoveStrings(p), "e5d6") {
		t.Errorf("e5d6 en passant is legal")
	}
}

func TestShatarFENRejectsCastlingAndEnPassant(t *testing.T) {
	v := MustPreset("shatar-traditional")
	for _, fen := range []string{
		"rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w KQkq - 0 1",
		"rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - d6 0 1",
	} {
		if _, err := v.NewPosition(fen); err == nil {
			t.Errorf("%s: accepted", fen)
		}
	}
}

func TestShatarCheckKinds(t *testing.T) {
	trad := MustPreset("shatar-traditional")
	cases := []struct {
		name, fen, move string
		want            CheckKind
		text            string
	}{
		{"rook check is shak", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", CheckShak, "shak"},
		{"bers check along a line is shak", "4k3/8/8/8/8/8/8/J3K3 w - - 0 1", "a1a8", CheckShak, "shak"},
		{"bers diagonal step check is shak", "4k3/8/3J4/8/8/8/8/4K3 w - - 0 1", "d6d7", CheckShak, "shak"},
		{"knight check is shak", "4k3/8/8/8/4N3/8/8/4K3 w - - 0 1", "e4d6", CheckShak, "shak"},
		{"bishop check is tuk", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "f1b5", CheckTuk, "tuk"},
		{"pawn check is tsod", "4k3/8/3P4/8/8/8/8/4K3 w - - 0 1", "d6d7", CheckTsod, "tsod"},
		{"discovered double check is shak and tuk", "4k3/8/4B3/8/8/8/8/K3R3 w - - 0 1", "e6d7", CheckShak | CheckTuk, "shak+tuk"},
		{"quiet move gives no check", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1b1", 0, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mgPos(t, trad, c.fen)
			m, err := p.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			before := p.FEN()
			got := p.CheckKinds(m)
			if got != c.want || got.String() != c.text {
				t.Errorf("CheckKinds(%s) = %v (%q), want %v (%q)", c.move, got, got.String(), c.want, c.text)
			}
			if p.FEN() != before {
				t.Errorf("CheckKinds changed the position")
			}
		})
	}
	t.Run("no move and a move from an empty square give no check", func(t *testing.T) {
		p := trad.StartPosition()
		before := p.FEN()
		for _, m := range []Move{NoMove, NewMove(SquareAt(4, 4), SquareAt(4, 7), NoKind), NewMove(SquareAt(0, 0), SquareAt(1, 0), NoKind)} {
			if got := p.CheckKinds(m); got != 0 {
				t.Errorf("CheckKinds(%v) = %v", m, got)
			}
		}
		if p.FEN() != before || p.Ply() != 0 {
			t.Errorf("position changed")
		}
	})
	t.Run("hiashatar checks are plain", func(t *testing.T) {
		p := mgPos(t, MustPreset("hiashatar"), "4k5/10/10/10/10/10/10/10/10/Q3K5 w - - 0 1")
		m, _ := p.ParseMove("a1a10")
		if got := p.CheckKinds(m); got != CheckPlain || got.String() != "check" {
			t.Errorf("CheckKinds = %v, want plain check", got)
		}
	})
}

func TestShatarOutcomes(t *testing.T) {
	trad := MustPreset("shatar-traditional")
	fsf := MustPreset("shatar")
	knightMate := shatarWith(t, func(o *ShatarOptions) { o.KnightMate = true })
	const (
		seriesFEN  = "5kb1/7p/8/2N4P/5B2/8/R7/K7 w - - 0 1"
		brokenFEN  = "5kb1/p6p/8/2N4P/5B2/8/R7/K7 w - - 0 1"
		smothered  = "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1"
		bishopMate = "6bk/7p/8/8/5B2/8/R7/K7 w - - 0 1"
	)
	cases := []struct {
		name   string
		v      *Variant
		fen    string
		moves  []string
		result Result
		reason Reason
		plies  []int
	}{
		{"rook mate is a win", trad, "k7/6p1/1K6/8/8/8/8/7R w - - 0 1", []string{"h1h8"}, FirstWins, ReasonCheckmate, []int{0}},
		{"niol: bishop mate without any shak", trad, bishopMate, []string{"f4e5"}, Draw, ReasonNiol, []int{0}},
		{"niol: mate by bishop after pawn checks", trad, "6b1/6kp/8/7P/5B2/8/R7/K7 w - - 0 1",
			[]string{"h5h6", "g7h8", "f4e5"}, Draw, ReasonNiol, []int{0, 2}},
		{"knight check then pawn check then bishop mate is a win", trad, seriesFEN,
			[]string{"c5d7", "f8g7", "h5h6", "g7h8", "f4e5"}, FirstWins, ReasonCheckmate, []int{0, 2, 4}},
		{"niol: a quiet move breaks the series", trad, brokenFEN,
			[]string{"c5d7", "f8g7", "a2a3", "a7a6", "h5h6", "g7h8", "f4e5"}, Draw, ReasonNiol, []int{4, 6}},
		{"knight mate option: the knight mate wins", knightMate, smothered, []string{"g5f7"}, FirstWins, ReasonCheckmate, []int{0}},
		{"fsf: knight mate scores for the mated side", fsf, smothered, []string{"g5f7"}, SecondWins, ReasonCheckmate, []int{0}},
		{"fsf: niol too", fsf, bishopMate, []string{"f4e5"}, Draw, ReasonNiol, []int{0}},
		{"robado", trad, "4k3/8/8/8/8/8/3r4/3RK3 w - - 0 1", []string{"d1d2"}, Draw, ReasonRobado, []int{0}},
		{"fsf: robado", fsf, "4k3/8/8/8/8/8/3r4/3RK3 w - - 0 1", []string{"d1d2"}, Draw, ReasonRobado, []int{0}},
		{"stalemate is a draw", trad, "7k/p7/P5J1/8/8/8/8/4K3 b - - 0 1", nil, Draw, ReasonStalemate, nil},
		{"insufficient material: bishops only", trad, "4k3/8/8/8/8/8/2b5/2B1K3 w - - 0 1", nil, Draw, ReasonInsufficientMaterial, nil},
		{"insufficient material: two knights may not mate", trad, "4k3/8/8/8/8/8/2b5/1NN1K3 w - - 0 1", nil, Draw, ReasonInsufficientMaterial, nil},
		{"knight mate option: two knights play on", knightMate, "4k3/8/8/8/8/8/2b5/1NN1K3 w - - 0 1", nil, Ongoing, ReasonNone, nil},
		{"knight and bishop can still win", trad, "4k3/8/8/8/8/8/2b5/1NB1K3 w - - 0 1", nil, Ongoing, ReasonNone, nil},
		{"a pawn can still win", trad, "4k3/8/8/8/8/8/2bP4/4K3 w - - 0 1", nil, Ongoing, ReasonNone, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mgPos(t, c.v, c.fen)
			mgPlay(t, p, c.moves...)
			fen, ply, hash, last := p.FEN(), p.Ply(), p.Hash(), p.LastMove()
			o := p.Outcome()
			if o.Result != c.result || o.Reason != c.reason {
				t.Errorf("Outcome() = %+v, want %v %q", o, c.result, c.reason)
			}
			if c.plies != nil && !slices.Equal(o.Plies, c.plies) {
				t.Errorf("plies %v, want %v", o.Plies, c.plies)
			}
			if err := outcomeFacts(o, p.Variant().Game); err != nil {
				t.Error(err)
			}
			if p.FEN() != fen || p.Ply() != ply || p.Hash() != hash || p.LastMove() != last {
				t.Errorf("Outcome changed the position")
			}
		})
	}
}

// TestShatarFSFBareKingHasNoMoves: under the fsf rules a bare king ends the
// game with no legal move for either side; traditionally play could go on.
func TestShatarFSFBareKingHasNoMoves(t *testing.T) {
	fen := "4k3/8/8/8/8/8/3R4/4K3 b - - 0 1"
	if n := mgPos(t, MustPreset("shatar"), fen).Perft(1); n != 0 {
		t.Errorf("fsf: %d moves, want 0", n)
	}
	if n := mgPos(t, MustPreset("shatar-traditional"), fen).Perft(1); n == 0 {
		t.Errorf("traditional: no moves generated")
	}
}
