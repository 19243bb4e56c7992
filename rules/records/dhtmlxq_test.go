package records

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

// readDhtmlXQFile decodes a testdata file as Open does and reads its games.
func readDhtmlXQFile(t testing.TB, name string) []rawGame {
	t.Helper()
	text, _, err := decodeText(readTestdata(t, "dhtmlxq/"+name), charset.Decode)
	if err != nil {
		t.Fatal(err)
	}
	if !isDhtmlXQ(text) {
		t.Fatalf("%s: not recognised as DhtmlXQ", name)
	}
	return readDhtmlXQ(text)
}

func mustOneDhtmlXQ(t *testing.T, text string) rawGame {
	t.Helper()
	gs := readDhtmlXQ(text)
	if len(gs) != 1 {
		t.Fatalf("%d games in %q", len(gs), text)
	}
	return gs[0]
}

func TestIsDhtmlXQ(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]", true},
		{"<p>[dhtmlxq_binit]0919[/dhtmlxq_binit]</p>", true},
		{"[Event \"DhtmlXQ\"]\n1. h2e2", false},
		{"[DhtmlXQ_title]no game[/DhtmlXQ_title]", false},
	}
	for _, tt := range tests {
		if got := isDhtmlXQ(tt.text); got != tt.want {
			t.Errorf("isDhtmlXQ(%q) = %v", tt.text, got)
		}
	}
}

// TestDhtmlXQTags maps dpxq's tags to PGN's names and leaves the board's
// own settings out.
func TestDhtmlXQTags(t *testing.T) {
	g := mustOneDhtmlXQ(t, `[DhtmlXQ]
[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]
[DhtmlXQ_init]500,350[/DhtmlXQ_init]
[DhtmlXQ_title]北京 刘永富 负 北京 张永生[/DhtmlXQ_title]
[DhtmlXQ_event]2026年龙马鹏程大兴月赛[/DhtmlXQ_event]
[DhtmlXQ_place]北京[/DhtmlXQ_place]
[DhtmlXQ_round]第07轮[/DhtmlXQ_round]
[DhtmlXQ_date]2026-08-31[/DhtmlXQ_date]
[DhtmlXQ_red]北京 刘永富[/DhtmlXQ_red]
[DhtmlXQ_black]北京 张永生[/DhtmlXQ_black]
[DhtmlXQ_blacktime][/DhtmlXQ_time]
[DhtmlXQ_result]黑胜[/DhtmlXQ_result]
[DhtmlXQ_open]B00 中炮局[/DhtmlXQ_open]
[DhtmlXQ_remark]杨官璘[/DhtmlXQ_remark]
[DhtmlXQ_gametype]慢棋[/DhtmlXQ_gametype]
[DhtmlXQ_hits]840[/DhtmlXQ_hits]
[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]
[/DhtmlXQ]`)
	want := [][2]string{{"Title", "北京 刘永富 负 北京 张永生"}, {"Event", "2026年龙马鹏程大兴月赛"}, {"Site", "北京"},
		{"Round", "第07轮"}, {"Date", "2026-08-31"}, {"Red", "北京 刘永富"}, {"Black", "北京 张永生"},
		{"Result", "0-1"}, {"ECO", "B00"}, {"Opening", "中炮局"}, {"Annotator", "杨官璘"}, {"Gametype", "慢棋"}}
	if len(g.tags) != len(want) {
		t.Fatalf("tags %q, want %q", g.tags, want)
	}
	for i, w := range want {
		if g.tags[i].Name != w[0] || g.tags[i].Value != w[1] {
			t.Errorf("tag %d: %q, want %q", i, g.tags[i], w)
		}
	}
	if g.game != "xiangqi" || g.result != rules.SecondWins {
		t.Errorf("game %q, result %v", g.game, g.result)
	}
}

func TestDhtmlXQResult(t *testing.T) {
	tests := []struct {
		text string
		want rules.Result
	}{
		{"红胜", rules.FirstWins}, {"紅勝", rules.FirstWins}, {"红先胜", rules.FirstWins}, {"黑负", rules.FirstWins},
		{"黑胜", rules.SecondWins}, {"黑勝", rules.SecondWins}, {"红负", rules.SecondWins}, {"紅先負", rules.SecondWins},
		{"和棋", rules.Draw}, {"红先和", rules.Draw}, {"和", rules.Draw},
		{"1-0", rules.FirstWins}, {"0-1", rules.SecondWins}, {"1/2-1/2", rules.Draw},
		{"未知", rules.Ongoing}, {"", rules.Ongoing},
	}
	for _, tt := range tests {
		if got := dhtmlxqResult(tt.text); got != tt.want {
			t.Errorf("dhtmlxqResult(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestDhtmlXQBoard checks the coordinates: x is the file from red's left,
// y the row from black's side, 99 a piece off the board, and a short or
// empty binit is completed from the standard start.
func TestDhtmlXQBoard(t *testing.T) {
	tests := []struct {
		name, binit, moves string
		fen, iccs          string
	}{
		{"standard start, red's pieces from the left", "0919293949596979891777062646668600102030405060708012720323436383",
			"77477062", "", "H2-E2 H9-G7"},
		{"standard start, red's pieces from the right", standardBinit, "7747", "", "H2-E2"},
		{"no binit", "", "1927", "", "B0-C2"},
		{"red gives its left chariot", "99" + standardBinit[2:], "7747",
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 w - - 0 1", "H2-E2"},
		{"black to play first", standardBinit, "7062",
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1", "H9-G7"},
	}
	for _, tt := range tests {
		g := mustOneDhtmlXQ(t, "[DhtmlXQ][DhtmlXQ_binit]"+tt.binit+"[/DhtmlXQ_binit][DhtmlXQ_movelist]"+tt.moves+
			"[/DhtmlXQ_movelist][/DhtmlXQ]")
		if g.fen != tt.fen || firstMoves(&g, 9) != tt.iccs || g.err != nil {
			t.Errorf("%s: fen %q moves %q err %v; want %q %q", tt.name, g.fen, firstMoves(&g, 9), g.err, tt.fen, tt.iccs)
		}
		if n, err := replayRaw(&g); err != nil {
			t.Errorf("%s: after %d moves: %v", tt.name, n, err)
		}
	}
}

// binitOf writes a binit with the given pieces (by their index in
// placementLetters order) on the given points, the rest off the board.
func binitOf(points map[int]string) string {
	b := []byte(strings.Repeat("9", 64))
	for i, p := range points {
		copy(b[2*i:], p)
	}
	return string(b)
}

// TestDhtmlXQSideWithoutMoves: a diagram without moves is red to move,
// unless red to move could take the black general.
func TestDhtmlXQSideWithoutMoves(t *testing.T) {
	tests := []struct {
		name   string
		points map[int]string
		want   string
	}{
		{"red to move", map[int]string{0: "08", 4: "39", 20: "40"}, "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1"},
		{"black in check, so black to move", map[int]string{0: "48", 4: "39", 20: "40"}, "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1"},
	}
	for _, tt := range tests {
		g := mustOneDhtmlXQ(t, "[DhtmlXQ_binit]"+binitOf(tt.points)+"[/DhtmlXQ_binit]")
		if g.fen != tt.want {
			t.Errorf("%s: fen %q, want %q", tt.name, g.fen, tt.want)
		}
	}
}

// TestDhtmlXQComments: comment0 comes before the first move, commentN after
// move N; "||", <br> and entities break and escape; variations are skipped.
func TestDhtmlXQComments(t *testing.T) {
	g := mustOneDhtmlXQ(t, `[DhtmlXQ]<br>
[DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist]<br>
[DhtmlXQ_move_0_2_1]7967[/DhtmlXQ_move_0_2_1]<br>
[DhtmlXQ_comment0]《弈林新编》||中炮&amp;屏风马[/DhtmlXQ_comment0]<br>
[DhtmlXQ_comment1]当头炮<br />好棋[/DhtmlXQ_comment1]<br>
[DhtmlXQ_comment3]\u9a6c二进三 &lt;正着&gt;[/DhtmlXQ_comment3]<br>
[DhtmlXQ_comment1_2]变着的注解[/DhtmlXQ_comment1_2]<br>
[/DhtmlXQ]`)
	if g.intro != "《弈林新编》\n中炮&屏风马" {
		t.Errorf("intro %q", g.intro)
	}
	want := []string{"当头炮\n好棋", "", "马二进三 <正着>"}
	if len(g.moves) != len(want) {
		t.Fatalf("%d moves", len(g.moves))
	}
	for i, w := range want {
		if g.moves[i].comment != w {
			t.Errorf("ply %d: comment %q, want %q", i+1, g.moves[i].comment, w)
		}
	}
}

// TestDhtmlXQGames reads several games of one text in order, each with
// the line it starts on, and a page's second copy of a game once.
func TestDhtmlXQGames(t *testing.T) {
	text := "<html>\n[DhtmlXQ][DhtmlXQ_red]甲[/DhtmlXQ_red][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]\n" +
		"<p>\n[DhtmlXQ][DhtmlXQ_red]乙[/DhtmlXQ_red][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]\n" +
		"<iframe name='NoFile_[DhtmlXQiFrame][DhtmlXQ_red]乙[/DhtmlXQ_red][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQiFrame]'>\n" +
		"[DhtmlXQ][DhtmlXQ_title]no game[/DhtmlXQ_title][/DhtmlXQ]\n" +
		"[DhtmlXQ][DhtmlXQ_red]丙[/DhtmlXQ_red][DhtmlXQ_movelist]1927[/DhtmlXQ_movelist]"
	gs := readDhtmlXQ(text)
	want := []struct {
		red   string
		line  int
		moves string
	}{{"甲", 2, "H2-E2"}, {"乙", 4, "H2-E2 H9-G7"}, {"丙", 7, "B0-C2"}}
	if len(gs) != len(want) {
		t.Fatalf("%d games, want %d", len(gs), len(want))
	}
	for i, w := range want {
		if red := tagValue(gs[i].tags, "Red"); red != w.red || gs[i].line != w.line || firstMoves(&gs[i], 9) != w.moves {
			t.Errorf("game %d: red %q line %d moves %q; want %v", i+1, red, gs[i].line, firstMoves(&gs[i], 9), w)
		}
	}
}

// TestDhtmlXQFirstVersion reads the first version's movelist, whose entries
// carry coded notation and the entry they follow: the main line ends
// where an entry does not follow the one before.
func TestDhtmlXQFirstVersion(t *testing.T) {
	g := mustOneDhtmlXQ(t, "[DhtmlXQ_movelist]77479EZK000070628HXG000179672EXG000270711AXB0001[/DhtmlXQ_movelist]")
	if got := firstMoves(&g, 9); got != "H2-E2 H9-G7 H0-G2" || g.err != nil {
		t.Errorf("moves %q, err %v", got, g.err)
	}
	gs := readDhtmlXQFile(t, "gdchess-2_00012.txt")
	if len(gs) != 10 {
		t.Fatalf("%d games", len(gs))
	}
	if got := firstMoves(&gs[1], 3); got != "I6-I9 E7-G9 G4-G9" || gs[1].moves[2].comment != "如改走车一平三就使双车在同一线上而不能连杀." {
		t.Errorf("game 2: %q, comment %q", got, gs[1].moves[2].comment)
	}
}

// TestDhtmlXQTurned reads a game saved from a board turned round: each
// general in the other's palace, every point turned.
func TestDhtmlXQTurned(t *testing.T) {
	// The standard start turned round, then red's H2-E2 (turned: B7-E7).
	turned := []byte(standardBinit)
	for i := 0; i < 64; i += 2 {
		turned[i], turned[i+1] = '8'-turned[i]+'0', '9'-turned[i+1]+'0'
	}
	g := mustOneDhtmlXQ(t, "[DhtmlXQ_binit]"+string(turned)+"[/DhtmlXQ_binit][DhtmlXQ_movelist]1242[/DhtmlXQ_movelist]")
	if g.fen != "" || firstMoves(&g, 9) != "H2-E2" {
		t.Errorf("fen %q, moves %q", g.fen, firstMoves(&g, 9))
	}
	gs := readDhtmlXQFile(t, "gdchess-j_00100.txt")
	if len(gs) != 2 || gs[1].fen != "2bakab2/r2r2c2/1c4n2/p3p2Rp/1np6/9/P1P1P1P1P/N1CCB1N2/4A4/R2AK1B2 w - - 0 1" {
		t.Fatalf("%d games, game 2 fen %q", len(gs), gs[len(gs)-1].fen)
	}
	if n, err := replayRaw(&gs[1]); err != nil || n != 30 {
		t.Errorf("after %d moves: %v", n, err)
	}
}

// TestDhtmlXQBroken: what cannot be read is refused where it breaks.
func TestDhtmlXQBroken(t *testing.T) {
	tests := []struct {
		name, block string
		reason      Reason
		ply, moves  int
	}{
		{"a move cut short", "[DhtmlXQ_movelist]7747706[/DhtmlXQ_movelist]", Corrupt, 2, 1},
		{"a file digit 9", "[DhtmlXQ_movelist]77479062[/DhtmlXQ_movelist]", Corrupt, 2, 1},
		{"letters that are no first version", "[DhtmlXQ_movelist]7747abcd[/DhtmlXQ_movelist]", Corrupt, 1, 0},
		{"a binit too long", "[DhtmlXQ_binit]" + standardBinit + "00[/DhtmlXQ_binit]", BadSetup, 0, 0},
		{"a movelist left open, a post's text after it", "[DhtmlXQ_movelist]77477062</td>', 'author': 'x'}[DhtmlXQ_title]t[/DhtmlXQ_title]", Corrupt, 3, 2},
		{"two pieces on one point", "[DhtmlXQ_binit]8989" + standardBinit[4:] + "[/DhtmlXQ_binit]", BadSetup, 0, 0},
	}
	for _, tt := range tests {
		gs := readDhtmlXQ("[DhtmlXQ]" + tt.block + "[/DhtmlXQ][DhtmlXQ][DhtmlXQ_movelist]1927[/DhtmlXQ_movelist][/DhtmlXQ]")
		if len(gs) != 2 {
			t.Fatalf("%s: %d games", tt.name, len(gs))
		}
		g := gs[0]
		if g.err == nil || g.err.Reason != tt.reason || g.err.Ply != tt.ply || g.err.Game != 1 || len(g.moves) != tt.moves {
			t.Errorf("%s: refusal %v with %d moves; want %v at ply %d after %d", tt.name, g.err, len(g.moves), tt.reason, tt.ply, tt.moves)
		}
		if gs[1].err != nil {
			t.Errorf("%s: the next game: %v", tt.name, gs[1].err)
		}
	}
}

// TestDhtmlXQPages reads saved pages: a dpxq board page in GBK, a page with
// several boards, a site's template showing one game twice.
func TestDhtmlXQPages(t *testing.T) {
	s, err := Open(readTestdata(t, "dhtmlxq/dpxq-mxq.htm"), Options{Decode: charset.Decode})
	if err != nil {
		t.Fatal(err)
	}
	if s.Format != FormatDhtmlXQ || s.Charset != "gb18030" || s.Len() != 1 || s.Plies(0) != 68 ||
		tagValue(s.Tags(0), "Title") != "弈天经典样式 东萍DhtmlXQ动态棋盘HTML版" {
		t.Errorf("%s %s: %d games, %d plies, tags %q", s.Format, s.Charset, s.Len(), s.Plies(0), s.Tags(0))
	}
	demo := readDhtmlXQFile(t, "vschess-demo.html")
	if len(demo) != 3 || demo[0].intro != "红弃车马，炮胜，多种胜法。" || len(demo[0].moves) != 39 ||
		demo[0].fen != "C3kab2/4a4/n3c1n2/p2Np1p2/1R4P2/1R7/P3P4/4B4/2Cp1p3/c1rAK1N2 w - - 0 1" || demo[2].line != 254 {
		t.Errorf("vschess demo: %d games", len(demo))
	}
	page := readDhtmlXQFile(t, "official-temp7.blade.html")
	if len(page) != 1 || tagValue(page[0].tags, "Red") != "陳建宇" || page[0].result != rules.FirstWins ||
		tagValue(page[0].tags, "ECO") != "D29" || len(page[0].moves) != 63 {
		t.Errorf("template: %d games, tags %q", len(page), page[0].tags)
	}
}

// dhtmlxqFaults are the games of testdata with faults of their own.
var dhtmlxqFaults = map[string]string{
	"gdchess-1_00126.txt 1":  "illegal move E5-C5",
	"gdchess-1_00126.txt 3":  "illegal move B4-C2",
	"gdchess-4_00201.txt 3":  "illegal move G1-G4",
	"gdchess-4_00478.txt 3":  "illegal move E5-I5",
	"gdchess-k_00021.txt 1":  "illegal move G7-E8",
	"gdchess-k_00021.txt 2":  "illegal move F0-E1",
	"gdchess-a_00551.txt 5":  "royal-count",
	"gdchess-c_00058.txt 17": "misplaced second player's elephant",
}

// TestDhtmlXQTestdata reads every DhtmlXQ file of testdata and plays every
// game: all read to the end but those of dhtmlxqFaults, for their reason.
func TestDhtmlXQTestdata(t *testing.T) {
	files, err := filepath.Glob("testdata/dhtmlxq/*")
	if err != nil {
		t.Fatal(err)
	}
	games, read, plies, comments := 0, 0, 0, 0
	faults := map[string]bool{}
	for _, f := range files {
		name := filepath.Base(f)
		if strings.HasSuffix(name, ".md") {
			continue
		}
		for i, g := range readDhtmlXQFile(t, name) {
			games++
			key := name + " " + strconv.Itoa(i+1)
			n, err := replayRaw(&g)
			if err == nil && g.err != nil {
				err = g.err
			}
			if want, fault := dhtmlxqFaults[key]; fault {
				faults[key] = true
				if err == nil || !strings.Contains(err.Error(), want) {
					t.Errorf("%s: %v, want the file's fault: %s", key, err, want)
				}
				t.Logf("%s refused: %v", key, err)
				continue
			}
			if err != nil {
				t.Errorf("%s: after %d moves: %v", key, n, err)
				continue
			}
			read++
			plies += n
			for _, m := range g.moves {
				if m.comment != "" {
					comments++
				}
			}
		}
	}
	if len(faults) != len(dhtmlxqFaults) {
		t.Errorf("%d of the %d known faults met", len(faults), len(dhtmlxqFaults))
	}
	t.Logf("%d DhtmlXQ files: %d games, %d read to the end (%d plies, %d comments), %d refused",
		len(files)-1, games, read, plies, comments, games-read)
}

// FuzzDhtmlXQ feeds the reader real games and their mutations: it must not
// panic, and every move it returns must stay on the board.
func FuzzDhtmlXQ(f *testing.F) {
	for _, name := range []string{"official-temp7.blade.html", "gdchess-2_00012.txt", "gdchess-j_00100.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata/dhtmlxq", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("[DhtmlXQ][DhtmlXQ_binit]99" + standardBinit[2:] + "[/DhtmlXQ_binit][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]")
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range readDhtmlXQ(text) {
			if len(g.moves) > len(text)/4 {
				t.Fatalf("%d moves from %d bytes", len(g.moves), len(text))
			}
			for _, m := range g.moves {
				for _, s := range []rules.Square{m.move.From(), m.move.To()} {
					if s.File() < 0 || s.File() >= boardFiles || s.Rank() < 0 || s.Rank() >= boardRanks {
						t.Fatalf("move %s leaves the board", m.text)
					}
				}
			}
		}
	})
}
