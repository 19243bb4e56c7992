package analysis

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
	"github.com/elephant-chess/elephant/wasm/driver"
)

// Source is what a link to /analysis/ asks for: ?game=...&fen=... in the
// query, and in the fragment either #moves=h2e2+h9g7 (UCI moves from fen,
// separated by spaces, "+" or commas) or #record=... (a whole PGN-style
// record as /play/ exports it, URI-encoded). A record brings its own
// variant and start position, so game and fen are then ignored. review=1
// in the fragment (#moves=...&review=1) starts the game review at once, as
// /play/'s Review button asks.
type Source struct {
	Game, FEN, Moves, Record string
	Review                   bool
}

// MaxMovesText bounds the moves of a link, as records are bounded.
const MaxMovesText = rules.MaxRecordBytes

// Load builds the tree a source describes; the shown position is the end
// of the loaded line, so that a link to a game shows where it stands.
func Load(s Source) (*Tree, error) {
	v, err := GameVariant(s.Game)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(s.Record) != "" {
		return Paste(s.Record, v)
	}
	t, err := NewTree(v, strings.TrimSpace(s.FEN))
	if err != nil {
		return nil, err
	}
	if len(s.Moves) > MaxMovesText {
		return nil, fmt.Errorf("moves: %d bytes, at most %d are read", len(s.Moves), MaxMovesText)
	}
	moves := strings.FieldsFunc(s.Moves, func(r rune) bool { return r == ' ' || r == '+' || r == ',' || r == '\n' || r == '\t' })
	if err := t.PlayLine(moves); err != nil {
		return nil, fmt.Errorf("moves: %w", err)
	}
	return t, nil
}

// GameVariant is the rules the site plays a game by, as a board's game
// attribute reads them ("" means xiangqi); banqi, whose pieces lie face
// down, has no analysis board.
func GameVariant(game string) (*rules.Variant, error) {
	v, err := driver.ParseRules(game, "", "")
	if err == nil && v.HiddenPieces {
		return nil, fmt.Errorf("game %q: want xiangqi, janggi, shatar or hiashatar", clip(game))
	}
	return v, err
}

// Paste reads what a person pasted: a FEN, a record in any notation
// package records reads, or bare movetext; its first game when there are
// several. A text that names no game is read in def's. The shown position
// is the end of the game, as a link to a game shows where it stands.
func Paste(text string, def *rules.Variant) (*Tree, error) {
	f, err := records.Read([]byte(text), records.Options{Default: def})
	if err != nil {
		return nil, err
	}
	g := f.Games[0]
	if g.Err != nil {
		return nil, g.Err
	}
	t, err := FromGame(g.Variant, g.FEN, g.Moves, g.Comments)
	if err != nil {
		return nil, err
	}
	for t.Forward() {
	}
	return t, nil
}

// PastedGames counts the games in a pasted text: more than one go to the
// game database instead.
func PastedGames(text string) int {
	src, err := records.Open([]byte(text), records.Options{})
	if err != nil {
		return 0
	}
	return src.Len()
}

// clip shortens text quoted in an error.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}
