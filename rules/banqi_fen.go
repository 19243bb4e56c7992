package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Banqi's position notation (documented in README.md):
//
//	<board> <side> <hidden> [<halfmove> [<move number> [<chain>]]]
//
// board: ranks 4 to 1 separated by '/', files a–h, xiangqi letters for
// face-up pieces (upper case red), 'x' a face-down piece, digits 1–8 runs of
// empty squares. side: 'w' red, 'b' black, '-' before the first flip. hidden:
// the face-down multiset as letters each followed by its count when above 1
// ("KA2B2R2N2C2P5ka2b2r2n2c2p5"), '-' when none. chain: the square of the
// piece in the middle of a chain of captures.

// banqiLetters are banqi's FEN letters by kind (upper case).
var banqiLetters = [numKinds]byte{General: 'K', Advisor: 'A', Elephant: 'B', Chariot: 'R', Horse: 'N', Cannon: 'C', Soldier: 'P'}

func banqiLetter(pc Piece) byte {
	l := banqiLetters[pc.Kind()]
	if pc.Color() == Second {
		l += 'a' - 'A'
	}
	return l
}

// ParseBanqi reads a banqi position and validates it: a banqi variant, every
// field well formed, each side's pieces within the set (face up plus hidden
// at most 1 general, 2 advisors, 2 elephants, 2 chariots, 2 horses, 2 cannons
// and 5 soldiers), as many hidden pieces as face-down squares, a '-' side
// only at the very start, and a chain only on a piece that can capture.
// Errors are *FENError naming the field.
func ParseBanqi(v *Variant, s string) (*BanqiView, error) {
	if v == nil || v.Game != Banqi {
		return nil, &FENError{Field: FieldBoard, Code: FENNotBanqi}
	}
	if len(s) > maxFENLength {
		return nil, &FENError{Field: FieldBoard, Code: FENTooLong, N: len(s), Want: maxFENLength}
	}
	fields := strings.Fields(s)
	switch {
	case len(fields) == 0:
		return nil, ErrEmptyFEN
	case len(fields) < 3:
		return nil, &FENError{Field: FieldHidden, Code: FENMissing}
	case len(fields) > 6:
		return nil, &FENError{Field: FieldBoard, Code: FENFields, N: len(fields), Want: 6}
	}
	b := newBanqiView(v)
	steps := []func() error{
		func() error { return b.parseBoard(fields[0]) },
		func() error { return b.parseSide(fields[1]) },
		func() error { return b.parseHidden(fields[2]) },
		func() error { return b.parseClocks(fields[3:]) },
		b.validate,
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	b.hash = b.computeHash()
	return b, nil
}

func (b *BanqiView) parseBoard(board string) error {
	rows := strings.Split(board, "/")
	if len(rows) != 4 {
		return &FENError{Field: FieldBoard, Code: FENRanks, N: len(rows), Want: 4}
	}
	for i, row := range rows {
		r := 3 - i
		rank := r + 1
		f := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			var pc Piece
			switch {
			case c >= '1' && c <= '8':
				f += int(c - '0')
				if f > 8 {
					return &FENError{Field: FieldRank, Rank: rank, Code: FENWide, Want: 8}
				}
				continue
			case c == 'x' || c == 'X':
				pc = FaceDown
			default:
				if pc = b.v.PieceOf(c); pc == Empty {
					return &FENError{Field: FieldRank, Rank: rank, Code: FENPiece, Got: string(c)}
				}
			}
			if f >= 8 {
				return &FENError{Field: FieldRank, Rank: rank, Code: FENWide, Want: 8}
			}
			b.board[SquareAt(f, r)] = pc
			f++
		}
		if f != 8 {
			return &FENError{Field: FieldRank, Rank: rank, Code: FENFiles, N: f, Want: 8}
		}
	}
	return nil
}

func (b *BanqiView) parseSide(s string) error {
	switch s {
	case "w", "r":
		b.side, b.colorsSet = First, true
	case "b":
		b.side, b.colorsSet = Second, true
	case "-":
		if b.v.Banqi.FirstPlayerRed {
			return &FENError{Field: FieldSide, Code: FENDashRed}
		}
		b.side = First
	default:
		return &FENError{Field: FieldSide, Code: FENBanqiSide, Got: clipFEN(s)}
	}
	return nil
}

func (b *BanqiView) parseHidden(s string) error {
	if s == "-" {
		return nil
	}
	seen := map[Piece]bool{}
	for i := 0; i < len(s); {
		pc := b.v.PieceOf(s[i])
		if pc == Empty {
			return &FENError{Field: FieldHidden, Code: FENPiece, Got: s[i : i+1]}
		}
		if seen[pc] {
			return &FENError{Field: FieldHidden, Code: FENTwice, Got: s[i : i+1]}
		}
		seen[pc] = true
		i++
		n, j := 0, i
		for j < len(s) && j < i+2 && s[j] >= '0' && s[j] <= '9' {
			n = n*10 + int(s[j]-'0')
			j++
		}
		if j == i {
			n = 1
		}
		if n < 1 || n > b.v.maxCount[pc.Kind()] {
			return &FENError{Field: FieldHidden, Code: FENHiddenKind, N: n, Min: 1, Want: b.v.maxCount[pc.Kind()], Side: pc.Color(), Kind: pc.Kind()}
		}
		b.hidden[pc] = int8(n)
		b.nhidden += n
		i = j
	}
	return nil
}

func (b *BanqiView) parseClocks(fields []string) error {
	if len(fields) > 0 {
		n, err := strconv.Atoi(fields[0])
		if err != nil || n < 0 || n > 10000 {
			return &FENError{Field: FieldHalfmove, Code: FENNumber, Got: clipFEN(fields[0]), Want: 10000}
		}
		b.halfmove = n
	}
	if len(fields) > 1 {
		n, err := strconv.Atoi(fields[1])
		if err != nil || n < 1 || n > 100000 {
			return &FENError{Field: FieldFullmove, Code: FENNumber, Got: clipFEN(fields[1]), Min: 1, Want: 100000}
		}
		b.fullmove = n
	}
	if len(fields) > 2 {
		s, err := b.v.ParseSquare(fields[2])
		if err != nil {
			return &FENError{Field: FieldChain, Code: FENSquare, Got: clipFEN(fields[2])}
		}
		b.chain = s
	}
	return nil
}

// validate checks what the fields say together.
func (b *BanqiView) validate() error {
	faceDown, faceUp := 0, 0
	var count [numPieces]int
	for _, s := range banqiSquares {
		switch pc := b.board[s]; pc {
		case Empty:
		case FaceDown:
			faceDown++
		default:
			faceUp++
			count[pc]++
		}
	}
	if faceDown != b.nhidden {
		return &FENError{Field: FieldHidden, Code: FENHidden, N: b.nhidden, Want: faceDown}
	}
	for c := First; c <= Second; c++ {
		for i, k := range banqiKinds {
			pc := MakePiece(k, c)
			if n := count[pc] + int(b.hidden[pc]); n > banqiCounts[i] {
				return &FENError{Field: FieldPosition, Code: FENFaceDownCount, N: n, Want: banqiCounts[i], Side: c, Kind: k}
			}
		}
	}
	if !b.colorsSet && (faceUp > 0 || faceDown != 32) {
		return &FENError{Field: FieldSide, Code: FENDashFaceDown}
	}
	return b.validateChain()
}

func (b *BanqiView) validateChain() error {
	s := b.chain
	switch {
	case s == NoSquare:
		return nil
	case !b.v.Banqi.ChainCaptures:
		return &FENError{Field: FieldChain, Code: FENChainOff, At: s}
	case b.board[s] == Empty || b.board[s] == FaceDown || b.board[s].Color() != b.side || !b.colorsSet:
		return &FENError{Field: FieldChain, Code: FENChainPiece, At: s}
	case !b.hasCaptureFrom(s):
		return &FENError{Field: FieldChain, Code: FENChainCapture, At: s}
	}
	return nil
}

// FEN writes the view in banqi's notation; ParseBanqi reads it back.
func (b *BanqiView) FEN() string {
	var sb strings.Builder
	writeBanqiBoard(&sb, func(s Square) byte {
		switch pc := b.board[s]; pc {
		case Empty:
			return 0
		case FaceDown:
			return 'x'
		default:
			return banqiLetter(pc)
		}
	})
	side := "w"
	switch {
	case !b.colorsSet:
		side = "-"
	case b.side == Second:
		side = "b"
	}
	sb.WriteString(" " + side + " " + b.hiddenString() + " " + strconv.Itoa(b.halfmove) + " " + strconv.Itoa(b.fullmove))
	if b.chain != NoSquare {
		sb.WriteString(" " + b.chain.String())
	}
	return sb.String()
}

// writeBanqiBoard writes ranks 4 to 1 with letter(s) per square, 0 for a gap.
func writeBanqiBoard(sb *strings.Builder, letter func(Square) byte) {
	for r := 3; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			l := letter(SquareAt(f, r))
			if l == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(l)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
}

// hiddenString writes the hidden multiset, red then black, K A B R N C P.
func (b *BanqiView) hiddenString() string {
	var sb strings.Builder
	for c := First; c <= Second; c++ {
		for _, k := range banqiKinds {
			pc := MakePiece(k, c)
			if n := b.hidden[pc]; n > 0 {
				sb.WriteByte(banqiLetter(pc))
				if n > 1 {
					sb.WriteString(strconv.Itoa(int(n)))
				}
			}
		}
	}
	if sb.Len() == 0 {
		return "-"
	}
	return sb.String()
}

// ParseMove reads an action and checks that it is legal: a flip as the
// square twice or once ("c2c2", "c2"), a step or capture as two squares
// ("c2c3"), the end of a chain of captures as the chaining piece's square
// twice, "0000" or "pass". Errors are *MoveError giving the rule broken.
func (b *BanqiView) ParseMove(s string) (Move, error) {
	m, err := b.parseAction(s)
	if err != nil {
		return NoMove, err
	}
	if r := b.Why(m); r != nil {
		return NoMove, &MoveError{Move: s, Reason: r.Error()}
	}
	return m, nil
}

func (b *BanqiView) parseAction(s string) (Move, error) {
	if len(s) > 12 {
		return NoMove, &MoveError{Move: s[:12] + "...", Reason: "too long"}
	}
	switch strings.ToLower(s) {
	case "0000", "pass", "@@@@":
		return NewMove(b.chain, b.chain, NoKind), nil
	}
	from, n, err := b.v.parseSquare(s)
	if err != nil {
		return NoMove, &MoveError{Move: s, Reason: err.Error()}
	}
	if n == len(s) {
		return NewFlip(from), nil
	}
	to, n2, err := b.v.parseSquare(s[n:])
	if err != nil {
		return NoMove, &MoveError{Move: s, Reason: err.Error()}
	}
	if n+n2 != len(s) {
		return NoMove, &MoveError{Move: s, Reason: fmt.Sprintf("unexpected %q after the squares", s[n+n2:])}
	}
	if from == to && from != b.chain {
		return NewFlip(from), nil
	}
	return NewMove(from, to, NoKind), nil
}

// BanqiDeal is a layout of face-down pieces by square (Empty where none);
// a Referee holds one.
type BanqiDeal [32]Piece

func banqiIndex(s Square) int { return s.Rank()*8 + s.File() }

// At returns the piece dealt on s, Empty when none (or s is off the board).
func (d *BanqiDeal) At(s Square) Piece {
	if s.File() < 0 || s.File() >= 8 || s.Rank() < 0 || s.Rank() >= 4 {
		return Empty
	}
	return d[banqiIndex(s)]
}

// String writes the deal as a board: ranks 4 to 1, a letter per dealt piece,
// digits for squares without one.
func (d *BanqiDeal) String() string {
	var sb strings.Builder
	writeBanqiBoard(&sb, func(s Square) byte {
		if pc := d.At(s); pc != Empty {
			return banqiLetter(pc)
		}
		return 0
	})
	return sb.String()
}

// ParseBanqiDeal reads a deal written as BanqiDeal.String writes it, with at
// most the pieces of one set. Errors are *FENError.
func ParseBanqiDeal(s string) (BanqiDeal, error) {
	var d BanqiDeal
	v, err := BanqiPreset("banqi")
	if err != nil {
		return d, err
	}
	if len(s) > maxFENLength {
		return d, &FENError{Field: FieldDeal, Code: FENTooLong, N: len(s), Want: maxFENLength}
	}
	b := newBanqiView(v)
	if err := b.parseBoard(s); err != nil {
		return d, err
	}
	var count [numPieces]int
	for _, sq := range banqiSquares {
		pc := b.board[sq]
		if pc == FaceDown {
			return d, &FENError{Field: FieldDeal, Code: FENDealFaceDown, At: sq}
		}
		if pc != Empty {
			count[pc]++
			if count[pc] > v.maxCount[pc.Kind()] {
				return d, &FENError{Field: FieldDeal, Code: FENDealTooMany, Want: v.maxCount[pc.Kind()], Side: pc.Color(), Kind: pc.Kind()}
			}
			d[banqiIndex(sq)] = pc
		}
	}
	return d, nil
}
