package core

import "github.com/elephant-chess/elephant/rules"

// Standing is a position as the game core, the boards and the screens read
// it, whatever the game: rules.Position (xiangqi, janggi, shatar,
// hiashatar) and rules.BanqiView (banqi's public view, face-down pieces as
// rules.FaceDown) both satisfy it.
type Standing interface {
	Variant() *rules.Variant
	SideToMove() rules.Color
	At(s rules.Square) rules.Piece
	FEN() string
	Ply() int
	LegalMoves() []rules.Move
	IsLegal(m rules.Move) bool
	ParseMove(s string) (rules.Move, error)
	Why(m rules.Move) *rules.Refusal
	Outcome() rules.Outcome
}

var (
	_ Standing = (*rules.Position)(nil)
	_ Standing = (*rules.BanqiView)(nil)
)

// Read reads a FEN of v's game: banqi's view notation where pieces start
// face down, else a rules.Position.
func Read(v *rules.Variant, fen string) (Standing, error) {
	if v.HiddenPieces {
		return rules.ParseBanqi(v, fen)
	}
	return v.NewPosition(fen)
}

// Clone copies a standing.
func Clone(s Standing) Standing {
	switch s := s.(type) {
	case *rules.Position:
		return s.Clone()
	case *rules.BanqiView:
		return s.Clone()
	}
	return s
}

// InCheck is the point of the king in check, rules.NoSquare when none is
// (banqi has no check).
func InCheck(s Standing) rules.Square {
	if p, ok := s.(*rules.Position); ok && p.InCheck() {
		return p.KingSquare(p.SideToMove())
	}
	return rules.NoSquare
}

// ColorsDecided reports whether each side has its colour: always, but in
// banqi before the first flip.
func ColorsDecided(s Standing) bool {
	if b, ok := s.(*rules.BanqiView); ok {
		return b.ColorsDecided()
	}
	return true
}

// Owns reports whether a face-up piece of side c stands on sq.
func Owns(s Standing, c rules.Color, sq rules.Square) bool {
	pc := s.At(sq)
	return pc != rules.Empty && pc != rules.FaceDown && ColorsDecided(s) && pc.Color() == c
}

// PassPoint is the point whose piece, clicked twice, passes: the king of
// the side to move, or in banqi the piece of a chain of captures (whose
// pass ends the turn); rules.NoSquare when there is none.
func PassPoint(s Standing) rules.Square {
	switch s := s.(type) {
	case *rules.Position:
		return s.KingSquare(s.SideToMove())
	case *rules.BanqiView:
		return s.Chain()
	}
	return rules.NoSquare
}

// After returns the standing after m, legal in s; a banqi action that turns
// up a piece has none: the view does not know what lies face down.
func After(s Standing, m rules.Move) (Standing, bool) {
	switch s := s.(type) {
	case *rules.Position:
		p := s.Clone()
		p.MakeMove(m)
		return p, true
	case *rules.BanqiView:
		if s.IsChance(m) {
			return nil, false
		}
		b := s.Clone()
		b.MakeMove(m, rules.Empty)
		return b, true
	}
	return nil, false
}

// MustPass reports whether every legal move of the side to move is a pass
// (janggi's stuck side).
func MustPass(s Standing) bool {
	if _, ok := s.(*rules.Position); !ok {
		return false
	}
	moves := s.LegalMoves()
	for _, m := range moves {
		if !m.IsPass() {
			return false
		}
	}
	return len(moves) > 0
}
