package rules

import (
	"strings"
	"testing"
)

func TestChinese(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []notationCase{
		{"start/cannon sideways", start, "h3e3", "炮二平五"},
		{"start/horse", start, "b1c3", "傌八進七"},
		{"start/chariot", start, "a1a2", "俥九進一"},
		{"start/general", start, "e1e2", "帥五進一"},
		{"start/advisor", start, "d1e2", "仕六進五"},
		{"start/elephant", start, "c1e3", "相七進五"},
		{"start/soldier", start, "g4g5", "兵三進一"},
		{"black/horse", fenAfterC25, "h10g8", "馬８進７"},
		{"black/cannon sideways", fenAfterC25, "h8e8", "砲８平５"},
		{"black/cannon capture", fenAfterC25, "b8b1", "砲２進７"},
		{"black/chariot", fenAfterC25, "a10a9", "車１進１"},
		{"black/soldier", fenAfterC25, "c7c6", "卒３進１"},
		{"two on a file/front", fenTwoOnFile, "c8c9", "前兵進一"},
		{"two on a file/rear", fenTwoOnFile, "c7b7", "後兵平八"},
		{"two on a file/lone soldier", fenTwoOnFile, "g6g7", "兵三進一"},
		{"three on a file/front", fenThreeSoldiers, "e8e9", "前兵進一"},
		{"three on a file/middle", fenThreeSoldiers, "e7d7", "中兵平六"},
		{"three on a file/rear", fenThreeSoldiers, "e6f6", "後兵平四"},
		{"four on a file/first", fenFourSoldiers, "e9e10", "一兵進一"},
		{"four on a file/second", fenFourSoldiers, "e8d8", "二兵平六"},
		{"four on a file/third", fenFourSoldiers, "e7f7", "三兵平四"},
		{"four on a file/fourth", fenFourSoldiers, "e6d6", "四兵平六"},
		{"five on a file/first", fenFiveSoldiers, "c10b10", "一兵平八"},
		{"five on a file/third", fenFiveSoldiers, "c8b8", "三兵平八"},
		{"five on a file/fifth", fenFiveSoldiers, "c6b6", "五兵平八"},
		{"two files/right file front", fenTwoFiles, "g7g8", "一兵進一"},
		{"two files/right file rear", fenTwoFiles, "g6f6", "二兵平四"},
		{"two files/left file front", fenTwoFiles, "c9c10", "三兵進一"},
		{"two files/left file middle", fenTwoFiles, "c8b8", "四兵平八"},
		{"two files/left file rear", fenTwoFiles, "c7d7", "五兵平六"},
		{"chariots/front", fenTwoChariots, "a2a3", "前俥進一"},
		{"chariots/rear", fenTwoChariots, "a1b1", "後俥平八"},
		{"advisors/front", fenTwoAdvisors, "d3e2", "前仕退五"},
		{"advisors/rear", fenTwoAdvisors, "d1e2", "後仕進五"},
		{"elephants/front", fenTwoElephants, "c5a3", "前相退九"},
		{"elephants/rear", fenTwoElephants, "c1e3", "後相進五"},
		{"black tandem/front", fenBlackSoldiers, "g3g2", "前卒進１"},
		{"black tandem/rear", fenBlackSoldiers, "g4h4", "後卒平８"},
		{"black tandem/lone soldier", fenBlackSoldiers, "c5b5", "卒３平２"},
	}
	runNotationCases(t, "xiangqi", cases, (*Position).Chinese, (*Position).ParseChinese)
}

// TestChineseSimplified writes each kind of piece of both sides, the
// directions and the place marks in simplified characters, and reads them back.
func TestChineseSimplified(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []notationCase{
		{"red/cannon", start, "h3e3", "炮二平五"},
		{"red/horse", start, "b1c3", "马八进七"},
		{"red/chariot", start, "a1a2", "车九进一"},
		{"red/general", start, "e1e2", "帅五进一"},
		{"red/advisor", start, "d1e2", "仕六进五"},
		{"red/elephant", start, "c1e3", "相七进五"},
		{"red/soldier", start, "g4g5", "兵三进一"},
		{"black/horse", fenAfterC25, "h10g8", "马８进７"},
		{"black/cannon", fenAfterC25, "h8e8", "炮８平５"},
		{"black/chariot", fenAfterC25, "a10a9", "车１进１"},
		{"black/soldier", fenAfterC25, "c7c6", "卒３进１"},
		{"black/general", fenAfterC25, "e10e9", "将５进１"},
		{"black/advisor", fenAfterC25, "d10e9", "士４进５"},
		{"black/elephant", fenAfterC25, "c10e8", "象３进５"},
		{"rear mark", fenTwoChariots, "a1b1", "后车平八"},
		{"front mark", fenTwoChariots, "a2a3", "前车进一"},
		{"middle mark", fenThreeSoldiers, "e7d7", "中兵平六"},
		{"black rear", fenBlackSoldiers, "g4h4", "后卒平８"},
		{"retreat", fenTwoAdvisors, "d3e2", "前仕退五"},
	}
	runNotationCases(t, "xiangqi", cases, (*Position).ChineseSimplified, (*Position).ParseChinese)
}

func TestParseChineseAliases(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []aliasCase{
		{"simplified", start, "马八进七", "b1c3"},
		{"black characters for red", start, "車九進一", "a1a2"},
		{"arabic digits for red", start, "炮2平5", "h3e3"},
		{"spaces", start, " 炮二 平五 ", "h3e3"},
		{"ascii digits for black", fenAfterC25, "馬8進7", "h10g8"},
		{"chinese numerals for black", fenAfterC25, "马八进七", "h10g8"},
		{"simplified rear", fenTwoChariots, "后车平八", "a1b1"},
		{"advisor by file", fenTwoAdvisors, "仕六進五", "d1e2"},
		{"elephant by file", fenTwoElephants, "相七退九", "c5a3"},
		{"front of four", fenFourSoldiers, "前兵進一", "e9e10"},
		{"rear of five", fenFiveSoldiers, "後兵平八", "c6b6"},
		{"two files, old five-character form", fenTwoFiles, "中兵七平八", "c8b8"},
		{"two files, front with file", fenTwoFiles, "前兵三進一", "g7g8"},
	}
	runAliasCases(t, "xiangqi", cases, (*Position).ParseChinese)
}

func TestParseChineseErrors(t *testing.T) {
	start := MustPreset("xiangqi").StartFEN
	cases := []errorCase{
		{"empty", start, "", "want a piece"},
		{"latin", start, "C2=5", "unexpected"},
		{"no direction", start, "炮二五五", "want a piece"},
		{"no piece there", start, "炮五平四", "no piece written 炮五"},
		{"illegal", start, "俥九進三", "the red chariot on a1 has no legal move 進三"},
		{"front without tandem", start, "前炮平五", "no piece written 前炮"},
		{"too long", start, strings.Repeat("炮", 40), "too long"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, "xiangqi", c.fen)
			wantMoveError(t, c.input, c.reason)(p.ParseChinese(c.input))
		})
	}
	janggi := MustPreset("janggi").StartPosition()
	wantMoveError(t, "炮二平五", "for xiangqi")(janggi.ParseChinese("炮二平五"))
}

func TestChineseRoundTrip(t *testing.T) {
	notationPositions(t, "xiangqi", func(p *Position) {
		checkRoundTrip(t, p, "Chinese", (*Position).Chinese, (*Position).ParseChinese)
	})
}

func TestChineseSimplifiedRoundTrip(t *testing.T) {
	notationPositions(t, "xiangqi", func(p *Position) {
		checkRoundTrip(t, p, "ChineseSimplified", (*Position).ChineseSimplified, (*Position).ParseChinese)
	})
}

func FuzzParseChinese(f *testing.F) {
	fuzzXiangqiNotation(f, []string{"炮二平五", "马8进7", "前俥進一", "中兵平六", "一兵平八", "四兵平八", "中兵七平八",
		"後相進五", "仕六進五", "卒３平２", "", "炮", "炮二平〇", "\xff\xfe"}, (*Position).Chinese, (*Position).ParseChinese)
}

// TestXiangqiOpeningLine replays a common opening (central cannon against
// the screen horses) written in three notations: each must read its own
// text and write it again, and all must name the same moves.
func TestXiangqiOpeningLine(t *testing.T) {
	chinese := strings.Fields("炮二平五 馬８進７ 傌二進三 車９平８ 俥一平二 卒７進１ 俥二進六 馬２進３ " +
		"兵七進一 象３進５ 傌八進七 士４進５ 俥二退二 砲８進２ 炮八平九 車１平２ 俥九平八 砲２進４")
	wxf := strings.Fields("C2=5 H8+7 H2+3 R9=8 R1=2 P7+1 R2+6 H2+3 " +
		"P7+1 E3+5 H8+7 A4+5 R2-2 C8+2 C8=9 R1=2 R9=8 C2+4")
	spanish := strings.Split("C2 h5,Z8 a7,Z2 a3,R9 h8,R1 h2,S7 a1,R2 a6,Z2 a3,"+
		"S7 a1,M3 a5,Z8 a7,K4 a5,R2 g2,C8 a2,C8 h9,R1 h2,R9 h8,C2 a4", ",")
	p := MustPreset("xiangqi").StartPosition()
	for i := range chinese {
		m, err := p.ParseChinese(chinese[i])
		if err != nil {
			t.Fatalf("ply %d %s: %v", i+1, chinese[i], err)
		}
		if w, err := p.ParseWXF(wxf[i]); err != nil || w != m {
			t.Fatalf("ply %d: %s is %v but %s is %v, %v", i+1, chinese[i], m, wxf[i], w, err)
		}
		if s, err := p.ParseSpanish(spanish[i]); err != nil || s != m {
			t.Fatalf("ply %d: %s is %v but %s is %v, %v", i+1, chinese[i], m, spanish[i], s, err)
		}
		if got := p.Spanish(m); got != spanish[i] {
			t.Errorf("ply %d: Spanish %q, want %q", i+1, got, spanish[i])
		}
		if got := p.Chinese(m); got != chinese[i] {
			t.Errorf("ply %d: Chinese %q, want %q", i+1, got, chinese[i])
		}
		if got := p.WXF(m); got != wxf[i] {
			t.Errorf("ply %d: WXF %q, want %q", i+1, got, wxf[i])
		}
		p.MakeMove(m)
	}
}
