package game

import (
	"errors"
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/browser/query"
	"github.com/elephant-chess/elephant/wasm/driver"
)

// Share is a game as a link carries it: the game's name, the start
// position when it is not the usual one, and the moves in UCI. A link
// carries the game's traditional rules, not house rules.
//
// On /play/ the link is /play/#game=xiangqi&fen=...&moves=h3e3+h10g8; the
// page opens it as the game to go on with, except over a game in progress,
// which it never replaces without asking. /analysis/ reads the same game
// from ?game=&fen= and #moves= (AnalysisURL).
type Share struct {
	Game  string   // "xiangqi", "janggi", "shatar" or "hiashatar"
	FEN   string   // "" for the game's start position
	Moves []string // UCI
}

// MaxShareBytes bounds a fragment read, as records are bounded.
const MaxShareBytes = rules.MaxRecordBytes

// ErrNoShare is returned for a fragment that carries no game at all.
var ErrNoShare = errors.New("shared link: no game in the address")

// Share returns the game played, to the last move (not the one reviewed).
func (c *Controller) Share() Share {
	if c.g == nil {
		return Share{}
	}
	v := c.g.Variant()
	s := Share{Game: v.Game.String(), Moves: c.UCIMoves()}
	if start := c.g.StartFEN(); start != v.StartFEN {
		s.FEN = start
	}
	return s
}

// Fragment writes the link's fragment (without "#"): game, fen when set,
// moves when any, separated in the moves by "+".
func (s Share) Fragment() string {
	var b strings.Builder
	b.WriteString("game=" + query.Escape(s.Game))
	if s.FEN != "" {
		b.WriteString("&fen=" + query.Escape(s.FEN))
	}
	if len(s.Moves) > 0 {
		b.WriteString("&moves=" + query.Escape(strings.Join(s.Moves, " ")))
	}
	return b.String()
}

// AnalysisURL is the /analysis/ address of the game (path, query and
// fragment); review adds review=1, which starts the game review at once.
func (s Share) AnalysisURL(review bool) string {
	q := "game=" + query.Escape(s.Game)
	if s.FEN != "" {
		q += "&fen=" + query.Escape(s.FEN)
	}
	var frag []string
	if len(s.Moves) > 0 {
		frag = append(frag, "moves="+query.Escape(strings.Join(s.Moves, " ")))
	}
	if review {
		frag = append(frag, "review=1")
	}
	u := "/analysis/?" + q
	if len(frag) > 0 {
		u += "#" + strings.Join(frag, "&")
	}
	return u
}

// ParseShare reads a fragment ("#game=...&fen=...&moves=...", the "#"
// optional) and checks it: a known game, a valid start position and every
// move legal in turn. A fragment without a game gives ErrNoShare.
func ParseShare(fragment string) (Share, error) {
	if len(fragment) > MaxShareBytes {
		return Share{}, fmt.Errorf("shared link: %d bytes, at most %d are read", len(fragment), MaxShareBytes)
	}
	q, err := query.Parse(strings.TrimPrefix(fragment, "#"))
	if err != nil {
		return Share{}, fmt.Errorf("shared link: %w", err)
	}
	if !q.Has("game") {
		return Share{}, ErrNoShare
	}
	s := Share{Game: strings.ToLower(strings.TrimSpace(q.Get("game"))), FEN: strings.TrimSpace(q.Get("fen"))}
	// "+" between moves arrives decoded as a space; commas are read too.
	s.Moves = strings.FieldsFunc(q.Get("moves"), func(r rune) bool { return r == ' ' || r == ',' || r == '+' })
	if len(s.Moves) == 0 {
		s.Moves = nil
	}
	if _, err := s.Replay(); err != nil {
		return Share{}, err
	}
	return s, nil
}

// Replay checks the game and returns its record, the moves played.
func (s Share) Replay() (*rules.Record, error) {
	g, err := rules.ParseGame(s.Game)
	if err != nil {
		return nil, fmt.Errorf("shared link: game %q: want xiangqi, janggi, shatar or hiashatar", clipShare(s.Game))
	}
	v, err := Defaults(g).Variant()
	if err != nil {
		return nil, fmt.Errorf("shared link: %w", err)
	}
	r := &rules.Record{Variant: v}
	p := v.StartPosition()
	if s.FEN != "" {
		if p, err = v.NewPosition(s.FEN); err != nil {
			return nil, fmt.Errorf("shared link: start position: %w", err)
		}
		if p.FEN() != v.StartFEN {
			r.FEN = p.FEN()
		}
	}
	if len(s.Moves) > maxSharePlies {
		return nil, fmt.Errorf("shared link: %d moves, at most %d", len(s.Moves), maxSharePlies)
	}
	for i, text := range s.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("shared link: move %d: %w", i+1, err)
		}
		p.MakeMove(m)
		r.Moves = append(r.Moves, m)
	}
	return r, nil
}

// maxSharePlies bounds the moves of a link, as the record reader does.
const maxSharePlies = 4000

func clipShare(s string) string {
	if r := []rune(s); len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}

// OpenShare starts the shared game as the current one, to go on with: its
// game and start, the human playing the side to move, as Import does.
func (c *Controller) OpenShare(s Share) error {
	rec, err := s.Replay()
	if err != nil {
		return err
	}
	return c.importRecord(rec)
}

// InProgress reports whether a game has moves and no result: what opening
// a shared game would throw away.
func (c *Controller) InProgress() bool { return c.g != nil && !c.g.Over() && c.g.Plies() > 0 }

// Finished reports whether the game has ended.
func (c *Controller) Finished() bool { return c.end() != nil }

// ImageSVG draws the position shown as a standalone SVG document with the
// board's own drawing code: board, pieces and the last move, in the
// board's orientation.
func (c *Controller) ImageSVG(style view.Style) string {
	if c.g == nil {
		return ""
	}
	return PositionSVG(c.shown(), c.flipped(), style)
}

// PositionSVG draws p as a standalone SVG document.
func PositionSVG(p *rules.Position, flipped bool, style view.Style) string {
	v := p.Variant()
	g := driver.ViewGame(v.Game)
	l := view.NewLayout(g, v.Files, v.Ranks)
	root := view.El("svg", "xmlns", "http://www.w3.org/2000/svg", "viewBox", fmt.Sprintf("0 0 %d %d", l.Width, l.Height),
		"width", fmt.Sprint(l.Width), "height", fmt.Sprint(l.Height), "font-family", view.LatinFonts)
	root.Add(view.Board(g, l, flipped))
	last := p.LastMove()
	for _, sq := range v.Squares() {
		st := view.SquareState{Name: sq.String(), File: sq.File(), Rank: sq.Rank(),
			Last: last != rules.NoMove && !last.IsPass() && (sq == last.From() || sq == last.To())}
		if pc := p.At(sq); pc != rules.Empty {
			st.Piece = v.Letter(pc)
		} else if !st.Last {
			continue
		}
		root.Add(view.SquareNode(g, l, flipped, st, style))
	}
	return `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + root.String() + "\n"
}
