// Package core is the one game every board and screen plays: a game's
// rules, its start, the moves played, the live position, the position shown
// (the review cursor), how the game ended, and the engine's request for it.
// It holds the four games played through rules.Position and banqi, whose
// referee keeps the deal and shows only its public view; both are read
// through Standing. Boards (package driver) and screens share one Game: a
// page that plays a game hands its board the same instance, and each
// follows the other's moves through Mark and Since. Plain Go.
package core

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// Who played a move, as the board's elephant-move event says it.
const (
	ByUser   = "user"   // the person on the board (click, drag, keys)
	ByEngine = "engine" // the engine's answer
	ByAPI    = "api"    // a page, through a method or the moves attribute
)

// Played is one move of a game.
type Played struct {
	Move     rules.Move
	Revealed rules.Piece // the piece a banqi flip or blind capture turned up; Empty otherwise
	Mover    rules.Color // the side that moved (banqi's first flip: the colour it gave its mover)
	By       string      // ByUser, ByEngine or ByAPI
}

// Game is one game under way. The zero value is not usable: see New,
// Deal and Resume.
type Game struct {
	v      *rules.Variant
	start  string          // the start position's FEN
	pos    *rules.Position // the live position; nil for banqi
	ref    *rules.Referee  // banqi: the deal and the live view
	played []Played        // the moves from the start
	cursor int             // the moves shown; -1 follows the live position
	end    *Ending         // an ending the players decided
	gen    int             // counts the changes other than a move played (Mark)
	judged *judgement      // the rules' verdict on the live position, kept until it changes
}

// judgement is the outcome of the live position at one mark.
type judgement struct {
	at      Mark
	outcome rules.Outcome
}

// New starts a game of v from fen ("" for the variant's start). Banqi's
// face-down pieces are dealt at random.
func New(v *rules.Variant, fen string) (*Game, error) {
	if v == nil {
		return nil, errors.New("no rules (nil Variant)")
	}
	if fen = strings.TrimSpace(fen); fen == "" {
		fen = v.StartFEN
	}
	if v.HiddenPieces {
		view, err := rules.ParseBanqi(v, fen)
		if err != nil {
			return nil, err
		}
		ref, err := rules.NewRefereeAt(view, randomDeal(view, rand.Uint64()))
		if err != nil {
			return nil, err
		}
		return fromReferee(ref), nil
	}
	pos, err := v.NewPosition(fen)
	if err != nil {
		return nil, err
	}
	return &Game{v: v, start: fen, pos: pos, cursor: -1}, nil
}

// Deal starts a banqi game from its variant's start, dealt from seed.
func Deal(v *rules.Variant, seed uint64) (*Game, error) {
	ref, err := rules.NewReferee(v, seed)
	if err != nil {
		return nil, err
	}
	return fromReferee(ref), nil
}

// Resume continues a saved banqi game: its deal and its actions, replayed.
func Resume(rec *rules.BanqiRecord) (*Game, error) {
	ref, err := rec.Replay()
	if err != nil {
		return nil, err
	}
	return fromReferee(ref), nil
}

func fromReferee(ref *rules.Referee) *Game {
	g := &Game{v: ref.Variant(), start: ref.StartFEN(), ref: ref, cursor: -1}
	view := ref.View()
	moves, revealed := view.Actions()
	for view.Ply() > 0 {
		view.UnmakeMove()
	}
	for i, m := range moves {
		g.played = append(g.played, Played{Move: m, Revealed: revealed[i], Mover: banqiMover(view, m, revealed[i]), By: ByAPI})
		view.MakeMove(m, revealed[i])
	}
	return g
}

// banqiMover is the colour of the side making action m from view: the
// side to move, or for the flip that decides the colours, the colour the
// revealed piece gives its mover.
func banqiMover(view *rules.BanqiView, m rules.Move, revealed rules.Piece) rules.Color {
	if view.ColorsDecided() || revealed == rules.Empty {
		return view.SideToMove()
	}
	return revealed.Color()
}

// randomDeal lays the view's hidden pieces on its face-down squares in an
// order drawn from seed.
func randomDeal(view *rules.BanqiView, seed uint64) rules.BanqiDeal {
	var pool []rules.Piece
	for c := rules.First; c <= rules.Second; c++ {
		for _, k := range view.Variant().BanqiOrder() {
			for range view.Hidden(c, k) {
				pool = append(pool, rules.MakePiece(k, c))
			}
		}
	}
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	var d rules.BanqiDeal
	i := 0
	for rank := range 4 {
		for file := range 8 {
			if s := rules.SquareAt(file, rank); view.At(s) == rules.FaceDown {
				d[rank*8+file] = pool[i]
				i++
			}
		}
	}
	return d
}

// Variant is the game's rules.
func (g *Game) Variant() *rules.Variant { return g.v }

// StartFEN is the position the game started from.
func (g *Game) StartFEN() string { return g.start }

// Plies is the number of moves played.
func (g *Game) Plies() int { return len(g.played) }

// Moves lists the moves played.
func (g *Game) Moves() []rules.Move {
	out := make([]rules.Move, len(g.played))
	for i, p := range g.played {
		out[i] = p.Move
	}
	return out
}

// UCI lists the moves played in UCI form.
func (g *Game) UCI() []string {
	out := make([]string, len(g.played))
	for i, p := range g.played {
		out[i] = p.Move.String()
	}
	return out
}

// Played returns the i-th move played, from 0.
func (g *Game) Played(i int) Played { return g.played[i] }

// Live is the position after every move. For the games played through
// rules.Position it is the game's own: read it, never change it.
func (g *Game) Live() Standing {
	if g.ref != nil {
		return g.ref.View()
	}
	return g.pos
}

// Position is the live position of a game played through rules.Position
// (read it, never change it); nil for banqi.
func (g *Game) Position() *rules.Position { return g.pos }

// Record is a banqi game so far, deal included: for saving, never for
// showing. Nil for the other games.
func (g *Game) Record() *rules.BanqiRecord {
	if g.ref == nil {
		return nil
	}
	return g.ref.Record()
}

// At returns a copy of the position after the first ply moves.
func (g *Game) At(ply int) Standing {
	s := Clone(g.Live())
	for n := len(g.played); n > max(ply, 0); n-- {
		switch s := s.(type) {
		case *rules.Position:
			s.UnmakeMove()
		case *rules.BanqiView:
			s.UnmakeMove()
		}
	}
	return s
}

// Cursor is the number of moves the position shown follows.
func (g *Game) Cursor() int {
	if g.cursor < 0 {
		return len(g.played)
	}
	return g.cursor
}

// Reviewing reports whether an earlier position than the live one is shown.
func (g *Game) Reviewing() bool { return g.cursor >= 0 }

// Review shows the position after ply moves; a ply below zero or at the
// end of the game follows the live position again.
func (g *Game) Review(ply int) {
	if ply < 0 || ply >= len(g.played) {
		ply = -1
	}
	if ply != g.cursor {
		g.cursor = ply
		g.gen++
	}
}

// Step moves the cursor by delta moves, not before the start.
func (g *Game) Step(delta int) { g.Review(max(g.Cursor()+delta, 0)) }

// Shown is the position shown: the live one, or a copy of the one reviewed.
func (g *Game) Shown() Standing {
	if g.cursor < 0 {
		return g.Live()
	}
	return g.At(g.cursor)
}

// Play plays m for the side to move at the live position (the cursor stays
// where it is); by says who played it. An illegal move, or a move after
// the end, is an error and changes nothing.
func (g *Game) Play(m rules.Move, by string) error {
	if g.Over() {
		return errors.New("the game is over")
	}
	p := Played{Move: m, By: by}
	if g.ref != nil {
		before := g.ref.View()
		revealed, err := g.ref.Play(m)
		if err != nil {
			return err
		}
		p.Revealed, p.Mover = revealed, banqiMover(before, m, revealed)
	} else {
		if !g.pos.IsLegal(m) {
			return fmt.Errorf("%s is not a legal move here", m)
		}
		p.Mover = g.pos.SideToMove()
		g.pos.MakeMove(m)
	}
	g.played = append(g.played, p)
	return nil
}

// PlayUCI reads a move in UCI form at the live position and plays it.
func (g *Game) PlayUCI(uci, by string) error {
	m, err := g.Live().ParseMove(strings.TrimSpace(uci))
	if err != nil {
		return err
	}
	return g.Play(m, by)
}

// Undo takes back the last move; false when there is none.
func (g *Game) Undo() bool {
	if len(g.played) == 0 {
		return false
	}
	if g.ref != nil {
		g.ref.Undo()
	} else {
		g.pos.UnmakeMove()
	}
	g.played = g.played[:len(g.played)-1]
	if g.cursor >= len(g.played) {
		g.cursor = -1
	}
	g.gen++
	return true
}

// Restart takes every move back.
func (g *Game) Restart() {
	for g.Undo() {
	}
	g.gen++
}

// Copy returns a game of its own with the same rules, start, deal and
// moves: what the copy plays leaves g as it is.
func (g *Game) Copy() (*Game, error) {
	c := *g
	c.played = append([]Played(nil), g.played...)
	c.judged = nil
	if g.ref != nil {
		ref, err := g.ref.Record().Replay()
		if err != nil {
			return nil, err
		}
		c.ref = ref
	} else {
		c.pos = g.pos.Clone()
	}
	if g.end != nil {
		e := *g.end
		c.end = &e
	}
	return &c, nil
}

// FirstMover is the side that moves first from the start: in banqi, whose
// colours the first flip decides, known once it is made.
func (g *Game) FirstMover() (rules.Color, bool) {
	start := g.At(0)
	if ColorsDecided(start) {
		return start.SideToMove(), true
	}
	if len(g.played) > 0 {
		return g.played[0].Mover, true
	}
	return rules.First, false
}

// TakeBack takes back the last move, then more until mine says the side
// to move is the person's again: the engine's reply and the person's move
// before it. False when there was nothing to take back.
func (g *Game) TakeBack(mine func(Standing) bool) bool {
	if !g.Undo() {
		return false
	}
	for len(g.played) > 0 && !mine(g.Live()) {
		g.Undo()
	}
	return true
}
