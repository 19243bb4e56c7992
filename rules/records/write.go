package records

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// WritePGN writes a game as UTF-8 PGN: rules.WriteRecord's tags (every
// tag of the game kept), then the moves in the notation named n (one of
// rules.Notations, or "iccs" for xiangqi) with the game's comments in
// braces. A game refused part way is written up to its last move read,
// with the result "*".
func WritePGN(g *Game, n string) (string, error) {
	rec := g.Record()
	if g.Err != nil {
		rec.Result = rules.Ongoing
	}
	if red := g.Tag("Red"); red != "" && g.Tag("White") == "" {
		rec.SetTag("White", red) // PGN's first player, as pychess writes xiangqi
	}
	full, err := rules.WriteRecord(rec, rules.NotationUCI)
	if err != nil {
		return "", err
	}
	header, _, _ := strings.Cut(full, "\n\n")
	header = strings.Replace(header, `[Format "UCI"]`, `[Format "`+formatTag(n)+`"]`, 1)
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
		words = append(words, moveWord(p, m, n))
		if p.SideToMove() == rules.Second {
			number++
		}
		p.MakeMove(m)
		if c := commentAt(g, i+1); c != "" {
			words = append(words, c)
		}
	}
	words = append(words, rec.Result.String())
	return header + "\n\n" + rules.WrapWords(words, 80), nil
}

// formatTag is the [Format] value of a notation name, as XQ PGN files and
// this package's reader spell it.
func formatTag(n string) string {
	switch n {
	case "iccs", rules.NotationNameWXF, rules.NotationNameSAN, rules.NotationNameUCI:
		return strings.ToUpper(n)
	case rules.NotationNameChinese, rules.NotationNameSpanish, rules.NotationNameKorean:
		return strings.ToUpper(n[:1]) + n[1:]
	}
	return "UCI"
}

// moveWord spells m as one PGN word: the Spanish notation's inner space
// goes (C2h5 reads back as C2 h5).
func moveWord(p *rules.Position, m rules.Move, n string) string {
	if n == "iccs" {
		return rules.MoveText(p, m, rules.NotationICCS)
	}
	return strings.ReplaceAll(p.Notate(m, n), " ", "")
}

// commentAt is the comment after move i in braces, "" when there is none.
func commentAt(g *Game, i int) string {
	if i >= len(g.Comments) || strings.TrimSpace(g.Comments[i]) == "" {
		return ""
	}
	c := strings.NewReplacer("}", ")", "{", "(").Replace(strings.TrimSpace(g.Comments[i]))
	return "{" + c + "}"
}
