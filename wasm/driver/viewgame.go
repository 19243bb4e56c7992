package driver

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

// ViewGame is the board the view draws for a game of the rules.
func ViewGame(g rules.Game) view.Game { return view.Game(g.String()) }
