package rules

import "fmt"

// Refusal says why a move is illegal: a machine-readable code (lessons test
// against it), the point involved when there is one, and a short sentence.
type Refusal struct {
	Code RefusalCode
	At   Square // NoSquare when no single point is to blame
	Text string
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

// Explain returns "" when m is legal, and otherwise a short English reason
// for refusing it, such as "the horse's leg is blocked at e3".
func (p *Position) Explain(m Move) string {
	if r := p.Why(m); r != nil {
		return r.Text
	}
	return ""
}

// Why returns nil when m is legal, and otherwise why it is refused.
func (p *Position) Why(m Move) *Refusal {
	if p.IsLegal(m) {
		return nil
	}
	if p.noMovesByRule() {
		return refuse(RefuseGameOver, NoSquare, "the game is over")
	}
	if m.IsClaim() {
		return p.whyNoClaim(m)
	}
	if m.IsPass() {
		return p.whyNoPass()
	}
	from, to := m.From(), m.To()
	pc := p.board[from]
	switch {
	case !p.v.OnBoard(from) || !p.v.OnBoard(to):
		return refuse(RefuseNotPseudoLegal, NoSquare, "that point is off the board")
	case pc == Empty:
		return refuse(RefuseNoPiece, from, "there is no piece on %s", from)
	case pc.Color() != p.side:
		return refuse(RefuseNotYourPiece, from, "the %s on %s belongs to %s, and it is %s's turn",
			p.v.PieceName(pc.Kind()), from, p.v.SideName(pc.Color()), p.v.SideName(p.side))
	case p.board[to] != Empty && p.board[to].Color() == p.side:
		return refuse(RefuseOwnPiece, to, "%s holds your own %s", to, p.v.PieceName(p.board[to].Kind()))
	}
	if p.openingPending(p.side) {
		return refuse(RefuseOpening, NoSquare, "%s's first move must be the opening two-square pawn step", p.v.SideName(p.side))
	}
	var ml MoveList
	p.generateFrom(&ml, from, p.side)
	if !ml.Contains(m) {
		return p.whyNotMovement(m)
	}
	return p.whyRuleForbids(m)
}

func refuse(code RefusalCode, at Square, format string, args ...any) *Refusal {
	return &Refusal{Code: code, At: at, Text: fmt.Sprintf(format, args...)}
}

// PieceName returns the English name of a kind in this game ("chariot" in
// xiangqi and janggi, "rook" in the Mongolian games).
func (v *Variant) PieceName(k Kind) string {
	if k == Chariot && (v.Game == Shatar || v.Game == Hiashatar) {
		return "rook"
	}
	return k.String()
}

// whyNoPass explains a refused pass.
func (p *Position) whyNoPass() *Refusal {
	if p.v.Game != Janggi {
		return refuse(RefusePass, NoSquare, "passing is not allowed in %s", p.v.Game)
	}
	if p.InCheck() {
		return refuse(RefusePass, NoSquare, "you cannot pass while in check")
	}
	if p.v.Options.Janggi.Bikjang == BikjangBreak && p.generalsFacing() {
		return refuse(RefuseBikjang, NoSquare, "the generals face each other: you must break the facing (bikjang)")
	}
	return refuse(RefusePass, NoSquare, "you may pass only when you have no other legal move")
}

// whyNoClaim explains a refused bikjang draw claim.
func (p *Position) whyNoClaim(m Move) *Refusal {
	o := p.v.Options.Janggi
	switch {
	case p.v.Game != Janggi:
		return refuse(RefuseClaim, NoSquare, "there is no bikjang claim in %s", p.v.Game)
	case !o.BikjangClaim || o.Bikjang == BikjangOff:
		return refuse(RefuseClaim, NoSquare, "these rules do not let a player claim a draw at bikjang")
	case !p.generalsFacing():
		return refuse(RefuseClaim, NoSquare, "a draw may be claimed only while the generals face each other (bikjang)")
	case m != p.claim():
		return refuse(RefuseClaim, NoSquare, "a claim goes from your general to the other general (%s)", p.claim())
	}
	return refuse(RefuseGameOver, NoSquare, "the game is over: the facing cannot be broken")
}

// whyRuleForbids explains a move the piece can make that a rule forbids.
func (p *Position) whyRuleForbids(m Move) *Refusal {
	us := p.side
	if !p.safeAfter(m, us) {
		return p.whySelfCheck(m)
	}
	pc := p.board[m.From()]
	switch p.v.Game {
	case Janggi:
		if p.v.Options.Janggi.Bikjang != BikjangOff && p.generalsFacing() && !p.breaksFacing(m) {
			return refuse(RefuseBikjang, NoSquare, "the generals face each other: your move must break the facing (bikjang)")
		}
		if pc.Kind() == JanggiCannon {
			return refuse(RefuseCannonFirst, m.From(), "a side's first move may not be a cannon move")
		}
	case Shatar:
		if pc.Kind() == Knight {
			return refuse(RefuseKnightMate, m.To(), "a knight may not give checkmate")
		}
	}
	return refuse(RefuseNotPseudoLegal, NoSquare, "that move is not legal here")
}

// whySelfCheck explains a move that leaves the mover's general attacked.
func (p *Position) whySelfCheck(m Move) *Refusal {
	q := p.Clone()
	q.MakeMove(m)
	if p.v.FlyingGeneral && q.generalsFacing() {
		return refuse(RefuseFlyingGeneral, NoSquare, "the generals would face each other on the %c-file (flying general)",
			'a'+q.kings[First].File())
	}
	royal := p.v.PieceName(p.royalKind())
	if p.InCheck() {
		return refuse(RefuseSelfCheck, p.kings[p.side], "your %s is in check and this move does not end it", royal)
	}
	return refuse(RefuseSelfCheck, p.kings[p.side], "that move would leave your %s in check", royal)
}

// whyNotMovement explains a move the piece cannot make at all.
func (p *Position) whyNotMovement(m Move) *Refusal {
	from, to := m.From(), m.To()
	pc := p.board[from]
	name := p.v.PieceName(pc.Kind())
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if r := p.whyZone(m); r != nil {
		return r
	}
	switch pc.Kind() {
	case General, Guard, Advisor:
		if !p.v.InPalace(to, p.side) {
			return refuse(RefusePalace, to, "the %s must stay inside the palace", name)
		}
		if pc.Kind() == Advisor {
			return refuse(RefuseShape, NoSquare, "the advisor moves one point diagonally inside the palace")
		}
		if p.v.Game == Janggi {
			return refuse(RefuseShape, NoSquare, "the %s moves one point along the lines of the palace", name)
		}
		return refuse(RefuseShape, NoSquare, "the general moves one point straight inside the palace")
	case Elephant:
		return p.whyElephant(from, to, df, dr)
	case LongElephant:
		return p.whyLongElephant(from, df, dr)
	case Horse:
		return p.whyHorse(from, df, dr)
	case Cannon, JanggiCannon:
		return p.whyCannon(from, to, df, dr)
	case Soldier, Pawn:
		return p.whySoldier(pc, df, dr)
	}
	if p.slidesAlong(pc.Kind(), from, to) {
		if between, ok := p.firstBlocker(from, to); ok {
			return refuse(RefuseBlocked, between, "the %s's path is blocked at %s", name, between)
		}
		if pc.Kind() == Bishop && p.v.Options.Shatar.BishopRange > 0 {
			return refuse(RefuseShape, NoSquare, "the bishop moves at most %d squares", p.v.Options.Shatar.BishopRange)
		}
	}
	return refuse(RefuseShape, NoSquare, "the %s does not move that way", name)
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

func (p *Position) whyElephant(from, to Square, df, dr int) *Refusal {
	if abs(df) != 2 || abs(dr) != 2 {
		return refuse(RefuseShape, NoSquare, "the elephant moves exactly two points diagonally")
	}
	if p.v.flags[to]&(fHalf0<<p.side) == 0 {
		return refuse(RefuseRiver, to, "the elephant cannot cross the river")
	}
	eye := SquareAt(from.File()+df/2, from.Rank()+dr/2)
	return refuse(RefuseElephantEye, eye, "the elephant's eye is blocked at %s", eye)
}

func (p *Position) whyLongElephant(from Square, df, dr int) *Refusal {
	if !(abs(df) == 2 && abs(dr) == 3 || abs(df) == 3 && abs(dr) == 2) {
		return refuse(RefuseShape, NoSquare, "the elephant moves one point straight, then two diagonally")
	}
	sf, sr := sign(df), sign(dr)
	first := SquareAt(from.File(), from.Rank()+sr)
	if abs(df) == 3 {
		first = SquareAt(from.File()+sf, from.Rank())
	}
	second := SquareAt(first.File()+sf, first.Rank()+sr)
	for _, s := range []Square{first, second} {
		if p.board[s] != Empty {
			return refuse(RefuseBlocked, s, "the elephant is blocked at %s", s)
		}
	}
	return refuse(RefuseShape, NoSquare, "the elephant cannot go there")
}

func (p *Position) whyHorse(from Square, df, dr int) *Refusal {
	if !(abs(df) == 1 && abs(dr) == 2 || abs(df) == 2 && abs(dr) == 1) {
		return refuse(RefuseShape, NoSquare, "the horse moves one point straight, then one diagonally outward")
	}
	leg := SquareAt(from.File(), from.Rank()+sign(dr))
	if abs(df) == 2 {
		leg = SquareAt(from.File()+sign(df), from.Rank())
	}
	return refuse(RefuseHorseLeg, leg, "the horse's leg is blocked at %s", leg)
}

func (p *Position) whyCannon(from, to Square, df, dr int) *Refusal {
	line := p.piecesBetween(from, to)
	if line == nil {
		return refuse(RefuseShape, NoSquare, "the cannon moves along a straight line")
	}
	screens := line[1:]
	target := p.board[to]
	if p.v.Game == Xiangqi {
		switch {
		case target == Empty:
			return refuse(RefuseCannonJump, screens[0], "the cannon jumps only to capture; its path is blocked at %s", screens[0])
		case len(screens) == 0:
			return refuse(RefuseNoScreen, NoSquare, "the cannon needs a screen to capture: exactly one piece between")
		}
		return refuse(RefuseTwoScreens, screens[1], "the cannon can jump only one screen; %s is a second one", screens[1])
	}
	switch {
	case len(screens) == 0:
		return refuse(RefuseNoScreen, NoSquare, "the cannon must jump over exactly one piece to move or capture")
	case p.board[screens[0]].Kind() == JanggiCannon:
		return refuse(RefuseCannonScreen, screens[0], "a cannon cannot jump over another cannon (at %s)", screens[0])
	case len(screens) > 1:
		return refuse(RefuseTwoScreens, screens[1], "the cannon can jump only one screen; %s is a second one", screens[1])
	case target != Empty && target.Kind() == JanggiCannon:
		return refuse(RefuseCannonCapture, to, "a cannon cannot capture a cannon")
	}
	return refuse(RefuseShape, NoSquare, "the cannon cannot go there")
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

func (p *Position) whySoldier(pc Piece, df, dr int) *Refusal {
	name := p.v.PieceName(pc.Kind())
	fwd := 1
	if p.side == Second {
		fwd = -1
	}
	switch {
	case dr*fwd < 0:
		return refuse(RefuseBackward, NoSquare, "a %s never moves backward", name)
	case dr == 0 && abs(df) == 1 && pc.Kind() == Soldier:
		return refuse(RefuseSideways, NoSquare, "the soldier may move sideways only after crossing the river")
	}
	return refuse(RefuseShape, NoSquare, "the %s does not move that way", name)
}

// whyZone explains a hiashatar move cut short by a bodyguard's zone.
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
		return refuse(RefuseZone, from, "the %s starts in a bodyguard's zone and may move only one square", p.v.PieceName(pc.Kind()))
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
			return refuse(RefuseZone, s, "the %s must stop at %s, the first square of a bodyguard's zone", p.v.PieceName(pc.Kind()), s)
		}
	}
	return nil
}
