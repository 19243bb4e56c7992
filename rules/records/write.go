package records

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// WritePGN writes a game as UTF-8 PGN: rules.WriteRecord's tags (every
// tag of the game kept), then the moves in notation n with the game's
// comments in braces. A game refused part way is written up to its last
// move read, with the result "*".
func WritePGN(g *Game, n rules.Notation) (string, error) {
	rec := g.Record()
	if g.Err != nil {
		rec.Result = rules.Ongoing
	}
	full, err := rules.WriteRecord(rec, n)
	if err != nil {
		return "", err
	}
	header, _, _ := strings.Cut(full, "\n\n")
	p, err := g.Start()
	if err != nil {
		return "", err
	}
	var words []string
	if c := commentAt(g, 0); c != "" {
		words = append(words, c)
	}
	number := max(p.Fullmove(), 1)
	for i, m := range g.Moves {
		switch {
		case p.SideToMove() == rules.First:
			words = append(words, strconv.Itoa(number)+".")
		case i == 0:
			words = append(words, strconv.Itoa(number)+"...")
		}
		if !p.IsLegal(m) {
			return "", fmt.Errorf("move %d %s is not legal", i+1, m)
		}
		words = append(words, rules.MoveText(p, m, n))
		if p.SideToMove() == rules.Second {
			number++
		}
		p.MakeMove(m)
		if c := commentAt(g, i+1); c != "" {
			words = append(words, c)
		}
	}
	words = append(words, rec.Result.String())
	return header + "\n\n" + wrapWords(words, 80), nil
}

// commentAt is the comment after move i in braces, "" when there is none.
func commentAt(g *Game, i int) string {
	if i >= len(g.Comments) || strings.TrimSpace(g.Comments[i]) == "" {
		return ""
	}
	c := strings.NewReplacer("}", ")", "{", "(").Replace(strings.TrimSpace(g.Comments[i]))
	return "{" + c + "}"
}

// wrapWords joins words into lines of at most width columns (a longer
// word, such as a comment, gets a line of its own).
func wrapWords(words []string, width int) string {
	var b strings.Builder
	col := 0
	for _, w := range words {
		l := len([]rune(w))
		if col > 0 && col+1+l > width {
			b.WriteByte('\n')
			col = 0
		}
		if col > 0 {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(w)
		col += l
	}
	b.WriteByte('\n')
	return b.String()
}
