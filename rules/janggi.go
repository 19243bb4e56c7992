package rules

import "fmt"

// JanggiSetup is one of the four arrangements of a janggi side's horses (N)
// and elephants (B) on the b, c, g and h files, read from the player's own
// left to right.
type JanggiSetup uint8

const (
	SetupNBBN JanggiSetup = iota // horse, elephant, elephant, horse (the usual start)
	SetupBNNB                    // elephant, horse, horse, elephant
	SetupNBNB                    // horse, elephant, horse, elephant
	SetupBNBN                    // elephant, horse, elephant, horse
)

var setupLetters = [4]string{"NBBN", "BNNB", "NBNB", "BNBN"}

// String returns the arrangement as four letters, e.g. "NBBN".
func (s JanggiSetup) String() string {
	if int(s) < len(setupLetters) {
		return setupLetters[s]
	}
	return "invalid"
}

// ParseJanggiSetup reads an arrangement written as four letters.
func ParseJanggiSetup(s string) (JanggiSetup, error) {
	for i, l := range setupLetters {
		if l == s {
			return JanggiSetup(i), nil
		}
	}
	return 0, fmt.Errorf("janggi setup %q: want one of NBBN, BNNB, NBNB, BNBN", s)
}

// JanggiStartFEN returns the start position with cho's and han's arrangements.
// Han sits on the far side, so its left is the i-file.
func JanggiStartFEN(cho, han JanggiSetup) string {
	back := func(s JanggiSetup) []byte {
		l := setupLetters[s%4]
		return []byte{'R', l[0], l[1], 'A', '1', 'A', l[2], l[3], 'R'}
	}
	c := back(cho)
	h := back(han)
	for i, j := 0, len(h)-1; i < j; i, j = i+1, j-1 {
		h[i], h[j] = h[j], h[i]
	}
	for i := range h {
		if h[i] >= 'A' && h[i] <= 'Z' {
			h[i] += 'a' - 'A'
		}
	}
	return string(h) + "/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/" + string(c) + " w - - 0 1"
}

// janggiRules applies the janggi rules that go beyond piece movement: bikjang,
// the cannon's first move and (when withPass) passing and the bikjang claim.
func (p *Position) janggiRules(ml *MoveList, withPass bool) {
	o := p.v.Options.Janggi
	facing := o.Bikjang != BikjangOff && p.generalsFacing()
	if facing {
		ml.filter(p.breaksFacing)
	}
	if !o.CannonFirstMove && p.firstMoveOfSide() {
		ml.filter(func(m Move) bool { return p.board[m.From()].Kind() != JanggiCannon })
	}
	if withPass && p.mayPass(ml.Len() == 0, facing) {
		k := p.kings[p.side]
		ml.Add(NewMove(k, k, NoKind))
	}
	// The claim is a choice beside breaking the facing: a side that cannot
	// break it has drawn already (BikjangBreak), so it is not offered then.
	if withPass && facing && o.BikjangClaim && ml.Len() > 0 {
		ml.Add(p.claim())
	}
}

// claim is the bikjang draw claim of the side to move.
func (p *Position) claim() Move { return NewClaim(p.kings[p.side], p.kings[p.side.Other()]) }

// Claim returns the bikjang draw claim when the side to move may make it
// (janggi with BikjangClaim on, the generals facing each other).
func (p *Position) Claim() (Move, bool) {
	if p.v.Game != Janggi || !p.v.Options.Janggi.BikjangClaim {
		return NoMove, false
	}
	m := p.claim()
	return m, p.IsLegal(m)
}

// breaksFacing reports whether m leaves the generals no longer facing.
func (p *Position) breaksFacing(m Move) bool {
	from, to := m.From(), m.To()
	b := &p.board
	pc, captured := b[from], b[to]
	b[to], b[from] = pc, Empty
	k := p.kings[p.side]
	if from == k {
		p.kings[p.side] = to
	}
	broken := !p.generalsFacing()
	p.kings[p.side] = k
	b[from], b[to] = pc, captured
	return broken
}

// mayPass says whether the side to move may pass, given whether it has any
// other legal move and whether the generals face each other.
func (p *Position) mayPass(stuck, facing bool) bool {
	o := p.v.Options.Janggi
	switch {
	case o.Bikjang == BikjangFSF && facing:
		return true
	case o.Bikjang == BikjangBreak && facing:
		return false // unable to break the facing: the game ends instead
	case o.Pass == PassAnyTime:
		return !p.InCheck()
	}
	return stuck && !p.InCheck()
}

// firstMoveOfSide reports whether the side to move has not moved yet in a
// game begun from one of the janggi setups.
func (p *Position) firstMoveOfSide() bool {
	return p.fullmove == 1 && p.inSetup(p.side)
}

// inSetup reports whether side c's sixteen pieces stand as one of the four
// janggi setups places them.
func (p *Position) inSetup(c Color) bool {
	if p.npieces[c] != 16 {
		return false
	}
	at := func(f, r int) Kind {
		s := SquareAt(f, r)
		if c == Second {
			s = SquareAt(f, p.v.Ranks-1-r)
		}
		if pc := p.board[s]; pc != Empty && pc.Color() == c {
			return pc.Kind()
		}
		return NoKind
	}
	fixed := []struct {
		f, r int
		k    Kind
	}{{0, 0, Chariot}, {8, 0, Chariot}, {3, 0, Guard}, {5, 0, Guard}, {4, 1, General},
		{1, 2, JanggiCannon}, {7, 2, JanggiCannon},
		{0, 3, Soldier}, {2, 3, Soldier}, {4, 3, Soldier}, {6, 3, Soldier}, {8, 3, Soldier}}
	for _, x := range fixed {
		if at(x.f, x.r) != x.k {
			return false
		}
	}
	for _, wing := range [2][2]int{{1, 2}, {6, 7}} {
		a, b := at(wing[0], 0), at(wing[1], 0)
		if !(a == Horse && b == LongElephant || a == LongElephant && b == Horse) {
			return false
		}
	}
	return true
}
