package rules

import (
	"errors"
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
// [Game "Chinese Chess"]) and "Korean", "SAN" or "UCI" for the others. ParseRecord reads any of them, move by move, and also a bare FEN;
// lower-case ICCS without the hyphen ("h2e2") reads as ICCS only under
// [Format "ICCS"], as it is otherwise UCI. Errors name the line and the move: "line 7: move 12 'h2e2' is
// not legal: ...", where the move number counts plies from 1.

// MaxRecordBytes bounds what ParseRecord reads: longer games than anyone
// plays fit many times over.
const MaxRecordBytes = 256 << 10

// maxRecordPlies bounds the moves of one record.
const maxRecordPlies = 4000

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
	return wrap(words, 80), nil
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

func wrap(words []string, width int) string {
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

// ImportOptions say how to read a record.
type ImportOptions struct {
	// Default is the variant of a record without a Variant tag (a bare FEN
	// or movetext); nil means xiangqi.
	Default *Variant
	// Choose maps a Variant tag to a variant; nil uses VariantForTag.
	Choose func(tag string) (*Variant, error)
}

// ParseRecord reads one game: PGN tags and movetext, or a bare FEN.
// Comments ({...}, ; to the end of the line), variations in parentheses,
// NAGs ($1) and move numbers are skipped. Every move is checked as it is
// read; the first that is not legal stops the import with a *RecordError.
func ParseRecord(text string, o ImportOptions) (*Record, error) {
	if len(text) > MaxRecordBytes {
		return nil, &RecordError{Line: 1, Reason: fmt.Sprintf("the record is %d bytes; at most %d are read", len(text), MaxRecordBytes)}
	}
	if !utf8.ValidString(text) {
		return nil, &RecordError{Line: 1, Reason: "the record is not UTF-8 text"}
	}
	text = strings.TrimPrefix(text, "\ufeff")
	r := &Record{}
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	body, err := r.readTags(lines)
	if err != nil {
		return nil, err
	}
	if err := r.setVariant(o); err != nil {
		err.(*RecordError).Line = r.tagLine(lines, "Variant")
		return nil, err
	}
	start, err := r.readStart(lines, &body)
	if err != nil {
		return nil, err
	}
	if err := r.readMoves(start, lines, body); err != nil {
		return nil, err
	}
	return r, nil
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

func (r *Record) setVariant(o ImportOptions) error {
	tag := r.Tag("Variant")
	if tag == "" {
		r.Variant = o.Default
		if r.Variant == nil {
			r.Variant = MustPreset("xiangqi")
		}
		return nil
	}
	choose := o.Choose
	if choose == nil {
		choose = VariantForTag
	}
	v, err := choose(tag)
	if err != nil {
		return &RecordError{Reason: fmt.Sprintf("Variant %q: %v", clipText(tag), err)}
	}
	r.Variant = v
	return nil
}

// readStart sets up the start position: the FEN tag, or a bare FEN as the
// first line of the body (which it then consumes).
func (r *Record) readStart(lines []string, body *int) (*Position, error) {
	fen := strings.TrimSpace(r.Tag("FEN"))
	line := r.tagLine(lines, "FEN")
	if fen == "" && *body < len(lines) && looksLikeFEN(lines[*body]) {
		fen, line = strings.TrimSpace(lines[*body]), *body+1
		*body++
	}
	if fen == "" {
		return r.Variant.StartPosition(), nil
	}
	p, err := r.Variant.NewPosition(fen)
	if err != nil {
		return nil, &RecordError{Line: line, Reason: err.Error()}
	}
	if p.FEN() != r.Variant.StartFEN {
		r.FEN = p.FEN()
	}
	return p, nil
}

// looksLikeFEN: a board field of ranks separated by slashes.
func looksLikeFEN(l string) bool {
	f := strings.Fields(l)
	return len(f) > 0 && strings.Count(f[0], "/") >= 7
}

// token is one word of movetext with the line it is on.
type token struct {
	text string
	line int
}

// readMoves plays the movetext from p.
func (r *Record) readMoves(p *Position, lines []string, from int) error {
	toks, err := movetextTokens(lines, from)
	if err != nil {
		return err
	}
	r.Result = parseResult(r.Tag("Result"))
	iccsTag := strings.EqualFold(strings.TrimSpace(r.Tag("Format")), "ICCS")
	for _, t := range toks {
		if res, ok := resultToken(t.text); ok {
			r.Result = res
			break
		}
		if len(r.Moves) >= maxRecordPlies {
			return &RecordError{Line: t.line, Reason: fmt.Sprintf("more than %d moves", maxRecordPlies)}
		}
		m, err := readMove(p, t.text, iccsTag)
		if err != nil {
			return &RecordError{Line: t.line, Ply: len(r.Moves) + 1, Move: clipText(t.text), Reason: err.Error()}
		}
		p.MakeMove(m)
		r.Moves = append(r.Moves, m)
	}
	return nil
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

// readMove reads one move in UCI, ICCS or the game's notation and checks
// it; iccsTag makes xiangqi coordinates ICCS rather than UCI.
func readMove(p *Position, s string, iccsTag bool) (Move, error) {
	if p.v.Game == Xiangqi && (iccsTag || isICCS(s)) {
		return readICCS(p, s)
	}
	if m, err := p.parseUCI(strings.TrimRight(s, "+#!?")); err == nil && looksLikeMove(s) {
		if !p.IsLegal(m) {
			return NoMove, fmt.Errorf("is not legal: %s", p.explainRefusal(m))
		}
		return m, nil
	}
	var m Move
	var err error
	switch p.v.Game {
	case Xiangqi:
		m, err = p.ParseWXF(s)
		if err != nil && !isASCII(s) {
			m, err = p.ParseChinese(s)
		}
	case Janggi:
		m, err = p.ParseKorean(s)
	default:
		m, err = p.ParseSAN(s)
	}
	if err != nil {
		return NoMove, fmt.Errorf("cannot be played: %s", errorReason(err))
	}
	return m, nil
}

// looksLikeMove tells UCI moves and passes from notation that happens to
// parse as squares.
func looksLikeMove(s string) bool {
	switch strings.ToLower(s) {
	case "0000", "pass", "@@@@":
		return true
	}
	return s != "" && s[0] >= 'a' && s[0] <= 'j'
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

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func recordDigit(c byte) bool { return c >= '0' && c <= '9' }

// iccs spells a xiangqi move in ICCS coordinates: file letter and rank
// 0–9 from red's side, upper case, joined by a hyphen.
func iccs(m Move) string {
	f, t := m.From(), m.To()
	return string([]byte{byte('A' + f.File()), byte('0' + f.Rank()), '-', byte('A' + t.File()), byte('0' + t.Rank())})
}

// isICCS recognises the hyphenated form, which no other notation writes.
func isICCS(s string) bool {
	s = strings.TrimRight(s, "+#!?")
	return len(s) == 5 && s[2] == '-' && iccsSquare(s[0], s[1]) && iccsSquare(s[3], s[4])
}

func iccsSquare(file, rank byte) bool {
	file |= 0x20
	return file >= 'a' && file <= 'i' && recordDigit(rank)
}

// readICCS reads "H2-E2" or "h2e2" in ICCS coordinates and checks the move.
func readICCS(p *Position, s string) (Move, error) {
	t := strings.ReplaceAll(strings.TrimRight(s, "+#!?"), "-", "")
	if len(t) != 4 || !iccsSquare(t[0], t[1]) || !iccsSquare(t[2], t[3]) {
		return NoMove, errors.New("cannot be played: want ICCS coordinates such as H2-E2")
	}
	from := SquareAt(int(t[0]|0x20-'a'), int(t[1]-'0'))
	to := SquareAt(int(t[2]|0x20-'a'), int(t[3]-'0'))
	m := NewMove(from, to, NoKind)
	if !p.IsLegal(m) {
		return NoMove, fmt.Errorf("is not legal: %s", p.explainRefusal(m))
	}
	return m, nil
}
