package records

import (
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// Algebraic moves of xiangqi and janggi as pychess-variants and
// Fairy-Stockfish write them (Che3, Hc3, Rh10, Nxe7+): a piece letter, the
// from-file or from-rank when needed, an optional x, the destination with
// ranks 1–10. Programs differ in their letters (H or N for the horse, E or B
// for the elephant), so every spelling is read. The Mongolian games use the
// strict reader of package rules.

// sanKinds maps piece letters to kinds for xiangqi and janggi.
var sanKinds = map[rules.Game]map[byte]rules.Kind{
	rules.Xiangqi: {'K': rules.General, 'G': rules.General, 'A': rules.Advisor, 'E': rules.Elephant,
		'B': rules.Elephant, 'H': rules.Horse, 'N': rules.Horse, 'R': rules.Chariot, 'C': rules.Cannon,
		'P': rules.Soldier},
	rules.Janggi: {'K': rules.General, 'G': rules.General, 'A': rules.Guard, 'E': rules.LongElephant,
		'B': rules.LongElephant, 'H': rules.Horse, 'N': rules.Horse, 'R': rules.Chariot,
		'C': rules.JanggiCannon, 'P': rules.Soldier},
}

// sanPattern is a move as algebraic notation describes it.
type sanPattern struct {
	kind     rules.Kind
	fromFile int // -1: not given
	fromRank int // -1: not given
	to       rules.Square
}

// parseSAN reads the syntax of an algebraic word for game g; base is the
// number of the first rank (1, or 0 in WinBoard's xiangqi files).
func parseSAN(g rules.Game, v *rules.Variant, s string, base int) (sanPattern, bool) {
	kinds := sanKinds[g]
	s = strings.TrimRight(s, "+#!?")
	pt := sanPattern{kind: rules.Soldier, fromFile: -1, fromRank: -1}
	if s != "" && s[0] >= 'A' && s[0] <= 'Z' {
		k, ok := kinds[s[0]]
		if !ok {
			return pt, false
		}
		pt.kind, s = k, s[1:]
	}
	// The destination is the last file letter and its digits.
	i := len(s)
	for i > 0 && isDigit(s[i-1]) {
		i--
	}
	if i == 0 || i == len(s) || len(s)-i > 2 {
		return pt, false
	}
	i--
	tf, tr, ok := coordSquare(s[i:])
	if !ok || tr < base || tr-base >= v.Ranks || tf >= v.Files {
		return pt, false
	}
	pt.to = rules.SquareAt(tf, tr-base)
	prefix := strings.TrimRight(s[:i], "x:-")
	if prefix != "" && prefix[0] >= 'a' && prefix[0] <= 'j' {
		pt.fromFile, prefix = int(prefix[0]-'a'), prefix[1:]
	}
	if prefix != "" {
		r := 0
		for j := 0; j < len(prefix); j++ {
			if !isDigit(prefix[j]) {
				return pt, false
			}
			r = r*10 + int(prefix[j]-'0')
		}
		if r < base || r-base >= v.Ranks {
			return pt, false
		}
		pt.fromRank = r - base
	}
	return pt, true
}

func (pt sanPattern) fits(p *rules.Position, m rules.Move) bool {
	from := m.From()
	return m.MovesPiece() && m.To() == pt.to && p.At(from).Kind() == pt.kind &&
		(pt.fromFile < 0 || from.File() == pt.fromFile) && (pt.fromRank < 0 || from.Rank() == pt.fromRank)
}

// readSAN reads an algebraic word of xiangqi or janggi; ok is false when
// the word is not algebraic at all. Ranks count from 0 under coordICCS.
func readSAN(p *rules.Position, ml *rules.MoveList, text string, sys coordSystem) (rules.Move, bool, error) {
	v := p.Variant()
	base := 1
	if sys == coordICCS {
		base = 0
	}
	pt, ok := parseSAN(v.Game, v, text, base)
	if !ok {
		return rules.NoMove, false, nil
	}
	m, err := matchPattern(p, ml, func(m rules.Move) bool { return pt.fits(p, m) }, nil)
	return m, true, err
}
