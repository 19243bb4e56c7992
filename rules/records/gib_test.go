package records

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

func TestIsGIB(t *testing.T) {
	cases := []struct {
		name, text string
		want       bool
	}{
		{"gib", "[대회명 \"친선대국\"]\n[회전 \"미상\"]\n\n1. 79졸78", true},
		{"gib after blank lines", "\n\n[초대국자 \"하여명\"]\n", true},
		{"after an end mark", "\uFFFD[대회명 \"친선대국\"]\n", true},
		{"board header first", "[판 \"4k4/9/9/9/9/9/9/9/4K4/9\"]\n", true},
		{"PGN", "[Event \"x\"]\n[대회명 \"y\"]\n", false},
		{"moves only", "1. 79졸78 2. 41병42", false},
		{"unknown Korean tag", "[기보 \"x\"]\n", false},
		{"empty", "", false},
	}
	for _, c := range cases {
		if got := isGIB(c.text); got != c.want {
			t.Errorf("%s: isGIB = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestGIBResult reads the 대국결과 values found in real files.
func TestGIBResult(t *testing.T) {
	cases := []struct {
		text string
		want rules.Result
		ok   bool
	}{
		{"초 완승", rules.FirstWins, true},
		{"한 완승", rules.SecondWins, true},
		{"한 기권승", rules.SecondWins, true},
		{"초 시간승", rules.FirstWins, true},
		{"한 3.5점 승", rules.SecondWins, true},
		{"초승(기권) ", rules.FirstWins, true},
		{"한승(외통수)", rules.SecondWins, true},
		{"楚 장군승", rules.FirstWins, true},
		{"漢의 기권승", rules.SecondWins, true},
		{"초실격승", rules.FirstWins, true},
		{"초 접속 끊김 패", rules.SecondWins, true},
		{"한시간패", rules.FirstWins, true},
		{"한 빅승", rules.SecondWins, true},
		{"무승부", rules.Draw, true},
		{"무승부(빅장)", rules.Draw, true},
		{"빅장", rules.Draw, true},
		{"미상", rules.Ongoing, false},
		{"무효 대국", rules.Ongoing, false},
		{"통신장애중단", rules.Ongoing, false},
		{"", rules.Ongoing, false},
	}
	for _, c := range cases {
		if got, ok := gibResult(c.text); got != c.want || ok != c.ok {
			t.Errorf("gibResult(%q) = %v, %v; want %v, %v", c.text, got, ok, c.want, c.ok)
		}
	}
}

func TestGIBDate(t *testing.T) {
	cases := map[string]string{
		"2016-12-06": "2016.12.06", "2010.9.3": "2010.09.03", "1937년": "1937.??.??",
		"1937년 10월 8일": "1937.10.08", "1993": "1993.??.??", "2020.01~2020.06": "", "미상": "", "": "",
		"20101": "",
	}
	for in, want := range cases {
		if got := gibDate(in); got != want {
			t.Errorf("gibDate(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestReadGIBUnit reads each snippet: its headers as PGN tags, the start
// position its headers give, the words, comments and result, and replays
// every game to the end.
func TestReadGIBUnit(t *testing.T) {
	start := func(cho, han rules.JanggiSetup) string { return rules.JanggiStartFEN(cho, han) }
	cases := []struct {
		file   string
		game   int
		tags   map[string]string
		fen    string
		result rules.Result
		first  string
	}{
		{file: "capture-ta.gib", tags: map[string]string{"Event": "제 2회 KBS 장기왕전", "Result": "1-0", "대국결과": "초승"},
			fen: start(rules.SetupNBNB, rules.SetupBNBN), result: rules.FirstWins, first: "79졸78"},
		{file: "hangul-side-marks.gib", tags: map[string]string{"Event": "2011 추석 KBS 장기왕전", "Result": "0-1"},
			fen: start(rules.SetupBNBN, rules.SetupNBNB), result: rules.SecondWins, first: "71초졸72"},
		{file: "kakao-letters.gib", tags: map[string]string{"Site": "장기 for Kakao", "White": "최용철 9단", "Black": "로하할배 9단", "Date": ""},
			fen: start(rules.SetupNBNB, rules.SetupBNBN), result: rules.FirstWins, first: "i3卒h3"},
		{file: "old-coordinates.gib", tags: map[string]string{"Date": "1993.??.??", "Site": "KBS", "기보형식": "구좌표"},
			fen: start(rules.SetupNBNB, rules.SetupBNBN), result: rules.FirstWins, first: "84졸74"},
		{file: "handicap-board.gib", tags: map[string]string{"Date": "2003.06.24", "Result": "1-0"},
			fen: "rnb3bnr/4k4/1c5c1/9/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR b - - 0 1", result: rules.FirstWins, first: "18마37"},
		{file: "handicap-board.gib", game: 1, tags: map[string]string{"Event": "매일신보", "Result": ""},
			fen: "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR b - - 0 1"},
		{file: "handicap-board.gib", game: 2, tags: map[string]string{"Result": "0-1"},
			fen: "rnba1ab1r/4k4/1c4nc1/p1p1p1p1p/9/9/P1P1P1PP1/1C4NC1/4K4/RNBA1AB1R b - - 0 1", result: rules.SecondWins},
		{file: "move-times.gib", tags: map[string]string{"Event": "2010 한게임 프로리그"},
			fen: start(rules.SetupBNBN, rules.SetupNBNB), result: rules.FirstWins, first: "71졸72"},
		{file: "double-pass.gib", tags: map[string]string{"White": "國手圓融 9단아마", "Result": "1-0"},
			fen: start(rules.SetupBNBN, rules.SetupBNNB), result: rules.FirstWins, first: "한수쉼"},
		{file: "hanja-side-marks.gib", tags: map[string]string{"Round": "", "회전": "미상", "Black": "양승태 三단"},
			fen: start(rules.SetupNBNB, rules.SetupBNBN), result: rules.FirstWins, first: "79楚卒78"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			games := unitGames(t, c.file)
			g := games[c.game]
			for name, want := range c.tags {
				if got := tagValue(g.tags, name); got != want {
					t.Errorf("tag %s = %q, want %q", name, got, want)
				}
			}
			if g.game != "janggi" || g.fen != c.fen || g.result != c.result {
				t.Errorf("game %q, fen %q, result %v; want janggi, %q, %v", g.game, g.fen, g.result, c.fen, c.result)
			}
			if n := tagValue(g.tags, "총수"); fmt.Sprint(len(g.moves)) != n {
				t.Errorf("%d plies, [총수] says %s", len(g.moves), n)
			}
			if c.first != "" && g.moves[0].text != c.first {
				t.Errorf("first word %q, want %q", g.moves[0].text, c.first)
			}
			for _, m := range g.moves {
				if isMoveTime(m.text) || strings.HasPrefix(m.text, "<") {
					t.Errorf("a move time kept as a word: %q", m.text)
				}
			}
			if moves, _, err := replayGIB(permissiveJanggi(t), &g); err != nil {
				t.Errorf("replay stops after %d plies: %v", len(moves), err)
			}
		})
	}
}

// TestReadGIBWords covers the movetext forms: comments before, between and
// after moves, a pass in two words, a result after the moves, PGN results,
// games split at a repeated header, and the 0xFF marks between joined files.
func TestReadGIBWords(t *testing.T) {
	text := "[대회명 \"a\"]\n[대국결과 \"미상\"]\n\n{before}\n1. 79졸78 {after\nthe first} 2. 41병42\n3. 한수 쉼 4. 42병52 초 완승\n\n" +
		"[대회명 \"b\"]\n[대회명 \"c\"]\n\n1. 79졸78 1-0\n\uFFFD[대회명 \"d\"]\n1.79졸78<12> 2.41병42 {end}"
	games := readGIB(text)
	if len(games) != 4 {
		t.Fatalf("%d games, want 4", len(games))
	}
	a := games[0]
	var words []string
	for _, m := range a.moves {
		words = append(words, m.text)
	}
	if got := strings.Join(words, " "); got != "79졸78 41병42 한수 쉼 42병52" {
		t.Errorf("words %q", got)
	}
	if a.intro != "before" || a.moves[0].comment != "after\nthe first" || a.result != rules.FirstWins {
		t.Errorf("intro %q, comment %q, result %v", a.intro, a.moves[0].comment, a.result)
	}
	if len(games[1].moves) != 0 || tagValue(games[1].tags, "대회명") != "b" {
		t.Errorf("a header-only game: %+v", games[1])
	}
	if c := games[2]; c.result != rules.FirstWins || len(c.moves) != 1 || tagValue(c.tags, "대회명") != "c" {
		t.Errorf("game c: result %v, %d moves", c.result, len(c.moves))
	}
	if d := games[3]; tagValue(d.tags, "대회명") != "d" || len(d.moves) != 2 || d.moves[1].comment != "end" || d.moves[0].text != "79졸78<12>" {
		t.Errorf("game d: %+v", d)
	}
	if _, _, err := replayGIB(permissiveJanggi(t), &games[0]); err != nil {
		t.Errorf("game a: %v", err)
	}
}

// TestOpenGIB reads a snippet through Open and Read, as the site does.
func TestOpenGIB(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "gib-unit", "handicap-board.gib"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Read(data, Options{Decode: charset.Decode})
	if err != nil {
		t.Fatal(err)
	}
	if f.Format != FormatGIB || f.Charset != charsetEUCKR || len(f.Games) != 3 {
		t.Fatalf("%s in %s, %d games", f.Format, f.Charset, len(f.Games))
	}
	for _, g := range f.Games {
		if g.Err != nil || g.Variant.Game != rules.Janggi || g.FEN == "" {
			t.Errorf("game %d: %v, %v, FEN %q", g.Index, g.Err, g.Variant.Game, g.FEN)
		}
	}
}

// FuzzGIB reads random text as a .gib and replays what it finds: never a
// panic, and a game replays or stops with a moveError.
func FuzzGIB(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "gib-unit", "*.gib"))
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		text, _, err := decodeText(data, charset.Decode)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text[:min(len(text), 1500)])
	}
	f.Add("[판 \"차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵/1包5包/4將/車馬象士1士象馬車 한 접장기\"]\n1. 12마33")
	f.Add("[기보형식 \"구좌표\"]\n[초차림 \"상마상마\"]\n1. 84졸74 2. 20마28 3. 90차9")
	v := permissiveJanggi(f)
	f.Fuzz(func(t *testing.T, text string) {
		isGIB(text)
		for _, g := range readGIB(text) {
			if g.game != "janggi" {
				t.Fatalf("game %q", g.game)
			}
			replayGIB(v, &g)
		}
	})
}
