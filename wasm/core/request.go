package core

import "github.com/elephant-chess/elephant/wasm/protocol"

// Request asks the engine to search the live position: the start and every
// move, so that it sees the repetitions; for banqi the public view alone,
// never the deal.
func (g *Game) Request(id, level int, lim protocol.Limits) protocol.Request {
	if g.ref != nil {
		return protocol.NewRequest(id, g.v, g.ref.View().FEN(), nil, level, lim)
	}
	return protocol.NewRequest(id, g.v, g.start, g.UCI(), level, lim)
}
