package records

import (
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// Coordinate moves: UCI (ranks 1–10, h3e3, b10c8) or ICCS (ranks 0–9,
// H2-E2 or h2e2). Files are letters from the first player's left in both.
// A game's words decide which of the two it is: a rank 10 is UCI, a rank
// 0 is ICCS, and a game with neither is read both ways.

// coordSystem says how a game's coordinate words read.
type coordSystem uint8

const (
	coordUnknown coordSystem = iota
	coordUCI
	coordICCS
)

// coordWord splits a coordinate word ("h2e2", "H2-E2", "b10c8", with check
// and annotation marks) into files and ranks as written.
func coordWord(s string) (ff, fr, tf, tr int, ok bool) {
	s = strings.ToLower(strings.Replace(strings.TrimRight(s, "+#!?"), "-", "", 1))
	for _, n := range [2]int{3, 2} { // the first square's length: "b10" or "b1"
		if len(s) < n+2 {
			continue
		}
		f1, r1, ok1 := coordSquare(s[:n])
		f2, r2, ok2 := coordSquare(s[n:])
		if ok1 && ok2 {
			return f1, r1, f2, r2, true
		}
	}
	return 0, 0, 0, 0, false
}

// coordSquare reads a whole square: a file letter a–j and a rank 0–10.
func coordSquare(s string) (file, rank int, ok bool) {
	switch {
	case len(s) == 2 && s[0] >= 'a' && s[0] <= 'j' && isDigit(s[1]):
		return int(s[0] - 'a'), int(s[1] - '0'), true
	case len(s) == 3 && s[0] >= 'a' && s[0] <= 'j' && s[1:] == "10":
		return int(s[0] - 'a'), 10, true
	}
	return 0, 0, false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// gameCoordSystem looks at every coordinate and algebraic word of a game:
// a rank 10 means ranks count from 1 (UCI, pychess), a rank 0 that they
// count from 0 (ICCS, WinBoard's xiangqi SAN: Che2, Rh0).
func gameCoordSystem(moves []rawMove) coordSystem {
	for _, m := range moves {
		ranks := sanRanks(m.text)
		if _, fr, _, tr, ok := coordWord(m.text); ok {
			ranks = []int{fr, tr}
		}
		for _, r := range ranks {
			switch r {
			case 10:
				return coordUCI
			case 0:
				return coordICCS
			}
		}
	}
	return coordUnknown
}

// sanRanks returns the ranks an algebraic word names: the digits after
// each lower-case file letter (Che2: 2; Rh0: 0; Hg10: 10).
func sanRanks(s string) []int {
	var ranks []int
	for i := 0; i+1 < len(s); i++ {
		if s[i] < 'a' || s[i] > 'j' || !isDigit(s[i+1]) {
			continue
		}
		r := int(s[i+1] - '0')
		if r == 1 && i+2 < len(s) && s[i+2] == '0' {
			r = 10
		}
		ranks = append(ranks, r)
	}
	return ranks
}

// readCoordMove reads a coordinate word in the given system and checks it.
// A UCI promotion may name its piece after the squares ("c2b1j").
func readCoordMove(p *rules.Position, text string, sys coordSystem) (rules.Move, bool, error) {
	word, letter := cutPromotionLetter(text)
	ff, fr, tf, tr, ok := coordWord(word)
	if !ok {
		return rules.NoMove, false, nil
	}
	if sys != coordICCS {
		fr, tr = fr-1, tr-1
	}
	v := p.Variant()
	if fr < 0 || tr < 0 || fr >= v.Ranks || tr >= v.Ranks || ff >= v.Files || tf >= v.Files {
		return rules.NoMove, true, refuse(Unreadable, "a point off the %d×%d board", v.Files, v.Ranks)
	}
	from, to := rules.SquareAt(ff, fr), rules.SquareAt(tf, tr)
	promo := rules.NoKind
	m := rules.NewMove(from, to, promo)
	if !p.IsLegal(m) {
		pm, ok := promotionOf(p, m)
		if !ok {
			return rules.NoMove, true, illegal(p, m)
		}
		m = pm
	}
	if letter != "" && !strings.HasSuffix(m.String(), letter) {
		return rules.NoMove, true, refuse(Illegal, "the move on these squares is %s, not a promotion to '%s'", m, letter)
	}
	return m, true, nil
}

// cutPromotionLetter splits a UCI promotion's lower-case piece letter from
// its squares: "c2b1j" gives "c2b1" and "j"; other words come back whole.
func cutPromotionLetter(s string) (string, string) {
	s = strings.TrimRight(s, "+#!?")
	if n := len(s); n >= 5 && s[n-1] >= 'a' && s[n-1] <= 'z' && isDigit(s[n-2]) {
		return s[:n-1], s[n-1:]
	}
	return s, ""
}

// promotionOf finds the promotion of a pawn move written without its piece
// (there is one promotion piece in each game).
func promotionOf(p *rules.Position, m rules.Move) (rules.Move, bool) {
	for _, l := range p.LegalMoves() {
		if l.From() == m.From() && l.To() == m.To() {
			return l, true
		}
	}
	return rules.NoMove, false
}

// illegal explains why the rules refuse m.
func illegal(p *rules.Position, m rules.Move) error {
	if r := p.Why(m); r != nil {
		e := refuse(Illegal, "%s", r.Error())
		e.rule = r
		return e
	}
	return refuse(Illegal, "%s is not a legal move here", m)
}

// isPassWord reads the spellings of a pass that coordinate records use.
func isPassWord(s string) bool {
	switch strings.ToLower(s) {
	case "0000", "pass", "@@@@", "--", "null":
		return true
	}
	return false
}

// isClaimWord reads the bikjang claim as coordinate records and UCI tools
// spell it (rules.Position.ParseMove reads it too); Korean records write 빅장.
func isClaimWord(s string) bool { return strings.EqualFold(s, "bikjang") }

// claimMove returns the side to move's bikjang claim when the rules allow it.
func claimMove(p *rules.Position) (rules.Move, error) {
	m, ok := p.Claim()
	if !ok {
		return rules.NoMove, refuse(Illegal, "no bikjang claim here: the generals do not face each other or the rules have no claim")
	}
	return m, nil
}

// passMove returns the side to move's pass when the rules allow it.
func passMove(p *rules.Position) (rules.Move, error) {
	if !p.Variant().Passing {
		return rules.NoMove, refuse(Illegal, "%s has no pass", p.Variant().Game)
	}
	m := rules.NewMove(p.KingSquare(p.SideToMove()), p.KingSquare(p.SideToMove()), rules.NoKind)
	if !p.IsLegal(m) {
		return rules.NoMove, illegal(p, m)
	}
	return m, nil
}
