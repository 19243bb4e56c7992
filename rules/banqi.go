package rules

import (
	"fmt"
	"slices"
)

// Banqi (dark chess, shared/rules/banqi.md): the 32 xiangqi pieces face down
// on a 4×8 board of squares. Its information is hidden, so it does not use
// Position. The public state, the same for both players, is a *BanqiView: the
// board with face-down squares and the multiset of the pieces still hidden,
// never which piece lies where. A *Referee holds the deal and reveals a piece
// only when it is flipped (banqi_referee.go). The xiangqi kinds are reused
// (General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier): banqi's own
// generator gives them banqi's moves.

// BanqiOptions are banqi's rule options (see shared/rules/banqi.md).
type BanqiOptions struct {
	// MoveLimit is the number of moves by each side in a row without a flip
	// or a capture after which the game is drawn; 0 turns the rule off.
	MoveLimit int
	// ChaseRule: with no face-down piece left, a side that chased the same
	// piece with the same piece through a threefold repetition loses.
	ChaseRule bool
	// ChainCaptures: after a capture the capturing piece may go on capturing
	// in the same turn, or stop.
	ChainCaptures bool
	// ChariotRush: the chariot moves and captures any distance along a line
	// of empty squares.
	ChariotRush bool
	// HorseDiagonal: the horse may also capture one step diagonally.
	HorseDiagonal bool
	// HongKongRanks: general > chariot > horse > cannon > advisor > elephant > soldier.
	HongKongRanks bool
	// CannonRanks: the cannon's jump captures only pieces of equal or lower rank.
	CannonRanks bool
	// BlindCapture: a capture may land on a face-down piece, revealed as it
	// is taken; an own piece or a higher one survives and the attacker is lost.
	BlindCapture bool
	// FirstPlayerRed: the first player is red whatever the first flip shows;
	// off, the first flipped piece's colour is the first player's.
	FirstPlayerRed bool
}

// FaceDown marks a face-down piece on a BanqiView's board.
const FaceDown Piece = 0xFE

// flipBit marks a banqi flip: a move from a face-down square to itself.
const flipBit Move = 1 << 25

// NewFlip builds the action that turns the face-down piece on s face up.
func NewFlip(s Square) Move { return NewMove(s, s, NoKind) | flipBit }

// IsFlip reports whether m is a banqi flip.
func (m Move) IsFlip() bool { return m&flipBit != 0 }

// banqiKinds lists banqi's kinds in FEN-letter order K A B R N C P, with
// each side's count.
var (
	banqiKinds  = [7]Kind{General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier}
	banqiCounts = [7]int{1, 2, 2, 2, 2, 2, 5}
)

// banqiSquares lists the 32 squares, rank 1 first, file a first.
var banqiSquares = func() (out [32]Square) {
	for i := range out {
		out[i] = SquareAt(i%8, i/8)
	}
	return out
}()

// Ranks of the two orders (higher captures lower).
var (
	banqiRankTaiwan   = [numKinds]int8{General: 7, Advisor: 6, Elephant: 5, Chariot: 4, Horse: 3, Cannon: 2, Soldier: 1}
	banqiRankHongKong = [numKinds]int8{General: 7, Chariot: 6, Horse: 5, Cannon: 4, Advisor: 3, Elephant: 2, Soldier: 1}
)

// setBanqi sets up banqi's board, pieces and start position.
func (v *Variant) setBanqi() {
	v.setBoard(8, 4)
	v.setPieces("KABRNCP", banqiKinds[:], banqiCounts[:])
	v.HiddenPieces = true
	side := "-"
	if v.Banqi.FirstPlayerRed {
		side = "w"
	}
	v.StartFEN = "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx " + side + " KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1"
}

// BanqiOrder lists banqi's pieces from the highest rank down, in this
// variant's order (Taiwan's, or Hong Kong's with the chariot second);
// nil for the other games.
func (v *Variant) BanqiOrder() []Kind {
	if v.Game != Banqi {
		return nil
	}
	ranks := &banqiRankTaiwan
	if v.Banqi.HongKongRanks {
		ranks = &banqiRankHongKong
	}
	out := slices.Clone(banqiKinds[:])
	slices.SortStableFunc(out, func(a, b Kind) int { return int(ranks[b]) - int(ranks[a]) })
	return out
}

// DefaultBanqiOptions are the default rules of banqi.md: no house rule, and
// a draw after 50 moves by each side without a flip or a capture.
func DefaultBanqiOptions() BanqiOptions { return BanqiOptions{MoveLimit: 50} }

// NewBanqiVariant builds banqi with the given rules. Position and its
// functions do not play it: use ParseBanqi, NewBanqiStart and the Referee.
func NewBanqiVariant(o BanqiOptions) (*Variant, error) {
	if o.MoveLimit < 0 {
		return nil, fmt.Errorf("banqi move limit %d: must be 0 (off) or positive", o.MoveLimit)
	}
	v := &Variant{Name: Banqi.String(), Game: Banqi, Banqi: o}
	v.setBanqi()
	return v, nil
}

// BanqiPresetNames lists the names BanqiPreset accepts. They are not among
// PresetNames, which names the games played through Position.
func BanqiPresetNames() []string { return []string{"banqi", "banqi-hongkong"} }

// BanqiPreset returns a named banqi rule set: "banqi" is the default set of
// banqi.md (Taiwanese ranks, no house rule, 50-move limit); "banqi-hongkong"
// is the same with the Hong Kong ranks (the chariot second after the
// general), the one house rule the sources tie to Hong Kong.
func BanqiPreset(name string) (*Variant, error) {
	o := DefaultBanqiOptions()
	switch name {
	case "banqi":
	case "banqi-hongkong":
		o.HongKongRanks = true
	default:
		return nil, fmt.Errorf("unknown banqi variant %q (known: %v)", name, BanqiPresetNames())
	}
	v, err := NewBanqiVariant(o)
	if err != nil {
		return nil, err
	}
	v.Name = name
	return v, nil
}

// banqiUndo is what BanqiView.MakeMove pushes for UnmakeMove.
type banqiUndo struct {
	move      Move
	revealed  Piece // the piece a flip or blind capture revealed
	captured  Piece // the piece removed from the target square, or the lost attacker
	lost      bool  // a blind capture failed: the attacker was lost
	hash      uint64
	halfmove  int32
	fullmove  int32
	side      Color
	colorsSet bool
	chain     Square
}

// BanqiView is a banqi position as both players see it: face-up pieces,
// face-down squares, the hidden multiset (how many of each piece are still
// face down), side to move, clocks, and the actions since it was set up. It
// holds no face-down identity: applying a flip needs the revealed piece,
// which the Referee supplies. Copy it with Clone.
type BanqiView struct {
	v         *Variant
	board     [256]Piece // Empty, FaceDown, a face-up piece, or Wall
	hidden    [numPieces]int8
	nhidden   int
	side      Color
	colorsSet bool   // false before the first flip, when colours are not yet decided
	chain     Square // the piece that is capturing in a chain, or NoSquare
	halfmove  int    // plies since the last flip or capture
	fullmove  int
	hash      uint64
	rank      *[numKinds]int8
	stack     []banqiUndo
}

func newBanqiView(v *Variant) *BanqiView {
	b := &BanqiView{v: v, stack: make([]banqiUndo, 0, 256), fullmove: 1, rank: &banqiRankTaiwan}
	if v.Banqi.HongKongRanks {
		b.rank = &banqiRankHongKong
	}
	for s := range b.board {
		b.board[s] = Wall
	}
	for _, s := range banqiSquares {
		b.board[s] = Empty
	}
	return b
}

// NewBanqiStart returns the start of a banqi game: 32 face-down pieces.
func NewBanqiStart(v *Variant) (*BanqiView, error) { return ParseBanqi(v, v.StartFEN) }

// Variant returns the view's game and rules.
func (b *BanqiView) Variant() *Variant { return b.v }

// At returns what stands on s: Empty, FaceDown or a face-up piece.
func (b *BanqiView) At(s Square) Piece {
	if pc := b.board[s]; pc != Wall {
		return pc
	}
	return Empty
}

// Hidden returns how many pieces of kind k and side c are still face down.
func (b *BanqiView) Hidden(c Color, k Kind) int {
	if k >= numKinds {
		return 0
	}
	return int(b.hidden[MakePiece(k, c)])
}

// HiddenTotal returns the number of face-down pieces.
func (b *BanqiView) HiddenTotal() int { return b.nhidden }

// Captured returns how many pieces of kind k and side c have left the board.
func (b *BanqiView) Captured(c Color, k Kind) int {
	if k >= numKinds || b.v.maxCount[k] == 0 {
		return 0
	}
	n := b.v.maxCount[k] - b.Hidden(c, k)
	for _, s := range banqiSquares {
		if b.board[s] == MakePiece(k, c) {
			n--
		}
	}
	return n
}

// ColorsDecided reports whether the sides have colours (false before the
// first flip of a game whose first flip decides them).
func (b *BanqiView) ColorsDecided() bool { return b.colorsSet }

// SideToMove returns the colour to move; before the colours are decided it
// is First and stands for the first player, whose only actions are flips.
func (b *BanqiView) SideToMove() Color { return b.side }

// Chain returns the square of the piece in the middle of a chain of
// captures (ChainCaptures), or NoSquare.
func (b *BanqiView) Chain() Square { return b.chain }

// HalfmoveClock returns the plies since the last flip or capture.
func (b *BanqiView) HalfmoveClock() int { return b.halfmove }

// Fullmove returns the move number.
func (b *BanqiView) Fullmove() int { return b.fullmove }

// Hash returns the view's Zobrist key (board, hidden multiset, side, chain).
func (b *BanqiView) Hash() uint64 { return b.hash }

// Ply returns the number of actions made since the view was set up.
func (b *BanqiView) Ply() int { return len(b.stack) }

// Actions returns the actions made since the view was set up, with what
// each flip or blind capture revealed (Empty for the others).
func (b *BanqiView) Actions() (moves []Move, revealed []Piece) {
	for _, u := range b.stack {
		moves = append(moves, u.move)
		revealed = append(revealed, u.revealed)
	}
	return moves, revealed
}

// Clone returns an independent copy, history included.
func (b *BanqiView) Clone() *BanqiView {
	c := *b
	c.stack = append(make([]banqiUndo, 0, max(256, len(b.stack)+64)), b.stack...)
	return &c
}

// IsChance reports whether action m reveals a face-down piece: a flip, or a
// blind capture onto a face-down square. Its result depends on that piece.
func (b *BanqiView) IsChance(m Move) bool {
	return m.IsFlip() || (!m.IsPass() && b.board[m.To()] == FaceDown)
}

// canTake reports whether a piece of kind a may take kind t by rank: a step
// capture, or a cannon's jump under CannonRanks.
func (b *BanqiView) canTake(a, t Kind) bool {
	switch {
	case a == General && t == Soldier:
		return false
	case a == Soldier && t == General:
		return true
	}
	return b.rank[a] >= b.rank[t]
}

// jumpTakes reports whether a cannon's jump may take kind t.
func (b *BanqiView) jumpTakes(t Kind) bool {
	return !b.v.Banqi.CannonRanks || b.rank[Cannon] >= b.rank[t]
}

// banqiZobrist holds the keys of what Position's keys do not cover.
var banqiZobrist = func() (z struct {
	faceDown  [256]uint64
	hidden    [numPieces][17]uint64
	chain     [256]uint64
	undecided uint64
}) {
	seed := uint64(0xBA4C1D0E5EED)
	for i := range z.faceDown {
		z.faceDown[i] = splitmix64(&seed)
		z.chain[i] = splitmix64(&seed)
	}
	for pc := range z.hidden {
		for n := range z.hidden[pc] {
			z.hidden[pc][n] = splitmix64(&seed)
		}
	}
	z.undecided = splitmix64(&seed)
	return z
}()

// squareKey returns the Zobrist key of pc standing on s.
func squareKey(pc Piece, s Square) uint64 {
	switch pc {
	case Empty:
		return 0
	case FaceDown:
		return banqiZobrist.faceDown[s]
	}
	return zobristPiece[pc][s]
}

// setSquare changes s to pc, keeping the hash.
func (b *BanqiView) setSquare(s Square, pc Piece) {
	b.hash ^= squareKey(b.board[s], s) ^ squareKey(pc, s)
	b.board[s] = pc
}

// addHidden changes the hidden count of pc by d, keeping the hash.
func (b *BanqiView) addHidden(pc Piece, d int8) {
	n := b.hidden[pc]
	b.hash ^= banqiZobrist.hidden[pc][n] ^ banqiZobrist.hidden[pc][n+d]
	b.hidden[pc] = n + d
	b.nhidden += int(d)
}

// setChain changes the chain square, keeping the hash.
func (b *BanqiView) setChain(s Square) {
	b.hash ^= banqiZobrist.chain[b.chain] ^ banqiZobrist.chain[s]
	b.chain = s
}

// computeHash recomputes the key from scratch.
func (b *BanqiView) computeHash() uint64 {
	var h uint64
	for _, s := range banqiSquares {
		h ^= squareKey(b.board[s], s)
	}
	for pc, n := range b.hidden {
		h ^= banqiZobrist.hidden[pc][n]
	}
	h ^= banqiZobrist.chain[b.chain]
	if b.side == Second {
		h ^= zobristSide
	}
	if !b.colorsSet {
		h ^= banqiZobrist.undecided
	}
	return h
}

// splitmix64 advances the state and returns its next output. Its stream is
// fixed by its definition, the same on every platform.
func splitmix64(state *uint64) uint64 {
	*state += 0x9E3779B97F4A7C15
	z := *state
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}
