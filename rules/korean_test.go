package rules

import (
	"strings"
	"testing"
)

// Janggi positions for the record-notation tests (cho to move unless b).
const (
	fenJanggiHanToMove = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b"
	fenJanggiCapture   = "3k5/9/9/p8/9/9/9/9/4K4/R8 w" // cho chariot a1, han soldier a7
	fenJanggiCheck     = "3k5/9/9/9/9/9/9/9/4K4/R8 w"  // a1a10 checks along rank 10
	fenJanggiCapCheck  = "r2k5/9/9/9/9/9/9/9/4K4/R8 w" // a1xa10 captures and checks
	fenJanggiElephant  = "3k5/9/9/9/9/9/9/9/4K4/2B6 w" // an elephant on c1
	fenJanggiTenthRank = "3k5/9/9/9/9/9/9/9/4K4/4R4 w" // a chariot on e1, the tenth rank from han's side
)

func TestKorean(t *testing.T) {
	start := MustPreset("janggi").StartFEN
	cases := []notationCase{
		{"cho/soldier sideways", start, "i4h4", "79졸78"},
		{"cho/horse from the tenth rank", start, "b1c3", "02마83"},
		{"cho/chariot", start, "a1a2", "01차91"},
		{"cho/general to the tenth rank", start, "e2e1", "95장05"},
		{"cho/guard", start, "d1d2", "04사94"},
		{"cho/elephant", fenJanggiElephant, "c1e4", "03상75"},
		{"cho/right horse", start, "h1g3", "08마87"},
		{"han/soldier", fenJanggiHanToMove, "a7b7", "41병42"},
		{"han/horse", fenJanggiHanToMove, "b10c8", "12마33"},
		{"han/general", fenJanggiHanToMove, "e9e8", "25장35"},
		{"han/pass", fenJanggiHanToMove, "e9e9", "한수쉼"},
		{"capture names the victim", fenJanggiCapture, "a1a7", "01차41병"},
		{"check", fenJanggiCheck, "a1a10", "01차11장군"},
		{"capture and check", fenJanggiCapCheck, "a1a10", "01차11차장군"},
		{"tenth rank both ends", fenJanggiTenthRank, "e1a1", "05차01"},
	}
	runNotationCases(t, "janggi", cases, (*Position).Korean, (*Position).ParseKorean)
}

func TestKoreanPass(t *testing.T) {
	p := MustPreset("janggi").StartPosition()
	pass := NewMove(p.KingSquare(First), p.KingSquare(First), NoKind)
	if got := p.Korean(pass); got != "한수쉼" {
		t.Errorf("pass written %q, want 한수쉼", got)
	}
	for _, s := range []string{"한수쉼", " 한수 쉼 "} {
		m, err := p.ParseKorean(s)
		if err != nil || m != pass {
			t.Errorf("%q = %v, %v; want the pass", s, m, err)
		}
	}
	traditional := MustPreset("janggi-traditional").StartPosition()
	wantMoveError(t, "한수쉼", "passing is not allowed")(traditional.ParseKorean("한수쉼"))
}

func TestParseKoreanAliases(t *testing.T) {
	start := MustPreset("janggi").StartFEN
	cases := []aliasCase{
		{"hanja name", start, "79卒78", "i4h4"},
		{"side mark and hanja", start, "79楚卒78", "i4h4"},
		{"no name", start, "7978", "i4h4"},
		{"spaces around", start, " 79졸78 ", "i4h4"},
		{"gung for the general", start, "95궁05", "e2e1"},
		{"hanja horse", start, "08馬87", "h1g3"},
		{"han soldier name for cho", start, "79병78", "i4h4"},
		{"capture without the victim", fenJanggiCapture, "01차41", "a1a7"},
		{"check mark left out", fenJanggiCheck, "01차11", "a1a10"},
		{"answer mark", fenJanggiCheck, "01차21멍군", "a1a9"},
	}
	runAliasCases(t, "janggi", cases, (*Position).ParseKorean)
}

func TestParseKoreanErrors(t *testing.T) {
	start := MustPreset("janggi").StartFEN
	cases := []errorCase{
		{"empty", start, "", "want two-digit points"},
		{"one point", start, "79졸", "want two-digit points"},
		{"file zero", start, "70졸78", "want two-digit points"},
		{"wrong name", start, "79포78", "포 names a cannon, but i4 holds a soldier"},
		{"unknown name", start, "79가78", "piece name"},
		{"empty point", start, "55졸54", "no piece on e6"},
		{"opponent's piece", start, "49병48", "not cho's"},
		{"illegal", start, "79졸68", "the soldier on i4 cannot move to h5"},
		{"victim on an empty point", start, "79졸78병", "h4 is empty"},
		{"wrong victim", fenJanggiCapture, "01차41마", "마 names a horse, but a7 holds a soldier"},
		{"trailing text", start, "79졸78!", "unexpected"},
		{"too long", start, strings.Repeat("79", 40), "too long"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, "janggi", c.fen)
			wantMoveError(t, c.input, c.reason)(p.ParseKorean(c.input))
		})
	}
	xq := MustPreset("xiangqi").StartPosition()
	wantMoveError(t, "79졸78", "for janggi")(xq.ParseKorean("79졸78"))
	if got := xq.Korean(NewMove(SquareAt(7, 2), SquareAt(4, 2), NoKind)); got != "h3e3" {
		t.Errorf("Korean of a xiangqi move = %q, want the UCI form", got)
	}
}

func TestKoreanRoundTrip(t *testing.T) {
	notationPositions(t, "janggi", func(p *Position) {
		checkRoundTrip(t, p, "Korean", (*Position).Korean, (*Position).ParseKorean)
	})
}

var fuzzJanggiFENs = []string{"", fenJanggiHanToMove, fenJanggiCapture, fenJanggiCheck, fenJanggiCapCheck, fenJanggiTenthRank}

func FuzzParseKorean(f *testing.F) {
	for _, s := range []string{"79졸78", "02마83", "한수쉼", "01차41병", "01차11차장군", "79楚卒78", "7978", "95궁05",
		"", "79", "00졸00", "99차99", "한수", "79졸78병장군멍군", "\xff79졸78"} {
		for i := range fuzzJanggiFENs {
			f.Add(uint8(i), s)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p := fuzzPosition(t, "janggi", fuzzJanggiFENs, which)
		fuzzParse(t, p, s, (*Position).Korean, (*Position).ParseKorean)
	})
}

// recordGame is the move list of a published game record (.gib), a 2016
// friendly game 하여명 (cho) – 전동하 (han), setups 상마상마 against 상마상마 read
// from cho's left: cho BNBN, han (from its own left) NBNB.
const recordGame = `71졸72 49병48 08마87 18마37 88포85 38포35 75졸76 13마34 07상75 43병42 02상74 12상44
74상42병 44상72졸 03마84 72상44 42상65 35포55 84마63 32포35 09차08 19차18 73졸74 11차13
74졸64 13차53 01차41병 47병57 95장05 14사24 06사95 35포15 85포89 17상49 89포83 53차52
83포88 18차17 63마44상 45병44마 75상52차 25장14 41차44병 49상77졸 52상24사 14장24상 88포84 16사25
08차48병 37마56 44차47 17차16 84포06 16차19 76졸77상 56마77졸 47차57병 77마85 95사85마 55포85사
05장95 85포55장군 95장94 19차16 82포89 16차76 89포84 76차74 64졸63 25사35 57차27장군 35사25
48차41`

// TestKoreanRecord replays a real record: every move must parse, and writing
// it again must give the record's own text, capture and check marks included.
func TestKoreanRecord(t *testing.T) {
	p := mustPosition(t, "janggi", JanggiStartFEN(SetupBNBN, SetupNBNB))
	for i, tok := range strings.Fields(recordGame) {
		m, err := p.ParseKorean(tok)
		if err != nil {
			t.Fatalf("move %d %s: %v", i+1, tok, err)
		}
		if got := p.Korean(m); got != tok {
			t.Errorf("move %d: %v written %q, the record has %q", i+1, m, got, tok)
		}
		p.MakeMove(m)
	}
}
