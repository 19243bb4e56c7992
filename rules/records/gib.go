package records

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/elephant-chess/elephant/rules"
)

// .gib, the janggi record of Korean programs (Kakao, Hangame, the KBS
// broadcasts' files and the janggi programs that read them): games one after
// another, each a block of [이름 "값"] headers in Korean, then numbered moves
// in Korean notation, {comments} between them. Headers that matter to the
// board: 초차림 and 한차림 (or 초포진, 한포진) give each side's order of
// horses and elephants, both read from cho's left; 판 draws a whole board
// for handicap games; 기보형식 "구좌표" marks the old coordinates.

// gibTagNames are the headers a .gib begins with: isGIB looks for one.
var gibTagNames = map[string]bool{"대회명": true, "회전": true, "대국일자": true, "대국장소": true,
	"초대국자": true, "한대국자": true, "초차림": true, "한차림": true, "초포진": true, "한포진": true,
	"제한시간": true, "총수": true, "대국결과": true, "판": true, "기보형식": true}

// gibToPGN names the PGN tag each header's value also goes to.
var gibToPGN = []struct{ gib, pgn string }{
	{"대회명", "Event"}, {"대국장소", "Site"}, {"대국일자", "Date"}, {"회전", "Round"},
	{"초대국자", "White"}, {"한대국자", "Black"},
}

// gibUnknown is what .gib files write for an unknown value.
const gibUnknown = "미상"

// isGIB reports whether text is a .gib: its first tag is a Korean header.
func isGIB(text string) bool {
	for len(text) > 0 {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		line = strings.TrimLeft(strings.TrimSpace(line), "\uFFFD")
		if line == "" {
			continue
		}
		if !strings.HasPrefix(line, "[") {
			return false
		}
		t, _, ok := cutTag(line[1:])
		return ok && gibTagNames[t.Name]
	}
	return false
}

// readGIB reads every game of a .gib.
func readGIB(text string) []rawGame {
	var games []rawGame
	var cur *gibGame
	finish := func() {
		if cur != nil && (len(cur.tags) > 0 || len(cur.words) > 0) {
			games = append(games, cur.rawGame())
		}
		cur = nil
	}
	// Files joined into one often keep a 0xFF end mark before each game.
	text = strings.ReplaceAll(text, "\uFFFD", "")
	inBrace := false
	for n, line := range strings.Split(text, "\n") {
		if !inBrace && isTagLine(line) {
			tags := appendTags(nil, line)
			if cur == nil || cur.inMoves || len(tags) > 0 && cur.hasTag(tags[0].Name) {
				finish()
				cur = &gibGame{line: n + 1}
			}
			cur.tags = append(cur.tags, tags...)
			continue
		}
		if strings.TrimSpace(line) == "" && !inBrace {
			continue
		}
		if cur == nil {
			cur = &gibGame{line: n + 1}
		}
		inBrace = cur.readLine(line, n+1, inBrace)
	}
	if cur != nil {
		cur.closeComment()
	}
	finish()
	return games
}

// gibGame is a game being read.
type gibGame struct {
	line    int
	tags    []rules.Tag
	inMoves bool // movetext has begun: the next tag line starts a game
	words   []gibWord
	intro   string
	comment strings.Builder // the {comment} being read
}

// gibWord is one word of movetext and the comment after it.
type gibWord struct {
	text, comment string
	line          int
}

func (g *gibGame) hasTag(name string) bool {
	for _, t := range g.tags {
		if t.Name == name {
			return true
		}
	}
	return false
}

// readLine splits one line of movetext into words and comments; inBrace
// says whether a comment is open, and the result whether it still is.
func (g *gibGame) readLine(line string, n int, inBrace bool) bool {
	g.inMoves = true
	var word strings.Builder
	flush := func() {
		if word.Len() > 0 {
			g.addWord(word.String(), n)
			word.Reset()
		}
	}
	for _, c := range line {
		switch {
		case inBrace && c == '}':
			inBrace = false
			g.closeComment()
		case inBrace:
			g.comment.WriteRune(c)
		case c == '{':
			flush()
			inBrace = true
		case unicode.IsSpace(c):
			flush()
		default:
			word.WriteRune(c)
		}
	}
	flush()
	if inBrace {
		g.comment.WriteByte('\n')
	}
	return inBrace
}

// addWord keeps a movetext word: move numbers and lone move times go, a
// pass written in two words (한수 쉼) becomes one.
func (g *gibGame) addWord(w string, n int) {
	w = stripGIBMoveNumber(w)
	if w == "" || isMoveTime(w) {
		return
	}
	if k := len(g.words) - 1; k >= 0 && g.words[k].text == "한수" && w == "쉼" {
		g.words[k].text = "한수 쉼"
		return
	}
	g.words = append(g.words, gibWord{text: w, line: n})
}

// stripGIBMoveNumber drops a move number, alone (12.) or glued to its
// move (12.79졸78).
func stripGIBMoveNumber(w string) string {
	i := 0
	for i < len(w) && isDigit(w[i]) {
		i++
	}
	if i > 0 && i < len(w) && w[i] == '.' {
		return strings.TrimLeft(w[i:], ".")
	}
	return w
}

// isMoveTime reads a lone move time, <33>.
func isMoveTime(w string) bool {
	return len(w) > 2 && w[0] == '<' && w[len(w)-1] == '>' && strings.Trim(w[1:len(w)-1], "0123456789:.") == ""
}

// closeComment gives a finished comment to the last word, or to the game.
func (g *gibGame) closeComment() {
	c := strings.TrimSpace(g.comment.String())
	g.comment.Reset()
	if c == "" {
		return
	}
	dst := &g.intro
	if k := len(g.words) - 1; k >= 0 {
		dst = &g.words[k].comment
	}
	if *dst != "" {
		*dst += "\n"
	}
	*dst += c
}

// rawGame turns the words and headers into a game: the start position from
// the set-up headers, the result from 대국결과 or the words after the last
// move, PGN tags beside the Korean ones.
func (g *gibGame) rawGame() rawGame {
	raw := rawGame{line: g.line, game: "janggi", intro: g.intro}
	words := g.words
	raw.result, words = gibTrailingResult(words)
	if r, ok := gibResult(tagValue(g.tags, "대국결과")); ok {
		raw.result = r
	}
	raw.tags = gibPGNTags(g.tags, raw.result)
	pts := pointsStandard
	if strings.TrimSpace(tagValue(g.tags, "기보형식")) == "구좌표" {
		pts = pointsOld
	}
	if board := tagValue(g.tags, "판"); board != "" {
		first := ""
		if len(words) > 0 {
			first = words[0].text
		}
		raw.fen = gibBoardFEN(board, first, pts)
	} else {
		raw.fen = gibSetupFEN(g.tags)
	}
	base := gibLetterBase(words)
	for _, w := range words {
		m := rawMove{text: w.text, comment: w.comment, line: w.line, move: rules.NoMove}
		if pts == pointsOld || base >= 0 {
			m.move = gibPointsMove(w.text, pts, base)
		}
		raw.moves = append(raw.moves, m)
	}
	return raw
}

// gibLetterBase tells from a game's words whether its letter-form squares
// (Kakao's i3卒h3) count ranks from 0 or from 1: a rank 0 or a rank 10
// anywhere says it. -1 when no word tells.
func gibLetterBase(words []gibWord) int {
	for _, w := range words {
		pat, err := readKoreanPattern(w.text, pointsStandard)
		if err == nil && len(pat.readings) == 1 && pat.readings[0].base >= 0 {
			return pat.readings[0].base
		}
	}
	return -1
}

// gibPointsMove reads a move word whose points the game's headers or other
// words explain (old coordinates; letter squares whose ranks count from
// base) into the move it names. Passes and words it cannot read stay
// NoMove, for the Korean move reader to read or refuse.
func gibPointsMove(text string, pts koreanPoints, base int) rules.Move {
	pat, err := readKoreanPattern(text, pts)
	if err != nil {
		return rules.NoMove
	}
	for _, rd := range pat.readings {
		if rd.base == base || pts == pointsOld && rd.base < 0 {
			return rules.NewMove(rd.from, rd.to, rules.NoKind)
		}
	}
	return rules.NoMove
}

// gibTrailingResult reads a result written after the last move (초 완승,
// 1-0) and returns the words before it.
func gibTrailingResult(words []gibWord) (rules.Result, []gibWord) {
	end := len(words)
	for end > 0 && end > len(words)-4 {
		if _, err := readKoreanPattern(words[end-1].text, pointsOld); err == nil {
			break
		}
		end--
	}
	if end == len(words) {
		return rules.Ongoing, words
	}
	var phrase []string
	for _, w := range words[end:] {
		phrase = append(phrase, w.text)
	}
	if r, ok := resultWord(strings.Join(phrase, "")); ok {
		return r, words[:end]
	}
	if r, ok := gibResult(strings.Join(phrase, " ")); ok {
		return r, words[:end]
	}
	return rules.Ongoing, words
}

// gibResult reads a result as .gib files write it: the winner's side (초,
// 한, 楚, 漢) and 승 (won) or 패 (lost), with how (완승, 기권승, 시간승,
// 3.5점 승...); 무승부 and 빅장 are draws.
func gibResult(s string) (rules.Result, bool) {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "무승부") || strings.HasPrefix(s, "빅장") {
		return rules.Draw, true
	}
	r, _ := utf8.DecodeRuneInString(s)
	var side rules.Color
	switch r {
	case '초', '楚':
		side = rules.First
	case '한', '漢':
		side = rules.Second
	default:
		return rules.Ongoing, false
	}
	switch {
	case strings.Contains(s, "패"):
		return rules.Win(side.Other()), true
	case strings.Contains(s, "승"):
		return rules.Win(side), true
	}
	return rules.Ongoing, false
}

// gibResultText writes a result as .gib files do.
func gibResultText(r rules.Result) string {
	switch r {
	case rules.FirstWins:
		return "초 완승"
	case rules.SecondWins:
		return "한 완승"
	case rules.Draw:
		return "무승부"
	}
	return gibUnknown
}

// gibPGNTags returns the PGN tags the headers stand for, then the headers
// as written.
func gibPGNTags(tags []rules.Tag, result rules.Result) []rules.Tag {
	var out []rules.Tag
	for _, m := range gibToPGN {
		v := strings.TrimSpace(tagValue(tags, m.gib))
		if m.pgn == "Date" {
			v = gibDate(v)
		}
		if v != "" && v != gibUnknown && tagValue(tags, m.pgn) == "" {
			out = append(out, rules.Tag{Name: m.pgn, Value: v})
		}
	}
	if result != rules.Ongoing && tagValue(tags, "Result") == "" {
		out = append(out, rules.Tag{Name: "Result", Value: result.String()})
	}
	return append(out, tags...)
}

// gibDate writes a date as PGN does (2016.12.06, 1937.??.??); "" when the
// value is no single date (미상, 2020.01~2020.06).
func gibDate(s string) string {
	var parts []string
	num := ""
	for _, r := range s + " " {
		if r >= '0' && r <= '9' {
			num += string(r)
			continue
		}
		if num != "" {
			parts = append(parts, num)
			num = ""
		}
		if !strings.ContainsRune(" -./년월일", r) {
			return ""
		}
	}
	if len(parts) == 0 || len(parts) > 3 || len(parts[0]) != 4 {
		return ""
	}
	out := parts[0]
	for i := 1; i < 3; i++ {
		switch {
		case i >= len(parts):
			out += ".??"
		case len(parts[i]) <= 2:
			out += "." + strings.Repeat("0", 2-len(parts[i])) + parts[i]
		default:
			return ""
		}
	}
	return out
}

// gibSetupFEN builds the start position from 초차림 and 한차림 ("" for the
// usual start, or when the headers name no order). The headers read from
// cho's left, which is han's right: han's order is reversed to read from
// its own left as rules.JanggiSetup does.
func gibSetupFEN(tags []rules.Tag) string {
	choOrder, hanOrder := gibSetupOrder(tags, "초차림", "초포진"), gibSetupOrder(tags, "한차림", "한포진")
	if choOrder == "" && hanOrder == "" {
		return ""
	}
	cho, _ := rules.ParseJanggiSetup(choOrder)
	han, _ := rules.ParseJanggiSetup(reverse(hanOrder))
	return rules.JanggiStartFEN(cho, han)
}

// gibSetupOrder reads a side's order of horses (마, N) and elephants (상,
// B) on the b, c, g and h files: "NBBN"; "" when the header is missing or
// names no order.
func gibSetupOrder(tags []rules.Tag, name, alias string) string {
	v := strings.TrimSpace(tagValue(tags, name))
	if v == "" {
		v = strings.TrimSpace(tagValue(tags, alias))
	}
	var letters []byte
	for _, r := range v {
		switch r {
		case '마', '馬':
			letters = append(letters, 'N')
		case '상', '象':
			letters = append(letters, 'B')
		}
	}
	if _, err := rules.ParseJanggiSetup(string(letters)); err != nil {
		return ""
	}
	return string(letters)
}

func reverse(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}
