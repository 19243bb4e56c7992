package records

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/elephant-chess/elephant/rules"
)

// play reads game i's moves against the rules. A janggi or shatar game
// that the chosen rules stop (a pass they forbid, play on after bikjang
// or two passes) is read again under the most permissive rules of its
// game, and RulesNote says so.
func (s *Source) play(i int) *Game {
	raw := &s.games[i]
	raw.words()
	g := &Game{Index: i + 1, Line: raw.line, Tags: raw.tags, Result: raw.result}
	if g.Result == rules.Ongoing {
		g.Result = tagResult(tagValue(raw.tags, "Result"))
	}
	v, err := s.variantOf(raw)
	if err != nil {
		g.Variant = rules.MustPreset("xiangqi")
		g.Comments = []string{raw.intro}
		g.Err = &Refusal{Game: g.Index, Line: raw.line, Text: tagValue(raw.tags, "Variant"), Reason: BadSetup, Detail: err.Error()}
		return g
	}
	best := s.replay(v, raw, g.Index)
	if best.err != nil && best.err.Ply > 0 {
		for _, alt := range permissive(v) {
			r := s.replay(alt, raw, g.Index)
			if r.err == nil || r.err.Ply > best.err.Ply {
				g.RulesNote = fmt.Sprintf("read under %s: under %s, %s",
					alt.Name, v.Name, strings.TrimPrefix(best.err.Error(), fmt.Sprintf("game %d: ", g.Index)))
				best = r
			}
			if r.err == nil {
				break
			}
		}
	}
	g.Variant, g.FEN, g.Moves, g.Comments, g.Err = best.variant, best.fen, best.moves, best.comments, best.err
	return g
}

// replayed is one reading of a game under one rule set.
type replayed struct {
	variant  *rules.Variant
	fen      string
	moves    []rules.Move
	comments []string
	err      *Refusal
}

// replay plays a game's words under v. Coordinates that could be UCI or
// ICCS are read both ways, and the reading that gets further wins.
func (s *Source) replay(v *rules.Variant, raw *rawGame, index int) replayed {
	sys := coordUnknown
	if v.Game == rules.Xiangqi {
		sys = gameCoordSystem(raw.moves)
		if strings.EqualFold(strings.TrimSpace(tagValue(raw.tags, "Format")), "ICCS") {
			sys = coordICCS
		}
	}
	if sys != coordUnknown || v.Game != rules.Xiangqi {
		return replayWith(v, raw, index, sys)
	}
	uci := replayWith(v, raw, index, coordUCI)
	if uci.err == nil {
		return uci
	}
	if iccs := replayWith(v, raw, index, coordICCS); iccs.err == nil || iccs.err.Ply > uci.err.Ply {
		return iccs
	}
	return uci
}

// replayWith plays a game's words under v, coordinates read in sys.
func replayWith(v *rules.Variant, raw *rawGame, index int, sys coordSystem) replayed {
	r := replayed{variant: v, comments: []string{raw.intro}}
	fen := raw.fen
	if fen == "" {
		fen = strings.TrimSpace(tagValue(raw.tags, "FEN"))
	}
	p := v.StartPosition()
	if fen != "" {
		var err error
		if p, err = v.NewPosition(fen); err != nil {
			r.err = &Refusal{Game: index, Line: raw.line, Text: clip(fen), Reason: BadSetup, Detail: err.Error()}
			return r
		}
		if p.FEN() != v.StartFEN {
			r.fen = p.FEN()
		}
	}
	rd := wordReader{p: p, sys: sys, format: strings.ToLower(strings.TrimSpace(tagValue(raw.tags, "Format")))}
	for i, w := range raw.moves {
		if i >= maxGamePlies {
			r.err = &Refusal{Game: index, Line: w.line, Ply: i + 1, Text: clip(w.text), Reason: TooLong,
				Detail: fmt.Sprintf("more than %d moves", maxGamePlies)}
			return r
		}
		m, err := rd.read(w)
		if err != nil {
			r.err = refusalOf(err, index, i+1, w)
			return r
		}
		p.MakeMove(m)
		r.moves = append(r.moves, m)
		r.comments = append(r.comments, w.comment)
	}
	r.err = raw.err
	return r
}

// refusalOf turns a reader's error into a Refusal at ply.
func refusalOf(err error, index, ply int, w rawMove) *Refusal {
	ref := &Refusal{Game: index, Line: w.line, Ply: ply, Text: clip(w.text), Reason: Unreadable, Detail: err.Error()}
	var me *moveError
	if errors.As(err, &me) {
		ref.Reason, ref.Detail, ref.Rule = me.reason, me.detail, me.rule
	}
	return ref
}

// wordReader reads the words of one game in turn.
type wordReader struct {
	p      *rules.Position
	sys    coordSystem
	format string // the Format tag, lower case: "wxf", "spanish", "san"...
	ml     rules.MoveList
}

// read turns one word into the legal move it names.
func (rd *wordReader) read(w rawMove) (rules.Move, error) {
	p := rd.p
	if w.move != rules.NoMove {
		if !p.IsLegal(w.move) {
			return rules.NoMove, illegal(p, w.move)
		}
		return w.move, nil
	}
	if p.GenerateLegal(&rd.ml); rd.ml.Len() == 0 {
		return rules.NoMove, refuse(Illegal, "the game is over, %s has no legal move (%s)", p.Variant().SideName(p.SideToMove()), p.Outcome().Reason)
	}
	text := strings.TrimSpace(w.text)
	if isPassWord(text) {
		return passMove(p)
	}
	if isClaimWord(text) {
		return claimMove(p)
	}
	if rd.format != "spanish" { // C2h5 is a Spanish move, not c2–h5
		if m, ok, err := readCoordMove(p, text, rd.sys); ok {
			return m, err
		}
	}
	switch p.Variant().Game {
	case rules.Xiangqi:
		m, ok, sanErr := readSAN(p, &rd.ml, text, rd.sys)
		isSAN := ok && sanErr == nil
		if sm, err := p.ParseSpanish(text); isASCIIText(text) && err == nil {
			switch {
			case rd.format == "spanish" || !isSAN || sm == m:
				return sm, nil
			case rd.format != "san":
				return rules.NoMove, refuse(Ambiguous, "reads as algebraic %s and as the Spanish notation's %s", m, sm)
			}
		}
		if isSAN {
			return m, nil
		}
		m, err := readXiangqiNotation(p, &rd.ml, text)
		var me *moveError
		if err != nil && ok && errors.As(err, &me) && me.reason == Unreadable {
			return rules.NoMove, sanErr // algebraic, and ambiguous or illegal as such
		}
		return m, err
	case rules.Janggi:
		if isASCIIText(text) && !startsWithDigit(text) {
			if m, ok, err := readSAN(p, &rd.ml, text, rd.sys); ok {
				return m, err
			}
		}
		return parseKoreanMove(p, text)
	default:
		m, err := p.ParseSAN(text)
		if err != nil {
			return rules.NoMove, refuse(Unreadable, "%s", strictReason(err))
		}
		return m, nil
	}
}

func startsWithDigit(s string) bool { return s != "" && isDigit(s[0]) }

// variantOf chooses the rules a game is read under: the caller's, the
// Variant tag's, the format's game, the game its words are written for.
func (s *Source) variantOf(raw *rawGame) (*rules.Variant, error) {
	if s.opts.Variant != nil {
		return s.opts.Variant, nil
	}
	if tag := strings.TrimSpace(tagValue(raw.tags, "Variant")); tag != "" {
		v, err := rules.VariantForTag(tag)
		if err != nil {
			return nil, fmt.Errorf("Variant %q: %w", clip(tag), err)
		}
		return v, nil
	}
	game := raw.game
	if game == "" {
		game = sniffGame(raw)
	}
	if game == "" && s.opts.Default != nil {
		return s.opts.Default, nil
	}
	return rules.Preset(defaultPreset(game))
}

// defaultPreset names the rules a game's records are first read under: the
// traditional rules the site plays by default.
func defaultPreset(game string) string {
	switch game {
	case "janggi":
		return "janggi-traditional"
	case "shatar":
		return "shatar-traditional"
	case "":
		return "xiangqi"
	}
	return game
}

// sniffGame tells the game of a record with no Variant tag from its Game
// tag, its FEN's board and its words: Hangul is janggi, Chinese characters
// and [Game "Chinese Chess"] xiangqi; "" when nothing tells.
func sniffGame(raw *rawGame) string {
	switch strings.ToLower(strings.TrimSpace(tagValue(raw.tags, "Game"))) {
	case "janggi", "korean chess", "changgi":
		return "janggi"
	case "shatar":
		return "shatar"
	case "hiashatar":
		return "hiashatar"
	case "chinese chess", "xiangqi":
		return "xiangqi"
	}
	fen := raw.fen
	if fen == "" {
		fen = tagValue(raw.tags, "FEN")
	}
	if board, _, _ := strings.Cut(strings.TrimSpace(fen), " "); board != "" {
		switch ranks := strings.Count(board, "/") + 1; {
		case ranks == 8:
			return "shatar"
		case ranks == 10 && strings.ContainsAny(board, "gG"):
			return "hiashatar"
		}
	}
	for _, m := range raw.moves[:min(len(raw.moves), 8)] {
		switch {
		case strings.ContainsFunc(m.text, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }):
			return "janggi"
		case strings.ContainsFunc(m.text, func(r rune) bool { _, ok := rules.ChineseKey(r); return ok && r >= 0x80 }):
			return "xiangqi"
		}
	}
	return ""
}

// permissive lists the rules a game is read under when its chosen rules
// stop it: for janggi, passes at any time, the cannon's first move, play
// on through bikjang and two passes, then the same with bikjang claims;
// for shatar, Fairy-Stockfish's free opening and knight mates.
func permissive(v *rules.Variant) []*rules.Variant {
	o := v.Options
	var out []*rules.Variant
	add := func(name string) {
		if alt, err := rules.NewVariant(v.Game, o); err == nil {
			alt.Name = name
			out = append(out, alt)
		}
	}
	switch v.Game {
	case rules.Janggi:
		o.Janggi = rules.JanggiOptions{Pass: rules.PassAnyTime, CannonFirstMove: true, Bikjang: rules.BikjangOff,
			DoublePassPlaysOn: true}
		add("janggi, passes at any time, play on through bikjang and two passes")
		o.Janggi.Bikjang, o.Janggi.BikjangClaim = rules.BikjangBreak, true
		add("janggi, passes at any time, bikjang claims, play on through two passes")
	case rules.Shatar:
		if fsf, err := rules.Preset("shatar"); err == nil && fsf.Options != v.Options {
			out = append(out, fsf)
		}
	}
	return out
}

// tagResult reads a Result tag.
func tagResult(s string) rules.Result {
	r, _ := resultWord(strings.TrimSpace(s))
	return r
}

// clip shortens text quoted in a refusal.
func clip(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	n := max
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
