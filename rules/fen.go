package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// FENError says which field of a FEN string is wrong and why, as facts:
// package i18n words them, Error writes them tersely in English.
type FENError struct {
	Field FENField
	Rank  int // FieldRank: the rank at fault, from 1
	Code  FENCode
	Got   string // the text read, when it is to blame
	N     int    // a count or length read
	Min   int    // a number field's least value
	Want  int    // the count wanted, or the most allowed
	Side  Color  // with Kind: whose pieces a count or placement is about
	Kind  Kind
	At    Square // the square at fault; NoSquare when none is
}

// FENField names a part of a FEN string.
type FENField string

const (
	FieldBoard    FENField = "board"
	FieldRank     FENField = "rank"
	FieldSide     FENField = "side to move"
	FieldCastling FENField = "castling"
	FieldEP       FENField = "en passant"
	FieldHalfmove FENField = "halfmove clock"
	FieldFullmove FENField = "move number"
	FieldHidden   FENField = "hidden"   // banqi: the face-down pieces
	FieldChain    FENField = "chain"    // banqi: the piece in a chain of captures
	FieldPosition FENField = "position" // the fields together
	FieldDeal     FENField = "deal"     // a banqi deal
)

// FENCode names what is wrong with a field.
type FENCode string

const (
	FENTooLong       FENCode = "too-long"        // N bytes, at most Want
	FENEmpty         FENCode = "empty"           // no field at all
	FENFields        FENCode = "fields"          // N fields, at most Want
	FENRanks         FENCode = "ranks"           // N ranks, want Want
	FENFiles         FENCode = "files"           // N files, want Want
	FENWide          FENCode = "too-wide"        // more than Want files
	FENZeroRun       FENCode = "zero-run"        // a run of 0 empty points
	FENPiece         FENCode = "not-a-piece"     // Got is no piece of the game
	FENTooMany       FENCode = "too-many-pieces" // more pieces than a board holds
	FENSide          FENCode = "side"            // Got: want w (or r) or b
	FENNotDash       FENCode = "not-dash"        // Got: want -, the games have no castling or en passant
	FENNumber        FENCode = "number"          // Got: want a number from Min to Want
	FENRoyalCount    FENCode = "royal-count"     // Side has N Kinds, want exactly 1
	FENMisplaced     FENCode = "misplaced"       // Side's Kind cannot stand on At
	FENCheck         FENCode = "check"           // Side, not to move, is in check
	FENCount         FENCode = "count"           // Side has N Kinds, at most Want
	FENBanqi         FENCode = "banqi"           // banqi positions are read with ParseBanqi
	FENNotBanqi      FENCode = "not-banqi"       // ParseBanqi with another game
	FENBanqiSide     FENCode = "banqi-side"      // Got: want w, b or - (before the first flip)
	FENDashRed       FENCode = "dash-red"        // '-' but the first player is red from the start
	FENDashFaceDown  FENCode = "dash-face-down"  // '-' needs all 32 pieces face down
	FENMissing       FENCode = "missing"         // want board, side to move and hidden pieces
	FENTwice         FENCode = "twice"           // Got appears twice
	FENHiddenKind    FENCode = "hidden-count"    // N hidden Kinds, want Min to Want
	FENHidden        FENCode = "hidden-squares"  // N hidden pieces for Want face-down squares
	FENSquare        FENCode = "square"          // Got is no square
	FENChainOff      FENCode = "chain-off"       // a chain on At, but chain captures are off
	FENChainPiece    FENCode = "chain-piece"     // At holds no face-up piece of the side to move
	FENChainCapture  FENCode = "chain-capture"   // the piece on At has no capture to go on with
	FENDealFaceDown  FENCode = "deal-face-down"  // a deal names every piece; At is x
	FENDealTooMany   FENCode = "deal-too-many"   // more than Want of Side's Kinds
	FENFaceDownCount FENCode = "face-down-count" // Side has N Kinds face up or hidden, at most Want
)

// FENCodes lists every FEN error code.
func FENCodes() []FENCode {
	return []FENCode{FENTooLong, FENEmpty, FENFields, FENRanks, FENFiles, FENWide, FENZeroRun, FENPiece,
		FENTooMany, FENSide, FENNotDash, FENNumber, FENRoyalCount, FENMisplaced, FENCheck, FENCount,
		FENBanqi, FENNotBanqi, FENBanqiSide, FENDashRed, FENDashFaceDown, FENMissing, FENTwice,
		FENHiddenKind, FENHidden, FENSquare, FENChainOff, FENChainPiece, FENChainCapture,
		FENDealFaceDown, FENDealTooMany, FENFaceDownCount}
}

// Error writes the facts tersely in English: `FEN rank 3: not-a-piece "z"`.
func (e *FENError) Error() string {
	var b strings.Builder
	b.WriteString("FEN " + e.Where() + ": " + string(e.Code))
	if e.Got != "" {
		b.WriteString(" " + strconv.Quote(e.Got))
	}
	if e.Kind != NoKind {
		b.WriteString(" " + [2]string{"first", "second"}[e.Side&1] + " player's " + e.Kind.String())
	}
	if e.At != NoSquare {
		b.WriteString(" at " + e.At.String())
	}
	switch {
	case e.Min != 0 || e.Code == FENNumber:
		fmt.Fprintf(&b, " (want %d to %d)", e.Min, e.Want)
	case e.N != 0 || e.Want != 0:
		fmt.Fprintf(&b, " (%d, want %d)", e.N, e.Want)
	}
	return b.String()
}

// Where names the field at fault: "board", "rank 3", "side to move"...
func (e *FENError) Where() string {
	if e.Field == FieldRank {
		return string(e.Field) + " " + strconv.Itoa(e.Rank)
	}
	return string(e.Field)
}

// ErrEmptyFEN is returned for an empty FEN string.
var ErrEmptyFEN = &FENError{Field: FieldBoard, Code: FENEmpty}

// clipFEN shortens a field quoted in an error.
func clipFEN(s string) string {
	if len(s) > 16 {
		return s[:16] + "..."
	}
	return s
}

// maxFENLength bounds the input so that a hostile string costs nothing.
const maxFENLength = 256

// NewPosition parses a FEN string in the style of Fairy-Stockfish and pychess
// and validates the position: one general or king a side in its place, every
// piece on a point it can reach, counts within the game's limits, the side
// not to move not in check. Missing trailing fields take their usual
// defaults (first player to move, clocks 0 and 1).
func (v *Variant) NewPosition(fen string) (*Position, error) {
	return v.parsePosition(fen, true)
}

// NewPositionLenient parses a FEN string as Fairy-Stockfish does, requiring
// only one general or king a side: for protocols and test positions that
// need not arise in a game (three chariots, say).
func (v *Variant) NewPositionLenient(fen string) (*Position, error) {
	return v.parsePosition(fen, false)
}

func (v *Variant) parsePosition(fen string, strict bool) (*Position, error) {
	if len(fen) > maxFENLength {
		return nil, &FENError{Field: FieldBoard, Code: FENTooLong, N: len(fen), Want: maxFENLength}
	}
	if v.Game == Banqi {
		return nil, &FENError{Field: FieldBoard, Code: FENBanqi}
	}
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, ErrEmptyFEN
	}
	if len(fields) > 6 {
		return nil, &FENError{Field: FieldBoard, Code: FENFields, N: len(fields), Want: 6}
	}
	p := newPosition(v)
	if err := p.parseBoard(fields[0]); err != nil {
		return nil, err
	}
	if err := p.parseFields(fields[1:]); err != nil {
		return nil, err
	}
	if p.side == Second {
		p.hash ^= zobristSide
	}
	if v.Game == Janggi {
		p.facing = p.generalsFacing()
	}
	if err := p.validate(strict); err != nil {
		return nil, err
	}
	return p, nil
}

// StartPosition returns the variant's initial position.
func (v *Variant) StartPosition() *Position {
	p, err := v.NewPosition(v.StartFEN)
	if err != nil {
		panic("start FEN of " + v.Name + " is invalid: " + err.Error())
	}
	return p
}

func (p *Position) parseBoard(board string) error {
	v := p.v
	ranks := strings.Split(board, "/")
	if len(ranks) != v.Ranks {
		return &FENError{Field: FieldBoard, Code: FENRanks, N: len(ranks), Want: v.Ranks}
	}
	for i, row := range ranks {
		r := v.Ranks - 1 - i
		rank := r + 1
		f := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			if c >= '0' && c <= '9' {
				n := int(c - '0')
				if j+1 < len(row) && row[j+1] >= '0' && row[j+1] <= '9' {
					n = n*10 + int(row[j+1]-'0')
					j++
				}
				if n == 0 {
					return &FENError{Field: FieldRank, Rank: rank, Code: FENZeroRun}
				}
				f += n
				if f > v.Files {
					return &FENError{Field: FieldRank, Rank: rank, Code: FENWide, Want: v.Files}
				}
				continue
			}
			pc := v.PieceOf(c)
			if pc == Empty {
				return &FENError{Field: FieldRank, Rank: rank, Code: FENPiece, Got: string(c)}
			}
			if f >= v.Files {
				return &FENError{Field: FieldRank, Rank: rank, Code: FENWide, Want: v.Files}
			}
			if p.npieces[pc.Color()] == maxPieces {
				return &FENError{Field: FieldBoard, Code: FENTooMany}
			}
			p.put(pc, SquareAt(f, r))
			f++
		}
		if f != v.Files {
			return &FENError{Field: FieldRank, Rank: rank, Code: FENFiles, N: f, Want: v.Files}
		}
	}
	return nil
}

func (p *Position) parseFields(fields []string) error {
	p.fullmove = 1
	if len(fields) > 0 {
		switch fields[0] {
		case "w", "r":
			p.side = First
		case "b":
			p.side = Second
		default:
			return &FENError{Field: FieldSide, Code: FENSide, Got: clipFEN(fields[0])}
		}
	}
	for i, field := range []FENField{FieldCastling, FieldEP} {
		if len(fields) > i+1 && fields[i+1] != "-" {
			return &FENError{Field: field, Code: FENNotDash, Got: clipFEN(fields[i+1])}
		}
	}
	if len(fields) > 3 {
		n, err := strconv.Atoi(fields[3])
		if err != nil || n < 0 || n > 10000 {
			return &FENError{Field: FieldHalfmove, Code: FENNumber, Got: clipFEN(fields[3]), Want: 10000}
		}
		p.halfmove = n
	}
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 100000 {
			return &FENError{Field: FieldFullmove, Code: FENNumber, Got: clipFEN(fields[4]), Min: 1, Want: 100000}
		}
		p.fullmove = max(n, 1)
	}
	return nil
}

// FEN writes the position in Fairy-Stockfish's form.
func (p *Position) FEN() string {
	var b strings.Builder
	for r := p.v.Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < p.v.Files; f++ {
			pc := p.board[SquareAt(f, r)]
			if pc == Empty {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(p.v.Letter(pc))
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	side := " w - - "
	if p.side == Second {
		side = " b - - "
	}
	b.WriteString(side)
	b.WriteString(strconv.Itoa(p.halfmove))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.fullmove))
	return b.String()
}
