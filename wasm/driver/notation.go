package driver

import (
	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// MoveText spells m, legal in p, in the game's usual notation for a page
// in language l (DefaultNotation), as that language writes it (Notate).
func MoveText(p *rules.Position, m rules.Move, l i18n.Lang) string {
	return Notate(p, m, DefaultNotation(p.Variant(), l), l)
}

// Notate spells m, legal in p, in the notation named n as a page in
// language l writes it: Chinese notation in simplified characters on a
// page in simplified Chinese (车二进一), in traditional ones elsewhere
// (俥二進一), as each community writes.
func Notate(p *rules.Position, m rules.Move, n string, l i18n.Lang) string {
	if n == rules.NotationNameChinese && l == i18n.ChineseSimplified {
		return p.ChineseSimplified(m)
	}
	return p.Notate(m, n)
}

// langNotations are the notations of a language's own players: a game
// that has one writes its moves in it on a page in that language.
var langNotations = map[i18n.Lang]string{
	i18n.Spanish:            rules.NotationNameSpanish,
	i18n.ChineseSimplified:  rules.NotationNameChinese,
	i18n.ChineseTraditional: rules.NotationNameChinese,
	i18n.Korean:             rules.NotationNameKorean,
}

// DefaultNotation is the notation of v's move lists on a page in language
// l: the language's own when the game has it (xiangqi's Spanish and
// Chinese notations, janggi's Korean), else the game's usual one.
func DefaultNotation(v *rules.Variant, l i18n.Lang) string {
	list := v.Notations()
	for _, n := range list {
		if n == langNotations[l] {
			return n
		}
	}
	return list[0]
}

// NotationName is how a notation's menu entry reads, in every language:
// each notation under its own name.
func NotationName(n string) string {
	return map[string]string{"wxf": "WXF", "spanish": "Español", "chinese": "中文", "korean": "한국어", "san": "SAN",
		"uci": "UCI"}[n]
}
