package records

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// Legacy charsets a game file may be in, by the WHATWG labels both the
// browser's TextDecoder and records/charset know.
const (
	charsetGB18030 = "gb18030"
	charsetBig5    = "big5"
	charsetEUCKR   = "euc-kr"
)

// sniffBytes is how much of a file the charset guess reads: enough for
// many move lists, little enough to decode three times.
const sniffBytes = 64 << 10

// decodeText returns data as UTF-8 text and the charset it was in: a BOM
// decides, then UTF-16 without one (every other byte zero), then valid
// UTF-8, then the legacy charset whose reading looks most like game records.
func decodeText(data []byte, dec Decoder) (string, string, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return cleanText(string(data[3:])), "utf-8", nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return cleanText(decodeUTF16(data[2:], false)), "utf-16le", nil
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return cleanText(decodeUTF16(data[2:], true)), "utf-16be", nil
	}
	if be, ok := looksUTF16(data); ok {
		label := "utf-16le"
		if be {
			label = "utf-16be"
		}
		return cleanText(decodeUTF16(data, be)), label, nil
	}
	if utf8.Valid(data) || validUTF8Prefix(data) {
		return cleanText(strings.ToValidUTF8(string(data), "\uFFFD")), "utf-8", nil
	}
	if dec == nil {
		return "", "", errors.New("the file is not UTF-8 or UTF-16 text, and no decoder for legacy charsets (GBK, Big5, EUC-KR) was given")
	}
	charset, err := guessCharset(data, dec)
	if err != nil {
		return "", "", err
	}
	text, err := dec(charset, data)
	if err != nil {
		return "", "", fmt.Errorf("decode %s: %w", charset, err)
	}
	return cleanText(text), charset, nil
}

// validUTF8Prefix accepts UTF-8 text whose only fault is a character cut
// at its very end (a truncated download).
func validUTF8Prefix(data []byte) bool {
	for cut := len(data) - 1; cut > 0 && cut >= len(data)-utf8.UTFMax; cut-- {
		if utf8.RuneStart(data[cut]) {
			return !utf8.FullRune(data[cut:]) && utf8.Valid(data[:cut])
		}
	}
	return false
}

// looksUTF16 reports UTF-16 without a BOM: in the first bytes, one of each
// pair is mostly zero (ASCII tags and digits).
func looksUTF16(data []byte) (bigEndian, ok bool) {
	n := min(len(data), 512) &^ 1
	if n < 8 {
		return false, false
	}
	var zeroEven, zeroOdd int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			zeroEven++
		}
		if data[i+1] == 0 {
			zeroOdd++
		}
	}
	half := n / 2
	switch {
	case zeroOdd*10 >= half*4 && zeroEven*10 < half:
		return false, true
	case zeroEven*10 >= half*4 && zeroOdd*10 < half:
		return true, true
	}
	return false, false
}

func decodeUTF16(data []byte, bigEndian bool) string {
	u := make([]uint16, len(data)/2)
	for i := range u {
		a, b := uint16(data[2*i]), uint16(data[2*i+1])
		if bigEndian {
			u[i] = a<<8 | b
		} else {
			u[i] = b<<8 | a
		}
	}
	return string(utf16.Decode(u))
}

// cleanText normalises line ends, drops NUL bytes and the DOS end-of-file
// mark (Ctrl-Z) that old Korean programs write.
func cleanText(s string) string {
	if strings.ContainsAny(s, "\r\x00\x1a") {
		s = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\x00", "", "\x1a", "").Replace(s)
	}
	return strings.TrimPrefix(s, "\ufeff")
}

// guessCharset decodes the start of data in each legacy charset and keeps
// the reading that scores best: characters game records use count for it,
// undecodable bytes and characters outside common use against it.
func guessCharset(data []byte, dec Decoder) (string, error) {
	sample := data[:min(len(data), sniffBytes)]
	best, bestScore := "", 0
	var errs []string
	for _, cs := range [...]string{charsetGB18030, charsetBig5, charsetEUCKR} {
		text, err := dec(cs, sample)
		if err != nil {
			errs = append(errs, cs+": "+err.Error())
			continue
		}
		if s := charsetScore(cs, text); best == "" || s > bestScore {
			best, bestScore = cs, s
		}
	}
	if best == "" {
		return "", fmt.Errorf("no decoder for GBK, Big5 or EUC-KR: %s", strings.Join(errs, "; "))
	}
	return best, nil
}

// commonHan are Chinese characters game records and everyday text use
// most, simplified and traditional: a wrong reading of GBK, Big5 or EUC-KR
// bytes lands on one of them seldom, a right one most of the time.
const commonHan = "帥帅將将仕士相象傌馬马俥車车炮砲包兵卒進进退平前後后中紅红黑勝胜負负和棋局" +
	"一二三四五六七八九十百年月日第先手對对戰战譜谱賽赛會会杯屆届級级大師师特冠軍军名人" +
	"的是不了在有我他这這个個们們来來上国國到说說为為子你地出道也时時得就那要下以生自着" +
	"去之过過家学學对可里裏么麼心多天而能好都然没沒于於起还還发發成事只作当當想看文无無" +
	"开開用主行方又如所本见見经經头頭面公同三已老从從动動两兩长長知民样樣现現分外但身些" +
	"与與高意把法此实實回理点點明其种種全工己话話者向情部正定问問力机機给給等几幾重被走" +
	"电電四门門次东東政海口使教西再真听聽气氣信北少关關并並内內加化由却代军產产入山五太" +
	"水万萬市眼体體别別处處总總才场場师書书比住员員九性通目华華报報立命张張活难難神数數" +
	"件安表原白应應路期死常提感金何更反合放做系计計或司利受光王果亲親界及今京务務制解各" +
	"任至清物台臺记記边邊共风風干接它许許八特觉覺望直林题題建南度统統色字请請交爱愛让讓" +
	"认認算论論吃义義科怎元社术術结結六功指思非流每青管夫连連远遠资資队隊跟带帶花快条條" +
	"院变變联聯言权權往展该該领領传傳近留治决決周保达達运運武半候七必城父强步完革深区區" +
	"即求品转轉量空众眾技轻輕程告江语語英基派满滿式李息写寫识識极極令黄黃德收脸臉钱錢党" +
	"黨倒未持音跑投断斷官格尽盡"

// commonHangul are the syllables Korean text and janggi records use most.
const commonHangul = "이의다는가에을하고를지로기서한자사리대도수적인정시구상어나장부전보주국제아해요" +
	"들게우원은만성있비무식일화내경관방소연공모선통신문학회동계조미여금분행중실법생없과저두" +
	"면업그진산물세유반마차포졸병초판결승패날짜궁쉼수군멍빅차림형식회차대국명기보좌표위오" +
	"월년께님것로으며또더잘안왜어디누가게임단프로아마추어선수배우승준결"

// charsetScore rates a decoded sample: +3 for each common character of
// the charset's language, -1 for any other non-ASCII character, -8 for a
// replacement character. Right readings score above zero, wrong ones below.
func charsetScore(charset, text string) int {
	common := commonHanSet
	if charset == charsetEUCKR {
		common = commonHangulSet
	}
	score := 0
	for _, r := range text {
		switch {
		case r < 0x80:
		case r == utf8.RuneError:
			score -= 8
		case common[r]:
			score += 3
		case unicode.IsPunct(r) || unicode.IsSpace(r) || r >= 0xFF00 && r <= 0xFFEF || r >= 0x3000 && r <= 0x303F:
		default:
			score--
		}
	}
	return score
}

var commonHanSet, commonHangulSet = runeSet(commonHan), runeSet(commonHangul)

func runeSet(s string) map[rune]bool {
	m := make(map[rune]bool, len(s)/3)
	for _, r := range s {
		m[r] = true
	}
	return m
}
