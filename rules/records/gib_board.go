package records

import (
	"strings"
	"unicode"

	"github.com/elephant-chess/elephant/rules"
)

// The [판] header of a .gib draws a whole board, for handicap games: ten
// ranks from cho's back rank up, separated by "/", a digit for empty
// points (a rank may stop short), cho's pieces in Hangul and han's in
// Hanja, then the side that moves first: "차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸///
// 兵1兵1兵1兵1兵/1包5包/4將/車馬象3馬象車 한 접장기" (han, giving up its guards,
// moves first). Its moves are written in the usual points.

// gibFENLetters are the FEN letters of janggi's kinds (cho's; han's are lower case).
var gibFENLetters = map[rules.Kind]byte{rules.General: 'K', rules.Guard: 'A', rules.LongElephant: 'B',
	rules.Horse: 'N', rules.Chariot: 'R', rules.JanggiCannon: 'C', rules.Soldier: 'P'}

// gibBoardFEN turns a [판] value into a FEN. The side to move is the
// owner of the piece the first move word starts from, else the side the
// value names, else cho. A value that is no board gives a FEN the rules
// refuse, saying why.
func gibBoardFEN(value, firstWord string, pts koreanPoints) string {
	drawn, trailer, _ := strings.Cut(strings.TrimSpace(value), " ")
	rows := strings.Split(drawn, "/")
	if len(rows) != 10 {
		return "invalid [판] board: " + value
	}
	var board [10][9]byte // [rank from the top][file]
	for i, row := range rows {
		f, rank := 0, 9-i
		for _, r := range row {
			switch k, isPiece := koreanPieceKinds[r]; {
			case r >= '1' && r <= '9':
				f += int(r - '0')
			case isPiece && f < 9:
				board[rank][f] = gibFENLetters[k]
				if !unicode.Is(unicode.Hangul, r) {
					board[rank][f] += 'a' - 'A'
				}
				f++
			default:
				return "invalid [판] board: " + value
			}
		}
		if f > 9 {
			return "invalid [판] board: " + value
		}
	}
	side := "w"
	if t := strings.TrimSpace(trailer); strings.HasPrefix(t, "한") || strings.HasPrefix(t, "漢") {
		side = "b"
	}
	if pat, err := readKoreanPattern(firstWord, pts); err == nil && !pat.pass && !pat.claim {
		s := pat.readings[0].from
		switch c := board[9-s.Rank()][s.File()]; {
		case c >= 'a' && c <= 'z':
			side = "b"
		case c >= 'A' && c <= 'Z':
			side = "w"
		}
	}
	return boardFEN(&board) + " " + side + " - - 0 1"
}

// boardFEN writes the board field of a FEN, top rank first.
func boardFEN(b *[10][9]byte) string {
	var s strings.Builder
	for i, row := range b {
		if i > 0 {
			s.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				s.WriteByte(byte('0' + empty))
				empty = 0
			}
			s.WriteByte(c)
		}
		if empty > 0 {
			s.WriteByte(byte('0' + empty))
		}
	}
	return s.String()
}
