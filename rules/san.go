package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Standard algebraic notation (SAN) for the Mongolian games, as in western
// chess: a piece letter (none for a pawn), the from-file, from-rank or both
// when another piece of the same kind could also reach the square, "x" for a
// capture, the destination, "=J" (shatar) or "=Q" (hiashatar) for a
// promotion, and "+" for check or "#" for checkmate. Files run a–h or a–j,
// ranks 1–8 or 1–10. Piece letters are the FEN letters: K J R B N in
// shatar (Q is read as J too), K Q R B N G in hiashatar.

// SANError says why a move in algebraic notation cannot be read or played.
type SANError struct {
	SAN    string
	Reason string
}

func (e *SANError) Error() string { return fmt.Sprintf("move %q: %s", e.SAN, e.Reason) }

// maxSANLength bounds the input; the longest real move is like "Bj10xa1=Q+!?".
const maxSANLength = 16

func (v *Variant) mongolian() bool { return v.Game == Shatar || v.Game == Hiashatar }

// SAN writes m in algebraic notation. m must be legal; a move that is not,
// and any move of xiangqi or janggi (which use other notations), is written
// in UCI form.
func (p *Position) SAN(m Move) string {
	var ml MoveList
	p.GenerateLegal(&ml)
	if !p.v.mongolian() || !ml.Contains(m) {
		return m.String()
	}
	return p.san(m, &ml)
}

// san writes m, a member of the legal move list ml.
func (p *Position) san(m Move, ml *MoveList) string {
	from, to := m.From(), m.To()
	kind := p.board[from].Kind()
	var b strings.Builder
	if kind == Pawn {
		if p.board[to] != Empty {
			b.WriteByte(byte('a' + from.File()))
			b.WriteByte('x')
		}
		b.WriteString(to.String())
		if promo := m.Promotion(); promo != NoKind {
			b.WriteByte('=')
			b.WriteByte(p.v.letter[promo])
		}
	} else {
		b.WriteByte(p.v.letter[kind])
		b.WriteString(p.disambiguation(m, ml))
		if p.board[to] != Empty {
			b.WriteByte('x')
		}
		b.WriteString(to.String())
	}
	b.WriteString(p.checkSuffix(m))
	return b.String()
}

// disambiguation returns what tells m apart from the other legal moves of a
// piece of the same kind to the same square: the from-file if that suffices,
// else the from-rank, else both.
func (p *Position) disambiguation(m Move, ml *MoveList) string {
	from, to := m.From(), m.To()
	kind := p.board[from].Kind()
	rivals, sameFile, sameRank := false, false, false
	for _, o := range ml.Moves() {
		if o.To() != to || o.From() == from || p.board[o.From()].Kind() != kind {
			continue
		}
		rivals = true
		sameFile = sameFile || o.From().File() == from.File()
		sameRank = sameRank || o.From().Rank() == from.Rank()
	}
	switch {
	case !rivals:
		return ""
	case !sameFile:
		return string(rune('a' + from.File()))
	case !sameRank:
		return strconv.Itoa(from.Rank() + 1)
	}
	return from.String()
}

// checkSuffix returns "+" when m gives check, "#" when it mates, else "".
// A game that ends by rule (fsf's bare king) is not a mate.
func (p *Position) checkSuffix(m Move) string {
	p.MakeMove(m)
	defer p.UnmakeMove()
	if !p.InCheck() {
		return ""
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	if ml.Len() == 0 && !p.noMovesByRule() {
		return "#"
	}
	return "+"
}

// sanParts is the syntax of a move in algebraic notation.
type sanParts struct {
	kind         Kind // Pawn when no piece letter is given
	fromFile     int  // -1 when not given
	fromRank     int  // 0-based; -1 when not given
	to           Square
	promo        Kind // NoKind when not given
	promoWritten bool
}

// ParseSAN reads a move in algebraic notation and returns the legal move it
// names. It accepts what SAN writes and some common variants: a missing or
// extra "x", a missing "=" or promotion letter (there is only one promotion
// piece), long forms such as "Ng1f3" or "Ng1-f3", "P" for a pawn, and
// trailing "+", "#", "!" and "?" marks, which are not checked.
func (p *Position) ParseSAN(s string) (Move, error) {
	if len(s) > maxSANLength {
		return NoMove, &SANError{SAN: s[:maxSANLength] + "...", Reason: "too long for a move"}
	}
	if !p.v.mongolian() {
		return NoMove, &SANError{SAN: s, Reason: "algebraic notation is used for shatar and hiashatar only; write " + p.v.Game.String() + " moves in UCI form"}
	}
	parts, err := p.v.parseSANParts(strings.TrimSpace(s))
	if err != nil {
		return NoMove, &SANError{SAN: s, Reason: err.Error()}
	}
	return p.matchSAN(s, parts)
}

// parseSANParts reads the syntax, from the end: marks, promotion,
// destination, capture sign, then the piece letter and disambiguation.
func (v *Variant) parseSANParts(s string) (sanParts, error) {
	parts := sanParts{fromFile: -1, fromRank: -1}
	s = strings.TrimRight(s, "+#!?")
	switch strings.ToUpper(s) {
	case "":
		return parts, fmt.Errorf("empty move")
	case "O-O", "O-O-O", "0-0", "0-0-0":
		return parts, fmt.Errorf("there is no castling in %s", v.Game)
	}
	s, err := v.parsePromotion(s, &parts)
	if err != nil {
		return parts, err
	}
	i := len(s)
	for i > 0 && sanDigit(s[i-1]) && len(s)-i < 2 {
		i--
	}
	if i == len(s) || i == 0 {
		return parts, fmt.Errorf("missing the destination square")
	}
	i-- // the destination's file letter
	to, err := v.ParseSquare(s[i:])
	if err != nil {
		return parts, err
	}
	parts.to = to
	return parts, v.parseSANPrefix(strings.TrimRight(s[:i], "x:-"), &parts)
}

// parsePromotion strips "=J", "=Q" or a bare trailing promotion letter.
func (v *Variant) parsePromotion(s string, parts *sanParts) (string, error) {
	n := len(s)
	if n < 2 {
		return s, nil
	}
	last := s[n-1]
	switch {
	case last == '=':
		return s, fmt.Errorf("the promotion piece is missing after \"=\"")
	case last >= 'a' && last <= 'z' && s[n-2] == '=':
		return s, fmt.Errorf("promotion %q: write the piece in upper case", s[n-2:])
	case last >= 'a' && last <= 'z' || sanDigit(last):
		return s, nil
	case last < 'A' || last > 'Z':
		return s, fmt.Errorf("unexpected %q at the end", last)
	}
	if last != v.letter[v.promotion] && !(v.Game == Shatar && last == 'Q') || v.promotion == NoKind {
		return s, fmt.Errorf("cannot promote to %q: a pawn becomes a %s", last, v.promotion)
	}
	parts.promo, parts.promoWritten = v.promotion, true
	s = s[:n-1]
	return strings.TrimSuffix(s, "="), nil
}

// parseSANPrefix reads the piece letter and the from-file and from-rank.
func (v *Variant) parseSANPrefix(s string, parts *sanParts) error {
	parts.kind = Pawn
	if s != "" && s[0] >= 'A' && s[0] <= 'Z' {
		k, err := v.sanPieceKind(s[0])
		if err != nil {
			return err
		}
		parts.kind = k
		s = s[1:]
	}
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		if int(s[0]-'a') >= v.Files {
			return fmt.Errorf("file %q is off the %d×%d board", s[0], v.Files, v.Ranks)
		}
		parts.fromFile = int(s[0] - 'a')
		s = s[1:]
	}
	if s != "" {
		r := 0
		for _, c := range []byte(s) {
			if !sanDigit(c) || r > v.Ranks {
				return fmt.Errorf("cannot read %q before the destination", s)
			}
			r = r*10 + int(c-'0')
		}
		if r < 1 || r > v.Ranks {
			return fmt.Errorf("rank %q is off the %d×%d board", s, v.Files, v.Ranks)
		}
		parts.fromRank = r - 1
	}
	return nil
}

// sanPieceKind reads a piece letter; shatar also takes Q for its bers.
func (v *Variant) sanPieceKind(l byte) (Kind, error) {
	if l == 'P' {
		return Pawn, nil
	}
	if v.Game == Shatar && l == 'Q' {
		return Bers, nil
	}
	if k := v.kindOf[l]; k != NoKind {
		return k, nil
	}
	var known []string
	for k := Kind(1); k < numKinds; k++ {
		if v.letter[k] != 0 {
			known = append(known, string(rune(v.letter[k])))
		}
	}
	return NoKind, fmt.Errorf("%q is not a %s piece (letters: %s)", l, v.Game, strings.Join(known, " "))
}

// matchSAN finds the one legal move that fits the parts.
func (p *Position) matchSAN(s string, parts sanParts) (Move, error) {
	var ml MoveList
	p.GenerateLegal(&ml)
	var found []Move
	for _, m := range ml.Moves() {
		from := m.From()
		switch {
		case m.To() != parts.to, p.board[from].Kind() != parts.kind,
			parts.fromFile >= 0 && from.File() != parts.fromFile,
			parts.fromRank >= 0 && from.Rank() != parts.fromRank,
			parts.promoWritten && m.Promotion() != parts.promo:
			continue
		}
		found = append(found, m)
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return NoMove, &SANError{SAN: s, Reason: p.noMatchReason(parts, ml.Len())}
	}
	var alts []string
	for _, m := range found {
		alts = append(alts, p.san(m, &ml))
	}
	return NoMove, &SANError{SAN: s, Reason: "ambiguous: it could be " + strings.Join(alts, " or ")}
}

// noMatchReason explains why no legal move fits.
func (p *Position) noMatchReason(parts sanParts, legal int) string {
	side := p.v.SideName(p.side)
	switch {
	case legal == 0:
		return side + " has no legal move"
	case parts.promoWritten:
		return fmt.Sprintf("no %s pawn can promote on %s", side, parts.to)
	case p.count[MakePiece(parts.kind, p.side)] == 0:
		return fmt.Sprintf("%s has no %s", side, kindsText(1<<parts.kind))
	}
	return fmt.Sprintf("no %s %s can move to %s", side, kindsText(1<<parts.kind), parts.to)
}

func sanDigit(c byte) bool { return c >= '0' && c <= '9' }
