package driver

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func TestRulesAttributes(t *testing.T) {
	tests := []struct {
		name  string
		attrs Attrs
		err   string // substring of Error(); "" for none
		check func(*rules.Variant) bool
	}{
		{"preset", Attrs{Variant: "janggimodern"}, "",
			func(v *rules.Variant) bool {
				return v.Game == rules.Janggi && v.Options.Janggi.Pass == rules.PassAnyTime
			}},
		{"preset and its game", Attrs{Game: "shatar", Variant: "shatar"}, "",
			func(v *rules.Variant) bool { return v.Options.Shatar.KnightMate }},
		{"options over the game's rules", Attrs{Game: "xiangqi", Options: `{"xiangqi":{"movelimit":0}}`}, "",
			func(v *rules.Variant) bool { return v.Options.Xiangqi.MoveLimit == 0 && v.Options.Xiangqi.ChaseRule }},
		{"unknown preset", Attrs{Variant: "chess"}, `variant "chess": want one of`, nil},
		{"preset of another game", Attrs{Game: "xiangqi", Variant: "janggi"}, "janggi rule set, not", nil},
		{"options not JSON", Attrs{Options: "{movelimit: 0"}, "options: JSON: want a member name at offset 1", nil},
		{"options misspelt", Attrs{Options: `{"Xiangqi":{"MoveLimt":0}}`}, `unknown field "MoveLimt"`, nil},
		{"options of the wrong type", Attrs{Options: `{"Xiangqi":{"MoveLimit":"none"}}`}, "Xiangqi: MoveLimit: JSON: want a number, not a string", nil},
		{"options out of range", Attrs{Game: "janggi", Options: `{"Janggi":{"Pass":9}}`}, "options: janggi pass rule 9", nil},
		{"a choice beyond a byte", Attrs{Game: "janggi", Options: `{"Janggi":{"Pass":256}}`}, "Janggi: Pass: JSON: number 256 does not fit", nil},
		{"a flag given a number", Attrs{Options: `{"Xiangqi":{"ChaseRule":1}}`}, "Xiangqi: ChaseRule: JSON: want true or false", nil},
		{"unknown part", Attrs{Options: `{"Chess":{}}`}, `unknown field "Chess"`, nil},
		{"unclosed", Attrs{Options: `{"Xiangqi":{"ChaseRule":true}`}, "options: JSON: unexpected end", nil},
		{"two JSON values", Attrs{Options: `{} {}`}, "options: JSON: unexpected data after the value", nil},
		{"options too long", Attrs{Options: `{"x":"` + strings.Repeat("a", MaxOptionsLen) + `"}`}, "at most 2000", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New(&fakeHost{}, tt.attrs)
			if got := c.Error(); tt.err == "" && got != "" || !strings.Contains(got, tt.err) {
				t.Fatalf("error %q, want %q", got, tt.err)
			}
			if tt.err != "" {
				if c.Status() != "error" || !c.Fatal() {
					t.Errorf("status %q, fatal %v: bad rules must stop the board", c.Status(), c.Fatal())
				}
				return
			}
			if !tt.check(c.Variant()) {
				t.Errorf("rules %+v", c.Variant().Options)
			}
		})
	}
}

func TestSoftAttributes(t *testing.T) {
	tests := []struct {
		name  string
		attrs Attrs
		err   string
	}{
		{"bad player", Attrs{Player: "white"}, `player "white"`},
		{"bad arrow", Attrs{Arrows: "h3e3 z9z9"}, `arrows: "z9z9"`},
		{"bad mark", Attrs{Marks: "e1 k11"}, `marks: "k11"`},
		{"bad ending", Attrs{Ended: "won"}, `ended "won"`},
		{"illegal move in the history", Attrs{Moves: "h3e3 h3e3"}, `moves: move 2 "h3e3"`},
	}
	for _, tt := range tests {
		c := New(&fakeHost{}, tt.attrs)
		if !strings.Contains(c.Error(), tt.err) || c.Fatal() || c.Status() != "playing" {
			t.Errorf("%s: error %q fatal %v status %s", tt.name, c.Error(), c.Fatal(), c.Status())
		}
	}
}

// moves lists the UCI moves the board holds.
func moves(c *Controller) string {
	var out []string
	for _, m := range c.game.Moves() {
		out = append(out, m.String())
	}
	return strings.Join(out, " ")
}

func TestFollowMovesAttribute(t *testing.T) {
	a := Attrs{Mode: "play", Moves: "h3e3 h10g8 h1g3"}
	c := New(&fakeHost{}, a)
	if got := moves(c); got != a.Moves {
		t.Fatalf("loaded %q", got)
	}
	if ev, _ := c.TakeGameEvents(); len(ev) != 0 {
		t.Errorf("loading a game told of %d moves", len(ev))
	}
	steps := []struct {
		moves  string
		events []string // By of each event
	}{
		{"h3e3 h10g8 h1g3 i10h10", []string{"api"}}, // one more: played as a move
		{"h3e3 h10g8", nil},                         // two fewer: taken back
		{"b3e3 b10c8", nil},                         // another game: replayed
		{"b3e3 b10c8", nil},                         // unchanged
	}
	for _, s := range steps {
		a.Moves = s.moves
		c.Load(a)
		if got := moves(c); got != s.moves {
			t.Errorf("after %q: %q", s.moves, got)
		}
		ev, _ := c.TakeGameEvents()
		if len(ev) != len(s.events) {
			t.Errorf("after %q: %d events", s.moves, len(ev))
		}
		for i := range ev {
			if i < len(s.events) && ev[i].By != s.events[i] {
				t.Errorf("event by %q, want %q", ev[i].By, s.events[i])
			}
		}
		if c.Error() != "" {
			t.Error(c.Error())
		}
	}
}

func TestMoveUndoAndEvents(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Mode: "play", Player: "first"})
	if err := c.Move("h3e3"); err != nil {
		t.Fatal(err)
	}
	ev, _ := c.TakeGameEvents()
	if len(ev) != 1 || ev[0].UCI != "h3e3" || ev[0].By != "api" || ev[0].Side != "w" || ev[0].Ply != 1 || ev[0].FEN != c.Position().FEN() {
		t.Errorf("event %+v", ev)
	}
	// The person plays red only: black's pieces refuse, the API may move them.
	click(t, c, "h10")
	if !strings.Contains(c.State().Message, "It is black's turn") {
		t.Errorf("message %q", c.State().Message)
	}
	if err := c.Move("h10g8"); err != nil {
		t.Fatal(err)
	}
	click(t, c, "h1")
	click(t, c, "g3")
	ev, _ = c.TakeGameEvents()
	if len(ev) != 2 || ev[1].By != "user" || ev[1].UCI != "h1g3" {
		t.Errorf("events %+v", ev)
	}
	if err := c.Move("a1a5"); err == nil || !strings.Contains(err.Error(), "black's turn") {
		t.Errorf("an illegal API move: %v", err)
	}
	if err := c.Move("zz"); err == nil {
		t.Error("nonsense accepted")
	}
	for i := 0; i < 3; i++ {
		if err := c.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.Undo(); err == nil {
		t.Error("undo with no moves")
	}
	if c.Position().FEN() != c.v.StartFEN {
		t.Errorf("after undoing everything: %s", c.Position().FEN())
	}
}

func TestReview(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Mode: "play", Moves: "h3e3 h10g8 h1g3"})
	live := c.State().FEN
	c.Review(1)
	st := c.State()
	if st.Ply != 1 || st.Plies != 3 || st.LastMove != "h3e3" || st.FEN == live {
		t.Errorf("reviewing: ply %d of %d, last %s", st.Ply, st.Plies, st.LastMove)
	}
	click(t, c, "h1")
	if !strings.Contains(c.State().Message, "earlier position") {
		t.Errorf("a move while reviewing: %q", c.State().Message)
	}
	if err := c.Move("i10h10"); err != nil { // the API plays at the live position and returns to it
		t.Fatal(err)
	}
	if st := c.State(); st.Ply != 4 || st.LastMove != "i10h10" {
		t.Errorf("after the API move: ply %d last %s", st.Ply, st.LastMove)
	}
	c.Review(0)
	if c.State().FEN != c.v.StartFEN {
		t.Error("review 0 is not the start")
	}
	c.Review(-1)
	if st := c.State(); st.Ply != st.Plies {
		t.Error("review -1 did not return to the game")
	}
}

func TestEndingsTold(t *testing.T) {
	// Red mates on the back rank.
	c := New(&fakeHost{}, Attrs{Mode: "play", FEN: "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1", Lang: "es"})
	if err := c.Move("a8a10"); err != nil {
		t.Fatal(err)
	}
	_, end := c.TakeGameEvents()
	if end == nil || end.Status != "checkmate" || end.Result != "1-0" || end.Text == "" {
		t.Fatalf("end %+v", end)
	}
	c = New(&fakeHost{}, Attrs{Mode: "play"})
	c.Load(Attrs{Mode: "play", Ended: "resigned"})
	if _, end := c.TakeGameEvents(); end == nil || end.Status != "resigned" || c.Status() != "resigned" {
		t.Errorf("resigned: %+v, status %s", end, c.Status())
	}
	if err := c.Move("h3e3"); err == nil {
		t.Error("a move after resigning")
	}
	c = New(&fakeHost{}, Attrs{Mode: "play"})
	c.Load(Attrs{Mode: "play", Ended: "timeout"})
	if _, end := c.TakeGameEvents(); end == nil || end.Status != "timeout" || c.Status() != "timeout" {
		t.Errorf("timeout: %+v, status %s", end, c.Status())
	}
}

func TestArrowsAndMarks(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Arrows: "h3e3", Marks: "e1 e2"})
	st := c.State()
	if len(st.Arrows) != 1 || st.Arrows[0].Name != "h3e3" {
		t.Errorf("arrows %+v", st.Arrows)
	}
	marked := 0
	for _, s := range st.Squares {
		if s.Marked {
			marked++
		}
	}
	if marked != 2 {
		t.Errorf("%d points marked", marked)
	}
}

func TestRefusalsInSpanish(t *testing.T) {
	tests := []struct {
		lang, from, to, want string
	}{
		{"es", "b1", "d2", "La pata del caballo está bloqueada en c1."},
		{"en", "b1", "d2", "The horse's leg is blocked at c1."},
		{"es", "a1", "a5", "El carro tiene el camino bloqueado en a4."},
		{"es", "h10", "h9", "Le toca a rojo."},
	}
	for _, tt := range tests {
		c := New(&fakeHost{}, Attrs{Mode: "play", Lang: tt.lang})
		click(t, c, tt.from)
		click(t, c, tt.to)
		if got := c.State().Message; got != tt.want {
			t.Errorf("%s %s%s: %q, want %q", tt.lang, tt.from, tt.to, got, tt.want)
		}
	}
}

// TestOptionsJSON: what OptionsJSON writes, encoding/json (the engine
// worker's reader) reads back the same, and so does the options attribute.
func TestOptionsJSON(t *testing.T) {
	o := rules.DefaultOptions()
	o.Janggi.Pass, o.Janggi.Counting, o.Shatar.BishopRange, o.Hiashatar.BareKingDraw = rules.PassAnyTime, true, 2, true
	text := OptionsJSON(o)
	var viaJSON rules.Options
	if err := json.Unmarshal([]byte(text), &viaJSON); err != nil || viaJSON != o {
		t.Errorf("encoding/json read %s as %+v (%v)", text, viaJSON, err)
	}
	back, err := ParseOptions(rules.Options{}, text)
	if err != nil || back != o {
		t.Errorf("read back %+v (%v)", back, err)
	}
	want, _ := json.Marshal(o)
	if text != string(want) {
		t.Errorf("wrote %s, encoding/json writes %s", text, want)
	}
}

func TestNobodyPlays(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Mode: "play", Player: "none"})
	click(t, c, "h3")
	click(t, c, "e3")
	if got := c.State().Message; got != "You do not play red here." || c.game.Plies() != 0 {
		t.Errorf("message %q, %d moves", got, c.game.Plies())
	}
	if err := c.Move("h3e3"); err != nil { // the page still may
		t.Error(err)
	}
}
