package rules

import (
	"fmt"
	"strings"
)

// Spanish notation for xiangqi ("escritura"), the notation of the site's
// Spanish source text: a piece letter, the file the piece stands on, a for
// a move forward (avanza), g back (the text's letter) or h sideways
// (horizontal), and the destination file or the ranks moved, as in WXF:
// C2h5, B8a7, R9g2. Files count 1–9 from the mover's right.
//
// Letters (the site's Spanish piece names; cañón keeps C, the others that
// start with C take another letter of their name or their WXF letter):
//
//	G general · A consejero · E elefante · B caballo · R carro · C cañón · S soldado
//
// Pieces of one kind on one file are told apart, in place of the file, by
// their place from the front (the enemy's side): p primero, s segundo, and
// for soldiers t tercero, c cuarto, q quinto (Rpa1: the front chariot
// advances one; Ssh4: the second soldier moves to file 4). When two files
// hold two or more soldiers each, one series runs over both files: the file
// with the lower own number first, each from the front, as Chinese notation
// counts them.
//
// ParseSpanish also reads: lower-case letters, P (peón) for the soldier and
// M (ministro) for the elephant, r (retrocede) for g, the WXF operators
// + - = and ".", spaces anywhere, the file form for advisors and elephants
// (A6g5), and plain UCI coordinates. A string shaped like coordinates is
// read as coordinates: c2h5 is the move c2–h5, C2h5 the cannon's.
// Positions no game reaches (more than five pieces to number) are written
// in UCI form.

// spanishLetter maps a xiangqi kind to its letter.
var spanishLetter = [numKinds]byte{General: 'G', Advisor: 'A', Elephant: 'E', Horse: 'B',
	Chariot: 'R', Cannon: 'C', Soldier: 'S'}

const (
	spanishLetters    = "GAEBRCS"
	spanishPlaces     = "pstcq" // primero, segundo, tercero, cuarto, quinto
	spanishDirections = "gha"   // back, sideways, forward: by xqDirection+1
)

// Spanish writes m, a legal move of the position, in Spanish notation
// ("C2h5", "Rpa1"). Moves it cannot write, and moves of other games, come
// out in UCI form.
func (p *Position) Spanish(m Move) string {
	return p.writeXiangqi(m, notationSpec{p.spanishNames, p.spanishAction})
}

// spanishAction writes the direction letter and the number of m, e.g. "h5".
func (p *Position) spanishAction(m Move) string {
	return string(spanishDirections[p.xqDirection(m)+1]) + string(rune('0'+p.xqStepsOrFile(m)))
}

// spanishNames returns how the piece on s is named, canonical form first;
// ok is false when the notation cannot name it.
func (p *Position) spanishNames(s Square) (names []string, ok bool) {
	k := p.board[s].Kind()
	l := string(spanishLetter[k])
	col := p.xqColumnOf(s)
	file := l + string(rune('0'+col.file))
	place := col.index
	if col.files >= 2 {
		place = col.series
	}
	switch {
	case col.n == 1:
		return []string{file}, true
	case place >= len(spanishPlaces):
		return nil, false
	}
	names = []string{l + spanishPlaces[place:place+1]}
	if k == Advisor || k == Elephant {
		names = append(names, file)
	}
	return names, true
}

// ParseSpanish reads a move in Spanish notation (or UCI coordinates) and
// checks that it is legal. Errors are *MoveError values saying what did not
// match.
func (p *Position) ParseSpanish(s string) (Move, error) {
	if err := p.checkNotationInput(s, "Spanish"); err != nil {
		return NoMove, err
	}
	t := strings.Join(strings.Fields(s), "")
	if looksLikeUCI(t) {
		return p.ParseMove(t)
	}
	t, reason := normalizeSpanish(t)
	if reason != "" {
		return NoMove, &MoveError{Move: s, Reason: reason}
	}
	m, found, err := p.matchNotation(s, t[:2], t[2:], notationSpec{p.spanishNames, p.spanishAction})
	if err != nil || found {
		return m, err
	}
	return NoMove, &MoveError{Move: s, Reason: p.notationMismatch(t[:2], p.spanishNames, t[:2], t[2:])}
}

// checkNotationInput rejects input no xiangqi notation can read: too long,
// or a position of another game.
func (p *Position) checkNotationInput(s, notation string) error {
	if len(s) > maxNotationLen {
		return &MoveError{Move: truncateUTF8(s, maxNotationLen) + "...", Reason: "too long"}
	}
	if p.v.Game != Xiangqi {
		return &MoveError{Move: s, Reason: notation + " notation is for xiangqi, not " + p.v.Game.String()}
	}
	return nil
}

// spanishAlias maps the other spellings ParseSpanish reads, by place in
// the move, onto the canonical ones.
var spanishAlias = [4]map[byte]byte{
	{'P': 'S', 'M': 'E'},
	{},
	{'+': 'a', '-': 'g', 'r': 'g', '=': 'h', '.': 'h'},
	{},
}

// normalizeSpanish maps t (no spaces) onto the canonical spelling, or
// explains why it cannot be a move in Spanish notation.
func normalizeSpanish(t string) (string, string) {
	const want = "want a piece letter (G A E B R C S), its file or place (p s t c q), a, g or h and a number, like C2h5"
	if len(t) != 4 {
		return "", want
	}
	b := []byte(t)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A' // ASCII only: other bytes stay and fail below
		}
		if i == 0 && c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		if a, ok := spanishAlias[i][c]; ok {
			c = a
		}
		b[i] = c
	}
	switch {
	case strings.IndexByte(spanishLetters, b[0]) < 0 || strings.IndexByte("123456789"+spanishPlaces, b[1]) < 0:
		return "", want
	case strings.IndexByte("agh", b[2]) < 0:
		return "", fmt.Sprintf("direction %q: want a (forward), g (back) or h (sideways)", t[2])
	case b[3] < '1' || b[3] > '9':
		return "", fmt.Sprintf("%q after the direction: want a file or a number of ranks, 1 to 9", t[3])
	}
	return string(b), ""
}
