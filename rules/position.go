package rules

import "github.com/elephant-chess/elephant/rules/bitboard"

// maxPieces bounds the pieces of one side (hiashatar has 21).
const maxPieces = 32

// undo is what MakeMove pushes so that UnmakeMove can restore the position.
type undo struct {
	move     Move
	captured Piece
	capSlot  uint8
	hash     uint64 // hash before the move
	halfmove int32
	facing   bool  // janggi: the generals faced each other before the move
	checks   uint8 // under a check limit: the mover's checks in a row with this piece, this move's included
}

// Position is a game position: pieces, side to move, clocks and the moves
// that led to it (for repetition rules). Copy it with Clone.
type Position struct {
	v        *Variant
	board    [256]Piece
	side     Color
	kings    [2]Square
	hash     uint64
	halfmove int // plies since the last capture (or pawn move in the Mongolian games)
	fullmove int // FEN move number
	facing   bool
	pieces   [2][maxPieces]Square
	npieces  [2]int
	slot     [256]uint8
	count    [numPieces]uint8
	zone     [2][256]uint8               // hiashatar: how many of a side's bodyguards stand next to each square
	occ      [2]bitboard.Board           // 8×8 boards (Variant.bits): each side's squares
	kindBits [2][numKinds]bitboard.Board // and its pieces' squares by kind
	stack    []undo
}

func newPosition(v *Variant) *Position {
	p := &Position{v: v, stack: make([]undo, 0, 256)}
	for s := range p.board {
		if !v.OnBoard(Square(s)) {
			p.board[s] = Wall
		}
	}
	return p
}

// Variant returns the position's game and rules.
func (p *Position) Variant() *Variant { return p.v }

// SideToMove returns the side whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// At returns the piece on s (Empty when none).
func (p *Position) At(s Square) Piece {
	if pc := p.board[s]; pc != Wall {
		return pc
	}
	return Empty
}

// Hash returns the position's Zobrist key.
func (p *Position) Hash() uint64 { return p.hash }

// KingSquare returns the square of side c's general or king.
func (p *Position) KingSquare(c Color) Square { return p.kings[c] }

// HalfmoveClock returns the plies since the last capture (or pawn move in the Mongolian games).
func (p *Position) HalfmoveClock() int { return p.halfmove }

// Fullmove returns the move number as FEN writes it.
func (p *Position) Fullmove() int { return p.fullmove }

// Ply returns the number of moves made since the position was set up.
func (p *Position) Ply() int { return len(p.stack) }

// LastMove returns the last move made, or NoMove.
func (p *Position) LastMove() Move {
	if len(p.stack) == 0 {
		return NoMove
	}
	return p.stack[len(p.stack)-1].move
}

// Count returns how many of a piece are on the board.
func (p *Position) Count(pc Piece) int { return int(p.count[pc]) }

// PieceSquares appends side c's occupied squares to dst.
func (p *Position) PieceSquares(dst []Square, c Color) []Square {
	return append(dst, p.pieces[c][:p.npieces[c]]...)
}

// Clone returns an independent copy, history included.
func (p *Position) Clone() *Position {
	q := *p
	q.stack = append(make([]undo, 0, cap(p.stack)), p.stack...)
	return &q
}

// put places a piece on an empty square.
func (p *Position) put(pc Piece, s Square) {
	c := pc.Color()
	p.board[s] = pc
	p.slot[s] = uint8(p.npieces[c])
	p.pieces[c][p.npieces[c]] = s
	p.npieces[c]++
	p.count[pc]++
	p.hash ^= zobristPiece[pc][s]
	p.flipBits(pc, s)
	switch pc.Kind() {
	case General, King:
		p.kings[c] = s
	case Bodyguard:
		p.addZone(c, s, 1)
	}
}

// remove takes the piece off s, filling its slot with the side's last piece.
func (p *Position) remove(s Square) {
	pc := p.board[s]
	c := pc.Color()
	i := p.slot[s]
	p.npieces[c]--
	last := p.pieces[c][p.npieces[c]]
	p.pieces[c][i] = last
	p.slot[last] = i
	p.board[s] = Empty
	p.count[pc]--
	p.hash ^= zobristPiece[pc][s]
	p.flipBits(pc, s)
	if pc.Kind() == Bodyguard {
		p.addZone(c, s, ^uint8(0))
	}
}

// restore undoes remove exactly, putting the piece back in slot i so that
// piece order, and with it move order, is the same as before.
func (p *Position) restore(pc Piece, s Square, i uint8) {
	c := pc.Color()
	moved := p.pieces[c][i]
	p.pieces[c][p.npieces[c]] = moved
	p.slot[moved] = uint8(p.npieces[c])
	p.npieces[c]++
	p.pieces[c][i] = s
	p.slot[s] = i
	p.board[s] = pc
	p.count[pc]++
	p.hash ^= zobristPiece[pc][s]
	p.flipBits(pc, s)
	if pc.Kind() == Bodyguard {
		p.addZone(c, s, 1)
	}
}

// relocate moves the piece on from to the empty square to.
func (p *Position) relocate(from, to Square) {
	pc := p.board[from]
	c := pc.Color()
	p.board[to] = pc
	p.board[from] = Empty
	i := p.slot[from]
	p.pieces[c][i] = to
	p.slot[to] = i
	p.hash ^= zobristPiece[pc][from] ^ zobristPiece[pc][to]
	if p.v.bits {
		p.toggleBits(pc, from.Bit()|to.Bit())
	}
	switch pc.Kind() {
	case General, King:
		p.kings[c] = to
	case Bodyguard:
		p.addZone(c, from, ^uint8(0))
		p.addZone(c, to, 1)
	}
}

// addZone adds delta (1 or -1 as a byte) to the zone counts around s.
func (p *Position) addZone(c Color, s Square, delta uint8) {
	for _, d := range allEight {
		p.zone[c][int(s)+d] += delta
	}
}

// flipBits adds piece pc on s to the bitboards, or takes it off, on the
// boards that keep them.
func (p *Position) flipBits(pc Piece, s Square) {
	if p.v.bits {
		p.toggleBits(pc, s.Bit())
	}
}

// toggleBits adds piece pc to the squares b of the bitboards where it is
// not, and takes it off where it is.
func (p *Position) toggleBits(pc Piece, b bitboard.Board) {
	c := pc.Color()
	p.occ[c] ^= b
	p.kindBits[c][pc.Kind()] ^= b
}

// SideBits returns the squares of side c's pieces on an 8×8 board (shatar);
// it is empty on the other boards, which keep no bitboards.
func (p *Position) SideBits(c Color) bitboard.Board { return p.occ[c] }

// PieceBits returns the squares of side c's pieces of kind k on an 8×8
// board (shatar); empty on the other boards.
func (p *Position) PieceBits(c Color, k Kind) bitboard.Board { return p.kindBits[c][k] }
