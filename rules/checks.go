package rules

import "strings"

// CheckKind is a set of the kinds of check a move gives. Shatar names its
// checks by the checking piece, and its mate rule depends on the names; a
// discovered double check can be of two kinds at once. Games that do not
// name their checks use CheckPlain.
type CheckKind uint8

const (
	// CheckShak is a check by a bers, rook or knight.
	CheckShak CheckKind = 1 << iota
	// CheckTuk is a check by a bishop.
	CheckTuk
	// CheckTsod is a check by a pawn.
	CheckTsod
	// CheckPlain is a check in a game without names for checks.
	CheckPlain
)

var checkKindNames = [...]string{"shak", "tuk", "tsod", "check"}

// Names returns the names of the kinds in the set: "shak", "tuk", "tsod" or "check".
func (k CheckKind) Names() []string {
	var out []string
	for i, n := range checkKindNames {
		if k&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// String joins the names with "+" ("shak+tuk"); no check is "".
func (k CheckKind) String() string { return strings.Join(k.Names(), "+") }

// CheckKinds returns the kinds of check that move m gives, or 0 when it
// gives none or does not move a piece of the side to move to a square it
// could take. The position is unchanged when CheckKinds returns.
func (p *Position) CheckKinds(m Move) CheckKind {
	from, to := m.From(), m.To()
	pc, t := p.board[from], p.board[to]
	if pc == Empty || pc == Wall || pc.Color() != p.side || t == Wall || t != Empty && t.Color() == p.side {
		return 0
	}
	p.MakeMove(m)
	k := p.CheckingKinds()
	p.UnmakeMove()
	return k
}

// CheckingKinds returns the kinds of check the side to move is in now.
func (p *Position) CheckingKinds() CheckKind {
	return checkKindOf(p.v.NamedChecks, p.checkers(p.kings[p.side], p.side.Other()))
}

// checkKindOf names a set of checking piece kinds (a bit per Kind): by
// the checking pieces where checks are named, else CheckPlain.
func checkKindOf(named bool, kinds uint32) CheckKind {
	if kinds == 0 {
		return 0
	}
	if !named {
		return CheckPlain
	}
	var k CheckKind
	if kinds&(1<<Bers|1<<Chariot|1<<Knight) != 0 {
		k |= CheckShak
	}
	if kinds&(1<<Bishop) != 0 {
		k |= CheckTuk
	}
	if kinds&(1<<Pawn) != 0 {
		k |= CheckTsod
	}
	return k
}

// checkers returns, as a bit per Kind, the kinds of side by's pieces that
// attack square k, which holds the other side's king. It mirrors
// attackedChess piece by piece, zones included; other games only report
// whether the square is attacked, as a Chariot bit.
func (p *Position) checkers(k Square, by Color) uint32 {
	if p.v.Game != Shatar && p.v.Game != Hiashatar {
		if p.attacked(k, by) {
			return 1 << Chariot
		}
		return 0
	}
	return p.rayCheckers(k, by) | p.stepCheckers(k, by)
}

// rayCheckers finds the rooks, bers, bishops and queens attacking k.
func (p *Position) rayCheckers(k Square, by Color) uint32 {
	var out uint32
	bishopRange := p.v.BishopRange
	if bishopRange == 0 {
		bishopRange = maxRanks
	}
	for _, d := range orthogonals {
		s, n, free := p.firstOnRay(k, d, by)
		if pc := p.board[s]; pc != Wall && pc.Color() == by && (free || n == 1) {
			switch pc.Kind() {
			case Chariot, Queen, Bers:
				out |= 1 << pc.Kind()
			}
		}
	}
	for _, d := range diagonals {
		s, n, free := p.firstOnRay(k, d, by)
		pc := p.board[s]
		if pc == Wall || pc.Color() != by || !(free || n == 1) {
			continue
		}
		switch {
		case pc.Kind() == Bers && n == 1, pc.Kind() == Queen, pc.Kind() == Bishop && n <= bishopRange:
			out |= 1 << pc.Kind()
		}
	}
	return out
}

// stepCheckers finds the knights and pawns attacking k (kings never give check).
func (p *Position) stepCheckers(k Square, by Color) uint32 {
	var out uint32
	knight := MakePiece(Knight, by)
	frozen := p.v.zoned && p.v.Options.Hiashatar.KnightFrozenInZone
	for _, d := range knightLeaps {
		if s := int(k) + d; p.board[s] == knight && !(frozen && p.hinders(Square(s), by)) {
			out |= 1 << Knight
		}
	}
	pawn := MakePiece(Pawn, by)
	back := int(k) - forward(by)
	if p.board[back+east] == pawn || p.board[back+west] == pawn {
		out |= 1 << Pawn
	}
	return out
}

// kindsText names a set of Mongolian piece kinds in English: "rook",
// "bishop and pawn".
func kindsText(kinds uint32) string {
	var names []string
	for k := Kind(1); k < numKinds; k++ {
		if kinds&(1<<k) == 0 {
			continue
		}
		if k == Chariot {
			names = append(names, "rook")
		} else {
			names = append(names, k.String())
		}
	}
	switch len(names) {
	case 0:
		return "nothing"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
