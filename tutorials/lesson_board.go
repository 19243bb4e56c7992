package tutorials

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// stepPosition sets up a step's position under the step's own rules if it
// has them, else v (the course's): its FEN, validated strictly, then its
// history moves, each of which must be legal.
func stepPosition(v *rules.Variant, s *Step) (*rules.Position, error) {
	if s.variant != nil {
		v = s.variant
	}
	p, err := v.NewPosition(s.FEN)
	if err != nil {
		return nil, fmt.Errorf("fen %q: %w", s.FEN, err)
	}
	for _, h := range s.History {
		m, err := p.ParseMove(h)
		if err != nil {
			return nil, fmt.Errorf("history: %w", err)
		}
		p.MakeMove(m)
	}
	return p, nil
}

// readMove reads a move in UCI form without requiring it to be legal, so that
// an illegal move can be explained. A pawn move to the last rank without a
// promotion letter is read as the promotion, and "pass" or "0000" as a pass.
func readMove(p *rules.Position, s string) (rules.Move, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if m, err := p.ParseMove(s); err == nil {
		return m, nil
	}
	for _, promo := range []string{"j", "q"} {
		if m, err := p.ParseMove(s + promo); err == nil {
			return m, nil
		}
	}
	if s == "pass" || s == "0000" {
		k := p.KingSquare(p.SideToMove())
		return rules.NewMove(k, k, rules.NoKind), nil
	}
	from, rest, err := readSquare(p.Variant(), s)
	if err != nil {
		return rules.NoMove, fmt.Errorf("move %q: %w", s, err)
	}
	to, rest, err := readSquare(p.Variant(), rest)
	if err != nil {
		return rules.NoMove, fmt.Errorf("move %q: %w", s, err)
	}
	promo := rules.NoKind
	switch rest {
	case "":
	case "j":
		promo = rules.Bers
	case "q":
		promo = rules.Queen
	default:
		return rules.NoMove, fmt.Errorf("move %q: unexpected %q after the squares", s, rest)
	}
	return rules.NewMove(from, to, promo), nil
}

// readSquare reads a square (a file letter and a rank number) at the start
// of s and returns the rest.
func readSquare(v *rules.Variant, s string) (rules.Square, string, error) {
	n := 1
	for n < len(s) && n < 3 && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	// "a10a9" on a 10-rank board, but "a1a2" must not read rank 1 as "1a".
	sq, err := v.ParseSquare(s[:n])
	if err != nil && n == 3 {
		n = 2
		sq, err = v.ParseSquare(s[:n])
	}
	if err != nil {
		return rules.NoSquare, "", err
	}
	return sq, s[n:], nil
}

// parseSquares reads a list of squares.
func parseSquares(v *rules.Variant, list []string) ([]rules.Square, error) {
	out := make([]rules.Square, 0, len(list))
	for _, t := range list {
		sq, err := v.ParseSquare(t)
		if err != nil {
			return nil, err
		}
		out = append(out, sq)
	}
	return out, nil
}

// withSide returns fen with the side to move set to c.
func withSide(fen string, c rules.Color) string {
	f := strings.Fields(fen)
	if len(f) < 2 {
		return fen
	}
	f[1] = "w"
	if c == rules.Second {
		f[1] = "b"
	}
	return strings.Join(f, " ")
}

// soloAfter plays m for the student in a step where the opponent does not
// move, and hands the turn straight back: the position is rebuilt from its
// FEN with the student to move again. It fails when the result is not a
// valid position, which happens when the move checks the enemy king (the
// side not to move may not be in check).
func soloAfter(p *rules.Position, m rules.Move) (*rules.Position, error) {
	q := p.Clone()
	us := q.SideToMove()
	q.MakeMove(m)
	return p.Variant().NewPosition(withSide(q.FEN(), us))
}

// soloMoves lists the moves the student may make in a reach or capture step
// (the legal moves of the piece on piece, unless that is NoSquare), each
// with the position it leads to, or nil when the turn cannot come back
// because the move checks the enemy king. Such a move is allowed only as
// the step's last move.
func soloMoves(p *rules.Position, piece rules.Square) ([]rules.Move, []*rules.Position) {
	var moves []rules.Move
	var next []*rules.Position
	for _, m := range p.LegalMoves() {
		if piece != rules.NoSquare && m.From() != piece {
			continue
		}
		q, err := soloAfter(p, m)
		if err != nil {
			q = nil
		}
		moves = append(moves, m)
		next = append(next, q)
	}
	return moves, next
}

// fenGrid expands the board field of a FEN into rows of one byte per
// square, top rank first ('.' for empty).
func fenGrid(fen string) [][]byte {
	board := strings.Fields(fen)[0]
	var rows [][]byte
	for _, r := range strings.Split(board, "/") {
		var row []byte
		for i := 0; i < len(r); i++ {
			c := r[i]
			if c < '0' || c > '9' {
				row = append(row, c)
				continue
			}
			n := int(c - '0')
			if i+1 < len(r) && r[i+1] >= '0' && r[i+1] <= '9' {
				n = n*10 + int(r[i+1]-'0')
				i++
			}
			row = append(row, strings.Repeat(".", n)...)
		}
		rows = append(rows, row)
	}
	return rows
}

// gridFEN writes rows back as a FEN board field, keeping the other fields of fen.
func gridFEN(rows [][]byte, fen string) string {
	var b strings.Builder
	for i, row := range rows {
		if i > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c == '.' {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
	}
	f := strings.Fields(fen)
	f[0] = b.String()
	return strings.Join(f, " ")
}

// janggiWings are cho's two wings: the horse and elephant points that a
// setup swap exchanges.
var janggiWings = [2][2]string{{"b1", "c1"}, {"g1", "h1"}}

// setupSwap exchanges the pieces on the two points of one of cho's wings,
// given as a move between them (either way round).
func setupSwap(fen, move string) (string, bool) {
	for _, w := range janggiWings {
		if move == w[0]+w[1] || move == w[1]+w[0] {
			rows := fenGrid(fen)
			last := rows[len(rows)-1]
			a, b := int(w[0][0]-'a'), int(w[1][0]-'a')
			last[a], last[b] = last[b], last[a]
			return gridFEN(rows, fen), true
		}
	}
	return fen, false
}

// choSetup reads cho's arrangement (NBBN, BNNB, NBNB or BNBN) from a janggi
// FEN's first rank.
func choSetup(fen string) string {
	rows := fenGrid(fen)
	last := rows[len(rows)-1]
	if len(last) != 9 {
		return ""
	}
	return string([]byte{last[1], last[2], last[6], last[7]})
}
