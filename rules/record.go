package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Game records in the PGN style that pychess-variants and Fairy-Stockfish's
// tools read: tag pairs ([Variant "Xiangqi"], [FEN ...] and [SetUp "1"] when
// the game did not start from the usual position), then numbered movetext.
//
// WriteRecord writes moves in UCI coordinates (what Fairy-Stockfish reads),
// in the game's own notation (WXF for xiangqi, Korean records as .gib files
// write them for janggi, SAN for shatar and hiashatar) or, for xiangqi, in
// ICCS coordinates ("H2-E2", ranks 0–9 from red's side, as XQ PGN files
// write them). A [Format] tag names the notation, with the values of the
// XQ PGN convention ("WXF", "ICCS"; xiangqi records also start with its
// [Game "Chinese Chess"]) and "Korean", "SAN" or "UCI" for the others.
// Package records (rules/records) reads them back, with every other
// notation, format and encoding players' files come in; this package keeps
// the reading of tags and movetext that banqi records (ParseBanqiRecord)
// use.

// MaxRecordBytes bounds the text of one record: ParseBanqiRecord reads no
// more, and the site takes no longer pasted moves or shared links. Longer
// games than anyone plays fit many times over.
const MaxRecordBytes = 256 << 10

// Tag is one PGN tag pair.
type Tag struct{ Name, Value string }

// Record is one game: its variant, start position and moves.
type Record struct {
	Tags    []Tag // every tag in order, Variant, FEN and SetUp included
	Variant *Variant
	FEN     string // the start position; "" for the variant's own
	Moves   []Move
	Result  Result // from the Result tag or the movetext's end marker
}

// Tag returns a tag's value, "" when absent.
func (r *Record) Tag(name string) string {
	for _, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value
		}
	}
	return ""
}

// SetTag replaces a tag's value or appends the tag.
func (r *Record) SetTag(name, value string) {
	for i, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// Start returns the record's start position.
func (r *Record) Start() (*Position, error) {
	if r.FEN == "" {
		return r.Variant.StartPosition(), nil
	}
	return r.Variant.NewPosition(r.FEN)
}

// Replay returns the position after every move.
func (r *Record) Replay() (*Position, error) {
	p, err := r.Start()
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if !p.IsLegal(m) {
			return nil, fmt.Errorf("move %d %q is not legal", i+1, m)
		}
		p.MakeMove(m)
	}
	return p, nil
}

// Notation chooses how WriteRecord spells moves.
type Notation uint8

const (
	NotationUCI    Notation = iota // coordinates: h2e2, b7b8j
	NotationNative                 // WXF, Korean, or SAN, by game
	NotationICCS                   // xiangqi only: H2-E2
)

// FormatName is the [Format] tag value of a notation in a game.
func FormatName(g Game, n Notation) string {
	switch {
	case n == NotationUCI:
		return "UCI"
	case n == NotationICCS:
		return "ICCS"
	case g == Xiangqi:
		return "WXF"
	case g == Janggi:
		return "Korean"
	}
	return "SAN"
}

// recordVariantNames are the Variant tag values written, as pychess-variants
// writes them (the UCI_Variant name, capitalised).
var recordVariantNames = [...]string{"Xiangqi", "Janggi", "Shatar", "Hiashatar"}

// RecordVariantName is the Variant tag value of a game.
func RecordVariantName(g Game) string {
	if int(g) < len(recordVariantNames) {
		return recordVariantNames[g]
	}
	return "Unknown"
}

// VariantForTag maps a Variant tag to a preset, in any case: the game names,
// Fairy-Stockfish's janggi rule sets and our own preset names. A plain
// "janggi" or "shatar" is Fairy-Stockfish's rule set, which is what the
// programs writing those tags play.
func VariantForTag(tag string) (*Variant, error) {
	name := strings.ToLower(strings.TrimSpace(tag))
	name = strings.ReplaceAll(name, " ", "")
	return Preset(name)
}

// WriteRecord writes r as PGN. The standard tags come first in the usual
// order, missing ones as "?"; the FEN and SetUp tags are written exactly
// when r.FEN differs from the variant's start position.
func WriteRecord(r *Record, n Notation) (string, error) {
	p, err := r.Start()
	if err != nil {
		return "", err
	}
	if n == NotationICCS && r.Variant.Game != Xiangqi {
		return "", fmt.Errorf("ICCS notation is for xiangqi, not %s", r.Variant.Game)
	}
	var b strings.Builder
	for _, t := range r.headerTags(p, n) {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", t.Name, escapeTag(t.Value))
	}
	b.WriteByte('\n')
	body, err := writeMovetext(p, r.Moves, n, r.Result)
	if err != nil {
		return "", err
	}
	b.WriteString(body)
	return b.String(), nil
}

// headerTags orders the tags: Game for xiangqi, the seven standard ones,
// Variant, FEN, SetUp, Format, then any others.
func (r *Record) headerTags(start *Position, n Notation) []Tag {
	std := []string{"Event", "Site", "Date", "Round", "White", "Black"}
	var out []Tag
	if r.Variant.Game == Xiangqi {
		// XQ PGN readers look for this tag first (xqbase's PGN convention).
		out = append(out, Tag{"Game", "Chinese Chess"})
	}
	for _, name := range std {
		v := r.Tag(name)
		if v == "" {
			v = "?"
		}
		out = append(out, Tag{name, v})
	}
	out = append(out, Tag{"Result", r.Result.String()}, Tag{"Variant", RecordVariantName(r.Variant.Game)})
	if fen := start.FEN(); fen != r.Variant.StartFEN {
		out = append(out, Tag{"FEN", fen}, Tag{"SetUp", "1"})
	}
	out = append(out, Tag{"Format", FormatName(r.Variant.Game, n)})
	skip := map[string]bool{"result": true, "variant": true, "fen": true, "setup": true, "format": true}
	for _, name := range std {
		skip[strings.ToLower(name)] = true
	}
	skip["game"] = r.Variant.Game == Xiangqi
	for _, t := range r.Tags {
		if !skip[strings.ToLower(t.Name)] && validTagName(t.Name) {
			out = append(out, t)
		}
	}
	return out
}

func escapeTag(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, `"`, `\"`)
	return strings.NewReplacer("\n", " ", "\r", " ").Replace(s)
}

// writeMovetext numbers the moves and wraps lines at 80 columns.
func writeMovetext(p *Position, moves []Move, n Notation, res Result) (string, error) {
	q := p.Clone()
	var words []string
	number := max(q.Fullmove(), 1)
	for i, m := range moves {
		if !q.IsLegal(m) {
			return "", fmt.Errorf("move %d %q is not legal", i+1, m)
		}
		switch {
		case q.SideToMove() == First:
			words = append(words, strconv.Itoa(number)+".")
		case i == 0:
			words = append(words, strconv.Itoa(number)+"...")
		}
		words = append(words, MoveText(q, m, n))
		if q.SideToMove() == Second {
			number++
		}
		q.MakeMove(m)
	}
	words = append(words, res.String())
	return WrapWords(words, 80), nil
}

// MoveText spells m, legal in p, in the chosen notation.
func MoveText(p *Position, m Move, n Notation) string {
	switch {
	case n == NotationUCI:
		return m.String()
	case n == NotationICCS && p.v.Game == Xiangqi:
		return iccs(m)
	}
	switch p.v.Game {
	case Xiangqi:
		return p.WXF(m)
	case Janggi:
		return p.Korean(m)
	default:
		return p.SAN(m)
	}
}

// WrapWords joins words with spaces into lines of at most width characters
// (a longer word gets a line of its own), ending with a line break.
func WrapWords(words []string, width int) string {
	var b strings.Builder
	col := 0
	for _, w := range words {
		l := utf8.RuneCountInString(w)
		if col > 0 && col+1+l > width {
			b.WriteByte('\n')
			col = 0
		} else if col > 0 {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(w)
		col += l
	}
	b.WriteByte('\n')
	return b.String()
}

// RecordError says where a record went wrong: its line (from 1) and, for a
// move, the move's number (plies from 1) and text.
type RecordError struct {
	Line   int
	Ply    int    // 0 when the error is not about a move
	Move   string // the move as written
	Reason string
}

func (e *RecordError) Error() string {
	if e.Ply > 0 {
		return fmt.Sprintf("line %d: move %d '%s' %s", e.Line, e.Ply, e.Move, e.Reason)
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Reason)
}

// readTags reads the tag section and returns the index of the first line
// after it. Tag lines may be preceded by blank lines and comments.
func (r *Record) readTags(lines []string) (int, error) {
	i := 0
	for ; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "%") {
			continue
		}
		if !strings.HasPrefix(t, "[") {
			break
		}
		for _, part := range splitTagLine(t) {
			tag, err := parseTag(part)
			if err != nil {
				return 0, &RecordError{Line: i + 1, Reason: err.Error()}
			}
			r.Tags = append(r.Tags, tag)
		}
	}
	return i, nil
}

// splitTagLine splits "[A "x"] [B "y"]" written on one line.
func splitTagLine(t string) []string {
	var parts []string
	inQuote, escaped, begin := false, false, 0
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case escaped:
			escaped = false
		case c == '\\' && inQuote:
			escaped = true
		case c == '"':
			inQuote = !inQuote
		case c == ']' && !inQuote:
			parts = append(parts, strings.TrimSpace(t[begin:i+1]))
			begin = i + 1
		}
	}
	if rest := strings.TrimSpace(t[begin:]); rest != "" {
		parts = append(parts, rest)
	}
	return parts
}

// parseTag reads `[Name "value"]`.
func parseTag(t string) (Tag, error) {
	if !strings.HasPrefix(t, "[") || !strings.HasSuffix(t, "]") {
		return Tag{}, fmt.Errorf("tag %s: want [Name \"value\"]", clipText(t))
	}
	inner := strings.TrimSpace(t[1 : len(t)-1])
	name, rest, ok := strings.Cut(inner, " ")
	rest = strings.TrimSpace(rest)
	if !ok || !validTagName(name) || len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return Tag{}, fmt.Errorf("tag %s: want [Name \"value\"]", clipText(t))
	}
	v := rest[1 : len(rest)-1]
	v = strings.ReplaceAll(strings.ReplaceAll(v, `\"`, `"`), `\\`, `\`)
	return Tag{name, v}, nil
}

func validTagName(s string) bool {
	if s == "" || len(s) > 40 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// clipText shortens input quoted in messages.
func clipText(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		return string([]rune(s)[:40]) + "…"
	}
	return s
}

func (r *Record) tagLine(lines []string, name string) int {
	needle := "[" + strings.ToLower(name) + " "
	for i, l := range lines {
		if strings.Contains(strings.ToLower(l), needle) {
			return i + 1
		}
	}
	return 1
}

// token is one word of movetext with the line it is on.
type token struct {
	text string
	line int
}

// movetextTokens splits movetext into words, dropping comments, variations,
// NAGs and move numbers.
func movetextTokens(lines []string, from int) ([]token, error) {
	var toks []token
	depth, braceLine := 0, 0
	inBrace := false
	for i := from; i < len(lines); i++ {
		line := lines[i]
		var word strings.Builder
		flush := func() {
			if w := word.String(); w != "" {
				toks = appendWord(toks, w, i+1)
			}
			word.Reset()
		}
		for _, c := range line {
			switch {
			case inBrace:
				inBrace = c != '}'
			case c == '{':
				flush()
				inBrace, braceLine = true, i+1
			case c == ';' && depth == 0:
				flush()
				goto nextLine
			case c == '(':
				flush()
				depth++
			case c == ')':
				flush()
				if depth == 0 {
					return nil, &RecordError{Line: i + 1, Reason: "')' without '('"}
				}
				depth--
			case depth > 0:
			case c == ' ' || c == '\t':
				flush()
			default:
				word.WriteRune(c)
			}
		}
	nextLine:
		if !inBrace {
			flush()
		}
	}
	if inBrace {
		return nil, &RecordError{Line: braceLine, Reason: "comment '{' is never closed"}
	}
	if depth > 0 {
		return nil, &RecordError{Line: len(lines), Reason: "variation '(' is never closed"}
	}
	return toks, nil
}

// appendWord adds a movetext word unless it is a NAG or a move number; a
// number glued to its move ("12.h2e2") is split off.
func appendWord(toks []token, w string, line int) []token {
	if strings.HasPrefix(w, "$") {
		return toks
	}
	if num, rest := splitMoveNumber(w); num {
		if rest == "" {
			return toks
		}
		w = rest
	}
	return append(toks, token{w, line})
}

// splitMoveNumber recognises "12." and "12..." with what follows them.
func splitMoveNumber(w string) (bool, string) {
	i := 0
	for i < len(w) && recordDigit(w[i]) {
		i++
	}
	if i == 0 || i == len(w) || w[i] != '.' {
		return false, ""
	}
	for i < len(w) && w[i] == '.' {
		i++
	}
	rest := w[i:]
	if rest != "" && recordDigit(rest[0]) { // WXF "77.4": a move, not a number
		return false, ""
	}
	return true, rest
}

func parseResult(s string) Result {
	r, _ := resultToken(strings.TrimSpace(s))
	return r
}

func resultToken(s string) (Result, bool) {
	switch s {
	case "1-0":
		return FirstWins, true
	case "0-1":
		return SecondWins, true
	case "1/2-1/2", "½-½":
		return Draw, true
	case "*":
		return Ongoing, true
	}
	return Ongoing, false
}

func (p *Position) explainRefusal(m Move) string {
	if r := p.Why(m); r != nil {
		return r.Error()
	}
	return "not a legal move here"
}

// errorReason is the readable part of a notation error.
func errorReason(err error) string {
	switch e := err.(type) {
	case *MoveError:
		return e.Reason
	case *SANError:
		return e.Reason
	}
	return err.Error()
}

func recordDigit(c byte) bool { return c >= '0' && c <= '9' }

// iccs spells a xiangqi move in ICCS coordinates: file letter and rank
// 0–9 from red's side, upper case, joined by a hyphen.
func iccs(m Move) string {
	f, t := m.From(), m.To()
	return string([]byte{byte('A' + f.File()), byte('0' + f.Rank()), '-', byte('A' + t.File()), byte('0' + t.Rank())})
}
