package rules

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Korean game-record notation for janggi, the move style of .gib files: the
// point left, the piece's name, the point reached, as in 79졸78. Each point
// is two digits, rank then file:
//
//   - ranks count from han's back rank (the top of the board as cho sees
//     it): 1 is our rank 10, 9 is rank 2, and cho's back rank, the tenth,
//     is written 0;
//   - files count 1–9 from cho's left, so 1 is file a.
//
// So cho's first-rank horse on b1 is 02, han's general on e9 is 25, and
// 79졸78 is cho's soldier i4–h4. Sources: published records such as the
// 2016 friendly game 하여명–전동하 (1. 71졸72 2. 49병48 3. 08마87 ... 13. 74상42병
// ... 62. 85포55장군), the readers of ladofa/janggi (python_tf/gibo.py: digit 0
// means the tenth rank) and Fairy-Stockfish's janggi notation (rank
// (10-r+1)%10 before the file).
//
// Names: 차 chariot, 포 cannon, 마 horse, 상 elephant, 사 guard, 장 general,
// and 졸 for cho's soldiers, 병 for han's. As in the records, a capture adds
// the captured piece's name (74상42병) and a check adds 장군; a pass is
// written 한수쉼 and a bikjang draw claim 빅장. ParseKorean also reads the records' Hanja names (79卒78,
// 79楚卒78), 궁 for the general, moves without the name (7978) and 멍군.

var koreanName = [numKinds]string{General: "장", Guard: "사", LongElephant: "상", Horse: "마",
	Chariot: "차", JanggiCannon: "포", Soldier: "졸"}

// koreanKind reads the piece names of Korean records, Hangul and Hanja.
var koreanKind = map[string]Kind{
	"장": General, "궁": General, "將": General, "帥": General, "楚": General, "漢": General,
	"사": Guard, "士": Guard, "仕": Guard,
	"상": LongElephant, "象": LongElephant, "相": LongElephant,
	"마": Horse, "馬": Horse,
	"차": Chariot, "車": Chariot,
	"포": JanggiCannon, "包": JanggiCannon, "砲": JanggiCannon, "炮": JanggiCannon,
	"졸": Soldier, "병": Soldier, "卒": Soldier, "兵": Soldier,
}

const (
	koreanPass    = "한수쉼"
	koreanClaim   = "빅장"
	koreanCheck   = "장군"
	koreanEscape  = "멍군" // the answer to a check, a comment in some records
	koreanSides   = "楚漢" // side marks before a Hanja name (79楚卒78)
	koreanMaxName = 2    // runes in a piece name, side mark included
)

// koreanPieceName names pc; the soldiers' names differ by side.
func koreanPieceName(pc Piece) string {
	if pc.Kind() == Soldier && pc.Color() == Second {
		return "병"
	}
	return koreanName[pc.Kind()]
}

// koreanPoint writes s as rank (from han's side, the tenth as 0) and file.
func (v *Variant) koreanPoint(s Square) string {
	return string(rune('0'+(v.Ranks-s.Rank())%10)) + string(rune('1'+s.File()))
}

// Korean writes m in the style of Korean game records (79졸78, 74상42병,
// 85포55장군, 한수쉼, 빅장). Moves of other games come out in UCI form.
func (p *Position) Korean(m Move) string {
	if p.v.Game == Janggi && m.IsPass() {
		return koreanPass
	}
	if p.v.Game == Janggi && m.IsClaim() {
		return koreanClaim
	}
	if !p.notationFor(Janggi, m) {
		return m.String()
	}
	from, to := m.From(), m.To()
	s := p.v.koreanPoint(from) + koreanPieceName(p.board[from]) + p.v.koreanPoint(to)
	if victim := p.board[to]; victim != Empty {
		s += koreanPieceName(victim)
	}
	if p.koreanGivesCheck(m) {
		s += koreanCheck
	}
	return s
}

// koreanGivesCheck reports whether m leaves the opponent's general attacked; it
// plays m on a copy so that p stays untouched.
func (p *Position) koreanGivesCheck(m Move) bool {
	q := p.Clone()
	q.MakeMove(m)
	return q.InCheck()
}

// ParseKorean reads a janggi move in Korean record style and checks that it
// is legal. Errors are *MoveError values saying what did not match.
func (p *Position) ParseKorean(s string) (Move, error) {
	if len(s) > maxNotationLen {
		return NoMove, &MoveError{Move: truncateUTF8(s, maxNotationLen) + "...", Reason: "too long"}
	}
	if p.v.Game != Janggi {
		return NoMove, &MoveError{Move: s, Reason: "Korean record notation is for janggi, not " + p.v.Game.String()}
	}
	t := strings.TrimSpace(s)
	switch strings.ReplaceAll(t, " ", "") {
	case koreanPass:
		return p.parsePass(s)
	case koreanClaim:
		if m := p.claim(); p.IsLegal(m) {
			return m, nil
		}
		return NoMove, &MoveError{Move: s, Reason: p.explainRefusal(p.claim())}
	}
	r, err := p.readKorean(t)
	if err != nil {
		return NoMove, &MoveError{Move: s, Reason: err.Error()}
	}
	m := NewMove(r.from, r.to, NoKind)
	if err := p.checkKorean(r); err != nil {
		return NoMove, &MoveError{Move: s, Reason: err.Error()}
	}
	if !p.IsLegal(m) {
		return NoMove, &MoveError{Move: s, Reason: fmt.Sprintf("the %s on %s cannot move to %s here", p.board[r.from].Kind(), r.from, r.to)}
	}
	return m, nil
}

// parsePass returns the pass if the rules allow it here.
func (p *Position) parsePass(s string) (Move, error) {
	k := p.kings[p.side]
	m := NewMove(k, k, NoKind)
	if !p.IsLegal(m) {
		return NoMove, &MoveError{Move: s, Reason: "passing is not allowed here"}
	}
	return m, nil
}

// koreanRecord is a move as written: two points, the names and the marks.
type koreanRecord struct {
	from, to Square
	name     string // the moving piece's name, "" when left out
	victim   string // the captured piece's name, "" when none is written
}

// readKorean splits a record move into its points and names.
func (p *Position) readKorean(t string) (koreanRecord, error) {
	var r koreanRecord
	var err error
	if r.from, t, err = p.v.readKoreanPoint(t); err != nil {
		return r, err
	}
	r.name, t = splitName(t)
	if r.to, t, err = p.v.readKoreanPoint(t); err != nil {
		return r, err
	}
	for _, mark := range []string{koreanCheck, koreanEscape} {
		t = strings.TrimSuffix(t, mark)
	}
	if _, ok := koreanKindOf(t); t != "" && !ok {
		return r, fmt.Errorf("unexpected %q after the points", t)
	}
	r.victim = t
	return r, nil
}

// splitName takes the non-digit runes at the start of t (a piece name).
func splitName(t string) (name, rest string) {
	i := strings.IndexFunc(t, func(r rune) bool { return r >= '0' && r <= '9' })
	if i < 0 {
		i = len(t)
	}
	return t[:i], t[i:]
}

// readKoreanPoint reads a two-digit point at the start of t.
func (v *Variant) readKoreanPoint(t string) (Square, string, error) {
	const want = "want two-digit points (rank from han's side, 0 for the tenth; file from 1), like 79졸78"
	if len(t) < 2 || t[0] < '0' || t[0] > '9' || t[1] < '1' || t[1] > '9' {
		return NoSquare, t, fmt.Errorf("%s", want)
	}
	rank := 0
	if d := int(t[0] - '0'); d != 0 {
		rank = v.Ranks - d
	}
	return SquareAt(int(t[1]-'1'), rank), t[2:], nil
}

// checkKorean checks the written names against the board.
func (p *Position) checkKorean(r koreanRecord) error {
	pc := p.board[r.from]
	if pc == Empty {
		return fmt.Errorf("no piece on %s", r.from)
	}
	if pc.Color() != p.side {
		return fmt.Errorf("the %s on %s is not %s's", pc.Kind(), r.from, p.v.SideName(p.side))
	}
	if err := checkKoreanName(r.name, pc, r.from); err != nil {
		return err
	}
	if r.victim == "" {
		return nil
	}
	victim := p.board[r.to]
	if victim == Empty {
		return fmt.Errorf("%s names a capture, but %s is empty", r.victim, r.to)
	}
	return checkKoreanName(r.victim, victim, r.to)
}

// checkKoreanName checks that name, if given, names pc's kind.
func checkKoreanName(name string, pc Piece, s Square) error {
	if name == "" {
		return nil
	}
	k, ok := koreanKindOf(name)
	if !ok {
		return fmt.Errorf("piece name %q: want 차 포 마 상 사 장 졸 or 병", name)
	}
	if k != pc.Kind() {
		return fmt.Errorf("%s names a %s, but %s holds a %s", name, k, s, pc.Kind())
	}
	return nil
}

// koreanKindOf reads a piece name, with or without a side mark (楚卒).
func koreanKindOf(name string) (Kind, bool) {
	if utf8.RuneCountInString(name) == koreanMaxName {
		if side, size := utf8.DecodeRuneInString(name); strings.ContainsRune(koreanSides, side) {
			name = name[size:]
		}
	}
	k, ok := koreanKind[name]
	return k, ok
}
