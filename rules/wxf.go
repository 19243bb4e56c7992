package rules

import (
	"fmt"
	"slices"
	"strings"
)

// WXF notation for xiangqi (World Xiangqi Federation, adopted 1997 from the
// Asian Xiangqi Federation's system): a piece letter, the file it stands on
// counted 1–9 from the mover's right, an operator (+ forward, - backward,
// = sideways) and either the destination file (sideways moves, and every move
// of a horse, elephant or advisor) or the number of ranks moved.
//
// Pieces of one kind on one file ("tandem" pieces) replace the file digit by
// a place on the file, following the federation's own page
// (wxf.org/xq/computer/wxf_notation.html, "Tandem Positions" and "Special
// Cases for Tandem Pawns"):
//
//	two on a file          R+ front, R- rear                    (R+=6, C--1)
//	three on a file        P+ front, P<file> middle, P- rear    (P+=4, P7=4, P-=4)
//	four soldiers          ++, P+, P-, --                      (++=4 foremost)
//	five soldiers          ++, P+, P<file>, P-, --
//	two files of soldiers  the letter becomes the file digit:
//	                       7+ front, 77 middle, 7- rear of file 7
//
// The rule names no exception, so advisors and elephants on one file take
// + and - too; ParseWXF also reads their plain file form (A6+5), which
// Fairy-Stockfish writes and which the direction already makes unique.
// Fairy-Stockfish writes three or more soldiers differently (index from
// the front, then the file: 24=3); we follow the federation.
//
// ParseWXF also reads: lower-case letters, B for the elephant and N for the
// horse, "." as the sideways operator, the tandem mark before the letter
// (+R+1, where the mark means front or rear), and plain UCI coordinates.
// Positions that cannot arise in a game (three chariots on a file, six
// soldiers) have no WXF spelling; WXF writes those moves in UCI form.

// maxNotationLen bounds the notation strings the parsers read, in bytes.
const maxNotationLen = 48

const wxfLetters = "KAEHRCP"

// wxfLetter maps a xiangqi kind to its WXF letter.
var wxfLetter = [numKinds]byte{General: 'K', Advisor: 'A', Elephant: 'E', Horse: 'H',
	Chariot: 'R', Cannon: 'C', Soldier: 'P'}

// ownFile numbers s's file from side c's right, starting at 1: red counts
// from file i, black (facing red) from file a.
func (v *Variant) ownFile(s Square, c Color) int {
	if c == First {
		return v.Files - s.File()
	}
	return s.File() + 1
}

// xqColumn places a piece among its side's pieces of the same kind; WXF and
// Chinese notation need it to tell tandem pieces apart.
type xqColumn struct {
	file   int // own file number, from 1
	n      int // pieces of the kind on that file
	index  int // place on the file from the front (toward the enemy), from 0
	files  int // files holding two or more of the kind
	series int // place among the pieces on such files: by own file number, then from the front
}

// xqColumnOf describes the piece on s.
func (p *Position) xqColumnOf(s Square) xqColumn {
	pc := p.board[s]
	c := pc.Color()
	col := xqColumn{file: p.v.ownFile(s, c)}
	var perFile [maxFiles]int
	same := p.pieces[c][:p.npieces[c]]
	for _, t := range same {
		if p.board[t] == pc {
			perFile[t.File()]++
		}
	}
	for _, n := range perFile {
		if n >= 2 {
			col.files++
		}
	}
	col.n = perFile[s.File()]
	ahead := func(t Square) bool { return p.v.relRank(t, c) > p.v.relRank(s, c) }
	for _, t := range same {
		if p.board[t] != pc || t == s {
			continue
		}
		if t.File() == s.File() && ahead(t) {
			col.index++
		}
		if perFile[t.File()] < 2 || perFile[s.File()] < 2 {
			continue
		}
		tf, sf := p.v.ownFile(t, c), col.file
		if tf < sf || tf == sf && ahead(t) {
			col.series++
		}
	}
	return col
}

// notationFor reports whether m can be written in a notation of game g: the
// position is of that game and the side to move has a piece on m's from-square.
func (p *Position) notationFor(g Game, m Move) bool {
	if p.v.Game != g || m == NoMove || m.IsPass() || m.IsClaim() || !p.v.OnBoard(m.From()) || !p.v.OnBoard(m.To()) {
		return false
	}
	pc := p.board[m.From()]
	return pc != Empty && pc.Color() == p.side
}

// xqStepsOrFile returns what follows the operator in WXF and Chinese notation:
// the destination's own file when the piece changes file, else the ranks moved.
func (p *Position) xqStepsOrFile(m Move) int {
	from, to := m.From(), m.To()
	if from.File() != to.File() {
		return p.v.ownFile(to, p.side)
	}
	return abs(to.Rank() - from.Rank())
}

// xqDirection returns +1 for a move toward the enemy, -1 back, 0 sideways.
func (p *Position) xqDirection(m Move) int {
	d := p.v.relRank(m.To(), p.side) - p.v.relRank(m.From(), p.side)
	switch {
	case d > 0:
		return 1
	case d < 0:
		return -1
	}
	return 0
}

// wxfNames returns the two characters that name the piece on s, then the
// other spellings ParseWXF accepts for it; ok is false when WXF cannot name it.
func (p *Position) wxfNames(s Square) (names []string, ok bool) {
	k := p.board[s].Kind()
	l := string(wxfLetter[k])
	col := p.xqColumnOf(s)
	file := string(rune('0' + col.file))
	soldier := k == Soldier
	switch i, n := col.index, col.n; {
	case n == 1:
		return []string{l + file}, true
	case col.files == 1 && n <= 3:
		mark := tandemMark(i, n, file)
		names = []string{l + mark}
		if mark != file {
			names = append(names, mark+l) // +R+1: the mark before the letter
		}
		if k == Advisor || k == Elephant {
			names = append(names, l+file)
		}
		return names, true
	case col.files == 1 && soldier && n <= 5:
		switch i {
		case 0:
			return []string{"++"}, true
		case n - 1:
			return []string{"--"}, true
		}
		return []string{l + tandemMark(i-1, n-2, file)}, true // the inner ones as if three or two
	case col.files >= 2 && soldier && n <= 3:
		return []string{file + tandemMark(i, n, file)}, true
	}
	return nil, false
}

// tandemMark marks place i (from the front) of n pieces on a file: + for the
// front, - for the rear, and middle, the normal file digit, for the middle one.
func tandemMark(i, n int, middle string) string {
	switch i {
	case 0:
		return "+"
	case n - 1:
		return "-"
	}
	return middle
}

// wxfAction writes the operator and the number of m, e.g. "+1" or "=5".
func (p *Position) wxfAction(m Move) string {
	op := [3]byte{'-', '=', '+'}[p.xqDirection(m)+1]
	return string(op) + string(rune('0'+p.xqStepsOrFile(m)))
}

// WXF writes m, a legal move of the position, in WXF notation ("C2=5",
// "H8+7", "R++1"). Moves WXF cannot write, and moves of other games, come
// out in UCI form.
func (p *Position) WXF(m Move) string {
	return p.writeXiangqi(m, notationSpec{p.wxfNames, p.wxfAction})
}

// writeXiangqi writes m as its piece's canonical name then its action, or in
// UCI form when m is not a xiangqi move of the side to move or the notation
// cannot name the piece.
func (p *Position) writeXiangqi(m Move, n notationSpec) string {
	if !p.notationFor(Xiangqi, m) {
		return m.String()
	}
	names, ok := n.names(m.From())
	if !ok {
		return m.String()
	}
	return names[0] + n.action(m)
}

// ParseWXF reads a move in WXF notation (or UCI coordinates) and checks that
// it is legal. Errors are *MoveError values saying what did not match.
func (p *Position) ParseWXF(s string) (Move, error) {
	if len(s) > maxNotationLen {
		return NoMove, &MoveError{Move: truncateUTF8(s, maxNotationLen) + "...", Reason: "too long"}
	}
	if p.v.Game != Xiangqi {
		return NoMove, &MoveError{Move: s, Reason: "WXF notation is for xiangqi, not " + p.v.Game.String()}
	}
	if u := strings.TrimSpace(s); looksLikeUCI(u) {
		return p.ParseMove(u)
	}
	t := normalizeWXF(strings.TrimSpace(s))
	if reason := checkWXFSyntax(t); reason != "" {
		return NoMove, &MoveError{Move: s, Reason: reason}
	}
	m, found, err := p.matchNotation(s, t[:2], t[2:], notationSpec{p.wxfNames, p.wxfAction})
	if err != nil || found {
		return m, err
	}
	return NoMove, &MoveError{Move: s, Reason: p.wxfMismatch(t)}
}

// notationSpec is how one notation names pieces and actions, for matchNotation.
type notationSpec struct {
	names  func(Square) ([]string, bool) // canonical name first, then variants
	action func(Move) string
}

// matchNotation finds the legal move written as name then action: the piece
// whose canonical name it is, or failing that the one piece with such a
// variant name. found is false when nothing matched.
func (p *Position) matchNotation(s, name, action string, n notationSpec) (m Move, found bool, err error) {
	var canonical, variant []Square
	for _, sq := range p.pieces[p.side][:p.npieces[p.side]] {
		names, ok := n.names(sq)
		if !ok {
			continue
		}
		if names[0] == name {
			canonical = append(canonical, sq)
		} else if slices.Contains(names[1:], name) {
			variant = append(variant, sq)
		}
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	for _, from := range [2][]Square{canonical, variant} {
		var hits []Move
		for _, mv := range ml.Moves() {
			if slices.Contains(from, mv.From()) && !mv.IsPass() && n.action(mv) == action {
				hits = append(hits, mv)
			}
		}
		switch len(hits) {
		case 0:
			continue
		case 1:
			return hits[0], true, nil
		}
		return NoMove, true, &MoveError{Move: s, Reason: fmt.Sprintf("ambiguous: could be %v or %v", hits[0], hits[1])}
	}
	return NoMove, false, nil
}

// normalizeWXF maps the spellings ParseWXF tolerates onto the canonical
// ones: upper case, E for B, H for N, = for the dot.
func normalizeWXF(s string) string {
	b := []byte(strings.ToUpper(s))
	for i, c := range b {
		switch c {
		case 'B':
			b[i] = 'E'
		case 'N':
			b[i] = 'H'
		case '.':
			b[i] = '='
		}
	}
	return string(b)
}

// looksLikeUCI reports whether s is shaped like a coordinate move: a file
// letter, one or two digits, a file letter ("h3e3", "a10a9").
func looksLikeUCI(s string) bool {
	isFile := func(i int) bool { return i < len(s) && s[i] >= 'a' && s[i] <= 'i' }
	isDigit := func(i int) bool { return i < len(s) && s[i] >= '0' && s[i] <= '9' }
	return isFile(0) && isDigit(1) && (isFile(2) || isDigit(2) && isFile(3))
}

// checkWXFSyntax explains why t cannot be a WXF move, or returns "".
func checkWXFSyntax(t string) string {
	const want = "want a piece letter (K A E H R C P) or tandem mark, its file, an operator (+ - =) and a number, like C2=5"
	if len(t) != 4 {
		return want
	}
	name := wxfLetters + "+-123456789"
	if strings.IndexByte(name, t[0]) < 0 || strings.IndexByte(name, t[1]) < 0 {
		return want
	}
	if strings.IndexByte("+-=", t[2]) < 0 {
		return fmt.Sprintf("operator %q: want + (forward), - (backward) or = (sideways)", t[2])
	}
	if t[3] < '1' || t[3] > '9' {
		return fmt.Sprintf("%q after the operator: want a file or a number of ranks, 1 to 9", t[3])
	}
	return ""
}

// wxfMismatch explains why no legal move matched the syntactically valid t.
func (p *Position) wxfMismatch(t string) string {
	return p.notationMismatch(t[:2], p.wxfNames, t[:2], t[2:])
}

// notationMismatch explains why no legal move matched a move whose piece is
// named name, given how the notation names each piece; shownName and
// shownAction are the two parts as the user wrote them.
func (p *Position) notationMismatch(name string, names func(Square) ([]string, bool), shownName, shownAction string) string {
	side := p.v.SideName(p.side)
	for _, s := range p.pieces[p.side][:p.npieces[p.side]] {
		ns, ok := names(s)
		if !ok {
			continue
		}
		for _, n := range ns {
			if n == name {
				return fmt.Sprintf("the %s %s on %s has no legal move %s", side, p.board[s].Kind(), s, shownAction)
			}
		}
	}
	return fmt.Sprintf("%s has no piece written %s here", side, shownName)
}
