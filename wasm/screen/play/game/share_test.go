package game

import (
	"encoding/xml"
	"errors"
	"github.com/elephant-chess/elephant/wasm/browser"
	"io"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

// randomShare plays up to n random legal moves of a game from fen.
func randomShare(t *testing.T, game, fen string, n int, seed int64) Share {
	t.Helper()
	g, _ := rules.ParseGame(game)
	v, err := Defaults(g).Variant()
	if err != nil {
		t.Fatal(err)
	}
	p := v.StartPosition()
	if fen != "" {
		if p, err = v.NewPosition(fen); err != nil {
			t.Fatal(err)
		}
	}
	s := Share{Game: game, FEN: fen}
	rng := rand.New(rand.NewSource(seed))
	for i := 0; i < n && !p.Outcome().Over(); i++ {
		moves := p.LegalMoves()
		m := moves[rng.Intn(len(moves))]
		s.Moves = append(s.Moves, m.String())
		p.MakeMove(m)
	}
	return s
}

// TestShareRoundTrip writes random games of every game as a fragment and
// reads them back to the same game, start and moves.
func TestShareRoundTrip(t *testing.T) {
	tests := []struct{ game, fen string }{
		{"xiangqi", ""},
		{"xiangqi", "r2k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"},
		{"janggi", rules.JanggiStartFEN(rules.SetupBNNB, rules.SetupNBNB)},
		{"janggi", ""},
		{"shatar", ""},
		{"hiashatar", ""},
	}
	for _, tc := range tests {
		for seed := int64(1); seed <= 3; seed++ {
			want := randomShare(t, tc.game, tc.fen, 40, seed)
			frag := want.Fragment()
			got, err := ParseShare("#" + frag)
			if err != nil {
				t.Fatalf("%s seed %d: %v\n%s", tc.game, seed, err, frag)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s seed %d: read %+v, want %+v", tc.game, seed, got, want)
			}
		}
	}
}

// TestShareFromController shares a game played on /play/ and opens it in
// another controller: same game, start and moves, the side to move played
// by the receiver.
func TestShareFromController(t *testing.T) {
	c, _, _ := newTest(t, friendSettings(rules.Xiangqi))
	for _, u := range []string{"h3e3", "h10g8", "b1c3"} {
		mustMove(t, c, u)
	}
	frag := c.Share().Fragment()
	if want := "game=xiangqi&moves=h3e3+h10g8+b1c3"; frag != want {
		t.Fatalf("fragment %q, want %q", frag, want)
	}
	s, err := ParseShare(frag)
	if err != nil {
		t.Fatal(err)
	}
	d := New(browser.MemoryStore{}, &fakeEngine{t: t}, i18n.English)
	d.Restore(Defaults(rules.Janggi))
	if err := d.OpenShare(s); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(d.UCIMoves(), " "); got != "h3e3 h10g8 b1c3" || d.Variant().Game != rules.Xiangqi {
		t.Fatalf("opened %s %q", d.Variant().Game, got)
	}
	if d.Settings().Human != "second" || !d.InProgress() || d.Finished() {
		t.Fatalf("human %q, in progress %v, finished %v", d.Settings().Human, d.InProgress(), d.Finished())
	}
}

func TestShareErrors(t *testing.T) {
	tests := []struct{ name, frag, want string }{
		{"empty", "", "no game"},
		{"only a hash", "#", "no game"},
		{"moves without a game", "#moves=h3e3", "no game"},
		{"bad escape", "#game=xiangqi&moves=%zz", "shared link: invalid URL escape"},
		{"unknown game", "#game=chess", `game "chess": want xiangqi`},
		{"bad fen", "#game=xiangqi&fen=9/9+w", "shared link: start position"},
		{"illegal move", "#game=xiangqi&moves=h3e3+h3h9", "shared link: move 2"},
		{"not a move", "#game=janggi&moves=zz", "shared link: move 1"},
		{"too long", "#game=xiangqi&moves=" + strings.Repeat("h3e3+", MaxShareBytes/5+1), "at most"},
	}
	for _, tc := range tests {
		_, err := ParseShare(tc.frag)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
	if _, err := ParseShare("#fen=x"); !errors.Is(err, ErrNoShare) {
		t.Errorf("a fragment without a game: %v, want ErrNoShare", err)
	}
}

func TestAnalysisURL(t *testing.T) {
	tests := []struct {
		s      Share
		review bool
		want   string
	}{
		{Share{Game: "xiangqi"}, false, "/analysis/?game=xiangqi"},
		{Share{Game: "xiangqi", Moves: []string{"h3e3", "h10g8"}}, true, "/analysis/?game=xiangqi#moves=h3e3+h10g8&review=1"},
		{Share{Game: "janggi", FEN: "a b/c w", Moves: []string{"a4b4"}}, false, "/analysis/?game=janggi&fen=a+b%2Fc+w#moves=a4b4"},
	}
	for _, tc := range tests {
		if got := tc.s.AnalysisURL(tc.review); got != tc.want {
			t.Errorf("%+v review %v: %q, want %q", tc.s, tc.review, got, tc.want)
		}
	}
}

// FuzzParseShare: any fragment gives a game or an error, never a panic,
// and a game read writes back to a fragment that reads the same.
func FuzzParseShare(f *testing.F) {
	for _, s := range []string{"#game=xiangqi&moves=h3e3+h10g8", "game=janggi&fen=" + rules.JanggiStartFEN(rules.SetupBNNB, rules.SetupNBNB),
		"#game=shatar&moves=c2c3", "#game=hiashatar&moves=,,+", "#game=xiangqi&moves=%zz", "#game=&fen=;;", "#%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, frag string) {
		s, err := ParseShare(frag)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		again, err := ParseShare(s.Fragment())
		if err != nil {
			t.Fatalf("%q read as %+v, whose fragment fails: %v", frag, s, err)
		}
		if again.Game != s.Game || !reflect.DeepEqual(again.Moves, s.Moves) {
			t.Fatalf("%q: %+v then %+v", frag, s, again)
		}
	})
}

// TestPositionSVG parses the image as XML and counts its pieces: every
// piece of the start position of every game, and the last move marked.
func TestPositionSVG(t *testing.T) {
	tests := []struct {
		game   rules.Game
		pieces int
	}{{rules.Xiangqi, 32}, {rules.Janggi, 32}, {rules.Shatar, 32}, {rules.Hiashatar, 40}}
	for _, tc := range tests {
		v, err := Defaults(tc.game).Variant()
		if err != nil {
			t.Fatal(err)
		}
		p := v.StartPosition()
		p.MakeMove(p.LegalMoves()[0])
		svg := PositionSVG(p, false, view.Traditional)
		root, pieces, marks := "", 0, 0
		d := xml.NewDecoder(strings.NewReader(svg))
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: not XML: %v", tc.game, err)
			}
			if el, ok := tok.(xml.StartElement); ok {
				if root == "" {
					root = el.Name.Space + " " + el.Name.Local
				}
				for _, a := range el.Attr {
					if a.Name.Local == "data-piece" {
						pieces++
					}
					if a.Name.Local == "class" && a.Value == "mark" {
						marks++
					}
				}
			}
		}
		if root != "http://www.w3.org/2000/svg svg" || pieces != tc.pieces || marks != 2 {
			t.Errorf("%s: root %q, %d pieces (want %d), %d last-move marks (want 2)", tc.game, root, pieces, tc.pieces, marks)
		}
	}
}

// TestExportAs writes the game in each notation under its Format tag and
// imports every one back to the same moves.
func TestExportAs(t *testing.T) {
	tests := []struct {
		n      rules.Notation
		format string
		move   string
	}{{rules.NotationNative, "WXF", "C2=5"}, {rules.NotationICCS, "ICCS", "H2-E2"}, {rules.NotationUCI, "UCI", "h3e3"}}
	for _, tc := range tests {
		c, _, _ := newTest(t, friendSettings(rules.Xiangqi))
		mustMove(t, c, "h3e3")
		mustMove(t, c, "h10g8")
		rec, err := c.ExportAs(tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(rec, `[Format "`+tc.format+`"]`) || !strings.Contains(rec, "1. "+tc.move+" ") {
			t.Fatalf("%s export:\n%s", tc.format, rec)
		}
		if err := c.Import(rec); err != nil {
			t.Fatalf("%s: %v", tc.format, err)
		}
		if got := strings.Join(c.UCIMoves(), " "); got != "h3e3 h10g8" {
			t.Fatalf("%s: imported %q", tc.format, got)
		}
	}
}
