package records

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/elephant-chess/elephant/rules"
)

// WritesGIB reports whether games of v can be written as .gib: janggi's.
func WritesGIB(v *rules.Variant) bool { return v != nil && v.Game == rules.Janggi }

// WriteGIB writes a janggi game as a .gib that Korean programs open:
// headers in Korean, the set-up as 초차림 and 한차림 (a [판] board when
// the start is no standard set-up), numbered moves in the strict Korean
// form with captures and 장군, 한수쉼 for passes, {comments}, CRLF line
// ends, in CP949. Characters CP949 has but the encoder does not carry
// (Hanja, symbols) become '?'.
func WriteGIB(g *Game) ([]byte, error) {
	if !WritesGIB(g.Variant) {
		return nil, fmt.Errorf("write .gib: only janggi games, not %v", gameName(g))
	}
	start, err := g.Start()
	if err != nil {
		return nil, fmt.Errorf("write .gib: start position: %w", err)
	}
	var b strings.Builder
	for _, t := range gibHeaders(g, start) {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", t.Name, headerValue.Replace(t.Value))
	}
	b.WriteByte('\n')
	body, err := gibMovetext(g, start)
	if err != nil {
		return nil, fmt.Errorf("write .gib: %w", err)
	}
	b.WriteString(body)
	b.WriteByte('\n')
	return encodeCP949(strings.ReplaceAll(b.String(), "\n", "\r\n")), nil
}

// headerValue keeps a header on its line and its quotes closed.
var headerValue = strings.NewReplacer(`"`, "'", "\n", " ", "\r", " ")

func gameName(g *Game) string {
	if g.Variant == nil {
		return "a game without rules"
	}
	return g.Variant.Game.String()
}

// gibHeaders lists the headers in the order .gib files have them: each
// from the Korean header the game was read with, else from its PGN tag,
// else 미상; the Korean headers the order does not name follow.
func gibHeaders(g *Game, start *rules.Position) []rules.Tag {
	value := func(gib, pgn string) string {
		if v := strings.TrimSpace(g.Tag(gib)); v != "" {
			return v
		}
		if v := strings.TrimSpace(g.Tag(pgn)); v != "" && v != "?" {
			if pgn == "Date" {
				return strings.ReplaceAll(strings.TrimRight(strings.ReplaceAll(v, ".??", ""), "."), ".", "-")
			}
			return v
		}
		return gibUnknown
	}
	tags := []rules.Tag{
		{Name: "대회명", Value: value("대회명", "Event")},
		{Name: "회전", Value: value("회전", "Round")},
		{Name: "대국일자", Value: value("대국일자", "Date")},
		{Name: "대국장소", Value: value("대국장소", "Site")},
		{Name: "초대국자", Value: value("초대국자", "White")},
		{Name: "한대국자", Value: value("한대국자", "Black")},
	}
	cho, han, standard := startSetups(start)
	if standard {
		tags = append(tags, rules.Tag{Name: "초차림", Value: cho}, rules.Tag{Name: "한차림", Value: han})
	}
	tags = append(tags, rules.Tag{Name: "제한시간", Value: value("제한시간", "TimeControl")},
		rules.Tag{Name: "총수", Value: fmt.Sprint(len(g.Moves))},
		rules.Tag{Name: "대국결과", Value: gibResultHeader(g)})
	if !standard {
		tags = append(tags, rules.Tag{Name: "판", Value: gibBoard(start)})
	}
	// Headers about the record's own writing (old coordinates, set-ups,
	// the board) are not carried over: the file is written anew.
	written := map[string]bool{"기보형식": true, "초포진": true, "한포진": true, "판": true, "초차림": true, "한차림": true}
	for _, t := range tags {
		written[t.Name] = true
	}
	for _, t := range g.Tags {
		if !written[t.Name] && strings.ContainsFunc(t.Name, isHangul) {
			tags = append(tags, t)
			written[t.Name] = true
		}
	}
	return tags
}

func isHangul(r rune) bool { return unicode.Is(unicode.Hangul, r) }

// gibResultHeader keeps the game's own 대국결과 when it says the same
// result (한 시간승 says more than 한 완승) and CP949 as written carries it.
func gibResultHeader(g *Game) string {
	if own := strings.TrimSpace(g.Tag("대국결과")); own != "" && cp949Encodable(own) {
		if r, ok := gibResult(own); ok && r == g.Result || !ok && g.Result == rules.Ongoing {
			return own
		}
	}
	return gibResultText(g.Result)
}

// startSetups names each side's order of horses and elephants, as 초차림
// and 한차림 write them (from cho's left), when the start position is one
// of the sixteen set-ups with cho to move.
func startSetups(start *rules.Position) (cho, han string, ok bool) {
	names := map[byte]rune{'N': '마', 'B': '상'}
	word := func(order string) string {
		var w []rune
		for i := range order {
			w = append(w, names[order[i]])
		}
		return string(w)
	}
	fen := start.FEN()
	for c := rules.JanggiSetup(0); c < 4; c++ {
		for h := rules.JanggiSetup(0); h < 4; h++ {
			if rules.JanggiStartFEN(c, h) == fen {
				return word(c.String()), word(reverse(h.String())), true
			}
		}
	}
	return "", "", false
}

// gibBoard draws the start position as a [판] value: ranks from cho's
// back rank up, cho's pieces in Hangul and han's in Hanja, then the side
// to move.
func gibBoard(start *rules.Position) string {
	hangul := map[rules.Kind]rune{rules.General: '장', rules.Guard: '사', rules.LongElephant: '상',
		rules.Horse: '마', rules.Chariot: '차', rules.JanggiCannon: '포', rules.Soldier: '졸'}
	hanja := map[rules.Kind]rune{rules.General: '將', rules.Guard: '士', rules.LongElephant: '象',
		rules.Horse: '馬', rules.Chariot: '車', rules.JanggiCannon: '包', rules.Soldier: '兵'}
	var b strings.Builder
	for rank := 0; rank < 10; rank++ {
		if rank > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for file := 0; file < 9; file++ {
			pc := start.At(rules.SquareAt(file, rank))
			if pc == rules.Empty {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			if pc.Color() == rules.First {
				b.WriteRune(hangul[pc.Kind()])
			} else {
				b.WriteRune(hanja[pc.Kind()])
			}
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
	}
	if start.SideToMove() == rules.Second {
		return b.String() + " 한 접장기"
	}
	return b.String() + " 초 접장기"
}

// gibMovetext writes the numbered moves, six to a line, each with its comment.
func gibMovetext(g *Game, p *rules.Position) (string, error) {
	var b strings.Builder
	comment := func(i int) {
		if i < len(g.Comments) && strings.TrimSpace(g.Comments[i]) != "" {
			c := strings.NewReplacer("{", "(", "}", ")").Replace(strings.TrimSpace(g.Comments[i]))
			b.WriteString("{" + c + "}\n")
		}
	}
	comment(0)
	for i, m := range g.Moves {
		if !p.IsLegal(m) {
			return "", fmt.Errorf("move %d (%s) is not legal", i+1, m)
		}
		fmt.Fprintf(&b, "%d. %s", i+1, p.Korean(m))
		p.MakeMove(m)
		hasComment := i+1 < len(g.Comments) && strings.TrimSpace(g.Comments[i+1]) != ""
		switch {
		case hasComment:
			b.WriteByte('\n')
			comment(i + 1)
		case (i+1)%6 == 0 || i == len(g.Moves)-1:
			b.WriteByte('\n')
		default:
			b.WriteByte(' ')
		}
	}
	return b.String(), nil
}
