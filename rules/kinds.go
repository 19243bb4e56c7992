package rules

// KindInfo is what a variant says about one kind of piece.
type KindInfo struct {
	Letter byte // FEN letter, upper case; 0 when the game has no such kind
	// Value is the usual worth in tenths of a point (xiangqi's book values,
	// janggi's counting points, chess values in the Mongolian games); 0 for
	// the royal piece, whose loss is the end of the game.
	Value int
	Royal bool // capturing it ends the game: general or king
	// Heavy marks the pieces that keep a side out of zugzwang: neither
	// royal, nor a pawn or soldier, nor a palace piece (advisor, guard,
	// xiangqi elephant).
	Heavy bool
	// Attacker marks the pieces that can take part in a mate across the
	// board: every kind but the royal piece, the palace pieces and the
	// hiashatar bodyguard.
	Attacker bool
}

// kindValues are the usual piece values of each game, in tenths of a point:
// xiangqi as most books count (chariot 9, cannon 4.5, horse 4, advisor and
// elephant 2, soldier 1); janggi's counting points; chess values in the
// Mongolian games, the bers between a rook and a queen, the bodyguard a
// minor piece.
var kindValues = [Banqi][numKinds]int{
	Xiangqi:   {Chariot: 90, Cannon: 45, Horse: 40, Advisor: 20, Elephant: 20, Soldier: 10},
	Janggi:    {Chariot: 130, JanggiCannon: 70, Horse: 50, LongElephant: 30, Guard: 30, Soldier: 20},
	Shatar:    {Bers: 70, Chariot: 50, Bishop: 30, Knight: 30, Pawn: 10},
	Hiashatar: {Queen: 90, Chariot: 50, Bishop: 30, Knight: 30, Bodyguard: 30, Pawn: 10},
}

// PieceValue returns the usual value of kind k in game g, in tenths of a
// point (KindInfo.Value): 0 for a royal piece, a kind the game lacks, or banqi.
func PieceValue(g Game, k Kind) int {
	if g >= Banqi || k >= numKinds {
		return 0
	}
	return kindValues[g][k]
}

// setKinds fills the per-kind table of a board game from its letters.
func (v *Variant) setKinds() {
	for k := NoKind + 1; k < numKinds; k++ {
		if v.letter[k] == 0 {
			continue
		}
		palace := k == Advisor || k == Guard || k == Elephant
		pawn := k == Soldier || k == Pawn
		v.kinds[k] = KindInfo{
			Letter:   v.letter[k],
			Value:    kindValues[v.Game][k],
			Royal:    k.IsRoyal(),
			Heavy:    !k.IsRoyal() && !palace && !pawn,
			Attacker: !k.IsRoyal() && !palace && k != Bodyguard,
		}
		if v.kinds[k].Heavy {
			v.heavy = append(v.heavy, k)
		}
	}
}

// Kind returns what the variant says about kind k (the zero KindInfo for a
// kind the game does not have).
func (v *Variant) Kind(k Kind) KindInfo {
	if k >= numKinds {
		return KindInfo{}
	}
	return v.kinds[k]
}

// HeavyKinds lists the game's heavy kinds (KindInfo.Heavy), in kind order.
func (v *Variant) HeavyKinds() []Kind { return append([]Kind(nil), v.heavy...) }

// StalemateRule says what it means to have no legal move while not in check.
type StalemateRule uint8

const (
	// StalematePass: the side passes instead (janggi); zero for banqi.
	StalematePass StalemateRule = iota
	// StalemateLoses: the side with no legal move loses, in check or not (xiangqi).
	StalemateLoses
	// StalemateDraws: the game is drawn (shatar, hiashatar).
	StalemateDraws
)

// setRules computes the rule facts of a board game (the fields after
// Banqi in Variant) from its game and options.
func (v *Variant) setRules() {
	o := v.Options
	switch v.Game {
	case Xiangqi:
		v.Stalemate = StalemateLoses
		v.FlyingGeneral = true
		v.MoveLimit = o.Xiangqi.MoveLimit
		v.PerpetualCheckLoses = true
		v.ChaseRule = o.Xiangqi.ChaseRule
	case Janggi:
		v.Stalemate = StalematePass
		v.Bikjang = o.Janggi.Bikjang
		v.Passing = true
		v.Counting = o.Janggi.Counting
		v.PalaceLines = true
		v.PerpetualCheckLoses = o.Janggi.PerpetualCheck
		v.Setups = []JanggiSetup{SetupNBBN, SetupBNNB, SetupNBNB, SetupBNBN}
	case Shatar:
		v.Stalemate = StalemateDraws
		v.BareKingDraw = !o.Shatar.FSF
		v.KnightMateBanned = !o.Shatar.KnightMate && !o.Shatar.FSF
		v.Opening = o.Shatar.Opening
		v.BishopRange = o.Shatar.BishopRange
		v.NamedChecks = true
	case Hiashatar:
		v.Stalemate = StalemateDraws
		v.BareKingDraw = o.Hiashatar.BareKingDraw
	}
	if v.Game != Shatar {
		v.Opening = OpeningFree
	}
	v.setKinds()
}

// RuleEnd reports the endings by rule cheap enough to test at every node of
// a search tree: the move limit and the bare king draw (MoveLimit,
// BareKingDraw). Checkmate, stalemate, repetition and the rest are Outcome's.
func (p *Position) RuleEnd() (Result, bool) {
	v := p.v
	if v.MoveLimit > 0 && p.halfmove >= 2*v.MoveLimit {
		return Draw, true
	}
	if v.BareKingDraw && (p.npieces[First] == 1 || p.npieces[Second] == 1) {
		return Draw, true
	}
	return Ongoing, false
}

// DrawnResult is the result of a game ending drawn here: a draw, or under
// janggi's counting (Counting) a win for the side with more points.
func (p *Position) DrawnResult() Result {
	if !p.v.Counting {
		return Draw
	}
	cho, han := p.JanggiScore()
	if han > cho {
		return SecondWins
	}
	return FirstWins
}
