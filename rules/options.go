package rules

// Options are the rule options of all four games; a variant reads only the
// part of its own game. The zero value of each part is NOT the default: use
// DefaultOptions or a preset.
type Options struct {
	Xiangqi   XiangqiOptions
	Janggi    JanggiOptions
	Shatar    ShatarOptions
	Hiashatar HiashatarOptions
}

// XiangqiOptions are xiangqi's rule options (see shared/rules/xiangqi.md).
type XiangqiOptions struct {
	// MoveLimit is the number of moves by each side without a capture after
	// which the game is drawn; 0 turns the rule off.
	MoveLimit int
	// ChaseRule forbids perpetual chase (Asian rules); off, a repetition with
	// chases is a plain draw and only perpetual check loses.
	ChaseRule bool
	// CheckRule says how perpetual check is forbidden.
	CheckRule CheckRule
}

// CheckRule is how xiangqi forbids perpetual check.
type CheckRule uint8

const (
	// CheckRuleAsian: a side that gave check with every one of its moves in a
	// repeated cycle loses (the Asian rules).
	CheckRuleAsian CheckRule = iota
	// CheckRuleThreeChecks: the Spanish source text's wording, a house rule:
	// no more than three checks in a row with the same piece without moving
	// any other piece; the fourth loses, repetition or not, and a repeated
	// cycle in which a side checked with every move is a draw.
	CheckRuleThreeChecks
)

// PassRule says when a janggi player may pass.
type PassRule uint8

const (
	// PassWhenStuck: only a player with no legal move passes (and must).
	PassWhenStuck PassRule = iota
	// PassAnyTime: any time the player is not in check (Fairy-Stockfish), and
	// always while the generals face each other.
	PassAnyTime
)

// BikjangRule says what facing generals mean in janggi.
type BikjangRule uint8

const (
	// BikjangOff: facing generals are an ordinary position.
	BikjangOff BikjangRule = iota
	// BikjangBreak: the side to move must break the facing; if it cannot,
	// the game ends (a draw, or by points when counting is on).
	BikjangBreak
	// BikjangFSF: the side to move must break the facing or pass; two
	// consecutive plies with the generals facing end the game (Fairy-Stockfish).
	BikjangFSF
)

// JanggiOptions are janggi's rule options (see shared/rules/janggi.md).
type JanggiOptions struct {
	Pass PassRule
	// CannonFirstMove allows a side's first move of the game to be a cannon move.
	CannonFirstMove bool
	Bikjang         BikjangRule
	// BikjangClaim lets the player facing bikjang declare a draw instead of breaking it.
	BikjangClaim bool
	// Counting decides drawn endings by points (chariot 13, cannon 7, horse 5,
	// elephant 3, guard 3, soldier 2, and 1.5 for han).
	Counting bool
	// PerpetualCheck makes a repetition lost for a side that gave check with
	// every one of its moves in the repeated cycle (Fairy-Stockfish); off, a
	// repetition is drawn, or decided by counting.
	PerpetualCheck bool
	// DoublePassPlaysOn keeps the game going after both sides pass in a row,
	// as online servers play. No preset sets it; records of such games are
	// read with it (package records).
	DoublePassPlaysOn bool
}

// OpeningRule is shatar's opening obligation.
type OpeningRule uint8

const (
	// OpeningBersPawn: each side's first move is its bers's pawn two squares forward.
	OpeningBersPawn OpeningRule = iota
	// OpeningBersOrKingPawn: the first move is a two-square step of the bers's or the king's pawn.
	OpeningBersOrKingPawn
	// OpeningFree: no obligation and no two-square step at all.
	OpeningFree
)

// ShatarOptions are shatar's rule options (see shared/rules/shatar.md).
type ShatarOptions struct {
	// KnightMate allows a knight move that gives checkmate.
	KnightMate bool
	Opening    OpeningRule
	// BersRight puts each bers to the right of its king (kings on different files).
	BersRight bool
	// BishopRange limits the bishop to 1..BishopRange squares; 0 is unlimited.
	BishopRange int
	// FSF matches Fairy-Stockfish's shatar: a bare king ends the game with no
	// legal moves for either side, and a knight mate is a legal move.
	FSF bool
}

// HiashatarOptions are hiashatar's rule options (see shared/rules/hiashatar.md).
type HiashatarOptions struct {
	// ZoneActsOnAll makes zones hold back every piece, own ones too (a bodyguard
	// is never held by its own zone).
	ZoneActsOnAll bool
	// KnightFrozenInZone: a knight starting in an enemy zone cannot move.
	KnightFrozenInZone bool
	// BareKingDraw: a side left with only its king draws at once.
	BareKingDraw bool
}

// DefaultOptions are the traditional rules of every game.
func DefaultOptions() Options {
	return Options{
		Xiangqi: XiangqiOptions{MoveLimit: 60, ChaseRule: true},
		Janggi:  JanggiOptions{Pass: PassWhenStuck, Bikjang: BikjangBreak},
		Shatar:  ShatarOptions{Opening: OpeningBersPawn},
	}
}
