package driver

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// Setup is a game as a Go page hands it to its board, typed: what the
// attributes game, variant, options, fen, moves, player, orientation,
// arrows, marks, ended, premove and lang say as text. Mode, level and
// controls stay the attributes'.
type Setup struct {
	Variant     *rules.Variant // the exact rules
	FEN         string         // the start position; "" is the variant's
	Moves       []rules.Move   // the game so far, from FEN
	Player      rules.Color    // the side whose pieces the person moves in play mode
	Orientation rules.Color    // the side at the bottom; in engine mode, the person's
	Arrows      []rules.Move   // drawn over the board: from-to pairs, legal or not
	Marks       []rules.Square // points marked
	Ended       string         // an ending the rules do not see: "", resigned, draw or timeout
	Premove     bool           // the person may move ahead while the other side is to move
	Lang        i18n.Lang      // of the board's sentences
}

// Setup gives the board a game. When s continues the game the board holds
// (the same rules, start and moves so far), only the new moves are played,
// a single one as if made on the board (animated, announced, told by an
// event), as when the moves attribute grows; any other game is loaded
// afresh, silently. A bad setup is an error and leaves the board as it was.
func (c *Controller) Setup(s Setup) error {
	lang := i18n.Parse(string(s.Lang))
	l, kept, err := c.checkSetup(s, lang)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	fresh := kept < 0
	if fresh {
		c.restart(c.attrs, lang)
		if err := c.start(s.Variant, s.start()); err != nil { // read once by checkSetup
			return fmt.Errorf("setup: %w", err)
		}
		c.loadOptions(c.attrs)
		kept = 0
	}
	c.softErrs = nil
	c.lang = lang
	c.human, c.flipped = s.Orientation, s.Orientation == rules.Second
	c.setLive(l)
	c.extend(s.Moves[kept:], !fresh)
	c.setEnded(l.ended)
	c.maybeThink()
	return nil
}

// start is the start position's FEN.
func (s Setup) start() string {
	if fen := strings.TrimSpace(s.FEN); fen != "" || s.Variant == nil {
		return fen
	}
	return s.Variant.StartFEN
}

// checkSetup checks s without touching the board, replaying its moves from
// the start position or, when s continues the board's game, from the
// board's. It returns s's live values and the moves of s the board holds
// already (-1: s is another game).
func (c *Controller) checkSetup(s Setup, lang i18n.Lang) (l live, kept int, err error) {
	v := s.Variant
	switch {
	case v == nil:
		return l, 0, errors.New("no rules (nil Variant)")
	case s.Player != rules.First && s.Player != rules.Second:
		return l, 0, fmt.Errorf("player %d: want First or Second", s.Player)
	case s.Orientation != rules.First && s.Orientation != rules.Second:
		return l, 0, fmt.Errorf("orientation %d: want First or Second", s.Orientation)
	case len(s.Moves) > MaxHistoryMoves:
		return l, 0, fmt.Errorf("%d moves, at most %d", len(s.Moves), MaxHistoryMoves)
	}
	if m, err := ParseMode(strings.TrimSpace(c.attrs.Mode)); err == nil && m == Puzzle {
		return l, 0, errors.New("a puzzle board plays the solution of its attributes")
	}
	l.players[s.Player] = true
	l.premove = s.Premove
	if l.arrows, err = checkArrows(v, s.Arrows); err != nil {
		return l, 0, err
	}
	if l.marks, err = checkMarks(v, s.Marks); err != nil {
		return l, 0, err
	}
	if l.ended, err = parseEnded(s.Ended); err != nil {
		return l, 0, err
	}
	kept = c.kept(v, s.start(), s.Moves)
	p, first := c.pos, kept
	if kept < 0 {
		if p, err = v.NewPosition(s.start()); err != nil {
			return l, 0, errors.New(lang.Error(v.Game, err))
		}
		first = 0
	} else {
		p = p.Clone()
	}
	return l, kept, replay(p, s.Moves[first:], first)
}

// kept returns how many of moves the board holds already when moves
// continue its game under the same rules from the same start; -1 when they
// are another game.
func (c *Controller) kept(v *rules.Variant, fen string, moves []rules.Move) int {
	n := len(c.moves)
	if c.pos == nil || !sameRules(c.v, v) || c.startFEN != fen || len(moves) < n || !slices.Equal(c.moves, moves[:n]) {
		return -1
	}
	return n
}

// sameRules reports whether two variants are the same rules.
func sameRules(a, b *rules.Variant) bool {
	return a == b || a != nil && b != nil && a.Game == b.Game && a.Name == b.Name && a.Options == b.Options
}

// replay plays moves on p, each checked legal; first is the number of
// moves before them in the game, to name a bad one.
func replay(p *rules.Position, moves []rules.Move, first int) error {
	for i, m := range moves {
		if !p.IsLegal(m) {
			return fmt.Errorf("move %d %s: not a legal move here", first+i+1, squares(m))
		}
		p.MakeMove(m)
	}
	return nil
}

// squares names a move by its points, whatever its bits hold.
func squares(m rules.Move) string { return m.From().String() + m.To().String() }

// checkArrows checks arrows given as moves and keeps their two points.
func checkArrows(v *rules.Variant, arrows []rules.Move) ([]rules.Move, error) {
	if len(arrows) > MaxArrows {
		return nil, fmt.Errorf("%d arrows, at most %d", len(arrows), MaxArrows)
	}
	out := make([]rules.Move, len(arrows))
	for i, m := range arrows {
		if m.From() == m.To() || !v.OnBoard(m.From()) || !v.OnBoard(m.To()) {
			return nil, fmt.Errorf("arrow %s: not two points of this board", squares(m))
		}
		out[i] = rules.NewMove(m.From(), m.To(), rules.NoKind)
	}
	return out, nil
}

// checkMarks checks the points to mark.
func checkMarks(v *rules.Variant, marks []rules.Square) (map[rules.Square]bool, error) {
	out := make(map[rules.Square]bool, len(marks))
	for _, sq := range marks {
		if !v.OnBoard(sq) {
			return nil, fmt.Errorf("mark %s: not a point of this board", sq)
		}
		out[sq] = true
	}
	return out, nil
}
