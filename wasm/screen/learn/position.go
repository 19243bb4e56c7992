package learn

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/driver"
)

// standing is a step's position as the page reads it: a rules.Position, or
// for banqi the student's rules.BanqiView, whose face-down squares hold
// rules.FaceDown and no identity. The runner judges the moves; the page
// only reads what stands where. Squares are named as the games write them.
type standing struct {
	v     *rules.Variant
	pos   *rules.Position
	banqi *rules.BanqiView
}

// readStanding reads a FEN of v's game: banqi's view notation for banqi.
func readStanding(v *rules.Variant, fen string) (standing, error) {
	if v.Game == rules.Banqi {
		b, err := rules.ParseBanqi(v, fen)
		return standing{v: v, banqi: b}, err
	}
	p, err := v.NewPosition(fen)
	return standing{v: v, pos: p}, err
}

// at is the piece on the named square (rules.FaceDown for a banqi piece
// not yet turned up); Empty off the board.
func (s standing) at(name string) rules.Piece {
	sq, err := s.v.ParseSquare(name)
	switch {
	case err != nil:
		return rules.Empty
	case s.banqi != nil:
		return s.banqi.At(sq)
	}
	return s.pos.At(sq)
}

// faceDownAt reports whether a banqi piece lies face down on the named square.
func (s standing) faceDownAt(name string) bool { return s.at(name) == rules.FaceDown }

// owns reports whether a face-up piece of side ("w" or "b") stands on the named square.
func (s standing) owns(side, name string) bool {
	c := rules.First
	if side == "b" {
		c = rules.Second
	}
	pc := s.at(name)
	return pc != rules.Empty && pc != rules.FaceDown && pc.Color() == c
}

// passPiece is the piece that, clicked twice, passes: the general of the
// side to move, or in banqi the piece of a chain of captures (which ends
// the turn); "" when there is none.
func (s standing) passPiece() string {
	sq := rules.NoSquare
	if s.banqi != nil {
		sq = s.banqi.Chain()
	} else {
		sq = s.pos.KingSquare(s.pos.SideToMove())
	}
	if sq == rules.NoSquare {
		return ""
	}
	return sq.String()
}

// home is where the keyboard's cursor starts when no piece is picked up:
// the pass piece, else the corner a1.
func (s standing) home() string {
	if sq := s.passPiece(); sq != "" {
		return sq
	}
	return rules.SquareAt(0, 0).String()
}

// check is the general in check, rules.NoSquare when none is (banqi has no check).
func (s standing) check() rules.Square {
	if s.pos != nil && s.pos.InCheck() {
		return s.pos.KingSquare(s.pos.SideToMove())
	}
	return rules.NoSquare
}

// after returns the FEN after move. A banqi flip (or blind capture) turns
// up a piece the view does not know: it has no position after it.
func (s standing) after(move string) (string, bool) {
	if s.banqi != nil {
		m, err := s.banqi.ParseMove(move)
		if err != nil || !s.banqi.IsLegal(m) || s.banqi.IsChance(m) {
			return "", false
		}
		b := s.banqi.Clone()
		b.MakeMove(m, rules.Empty)
		return b.FEN(), true
	}
	m, err := s.pos.ParseMove(move)
	if err != nil {
		return "", false
	}
	s.pos.MakeMove(m)
	return s.pos.FEN(), true
}

// faceDown lists the squares of a banqi view whose pieces lie face down.
func (s standing) faceDown() []string {
	if s.banqi == nil {
		return nil
	}
	var out []string
	for _, sq := range s.banqi.Variant().Squares() {
		if s.banqi.At(sq) == rules.FaceDown {
			out = append(out, sq.String())
		}
	}
	return out
}

// hidden counts banqi's face-down pieces by kind for the tray under the
// board: nil when none is face down.
func (s standing) hidden() []view.Count {
	if s.banqi == nil || s.banqi.HiddenTotal() == 0 {
		return nil
	}
	return driver.HiddenCounts(s.banqi)
}

// turnedUp lists the squares face down in before and face up in after: the
// pieces the actions between them turned up.
func turnedUp(before, after standing) []string {
	var out []string
	for _, sq := range before.faceDown() {
		if pc := after.at(sq); pc != rules.Empty && pc != rules.FaceDown {
			out = append(out, sq)
		}
	}
	return out
}
