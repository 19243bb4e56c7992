package rules

// relRank returns s's rank counted from side c's back rank (0-based).
func (v *Variant) relRank(s Square, c Color) int {
	if c == First {
		return s.Rank()
	}
	return v.Ranks - 1 - s.Rank()
}

// validate checks that each side has one general or king and, when strict,
// that the position could arise in a game: every piece on a point it can
// reach, counts within the game's limits and the side not to move not in check.
func (p *Position) validate(strict bool) error {
	for c := First; c <= Second; c++ {
		if p.count[MakePiece(p.royalKind(), c)] != 1 {
			return &FENError{Field: FieldPosition, Code: FENRoyalCount, N: int(p.count[MakePiece(p.royalKind(), c)]),
				Want: 1, Side: c, Kind: p.royalKind()}
		}
	}
	if !strict {
		return nil
	}
	for c := First; c <= Second; c++ {
		if err := p.validateCounts(c); err != nil {
			return err
		}
		for _, s := range p.pieces[c][:p.npieces[c]] {
			if !p.v.canStand(p.board[s], s) {
				return &FENError{Field: FieldPosition, Code: FENMisplaced, Side: c, Kind: p.board[s].Kind(), At: s}
			}
		}
	}
	if p.attacked(p.kings[p.side.Other()], p.side) {
		return &FENError{Field: FieldPosition, Code: FENCheck, Side: p.side.Other()}
	}
	return nil
}

func (p *Position) royalKind() Kind {
	if p.v.Game == Xiangqi || p.v.Game == Janggi {
		return General
	}
	return King
}

// validateCounts checks piece counts; in the Mongolian games each promoted
// piece stands for a missing pawn.
func (p *Position) validateCounts(c Color) error {
	v := p.v
	spare := 0
	if v.promotion != NoKind {
		spare = v.maxCount[Pawn] - int(p.count[MakePiece(Pawn, c)])
	}
	for k := Kind(1); k < numKinds; k++ {
		n := int(p.count[MakePiece(k, c)])
		limit := v.maxCount[k]
		if k == v.promotion {
			limit += spare
		}
		if n > limit {
			return &FENError{Field: FieldPosition, Code: FENCount, N: n, Want: limit, Side: c, Kind: k}
		}
	}
	return nil
}

// canStand reports whether piece pc can ever stand on s.
func (v *Variant) canStand(pc Piece, s Square) bool {
	c := pc.Color()
	r := v.relRank(s, c)
	f := s.File()
	switch pc.Kind() {
	case General, Guard:
		return v.InPalace(s, c)
	case Advisor: // the palace corners and centre
		return v.InPalace(s, c) && abs(f-4) == abs(r-1)
	case Elephant: // seven points of its own half
		return r <= 4 && r%2 == 0 && f%2 == 0 && (f/2+r/2)%2 == 1
	case Soldier:
		if v.Game == Xiangqi && r < 5 {
			return r >= 3 && f%2 == 0
		}
		return r >= 3
	case Pawn:
		return r > 0 && r < v.Ranks-1
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// sideName names a side the way each game does.
func sideName(g Game, c Color) string {
	names := [...][2]string{Xiangqi: {"red", "black"}, Janggi: {"cho", "han"}, Shatar: {"white", "black"}, Hiashatar: {"white", "black"},
		Banqi: {"red", "black"}}
	return names[g][c]
}

// SideName names side c in this variant's game ("red", "cho", "white"...).
func (v *Variant) SideName(c Color) string { return sideName(v.Game, c) }
