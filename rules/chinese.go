package rules

import (
	"fmt"
	"strings"
	"unicode"
)

// Chinese notation for xiangqi, for display: piece, file, 進 (forward), 退
// (back) or 平 (sideways), then the destination file or the ranks moved,
// as in 炮二平五 and 馬８進７. Files count from the mover's right as in WXF.
//
// Numerals: red writes Chinese numerals (一…九) and black full-width Arabic
// digits (１…９), the style of the Chinese computer standard
// (xqbase.com/protocol/cchess_move.htm, 《中国象棋电脑应用规范（二）：着法表示》)
// and of most Chinese software; it keeps every move four characters wide.
// The competition rules (象棋竞赛规则 2020, 1.1) ask only for Arabic digits.
//
// Pieces of one kind on one file (same sources, and rule 7.5 of the 2020
// rules, which applies to every kind, advisors and elephants included):
//
//	two on a file          前 front, 後 rear, in place of the file  (前俥進一)
//	three on a file        前, 中, 後
//	four or five           一 二 三 四 五 from the front            (二兵平五)
//	two files with two or  one series 一…五 over both files: the file with
//	  more soldiers each   the lower own number first, each from the front
//
// The index numerals are Chinese for both sides, as the computer standard
// writes them (一卒平５).
//
// Chinese writes the traditional characters of Taiwan and Hong Kong (俥, 傌,
// 進, 後); ChineseSimplified the simplified ones mainland China writes: 车 and
// 马 for both sides, 帅 and 将, 炮 for both cannons, 进 and 后 (车二进一, 后炮平五).
// ParseChinese reads both, either
// side's piece characters and any numeral style, the file form for advisors
// and elephants (仕六進五), 前/後 for the first and last of four or five, and
// the older five-character form for two files (前兵九平八).

// chineseScript holds the characters that differ between the traditional
// and the simplified writing: the pieces (red then black), 進 and 後.
type chineseScript struct {
	piece         [2][numKinds]string
	forward, rear string
}

var (
	traditionalChinese = chineseScript{
		piece: [2][numKinds]string{
			{General: "帥", Advisor: "仕", Elephant: "相", Horse: "傌", Chariot: "俥", Cannon: "炮", Soldier: "兵"},
			{General: "將", Advisor: "士", Elephant: "象", Horse: "馬", Chariot: "車", Cannon: "砲", Soldier: "卒"},
		},
		forward: "進", rear: "後",
	}
	simplifiedChinese = chineseScript{
		piece: [2][numKinds]string{
			{General: "帅", Advisor: "仕", Elephant: "相", Horse: "马", Chariot: "车", Cannon: "炮", Soldier: "兵"},
			{General: "将", Advisor: "士", Elephant: "象", Horse: "马", Chariot: "车", Cannon: "炮", Soldier: "卒"},
		},
		forward: "进", rear: "后",
	}
)

// chineseNumerals holds the numerals 1–9, red's then black's.
var chineseNumerals = [2][9]string{
	{"一", "二", "三", "四", "五", "六", "七", "八", "九"},
	{"１", "２", "３", "４", "５", "６", "７", "８", "９"},
}

// mark returns 前, 中 or 後 for place i (from the front) of n pieces on a
// file, or "" for the inner places of four or five.
func (sc *chineseScript) mark(i, n int) string {
	switch {
	case i == 0:
		return "前"
	case i == n-1:
		return sc.rear
	case i == 1 && n == 3:
		return "中"
	}
	return ""
}

// chineseKey maps every character ParseChinese reads to one ASCII byte, so
// that input and generated forms compare in one spelling: WXF piece letters,
// digits, + - = for the directions and f m r for 前 中 後.
var chineseKey = map[rune]byte{
	'帥': 'K', '帅': 'K', '將': 'K', '将': 'K',
	'仕': 'A', '士': 'A',
	'相': 'E', '象': 'E',
	'傌': 'H', '馬': 'H', '马': 'H',
	'俥': 'R', '車': 'R', '车': 'R',
	'炮': 'C', '砲': 'C', '包': 'C',
	'兵': 'P', '卒': 'P',
	'進': '+', '进': '+', '退': '-', '平': '=',
	'前': 'f', '中': 'm', '後': 'r', '后': 'r',
	'一': '1', '二': '2', '三': '3', '四': '4', '五': '5', '六': '6', '七': '7', '八': '8', '九': '9',
	'１': '1', '２': '2', '３': '3', '４': '4', '５': '5', '６': '6', '７': '7', '８': '8', '９': '9',
	'1': '1', '2': '2', '3': '3', '4': '4', '5': '5', '6': '6', '7': '7', '8': '8', '9': '9',
}

// Chinese writes m, a legal move of the position, in Chinese notation
// (炮二平五, 馬８進７, 前俥進一). Moves it cannot write, and moves of other
// games, come out in UCI form.
func (p *Position) Chinese(m Move) string { return p.writeChinese(m, &traditionalChinese) }

// ChineseSimplified writes m in Chinese notation in simplified characters
// (炮二平五, 马８进７, 前车进一).
func (p *Position) ChineseSimplified(m Move) string { return p.writeChinese(m, &simplifiedChinese) }

func (p *Position) writeChinese(m Move, sc *chineseScript) string {
	names := func(s Square) ([]string, bool) { return p.chineseNames(s, sc) }
	action := func(m Move) string { return p.chineseAction(m, sc) }
	return p.writeXiangqi(m, notationSpec{names, action})
}

// chineseNumeral writes n (1–9) in side c's style.
func chineseNumeral(n int, c Color) string { return chineseNumerals[c][n-1] }

// chineseAction writes the direction and the number of m, e.g. 平五.
func (p *Position) chineseAction(m Move, sc *chineseScript) string {
	dir := [3]string{"退", "平", sc.forward}[p.xqDirection(m)+1]
	return dir + chineseNumeral(p.xqStepsOrFile(m), p.side)
}

// chineseNames returns how the piece on s is named, canonical form first;
// ok is false when the notation cannot name it (positions no game reaches).
func (p *Position) chineseNames(s Square, sc *chineseScript) (names []string, ok bool) {
	pc := p.board[s]
	k, c := pc.Kind(), pc.Color()
	piece := sc.piece[c][k]
	col := p.xqColumnOf(s)
	file := piece + chineseNumeral(col.file, c)
	if col.n == 1 {
		return []string{file}, true
	}
	mark := sc.mark(col.index, col.n)
	switch {
	case col.files == 1 && col.n <= 3:
		names = []string{mark + piece}
		if k == Advisor || k == Elephant {
			names = append(names, file)
		}
		return names, true
	case col.files == 1 && col.n <= 9:
		names = []string{chineseNumerals[First][col.index] + piece}
		if mark != "" {
			names = append(names, mark+piece)
		}
		return names, true
	case col.files >= 2 && col.series < 9:
		names = []string{chineseNumerals[First][col.series] + piece}
		if col.n <= 3 {
			names = append(names, mark+file)
		}
		return names, true
	}
	return nil, false
}

// ParseChinese reads a move in Chinese notation and checks that it is legal.
// Errors are *MoveError values saying what did not match.
func (p *Position) ParseChinese(s string) (Move, error) {
	if len(s) > maxNotationLen {
		return NoMove, &MoveError{Move: truncateUTF8(s, maxNotationLen) + "...", Reason: "too long"}
	}
	if p.v.Game != Xiangqi {
		return NoMove, &MoveError{Move: s, Reason: "Chinese notation is for xiangqi, not " + p.v.Game.String()}
	}
	key, err := chineseKeyOf(s)
	if err != nil {
		return NoMove, &MoveError{Move: s, Reason: err.Error()}
	}
	if n := len(key); n < 4 || n > 5 || strings.IndexByte("+-=", key[n-2]) < 0 || key[n-1] < '1' || key[n-1] > '9' {
		return NoMove, &MoveError{Move: s, Reason: "want a piece and its file (or 前 中 後), then 進 退 or 平 and a number, like 炮二平五"}
	}
	name, action := key[:len(key)-2], key[len(key)-2:]
	m, found, err := p.matchNotation(s, name, action, notationSpec{p.chineseNameKeys, p.chineseActionKey})
	if err != nil || found {
		return m, err
	}
	runes := []rune(strings.Join(strings.Fields(s), "")) // the runes the key was made of
	n := len(runes)
	reason := p.notationMismatch(name, p.chineseNameKeys, string(runes[:n-2]), string(runes[n-2:]))
	return NoMove, &MoveError{Move: s, Reason: reason}
}

// chineseKeyOf spells s in the ASCII key alphabet, skipping spaces.
func chineseKeyOf(s string) (string, error) {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsSpace(r) {
			continue
		}
		k, ok := chineseKey[r]
		if !ok {
			return "", fmt.Errorf("unexpected %q: want piece characters, numerals, 前 中 後 and 進 退 平", r)
		}
		b.WriteByte(k)
	}
	return b.String(), nil
}

// generatedKey spells a string the notation generated in the key alphabet.
func generatedKey(s string) string {
	b := make([]byte, 0, 8)
	for _, r := range s {
		b = append(b, chineseKey[r])
	}
	return string(b)
}

// chineseActionKey returns the key of m's direction and number.
func (p *Position) chineseActionKey(m Move) string {
	return generatedKey(p.chineseAction(m, &traditionalChinese))
}

// chineseNameKeys returns the keys of the names of the piece on s.
func (p *Position) chineseNameKeys(s Square) ([]string, bool) {
	names, ok := p.chineseNames(s, &traditionalChinese)
	for i, n := range names {
		names[i] = generatedKey(n)
	}
	return names, ok
}

// truncateUTF8 cuts s to at most n bytes without splitting a character.
func truncateUTF8(s string, n int) string {
	for n > 0 && n < len(s) && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}
