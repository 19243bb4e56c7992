package i18n

import (
	"strconv"

	"github.com/elephant-chess/elephant/rules"
)

// Outcome says how a game ended, naming the rule and what made it so:
// "ending.<reason>", more precisely where the facts call for it (a shatar
// mate by named pieces, stalemate that loses, the knight mate that
// Fairy-Stockfish scores for the mated side) or for one game
// (".<game>"); janggi's counting adds a sentence. An ongoing game is "".
func (l Lang) Outcome(o rules.Outcome) string {
	if !o.Over() {
		return ""
	}
	g := o.Game
	v := vals{"side": l.SideName(g, o.Side), "other": l.SideName(g, o.Side.Other()), "game": l.GameName(g),
		"limit": strconv.Itoa(o.Limit), "checks": strconv.Itoa(o.Checks),
		"mate": l.pieces(g, o.Mate), "shak": l.pieces(g, o.Shak), "check": l.CheckName(o.Mate.Check(g))}
	if o.Piece != rules.NoKind {
		v["piece"], v["the_piece"] = l.Piece(g, o.Piece), l.The(g, o.Piece)
	}
	if o.Target != rules.NoKind {
		v["target"], v["the_target"] = l.Piece(g, o.Target), l.The(g, o.Target)
	}
	base := "ending." + string(o.Reason)
	var keys []string
	switch {
	case o.Reason == rules.ReasonCheckmate && o.Result == rules.Win(o.Side):
		keys = append(keys, base+".knight")
	case o.Shak != 0:
		keys = append(keys, base+".series")
	case o.Mate != 0:
		keys = append(keys, base+".mate")
	case o.Reason == rules.ReasonStalemate && o.Result != rules.Draw:
		keys = append(keys, base+".win")
	case o.Reason == rules.ReasonPerpetualChase && o.Piece != rules.NoKind:
		keys = append(keys, base+".pieces")
	}
	s := l.say(v, append(keys, base+"."+g.String(), base)...)
	if o.Counted {
		winner := rules.First
		if o.Result == rules.SecondWins {
			winner = rules.Second
		}
		s = join(s, l.say(vals{"cho": Points(o.Points[0]), "han": Points(o.Points[1]),
			"winner": l.SideName(g, winner)}, "ending.counted"))
	}
	return s
}
