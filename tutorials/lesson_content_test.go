package tutorials

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// gameTerms names the rules that belong to some games only, in both
// languages, with the games they belong to. A text of another game that
// names one of them teaches a rule that game does not have (a janggi
// lesson speaking of the flying general, a xiangqi one of bikjang).
var gameTerms = []struct {
	en, es string
	games  []string
}{
	{"flying general", "general volador", []string{"xiangqi"}},
	{"perpetual chase", "persecución perpetua", []string{"xiangqi"}},
	{"bikjang", "bikjang", []string{"janggi"}},
	{"counting", "recuento", []string{"janggi"}},
	{"shak", "shak", []string{"shatar"}},
	{"tuk", "tuk", []string{"shatar"}},
	{"tsod", "tsod", []string{"shatar"}},
	{"niol", "niol", []string{"shatar"}},
	{"robado", "robado", []string{"shatar"}},
	{"knight may not give checkmate", "un caballo no puede dar jaque mate", []string{"shatar"}},
	{"bare king", "rey solo", []string{"shatar", "hiashatar"}},
	{"zone", "zona", []string{"hiashatar"}},
}

// foreignTerms lists the terms in text (of language lang) that name a rule
// game does not have.
func foreignTerms(game string, lang i18n.Lang, text string) []string {
	var out []string
	for _, t := range gameTerms {
		term := t.en
		if lang == i18n.Spanish {
			term = t.es
		}
		re := regexp.MustCompile(`(?i)(^|[^\pL])` + regexp.QuoteMeta(term) + `($|[^\pL])`)
		if re.MatchString(text) && !contains(t.games, game) {
			out = append(out, term)
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// lessonTexts gathers every text of a lesson, named for error messages.
func lessonTexts(l *Lesson) map[string]Text {
	out := map[string]Text{"title": l.Title, "summary": l.Summary}
	for i, st := range l.Steps {
		for name, t := range map[string]Text{"goal": st.Goal, "text": st.Text, "hint": st.Hint,
			"success": st.Success, "failure": st.Failure} {
			out[fmt.Sprintf("step %d %s", i+1, name)] = t
		}
		if st.Rules != nil {
			out[fmt.Sprintf("step %d rules", i+1)] = st.Rules.Label
		}
		for j, c := range st.Candidates {
			out[fmt.Sprintf("step %d candidate %d", i+1, j+1)] = c.Why
		}
		for j, o := range st.Options {
			out[fmt.Sprintf("step %d option %d", i+1, j+1)] = o.Text
		}
		for j, lm := range st.Line {
			out[fmt.Sprintf("step %d line %d", i+1, j+1)] = lm.Note
		}
	}
	return out
}

func TestForeignTermsFinds(t *testing.T) {
	tests := []struct {
		game, lang, text string
		want             string
	}{
		{"janggi", "en", "The generals face each other: a flying general.", "flying general"},
		{"xiangqi", "es", "Los generales frente a frente: bikjang.", "bikjang"},
		{"hiashatar", "en", "A shak wins.", "shak"},
		{"xiangqi", "en", "The zone of the river.", "zone"},
		{"xiangqi", "en", "A flying general is illegal.", ""},
		{"shatar", "en", "Tuk is a bishop check; a stuck king.", ""},
		{"janggi", "es", "Una zonación no es una zona.", "zona"},
	}
	for _, tc := range tests {
		got := strings.Join(foreignTerms(tc.game, i18n.Lang(tc.lang), tc.text), ",")
		if got != tc.want {
			t.Errorf("%s %s %q: got %q, want %q", tc.game, tc.lang, tc.text, got, tc.want)
		}
	}
}

// TestLessonsNameOnlyTheirRules: no lesson text names a rule of another game.
func TestLessonsNameOnlyTheirRules(t *testing.T) {
	courses, err := LoadCourses()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range courses {
		for _, l := range c.Lessons {
			for name, text := range lessonTexts(l) {
				for _, lang := range i18n.Langs {
					if bad := foreignTerms(c.Game, lang, text.In(lang)); len(bad) > 0 {
						t.Errorf("%s %s (%s) names %v, a rule of another game: %q", l.ID, name, lang, bad, text.In(lang))
					}
				}
			}
		}
	}
}

// TestPuzzleThemesNameOnlyTheirRules: no puzzle theme names a rule of
// another game (themes are slugs: "flying-general").
func TestPuzzleThemesNameOnlyTheirRules(t *testing.T) {
	all, err := LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range all {
		for _, th := range p.Themes {
			if bad := foreignTerms(p.Game, i18n.English, strings.ReplaceAll(th, "-", " ")); len(bad) > 0 {
				t.Errorf("%s puzzle %s: theme %q names %v, a rule of another game", p.Game, p.ID, th, bad)
			}
		}
	}
}

// refusalGames says which games can refuse a move with each code; the codes
// not listed can happen in every game.
var refusalGames = map[rules.RefusalCode][]string{
	rules.RefuseRiver:         {"xiangqi"},
	rules.RefuseElephantEye:   {"xiangqi"},
	rules.RefuseSideways:      {"xiangqi"},
	rules.RefuseFlyingGeneral: {"xiangqi"},
	rules.RefuseNoScreen:      {"xiangqi", "janggi"},
	rules.RefuseTwoScreens:    {"xiangqi", "janggi"},
	rules.RefuseCannonJump:    {"xiangqi"},
	rules.RefuseCannonScreen:  {"janggi"},
	rules.RefuseCannonCapture: {"janggi"},
	rules.RefusePalace:        {"xiangqi", "janggi"},
	rules.RefuseHorseLeg:      {"xiangqi", "janggi"},
	rules.RefuseBikjang:       {"janggi"},
	rules.RefuseCannonFirst:   {"janggi"},
	rules.RefuseOpening:       {"shatar"},
	rules.RefuseKnightMate:    {"shatar"},
	rules.RefuseZone:          {"hiashatar"},
}

// outcomeGames says which games end with each reason; the others can end
// any game.
var outcomeGames = map[rules.Reason][]string{
	rules.ReasonPerpetualChase: {"xiangqi"},
	rules.ReasonMoveLimit:      {"xiangqi"},
	rules.ReasonBikjang:        {"janggi"},
	rules.ReasonNoMoves:        {"janggi"},
	rules.ReasonNiol:           {"shatar"},
	rules.ReasonRobado:         {"shatar"},
	rules.ReasonBareKing:       {"hiashatar"},
	rules.ReasonBikjangClaim:   {"janggi"},
	rules.ReasonDoublePass:     {"janggi"},
	"counted":                  {"janggi"}, // the sentence janggi's counting adds
}

// variantGames says which games meet each variant of a refusal or an
// ending that belongs to some games only: rule options, shatar's mates.
var variantGames = map[string][]string{
	"BishopRange": {"shatar"}, "Opening": {"shatar"}, "KnightFrozenInZone": {"hiashatar"},
	"Pass": {"janggi"}, "BikjangClaim": {"janggi"}, "start": {"hiashatar"},
	"mate": {"shatar"}, "series": {"shatar"}, "knight": {"shatar"},
	"HorseDiagonal": {}, "ChariotRush": {}, "CannonRanks": {}, // no banqi lesson teaches these
}

// TestRefusalTextsNameOnlyTheirRules: the words of every refusal, answer
// label and ending, for each game that can meet it, name no rule of
// another game.
func TestRefusalTextsNameOnlyTheirRules(t *testing.T) {
	for _, key := range i18n.Keys() {
		kind, rest, _ := strings.Cut(key, ".")
		code, variant, _ := strings.Cut(rest, ".")
		var games []string
		switch kind {
		case "refuse", "choice":
			games = refusalGames[rules.RefusalCode(code)]
		case "ending":
			games = outcomeGames[rules.Reason(code)]
		default:
			continue
		}
		if g, ok := variantGames[variant]; ok {
			games = g
		} else if contains(LessonGames(), variant) || variant == "banqi" {
			games = []string{variant}
		}
		if games == nil {
			games = LessonGames()
		}
		for _, g := range games {
			for _, lang := range i18n.Langs {
				if bad := foreignTerms(g, lang, lang.T(key)); len(bad) > 0 {
					t.Errorf("%s, shown in %s, names %v: %q", key, g, bad, lang.T(key))
				}
			}
		}
	}
}

// TestStoryFirst: every course opens with its story, 00-story, made of
// story pages only, so /learn/ lists it first.
func TestStoryFirst(t *testing.T) {
	courses, err := LoadCourses()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range courses {
		m := c.Map(NewProgress())
		if m[0].ID != c.Game+"/00-story" || m[0].Number != 0 || m[1].Number != 1 {
			t.Errorf("%s: the map starts %s (%d), %s (%d)", c.Game, m[0].ID, m[0].Number, m[1].ID, m[1].Number)
		}
		for i, st := range c.Lessons[0].Steps {
			if st.Kind != KindStory {
				t.Errorf("%s step %d is %s, not a story page", m[0].ID, i+1, st.Kind)
			}
		}
	}
}

// TestHouseRulesContrast proves what the house-rules lessons show: every
// step played under a house rule has a partner step, on the same position
// under the course's rules, and one of their moves is judged differently
// by the two rule sets (refused by one, or ending the game otherwise).
// Banqi's house rule has its own proof: TestBanqiChainNeedsHouseRule.
func TestHouseRulesContrast(t *testing.T) {
	for _, c := range positionCourses(t) {
		l := houseRulesLesson(c)
		if l == nil {
			t.Errorf("%s: no house-rules lesson", c.Game)
			continue
		}
		pairs := 0
		for i := range l.Steps {
			st := &l.Steps[i]
			if st.Rules == nil || st.Kind == KindStory {
				continue
			}
			partner := contrastPartner(l, st)
			if partner == nil {
				t.Errorf("%s step %d: no step on the same position under the course's rules", l.ID, i+1)
				continue
			}
			if err := contrast(c.Variant, st, partner); err != nil {
				t.Errorf("%s step %d: %v", l.ID, i+1, err)
			}
			pairs++
		}
		if pairs == 0 {
			t.Errorf("%s: no step under a house rule", l.ID)
		}
	}
}

func houseRulesLesson(c *Course) *Lesson {
	for _, l := range c.Lessons {
		if strings.HasSuffix(l.ID, "-house-rules") {
			return l
		}
	}
	return nil
}

// contrastPartner finds the step on st's position under the course's rules.
func contrastPartner(l *Lesson, st *Step) *Step {
	for i := range l.Steps {
		o := &l.Steps[i]
		if o.Rules == nil && o.Kind != KindStory && o.FEN == st.FEN && strings.Join(o.History, " ") == strings.Join(st.History, " ") {
			return o
		}
	}
	return nil
}

// contrast finds a move of either step that the two rule sets judge apart.
func contrast(course *rules.Variant, house, usual *Step) error {
	var moves []string
	for _, s := range []*Step{house, usual} {
		moves = append(moves, s.Accept...)
		for _, cd := range s.Candidates {
			moves = append(moves, cd.Move)
		}
		for _, lm := range s.Line {
			moves = append(moves, lm.Play...)
		}
		if s.Move != "" {
			moves = append(moves, s.Move)
		}
	}
	if len(moves) == 0 {
		return fmt.Errorf("neither step names a move to compare")
	}
	var seen []string
	for _, m := range moves {
		a, err := judge(course, house, m)
		if err != nil {
			return err
		}
		b, err := judge(course, usual, m)
		if err != nil {
			return err
		}
		if a != b {
			return nil
		}
		seen = append(seen, m+": "+a)
	}
	return fmt.Errorf("both rule sets judge every move alike: %v", seen)
}

// judge says how a step's rules judge a move: its refusal code, or legal
// and the game's state after it.
func judge(course *rules.Variant, st *Step, move string) (string, error) {
	p, err := stepPosition(course, st)
	if err != nil {
		return "", err
	}
	m, err := readMove(p, move)
	if err != nil {
		return "", err
	}
	if r := p.Why(m); r != nil {
		return string(r.Code), nil
	}
	p.MakeMove(m)
	o := p.Outcome()
	return fmt.Sprintf("legal, then %q %v", o.Reason, o.Result), nil
}
