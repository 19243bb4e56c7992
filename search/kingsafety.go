package search

import "github.com/elephant-chess/elephant/rules"

// Janggi king danger. Janggi games are mostly decided by mating attacks on
// the palace, so the danger to a general can outweigh a piece once enemy
// chariots, cannons and horses have safe checks. The form, a square of
// weighted attack features, follows Fairy-Stockfish's classical evaluation.
// The weights were fitted to that evaluation's king safety over 3,500
// self-play positions, together with a count of attacked palace squares
// (R² 0.58 on the square-root scale). Against Fairy-Stockfish the fitted
// scale lost more games than no term at all; half of it, without the palace
// count (nine attack tests a side, too slow), is what measured best (README).
// Weights are thousandths of the square root of a unit worth dangerScale.
const (
	dangerBase      = 721
	dangerUnit      = 13  // per unit of attacking force in our half (see attackUnits)
	dangerChariot   = 70  // per enemy chariot in our half
	dangerGuard     = -54 // per guard of ours left
	dangerChariotCk = 606 // per safe chariot check
	dangerHorseCk   = 233 // per safe horse check
	dangerCannonCk  = 271 // per safe cannon check
	dangerScale     = 66  // centipawns per squared unit
	dangerMax       = 1500
)

// janggiDanger returns the middle-game penalty for the danger to side c's general.
func (e *evaluator) janggiDanger(p *rules.Position, c rules.Color) int {
	them := c.Other()
	king := p.KingSquare(c)
	units, chariots := e.attackUnits(p, c)
	d := dangerBase + dangerUnit*units + dangerChariot*chariots +
		dangerGuard*p.Count(rules.MakePiece(rules.Guard, c))
	if p.Count(rules.MakePiece(rules.Chariot, them)) > 0 {
		d += dangerChariotCk * safeLineChecks(p, c, king, false)
	}
	if p.Count(rules.MakePiece(rules.JanggiCannon, them)) > 0 {
		d += dangerCannonCk * safeLineChecks(p, c, king, true)
	}
	if p.Count(rules.MakePiece(rules.Horse, them)) > 0 {
		d += dangerHorseCk * safeHorseChecks(p, c, king)
	}
	d = max(d, 0)
	return min(dangerScale*d/1000*d/1000, dangerMax)
}

// attackUnits weighs the enemy pieces in side c's half (a janggi chariot on
// a palace file counts from anywhere: it drops in along the palace lines).
func (e *evaluator) attackUnits(p *rules.Position, c rules.Color) (units, chariots int) {
	them := c.Other()
	king := p.KingSquare(c)
	for _, sq := range e.sq[them][:e.n[them]] {
		r := e.relRank(sq, c)
		k := p.Occupant(sq).Kind()
		if r > 4 {
			if e.palaceLines && k == rules.Chariot && abs(sq.File()-4) <= 1 {
				units += 2
			}
			continue
		}
		switch k {
		case rules.Chariot:
			units += 4
			chariots++
		case rules.Horse, rules.Cannon, rules.JanggiCannon:
			units += 3
		case rules.Soldier:
			if r <= 3 && abs(sq.File()-king.File()) <= 2 {
				units += 2
			}
		case rules.LongElephant:
			units++
		}
	}
	return units, chariots
}

// safeLineChecks counts the empty squares on the general's file and rank
// from which an enemy chariot (screened: a cannon, beyond one screen) would
// give check and that side c does not guard.
func safeLineChecks(p *rules.Position, c rules.Color, king rules.Square, screened bool) int {
	reaches := chariotReaches
	if screened {
		reaches = cannonReaches
	}
	n := 0
	for _, d := range orth {
		s := int(king) + d
		for p.Occupant(rules.Square(s)) == rules.Empty {
			if !screened {
				n += safeCheck(p, rules.Square(s), c, king, reaches)
			}
			s += d
		}
		if !screened {
			continue
		}
		if t := p.Occupant(rules.Square(s)); t == rules.Wall || t.Kind() == rules.JanggiCannon {
			continue
		}
		for s += d; p.Occupant(rules.Square(s)) == rules.Empty; s += d {
			n += safeCheck(p, rules.Square(s), c, king, reaches)
		}
	}
	return n
}

// safeCheck is 1 when an enemy piece reaches s and side c does not guard it.
func safeCheck(p *rules.Position, s rules.Square, c rules.Color, king rules.Square,
	reaches func(*rules.Position, rules.Square, rules.Color) bool) int {
	if reaches(p, s, c.Other()) && !guards(p, s, c, king) {
		return 1
	}
	return 0
}

// safeHorseChecks counts the points from which an enemy horse would check
// the general, that an enemy horse reaches and side c does not guard. A
// horse's leg, the square it passes first, lies diagonally next to its target.
func safeHorseChecks(p *rules.Position, c rules.Color, king rules.Square) int {
	n := 0
	for i, d := range diag {
		leg := int(king) + d
		if p.Occupant(rules.Square(leg)) != rules.Empty {
			continue
		}
		for _, o := range diagParts[i] {
			s := rules.Square(leg + o)
			if t := p.Occupant(s); t == rules.Empty || t != rules.Wall && t.Color() == c {
				n += safeCheck(p, s, c, king, horseReaches)
			}
		}
	}
	return n
}

// guards reports whether side c would answer a piece on s: one of its
// pieces attacks s, or s is next to its general inside the palace.
func guards(p *rules.Position, s rules.Square, c rules.Color, king rules.Square) bool {
	return chebyshev(s, king) == 1 && p.Variant().InPalace(s, c) || p.Attacked(s, c)
}

// chariotReaches reports whether a chariot of side by sees s along a file or rank.
func chariotReaches(p *rules.Position, s rules.Square, by rules.Color) bool {
	return slideReaches(p, s, rules.MakePiece(rules.Chariot, by), false)
}

// cannonReaches reports whether a janggi cannon of side by jumps to s over
// one screen that is not a cannon.
func cannonReaches(p *rules.Position, s rules.Square, by rules.Color) bool {
	return slideReaches(p, s, rules.MakePiece(rules.JanggiCannon, by), true)
}

// slideReaches looks along the file and rank of s for pc, right behind the
// first piece when screened.
func slideReaches(p *rules.Position, s rules.Square, pc rules.Piece, screened bool) bool {
	for _, d := range orth {
		t := int(s) + d
		for p.Occupant(rules.Square(t)) == rules.Empty {
			t += d
		}
		if screened {
			if sc := p.Occupant(rules.Square(t)); sc == rules.Wall || sc.Kind() == rules.JanggiCannon {
				continue
			}
			for t += d; p.Occupant(rules.Square(t)) == rules.Empty; t += d {
			}
		}
		if p.Occupant(rules.Square(t)) == pc {
			return true
		}
	}
	return false
}

// horseReaches reports whether a horse of side by jumps to s.
func horseReaches(p *rules.Position, s rules.Square, by rules.Color) bool {
	hs := rules.MakePiece(rules.Horse, by)
	for i, d := range diag {
		leg := int(s) + d
		if p.Occupant(rules.Square(leg)) != rules.Empty {
			continue
		}
		if p.Occupant(rules.Square(leg+diagParts[i][0])) == hs || p.Occupant(rules.Square(leg+diagParts[i][1])) == hs {
			return true
		}
	}
	return false
}

// diagParts gives the two straight steps that make up each diagonal step.
var diagParts = rules.DiagonalParts()
