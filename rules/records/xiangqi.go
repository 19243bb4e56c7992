package records

import (
	"strings"
	"unicode"

	"github.com/elephant-chess/elephant/rules"
)

// Xiangqi moves in Chinese and WXF notation as records write them in
// practice. The strict readers of package rules come first; what they
// refuse is read as a pattern (piece, its file or its place on the file,
// direction, number) and matched against the legal moves: when exactly
// one fits, it is the move. So tandem pieces named by their file instead
// of 前/後 (炮七進二 when only one of two cannons on file 7 can make that
// move), traditional characters, full-width digits and WXF with "." read.

// xqPattern is a move as a xiangqi notation describes it.
type xqPattern struct {
	kind  rules.Kind
	file  int  // the piece's file from its side's right, 1–9; 0: not given
	place byte // 'f' front, 'm' middle, 'r' rear, '1'–'5' from the front; 0: not given
	dir   int  // +1 forward, 0 sideways, -1 back
	num   int  // destination file or ranks moved, 1–9
}

// hongKongKey reads the directions of Hong Kong records: 馬二上三, 車一落一.
var hongKongKey = map[rune]byte{'上': '+', '落': '-', '下': '-'}

// xqLetterKind maps WXF letters, and the letters other programs use, to kinds.
var xqLetterKind = map[byte]rules.Kind{
	'K': rules.General, 'G': rules.General,
	'A': rules.Advisor, 'S': rules.Advisor,
	'E': rules.Elephant, 'B': rules.Elephant, 'M': rules.Elephant,
	'H': rules.Horse, 'N': rules.Horse,
	'R': rules.Chariot,
	'C': rules.Cannon,
	'P': rules.Soldier,
}

// xqKeyOf spells a move word in the key alphabet; ok is false for a
// character no notation uses.
func xqKeyOf(s string) (string, bool) {
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
		case r < 0x80:
			c := byte(r)
			if c >= 'a' && c <= 'z' {
				c -= 'a' - 'A'
			}
			if c == '.' {
				c = '='
			}
			b.WriteByte(c)
		default:
			k, ok := rules.ChineseKey(r)
			if hk, isHK := hongKongKey[r]; isHK {
				k, ok = hk, true
			}
			if !ok {
				return "", false
			}
			b.WriteByte(k)
		}
	}
	return b.String(), true
}

// parseXQPattern reads a key string of four or five bytes.
func parseXQPattern(key string) (xqPattern, bool) {
	n := len(key)
	if n < 4 || n > 5 {
		return xqPattern{}, false
	}
	var pt xqPattern
	var ok bool
	if pt.dir, ok = xqDirection(key[n-2]); !ok || !isDigit19(key[n-1]) {
		return xqPattern{}, false
	}
	pt.num = int(key[n-1] - '0')
	head := key[:n-2]
	switch {
	case n == 4 && isLetter(head[0]) && isDigit19(head[1]): // C2, 炮二
		pt.kind, pt.file = xqLetterKind[head[0]], int(head[1]-'0')
	case n == 4 && isPlace(head[0]) && isLetter(head[1]): // 前炮, +C, 二兵
		pt.kind, pt.place = xqLetterKind[head[1]], placeOf(head[0])
	case n == 4 && isLetter(head[0]) && isPlace(head[1]): // C+, 炮前
		pt.kind, pt.place = xqLetterKind[head[0]], placeOf(head[1])
	case n == 5 && isPlace(head[0]) && isLetter(head[1]) && isDigit19(head[2]): // 前兵九
		pt.kind, pt.place, pt.file = xqLetterKind[head[1]], placeOf(head[0]), int(head[2]-'0')
	default:
		return xqPattern{}, false
	}
	return pt, pt.kind != rules.NoKind
}

func xqDirection(c byte) (int, bool) {
	switch c {
	case '+':
		return 1, true
	case '-':
		return -1, true
	case '=':
		return 0, true
	}
	return 0, false
}

func isDigit19(c byte) bool { return c >= '1' && c <= '9' }
func isLetter(c byte) bool  { _, ok := xqLetterKind[c]; return ok }
func isPlace(c byte) bool   { return strings.IndexByte("fmr+-12345", c) >= 0 }

// placeOf turns WXF's + and - into front and rear.
func placeOf(c byte) byte {
	switch c {
	case '+':
		return 'f'
	case '-':
		return 'r'
	}
	return c
}

// xqFile numbers s's file from side c's right, from 1.
func xqFile(v *rules.Variant, s rules.Square, c rules.Color) int {
	if c == rules.First {
		return v.Files - s.File()
	}
	return s.File() + 1
}

// fits reports whether legal move m of p is one the pattern describes.
func (pt xqPattern) fits(p *rules.Position, m rules.Move) bool {
	from, to := m.From(), m.To()
	pc := p.At(from)
	c := pc.Color()
	if pc.Kind() != pt.kind || !m.MovesPiece() {
		return false
	}
	v := p.Variant()
	if pt.file != 0 && xqFile(v, from, c) != pt.file {
		return false
	}
	if pt.place != 0 && !placeFits(p, from, pt.place) {
		return false
	}
	ahead := to.Rank() - from.Rank()
	if c == rules.Second {
		ahead = -ahead
	}
	dir := sign(ahead)
	if dir != pt.dir {
		return false
	}
	num := xqFile(v, to, c)
	if dir != 0 && (pt.kind == rules.Chariot || pt.kind == rules.Cannon || pt.kind == rules.Soldier || pt.kind == rules.General) {
		num = abs(ahead)
	}
	return num == pt.num
}

// placeFits reports whether the piece on s stands at place among its side's
// pieces of its kind on its file, counted from the front.
func placeFits(p *rules.Position, s rules.Square, place byte) bool {
	pc := p.At(s)
	v := p.Variant()
	var ranks []int
	for r := 0; r < v.Ranks; r++ {
		if p.At(rules.SquareAt(s.File(), r)) == pc {
			ranks = append(ranks, r)
		}
	}
	n := len(ranks)
	if n < 2 {
		return false
	}
	i := 0 // s's index from the front: red's front is the highest rank
	for _, r := range ranks {
		if pc.Color() == rules.First && r > s.Rank() || pc.Color() == rules.Second && r < s.Rank() {
			i++
		}
	}
	switch place {
	case 'f':
		return i == 0
	case 'r':
		return i == n-1
	case 'm':
		return n == 3 && i == 1
	}
	return int(place-'1') == i
}

// readXiangqiNotation reads a Chinese or WXF word; ml holds p's legal
// moves. The pattern reading comes first, as it is the cheaper; the strict
// readers of package rules decide when it does not find exactly one move,
// and always for the series numerals (二兵) of soldiers on two files, which
// count across files.
func readXiangqiNotation(p *rules.Position, ml *rules.MoveList, text string) (rules.Move, error) {
	key, ok := xqKeyOf(text)
	pt, isPattern := xqPattern{}, false
	if ok {
		pt, isPattern = parseXQPattern(key)
	}
	if isPattern && !isDigit19(pt.place) {
		if m, err := matchPattern(p, ml, func(m rules.Move) bool { return pt.fits(p, m) }, nil); err == nil {
			return m, nil
		}
	}
	parse := p.ParseChinese
	if isASCIIText(text) {
		parse = p.ParseWXF
	}
	m, strictErr := parse(text)
	if strictErr == nil {
		return m, nil
	}
	switch {
	case !ok:
		return rules.NoMove, refuse(Unreadable, "no xiangqi notation writes this")
	case !isPattern:
		return rules.NoMove, refuse(Unreadable, "want a piece and its file (or 前 中 後), a direction and a number, like 炮二平五 or C2.5")
	}
	return matchPattern(p, ml, func(m rules.Move) bool { return pt.fits(p, m) }, strictErr)
}

// matchPattern returns the one move of ml, p's legal moves, that fits, or
// says why none or several do; strictErr, the strict reader's complaint,
// explains a miss.
func matchPattern(p *rules.Position, ml *rules.MoveList, fits func(rules.Move) bool, strictErr error) (rules.Move, error) {
	found := rules.NoMove
	var several []string
	for i := 0; i < ml.Len(); i++ {
		m := ml.At(i)
		if !fits(m) {
			continue
		}
		if found != rules.NoMove {
			several = append(several, m.String())
			continue
		}
		found = m
	}
	switch {
	case found == rules.NoMove:
		detail := "no legal move fits"
		if strictErr != nil {
			detail = strictReason(strictErr)
		}
		return rules.NoMove, refuse(Illegal, "%s", detail)
	case several != nil:
		return rules.NoMove, refuse(Ambiguous, "legal moves %s and %s all fit", found, strings.Join(several, ", "))
	}
	return found, nil
}

// strictReason is the readable part of a rules notation error.
func strictReason(err error) string {
	switch e := err.(type) {
	case *rules.MoveError:
		return e.Reason
	case *rules.SANError:
		return e.Reason
	}
	return err.Error()
}

func isASCIIText(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
