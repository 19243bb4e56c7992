package rules

// The move notations people read, by name: each game's own (WXF, the
// Spanish and Chinese notations of xiangqi, janggi's Korean, SAN for the
// Mongolian games) and UCI coordinates for every game.
const (
	NotationNameWXF     = "wxf"
	NotationNameSpanish = "spanish"
	NotationNameChinese = "chinese"
	NotationNameKorean  = "korean"
	NotationNameSAN     = "san"
	NotationNameUCI     = "uci"
)

// notations lists each game's notations, its usual one first.
var notations = [...][]string{
	Xiangqi:   {NotationNameWXF, NotationNameSpanish, NotationNameChinese, NotationNameUCI},
	Janggi:    {NotationNameKorean, NotationNameUCI},
	Shatar:    {NotationNameSAN, NotationNameUCI},
	Hiashatar: {NotationNameSAN, NotationNameUCI},
	Banqi:     {NotationNameUCI},
}

// Notations lists the notations a move list of the game may use, the
// game's usual one first.
func (v *Variant) Notations() []string {
	if int(v.Game) < len(notations) {
		return append([]string(nil), notations[v.Game]...)
	}
	return []string{NotationNameUCI}
}

// Notate spells m, legal in p, in the notation named n (one of
// Variant.Notations; any other name gives UCI, in which a pass and a
// bikjang claim are written as words).
func (p *Position) Notate(m Move, n string) string {
	switch n {
	case NotationNameWXF:
		return p.WXF(m)
	case NotationNameSpanish:
		return p.Spanish(m)
	case NotationNameChinese:
		return p.Chinese(m)
	case NotationNameKorean:
		return p.Korean(m)
	case NotationNameSAN:
		return p.SAN(m)
	}
	switch {
	case m.IsPass():
		return "pass"
	case m.IsClaim():
		return "bikjang"
	}
	return m.String()
}

// RecordNotations lists the notations WriteRecord spells the game's moves
// in: UCI, the game's own, and ICCS coordinates for xiangqi.
func (v *Variant) RecordNotations() []Notation {
	if v.Game == Xiangqi {
		return []Notation{NotationUCI, NotationNative, NotationICCS}
	}
	return []Notation{NotationUCI, NotationNative}
}

// ParseSquarePair reads two points as a UCI move writes them ("h10e10"),
// whether or not a piece could go from one to the other: an arrow drawn
// on a board, or a move to explain a refusal of.
func (v *Variant) ParseSquarePair(s string) (from, to Square, ok bool) {
	for i := 2; i <= len(s)-2; i++ {
		a, err1 := v.ParseSquare(s[:i])
		b, err2 := v.ParseSquare(s[i:])
		if err1 == nil && err2 == nil {
			return a, b, true
		}
	}
	return NoSquare, NoSquare, false
}
