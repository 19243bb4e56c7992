package rules

import (
	"fmt"
	"strings"
)

// String writes the move in UCI form: from-square, to-square and, for a
// promotion, the new piece's letter in lower case ("b7b8j"). A pass is the
// general's square twice ("e2e2"); a bikjang claim is the claimer's general's
// square, then the other general's ("e2e9").
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	s := m.From().String() + m.To().String()
	if k := m.Promotion(); k != NoKind {
		s += string(rune(promotionLetter[k]))
	}
	return s
}

var promotionLetter = [numKinds]byte{Bers: 'j', Queen: 'q'}

// MoveError describes a move that cannot be read or is not legal.
type MoveError struct {
	Move   string
	Reason string
}

func (e *MoveError) Error() string { return fmt.Sprintf("move %q: %s", e.Move, e.Reason) }

// ParseMove reads a move in UCI form and checks that it is legal. A janggi
// pass may be written as the general's square twice, "0000" or "pass"; a
// bikjang claim as the two generals' squares, the claimer's first
// ("e2e9"), or "bikjang".
func (p *Position) ParseMove(s string) (Move, error) {
	m, err := p.parseUCI(s)
	if err != nil {
		return NoMove, err
	}
	if !p.IsLegal(m) {
		return NoMove, &MoveError{Move: s, Reason: "not a legal move here"}
	}
	return m, nil
}

// parseUCI reads the syntax of a UCI move without checking legality.
func (p *Position) parseUCI(s string) (Move, error) {
	if len(s) > 12 {
		return NoMove, &MoveError{Move: s[:12] + "...", Reason: "too long"}
	}
	switch strings.ToLower(s) {
	case "0000", "pass", "@@@@":
		k := p.kings[p.side]
		return NewMove(k, k, NoKind), nil
	case "bikjang":
		return p.claim(), nil
	}
	from, n, err := p.v.parseSquare(s)
	if err != nil {
		return NoMove, &MoveError{Move: s, Reason: err.Error()}
	}
	to, n2, err := p.v.parseSquare(s[n:])
	if err != nil {
		return NoMove, &MoveError{Move: s, Reason: err.Error()}
	}
	rest := s[n+n2:]
	promo := NoKind
	switch {
	case rest == "":
	case len(rest) == 1 && p.v.promotion != NoKind && rest[0]|0x20 == promotionLetter[p.v.promotion]:
		promo = p.v.promotion
	default:
		return NoMove, &MoveError{Move: s, Reason: fmt.Sprintf("unexpected %q after the squares", rest)}
	}
	if p.v.Game == Janggi && promo == NoKind && from == p.kings[p.side] && to == p.kings[p.side.Other()] {
		return p.claim(), nil // no piece moves from one general to the other
	}
	return NewMove(from, to, promo), nil
}
