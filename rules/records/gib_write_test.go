package records

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/korean"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

// TestEncodeCP949 checks the encoder against golang.org/x/text's EUC-KR
// (which is CP949) for every Hangul syllable and every ASCII character,
// and that what it does not carry becomes '?'.
func TestEncodeCP949(t *testing.T) {
	enc := korean.EUCKR.NewEncoder()
	for r := rune(0); r < 0x80; r++ {
		if got := encodeCP949(string(r)); !bytes.Equal(got, []byte{byte(r)}) {
			t.Fatalf("U+%04X: % x", r, got)
		}
	}
	ks := 0
	for i := 0; i < hangulCount; i++ {
		s := string(rune(hangulFirst + i))
		want, err := enc.Bytes([]byte(s))
		if err != nil {
			t.Fatalf("x/text cannot encode %s: %v", s, err)
		}
		if got := encodeCP949(s); !bytes.Equal(got, want) {
			t.Fatalf("%s (U+%04X) = % x, want % x", s, hangulFirst+i, got, want)
		}
		if want[0] >= 0xB0 && want[1] >= 0xA1 {
			ks++
		}
	}
	if ks != ksHangulLen {
		t.Errorf("%d syllables in KS X 1001, want %d", ks, ksHangulLen)
	}
	for r := rune(jamoFirst); r < jamoFirst+94; r++ {
		if got, want := encodeCP949(string(r)), mustEncode(t, string(r)); !bytes.Equal(got, want) {
			t.Errorf("%c = % x, want % x", r, got, want)
		}
	}
	for r := range cp949Hanja {
		if got, want := encodeCP949(string(r)), mustEncode(t, string(r)); !bytes.Equal(got, want) {
			t.Errorf("%c = % x, want % x", r, got, want)
		}
	}
	for _, s := range []string{"三", "田", "é", "€", "ᄀ", "\U0001F600"} {
		if got := encodeCP949(s); string(got) != "?" {
			t.Errorf("%q = % x, want ?", s, got)
		}
	}
	if got, want := encodeCP949("[대회명 \"KBS 장기왕전\"] 79졸78"), mustEncode(t, "[대회명 \"KBS 장기왕전\"] 79졸78"); !bytes.Equal(got, want) {
		t.Errorf("a header line: % x, want % x", got, want)
	}
}

func mustEncode(t *testing.T, s string) []byte {
	t.Helper()
	b, err := charset.Encode("euc-kr", s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestWriteGIBRoundTrip writes every game of the real .gib files (the
// snippets and the collection) and reads each back: the same start, moves,
// result and comments.
func TestWriteGIBRoundTrip(t *testing.T) {
	files := append(gibFiles(t, filepath.Join("testdata", "gib-unit")), gibFiles(t, filepath.Join("testdata", "gib"))...)
	games := 0
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Read(data, Options{Decode: charset.Decode})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, g := range f.Games {
			if g.Err != nil {
				t.Errorf("%s: %v", path, g.Err)
				continue
			}
			games++
			out, err := WriteGIB(g)
			if err != nil {
				t.Fatalf("%s game %d: %v", path, g.Index, err)
			}
			back, err := Read(out, Options{Decode: charset.Decode})
			if err != nil || back.Format != FormatGIB || back.Charset != charsetEUCKR || len(back.Games) != 1 {
				t.Fatalf("%s game %d written, read back: %v", path, g.Index, err)
			}
			sameGame(t, path, g, back.Games[0])
		}
	}
	if games < 1000 {
		t.Errorf("%d games written and read back, want the collection's 1,000 and more", games)
	}
}

func sameGame(t *testing.T, path string, want, got *Game) {
	t.Helper()
	switch {
	case got.Err != nil:
		t.Errorf("%s game %d read back: %v", path, want.Index, got.Err)
	case got.FEN != want.FEN || got.Result != want.Result:
		t.Errorf("%s game %d read back: FEN %q, result %v; want %q, %v", path, want.Index, got.FEN, got.Result, want.FEN, want.Result)
	case len(got.Moves) != len(want.Moves):
		t.Errorf("%s game %d read back: %d moves, want %d", path, want.Index, len(got.Moves), len(want.Moves))
	default:
		for i := range want.Moves {
			if got.Moves[i] != want.Moves[i] {
				t.Errorf("%s game %d read back: move %d is %s, want %s", path, want.Index, i+1, got.Moves[i], want.Moves[i])
				return
			}
		}
		for i := range want.Comments {
			// Comments come back as CP949 carries them: '?' for what it does not.
			w := strings.NewReplacer("{", "(", "}", ")").Replace(strings.TrimSpace(want.Comments[i]))
			w, _ = charset.Decode("euc-kr", encodeCP949(w))
			if strings.TrimSpace(got.Comments[i]) != w {
				t.Errorf("%s game %d read back: comment %d is %q, want %q", path, want.Index, i, got.Comments[i], w)
				return
			}
		}
	}
}

// TestWriteGIB checks the text of a written game: headers from PGN tags
// in Korean, set-ups, numbered strict moves with captures, checks and
// passes, CRLF, CP949.
func TestWriteGIB(t *testing.T) {
	v := rules.MustPreset("janggicasual")
	fen := rules.JanggiStartFEN(rules.SetupBNNB, rules.SetupNBNB)
	p, err := v.NewPosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{Variant: v, FEN: fen, Result: rules.SecondWins,
		Tags: []rules.Tag{{Name: "Event", Value: "KBS 장기왕전"}, {Name: "Date", Value: "2016.12.??"},
			{Name: "White", Value: "하여명"}, {Name: "Black", Value: "전동하 三단"}, {Name: "초소비시간", Value: "00:22:18"}}}
	for _, w := range []string{"79졸78", "41병42", "한수쉼", "42병52", "02상74", "52병62"} {
		m, err := parseKoreanMove(p, w)
		if err != nil {
			t.Fatalf("%s: %v", w, err)
		}
		p.MakeMove(m)
		g.Moves = append(g.Moves, m)
	}
	g.Comments = []string{"", "", "{쉼}", "", "", "", "끝"}
	out, err := WriteGIB(g)
	if err != nil {
		t.Fatal(err)
	}
	text, err := charset.Decode("euc-kr", out)
	if err != nil {
		t.Fatal(err)
	}
	want := "[대회명 \"KBS 장기왕전\"]\r\n[회전 \"미상\"]\r\n[대국일자 \"2016-12\"]\r\n[대국장소 \"미상\"]\r\n" +
		"[초대국자 \"하여명\"]\r\n[한대국자 \"전동하 ?단\"]\r\n[초차림 \"상마마상\"]\r\n[한차림 \"상마상마\"]\r\n" +
		"[제한시간 \"미상\"]\r\n[총수 \"6\"]\r\n[대국결과 \"한 완승\"]\r\n[초소비시간 \"00:22:18\"]\r\n\r\n" +
		"1. 79졸78 2. 41병42\r\n{(쉼)}\r\n3. 한수쉼 4. 42병52 5. 02상74 6. 52병62\r\n{끝}\r\n\r\n"
	if text != want {
		t.Errorf("written:\n%q\nwant:\n%q", text, want)
	}
}

// TestWriteGIBBoard writes a start that is no set-up as a [판] board, and
// reads it back to the same position, han to move included.
func TestWriteGIBBoard(t *testing.T) {
	v := rules.MustPreset("janggicasual")
	for _, fen := range []string{
		"rnb3bnr/4k4/1c5c1/9/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR b - - 0 1",
		"3k5/9/9/p8/9/9/9/9/4K4/R8 w - - 0 1",
	} {
		p, err := v.NewPosition(fen)
		if err != nil {
			t.Fatal(err)
		}
		m := p.LegalMoves()[0]
		g := &Game{Variant: v, FEN: fen, Moves: []rules.Move{m}, Comments: []string{"", ""}}
		out, err := WriteGIB(g)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Read(out, Options{Decode: charset.Decode})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(out, mustEncode(t, "[판 \"")) {
			t.Errorf("%s: no [판] header in\n%s", fen, out)
		}
		sameGame(t, fen, g, back.Games[0])
	}
}

func TestWriteGIBErrors(t *testing.T) {
	xq := &Game{Variant: rules.MustPreset("xiangqi")}
	if _, err := WriteGIB(xq); err == nil || !strings.Contains(err.Error(), "only janggi") {
		t.Errorf("a xiangqi game: %v", err)
	}
	v := rules.MustPreset("janggi-traditional")
	pass := rules.NewMove(rules.SquareAt(4, 1), rules.SquareAt(4, 1), rules.NoKind)
	if _, err := WriteGIB(&Game{Variant: v, Moves: []rules.Move{pass}}); err == nil || !strings.Contains(err.Error(), "not legal") {
		t.Errorf("an illegal move: %v", err)
	}
	if _, err := WriteGIB(&Game{Variant: v, FEN: "9/9 w"}); err == nil || !strings.Contains(err.Error(), "start position") {
		t.Errorf("a bad start: %v", err)
	}
}
