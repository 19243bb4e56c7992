package driver

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

// State returns the board as it stands: the public view only, face-down
// pieces as view.FaceDown, with the tray counting them.
func (b *Banqi) State() State {
	s := State{Flipped: b.flipped, Status: b.Status(), Error: b.Error(), Message: b.message, Thinking: b.thinking,
		Lang: b.lang, Game: rules.Banqi}
	if b.v == nil {
		return s
	}
	s.Layout = view.NewLayout(view.Banqi, b.v.Files, b.v.Ranks)
	s.Label = b.lang.T("aria.board", rules.Banqi.String())
	if b.ref == nil {
		s.Squares = b.squares(nil)
		return s
	}
	shown := b.shown()
	s.FEN = shown.FEN()
	if shown.ColorsDecided() { // no side is to move before the first flip
		s.Turn = sideLetter(shown.SideToMove())
		s.Label = b.lang.T("aria.turn", rules.Banqi.String(), b.lang.T("aria.side.banqi."+sideKey(shown.SideToMove())))
	}
	moves, _ := shown.Actions()
	if n := len(moves); n > 0 {
		s.LastMove = moves[n-1].String()
	}
	s.Ply, s.Plies = b.Plies()
	if s.Message == "" && !b.quiet {
		s.Message = b.standing(shown)
	}
	s.Squares = b.squares(shown)
	if shown.HiddenTotal() > 0 || !shown.ColorsDecided() {
		s.Layout = s.Layout.WithTray()
		s.Hidden = HiddenCounts(shown)
	}
	return s
}

// Message is the status line for a page that draws its own: what just
// happened, else the ending or whose turn it is, even with controls="none".
func (b *Banqi) Message() string {
	if b.message != "" || b.ref == nil {
		return b.message
	}
	return b.standing(b.shown())
}

// standing is the status line when nothing happened: the ending, or whose
// turn it is.
func (b *Banqi) standing(shown *rules.BanqiView) string {
	if o := shown.Outcome(); o.Over() {
		return b.lang.Outcome(o)
	}
	if b.mode == View {
		return ""
	}
	return b.turnText(shown)
}

// squares describes the 32 squares of view (nil: an empty board).
func (b *Banqi) squares(shown *rules.BanqiView) []view.SquareState {
	out := make([]view.SquareState, 0, 32)
	dests := map[rules.Square]bool{}
	var last rules.Move
	if shown != nil {
		if !b.reviewing {
			for _, m := range b.dests() {
				dests[m.To()] = true
			}
		}
		if moves, _ := shown.Actions(); len(moves) > 0 {
			last = moves[len(moves)-1]
		}
	}
	for _, sq := range b.v.Squares() {
		st := view.SquareState{Name: sq.String(), File: sq.File(), Rank: sq.Rank(), Selected: sq == b.selected,
			Dest: dests[sq], Cursor: b.keyboard && sq == b.cursor,
			Last: last != rules.NoMove && (sq == last.From() || sq == last.To())}
		if shown != nil {
			switch pc := shown.At(sq); pc {
			case rules.FaceDown:
				st.Piece = view.FaceDown
			case rules.Empty:
			default:
				st.Piece = b.v.Letter(pc)
			}
		}
		st.Label = b.lang.SquareLabel(rules.Banqi, st.Name, st.Piece)
		out = append(out, st)
	}
	return out
}

// Key handles a key press: arrows move the cursor, Enter or space acts on
// the square under it as a click does, Escape lets go.
func (b *Banqi) Key(key string) bool {
	d, arrow := arrows[key]
	pick, cancel := key == "Enter" || key == " ", key == "Escape"
	if b.ref == nil || !arrow && !pick && !cancel {
		return false
	}
	if !b.keyboard || b.cursor == rules.NoSquare {
		b.keyboard = true
		b.cursor = rules.SquareAt(0, 0)
		if b.selected != rules.NoSquare {
			b.cursor = b.selected
		}
	}
	switch {
	case pick:
		b.pick()
	case cancel:
		b.Cancel()
	default:
		l := view.NewLayout(view.Banqi, b.v.Files, b.v.Ranks)
		f, r := l.Step(b.cursor.File(), b.cursor.Rank(), d[0], d[1], b.flipped)
		b.cursor = rules.SquareAt(f, r)
		b.announce = append(b.announce, b.label(b.cursor))
	}
	return true
}

// pick is Enter on the cursor's square.
func (b *Banqi) pick() {
	sq := b.cursor
	if b.selected == sq {
		b.pressedAgain = true
		b.Release(sq, false)
		return
	}
	said := len(b.announce)
	if b.Press(sq) {
		n := len(b.dests())
		key := "aria.selected"
		if n == 1 {
			key = "aria.selected1"
		}
		b.announce = append(b.announce, b.lang.T(key, b.label(sq), n))
	} else if len(b.announce) == said && b.message != "" {
		b.announce = append(b.announce, b.message)
	}
}

func (b *Banqi) label(sq rules.Square) string {
	var l byte
	switch pc := b.ref.View().At(sq); pc {
	case rules.FaceDown:
		l = view.FaceDown
	case rules.Empty:
	default:
		l = b.v.Letter(pc)
	}
	return b.lang.SquareLabel(rules.Banqi, sq.String(), l)
}

// HiddenCounts counts a banqi view's face-down pieces by kind for the
// board's tray: red then black, each from the highest rank down.
func HiddenCounts(b *rules.BanqiView) []view.Count {
	v := b.Variant()
	var out []view.Count
	for c := rules.First; c <= rules.Second; c++ {
		for _, k := range v.BanqiOrder() {
			out = append(out, view.Count{Piece: v.Letter(rules.MakePiece(k, c)), N: b.Hidden(c, k)})
		}
	}
	return out
}
