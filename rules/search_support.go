package rules

import "github.com/elephant-chess/elephant/rules/bitboard"

// Queries the engine needs on its hot path, kept apart from the rules
// proper. None of them allocates.

// Occupant returns what stands on s: a piece, Empty, or Wall on the padding
// around the board, so that a ray can be walked without an on-board test.
func (p *Position) Occupant(s Square) Piece { return p.board[s] }

// PieceCount returns how many pieces side c has, its general or king included.
func (p *Position) PieceCount(c Color) int { return p.npieces[c] }

// GeneralsFacing reports whether janggi's generals face each other on an
// open file (always false in the other games).
func (p *Position) GeneralsFacing() bool { return p.facing }

// NoMovesByRule reports whether a rule has ended the game so that nobody may
// move (janggi's two passes or Fairy-Stockfish's double bikjang, the
// Fairy-Stockfish shatar bare king), whatever the pieces could do.
func (p *Position) NoMovesByRule() bool { return p.noMovesByRule() }

// LegalMove reports whether m, a move of a piece, is legal, using ml as
// scratch space (its moves are lost): only the moves of m's piece are
// generated and filtered, so that a search can try the move its table
// remembers before it generates the others. Passes and claims are reported
// illegal; GenerateLegal lists them.
func (p *Position) LegalMove(m Move, ml *MoveList) bool {
	ml.Clear()
	from := m.From()
	if !m.MovesPiece() || !p.v.OnBoard(from) || p.noMovesByRule() {
		return false
	}
	if pc := p.board[from]; pc == Empty || pc.Color() != p.side {
		return false
	}
	p.generateFrom(ml, from, p.side)
	if !ml.Contains(m) {
		return false
	}
	ml.moves[0], ml.n = m, 1
	p.keepSafe(ml)
	p.gameRules(ml, false)
	return ml.Contains(m)
}

// GenerateCaptures fills ml with the legal captures and promotions of the
// side to move: the moves a quiescence search looks at. Every rule that
// filters GenerateLegal's moves filters these too.
func (p *Position) GenerateCaptures(ml *MoveList) {
	ml.Clear()
	if p.noMovesByRule() {
		return
	}
	if p.v.bits {
		p.generateCapturesBits(ml)
	} else {
		p.generate(ml)
		n := 0
		for _, m := range ml.moves[:ml.n] {
			if p.board[m.To()] != Empty || m.Promotion() != NoKind {
				ml.moves[n] = m
				n++
			}
		}
		ml.n = n
	}
	p.keepSafe(ml)
	p.gameRules(ml, false)
}

// GenerateQuietChecks fills ml with the legal moves that capture nothing,
// promote nothing and give check: the quiet moves a quiescence search may
// add to the captures. A cheap test of geometry first drops the moves that
// cannot check, so that only the rest are played out.
func (p *Position) GenerateQuietChecks(ml *MoveList) {
	ml.Clear()
	if p.noMovesByRule() {
		return
	}
	p.generate(ml)
	k := p.kings[p.side.Other()]
	var g checkGeometry
	if p.v.bits {
		g = p.checkGeometry(k, p.side)
	}
	n := 0
	for _, m := range ml.moves[:ml.n] {
		if p.board[m.To()] != Empty || m.Promotion() != NoKind {
			continue
		}
		if p.v.bits && g.mayCheck(p, m) || !p.v.bits && p.mayCheck(m, k) {
			ml.moves[n] = m
			n++
		}
	}
	ml.n = n
	p.keepSafe(ml)
	p.gameRules(ml, false)
	n = 0
	for _, m := range ml.moves[:ml.n] {
		p.MakeMove(m)
		check := p.InCheck()
		p.UnmakeMove()
		if check {
			ml.moves[n] = m
			n++
		}
	}
	ml.n = n
}

// mayCheck reports whether move m could give check to the king on k: every
// checking piece stands near the king or on one of its lines (file, rank,
// diagonal), and a discovered check starts from such a square. A hiashatar
// bodyguard that moves also moves its zone, which may free a slider of its
// own side anywhere: its moves always may check.
func (p *Position) mayCheck(m Move, k Square) bool {
	if p.v.zoned && p.board[m.From()].Kind() == Bodyguard {
		return true
	}
	return nearOrInLine(m.To(), k) || nearOrInLine(m.From(), k)
}

// checkGeometry tells, on shatar's 8×8 board, which quiet moves of side us
// may give check to the king on k. direct holds, by kind, the squares from
// which a piece of that kind attacks k on the board as it stands: a quiet
// move cannot open its own way there, since a slider whose square lies
// between its target and k would be giving check already. uncovers holds
// the pieces of us that stand alone between k and a slider of us: moving
// one may uncover a check.
type checkGeometry struct {
	direct   [numKinds]bitboard.Board
	uncovers bitboard.Board
}

func (p *Position) checkGeometry(k Square, us Color) checkGeometry {
	var g checkGeometry
	i := k.BitIndex()
	occ := p.occ[First] | p.occ[Second]
	rook := bitboard.Rook(i, occ)
	bishop := bitboard.Bishop(i, occ)
	if r := p.v.BishopRange; r > 0 {
		bishop &= bitboard.Within(i, r)
	}
	g.direct[Chariot] = rook
	g.direct[Bers] = rook | bitboard.Ferz(i)
	g.direct[Bishop] = bishop
	g.direct[Knight] = bitboard.Knight(i)
	g.direct[Pawn] = bitboard.PawnAttacks(1<<i, us == Second)
	ours := &p.kindBits[us]
	sliders := bitboard.Rook(i, 0)&(ours[Chariot]|ours[Bers]) | bitboard.Bishop(i, 0)&p.bishopsInRange(us, i)
	g.uncovers = loneBlockers(i, sliders, occ) & p.occ[us]
	return g
}

// mayCheck reports whether quiet move m might give check: it lands where
// its piece attacks the king, or it leaves a line to the king.
func (g *checkGeometry) mayCheck(p *Position, m Move) bool {
	return g.direct[p.board[m.From()].Kind()]&m.To().Bit() != 0 || g.uncovers&m.From().Bit() != 0
}

func nearOrInLine(s, k Square) bool {
	df, dr := abs(s.File()-k.File()), abs(s.Rank()-k.Rank())
	return df == 0 || dr == 0 || df == dr || max(df, dr) <= 3
}
