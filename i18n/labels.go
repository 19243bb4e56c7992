package i18n

import (
	"strings"
	"sync"

	"github.com/elephant-chess/elephant/rules"
)

// The words boards say to screen readers, by FEN letter: upper case is the
// first player's piece.

func isFirst(letter byte) bool { return letter >= 'A' && letter <= 'Z' }

// SideWord names the side that owns a FEN letter: "red", "las rojas".
func (l Lang) SideWord(g rules.Game, letter byte) string {
	side := "second"
	if isFirst(letter) {
		side = "first"
	}
	return l.T("aria.side." + g.String() + "." + side)
}

// PieceWord names the piece a FEN letter stands for: "horse", "caballo".
func (l Lang) PieceWord(g rules.Game, letter byte) string {
	v := variants()[g]
	if v == nil || v.PieceOf(letter) == rules.Empty {
		return l.T("aria.piece.unknown")
	}
	return l.Piece(g, v.PieceOf(letter).Kind())
}

// variants holds a variant of each game, to read FEN letters.
var variants = sync.OnceValue(func() map[rules.Game]*rules.Variant {
	out := map[rules.Game]*rules.Variant{}
	for _, g := range []rules.Game{rules.Xiangqi, rules.Janggi, rules.Shatar, rules.Hiashatar} {
		if v, err := rules.NewVariant(g, rules.DefaultOptions()); err == nil {
			out[g] = v
		}
	}
	if v, err := rules.BanqiPreset("banqi"); err == nil {
		out[rules.Banqi] = v
	}
	return out
})

// PieceLabel names a piece and its owner: "red horse", "caballo de las rojas".
func (l Lang) PieceLabel(g rules.Game, letter byte) string {
	return l.T("aria.piece", l.SideWord(g, letter), l.PieceWord(g, letter))
}

// SquareLabel names a point or square and what stands on it: "red horse
// on b1", or just "e5" when it is empty (letter 0).
func (l Lang) SquareLabel(g rules.Game, name string, letter byte) string {
	if letter == 0 {
		return name
	}
	if g == rules.Banqi && letter == 'x' {
		return l.T("aria.facedown", name)
	}
	return l.T("aria.on", l.PieceLabel(g, letter), name)
}

// SpokenCheck names the checks given, for the spoken update: "check",
// "shak and tuk", "jaque".
func (l Lang) SpokenCheck(k rules.CheckKind) string {
	names := k.Names()
	if len(names) == 0 {
		return l.T("check.check")
	}
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = l.T("check." + n)
	}
	return strings.Join(out, " "+l.T("aria.and")+" ")
}

// JoinSpoken joins sentences for a live region, ending each with a full
// stop unless it already ends with a punctuation mark.
func JoinSpoken(said []string) string {
	var b strings.Builder
	prev := ""
	for _, s := range said {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if prev != "" {
			if !endsSentence(prev) {
				b.WriteByte('.')
			}
			b.WriteByte(' ')
		}
		b.WriteString(s)
		prev = s
	}
	return b.String()
}

func endsSentence(s string) bool {
	for _, p := range []string{".", "!", "?", "…"} {
		if strings.HasSuffix(s, p) {
			return true
		}
	}
	return false
}
