package records

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/elephant-chess/elephant/rules"
)

// DhtmlXQ is the text form of dpxq.com's web board (东萍象棋, "UBB code"),
// in .txt files or inside saved HTML pages. A game is a block
// [DhtmlXQ]…[/DhtmlXQ] (or [DhtmlXQiFrame]…[/DhtmlXQiFrame] in an iframe's
// name, [DhtmlXQHTML]…[/DhtmlXQHTML]) of tags [DhtmlXQ_name]value[/DhtmlXQ_name].
// Points are two digits, file x then row y: x 0–8 from red's left, y 0–9
// from black's back rank, so rank = 9-y. [DhtmlXQ_binit] holds the 32
// pieces in placementLetters order, 99 for a piece off the board (empty:
// the standard start); [DhtmlXQ_movelist] holds the main line, four digits
// a move; [DhtmlXQ_commentN] is the comment after move N (0: before the
// first move), "||" a line break; [DhtmlXQ_move_B_N_V] and
// [DhtmlXQ_commentV_N] are variations, skipped here. The first version of
// the format wrote each move with its coded notation and the entry it
// follows; a record saved from a board turned round has every point turned.

// standardBinit is the standard start in binit form: what dpxq's board
// pads a short or empty binit with.
const standardBinit = "8979695949392919097717866646260600102030405060708012720323436383"

// dhtmlxqTagNames maps DhtmlXQ tags to PGN's names; tags absent here and
// from dhtmlxqSkip keep their own name, capitalised.
var dhtmlxqTagNames = map[string]string{
	"event": "Event", "date": "Date", "place": "Site", "round": "Round",
	"red": "Red", "black": "Black", "redteam": "RedTeam", "blackteam": "BlackTeam",
	"redelo": "RedElo", "blackelo": "BlackElo", "redrating": "RedElo", "blackrating": "BlackElo",
	"timerule": "TimeControl", "remark": "Annotator", "author": "Author",
}

// dhtmlxqSkip are the tags that drive the board, its moves and dpxq's
// site rather than describe the game.
var dhtmlxqSkip = map[string]bool{
	"ver": true, "init": true, "binit": true, "movelist": true, "fen": true, "result": true, "open": true,
	"pver": true, "zoom": true, "viewurl": true, "adddate": true, "editdate": true, "hits": true,
	"sortid": true, "price": true, "hidden": true, "firstnum": true, "length": true, "generator": true,
	"refer": true, "owner": true, "oldowner": true, "livetext": true, "liveadmin": true, "viewtype": true,
	"txttype": true, "hidemove": true, "search": true, "dpxq": true,
}

// isDhtmlXQ recognises DhtmlXQ text by a tag that carries a game.
func isDhtmlXQ(text string) bool {
	for i := 0; ; {
		j := strings.IndexByte(text[i:], '[')
		if j < 0 {
			return false
		}
		rest := text[i+j:]
		for _, tag := range [...]string{"[dhtmlxq_movelist]", "[dhtmlxq_binit]"} {
			if len(rest) >= len(tag) && strings.EqualFold(rest[:len(tag)], tag) {
				return true
			}
		}
		i += j + 1
	}
}

// asciiLower lower-cases ASCII letters only, so offsets stay the same.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// readDhtmlXQ reads every DhtmlXQ game in text, in order. A page often
// shows one game twice (its UBB code and its board's iframe): a game
// whose start, moves and players repeat an earlier one is left out.
func readDhtmlXQ(text string) []rawGame {
	var games []rawGame
	seen := map[string]bool{}
	lines := &lineCounter{text: text, line: 1}
	for _, b := range dhtmlxqBlocks(text) {
		g, key, ok := readDhtmlXQBlock(text, b, lines)
		if !ok || seen[key] {
			continue
		}
		seen[key] = true
		if g.err != nil {
			g.err.Game = len(games) + 1
		}
		games = append(games, g)
	}
	return games
}

// lineCounter finds the line of offsets that only grow, counting each
// line end once however many offsets it is asked about.
type lineCounter struct {
	text      string
	pos, line int
}

func (c *lineCounter) at(pos int) int {
	if pos > c.pos {
		c.line += strings.Count(c.text[c.pos:pos], "\n")
		c.pos = pos
	}
	return c.line
}

// dhtmlxqSpan is a block's text: from its opening mark to its closing
// mark, the next opening mark, or the end.
type dhtmlxqSpan struct{ start, end int }

func dhtmlxqBlocks(text string) []dhtmlxqSpan {
	lower := asciiLower(text)
	opens := blockMarks(lower)
	if len(opens) == 0 {
		return []dhtmlxqSpan{{0, len(text)}} // bare tags, as a board's "save" writes them
	}
	spans := make([]dhtmlxqSpan, 0, len(opens))
	for i, o := range opens {
		start, end := o[1], len(text)
		if i+1 < len(opens) {
			end = opens[i+1][0]
		}
		closer := "[/dhtmlxq]"
		if o[2] >= 0 {
			closer = "[/dhtmlxq" + lower[o[2]:o[3]] + "]"
		}
		if j := strings.Index(lower[start:end], closer); j >= 0 {
			end = start + j
		}
		spans = append(spans, dhtmlxqSpan{start, end})
	}
	return spans
}

// dhtmlxqField is one tag of a block, its value cleaned.
type dhtmlxqField struct {
	name, value string
	pos         int  // offset in the text, for line numbers
	closed      bool // ended by a closing tag, not by the next tag or the block's end
}

// dhtmlxqFields reads a block's tags in order. A value runs to its own
// closing tag; a missing or misspelt one ends at the next tag.
func dhtmlxqFields(text string, b dhtmlxqSpan) []dhtmlxqField {
	block := text[b.start:b.end]
	lower := asciiLower(block)
	opens := tagMarks(lower)
	fields := make([]dhtmlxqField, 0, len(opens))
	for i, o := range opens {
		name := lower[o[2]:o[3]]
		start, end := o[1], len(block)
		if i+1 < len(opens) {
			end = opens[i+1][0]
		}
		closed := true
		if j := strings.Index(lower[start:end], "[/dhtmlxq_"+name+"]"); j >= 0 {
			end = start + j
		} else if j := strings.Index(lower[start:end], "[/dhtmlxq"); j >= 0 {
			end = start + j
		} else {
			closed = false
		}
		fields = append(fields, dhtmlxqField{name: name, value: dhtmlxqValue(block[start:end]), pos: b.start + o[0],
			closed: closed})
	}
	return fields
}

// dhtmlxqValue cleans a value as dpxq's board shows it: JavaScript escapes
// (\u4E2D, %u4E2D), HTML line breaks, tags and entities, "||" line breaks.
func dhtmlxqValue(s string) string {
	s = unescapeJS(s)
	s = stripHTML(s)
	s = unescapeHTML(s)
	s = strings.ReplaceAll(s, "||", "\n")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// readDhtmlXQBlock reads one block; ok is false when it holds no game
// (neither a start position nor a move). key identifies the game.
func readDhtmlXQBlock(text string, b dhtmlxqSpan, lines *lineCounter) (g rawGame, key string, ok bool) {
	fields := dhtmlxqFields(text, b)
	byName := map[string]dhtmlxqField{}
	for _, f := range fields {
		if _, dup := byName[f.name]; !dup {
			byName[f.name] = f
		}
	}
	binit, hasBinit := byName["binit"]
	moves, hasMoves := byName["movelist"]
	if !hasMoves {
		moves, hasMoves = byName["move_0_1_0"]
	}
	if !hasBinit && !hasMoves {
		return g, "", false
	}
	g.line = lines.at(b.start)
	g.game = "xiangqi"
	g.tags = dhtmlxqTags(fields)
	g.result = dhtmlxqResult(byName["result"].value)
	pl, err := dhtmlxqPlacement(binit.value)
	if err != nil {
		g.err = &Refusal{Line: g.line, Text: binit.value, Reason: BadSetup, Detail: "DhtmlXQ binit: " + err.Error()}
		return g, binit.value + "|" + moves.value, true
	}
	moveLine := lines.at(max(moves.pos, b.start))
	list, rest := moves.value, ""
	if !moves.closed {
		// A post cut short leaves its movelist open, text after it.
		if i := strings.IndexFunc(list, func(r rune) bool { return !isMoveListRune(r) }); i >= 0 {
			list, rest = list[:i], list[i:]
		}
	}
	g.err = dhtmlxqMoves(&g, list, moveLine)
	if g.err == nil && rest != "" {
		g.err = &Refusal{Line: moveLine, Ply: len(g.moves) + 1, Text: clip(rest), Reason: Corrupt,
			Detail: "DhtmlXQ movelist: not closed, and what follows is no move"}
	}
	if pl.turned() {
		pl.turn()
		for i := range g.moves {
			turnMove(&g.moves[i])
		}
	}
	for _, f := range fields {
		if num, ok := commentNumber(f.name); ok {
			n, err := strconv.Atoi(num)
			switch {
			case err != nil:
			case n == 0:
				g.intro = f.value
			case n <= len(g.moves):
				g.moves[n-1].comment = f.value
			}
		}
	}
	if fen := byName["fen"].value; fen != "" && !hasBinit {
		g.fen = dhtmlxqFEN(fen)
	} else if fen, err := pl.fen(dhtmlxqSide(pl, g.moves)); err != nil {
		g.err = &Refusal{Line: g.line, Text: binit.value, Reason: BadSetup, Detail: "DhtmlXQ binit: " + err.Error()}
	} else {
		g.fen = fen
	}
	key = strings.Join([]string{binit.value, moves.value, byName["red"].value, byName["black"].value}, "|")
	return g, key, true
}

// dhtmlxqPlacement reads a binit as dpxq's board does: anything not a
// digit counts as 9, and a short binit is completed from the standard start.
func dhtmlxqPlacement(binit string) (placement, error) {
	digits := []byte(binit)
	for i, c := range digits {
		if c < '0' || c > '9' {
			digits[i] = '9'
		}
	}
	if len(digits) < 64 {
		digits = append(digits, standardBinit[len(digits):]...)
	}
	if len(digits) > 64 {
		return placement{}, fmt.Errorf("%d digits where 64 are 32 pieces", len(digits))
	}
	var pl placement
	for i := range pl {
		x, y := int(digits[2*i]-'0'), int(digits[2*i+1]-'0')
		if x == 9 {
			pl[i] = offBoard
			continue
		}
		pl[i] = point(x, 9-y)
	}
	return pl, nil
}

// turned reports a record saved from a board turned round, as dpxq's
// board lets one do: each general stands in the other side's palace.
func (pl *placement) turned() bool {
	red, black := pl[4], pl[20]
	return red != offBoard && black != offBoard && red/boardFiles >= 7 && black/boardFiles <= 2
}

// turn turns the placement round: every point to its opposite.
func (pl *placement) turn() {
	for i, p := range pl {
		if p != offBoard {
			pl[i] = boardFiles*boardRanks - 1 - p
		}
	}
}

// turnMove turns a move round like the board it was written on.
func turnMove(m *rawMove) {
	last := boardFiles*boardRanks - 1
	from, to := last-xqfMovePoint(m.move.From()), last-xqfMovePoint(m.move.To())
	m.text = iccsMove(from, to)
	m.move = rules.NewMove(pointSquare(from), pointSquare(to), rules.NoKind)
}

// dhtmlxqMoves reads a movelist into g.moves; a refusal when it breaks
// off. Like dpxq's board it keeps only letters and digits; letters mean
// the first version of the format.
func dhtmlxqMoves(g *rawGame, list string, line int) *Refusal {
	list = strings.Map(func(r rune) rune {
		if r < utf8.RuneSelf && (isAlnum(byte(r))) {
			return r
		}
		return -1
	}, list)
	words := dhtmlxqWords(list)
	if words == nil {
		words = dhtmlxqV1Words(list)
	}
	for i, w := range words {
		ply := i + 1
		if ply > maxGamePlies {
			return &Refusal{Line: line, Ply: ply, Reason: TooLong, Detail: fmt.Sprintf("more than %d moves", maxGamePlies)}
		}
		if len(w) < 4 {
			return &Refusal{Line: line, Ply: ply, Text: w, Reason: Corrupt, Detail: "DhtmlXQ movelist: a move cut short"}
		}
		if len(w) > 4 {
			return &Refusal{Line: line, Ply: ply, Text: clip(w), Reason: Corrupt,
				Detail: "DhtmlXQ movelist: neither four digits a move nor the first version's entries"}
		}
		from, okFrom := dhtmlxqPoint(w[0], w[1])
		to, okTo := dhtmlxqPoint(w[2], w[3])
		if !okFrom || !okTo {
			return &Refusal{Line: line, Ply: ply, Text: w, Reason: Corrupt, Detail: "DhtmlXQ movelist: not four digits naming two points"}
		}
		g.moves = append(g.moves, rawMove{
			text: iccsMove(from, to),
			move: rules.NewMove(pointSquare(from), pointSquare(to), rules.NoKind),
			line: line,
		})
	}
	return nil
}

// isMoveListRune reports the characters a movelist is written with.
func isMoveListRune(r rune) bool {
	return r < utf8.RuneSelf && (isAlnum(byte(r)) || r == ' ' || r == '\t' || r == '\r' || r == '\n')
}

func isAlnum(c byte) bool { return asciiDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'z' }

// dhtmlxqWords splits a movelist of digits into moves, four digits each
// (the last may be cut short); nil when it holds anything but digits.
func dhtmlxqWords(list string) []string {
	words := []string{}
	for i := 0; i < len(list); i += 4 {
		w := list[i:min(i+4, len(list))]
		for j := range len(w) {
			if !asciiDigit(w[j]) {
				return nil
			}
		}
		words = append(words, w)
	}
	return words
}

// dhtmlxqV1Entry starts an entry of the first version's movelist: the
// move's four digits, then its Chinese notation coded in four letters and
// digits whose third is X, Y or Z (进, 退, 平).
func dhtmlxqV1Entries(list string) [][2]int {
	var out [][2]int
	for i := 0; i+7 <= len(list); {
		if isV1Entry(list[i : i+7]) {
			out = append(out, [2]int{i, i + 7})
			i += 7
			continue
		}
		i++
	}
	return out
}

func isV1Entry(s string) bool {
	for i := 0; i < 6; i++ {
		if !isAlnum(s[i]) {
			return false
		}
	}
	return strings.IndexByte("XYZxyz", s[6]) >= 0
}

// dhtmlxqV1Words reads the first version's movelist, whose every entry is
// the move, its coded notation and the number of the entry it follows.
// The main line is the entries that each follow the one before; the
// first that does not begins the variations.
func dhtmlxqV1Words(list string) []string {
	starts := dhtmlxqV1Entries(list)
	if len(starts) == 0 || starts[0][0] != 0 {
		return []string{list} // neither version: refused as it stands
	}
	var words []string
	for i, s := range starts {
		end := len(list)
		if i+1 < len(starts) {
			end = starts[i+1][0]
		}
		if end <= s[0]+8 {
			break // an entry without the number it follows
		}
		n, err := strconv.Atoi(list[s[0]+8 : end])
		if err != nil || n != i {
			break
		}
		words = append(words, list[s[0]:s[0]+4])
	}
	return words
}

// dhtmlxqPoint reads a point's two digits, file then row from black's side.
func dhtmlxqPoint(x, y byte) (int, bool) {
	if x < '0' || x > '8' || y < '0' || y > '9' {
		return 0, false
	}
	return point(int(x-'0'), 9-int(y-'0')), true
}

// dhtmlxqSide is the side of the first move's piece; without a move, red
// unless only black to move makes the position legal (a problem with
// black to play).
func dhtmlxqSide(pl placement, moves []rawMove) rules.Color {
	if len(moves) > 0 {
		if c, ok := pl.colorAt(point(moves[0].move.From().File(), moves[0].move.From().Rank())); ok {
			return c
		}
		return rules.First
	}
	red, err := pl.fen(rules.First)
	if err != nil || red == "" {
		return rules.First
	}
	v := rules.MustPreset("xiangqi")
	if _, err := v.NewPosition(red); err == nil {
		return rules.First
	}
	black, _ := pl.fen(rules.Second)
	if _, err := v.NewPosition(black); err == nil {
		return rules.Second
	}
	return rules.First
}

// dhtmlxqFEN reads a [DhtmlXQ_fen] tag, where red to move may be "r".
func dhtmlxqFEN(fen string) string {
	f := strings.Fields(fen)
	if len(f) > 1 && (f[1] == "r" || f[1] == "R") {
		f[1] = "w"
	}
	return strings.Join(f, " ")
}

// dhtmlxqTags turns a block's descriptive tags into PGN tags, in order.
func dhtmlxqTags(fields []dhtmlxqField) []rules.Tag {
	var tags []rules.Tag
	have := map[string]bool{}
	add := func(name, value string) {
		if value != "" && !have[name] {
			have[name] = true
			tags = append(tags, rules.Tag{Name: name, Value: value})
		}
	}
	for _, f := range fields {
		switch {
		case f.name == "result":
			if r := dhtmlxqResult(f.value); r != rules.Ongoing {
				add("Result", r.String())
			}
		case f.name == "open":
			if eco, name, ok := ecoOpening(f.value); ok {
				add("ECO", eco)
				add("Opening", name)
			} else {
				add("Opening", f.value)
			}
		case dhtmlxqSkip[f.name] || strings.HasPrefix(f.name, "comment") || strings.HasPrefix(f.name, "move") ||
			strings.HasPrefix(f.name, "diy"):
		case dhtmlxqTagNames[f.name] != "":
			add(dhtmlxqTagNames[f.name], f.value)
		default:
			add(strings.ToUpper(f.name[:1])+f.name[1:], f.value)
		}
	}
	return tags
}

// dhtmlxqResult reads a result as dpxq writes it (红胜, 黑負, 和棋, 1-0…).
func dhtmlxqResult(s string) rules.Result {
	s = strings.NewReplacer("紅", "红", "勝", "胜", "負", "负").Replace(strings.TrimSpace(s))
	if r, ok := resultWordPGN(s); ok {
		return r
	}
	switch {
	case s == "":
		return rules.Ongoing
	case strings.Contains(s, "和"):
		return rules.Draw
	case strings.Contains(s, "红胜"), strings.Contains(s, "红先胜"), strings.Contains(s, "黑负"), strings.Contains(s, "红方胜"):
		return rules.FirstWins
	case strings.Contains(s, "黑胜"), strings.Contains(s, "红负"), strings.Contains(s, "红先负"), strings.Contains(s, "黑方胜"):
		return rules.SecondWins
	}
	return rules.Ongoing
}

// resultWordPGN reads PGN's result words.
func resultWordPGN(s string) (rules.Result, bool) {
	switch s {
	case "1-0":
		return rules.FirstWins, true
	case "0-1":
		return rules.SecondWins, true
	case "1/2-1/2", "½-½":
		return rules.Draw, true
	}
	return rules.Ongoing, false
}

func asciiDigit(c byte) bool { return '0' <= c && c <= '9' }
