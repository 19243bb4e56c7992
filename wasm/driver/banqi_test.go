package driver

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

func bsq(t *testing.T, name string) rules.Square {
	t.Helper()
	v, _ := rules.BanqiPreset("banqi")
	s, err := v.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// deal hands the board a banqi game dealt from seed, as /play/ does, with
// the seats of its player attribute.
func deal(t *testing.T, b *Controller, seed uint64) {
	t.Helper()
	g, err := core.Deal(b.Variant(), seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Setup(Setup{Game: g, Player: b.attrs.Player}); err != nil {
		t.Fatal(err)
	}
}

func TestBanqiAttributes(t *testing.T) {
	tests := []struct {
		name   string
		attrs  Attrs
		status string
		err    string
		fatal  bool
	}{
		{"defaults", Attrs{Game: "banqi"}, "playing", "", false},
		{"by rule set", Attrs{Variant: "banqi-hongkong", Mode: "play"}, "playing", "", false},
		{"bad rule set", Attrs{Game: "banqi", Variant: "<i>dark</i>"}, "error", `variant "<i>dark</i>"`, true},
		{"options", Attrs{Game: "banqi", Options: `{"x":1}`}, "error", "chosen by the variant", true},
		{"bad fen", Attrs{Game: "banqi", FEN: "xxxx/8 w"}, "error", "", true},
		{"moves", Attrs{Game: "banqi", Moves: "a1a1"}, "playing", "moves:", false},
		{"bad mode", Attrs{Game: "banqi", Mode: "blitz"}, "playing", `mode "blitz"`, false},
		{"bad ended", Attrs{Game: "banqi", Ended: "bored"}, "playing", `ended "bored"`, false},
		{"resigned", Attrs{Game: "banqi", Ended: "resigned"}, "resigned", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := New(&fakeHost{}, tt.attrs)
			st := b.State()
			if st.Status != tt.status || b.Fatal() != tt.fatal || !strings.Contains(st.Error, tt.err) || (tt.err == "" && !tt.fatal) != (st.Error == "") {
				t.Errorf("status %q fatal %v error %q; want %q %v %q", st.Status, b.Fatal(), st.Error, tt.status, tt.fatal, tt.err)
			}
			if b.v != nil && st.Game != rules.Banqi || (st.Squares == nil) != (b.v == nil) {
				t.Errorf("game %v, %d squares", st.Game, len(st.Squares))
			}
		})
	}
}

// TestBanqiDriverSwitch: a board moving between banqi and another game
// starts a game of it; the language and the orientation keep the game.
func TestBanqiDriverSwitch(t *testing.T) {
	h := &fakeHost{}
	d := NewDriver(h, Attrs{Game: "xiangqi"})
	d = Reload(d, h, Attrs{Game: "banqi", Mode: "play"})
	b, ok := d.(*Controller)
	if !ok || b.Variant().Game != rules.Banqi {
		t.Fatalf("banqi driver %T", d)
	}
	click(t, b, "c2")
	if d = Reload(d, h, Attrs{Game: "banqi", Mode: "play", Lang: "es", Orientation: "second"}); d != b || b.State().Ply != 1 || !b.State().Flipped {
		t.Errorf("language and orientation restarted the game or kept the view")
	}
	if c, ok := Reload(d, h, Attrs{Game: "janggi"}).(*Controller); !ok || c.Variant().Game != rules.Janggi {
		t.Error("janggi after banqi is not janggi")
	}
}

// hiddenSafe checks that the state shows no face-down identity: every
// square the referee still holds face down is drawn as a back.
func hiddenSafe(t *testing.T, b *Controller) {
	t.Helper()
	live := b.Game().Live().(*rules.BanqiView)
	st := b.State()
	for _, s := range st.Squares {
		if live.At(rules.SquareAt(s.File, s.Rank)) == rules.FaceDown && s.Piece != view.FaceDown {
			t.Fatalf("face-down %s shown as %q", s.Name, s.Piece)
		}
	}
	total := 0
	for _, c := range st.Hidden {
		total += c.N
	}
	if total != live.HiddenTotal() {
		t.Errorf("tray counts %d pieces, %d are face down", total, live.HiddenTotal())
	}
}

func TestBanqiFlip(t *testing.T) {
	b := New(&fakeHost{}, Attrs{Game: "banqi", Mode: "play"})
	deal(t, b, 7)
	st := b.State()
	if st.Turn != "" || len(st.Hidden) != 14 || st.Layout.Tray == 0 || !strings.Contains(st.Message, "Turn up any piece") {
		t.Fatalf("start: turn %q, %d counts, tray %d, %q", st.Turn, len(st.Hidden), st.Layout.Tray, st.Message)
	}
	hiddenSafe(t, b)
	deal := rules.ShuffleBanqi(7)
	want := deal.At(bsq(t, "c2"))
	click(t, b, "c2")
	st = b.State()
	got := st.Squares[bsq(t, "c2").Rank()*8+2].Piece
	if got != b.v.Letter(want) || st.Turn != sideLetter(want.Color().Other()) {
		t.Errorf("c2 shows %q, turn %q; the deal holds %v", got, st.Turn, want)
	}
	anim, said := b.TakeEvents()
	events, _ := b.TakeGameEvents()
	if !anim.IsFlip() || len(said) != 1 || !strings.Contains(said[0], "turned up on c2") ||
		len(events) != 1 || events[0].UCI != "c2c2"+string(rune(got)) || events[0].Side != sideLetter(want.Color()) || events[0].By != "user" {
		t.Errorf("events: %v %q %+v", anim, said, events)
	}
	if !strings.HasPrefix(st.Message, "Turned up on c2: ") {
		t.Errorf("message %q", st.Message)
	}
	hiddenSafe(t, b)
}

func TestBanqiRefusals(t *testing.T) {
	tests := []struct {
		fen, from, to, want string
	}{
		{"8/8/p7/K7 w - 0 1", "a1", "a2", "A general cannot capture a soldier."},
		{"8/8/r7/P7 w - 0 1", "a1", "a2", "cannot capture"},
		{"8/8/x7/R7 w p 0 1", "a1", "a2", "A face-down piece cannot be captured"},
		{"8/8/8/Cr6 w - 0 1", "a1", "b1", "jump"},
	}
	for _, tt := range tests {
		b := New(&fakeHost{}, Attrs{Game: "banqi", Mode: "play", FEN: tt.fen})
		if b.Fatal() {
			t.Fatalf("%s: %s", tt.fen, b.Error())
		}
		if !b.Press(bsq(t, tt.from)) {
			t.Fatalf("%s: %s cannot be picked up: %s", tt.fen, tt.from, b.State().Message)
		}
		b.Press(bsq(t, tt.to))
		if msg := b.State().Message; !strings.Contains(msg, tt.want) || b.State().Ply != 0 {
			t.Errorf("%s %s-%s: %q, ply %d; want %q", tt.fen, tt.from, tt.to, msg, b.State().Ply, tt.want)
		}
		if err := b.Move(tt.from + tt.to); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Move %s%s: %v", tt.fen, tt.from, tt.to, err)
		}
	}
}

// TestBanqiEngine: the engine is asked with the view only, answers, and a
// takeback returns to the person's turn.
func TestBanqiEngine(t *testing.T) {
	h := &fakeHost{}
	b := New(h, Attrs{Game: "banqi", Mode: "engine", Player: "first", Level: "4"})
	deal(t, b, 11)
	if len(h.thinks) != 0 {
		t.Fatal("the engine moved on the person's turn")
	}
	click(t, b, "a1")
	if len(h.thinks) != 1 {
		t.Fatalf("%d requests after the person's flip", len(h.thinks))
	}
	req := h.thinks[0]
	live := b.Game().Live()
	if req.Game != protocol.Banqi || req.FEN != live.FEN() || len(req.Moves) != 0 || req.Level != 4 || req.Validate() != nil {
		t.Errorf("request %+v; view %s", req, live.FEN())
	}
	if strings.Count(strings.Fields(req.FEN)[0], "x") != 31 {
		t.Errorf("request shows face-down pieces: %s", req.FEN)
	}
	b.Press(bsq(t, "h4")) // not the person's turn
	if b.State().Ply != 1 {
		t.Error("the person acted during the engine's turn")
	}
	b.EngineMove(req.ID, "h4h4")
	if st := b.State(); st.Ply != 2 || st.Thinking || st.Squares[31].Piece == view.FaceDown {
		t.Fatalf("after the engine: ply %d thinking %v h4 %q", st.Ply, st.Thinking, st.Squares[31].Piece)
	}
	b.EngineMove(req.ID, "b1b1") // stale
	if b.State().Ply != 2 {
		t.Error("a stale answer was played")
	}
	mine := func(st core.Standing) bool { return b.players[b.seat(st)] }
	if !b.Game().TakeBack(mine) || b.State().Ply != 0 || len(h.thinks) != 1 {
		t.Errorf("takeback: ply %d, %d requests", b.State().Ply, len(h.thinks))
	}
}

// TestBanqiSecondSeat: when the person turns second, the engine opens,
// and the seats follow the colours the first flip gave.
func TestBanqiSecondSeat(t *testing.T) {
	h := &fakeHost{}
	b := New(h, Attrs{Game: "banqi", Mode: "engine", Player: "second"})
	deal(t, b, 3)
	// The board's random deal was asked for first, then given up for seed 3's.
	if len(h.thinks) != 2 || h.cancels != 1 || !b.State().Thinking {
		t.Fatalf("%d requests, %d cancelled at the start", len(h.thinks), h.cancels)
	}
	b.EngineMove(h.thinks[0].ID, "d2d2")
	if b.State().Ply != 0 {
		t.Fatal("the answer to the cancelled request was played")
	}
	b.EngineMove(h.thinks[1].ID, "d2d2")
	if !b.canMove() {
		t.Fatalf("the person may not answer: %s", b.whyNot())
	}
	click(t, b, "e3")
	if len(h.thinks) != 3 {
		t.Errorf("%d requests after the person's answer", len(h.thinks))
	}
}

func TestBanqiReview(t *testing.T) {
	b := New(&fakeHost{}, Attrs{Game: "banqi", Mode: "play"})
	deal(t, b, 5)
	click(t, b, "a1")
	click(t, b, "b1")
	b.Review(1)
	st := b.State()
	if st.Ply != 1 || st.Plies != 2 || st.Squares[1].Piece != view.FaceDown || st.Squares[0].Piece == view.FaceDown {
		t.Errorf("review 1: ply %d/%d, a1 %q b1 %q", st.Ply, st.Plies, st.Squares[0].Piece, st.Squares[1].Piece)
	}
	click(t, b, "c1")
	if b.State().Plies != 2 {
		t.Error("a flip was played while reviewing")
	}
	b.Review(-1)
	if st := b.State(); st.Ply != 2 || st.Squares[1].Piece == view.FaceDown {
		t.Errorf("back to the game: ply %d", st.Ply)
	}
}

func TestBanqiResume(t *testing.T) {
	b := New(&fakeHost{}, Attrs{Game: "banqi", Mode: "play"})
	deal(t, b, 99)
	for _, s := range []string{"a1", "b2", "c3"} {
		click(t, b, s)
	}
	g, err := core.Resume(b.Game().Record())
	if err != nil {
		t.Fatal(err)
	}
	c := New(&fakeHost{}, Attrs{Game: "banqi", Mode: "play"})
	if err := c.Setup(Setup{Game: g}); err != nil {
		t.Fatal(err)
	}
	if c.State().FEN != b.State().FEN {
		t.Errorf("resumed %s, saved %s", c.State().FEN, b.State().FEN)
	}
	click(t, b, "d4")
	click(t, c, "d4")
	if c.State().FEN != b.State().FEN {
		t.Error("the resumed game deals another piece on d4")
	}
}

func TestBanqiPuzzle(t *testing.T) {
	h := &fakeHost{}
	b := New(h, Attrs{Game: "banqi", Mode: "puzzle", FEN: "8/8/8/R1n4p w - 0 1", Solution: "a1b1 h1g1 b1c1"})
	if b.Error() != "" {
		t.Fatal(b.Error())
	}
	click(t, b, "a1")
	click(t, b, "a2") // not the line
	if info, _ := b.Puzzle(); info.Mistakes != 1 || b.State().Ply != 0 {
		t.Fatalf("a wrong move: %+v", info)
	}
	click(t, b, "a1")
	click(t, b, "b1")
	h.flush()
	if b.State().Ply != 2 {
		t.Fatalf("the reply was not played: ply %d", b.State().Ply)
	}
	b.Press(bsq(t, "b1"))
	b.Press(bsq(t, "c1"))
	if info, ok := b.Puzzle(); !ok || info.Status != "solved" || info.Result != "helped" {
		t.Errorf("after the line: %+v", info)
	}
	bad := New(h, Attrs{Game: "banqi", Mode: "puzzle", FEN: "8/8/8/R1n4p w - 0 1", Solution: "a1c1"})
	if !strings.Contains(bad.Error(), "solution move 1") {
		t.Errorf("an illegal solution: %q", bad.Error())
	}
}

// TestBanqiPuzzleLastMove: at the line's last move, any action that wins
// at once is accepted.
func TestBanqiPuzzleLastMove(t *testing.T) {
	b := New(&fakeHost{}, Attrs{Game: "banqi", Mode: "puzzle", FEN: "8/8/p7/R1C5 w - 0 1", Solution: "a1a2"})
	b.Press(bsq(t, "c1"))
	b.Press(bsq(t, "a1")) // c1 picks... a1 is own: selects it instead
	b.Press(bsq(t, "a2"))
	if info, _ := b.Puzzle(); info.Status != "solved" || info.Result != "solved" {
		t.Errorf("%+v, %s", info, b.State().Message)
	}
}
