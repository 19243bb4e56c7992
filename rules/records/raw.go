package records

import "github.com/elephant-chess/elephant/rules"

// rawGame is a game as a format reader found it, before its moves are read
// against the rules. Every reader (PGN, DhtmlXQ, XQF, GIB) produces these;
// Source.Game turns one into a Game.
type rawGame struct {
	line int         // the line it starts on (text formats), 0 otherwise
	tags []rules.Tag // as written; readers may add Variant, FEN, Result
	// game is the game the format implies: "janggi" for GIB, "xiangqi"
	// for XQF and DhtmlXQ; "" leaves it to the Variant tag and Options.
	game string
	// fen is the start position when the format gives one as a board
	// (XQF, DhtmlXQ, a GIB handicap); "" uses the FEN tag or the start.
	fen   string
	intro string // the comment before the first move
	moves []rawMove
	// body is the movetext of a PGN game not yet split into words: opening
	// a file only finds its games, and a game's words are read when it is
	// played (words). bodyLine is the line number of body[0]; plies counts
	// the moves in body.
	body     []string
	bodyLine int
	plies    int
	result   rules.Result
	// err is set when the reader itself could not read the game to the
	// end (a cut binary): the moves before it are still played.
	err *Refusal
}

// rawMove is one move as written.
type rawMove struct {
	text string // as written, for errors and for notation readers
	// move is set when the format gives coordinates (XQF, DhtmlXQ):
	// then only its legality is checked. rules.NoMove otherwise.
	move    rules.Move
	comment string // the comment after the move
	line    int
}

// words splits a PGN game's movetext into its moves, the first time the
// game is played.
func (g *rawGame) words() {
	if g.body == nil {
		return
	}
	mt := movetext{game: g}
	for k, l := range g.body {
		mt.line(l, g.bodyLine+k)
	}
	mt.finish()
	g.body = nil
}

// writtenPlies is the number of moves written: counted when the game was
// found, or its words.
func (g *rawGame) writtenPlies() int {
	if g.body != nil {
		return g.plies
	}
	return len(g.moves)
}
