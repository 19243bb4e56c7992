package records

import (
	"strings"
	"unicode/utf8"

	"github.com/elephant-chess/elephant/rules"
)

// Janggi moves as Korean records write them. The strict form is the point
// left, the piece, the point reached: 79졸78 (rules.Position.Korean). In
// practice records add a side mark (79초졸78, 79楚卒78), write names in
// Hanja, name the captured piece with or without 타 (74상42병, 09차49타졸),
// add 장군 or 멍군, glue a move time (<33>), spell a pass several ways, and
// Kakao writes squares as letter and rank (i3卒h3). A word is read into a
// pattern (the points it may mean, the piece and the victim it names) and
// matched against the legal moves: when exactly one fits, it is the move.

// koreanPoints says how a game writes its points.
type koreanPoints uint8

const (
	// pointsStandard: two digits, the rank counted from han's side (0 for
	// the tenth), then the file from cho's left: 79 is i4.
	pointsStandard koreanPoints = iota
	// pointsOld: the old coordinates ([기보형식 "구좌표"]): the points are
	// numbered 1–90 file by file from cho's left, each file from cho's back
	// rank, and written without a leading zero: 7 is a7, 21 is c1, 90 is i10.
	pointsOld
)

// koreanPattern is a move word read without the board.
type koreanPattern struct {
	pass, claim bool
	// readings are the moves the points may mean, the strict one first.
	// Standard and old points have one reading; Kakao's letter form has two
	// when no rank tells whether ranks count from 0 or from 1.
	readings []koreanReading
	kind     rules.Kind // the piece named; NoKind when left out
	victim   rules.Kind // the piece named as captured; NoKind when none
}

// koreanReading is one meaning of a word's two points; base is the rank
// a letter-form square counts from (0 or 1), -1 for digit points.
type koreanReading struct {
	from, to rules.Square
	base     int
}

// koreanPieceKinds reads the piece names of Korean records, Hangul and Hanja.
var koreanPieceKinds = map[rune]rules.Kind{
	'장': rules.General, '궁': rules.General, '將': rules.General, '帥': rules.General, '楚': rules.General, '漢': rules.General,
	'사': rules.Guard, '士': rules.Guard, '仕': rules.Guard,
	'상': rules.LongElephant, '象': rules.LongElephant, '相': rules.LongElephant,
	'마': rules.Horse, '馬': rules.Horse,
	'차': rules.Chariot, '車': rules.Chariot, '俥': rules.Chariot,
	'포': rules.JanggiCannon, '包': rules.JanggiCannon, '砲': rules.JanggiCannon, '炮': rules.JanggiCannon,
	'졸': rules.Soldier, '병': rules.Soldier, '卒': rules.Soldier, '兵': rules.Soldier,
}

// koreanSideMarks may stand before a piece name: 초 and 楚 for cho, 한 and 漢 for han.
const koreanSideMarks = "초한楚漢"

// koreanPassWords are the spellings of a pass (spaces removed).
var koreanPassWords = map[string]bool{"한수쉼": true, "쉼": true, "한수쉬기": true, "패스": true, "pass": true}

// koreanMarks may follow a move: check, its answer, mate, annotations.
var koreanMarks = []string{"장군", "멍군", "외통수", "외통", "+", "#", "!", "?"}

// parseKoreanMove reads a janggi move word in any Korean record form, with
// the points written in the standard way.
func parseKoreanMove(p *rules.Position, text string) (rules.Move, error) {
	return readKoreanMove(p, text, pointsStandard)
}

// readKoreanMove reads a janggi move word whose points are written as pts says.
func readKoreanMove(p *rules.Position, text string, pts koreanPoints) (rules.Move, error) {
	if p.Variant().Game != rules.Janggi {
		return rules.NoMove, refuse(Unreadable, "Korean record moves are janggi moves, not %s", p.Variant().Game)
	}
	pat, err := readKoreanPattern(text, pts)
	if err != nil {
		return rules.NoMove, err
	}
	return pat.match(p)
}

// readKoreanPattern reads a move word into a pattern, without the board.
func readKoreanPattern(text string, pts koreanPoints) (koreanPattern, error) {
	var pat koreanPattern
	s := cleanKoreanWord(text)
	switch {
	case s == "":
		return pat, refuse(Unreadable, "no move in %q", text)
	case koreanPassWords[s]:
		pat.pass = true
		return pat, nil
	case s == "빅장":
		pat.claim = true
		return pat, nil
	}
	if s[0] >= 'a' && s[0] <= 'i' {
		return readLetterPattern(text, s)
	}
	from, rest, ok := readKoreanPoint(s, pts)
	if !ok {
		return pat, refuse(Unreadable, "%q: want a point first, like 79졸78 or i3卒h3", text)
	}
	pat.kind, rest = readKoreanName(rest)
	to, rest, ok := readKoreanPoint(rest, pts)
	if !ok {
		return pat, refuse(Unreadable, "%q: want a point after the piece, like 79졸78", text)
	}
	pat.readings = []koreanReading{{from, to, -1}}
	return pat, pat.readVictim(text, rest)
}

// readVictim reads what follows the second point: 타 and the captured
// piece's name, either or both left out.
func (pat *koreanPattern) readVictim(text, rest string) error {
	rest = strings.TrimPrefix(rest, "타")
	if pat.victim, rest = readKoreanName(rest); rest != "" {
		return refuse(Unreadable, "%q: %q after the points is no piece name", text, rest)
	}
	return nil
}

// readLetterPattern reads Kakao's form, i3卒h3: file letters and ranks
// that count from 0, so that the 0 is cho's back rank. A rank 10 means
// ranks from 1; with neither 0 nor 10 both countings are readings, and
// legality chooses (a .gib game's other words tell, see gibLetterBase).
func readLetterPattern(text, s string) (koreanPattern, error) {
	var pat koreanPattern
	ff, fr, rest, ok := readLetterPoint(s)
	if !ok {
		return pat, refuse(Unreadable, "%q: want a square first, like i3卒h3", text)
	}
	pat.kind, rest = readKoreanName(rest)
	tf, tr, rest, ok := readLetterPoint(rest)
	if !ok {
		return pat, refuse(Unreadable, "%q: want a square after the piece, like i3卒h3", text)
	}
	fromZero := koreanReading{rules.SquareAt(ff, fr), rules.SquareAt(tf, tr), 0}
	fromOne := koreanReading{rules.SquareAt(ff, fr-1), rules.SquareAt(tf, tr-1), 1}
	switch {
	case fr == 10 || tr == 10:
		pat.readings = []koreanReading{fromOne}
	case fr == 0 || tr == 0:
		pat.readings = []koreanReading{fromZero}
	default:
		pat.readings = []koreanReading{fromZero, fromOne}
	}
	return pat, pat.readVictim(text, rest)
}

// readLetterPoint reads a file letter a–i and a rank 0–10 as written.
func readLetterPoint(s string) (file, rank int, rest string, ok bool) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'i' || !isDigit(s[1]) {
		return 0, 0, s, false
	}
	if strings.HasPrefix(s[1:], "10") {
		return int(s[0] - 'a'), 10, s[3:], true
	}
	return int(s[0] - 'a'), int(s[1] - '0'), s[2:], true
}

// cleanKoreanWord drops what carries no move: spaces, move times (<33>,
// glued or not), and the marks after a move (장군, 멍군, +, !?).
func cleanKoreanWord(text string) string {
	s := strings.Join(strings.Fields(text), "")
	for {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], '>')
		if j < 0 {
			break
		}
		s = s[:i] + s[i+j+1:]
	}
	for trimmed := true; trimmed; {
		trimmed = false
		for _, m := range koreanMarks {
			if t, ok := strings.CutSuffix(s, m); ok && t != "" {
				s, trimmed = t, true
			}
		}
	}
	return s
}

// readKoreanName reads an optional side mark and piece name.
func readKoreanName(s string) (rules.Kind, string) {
	r, n := utf8.DecodeRuneInString(s)
	if strings.ContainsRune(koreanSideMarks, r) {
		if k, m := utf8.DecodeRuneInString(s[n:]); m > 0 {
			if kind, ok := koreanPieceKinds[k]; ok {
				return kind, s[n+m:]
			}
		}
	}
	if kind, ok := koreanPieceKinds[r]; ok {
		return kind, s[n:]
	}
	return rules.NoKind, s
}

// readKoreanPoint reads a point at the start of s: two digits, or a
// number 1–90 in old coordinates.
func readKoreanPoint(s string, pts koreanPoints) (rules.Square, string, bool) {
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	switch {
	case pts == pointsOld && (n == 1 || n == 2):
		v := int(s[0] - '0')
		if n == 2 {
			v = v*10 + int(s[1]-'0')
		}
		if v < 1 || v > 90 {
			return rules.NoSquare, s, false
		}
		return rules.SquareAt((v-1)/10, (v-1)%10), s[n:], true
	case pts != pointsOld && n >= 2 && s[1] != '0':
		d, file := int(s[0]-'0'), int(s[1]-'1')
		return rules.SquareAt(file, (10-d)%10), s[2:], true
	}
	return rules.NoSquare, s, false
}

// match finds the one legal move that fits the pattern.
func (pat koreanPattern) match(p *rules.Position) (rules.Move, error) {
	switch {
	case pat.pass:
		return passMove(p)
	case pat.claim:
		return claimMove(p)
	}
	var found []rules.Move
	for _, m := range p.LegalMoves() {
		for _, rd := range pat.readings {
			if m.MovesPiece() && pat.fits(p, rd, m) {
				found = append(found, m)
				break
			}
		}
	}
	switch len(found) {
	case 0:
		return rules.NoMove, pat.whyNot(p)
	case 1:
		return found[0], nil
	}
	return rules.NoMove, refuse(Ambiguous, "%d legal moves fit (ranks counted from 0 or from 1): %s and %s",
		len(found), found[0], found[1])
}

func (pat koreanPattern) fits(p *rules.Position, rd koreanReading, m rules.Move) bool {
	if m.From() != rd.from || m.To() != rd.to {
		return false
	}
	if pat.kind != rules.NoKind && p.At(m.From()).Kind() != pat.kind {
		return false
	}
	victim := p.At(m.To())
	return pat.victim == rules.NoKind || victim != rules.Empty && victim.Kind() == pat.victim
}

// whyNot explains, on the strict reading of the points, why no legal move fits.
func (pat koreanPattern) whyNot(p *rules.Position) error {
	from, to := pat.readings[0].from, pat.readings[0].to
	pc, victim := p.At(from), p.At(to)
	switch {
	case pc != rules.Empty && pat.kind != rules.NoKind && pc.Kind() != pat.kind:
		return refuse(Illegal, "%s holds a %s, not a %s", from, pc.Kind(), pat.kind)
	case pat.victim != rules.NoKind && victim == rules.Empty:
		return refuse(Illegal, "the move names a captured %s, but %s is empty", pat.victim, to)
	case pat.victim != rules.NoKind && victim.Kind() != pat.victim:
		return refuse(Illegal, "the move names a captured %s, but %s holds a %s", pat.victim, to, victim.Kind())
	}
	return illegal(p, rules.NewMove(from, to, rules.NoKind))
}
