package i18n

import (
	"strconv"

	"github.com/elephant-chess/elephant/rules"
)

// Refusal says in one sentence why the rules refuse a move. The catalogue
// words each code ("refuse.<code>"), more precisely where the facts call
// for it: under a rule option ("refuse.<code>.<Option>"), in check
// (".check"), for a piece held on its own square (".start"), or in one game
// (".<game>"). A nil refusal is a move that is simply not legal.
func (l Lang) Refusal(r *rules.Refusal) string {
	if r == nil {
		r = &rules.Refusal{Code: rules.RefuseNotPseudoLegal}
	}
	g := r.Game
	v := vals{"from": r.From.String(), "to": r.To.String(), "at": r.At.String(), "n": strconv.Itoa(r.N),
		"side": l.SideName(g, r.Side), "owner": l.SideName(g, r.Side.Other()), "game": l.GameName(g)}
	if r.Piece != rules.NoKind {
		v["piece"], v["the_piece"], v["how"] = l.Piece(g, r.Piece), l.The(g, r.Piece), l.how(g, r.Piece)
	}
	if r.Other != rules.NoKind {
		v["other"], v["the_other"] = l.Piece(g, r.Other), l.The(g, r.Other)
	}
	base := "refuse." + string(r.Code)
	var keys []string
	if r.Option != "" {
		keys = append(keys, base+"."+r.Option)
	}
	if r.InCheck {
		keys = append(keys, base+".check")
	}
	if r.At != rules.NoSquare && r.At == r.From {
		keys = append(keys, base+".start")
	}
	return l.say(v, append(keys, base+"."+g.String(), base)...)
}

// how says how a kind of piece moves, for a move it cannot make: the
// game's own words ("how.<game>.<kind>", "how.<game>") or the kind's.
func (l Lang) how(g rules.Game, k rules.Kind) string {
	name := pieceKey(g, k)
	return l.say(nil, "how."+g.String()+"."+name, "how."+g.String(), "how."+name)
}

// Choice names the rule a refusal code stands for, as the answers of an
// illegal-move step offer it ("The horse's leg is blocked"); "legal" is
// the answer that the move is legal.
func (l Lang) Choice(code string) string { return l.T("choice." + code) }
