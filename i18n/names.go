package i18n

import (
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

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

// mongolian reports whether g is one of the Mongolian games, which call
// the chariot a rook and keep Mongolian names for their pieces.
func mongolian(g rules.Game) bool { return g == rules.Shatar || g == rules.Hiashatar }

// pieceKey is the catalogue name of kind k in game g: the kind's own name,
// but "rook" for the Mongolian games' chariot.
func pieceKey(g rules.Game, k rules.Kind) string {
	if k == rules.Chariot && mongolian(g) {
		return "rook"
	}
	return k.String()
}

// Piece names a kind of piece plainly, as sentences use it: "horse",
// "caballo"; the Mongolian games' chariot is a rook.
func (l Lang) Piece(g rules.Game, k rules.Kind) string { return l.T("piece." + pieceKey(g, k)) }

// The names a kind of piece with its article: "the horse", "la torre". A
// language sets "the" (the article before a name) and, where a name takes
// another article, "the.<name>".
func (l Lang) The(g rules.Game, k rules.Kind) string {
	if key := "the." + pieceKey(g, k); l.has(key) {
		return l.T(key)
	}
	return l.say(vals{"piece": l.Piece(g, k)}, "the")
}

// native are the pieces' names in their own games, which no language
// translates: the characters of xiangqi (red/black) and janggi, the
// Mongolian names of shatar and hiashatar.
var native = map[rules.Game]map[rules.Kind]string{
	rules.Xiangqi: {rules.General: "帥/將", rules.Advisor: "仕/士", rules.Elephant: "相/象", rules.Horse: "傌/馬",
		rules.Chariot: "俥/車", rules.Cannon: "炮/砲", rules.Soldier: "兵/卒"},
	rules.Janggi: {rules.General: "장", rules.Guard: "사", rules.LongElephant: "상", rules.Horse: "마",
		rules.Chariot: "차", rules.JanggiCannon: "포", rules.Soldier: "졸/병"},
	rules.Shatar: {rules.King: "noyon", rules.Bers: "bers", rules.Chariot: "tereg", rules.Bishop: "teme",
		rules.Knight: "mori", rules.Pawn: "fu"},
	rules.Hiashatar: {rules.King: "noyon", rules.Queen: "bers", rules.Chariot: "tereg", rules.Bishop: "teme",
		rules.Knight: "mori", rules.Pawn: "fu"},
}

// PieceName names a kind of piece for a legend, with its own game's name:
// "chariot 俥/車", "tereg (rook)", "bers".
func (l Lang) PieceName(g rules.Game, k rules.Kind) string {
	if g == rules.Banqi { // xiangqi's pieces
		g = rules.Xiangqi
	}
	name, own := l.Piece(g, k), native[g][k]
	switch {
	case own == "" || own == name:
		return name
	case mongolian(g):
		return l.say(vals{"piece": name, "native": own}, "legend.mongol")
	}
	return l.say(vals{"piece": name, "native": own}, "legend")
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

// pieces names a set of kinds plainly: "rook", "bishop and pawn".
func (l Lang) pieces(g rules.Game, s rules.KindSet) string {
	var names []string
	for _, k := range s.Kinds() {
		names = append(names, l.Piece(g, k))
	}
	return l.list(names)
}

// list joins names as the language lists them: "a, b and c", "a、b和c".
func (l Lang) list(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	last := len(names) - 1
	and := " " + l.T("list.and") + " "
	if l.chinese() {
		and = l.T("list.and")
	}
	return l.Series(names[:last]) + and + names[last]
}

// Series joins items with the language's list comma: "a, b", "a、b".
func (l Lang) Series(items []string) string {
	if l.chinese() {
		return strings.Join(items, "、")
	}
	return strings.Join(items, ", ")
}

// chinese reports whether l is written in Chinese, which lists with 、 and
// puts no spaces between words.
func (l Lang) chinese() bool { return l == ChineseSimplified || l == ChineseTraditional }

// CheckName names a check: shatar's shak, tuk and tsod keep their
// Mongolian names; other games say check.
func (l Lang) CheckName(k rules.CheckKind) string {
	names := k.Names()
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = l.T("check." + n)
	}
	return strings.Join(out, "+")
}

// Points writes a janggi point count: 72 or 73.5.
func Points(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
