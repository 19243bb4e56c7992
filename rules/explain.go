package rules

import "strings"

// Refusal says why a move is refused, as facts: the rule it breaks (Code,
// which lessons test against), the move's squares, the point to blame, the
// pieces and side involved and the rule option behind it. Package i18n puts
// it in words; Error gives a terse English form for logs and the UCI.
type Refusal struct {
	Code     RefusalCode
	Game     Game
	From, To Square // the move refused
	At       Square // the point to blame; NoSquare when no single point is
	Piece    Kind   // the kind asked to move; NoKind when From holds none
	Other    Kind   // the other piece the rule names: the one on To, the general or king left in check, the one that ranks higher; NoKind when none
	Side     Color  // the side to move
	InCheck  bool   // the side to move is in check (told where the rule turns on it: self-check, pass)
	// Option names the rule option that forbids the move (an OptionSpec
	// name, or a BanqiOptions field); "" when the game's own rules do.
	Option string
	N      int // a number the rule names: the bishop's range, the pieces between
}

// Error writes the refusal tersely in English: "horse-leg at c1 (horse)".
func (r *Refusal) Error() string {
	var b strings.Builder
	b.WriteString(string(r.Code))
	if r.Option != "" {
		b.WriteString(" under " + r.Option)
	}
	if r.At != NoSquare {
		b.WriteString(" at " + r.At.String())
	}
	if r.Piece != NoKind {
		b.WriteString(" (" + r.Piece.String() + ")")
	}
	return b.String()
}

// RefusalCode names the rule a refused move breaks.
type RefusalCode string

const (
	RefuseNoPiece        RefusalCode = "no-piece"
	RefuseNotYourPiece   RefusalCode = "not-your-piece"
	RefuseOwnPiece       RefusalCode = "own-piece"
	RefuseShape          RefusalCode = "shape" // the piece does not move that way
	RefuseBlocked        RefusalCode = "blocked"
	RefusePalace         RefusalCode = "palace"
	RefuseRiver          RefusalCode = "river"
	RefuseElephantEye    RefusalCode = "elephant-eye"
	RefuseHorseLeg       RefusalCode = "horse-leg"
	RefuseNoScreen       RefusalCode = "cannon-no-screen"
	RefuseTwoScreens     RefusalCode = "cannon-two-screens"
	RefuseCannonJump     RefusalCode = "cannon-jump" // a xiangqi cannon jumping without capturing
	RefuseCannonScreen   RefusalCode = "cannon-over-cannon"
	RefuseCannonCapture  RefusalCode = "cannon-takes-cannon"
	RefuseBackward       RefusalCode = "backward"
	RefuseSideways       RefusalCode = "sideways"
	RefuseSelfCheck      RefusalCode = "self-check"
	RefuseFlyingGeneral  RefusalCode = "flying-general"
	RefuseBikjang        RefusalCode = "bikjang"
	RefuseClaim          RefusalCode = "bikjang-claim" // a draw claim the rules do not allow here
	RefuseCannonFirst    RefusalCode = "cannon-first-move"
	RefusePass           RefusalCode = "pass"
	RefuseOpening        RefusalCode = "opening"
	RefuseKnightMate     RefusalCode = "knight-mate"
	RefuseZone           RefusalCode = "zone"
	RefuseGameOver       RefusalCode = "game-over"
	RefuseNotPseudoLegal RefusalCode = "illegal"
)

// RefusalCodes lists every refusal code, banqi's included.
func RefusalCodes() []RefusalCode {
	return []RefusalCode{RefuseNoPiece, RefuseNotYourPiece, RefuseOwnPiece, RefuseShape, RefuseBlocked,
		RefusePalace, RefuseRiver, RefuseElephantEye, RefuseHorseLeg, RefuseNoScreen, RefuseTwoScreens,
		RefuseCannonJump, RefuseCannonScreen, RefuseCannonCapture, RefuseBackward, RefuseSideways,
		RefuseSelfCheck, RefuseFlyingGeneral, RefuseBikjang, RefuseClaim, RefuseCannonFirst, RefusePass,
		RefuseOpening, RefuseKnightMate, RefuseZone, RefuseGameOver, RefuseNotPseudoLegal,
		RefuseFaceDown, RefuseFaceDownTarget, RefuseRank, RefuseGeneralSoldier, RefuseCannonAdjacent,
		RefuseChain, RefuseFlip, RefuseFlipFirst}
}

// Why returns nil when m is legal, and otherwise why it is refused.
func (p *Position) Why(m Move) *Refusal {
	if p.IsLegal(m) {
		return nil
	}
	if p.noMovesByRule() {
		return p.refuse(m, Refusal{Code: RefuseGameOver})
	}
	if m.IsClaim() {
		return p.whyNoClaim(m)
	}
	if m.IsPass() {
		return p.whyNoPass(m)
	}
	from, to := m.From(), m.To()
	pc := p.board[from]
	switch {
	case !p.v.OnBoard(from) || !p.v.OnBoard(to):
		return p.refuse(m, Refusal{Code: RefuseNotPseudoLegal})
	case pc == Empty:
		return p.refuse(m, Refusal{Code: RefuseNoPiece, At: from})
	case pc.Color() != p.side:
		return p.refuse(m, Refusal{Code: RefuseNotYourPiece, At: from})
	case p.board[to] != Empty && p.board[to].Color() == p.side:
		return p.refuse(m, Refusal{Code: RefuseOwnPiece, At: to})
	}
	if p.openingPending(p.side) {
		return p.refuse(m, Refusal{Code: RefuseOpening, Option: "Opening"})
	}
	var ml MoveList
	p.generateFrom(&ml, from, p.side)
	if !ml.Contains(m) {
		return p.whyNotMovement(m)
	}
	return p.whyRuleForbids(m)
}

func (p *Position) refuse(m Move, r Refusal) *Refusal { return refusal(p.v, &p.board, p.side, m, r) }

// refusal completes r with the facts every refusal of m carries, with side
// to move on board.
func refusal(v *Variant, board *[256]Piece, side Color, m Move, r Refusal) *Refusal {
	r.Game, r.From, r.To, r.Side = v.Game, m.From(), m.To(), side
	r.Piece = kindOn(v, board, m.From())
	if r.Other == NoKind {
		r.Other = kindOn(v, board, m.To())
	}
	return &r
}

// kindOn returns the kind of the face-up piece on s; NoKind for an empty
// or face-down point, or one off the board.
func kindOn(v *Variant, board *[256]Piece, s Square) Kind {
	if !v.OnBoard(s) || board[s] == Empty || board[s] == FaceDown {
		return NoKind
	}
	return board[s].Kind()
}

// whyNoPass explains a refused pass.
func (p *Position) whyNoPass(m Move) *Refusal {
	switch {
	case !p.v.Passing:
		return p.refuse(m, Refusal{Code: RefusePass})
	case p.InCheck():
		return p.refuse(m, Refusal{Code: RefusePass, InCheck: true})
	case p.v.Options.Janggi.Bikjang == BikjangBreak && p.generalsFacing():
		return p.refuse(m, Refusal{Code: RefuseBikjang})
	}
	return p.refuse(m, Refusal{Code: RefusePass, Option: "Pass"})
}

// whyNoClaim explains a refused bikjang draw claim.
func (p *Position) whyNoClaim(m Move) *Refusal {
	o := p.v.Options.Janggi
	switch {
	case p.v.Game != Janggi || !o.BikjangClaim || o.Bikjang == BikjangOff:
		return p.refuse(m, Refusal{Code: RefuseClaim, Option: "BikjangClaim"})
	case !p.generalsFacing() || m != p.claim():
		return p.refuse(m, Refusal{Code: RefuseClaim})
	}
	return p.refuse(m, Refusal{Code: RefuseGameOver})
}

// whyRuleForbids explains a move the piece can make that a rule forbids.
func (p *Position) whyRuleForbids(m Move) *Refusal {
	if !p.safeAfter(m, p.side) {
		return p.whySelfCheck(m)
	}
	pc := p.board[m.From()]
	switch p.v.Game {
	case Janggi:
		if p.v.Options.Janggi.Bikjang != BikjangOff && p.generalsFacing() && !p.breaksFacing(m) {
			return p.refuse(m, Refusal{Code: RefuseBikjang})
		}
		if pc.Kind() == JanggiCannon {
			return p.refuse(m, Refusal{Code: RefuseCannonFirst, At: m.From(), Option: "CannonFirstMove"})
		}
	case Shatar:
		if pc.Kind() == Knight {
			return p.refuse(m, Refusal{Code: RefuseKnightMate, At: m.To(), Option: "KnightMate"})
		}
	}
	return p.refuse(m, Refusal{Code: RefuseNotPseudoLegal})
}

// whySelfCheck explains a move that leaves the mover's general attacked.
func (p *Position) whySelfCheck(m Move) *Refusal {
	q := p.Clone()
	q.MakeMove(m)
	if p.v.FlyingGeneral && q.generalsFacing() {
		return p.refuse(m, Refusal{Code: RefuseFlyingGeneral})
	}
	return p.refuse(m, Refusal{Code: RefuseSelfCheck, At: p.kings[p.side], Other: p.royalKind(), InCheck: p.InCheck()})
}

// whyNotMovement explains a move the piece cannot make at all.
func (p *Position) whyNotMovement(m Move) *Refusal {
	from, to := m.From(), m.To()
	pc := p.board[from]
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if r := p.whyZone(m); r != nil {
		return r
	}
	switch pc.Kind() {
	case General, Guard, Advisor:
		if !p.v.InPalace(to, p.side) {
			return p.refuse(m, Refusal{Code: RefusePalace, At: to})
		}
		return p.refuse(m, Refusal{Code: RefuseShape})
	case Elephant:
		return p.whyElephant(m, df, dr)
	case LongElephant:
		return p.whyLongElephant(m, df, dr)
	case Horse:
		return p.whyHorse(m, df, dr)
	case Cannon, JanggiCannon:
		return p.whyCannon(m)
	case Soldier, Pawn:
		return p.whySoldier(m, df, dr)
	}
	if p.slidesAlong(pc.Kind(), from, to) {
		if between, ok := p.firstBlocker(from, to); ok {
			return p.refuse(m, Refusal{Code: RefuseBlocked, At: between})
		}
		if pc.Kind() == Bishop && p.v.BishopRange > 0 {
			return p.refuse(m, Refusal{Code: RefuseShape, Option: "BishopRange", N: p.v.BishopRange})
		}
	}
	if pc.Kind() == Knight && p.v.Options.Hiashatar.KnightFrozenInZone && p.v.zoned && p.hinders(from, p.side) {
		return p.refuse(m, Refusal{Code: RefuseShape, At: from, Option: "KnightFrozenInZone"})
	}
	return p.refuse(m, Refusal{Code: RefuseShape})
}

// slidesAlong reports whether a piece of kind k slides along the line from
// from to to (a rank, a file, a diagonal, or a janggi palace line).
func (p *Position) slidesAlong(k Kind, from, to Square) bool {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	straight := df == 0 || dr == 0
	diagonal := abs(df) == abs(dr)
	switch k {
	case Chariot, Bers:
		_, palace := p.lineStep(from, to)
		return straight || palace && p.v.Game == Janggi
	case Bishop:
		return diagonal
	case Queen:
		return straight || diagonal
	case Bodyguard:
		return (straight || diagonal) && max(abs(df), abs(dr)) == 2
	}
	return false
}

func (p *Position) whyElephant(m Move, df, dr int) *Refusal {
	from, to := m.From(), m.To()
	if abs(df) != 2 || abs(dr) != 2 {
		return p.refuse(m, Refusal{Code: RefuseShape})
	}
	if p.v.flags[to]&(fHalf0<<p.side) == 0 {
		return p.refuse(m, Refusal{Code: RefuseRiver, At: to})
	}
	return p.refuse(m, Refusal{Code: RefuseElephantEye, At: SquareAt(from.File()+df/2, from.Rank()+dr/2)})
}

func (p *Position) whyLongElephant(m Move, df, dr int) *Refusal {
	from := m.From()
	if !(abs(df) == 2 && abs(dr) == 3 || abs(df) == 3 && abs(dr) == 2) {
		return p.refuse(m, Refusal{Code: RefuseShape})
	}
	sf, sr := sign(df), sign(dr)
	first := SquareAt(from.File(), from.Rank()+sr)
	if abs(df) == 3 {
		first = SquareAt(from.File()+sf, from.Rank())
	}
	second := SquareAt(first.File()+sf, first.Rank()+sr)
	for _, s := range []Square{first, second} {
		if p.board[s] != Empty {
			return p.refuse(m, Refusal{Code: RefuseBlocked, At: s})
		}
	}
	return p.refuse(m, Refusal{Code: RefuseShape})
}

func (p *Position) whyHorse(m Move, df, dr int) *Refusal {
	from := m.From()
	if !(abs(df) == 1 && abs(dr) == 2 || abs(df) == 2 && abs(dr) == 1) {
		return p.refuse(m, Refusal{Code: RefuseShape})
	}
	leg := SquareAt(from.File(), from.Rank()+sign(dr))
	if abs(df) == 2 {
		leg = SquareAt(from.File()+sign(df), from.Rank())
	}
	return p.refuse(m, Refusal{Code: RefuseHorseLeg, At: leg})
}

func (p *Position) whyCannon(m Move) *Refusal {
	from, to := m.From(), m.To()
	line := p.piecesBetween(from, to)
	if line == nil {
		return p.refuse(m, Refusal{Code: RefuseShape})
	}
	screens := line[1:]
	target := p.board[to]
	if p.v.Game == Xiangqi {
		switch {
		case target == Empty:
			return p.refuse(m, Refusal{Code: RefuseCannonJump, At: screens[0]})
		case len(screens) == 0:
			return p.refuse(m, Refusal{Code: RefuseNoScreen})
		}
		return p.refuse(m, Refusal{Code: RefuseTwoScreens, At: screens[1], N: len(screens)})
	}
	switch {
	case len(screens) == 0:
		return p.refuse(m, Refusal{Code: RefuseNoScreen})
	case p.board[screens[0]].Kind() == JanggiCannon:
		return p.refuse(m, Refusal{Code: RefuseCannonScreen, At: screens[0]})
	case len(screens) > 1:
		return p.refuse(m, Refusal{Code: RefuseTwoScreens, At: screens[1], N: len(screens)})
	case target != Empty && target.Kind() == JanggiCannon:
		return p.refuse(m, Refusal{Code: RefuseCannonCapture, At: to})
	}
	return p.refuse(m, Refusal{Code: RefuseShape})
}

// piecesBetween returns, for a move along a rank, file or palace line, the
// line's start (as a sentinel first element) followed by the occupied
// points strictly between from and to; nil when no line joins them.
func (p *Position) piecesBetween(from, to Square) []Square {
	d, ok := p.lineStep(from, to)
	if !ok {
		return nil
	}
	out := []Square{from}
	for s := Square(int(from) + d); s != to; s = Square(int(s) + d) {
		if p.board[s] != Empty {
			out = append(out, s)
		}
	}
	return out
}

// lineStep returns the step joining from and to along a rank, a file or a
// janggi palace diagonal.
func (p *Position) lineStep(from, to Square) (int, bool) {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	switch {
	case df == 0 && dr != 0:
		return sign(dr) * north, true
	case dr == 0 && df != 0:
		return sign(df) * east, true
	case abs(df) == abs(dr) && df != 0 && p.v.palaceDiag[from] != 0:
		d := sign(dr)*north + sign(df)*east
		for s := from; s != to; s = Square(int(s) + d) {
			if !p.v.palaceLine(s, diagonalIndex(d)) {
				return 0, false
			}
		}
		return d, true
	}
	return 0, false
}

func diagonalIndex(d int) int {
	for i, x := range diagonals {
		if x == d {
			return i
		}
	}
	return -1
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// firstBlocker returns the first occupied point strictly between from and
// to on a straight or diagonal line.
func (p *Position) firstBlocker(from, to Square) (Square, bool) {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if !(df == 0 || dr == 0 || abs(df) == abs(dr)) {
		return NoSquare, false
	}
	d := sign(dr)*north + sign(df)*east
	for s := Square(int(from) + d); s != to; s = Square(int(s) + d) {
		if p.board[s] != Empty {
			return s, true
		}
	}
	return NoSquare, false
}

func (p *Position) whySoldier(m Move, df, dr int) *Refusal {
	fwd := 1
	if p.side == Second {
		fwd = -1
	}
	switch {
	case dr*fwd < 0:
		return p.refuse(m, Refusal{Code: RefuseBackward})
	case dr == 0 && abs(df) == 1 && p.board[m.From()].Kind() == Soldier:
		return p.refuse(m, Refusal{Code: RefuseSideways})
	case p.board[m.From()].Kind() == Pawn && p.v.Game == Shatar && p.v.Options.Shatar.Opening == OpeningFree && df == 0 && abs(dr) == 2:
		return p.refuse(m, Refusal{Code: RefuseShape, Option: "Opening"})
	}
	return p.refuse(m, Refusal{Code: RefuseShape})
}

// whyZone explains a hiashatar move cut short by a bodyguard's zone: At is
// the piece's own square when it starts in a zone, else where it must stop.
func (p *Position) whyZone(m Move) *Refusal {
	from, to := m.From(), m.To()
	pc := p.board[from]
	if !p.v.zoned || pc.Kind() == Knight || pc.Kind() == King {
		return nil
	}
	held := p.hinders(from, p.side)
	if pc.Kind() == Bodyguard {
		held = p.bodyguardHeld(from, from, p.side)
	}
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if !(df == 0 || dr == 0 || abs(df) == abs(dr)) {
		return nil
	}
	if held && max(abs(df), abs(dr)) > 1 {
		return p.refuse(m, Refusal{Code: RefuseZone, At: from})
	}
	d := sign(dr)*north + sign(df)*east
	for s := Square(int(from) + d); s != to; s = Square(int(s) + d) {
		if p.board[s] != Empty {
			return nil
		}
		stop := p.hinders(s, p.side)
		if pc.Kind() == Bodyguard {
			stop = p.bodyguardHeld(s, from, p.side)
		}
		if stop {
			return p.refuse(m, Refusal{Code: RefuseZone, At: s})
		}
	}
	return nil
}
