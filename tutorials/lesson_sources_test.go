package tutorials

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// What the Spanish source text (shared/rules/) says that the lessons teach:
// its notation, its advice on the pieces, its names, the rules it words
// its own way and its history. The proofs of the steps (lesson_valid_test)
// show the positions right; these tests show the source's points are there.

// sourcePoint is a point of the source text and where a lesson teaches it:
// every phrase, in both languages, in the texts of one step.
type sourcePoint struct {
	point  string
	lesson string
	en, es []string
}

var sourcePoints = []sourcePoint{
	// The advice on the pieces, one position each.
	{"a chariot out in the first three moves", "xiangqi/13-strategy",
		[]string{"within your first three moves"}, []string{"en las tres primeras jugadas"}},
	{"the chariot is worth more early than late", "xiangqi/13-strategy",
		[]string{"chariot is worth more at the start of the game than at the end"},
		[]string{"carro vale más al principio de la partida que al final"}},
	{"the general turns aggressive in the ending", "xiangqi/13-strategy",
		[]string{"general turns aggressive in the ending"}, []string{"general se vuelve agresivo en el final"}},
	{"the cannon weakens as pieces leave", "xiangqi/13-strategy",
		[]string{"cannon grows weaker as pieces leave the board"}, []string{"cañón se debilita a medida que salen piezas"}},
	{"the horse is hard to use well and guards the soldiers", "xiangqi/13-strategy",
		[]string{"hardest piece to use well", "guard for the soldiers"},
		[]string{"la pieza más difícil de usar bien", "guardián de los soldados"}},
	{"advisors the inner guard, elephants the outer", "xiangqi/13-strategy",
		[]string{"advisors are the general's inner guard", "elephants its outer guard"},
		[]string{"consejeros son la guardia interior", "elefantes su guardia exterior"}},
	{"the soldiers' jobs by file", "xiangqi/13-strategy",
		[]string{"centre soldier, on file 5, guards the palace", "files 3 and 7 meet the enemy's attacks", "files 1 and 9"},
		[]string{"soldado central, en la columna 5, guarda el palacio", "columnas 3 y 7 salen al paso", "columnas 1 y 9"}},
	{"soldiers as screens for the cannons", "xiangqi/13-strategy",
		[]string{"soldiers make screens for your cannons"}, []string{"soldados sirven de pantalla a tus cañones"}},
	// Names.
	{"the shatar queen is also called ros", "shatar/00-story", []string{"also called ros"}, []string{"también se llama ros"}},
	{"noyon means prince", "shatar/00-story", []string{"noyon the king (the word means prince)"},
		[]string{"noyon el rey (la palabra significa príncipe)"}},
	{"xiangqi's sides red and black, black also blue; the elephant ministro", "xiangqi/15-notation",
		[]string{"red and black", "calls black blue", "ministro"}, []string{"rojo y negro", "llama azul al negro", "ministro"}},
	{"janggi also written Changi", "janggi/00-story", []string{"also written Changi"}, []string{"también escrito changi"}},
	// Rules worded by the text.
	{"the perpetual check rule as the text words it", "xiangqi/14-house-rules",
		[]string{"no more than three checks in a row with the same piece without moving any other piece"},
		[]string{"no más de tres jaques seguidos con la misma pieza sin mover ninguna otra"}},
	{"the zone slows all pieces, the house rule follows it", "hiashatar/05-zone-sliders",
		[]string{"«the zone slows all pieces»", "only enemy pieces"}, []string{"«la zona frena a todas las piezas»", "solo frenan a las piezas rivales"}},
	{"a piece must stand in the zone to capture the bodyguard; the site lets a knight do it from outside", "hiashatar/07-zone-knight",
		[]string{"must stand in its zone", "knight capture it from outside"}, []string{"tiene que estar en su zona", "un caballo lo capture desde fuera"}},
	{"hiashatar has no castling", "hiashatar/09-checkmate", []string{"no castling in hiashatar"}, []string{"no existe el enroque"}},
	// History.
	{"the game came from India", "xiangqi/00-story", []string{"xiangqi came from India"}, []string{"el xiangqi llegó de la India"}},
	{"its present form by the end of the 11th century", "xiangqi/00-story",
		[]string{"present form by the end of the 11th century"}, []string{"a finales del siglo XI el juego ya tenía su forma actual"}},
	{"the 1632 orange book is Zhu Jinzhen's, the last great book of the Ming", "xiangqi/00-story",
		[]string{"1632", "by Zhu Jinzhen: the last great xiangqi book of the Ming dynasty"},
		[]string{"1632", "de Zhu Jinzhen: el último gran libro de xiangqi de la dinastía Ming"}},
}

// stepTexts gathers every text of a step in one language, and its rules' label.
func stepTexts(st *Step, lang i18n.Lang) string {
	texts := []Text{st.Goal, st.Text, st.Hint, st.Success, st.Failure}
	for _, c := range st.Candidates {
		texts = append(texts, c.Why)
	}
	for _, lm := range st.Line {
		texts = append(texts, lm.Note)
	}
	for _, o := range st.Options {
		texts = append(texts, o.Text)
	}
	var b strings.Builder
	for _, t := range texts {
		b.WriteString(t.In(lang))
		b.WriteString("\n")
	}
	return b.String()
}

// findPoint returns the index of the first step of l whose texts hold every
// phrase of the point in both languages, or -1.
func findPoint(l *Lesson, sp sourcePoint) int {
	for i := range l.Steps {
		en, es := stepTexts(&l.Steps[i], i18n.English), stepTexts(&l.Steps[i], i18n.Spanish)
		all := true
		for _, p := range sp.en {
			all = all && strings.Contains(strings.ToLower(en), strings.ToLower(p))
		}
		for _, p := range sp.es {
			all = all && strings.Contains(strings.ToLower(es), strings.ToLower(p))
		}
		if all {
			return i
		}
	}
	return -1
}

// TestSourcePoints: each point of the source text is taught by a step, in
// both languages, and the advice on the pieces each by a step of its own.
func TestSourcePoints(t *testing.T) {
	courses, err := LoadCourses()
	if err != nil {
		t.Fatal(err)
	}
	lessons := map[string]*Lesson{}
	for _, c := range courses {
		for _, l := range c.Lessons {
			lessons[l.ID] = l
		}
	}
	adviceSteps := map[int]string{}
	for _, sp := range sourcePoints {
		l := lessons[sp.lesson]
		if l == nil {
			t.Errorf("%s: no lesson %s", sp.point, sp.lesson)
			continue
		}
		i := findPoint(l, sp)
		if i < 0 {
			t.Errorf("%s: no step of %s says %q / %q", sp.point, sp.lesson, sp.en, sp.es)
			continue
		}
		if sp.lesson != "xiangqi/13-strategy" {
			continue
		}
		if other, ok := adviceSteps[i]; ok {
			t.Errorf("%s and %s are taught by the same step %d: each advice needs its own position", other, sp.point, i+1)
		}
		adviceSteps[i] = sp.point
	}
}

// notationQuote finds the moves a notation lesson quotes: «Z8 a7».
var notationQuote = regexp.MustCompile(`«([^»]+)»`)

// TestNotationLesson: the notation lesson reads moves (reach steps whose
// goal quotes the move in Spanish notation, in both languages alike) and
// writes them (quizzes proven by Position.Spanish), and each quoted move is
// the one the step asks for.
func TestNotationLesson(t *testing.T) {
	c, err := LoadCourse("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	l := c.Lesson("xiangqi/15-notation")
	if l == nil {
		t.Fatal("no notation lesson")
	}
	reads, writes := 0, 0
	for i := range l.Steps {
		st := &l.Steps[i]
		switch {
		case st.Kind == KindQuiz && st.Verify == "spanish":
			writes++
		case st.Kind == KindReach:
			if err := readsQuotedMove(c.Variant, st); err != nil {
				t.Errorf("step %d: %v", i+1, err)
			}
			reads++
		}
	}
	if reads == 0 || writes == 0 {
		t.Errorf("%d steps read a move and %d write one; want both", reads, writes)
	}
}

// readsQuotedMove checks that a reach step's goal quotes, in both
// languages, one move in Spanish notation, made by the step's piece to its
// one target.
func readsQuotedMove(v *rules.Variant, st *Step) error {
	en := notationQuote.FindStringSubmatch(st.Goal.In(i18n.English))
	es := notationQuote.FindStringSubmatch(st.Goal.In(i18n.Spanish))
	if en == nil || es == nil || en[1] != es[1] {
		return fmt.Errorf("the goal quotes %q in English and %q in Spanish, want one move in both", en, es)
	}
	p, err := stepPosition(v, st)
	if err != nil {
		return err
	}
	m, err := p.ParseSpanish(en[1])
	if err != nil {
		return err
	}
	if len(st.Targets) != 1 || m.From().String() != st.Piece || m.To().String() != st.Targets[0] {
		return fmt.Errorf("%q is %v, but the step asks %s to reach %v", en[1], m, st.Piece, st.Targets)
	}
	if p.Spanish(m) != en[1] {
		return fmt.Errorf("%q is written %q", en[1], p.Spanish(m))
	}
	return nil
}

// TestSourceRuleSteps: the rules the source words its own way are played,
// not only told: the bikjang draw claim under its house rule, the zone on
// all pieces under its house rule one step after the step quoting the
// text, the bodyguard captured from inside its zone or by a knight from
// outside, and no castling in hiashatar.
func TestSourceRuleSteps(t *testing.T) {
	courses, err := LoadCourses()
	if err != nil {
		t.Fatal(err)
	}
	lessons := map[string]*Lesson{}
	for _, c := range courses {
		for _, l := range c.Lessons {
			lessons[l.ID] = l
		}
	}
	checks := []struct {
		name, lesson string
		ok           func(l *Lesson, i int) bool
	}{
		{"a bikjang draw claimed under the house rule", "janggi/12-house-rules", func(l *Lesson, i int) bool {
			st := &l.Steps[i]
			return st.Kind == KindQuiz && st.Verify == "outcome" && st.Answer == string(rules.ReasonBikjangClaim) &&
				st.variant != nil && st.variant.Options.Janggi.BikjangClaim
		}},
		{"the zone on all pieces, one step after the text's wording", "hiashatar/05-zone-sliders", func(l *Lesson, i int) bool {
			st := &l.Steps[i]
			quoted := i > 0 && findPoint(&Lesson{Steps: l.Steps[i-1 : i]}, pointNamed("the zone slows all pieces, the house rule follows it")) == 0
			return quoted && st.variant != nil && st.variant.Options.Hiashatar.ZoneActsOnAll && hasCandidate(st, rules.RefuseZone)
		}},
		{"a bodyguard captured from its zone, from afar refused, by a knight from outside", "hiashatar/07-zone-knight",
			func(l *Lesson, i int) bool { return bodyguardCaptures(&l.Steps[i]) }},
		{"no castling", "hiashatar/09-checkmate", func(l *Lesson, i int) bool {
			st := &l.Steps[i]
			for _, c := range st.Candidates {
				if c.Code == string(rules.RefuseShape) && (c.Move == "e1c1" || c.Move == "e1g1") {
					return true
				}
			}
			return false
		}},
	}
	for _, c := range checks {
		l := lessons[c.lesson]
		found := false
		for i := range l.Steps {
			found = found || c.ok(l, i)
		}
		if !found {
			t.Errorf("%s: no such step in %s", c.name, c.lesson)
		}
	}
}

// pointNamed returns the source point of that name.
func pointNamed(name string) sourcePoint {
	for _, sp := range sourcePoints {
		if sp.point == name {
			return sp
		}
	}
	panic("no source point " + name)
}

func hasCandidate(st *Step, code rules.RefusalCode) bool {
	for _, c := range st.Candidates {
		if c.Code == string(code) {
			return true
		}
	}
	return false
}

// bodyguardCaptures reports whether an illegal-move step shows captures of
// one bodyguard: refused from outside its zone, legal from inside it, and
// legal for a knight from outside.
func bodyguardCaptures(st *Step) bool {
	if st.Kind != KindIllegal {
		return false
	}
	p, err := stepPosition(rules.MustPreset("hiashatar"), st)
	if err != nil {
		return false
	}
	var refusedFar, inside, knightOutside bool
	for _, c := range st.Candidates {
		m, err := readMove(p, c.Move)
		if err != nil || p.At(m.To()).Kind() != rules.Bodyguard {
			continue
		}
		near := chebyshev(m.From(), m.To()) == 1
		knight := p.At(m.From()).Kind() == rules.Knight
		switch {
		case c.Code == string(rules.RefuseZone) && !near:
			refusedFar = true
		case c.Code == "legal" && near:
			inside = true
		case c.Code == "legal" && knight && !near:
			knightOutside = true
		}
	}
	return refusedFar && inside && knightOutside
}

func chebyshev(a, b rules.Square) int {
	return max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank()))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
