package records

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/elephant-chess/elephant/rules"
)

// PGN as xiangqi and janggi programs write it: tag pairs, then numbered
// movetext with {comments}, ; comments, (variations) and $NAGs, in any
// notation. Games follow one another, each from its first tag; games with
// no tags at all are split at their result. Text written in full-width
// forms (Ｃ２＝５, １．) is read as its ASCII twin.

// readPGN splits PGN text into games.
func readPGN(text string) []rawGame {
	lines := strings.Split(text, "\n")
	var games []rawGame
	for i := 0; i < len(lines); {
		g, next := readPGNGame(lines, i)
		if g.tags != nil || g.fen != "" || len(g.moves) > 0 && plausibleMove(g.moves[0].text) {
			games = append(games, g)
		}
		if next <= i {
			next = i + 1
		}
		i = next
	}
	return games
}

// readPGNGame reads the game starting at line i (skipping blank lines):
// its tag section, then its movetext up to the next tag section or, for a
// game without tags, up to its result. It returns the line after it.
func readPGNGame(lines []string, i int) (rawGame, int) {
	g := rawGame{}
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	g.line = i + 1
	for i < len(lines) && isTagLine(lines[i]) {
		g.tags = appendTags(g.tags, lines[i])
		i++
	}
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	if i < len(lines) && looksLikeFEN(lines[i]) && tagValue(g.tags, "FEN") == "" {
		g.fen = strings.TrimSpace(lines[i])
		i++
	}
	if g.tags != nil {
		end, plies := scanBody(lines, i)
		g.body, g.bodyLine, g.plies = lines[i:end], i+1, plies
		return g, end
	}
	mt := movetext{game: &g}
	for ; i < len(lines); i++ {
		if mt.depth == 0 && !mt.inBrace && isTagLine(lines[i]) {
			break
		}
		if mt.line(lines[i], i+1) && g.tags == nil {
			i++
			break
		}
	}
	mt.finish()
	return g, i
}

// scanBody finds where the movetext starting at line i ends (at the next
// tag line outside comments and variations) and counts its moves, looking
// at bytes alone: the words are read when the game is played.
func scanBody(lines []string, i int) (end, plies int) {
	var sc bodyScanner
	for ; i < len(lines); i++ {
		l := lines[i]
		if !sc.inBrace && sc.depth == 0 && isTagLine(l) {
			break
		}
		if !strings.HasPrefix(l, "%") {
			sc.line(l)
		}
	}
	return i, sc.plies
}

// bodyScanner counts the move words of movetext, line by line, up to its
// result.
type bodyScanner struct {
	inBrace bool
	depth   int
	plies   int
	over    bool
}

func (sc *bodyScanner) line(l string) {
	start := -1
	end := func(j int) {
		if start >= 0 && !sc.over {
			w := l[start:j]
			if _, ok := resultWord(w); ok {
				sc.over = true
			} else if isMoveWord(w) {
				sc.plies++
			}
		}
		start = -1
	}
	for j := 0; j < len(l); j++ {
		c := l[j]
		switch {
		case sc.inBrace:
			sc.inBrace = c != '}'
		case c == '{' && sc.depth == 0:
			end(j)
			sc.inBrace = true
		case c == '(':
			end(j)
			sc.depth++
		case c == ')':
			end(j)
			sc.depth = max(sc.depth-1, 0)
		case sc.depth > 0:
		case c == ';':
			end(j)
			return
		case c == ' ' || c == '\t' || c == '\r':
			end(j)
		case c == 0xE3 && strings.HasPrefix(l[j:], "\u3000"):
			end(j)
			j += 2
		case start < 0:
			start = j
		}
	}
	end(len(l))
}

// isMoveWord: a word that is neither a move number, a NAG nor dots.
func isMoveWord(w string) bool {
	if w[0] == '$' {
		return false
	}
	return strings.Trim(strings.TrimRight(stripMoveNumber(w), "!?"), ".…") != ""
}

// isTagLine: a line that starts with "[Name " and holds a closing "]".
func isTagLine(l string) bool {
	l = strings.TrimSpace(l)
	if len(l) < 4 || l[0] != '[' || !strings.Contains(l, "]") {
		return false
	}
	n := 1
	for n < len(l) && isTagNameByte(l[n]) {
		n++
	}
	return n > 1 && n < len(l) && (l[n] == ' ' || l[n] == '\t' || l[n] == '"')
}

func isTagNameByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80
}

// appendTags reads every [Name "value"] pair on a line.
func appendTags(tags []rules.Tag, l string) []rules.Tag {
	for {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "[") {
			return tags
		}
		t, rest, ok := cutTag(l[1:])
		if !ok {
			return tags
		}
		tags = append(tags, t)
		l = rest
	}
}

// cutTag reads `Name "value"]` (the value's quotes may be missing, inner
// quotes escaped with a backslash) and returns what follows it.
func cutTag(s string) (rules.Tag, string, bool) {
	n := 0
	for n < len(s) && isTagNameByte(s[n]) {
		n++
	}
	name, s := s[:n], strings.TrimLeft(s[n:], " \t")
	if name == "" {
		return rules.Tag{}, "", false
	}
	if !strings.HasPrefix(s, `"`) {
		v, rest, ok := strings.Cut(s, "]")
		return rules.Tag{Name: name, Value: strings.TrimSpace(v)}, rest, ok
	}
	var v strings.Builder
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s):
			i++
			v.WriteByte(s[i])
		case c == '"':
			// A quote ends the value when "]" follows; a stray inner quote does not.
			rest := strings.TrimLeft(s[i+1:], " \t")
			if strings.HasPrefix(rest, "]") {
				return rules.Tag{Name: name, Value: v.String()}, rest[1:], true
			}
			if rest == "" {
				return rules.Tag{Name: name, Value: v.String()}, "", true
			}
			v.WriteByte(c)
		default:
			v.WriteByte(c)
		}
	}
	return rules.Tag{Name: name, Value: strings.TrimSuffix(v.String(), "]")}, "", true
}

// looksLikeFEN: a board field of ranks separated by slashes.
func looksLikeFEN(l string) bool {
	f := strings.Fields(l)
	return len(f) > 0 && strings.Count(f[0], "/") >= 7 && !strings.ContainsAny(f[0], "{}()[]")
}

// movetext reads movetext line by line into a game's moves and comments.
type movetext struct {
	game    *rawGame
	inBrace bool
	depth   int // inside variations
	comment strings.Builder
	over    bool // a result was read
}

// line reads one line of movetext; it reports whether the line ended the
// game with a result.
func (mt *movetext) line(l string, n int) bool {
	if strings.HasPrefix(l, "%") {
		return false
	}
	l = narrow(l)
	start := -1 // where the word being read starts
	flush := func(end int) {
		if start >= 0 {
			mt.word(l[start:end], n)
			start = -1
		}
	}
	for i, c := range l {
		switch {
		case mt.inBrace:
			if c == '}' {
				mt.inBrace = false
				mt.attachComment()
			} else {
				mt.comment.WriteRune(c)
			}
		case c == '{' && mt.depth == 0:
			flush(i)
			mt.inBrace = true
		case c == '(':
			flush(i)
			mt.depth++
		case c == ')':
			flush(i)
			if mt.depth > 0 {
				mt.depth--
			}
		case mt.depth > 0:
		case c == ';':
			flush(i)
			return mt.over
		case unicode.IsSpace(c):
			flush(i)
		case start < 0:
			start = i
		}
	}
	flush(len(l))
	if mt.inBrace {
		mt.comment.WriteByte('\n')
	}
	return mt.over
}

// word reads one movetext word: a result, a move number, a NAG, an
// annotation or a move.
func (mt *movetext) word(w string, line int) {
	if mt.over {
		// Words after the result: a tagless next game, or trailing junk.
		return
	}
	if res, ok := resultWord(w); ok {
		mt.game.result, mt.over = res, true
		return
	}
	w = stripMoveNumber(w)
	w = strings.TrimRight(w, "!?")
	if w == "" || w[0] == '$' || strings.Trim(w, ".…") == "" {
		return
	}
	if hasResultRune(w) { // a result word glued to the last move: 炮二平五红胜
		for _, r := range resultWords {
			if s, ok := strings.CutSuffix(w, r.word); ok && s != "" {
				mt.game.moves = append(mt.game.moves, rawMove{text: s, line: line})
				mt.game.result, mt.over = r.result, true
				return
			}
		}
	}
	mt.game.moves = append(mt.game.moves, rawMove{text: w, line: line})
}

// attachComment gives a finished {comment} to the last move, or to the
// game's start.
func (mt *movetext) attachComment() {
	c := strings.TrimSpace(mt.comment.String())
	mt.comment.Reset()
	if c == "" {
		return
	}
	g := mt.game
	dst := &g.intro
	if n := len(g.moves); n > 0 {
		dst = &g.moves[n-1].comment
	}
	if *dst != "" {
		*dst += "\n"
	}
	*dst += c
}

// finish closes a comment the file left open.
func (mt *movetext) finish() {
	if mt.inBrace {
		mt.inBrace = false
		mt.attachComment()
	}
}

// stripMoveNumber removes a leading move number: "12.", "12...", "12、",
// "12)", glued to its move or alone. WXF moves such as "77.4" are kept.
func stripMoveNumber(w string) string {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 || i == len(w) {
		return w
	}
	rest := w[i:]
	switch {
	case strings.HasPrefix(rest, "."):
		after := strings.TrimLeft(rest, ".")
		if after != "" && after[0] >= '0' && after[0] <= '9' && len(rest)-len(after) == 1 {
			return w // WXF soldier file form "77.4"
		}
		return strings.TrimLeft(after, ".…")
	case strings.HasPrefix(rest, "、"), strings.HasPrefix(rest, ")"):
		_, after, _ := strings.Cut(rest, string([]rune(rest)[0]))
		return after
	}
	return w
}

type resultWordOf struct {
	word   string
	result rules.Result
}

// resultWords are the result words Chinese records end with.
var resultWords = []resultWordOf{
	{"红先胜", rules.FirstWins}, {"紅先勝", rules.FirstWins}, {"红方胜", rules.FirstWins}, {"紅方勝", rules.FirstWins},
	{"红胜", rules.FirstWins}, {"紅勝", rules.FirstWins}, {"黑负", rules.FirstWins}, {"黑負", rules.FirstWins},
	{"红先负", rules.SecondWins}, {"紅先負", rules.SecondWins}, {"黑方胜", rules.SecondWins}, {"黑方勝", rules.SecondWins},
	{"黑胜", rules.SecondWins}, {"黑勝", rules.SecondWins}, {"红负", rules.SecondWins}, {"紅負", rules.SecondWins},
	{"红先和", rules.Draw}, {"紅先和", rules.Draw}, {"和棋", rules.Draw}, {"和局", rules.Draw}, {"双方和", rules.Draw},
}

// resultWord reads a result: PGN's, or a Chinese result word.
func resultWord(w string) (rules.Result, bool) {
	if w != "" && w[0] == '(' {
		w = strings.Trim(w, "()")
	}
	switch w {
	case "1-0":
		return rules.FirstWins, true
	case "0-1":
		return rules.SecondWins, true
	case "1/2-1/2", "½-½", "1/2":
		return rules.Draw, true
	case "*":
		return rules.Ongoing, true
	}
	if !hasResultRune(w) {
		return rules.Ongoing, false
	}
	t := strings.Trim(w, "()（）[]【】。.!！")
	for _, r := range resultWords {
		if t == r.word {
			return r.result, true
		}
	}
	return rules.Ongoing, false
}

// hasResultRune: every Chinese result word ends in one of 胜勝负負和棋局,
// perhaps before closing marks.
func hasResultRune(w string) bool {
	for w != "" {
		r, n := utf8.DecodeLastRuneInString(w)
		switch r {
		case '胜', '勝', '负', '負', '和', '棋', '局':
			return true
		case ')', '）', ']', '】', '。', '.', '!', '！':
			w = w[:len(w)-n]
		default:
			return false
		}
	}
	return false
}

// narrow maps full-width ASCII forms (Ｃ２＝５, １．) and the ideographic
// space to ASCII, leaving everything else.
func narrow(s string) string {
	if !strings.ContainsFunc(s, isWide) {
		return s
	}
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\u3000':
			return ' '
		case r >= 0xFF01 && r <= 0xFF5E:
			return r - 0xFF01 + '!'
		}
		return r
	}, s)
}

func isWide(r rune) bool { return r == '\u3000' || r >= 0xFF01 && r <= 0xFF5E }

// plausibleMove tells a move word from prose: a game without tags counts
// only when its first word could be a move of some notation.
func plausibleMove(w string) bool {
	if _, _, _, _, ok := coordWord(w); ok || isPassWord(w) {
		return true
	}
	if key, ok := xqKeyOf(w); ok {
		if _, ok := parseXQPattern(key); ok {
			return true
		}
	}
	if isASCIIText(w) {
		return len(w) <= 10 && strings.ContainsAny(w, "0123456789")
	}
	return strings.ContainsAny(w, "0123456789") && strings.ContainsFunc(w, func(r rune) bool { return unicode.Is(unicode.Hangul, r) })
}
