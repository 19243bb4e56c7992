package learn

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
)

// A step's position as the page reads it is a core.Standing: a
// rules.Position, or for banqi the student's rules.BanqiView, whose
// face-down squares hold rules.FaceDown and no identity. The runner judges
// the moves; the page only reads what stands where. These helpers name
// squares as the games write them ("e10").

// at is the piece on the named square (rules.FaceDown for a banqi piece
// not yet turned up); Empty off the board.
func at(s core.Standing, name string) rules.Piece {
	sq, err := s.Variant().ParseSquare(name)
	if err != nil {
		return rules.Empty
	}
	return s.At(sq)
}

// owns reports whether a face-up piece of side ("w" or "b") stands on the named square.
func owns(s core.Standing, side, name string) bool {
	sq, err := s.Variant().ParseSquare(name)
	c := rules.First
	if side == "b" {
		c = rules.Second
	}
	return err == nil && core.Owns(s, c, sq)
}

// passPiece is the point whose piece, clicked twice, passes (the general;
// banqi's piece of a chain of captures, which ends the turn); "" for none.
func passPiece(s core.Standing) string {
	if sq := core.PassPoint(s); sq != rules.NoSquare {
		return sq.String()
	}
	return ""
}

// home is where the keyboard's cursor starts when no piece is picked up:
// the pass piece, else the corner a1.
func home(s core.Standing) string {
	if sq := passPiece(s); sq != "" {
		return sq
	}
	return rules.SquareAt(0, 0).String()
}

// after returns the FEN after move. A banqi flip (or blind capture) turns
// up a piece the view does not know: it has no position after it.
func after(s core.Standing, move string) (string, bool) {
	m, err := s.ParseMove(move)
	if err != nil || !s.IsLegal(m) {
		return "", false
	}
	next, ok := core.After(s, m)
	if !ok {
		return "", false
	}
	return next.FEN(), true
}

// faceDown lists the squares whose pieces lie face down.
func faceDown(s core.Standing) []string {
	var out []string
	for _, sq := range s.Variant().Squares() {
		if s.At(sq) == rules.FaceDown {
			out = append(out, sq.String())
		}
	}
	return out
}

// turnedUp lists the squares face down in before and face up in after: the
// pieces the actions between them turned up.
func turnedUp(before, after core.Standing) []string {
	var out []string
	for _, sq := range faceDown(before) {
		if pc := at(after, sq); pc != rules.Empty && pc != rules.FaceDown {
			out = append(out, sq)
		}
	}
	return out
}
