package records

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

// unitGames reads a file of testdata/gib-unit.
func unitGames(t testing.TB, name string) []rawGame {
	t.Helper()
	return readGIBFile(t, filepath.Join("testdata", "gib-unit", name))
}

// positionBefore replays a game of a gib-unit file up to the given ply
// (from 1) and returns the position in which that ply is played, with the
// word as written.
func positionBefore(t testing.TB, file string, game, ply int) (*rules.Position, rawMove) {
	t.Helper()
	g := unitGames(t, file)[game]
	if ply > len(g.moves) {
		t.Fatalf("%s game %d has %d plies, not %d", file, game, len(g.moves), ply)
	}
	word := g.moves[ply-1]
	g.moves = g.moves[:ply-1]
	_, p, err := replayGIB(permissiveJanggi(t), &g)
	if err != nil {
		t.Fatalf("%s game %d before ply %d: %v", file, game, ply, err)
	}
	return p, word
}

type koreanCase struct {
	name       string
	file       string // a gib-unit file, game and ply; or a FEN
	game, ply  int
	fen        string
	text, want string // text "" takes the word at the ply; want is the move in UCI
}

func (c koreanCase) position(t *testing.T) (*rules.Position, string) {
	if c.fen != "" {
		p, err := permissiveJanggi(t).NewPosition(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		return p, c.text
	}
	p, w := positionBefore(t, c.file, c.game, c.ply)
	if c.text == "" {
		return p, w.text
	}
	return p, c.text
}

// Positions for the cases that need a board no snippet has.
const (
	fenStart     = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
	fenCapture   = "3k5/9/9/p8/9/9/9/9/4K4/R8 w - - 0 1" // cho's chariot a1 takes han's soldier a7
	fenTwoRooks  = "4k4/9/9/9/9/9/R8/R8/4K4/9 w - - 0 1" // chariots a3 and a4: a3車b3 fits both countings
	fenHanToMove = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1"
)

func TestParseKoreanMove(t *testing.T) {
	cases := []koreanCase{
		{name: "strict Hangul", file: "capture-ta.gib", ply: 1, want: "i4h4"},
		{name: "strict han soldier", file: "capture-ta.gib", ply: 2, want: "a7b7"},
		{name: "타 before the captured piece", file: "capture-ta.gib", ply: 90, want: "g6g5"},
		{name: "Hanja with side marks", file: "hanja-side-marks.gib", ply: 1, want: "i4h4"},
		{name: "Hanja capture named", file: "hanja-side-marks.gib", ply: 17, want: "e4g7"},
		{name: "Hanja capture by han", file: "hanja-side-marks.gib", ply: 18, want: "f7g7"},
		{name: "Hangul side mark cho", file: "hangul-side-marks.gib", ply: 1, want: "a4b4"},
		{name: "Hangul side mark han", file: "hangul-side-marks.gib", ply: 2, want: "i7h7"},
		{name: "Kakao letters from 0", file: "kakao-letters.gib", ply: 1, want: "i4h4"},
		{name: "Kakao back rank 0", file: "kakao-letters.gib", ply: 3, want: "i1i5"},
		{name: "Kakao han", file: "kakao-letters.gib", ply: 4, want: "b10c8"},
		{name: "check mark", file: "handicap-board.gib", ply: 3, want: "h8e8"},
		{name: "타 capture", file: "handicap-board.gib", ply: 9, want: "e7g4"},
		{name: "move time apart", file: "move-times.gib", ply: 1, want: "a4b4"},
		{name: "move time glued", file: "move-times.gib", ply: 1, text: "71졸72<0>", want: "a4b4"},
		{name: "check and time glued", file: "move-times.gib", ply: 7, text: "75졸76장군<13>", want: "e4f4"},
		{name: "pass", file: "double-pass.gib", ply: 1, want: "e2e2"},
		{name: "pass by han", file: "double-pass.gib", ply: 2, want: "e9e9"},
		{name: "pass in two words", file: "double-pass.gib", ply: 1, text: "한수 쉼", want: "e2e2"},
		{name: "pass, short", file: "double-pass.gib", ply: 1, text: "쉼", want: "e2e2"},
		{name: "no piece name", fen: fenStart, text: "7978", want: "i4h4"},
		{name: "멍군", fen: fenStart, text: "79졸78멍군", want: "i4h4"},
		{name: "gung for the general", fen: fenStart, text: "95궁05", want: "e2e1"},
		{name: "capture named with side mark", fen: fenCapture, text: "01차41漢兵", want: "a1a7"},
		{name: "capture with 타 alone", fen: fenCapture, text: "01차41타", want: "a1a7"},
		{name: "capture, victim left out", fen: fenCapture, text: "01車41", want: "a1a7"},
		{name: "rank 10 in letters", fen: fenHanToMove, text: "b10馬c8", want: "b10c8"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, text := c.position(t)
			m, err := parseKoreanMove(p, text)
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			if c.want != "" && m.String() != c.want {
				t.Errorf("%q = %s, want %s", text, m, c.want)
			}
			if !p.IsLegal(m) {
				t.Errorf("%q = %s, not legal", text, m)
			}
		})
	}
}

func TestParseKoreanMoveOldCoordinates(t *testing.T) {
	g := unitGames(t, "old-coordinates.gib")[0]
	p, err := permissiveJanggi(t).NewPosition(g.fen)
	if err != nil {
		t.Fatal(err)
	}
	// 1. 84졸74 2. 20마28 3. 61마53: points 1–90 file by file from cho's left.
	for i, want := range []string{"i4h4", "b10c8", "g1f3"} {
		m, err := readKoreanMove(p, g.moves[i].text, pointsOld)
		if err != nil || m.String() != want {
			t.Fatalf("%q = %v, %v; want %s", g.moves[i].text, m, err, want)
		}
		p.MakeMove(m)
	}
	if _, err := readKoreanMove(p, "91졸81", pointsOld); !isReason(err, Unreadable) {
		t.Errorf("point 91 in old coordinates: %v, want unreadable", err)
	}
}

func TestParseKoreanMoveClaim(t *testing.T) {
	o := rules.MustPreset("janggi-traditional").Options
	o.Janggi.Bikjang, o.Janggi.BikjangClaim = rules.BikjangBreak, true
	v, err := rules.NewVariant(rules.Janggi, o)
	if err != nil {
		t.Fatal(err)
	}
	p, err := v.NewPosition("4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1") // the generals face each other
	if err != nil {
		t.Fatal(err)
	}
	m, err := parseKoreanMove(p, "빅장")
	if err != nil || !m.IsClaim() {
		t.Fatalf("빅장 = %v, %v; want the claim", m, err)
	}
	if _, err := parseKoreanMove(permissiveJanggi(t).StartPosition(), "빅장"); !isReason(err, Illegal) {
		t.Errorf("빅장 with the generals apart: %v, want illegal", err)
	}
}

func TestParseKoreanMoveErrors(t *testing.T) {
	cases := []struct {
		name, fen, text string
		reason          Reason
		detail          string
	}{
		{"empty", fenStart, " ", Unreadable, "no move"},
		{"words", fenStart, "초완승", Unreadable, "want a point first"},
		{"one digit", fenStart, "7졸78", Unreadable, "want a point first"},
		{"file zero", fenStart, "70졸78", Unreadable, "want a point first"},
		{"second point cut", fenStart, "79졸7", Unreadable, "want a point after"},
		{"junk after", fenStart, "79졸78졸졸", Unreadable, "no piece name"},
		{"letters cut", fenStart, "i3卒h", Unreadable, "want a square after"},
		{"wrong piece", fenStart, "79포78", Illegal, "i4 holds a soldier, not a cannon"},
		{"no piece", fenStart, "55졸45", Illegal, "no-piece at e6"},
		{"han's piece", fenStart, "41병42", Illegal, "not-your-piece"},
		{"wrong victim", fenCapture, "01차41차", Illegal, "names a captured chariot, but a7 holds a soldier"},
		{"victim on empty", fenStart, "79졸78졸", Illegal, "h4 is empty"},
		{"no such horse move", fenStart, "02마74", Illegal, "shape"},
		{"both countings fit", fenTwoRooks, "a3車b3", Ambiguous, "a4b4 and a3b3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := permissiveJanggi(t).NewPosition(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			_, err = parseKoreanMove(p, c.text)
			if !isReason(err, c.reason) || !strings.Contains(err.Error(), c.detail) {
				t.Errorf("%q: %v; want %s with %q", c.text, err, c.reason, c.detail)
			}
		})
	}
	traditional := rules.MustPreset("janggi-traditional").StartPosition()
	if _, err := parseKoreanMove(traditional, "한수쉼"); !isReason(err, Illegal) {
		t.Errorf("a pass the rules forbid: %v, want illegal", err)
	}
	if _, err := parseKoreanMove(rules.MustPreset("xiangqi").StartPosition(), "79졸78"); !isReason(err, Unreadable) {
		t.Errorf("a Korean move in xiangqi: %v, want unreadable", err)
	}
}

func isReason(err error, r Reason) bool {
	var me *moveError
	return errors.As(err, &me) && me.reason == r
}

// FuzzKoreanMove reads random words on the start position and after a few
// real moves: never a panic, and a move read is legal.
func FuzzKoreanMove(f *testing.F) {
	for _, name := range []string{"capture-ta.gib", "hanja-side-marks.gib", "kakao-letters.gib", "old-coordinates.gib", "move-times.gib"} {
		for _, g := range unitGames(f, name) {
			for _, m := range g.moves[:min(len(g.moves), 30)] {
				f.Add(m.text)
			}
		}
	}
	for _, s := range []string{"한수 쉼", "빅장", "79초졸78<33>", "01차41타졸장군", "a3車b10", "i10卒h3", "<", "79졸78<"} {
		f.Add(s)
	}
	v := permissiveJanggi(f)
	positions := []*rules.Position{v.StartPosition()}
	mid, err := v.NewPosition("r1ba1a2r/4k4/2n1c1n2/p1p3p1p/4p4/2P3P2/P3P3P/1CN1C1N2/4K4/R1BA1AB1R w - - 0 1")
	if err != nil {
		f.Fatal(err)
	}
	positions = append(positions, mid)
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range positions {
			for _, pts := range []koreanPoints{pointsStandard, pointsOld} {
				m, err := readKoreanMove(p, s, pts)
				if err == nil && !p.IsLegal(m) {
					t.Fatalf("%q read as %s, not legal", s, m)
				}
				var me *moveError
				if err != nil && !errors.As(err, &me) {
					t.Fatalf("%q: error %v is no moveError", s, err)
				}
			}
		}
	})
}

// TestGIBUnitFilesDecode checks that the snippets are CP949 as the
// collection is (a snippet saved in another charset would test nothing).
func TestGIBUnitFilesDecode(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "gib-unit", "*.gib"))
	if len(files) == 0 {
		t.Fatal("no snippets in testdata/gib-unit")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, cs, err := decodeText(data, charset.Decode); err != nil || cs != charsetEUCKR {
			t.Errorf("%s: read as %q (%v), want euc-kr", f, cs, err)
		}
	}
}
