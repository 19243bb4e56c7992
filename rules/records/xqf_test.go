package records

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func mustReadXQF(t *testing.T, name string) *rawGame {
	t.Helper()
	g, err := readXQF(readTestdata(t, "xqf/"+name), charset.Decode)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return g
}

// replayRaw plays a raw game's coordinate moves with the rules: the number
// of moves played and, if it stopped, why.
func replayRaw(g *rawGame) (int, error) {
	v := rules.MustPreset("xiangqi")
	fen := g.fen
	if fen == "" {
		fen = v.StartFEN
	}
	p, err := v.NewPosition(fen)
	if err != nil {
		return 0, err
	}
	for i, m := range g.moves {
		if !p.IsLegal(m.move) {
			return i, errors.New("illegal move " + m.text)
		}
		p.MakeMove(m.move)
	}
	return len(g.moves), nil
}

func firstMoves(g *rawGame, n int) string {
	var s []string
	for _, m := range g.moves[:min(n, len(g.moves))] {
		s = append(s, m.text)
	}
	return strings.Join(s, " ")
}

// TestXQFHeader reads the header of one file of each version: the strings
// (plain in every version), the result, the start and the first moves,
// which the keys of versions 11 on encrypt.
func TestXQFHeader(t *testing.T) {
	tests := []struct {
		file  string
		tags  map[string]string
		fen   string
		moves string
	}{
		{"qt-v10-00fee06c8e.xqf", map[string]string{"Title": "“五羊杯”象棋赛(第12届)", "Event": "“五羊杯”象棋赛(第12届)",
			"Date": "1992年01月14日", "Site": "广州", "Red": "柳大华", "Black": "吕  钦", "Author": "XQStudio", "Result": "1/2-1/2"},
			"", "H2-E2 H9-G7 H0-G2"},
		{"qt-v11-05bb234fd5.xqf", map[string]string{"Event": "'97“恒源祥杯”全国象棋团体锦标赛", "Date": "1997.5.12",
			"Site": "上海松江县", "Red": "广东许银川", "Black": "江苏徐天红", "Result": "0-1"}, "", "H2-E2 H9-G7 H0-G2"},
		{"qt-v12-0048f93393.xqf", map[string]string{"Red": "徐天红", "Black": "李锦欢", "Author": "yyzz", "Result": "1-0"},
			"", "H2-E2 H9-G7 H0-G2"},
		{"qt-v13-013aedc3ad.xqf", map[string]string{"Title": "中炮五八炮对屏风马", "Event": "90年杭州个人赛",
			"Red": "广东吕钦", "Black": "江苏童本平", "Result": "1-0"}, "", "H2-E2 H9-G7 H0-G2"},
		{"qt-v15-0722f60392.xqf", map[string]string{"Title": "火车头才溢（先胜）煤矿申鹏", "RedTime": "67'",
			"BlackTime": "82'", "Result": "1-0"}, "", "G0-E2 H7-E7 H0-G2"},
		{"qt-v18-688951a595.xqf", map[string]string{"Event": "越南队访华实录（广州站）", "Date": "2002年8月7日",
			"Red": "越南  范启源", "Black": "广东  黄海林", "Result": "0-1"}, "", "H2-E2 H9-G7 H0-G2"},
		// Handicaps: red gives its left chariot; red gives two moves, so black starts.
		{"qt-v18-18daa3a3be.xqf", map[string]string{"Title": "让左车", "Result": "1-0"},
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1", "H2-E2 H7-E7 H0-G2"},
		{"qt-v12-1595a0a3b3.xqf", map[string]string{"Result": "0-1"},
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 0 1", "H7-E7 I0-H0 H9-G7"},
		// A problem set up with a few pieces.
		{"qt-v10-0c31942b55.xqf", map[string]string{"Title": "揖让雍容 红胜"},
			"c1bk1a3/RR2a2P1/b8/2N6/9/9/9/9/c1rp1p3/4K4 w - - 0 1", "B8-D8 D9-E9 D8-E8"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			g := mustReadXQF(t, tt.file)
			if g.game != "xiangqi" || g.err != nil {
				t.Errorf("game %q, err %v", g.game, g.err)
			}
			for name, want := range tt.tags {
				if got := tagValue(g.tags, name); got != want {
					t.Errorf("tag %s = %q, want %q", name, got, want)
				}
			}
			if r := tagValue(g.tags, "Result"); r != "" && g.result.String() != r {
				t.Errorf("result %v, Result tag %q", g.result, r)
			}
			if g.fen != tt.fen {
				t.Errorf("fen %q, want %q", g.fen, tt.fen)
			}
			if got := firstMoves(g, 3); got != tt.moves {
				t.Errorf("moves %q, want %q", got, tt.moves)
			}
			if n, err := replayRaw(g); err != nil {
				t.Errorf("after %d moves: %v", n, err)
			}
		})
	}
}

// TestXQFComments reads comments of plain and encrypted versions.
func TestXQFComments(t *testing.T) {
	tests := []struct {
		file string
		ply  int
		want string
	}{
		{"qt-v10-0a8fe11085.xqf", 1, "原谱为炮八平五,现改顺为炮二平五."},
		{"qt-v12-6551d78191.xqf", 10, "加强中路防守。 如走炮6进2 车2进5 黑轻浮不好"},
		{"qt-v13-399f128e5e.xqf", 10, "黑方挺边卒具有新意，但实践效果并不理想。如改走卒3进1活通\n马路较为适当。"},
		{"qt-v18-688951a595.xqf", 17, "红冲七兵比较少见，可能是越南选手对这路变化研究不够深刻，红方常的下法是车二平四和车八进四。"},
	}
	for _, tt := range tests {
		g := mustReadXQF(t, tt.file)
		if got := g.moves[tt.ply-1].comment; got != tt.want {
			t.Errorf("%s ply %d: comment %q, want %q", tt.file, tt.ply, got, tt.want)
		}
	}
	g := mustReadXQF(t, "qt-v12-1595a0a3b3.xqf")
	if want := "梅花泉－－下卷\u3000第1局（让双先）\n顺手炮吐士角直车破直车进中兵局"; g.intro != want {
		t.Errorf("intro %q, want %q", g.intro, want)
	}
}

// TestXQFWithoutDecoder keeps ASCII and marks the rest.
func TestXQFWithoutDecoder(t *testing.T) {
	g, err := readXQF(readTestdata(t, "xqf/qt-v10-00fee06c8e.xqf"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := tagValue(g.tags, "Date"); got != "1992\uFFFD01\uFFFD14" {
		t.Errorf("Date %q", got)
	}
	if got := tagValue(g.tags, "Author"); got != "XQStudio" {
		t.Errorf("Author %q", got)
	}
}

func TestIsXQF(t *testing.T) {
	tests := []struct {
		data []byte
		want bool
	}{
		{readTestdata(t, "xqf/qt-v18-688951a595.xqf"), true},
		{[]byte("XQ\x0a"), true},
		{[]byte("XQ"), false},
		{[]byte("XQF is a format"), false},
		{[]byte("[Event \"x\"]"), false},
	}
	for _, tt := range tests {
		if got := isXQF(tt.data); got != tt.want {
			t.Errorf("isXQF(%.12q) = %v", tt.data, got)
		}
	}
}

// TestXQFCut cuts a real file everywhere: a cut header is an error, a cut
// move tree keeps the moves before the cut and says Corrupt.
func TestXQFCut(t *testing.T) {
	for _, name := range []string{"qt-v10-0a8fe11085.xqf", "qt-v18-688951a595.xqf", "qt-v13-399f128e5e.xqf"} {
		data := readTestdata(t, "xqf/"+name)
		whole := mustReadXQF(t, name)
		last := 0
		for n := range len(data) {
			g, err := readXQF(data[:n], charset.Decode)
			if n < xqfHeaderSize {
				if err == nil {
					t.Fatalf("%s cut at %d: no error", name, n)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s cut at %d: %v", name, n, err)
			}
			if g.err == nil && len(g.moves) == len(whole.moves) {
				continue // cut in the variations after the main line
			}
			if g.err == nil || g.err.Reason != Corrupt {
				t.Fatalf("%s cut at %d: refusal %v, want corrupt", name, n, g.err)
			}
			if len(g.moves) < last || len(g.moves) >= len(whole.moves) {
				t.Fatalf("%s cut at %d: %d moves after %d, of %d", name, n, len(g.moves), last, len(whole.moves))
			}
			for i, m := range g.moves {
				if m.move != whole.moves[i].move {
					t.Fatalf("%s cut at %d: ply %d %s, want %s", name, n, i+1, m.text, whole.moves[i].text)
				}
			}
			last = len(g.moves)
		}
	}
}

// TestXQFCorrupt breaks a plain file's records.
func TestXQFCorrupt(t *testing.T) {
	orig := readTestdata(t, "xqf/qt-v10-00fee06c8e.xqf") // version 10: 8-byte records, no comments
	tests := []struct {
		name   string
		edit   func([]byte)
		reason Reason
		ply    int
	}{
		{"a point off the board", func(d []byte) { d[xqfHeaderSize+8*3] = 0xF0 }, Corrupt, 3},
		{"a comment longer than the file", func(d []byte) { d[xqfHeaderSize+8*3+7] = 0x7F }, Corrupt, 3},
		{"a negative comment length", func(d []byte) { d[xqfHeaderSize+8*3+7] = 0x80 }, Corrupt, 3},
		{"two pieces on one point", func(d []byte) { d[xqfPointsOff+1] = d[xqfPointsOff] }, BadSetup, 0},
	}
	for _, tt := range tests {
		data := bytes.Clone(orig)
		tt.edit(data)
		g, err := readXQF(data, nil)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if g.err == nil || g.err.Reason != tt.reason || g.err.Ply != tt.ply || g.err.Game != 1 {
			t.Errorf("%s: refusal %v, want %v at ply %d", tt.name, g.err, tt.reason, tt.ply)
		}
	}
}

// TestXQFOpen reads a file through Open, the way the importer meets it.
func TestXQFOpen(t *testing.T) {
	s, err := Open(readTestdata(t, "xqf/qt-v18-688951a595.xqf"), Options{Decode: charset.Decode})
	if err != nil {
		t.Fatal(err)
	}
	if s.Format != FormatXQF || s.Len() != 1 || s.Plies(0) != 70 || tagValue(s.Tags(0), "Black") != "广东  黄海林" {
		t.Errorf("format %s, %d games, %d plies, tags %v", s.Format, s.Len(), s.Plies(0), s.Tags(0))
	}
	if _, err := Open(readTestdata(t, "xqf/qt-v18-688951a595.xqf")[:100], Options{}); err == nil {
		t.Error("a cut header opened")
	}
}

// xqfFaults are the testdata files with faults of their own, and what is wrong.
var xqfFaults = map[string]string{
	"qt-v13-15c4dfe0c2.xqf":     "illegal move E7-D7",
	"qt-v18-6fe9523898.xqf":     "illegal move H9-H1",
	"qt-v12-78d225f507.xqf":     "illegal move F9-E8",
	"qt-v13-afd6e36d86.xqf":     "illegal move H6-G6",
	"qt-v18-b4afa87b7e.xqf":     "check",
	"walker-v18-3f65e833ab.xqf": "check",
}

// TestXQFTestdata reads every XQF file of testdata and plays its moves:
// every game reads to the end but those of xqfFaults, for their reason.
func TestXQFTestdata(t *testing.T) {
	files, err := filepath.Glob("testdata/xqf/*.xqf")
	if err != nil || len(files) == 0 {
		t.Fatal("no XQF testdata", err)
	}
	read, plies, setups, comments := 0, 0, 0, 0
	versions := map[byte]int{}
	for _, f := range files {
		name := filepath.Base(f)
		data := readTestdata(t, "xqf/"+name)
		versions[data[2]]++
		g, err := readXQF(data, charset.Decode)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for _, s := range append([]string{g.intro}, tagValue(g.tags, "Title"), tagValue(g.tags, "Red")) {
			if !utf8.ValidString(s) {
				t.Errorf("%s: %q is not UTF-8", name, s)
			}
		}
		n, err := replayRaw(g)
		if err == nil && g.err != nil {
			err = g.err
		}
		if want, fault := xqfFaults[name]; fault {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: %v, want the file's fault: %s", name, err, want)
			}
			t.Logf("%s refused: %v", name, err)
			continue
		}
		if err != nil {
			t.Errorf("%s: after %d moves: %v", name, n, err)
			continue
		}
		read++
		plies += n
		if g.fen != "" {
			setups++
		}
		for _, m := range g.moves {
			if m.comment != "" {
				comments++
			}
		}
	}
	t.Logf("%d XQF files (versions %v): %d read to the end (%d plies, %d set-ups, %d comments), %d refused",
		len(files), versions, read, plies, setups, comments, len(files)-read)
}

// FuzzXQF feeds the reader real files and their mutations: it must return
// an error or a game, never panic, and every move must stay on the board.
func FuzzXQF(f *testing.F) {
	for _, name := range []string{"qt-v10-0a8fe11085.xqf", "qt-v11-05bb234fd5.xqf", "qt-v12-1595a0a3b3.xqf",
		"qt-v13-399f128e5e.xqf", "qt-v15-0722f60392.xqf", "qt-v18-688951a595.xqf", "walker-v10-d5104d8e59.xqf"} {
		f.Add(readTestdata(f, "xqf/"+name))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := readXQF(data, charset.Decode)
		if err != nil {
			return
		}
		if len(g.moves) > (len(data)-xqfHeaderSize)/4 {
			t.Fatalf("%d moves from %d bytes", len(g.moves), len(data))
		}
		for _, m := range g.moves {
			for _, s := range []rules.Square{m.move.From(), m.move.To()} {
				if s.File() < 0 || s.File() >= boardFiles || s.Rank() < 0 || s.Rank() >= boardRanks {
					t.Fatalf("move %s leaves the board", m.text)
				}
			}
		}
	})
}
