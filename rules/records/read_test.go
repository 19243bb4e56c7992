package records

import (
	"errors"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

// readOne reads text that holds exactly one game.
func readOne(t *testing.T, text string, o Options) *Game {
	t.Helper()
	f, err := Read([]byte(text), o)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	if len(f.Games) != 1 {
		t.Fatalf("read %d games, want 1", len(f.Games))
	}
	return f.Games[0]
}

// uciMoves spells a game's moves in UCI, space-separated.
func uciMoves(g *Game) string {
	var s []string
	for _, m := range g.Moves {
		s = append(s, m.String())
	}
	return strings.Join(s, " ")
}

func TestReadNotations(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"chinese traditional", "1. 炮二平五 馬８進７ 2. 馬二進三 車９平８", "h3e3 h10g8 h1g3 i10h10"},
		{"chinese simplified", "1. 炮二平五 马８进７ 2. 马二进三 车９平８", "h3e3 h10g8 h1g3 i10h10"},
		{"chinese without spaces after numbers", "1.炮二平五 马8进7 2.马二进三", "h3e3 h10g8 h1g3"},
		{"chinese ideographic space", "1．炮二平五\u3000马８进７", "h3e3 h10g8"},
		{"hong kong directions", "1. 炮二平五 馬８上７ 2. 馬二上三 車９平８ 3. 馬三落二", "h3e3 h10g8 h1g3 i10h10 g3h1"},
		{"wxf", "1. C2.5 H8+7 2. H2+3 R9.8", "h3e3 h10g8 h1g3 i10h10"},
		{"wxf full width", "1. Ｃ２＝５ Ｈ８＋７", "h3e3 h10g8"},
		{"iccs upper case", "1. H2-E2 H9-G7", "h3e3 h10g8"},
		{"iccs lower case, rank 0", "1. h2e2 h9g7 2. h0g2 i9h9", "h3e3 h10g8 h1g3 i10h10"},
		{"iccs lower case, no telling rank", "1. h2e2 h7e7 2. e3e4", "h3e3 h8e8 e4e5"},
		{"uci with rank 10", "1. h3e3 h10g8 2. h1g3", "h3e3 h10g8 h1g3"},
		{"pychess san", "1. Che3 Hg8 2. Hg3 Rh10", "h3e3 h10g8 h1g3 i10h10"},
		{"san with other letters", "1. Che3 Ng8 2. Ng3", "h3e3 h10g8 h1g3"},
		{"winboard san, ranks from 0", "1. Che2 Hg7 2. Hg2 Rh9 3. Rh0", "h3e3 h10g8 h1g3 i10h10 i1h1"},
		{"annotations and nags", "1. C2.5! $1 H8+7?! 2. H2+3 (2. R1.2 R9.8) R9.8", "h3e3 h10g8 h1g3 i10h10"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := readOne(t, tc.text, Options{})
			if g.Err != nil {
				t.Fatalf("refused: %v", g.Err)
			}
			if got := uciMoves(g); got != tc.want {
				t.Errorf("moves %q, want %q", got, tc.want)
			}
		})
	}
}

// An export of elephantchess.io's database (game B8EZo0EIzGc0, Wang Tianyi –
// Cao YanLei): algebraic with a letter for every piece, the from-file
// always given, ranks 1–10.
const elephantchessGame = `[Site "https://elephantchess.io/database/game?id=B8EZo0EIzGc0"]
[White "Wang Tianyi"]
[Black "Cao YanLei"]
[Result "1-0"]
[Variant "Xiangqi"]

1. Che3 Nhg8 2. Nhg3 Rih10 3. Rih1 Nbc8 4. Pg5 Pc6 5. Nba3 Pa6 6. Cbc3 Ncb6 7. Ra2 Bce8 8. Rad2 Nbxa4 9. Cc2 Ra7 10. Rh7 Afe9 11. Rd4 Chi8 12. Rxh10 Ngxh10 13. Cch2 Pe6 14. Cxe6 Raf7 15. Pe5 Nhg8 16. Ade2 Pa5 17. Bce3 Cba8 18. Nac2 Pab5 19. Ngh5 Ci9 20. Ch3 Nab2 21. Kd1 Rfe7 22. Nhxg7 Cad8+ 23. Ke1 Cd7 24. Ngf5 Ref7 25. Pg6 Rxf5 26. Rxd7 Rfxe5 27. Ncd4 Pbc5 28. Pxc5 Pxc5 29. Rdg7 Pcd5 30. Pgf6 Pxd4 31. Ch10+ Bgi8 32. Rxg8
`

func TestReadElephantchessSAN(t *testing.T) {
	g := readOne(t, elephantchessGame, Options{})
	if g.Err != nil || len(g.Moves) != 63 || g.Result != rules.FirstWins {
		t.Fatalf("%d moves, result %v, err %v", len(g.Moves), g.Result, g.Err)
	}
	if got := uciMoves(g)[:22]; got != "h3e3 h10g8 h1g3 i10h10" {
		t.Errorf("first moves %q", got)
	}
}

func TestReadResultWords(t *testing.T) {
	tests := []struct {
		text  string
		want  rules.Result
		plies int
	}{
		{"1. 炮二平五 马８进７ 红胜", rules.FirstWins, 2},
		{"1. 炮二平五 马８进７ 黑勝", rules.SecondWins, 2},
		{"1. 炮二平五 马８进７ 和棋", rules.Draw, 2},
		{"1. 炮二平五 马８进７红胜", rules.FirstWins, 2},
		{"[Result \"0-1\"]\n\n1. 炮二平五 马８进７", rules.SecondWins, 2},
		{"1. C2.5 H8+7 1/2-1/2", rules.Draw, 2},
	}
	for _, tc := range tests {
		g := readOne(t, tc.text, Options{})
		if g.Err != nil || g.Result != tc.want || len(g.Moves) != tc.plies {
			t.Errorf("%q: result %v, %d plies, err %v; want %v, %d plies", tc.text, g.Result, len(g.Moves), g.Err, tc.want, tc.plies)
		}
	}
}

// Two cannons share file 7; only the front one can go forward one point,
// so 炮七進一 (the file form, which the strict notation writes 前炮進一) is
// that move.
func TestReadTandemByFile(t *testing.T) {
	const fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/2C6/P1P1P1P1P/2C6/9/RNBAKABNR w - - 0 1"
	text := "[FEN \"" + fen + "\"]\n\n1. 炮七進一"
	g := readOne(t, text, Options{})
	if g.Err != nil {
		t.Fatalf("refused: %v", g.Err)
	}
	if got := uciMoves(g); got != "c5c6" {
		t.Errorf("got %q, want c5c6 (the rear cannon is blocked by its soldier)", got)
	}
}

func TestReadRefusals(t *testing.T) {
	tests := []struct {
		name, text string
		reason     Reason
		ply        int
	}{
		{"illegal chinese", "1. 炮二平五 马８进７ 2. 炮五进九", Illegal, 3},
		{"illegal coordinates", "1. h3e3 h10g8 2. a1a10", Illegal, 3},
		{"unreadable", "1. 炮二平五 hello", Unreadable, 2},
		{"ambiguous san", "1. Ce3", Ambiguous, 1},
		{"bad setup", "[FEN \"9/9/9 w\"]\n\n1. h3e3", BadSetup, 0},
		{"unknown variant", "[Variant \"go\"]\n\n1. d4", BadSetup, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := readOne(t, tc.text, Options{})
			if g.Err == nil {
				t.Fatalf("read %q to the end", uciMoves(g))
			}
			if g.Err.Reason != tc.reason || g.Err.Ply != tc.ply || g.Err.Detail == "" {
				t.Errorf("refusal %v; want %v at ply %d with a detail", g.Err, tc.reason, tc.ply)
			}
		})
	}
}

func TestReadSplitsGames(t *testing.T) {
	text := "[Event \"a\"]\n\n1. h3e3 h10g8 1-0\n\n[Event \"b\"]\n[Red \"x\"]\n\n1. C2.5 {a comment} 0-1\n" +
		"1. h3e3 1-0\n1. b3e3 0-1\n"
	f, err := Read([]byte(text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		event string
		plies int
	}{{"a", 2}, {"b", 1}}
	if len(f.Games) != 2 {
		t.Fatalf("%d games, want 2", len(f.Games))
	}
	for i, w := range want {
		g := f.Games[i]
		if g.Tag("Event") != w.event || len(g.Moves) != w.plies || g.Err != nil {
			t.Errorf("game %d: event %q, %d plies, err %v; want %q, %d", i+1, g.Tag("Event"), len(g.Moves), g.Err, w.event, w.plies)
		}
	}
	if c := f.Games[1].Comments; len(c) != 2 || c[1] != "a comment" {
		t.Errorf("comments %q, want the comment after move 1", c)
	}
	tagless, err := Read([]byte("1. h3e3 1-0\n1. b3e3 0-1\n"), Options{})
	if err != nil || len(tagless.Games) != 2 {
		t.Fatalf("tagless games split into %v (%v), want 2", tagless, err)
	}
}

func TestReadEncodings(t *testing.T) {
	const game = "[Event \"象棋比賽\"]\n[Red \"許銀川\"]\n[Black \"呂欽\"]\n\n1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ 3. 車一平二 卒７進１ 和棋\n"
	for _, cs := range []string{"gb18030", "big5"} {
		data, err := charset.Encode(cs, strings.Repeat(game, 3))
		if err != nil {
			t.Fatal(err)
		}
		f, err := Read(data, Options{Decode: charset.Decode})
		if err != nil {
			t.Fatalf("%s: %v", cs, err)
		}
		if f.Charset != cs || len(f.Games) != 3 || f.Games[0].Tag("Red") != "許銀川" || f.Games[2].Err != nil {
			t.Errorf("%s: read as %s, %d games, red %q, err %v", cs, f.Charset, len(f.Games), f.Games[0].Tag("Red"), f.Games[2].Err)
		}
	}
	utf16 := []byte{0xFF, 0xFE}
	for _, r := range "1. h3e3 h10g8" {
		utf16 = append(utf16, byte(r), byte(r>>8))
	}
	if f, err := Read(utf16, Options{}); err != nil || f.Charset != "utf-16le" || len(f.Games[0].Moves) != 2 {
		t.Errorf("UTF-16: %v %v", f, err)
	}
	if _, err := Read([]byte{0xB0, 0xA1, 0xB0, 0xA2, 0xFF}, Options{}); err == nil {
		t.Error("legacy bytes without a decoder were read")
	}
}

func TestReadKoreanCharset(t *testing.T) {
	const text = "[대회명 \"장기 대회\"]\n[초대국자 \"김철수\"]\n\n1. 79졸78 2. 32졸42\n"
	data, err := charset.Encode("euc-kr", text)
	if err != nil {
		t.Fatal(err)
	}
	_, cs, err := decodeText(data, charset.Decode)
	if err != nil || cs != "euc-kr" {
		t.Errorf("read as %q (%v), want euc-kr", cs, err)
	}
}

// A janggi record that passes while the traditional rules forbid it is read
// under rules that allow it, and says so.
func TestReadPermissiveJanggi(t *testing.T) {
	text := "[Variant \"janggi-traditional\"]\n\n1. a4b4 pass 2. pass pass 3. b4b5\n"
	g := readOne(t, text, Options{})
	if g.Err != nil {
		t.Fatalf("refused: %v", g.Err)
	}
	if !strings.Contains(g.RulesNote, "janggi-traditional") || !g.Variant.Options.Janggi.DoublePassPlaysOn {
		t.Errorf("rules %q, note %q", g.Variant.Name, g.RulesNote)
	}
	strict := readOne(t, "[Variant \"janggi-traditional\"]\n\n1. a4b4 a7b7\n", Options{})
	if strict.RulesNote != "" || strict.Variant.Name != "janggi-traditional" {
		t.Errorf("a game legal under its rules was read under %q (%q)", strict.Variant.Name, strict.RulesNote)
	}
}

func TestOpenRefusesNoGame(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("   \n\n"), []byte("[Event \"x\""), []byte("Dear friend, hello.\n")} {
		if _, err := Open(data, Options{}); !errors.Is(err, ErrNoGame) {
			t.Errorf("%q: err %v, want ErrNoGame", data, err)
		}
	}
}

func FuzzRead(f *testing.F) {
	f.Add([]byte("[Event \"a\"]\n\n1. 炮二平五 马８进７ {c} (1. h3e3) 红胜"))
	f.Add([]byte("1. h2e2 h9g7 2. h0g2"))
	f.Add([]byte("[Variant \"janggi\"]\n1. a4b4 pass"))
	f.Add([]byte{0xFF, 0xFE, '1', 0, '.', 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Read(data, Options{Decode: charset.Decode})
		if err != nil {
			return
		}
		for _, g := range file.Games {
			if len(g.Comments) != len(g.Moves)+1 {
				t.Fatalf("game %d: %d comments for %d moves", g.Index, len(g.Comments), len(g.Moves))
			}
			if g.Err != nil && g.Err.Error() == "" {
				t.Fatal("empty refusal")
			}
		}
	})
}
