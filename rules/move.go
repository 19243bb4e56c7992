package rules

// Move packs a from-square, a to-square and a promotion kind. A janggi pass
// is a move from the general's square to itself; a janggi bikjang claim goes
// from the claimer's general to the other general and carries claimBit. The
// zero Move is no move.
type Move uint32

// claimBit marks a bikjang draw claim, which moves nothing on the board.
const claimBit Move = 1 << 24

// NoMove is the zero Move.
const NoMove Move = 0

// NewMove builds a move; promo is NoKind unless a pawn promotes.
func NewMove(from, to Square, promo Kind) Move {
	return Move(from) | Move(to)<<8 | Move(promo)<<16
}

// From returns the square the piece leaves.
func (m Move) From() Square { return Square(m) }

// To returns the square the piece lands on.
func (m Move) To() Square { return Square(m >> 8) }

// Promotion returns the kind a pawn becomes, or NoKind.
func (m Move) Promotion() Kind { return Kind(m >> 16 & 0x1F) }

// IsPass reports whether the move is a pass (in banqi, the end of a chain
// of captures; a banqi flip, also from a square to itself, is no pass).
func (m Move) IsPass() bool { return m != NoMove && m.From() == m.To() && m&flipBit == 0 }

// NewClaim builds janggi's bikjang draw claim by the side whose general
// stands on own, facing the other general on other.
func NewClaim(own, other Square) Move { return NewMove(own, other, NoKind) | claimBit }

// IsClaim reports whether the move is a bikjang draw claim.
func (m Move) IsClaim() bool { return m&claimBit != 0 }

// MovesPiece reports whether the move changes the board: neither a pass
// nor a claim.
func (m Move) MovesPiece() bool { return m.From() != m.To() && m&claimBit == 0 }

// MaxMoves bounds the legal moves of any position of the four games.
const MaxMoves = 320

// MoveList is a fixed-size list of moves owned by the caller, so generating
// moves allocates nothing.
type MoveList struct {
	n     int
	moves [MaxMoves]Move
}

// Len returns the number of moves.
func (l *MoveList) Len() int { return l.n }

// At returns the i-th move.
func (l *MoveList) At(i int) Move { return l.moves[i] }

// Moves returns the moves as a slice aliasing the list.
func (l *MoveList) Moves() []Move { return l.moves[:l.n] }

// Clear empties the list.
func (l *MoveList) Clear() { l.n = 0 }

// Add appends a move.
func (l *MoveList) Add(m Move) {
	l.moves[l.n] = m
	l.n++
}

// Contains reports whether m is in the list.
func (l *MoveList) Contains(m Move) bool {
	for _, x := range l.moves[:l.n] {
		if x == m {
			return true
		}
	}
	return false
}

// filter keeps the moves for which keep returns true.
func (l *MoveList) filter(keep func(Move) bool) {
	n := 0
	for _, m := range l.moves[:l.n] {
		if keep(m) {
			l.moves[n] = m
			n++
		}
	}
	l.n = n
}
