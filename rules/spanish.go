package rules

import (
	"fmt"
	"strings"
)

// Spanish notation for xiangqi ("escritura"), the notation of the site's
// Spanish source text (shared/rules/xiangqi-notation-es.md): a piece letter
// and the file the piece stands on, a space, then a for a move forward
// (adelante), g back (the text's letter) or h sideways (horizontal), and
// the destination file or the points moved, as in WXF: C2 h5, Z8 a7, R9 g2.
// Files count 1–9 from the mover's right.
//
// Letters: the text's own for the four pieces it names, the site's for the
// three it does not:
//
//	C cañón · M ministro (elephant) · K consejero (advisor) · Z caballo (horse)
//	G general · R carro · S soldado
//
// Pieces of one kind on one file are told apart by a place mark written
// before the letter, in place of the file, as the text does: p primero,
// s segundo, and for soldiers t tercero, c cuarto, q quinto, counted from
// the front (the enemy's side): pR a2, sR g4. When two files hold two or
// more soldiers each, one series runs over both files: the file with the
// lower own number first, each from the front, as Chinese notation counts
// them.
//
// ParseSpanish also reads the text as printed, and other spellings:
// lower-case letters, spaces anywhere; the text's place marks l (first) and
// b (second), and 0 in place of the letter (its l0 a2, b0 g4: the piece of
// that place on its file, whatever its kind, when only one such move
// exists); KS for the advisor on file 5 (the text's KS A4); the digit 1
// printed as l (C4 al); A (advisor), E (elephant), B (horse) and P (soldier)
// for the letters; r (retrocede) for g and the WXF operators + - = and ".";
// the file form for a pair of advisors or elephants (K6 g5); and plain UCI
// coordinates. A string of one word shaped like coordinates is read as
// coordinates: c2h5 is the move c2–h5, C2h5 and c2 h5 the cannon's.
// Positions no game reaches (more than five pieces to number) are written
// in UCI form.

// spanishLetter maps a xiangqi kind to its letter.
var spanishLetter = [numKinds]byte{General: 'G', Advisor: 'K', Elephant: 'M', Horse: 'Z',
	Chariot: 'R', Cannon: 'C', Soldier: 'S'}

// spanishAliasLetter maps a kind to the other letter ParseSpanish reads
// for it: the initials of the site's Spanish piece names and peón.
var spanishAliasLetter = [numKinds]byte{Advisor: 'A', Elephant: 'E', Horse: 'B', Soldier: 'P'}

const (
	spanishPlaces     = "pstcq" // primero, segundo, tercero, cuarto, quinto
	spanishTextPlaces = "lb"    // the text's marks for the first and the second
	spanishDirections = "gha"   // back, sideways, forward: by xqDirection+1
	spanishLostLetter = '0'     // the text's l0, b0: a place mark with no letter
)

// Spanish writes m, a legal move of the position, in Spanish notation
// ("C2 h5", "pR a1"). Moves it cannot write, and moves of other games, come
// out in UCI form.
func (p *Position) Spanish(m Move) string {
	if !p.notationFor(Xiangqi, m) {
		return m.String()
	}
	name, ok := p.spanishName(m.From())
	if !ok {
		return m.String()
	}
	return name + " " + p.spanishAction(m)
}

// spanishAction writes the direction letter and the number of m, e.g. "h5".
func (p *Position) spanishAction(m Move) string {
	return string(spanishDirections[p.xqDirection(m)+1]) + string(rune('0'+p.xqStepsOrFile(m)))
}

// spanishPlace returns the place mark index of the piece on s among the
// pieces of its kind on its file (or files), or -1 when it stands alone;
// ok is false when there are more than the marks can number.
func (p *Position) spanishPlace(s Square) (place int, col xqColumn, ok bool) {
	col = p.xqColumnOf(s)
	if col.n == 1 {
		return -1, col, true
	}
	place = col.index
	if col.files >= 2 {
		place = col.series
	}
	return place, col, place < len(spanishPlaces)
}

// spanishName is how the piece on s is written: its letter and file, or
// its place mark and letter.
func (p *Position) spanishName(s Square) (string, bool) {
	place, col, ok := p.spanishPlace(s)
	l := string(spanishLetter[p.board[s].Kind()])
	switch {
	case !ok:
		return "", false
	case place < 0:
		return l + string(rune('0'+col.file)), true
	}
	return spanishPlaces[place:place+1] + l, true
}

// spanishKeys lists, in upper case, the names ParseSpanish reads for the
// piece on s: the written one first, then the other spellings.
func (p *Position) spanishKeys(s Square) ([]string, bool) {
	name, ok := p.spanishName(s)
	if !ok {
		return nil, false
	}
	k := p.board[s].Kind()
	place, col, _ := p.spanishPlace(s)
	file := string(rune('0' + col.file))
	keys := []string{strings.ToUpper(name)}
	alias := spanishAliasLetter[k]
	if place < 0 {
		if alias != 0 {
			keys = append(keys, string(alias)+file)
		}
		if k == Advisor && col.file == 5 {
			keys = append(keys, "KS") // the text's KS A4: S printed for 5
		}
		return keys, true
	}
	marks := strings.ToUpper(spanishPlaces[place : place+1])
	if place < len(spanishTextPlaces) {
		marks += strings.ToUpper(spanishTextPlaces[place : place+1])
	}
	for _, m := range marks {
		for _, l := range []byte{spanishLetter[k], alias, spanishLostLetter} {
			if l != 0 {
				keys = append(keys, string(m)+string(l))
			}
		}
	}
	if k == Advisor || k == Elephant {
		keys = append(keys, string(spanishLetter[k])+file, string(alias)+file)
	}
	return keysUnique(keys), true
}

// keysUnique removes repeated keys in place, keeping the first of each.
func keysUnique(keys []string) []string {
	out := keys[:0]
	for _, k := range keys {
		dup := false
		for _, o := range out {
			dup = dup || o == k
		}
		if !dup {
			out = append(out, k)
		}
	}
	return out
}

// ParseSpanish reads a move in Spanish notation (or UCI coordinates) and
// checks that it is legal. Errors are *MoveError values saying what did not
// match.
func (p *Position) ParseSpanish(s string) (Move, error) {
	if err := p.checkNotationInput(s, "Spanish"); err != nil {
		return NoMove, err
	}
	words := strings.Fields(s)
	t := strings.Join(words, "")
	if len(words) == 1 && looksLikeUCI(t) && t[1] != '0' {
		return p.ParseMove(t)
	}
	name, action, reason := normalizeSpanish(t)
	if reason != "" {
		return NoMove, &MoveError{Move: s, Reason: reason}
	}
	spec := notationSpec{p.spanishKeys, p.spanishAction}
	m, found, err := p.matchNotation(s, name, action, spec)
	if err != nil || found {
		return m, err
	}
	return NoMove, &MoveError{Move: s, Reason: p.notationMismatch(name, p.spanishKeys, t[:2], t[2:])}
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

// spanishActionAlias maps the other spellings of the direction and the
// number onto the written ones.
var spanishActionAlias = map[byte]byte{'+': 'a', '-': 'g', 'r': 'g', '=': 'h', '.': 'h'}

// normalizeSpanish splits t (no spaces) into the piece's name, in upper
// case as spanishKeys lists names, and the action as spanishAction writes
// it, or explains why t cannot be a move in Spanish notation.
func normalizeSpanish(t string) (name, action, reason string) {
	const want = "want a piece letter (G K M Z R C S) and its file, or a place (p s t c q) and a letter, " +
		"then a, g or h and a number, like C2 h5"
	if len(t) != 4 {
		return "", "", want
	}
	for i := 0; i < 2; i++ {
		if c := t[i]; !(c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
			return "", "", want
		}
	}
	dir := lowerASCII(t[2])
	if a, ok := spanishActionAlias[dir]; ok {
		dir = a
	}
	n := t[3]
	if n == 'l' || n == 'L' {
		n = '1' // the text prints 1 as l: C4 al, Z3 gl
	}
	switch {
	case strings.IndexByte("agh", dir) < 0:
		return "", "", fmt.Sprintf("direction %q: want a (forward), g (back) or h (sideways)", t[2])
	case n < '1' || n > '9':
		return "", "", fmt.Sprintf("%q after the direction: want a file or a number of points, 1 to 9", t[3])
	}
	return strings.ToUpper(t[:2]), string([]byte{dir, n}), ""
}

// lowerASCII lower-cases an ASCII letter and leaves other bytes alone.
func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
