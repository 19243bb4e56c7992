// Package i18n holds the play page's interface strings in English and
// Spanish, the games' own piece and side names in each, and the sentences
// that explain how a game ended. It is plain Go, tested natively.
//
// Piece names. Each game keeps its own names; the Spanish column uses the
// terms Spanish-speaking players of each game use, and the Mongolian names
// are transliterated the same way in both languages:
//
//	xiangqi  帥/將 general · 仕/士 advisor (consejero) · 相/象 elephant (elefante) ·
//	         傌/馬 horse (caballo) · 俥/車 chariot (carro) · 炮/砲 cannon (cañón) ·
//	         兵/卒 soldier (soldado)
//	janggi   장 general (초 cho / 한 han) · 사 guard (guardia) · 상 elephant ·
//	         마 horse · 차 chariot · 포 cannon · 졸/병 soldier
//	shatar   noyon (king/rey) · bers · tereg (rook/torre) · teme (camel/camello) ·
//	         mori (horse/caballo) · fu (pawn/peón)
//	hiashatar as shatar, with the queen called bers and the bodyguard
//	         "bodyguard" / "guardaespaldas"
package i18n

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// Lang is an interface language.
type Lang string

const (
	English Lang = "en"
	Spanish Lang = "es"
)

// Langs lists the languages offered, in menu order.
var Langs = []Lang{English, Spanish}

// Name is the language's own name, for the switch.
func (l Lang) Name() string {
	if l == Spanish {
		return "Español"
	}
	return "English"
}

// Pick chooses the language for a browser's navigator.language ("es-AR",
// "en-US"); anything but Spanish is English.
func Pick(navigatorLanguage string) Lang {
	return Parse(navigatorLanguage)
}

// Parse reads a saved language or a language tag; unknown means English.
func Parse(s string) Lang {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "es" || strings.HasPrefix(s, "es-") || strings.HasPrefix(s, "es_") {
		return Spanish
	}
	return English
}

// T returns the string for key, formatted with args. A key missing from
// the catalogue comes back as itself, so a gap shows instead of crashing.
func (l Lang) T(key string, args ...any) string {
	e, ok := catalog[key]
	if !ok {
		return key
	}
	s := e[0]
	if l == Spanish && e[1] != "" {
		s = e[1]
	}
	if len(args) > 0 {
		return fmt.Sprintf(s, args...)
	}
	return s
}

// Keys lists every catalogue key, for tests and the page's static texts.
func Keys() []string {
	out := make([]string, 0, len(catalog))
	for k := range catalog {
		out = append(out, k)
	}
	return out
}

// GameName is a game's name in the language.
func (l Lang) GameName(g rules.Game) string { return l.T("game." + g.String()) }

// SideName names a side of a game: red/black, cho/han, white/black.
func (l Lang) SideName(g rules.Game, c rules.Color) string {
	side := "first"
	if c == rules.Second {
		side = "second"
	}
	return l.T("side." + g.String() + "." + side)
}

// PieceName names a kind of piece in its game: "chariot 車", "tereg (rook)".
func (l Lang) PieceName(g rules.Game, k rules.Kind) string {
	family := "mongol"
	if g == rules.Xiangqi || g == rules.Janggi {
		family = g.String()
	}
	return l.T("piece." + family + "." + k.String())
}

// CheckName names a check: shatar's shak, tuk and tsod keep their
// Mongolian names; other games say check.
func (l Lang) CheckName(k rules.CheckKind) string {
	names := k.Names()
	if len(names) == 0 {
		return ""
	}
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = l.T("check." + n)
	}
	return strings.Join(out, "+")
}

// Outcome explains how a game ended, naming the rule: the rules' own
// English sentence, or its Spanish counterpart. end is the final position.
func (l Lang) Outcome(end *rules.Position, o rules.Outcome) string {
	if l == English || o.Text == "" && o.Reason == rules.ReasonNone {
		return o.Text
	}
	g := end.Variant().Game
	loser := end.SideToMove()
	if o.Result == rules.FirstWins {
		loser = rules.Second
	} else if o.Result == rules.SecondWins {
		loser = rules.First
	}
	key := "rule." + string(o.Reason)
	switch {
	case o.Reason == rules.ReasonStalemate && g == rules.Xiangqi:
		key = "rule.stalemate.x"
	case o.Counted:
		key = "rule." + string(o.Reason)
	}
	if _, ok := catalog[key]; !ok {
		key = "rule.other"
	}
	loserName, winnerName := l.SideName(g, loser), l.SideName(g, loser.Other())
	s := l.T(key, loserName, winnerName, loserName, string(o.Reason))
	if o.Counted {
		cho, han := end.JanggiScore()
		s += l.T("rule.counted", Points(cho), Points(han), winnerName)
	}
	return s
}

// Points writes a janggi point count: 72 or 73.5.
func Points(x float64) string {
	if x == float64(int(x)) {
		return fmt.Sprintf("%d", int(x))
	}
	return fmt.Sprintf("%.1f", x)
}

// Kinds lists a game's pieces in the order a legend shows them.
func Kinds(g rules.Game) []rules.Kind {
	switch g {
	case rules.Xiangqi:
		return []rules.Kind{rules.General, rules.Advisor, rules.Elephant, rules.Horse, rules.Chariot, rules.Cannon, rules.Soldier}
	case rules.Janggi:
		return []rules.Kind{rules.General, rules.Guard, rules.LongElephant, rules.Horse, rules.Chariot, rules.JanggiCannon, rules.Soldier}
	case rules.Shatar:
		return []rules.Kind{rules.King, rules.Bers, rules.Chariot, rules.Bishop, rules.Knight, rules.Pawn}
	}
	return []rules.Kind{rules.King, rules.Queen, rules.Bodyguard, rules.Chariot, rules.Bishop, rules.Knight, rules.Pawn}
}
