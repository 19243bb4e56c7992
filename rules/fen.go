package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// FENError says which field of a FEN string is wrong and why.
type FENError struct {
	Field  string // "board", "rank 3", "side to move", "position"...
	Reason string
}

func (e *FENError) Error() string { return "FEN " + e.Field + ": " + e.Reason }

func fenErr(field, format string, args ...any) error {
	return &FENError{Field: field, Reason: fmt.Sprintf(format, args...)}
}

// ErrEmptyFEN is returned for an empty FEN string.
var ErrEmptyFEN = &FENError{Field: "board", Reason: "empty FEN"}

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
		return nil, fenErr("board", "FEN is %d bytes long, more than %d", len(fen), maxFENLength)
	}
	if v.Game == Banqi {
		return nil, fenErr("board", "banqi hides pieces: read its positions with ParseBanqi")
	}
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, ErrEmptyFEN
	}
	if len(fields) > 6 {
		return nil, fenErr("board", "%d fields, want at most 6", len(fields))
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
		return fenErr("board", "%d ranks, want %d", len(ranks), v.Ranks)
	}
	for i, row := range ranks {
		r := v.Ranks - 1 - i
		field := "rank " + strconv.Itoa(r+1)
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
					return fenErr(field, "empty run of 0 points")
				}
				f += n
				if f > v.Files {
					return fenErr(field, "more than %d files", v.Files)
				}
				continue
			}
			pc := v.PieceOf(c)
			if pc == Empty {
				return fenErr(field, "%q is not a %s piece", c, v.Game)
			}
			if f >= v.Files {
				return fenErr(field, "more than %d files", v.Files)
			}
			if p.npieces[pc.Color()] == maxPieces {
				return fenErr("board", "too many pieces")
			}
			p.put(pc, SquareAt(f, r))
			f++
		}
		if f != v.Files {
			return fenErr(field, "%d files, want %d", f, v.Files)
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
			return fenErr("side to move", "%q, want w (or r) or b", fields[0])
		}
	}
	for i, name := range []string{"castling", "en passant"} {
		if len(fields) > i+1 && fields[i+1] != "-" {
			return fenErr(name, "%q, want - (the %s games have none)", fields[i+1], p.v.Game)
		}
	}
	if len(fields) > 3 {
		n, err := strconv.Atoi(fields[3])
		if err != nil || n < 0 || n > 10000 {
			return fenErr("halfmove clock", "%q, want a number from 0 to 10000", fields[3])
		}
		p.halfmove = n
	}
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 100000 {
			return fenErr("move number", "%q, want a number from 1 to 100000", fields[4])
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
