package rules

// Color is a side: First (red in xiangqi, cho in janggi, white in the
// Mongolian games) or Second.
type Color uint8

const (
	First  Color = 0
	Second Color = 1
)

// Other returns the opposing side.
func (c Color) Other() Color { return c ^ 1 }

// Kind is what a piece is, independent of its side. Kinds describe movement,
// so pieces that share a FEN letter but move differently in two games (the
// xiangqi and janggi elephants, say) are different kinds.
type Kind uint8

const (
	NoKind       Kind = iota
	General           // xiangqi/janggi general: one step along palace lines
	Advisor           // xiangqi advisor: one diagonal step inside the palace
	Guard             // janggi guard: moves as the general
	Elephant          // xiangqi elephant: two diagonal steps, blocked at the eye, never crosses the river
	LongElephant      // janggi elephant: one orthogonal then two diagonal steps, two blocking points
	Horse             // xiangqi/janggi horse: blocked at the leg
	Chariot           // chariot or rook: orthogonal slider (and palace diagonals in janggi)
	Cannon            // xiangqi cannon: slides to move, jumps one screen to capture
	JanggiCannon      // janggi cannon: jumps one non-cannon screen to move or capture
	Soldier           // xiangqi/janggi soldier
	King              // Mongolian king (noyon)
	Queen             // hiashatar queen
	Bishop            // bishop (teme)
	Knight            // knight (mori), a leap
	Bers              // shatar bers: rook plus one diagonal step
	Bodyguard         // hiashatar bodyguard: one or two steps in 8 directions, with a zone
	Pawn              // Mongolian pawn (fu)
	numKinds
)

var kindNames = [numKinds]string{
	"none", "general", "advisor", "guard", "elephant", "elephant", "horse", "chariot",
	"cannon", "cannon", "soldier", "king", "queen", "bishop", "knight", "bers", "bodyguard", "pawn",
}

// String returns the kind's English name.
func (k Kind) String() string {
	if k >= numKinds {
		return "invalid"
	}
	return kindNames[k]
}

// IsRoyal reports whether capturing the kind ends the game (generals, kings).
func (k Kind) IsRoyal() bool { return k == General || k == King }

// Piece is a kind and a side packed into a byte; Empty is 0 and Wall marks
// the padding around the board.
type Piece uint8

const (
	Empty Piece = 0
	Wall  Piece = 0xFF
	// numPieces bounds piece values for tables indexed by Piece.
	numPieces = int(numKinds) << 1
)

// MakePiece packs a kind and a side.
func MakePiece(k Kind, c Color) Piece { return Piece(k)<<1 | Piece(c) }

// Kind returns the piece's kind.
func (p Piece) Kind() Kind { return Kind(p >> 1) }

// Color returns the piece's side; meaningless for Empty and Wall.
func (p Piece) Color() Color { return Color(p & 1) }
