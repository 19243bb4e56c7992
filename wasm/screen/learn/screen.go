package learn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
	"github.com/elephant-chess/elephant/wasm/browser/query"
)

// Screen is everything the page shows, in the page's language.
type Screen struct {
	Lang    i18n.Lang
	Game    string
	Query   string // the address's query for what is shown
	Notices []string
	Tabs    []Tab
	Summary string // the map's progress line
	Cards   []Card // the map; empty while a lesson is open
	Lesson  *LessonScreen
}

// Tab is one game of the game switch.
type Tab struct {
	Game, Name    string
	Active        bool
	Stars, Of     int
	Lessons, Done int
}

// Card is one lesson on the map.
type Card struct {
	ID, Slug       string
	Number         int
	Mark, MarkName string // the card's corner: the number, or ✦ named "Story" for lesson 00
	Title, Summary string
	Steps          string
	Stars          int
	Badge          string // "Start here", "Next up" or ""
}

// LessonScreen is an open lesson.
type LessonScreen struct {
	ID, Title, Number string
	Step, Steps       int
	StepText          string
	Kind              string
	Status            string // playing, done, failed
	Goal, Help, Hint  string
	Text              string // a story page's text
	Rules             string // the label of the step's own rules, "" under the course's
	MovesLeft         string
	Board             Board
	Feedback          Feedback
	Candidates        []CandidateRow
	Question          string
	Choices           []Choice
	CanPass, CanNext  bool
	PassLabel         string // "Pass", or in banqi "End the turn" (of a chain of captures)
	CanRetry, CanHint bool
	NextLabel         string
	Pending           bool
	Done              *Done
}

// Feedback is the answer to the student's last action.
type Feedback struct {
	Text string
	Tone string // "good", "mistake", "failed", "info", or "" when there is nothing to say
	Rule string
}

// CandidateRow is a move of an illegal-move step.
type CandidateRow struct {
	Move, Label       string
	Answered, Current bool
}

// Choice is an answer button.
type Choice struct{ Value, Text string }

// Done is the end of a lesson.
type Done struct {
	Stars, Best          int
	NextLesson, NextText string // the lesson after this one, if any
	CourseDone           string // said when the course is finished
	NextGame, GameText   string
}

// Screen describes the page as it stands.
func (p *Page) Screen() Screen {
	s := Screen{Lang: p.Lang, Game: p.game, Query: "?game=" + p.game}
	for _, n := range p.notices {
		s.Notices = append(s.Notices, p.Lang.T("learn."+n.key, n.args...))
	}
	s.Tabs = p.tabs()
	if p.sess != nil {
		s.Lesson = p.lessonScreen()
		_, slug, _ := strings.Cut(s.Lesson.ID, "/")
		s.Query += "&lesson=" + query.Escape(slug)
		return s
	}
	if c := p.course(p.game); c != nil {
		s.Cards = p.cards(c)
	}
	for _, t := range s.Tabs {
		if t.Active {
			s.Summary = p.Lang.T("learn.map.progress", t.Done, t.Lessons, t.Stars, t.Of)
		}
	}
	return s
}

// tabs lists the games. A course not loaded yet (LoadAll loads them after
// the first drawing) counts its stars from the progress alone.
func (p *Page) tabs() []Tab {
	var out []Tab
	for _, g := range tutorials.LessonGames() {
		t := Tab{Game: g, Name: gameName(p.Lang, g), Active: g == p.game}
		c := p.courses[g]
		if g == p.game {
			c = p.course(g)
		}
		if c == nil {
			for id, n := range p.progress.Stars {
				if strings.HasPrefix(id, g+"/") {
					t.Stars, t.Done = t.Stars+n, t.Done+1
				}
			}
		}
		for _, e := range courseMap(c, p.progress) {
			t.Lessons, t.Of, t.Stars = t.Lessons+1, t.Of+3, t.Stars+e.Stars
			if e.Stars > 0 {
				t.Done++
			}
		}
		out = append(out, t)
	}
	return out
}

func courseMap(c *tutorials.Course, prog tutorials.Progress) []tutorials.LessonEntry {
	if c == nil {
		return nil
	}
	return c.Map(prog)
}

func gameName(l i18n.Lang, game string) string {
	if game == rules.Banqi.String() { // ParseGame knows the games played through Position
		return l.GameName(rules.Banqi)
	}
	g, err := rules.ParseGame(game)
	if err != nil {
		return game
	}
	return l.GameName(g)
}

func (p *Page) cards(c *tutorials.Course) []Card {
	var out []Card
	entries := c.Map(p.progress)
	next := nextEntry(entries)
	for i, e := range entries {
		_, slug, _ := strings.Cut(e.ID, "/")
		card := Card{ID: e.ID, Slug: slug, Number: e.Number, Title: e.Title.In(p.Lang),
			Summary: e.Summary.In(p.Lang), Steps: p.Lang.T("learn.map.steps", e.Steps), Stars: e.Stars,
			Mark: strconv.Itoa(e.Number)}
		if e.Number == 0 {
			card.Mark, card.MarkName = "✦", p.Lang.T("learn.map.story")
		}
		switch {
		case i == next && i == 0:
			card.Badge = p.Lang.T("learn.map.start")
		case i == next:
			card.Badge = p.Lang.T("learn.map.next")
		}
		out = append(out, card)
	}
	return out
}

// nextEntry is the lesson to do next: the first without stars after the
// furthest one done (so that a story skipped does not pull the student
// back), else the first without stars; -1 when all are done.
func nextEntry(entries []tutorials.LessonEntry) int {
	last := -1
	for i, e := range entries {
		if e.Stars > 0 {
			last = i
		}
	}
	for _, from := range []int{last + 1, 0} {
		for i := from; i < len(entries); i++ {
			if entries[i].Stars == 0 {
				return i
			}
		}
	}
	return -1
}

func (p *Page) lessonScreen() *LessonScreen {
	lang := p.Lang
	v := p.sess.View()
	l := p.sess.Lesson()
	ls := &LessonScreen{ID: l.ID, Title: l.Title.In(lang), Number: lessonNumber(p.Lang, l.Number),
		Text: v.Text.In(lang), Rules: v.Rules.In(lang),
		Step: v.Step, Steps: v.Steps, StepText: p.Lang.T("learn.lesson.step", v.Step+1, v.Steps),
		Kind: string(v.Kind), Status: string(v.Status), Goal: v.Goal.In(lang), Help: p.help(v),
		Pending: p.pending != nil, CanPass: p.canPass(v), PassLabel: p.Lang.T("learn.btn.pass")}
	if p.banqi() {
		ls.PassLabel = p.Lang.T("learn.btn.endturn")
	}
	if p.hint {
		ls.Hint = p.Lang.T("learn.hint", v.Hint.In(lang))
	}
	if v.MovesLeft > 0 && v.Status == tutorials.StepPlaying {
		ls.MovesLeft = p.Lang.T("learn.lesson.moves", v.MovesLeft)
	}
	ls.Board, _ = p.lessonBoard()
	ls.Feedback = p.feedback()
	ls.Candidates, ls.Question = p.candidates(v)
	if v.Status == tutorials.StepPlaying && (v.Kind == tutorials.KindIllegal || v.Kind == tutorials.KindQuiz) {
		for _, c := range v.Choices {
			ls.Choices = append(ls.Choices, Choice{Value: c.Value, Text: p.choiceText(c)})
		}
	}
	story := v.Kind == tutorials.KindStory
	ls.CanNext = p.done == nil && (v.Status == tutorials.StepSolved || story)
	ls.CanHint = v.Status == tutorials.StepPlaying && !story && !p.hint
	ls.NextLabel = p.Lang.T("learn.btn.next")
	if story && v.Step == v.Steps-1 {
		ls.NextLabel = p.Lang.T("learn.btn.finish")
	}
	ls.CanRetry = p.done == nil && (v.Status == tutorials.StepFailed ||
		v.Status == tutorials.StepPlaying && isMoveKind(v.Kind) && p.touched(v) || v.Kind == tutorials.KindSetup && p.touched(v))
	ls.Done = p.doneScreen()
	return ls
}

// choiceText words an answer: a quiz's own text, or the rule an
// illegal-move step's answer names (a refusal code, or "legal").
func (p *Page) choiceText(o tutorials.Option) string {
	if o.Text.Empty() {
		return p.Lang.Choice(o.Value)
	}
	return o.Text.In(p.Lang)
}

// touched reports whether a move was played in the step, so that starting
// again means something.
func (p *Page) touched(v tutorials.StepView) bool {
	return p.verdict != nil && p.verdict.Accepted && v.Status == tutorials.StepPlaying
}

// canPass reports whether to offer the Pass button: where passing can be
// the answer (janggi), or in banqi wherever a chain of captures may end.
func (p *Page) canPass(v tutorials.StepView) bool {
	if !v.CanPass || v.Status != tutorials.StepPlaying {
		return false
	}
	if p.banqi() {
		return isMoveKind(v.Kind)
	}
	return v.Kind == tutorials.KindOnly || v.Kind == tutorials.KindLine
}

func isMoveKind(k tutorials.StepKind) bool {
	return k != tutorials.KindIllegal && k != tutorials.KindQuiz && k != tutorials.KindSetup && k != tutorials.KindStory
}

// lessonNumber heads a lesson: "Lesson 4", or "The story" for lesson 00.
func lessonNumber(l i18n.Lang, n int) string {
	if n == 0 {
		return l.T("learn.lesson.story")
	}
	return l.T("learn.lesson.number", n)
}

// help says how to answer the step.
func (p *Page) help(v tutorials.StepView) string {
	switch {
	case v.Kind == tutorials.KindStory:
		return ""
	case v.Kind == tutorials.KindSetup:
		return p.Lang.T("learn.setup.how")
	case v.Kind == tutorials.KindQuiz:
		return p.Lang.T("learn.quiz.pick")
	case v.Kind == tutorials.KindIllegal:
		return ""
	case p.banqi() && v.CanPass:
		return p.Lang.T("learn.chain.how")
	case p.banqi():
		return p.Lang.T("learn.move.how.banqi")
	case p.game == "xiangqi" || p.game == "janggi":
		return p.Lang.T("learn.move.how")
	}
	return p.Lang.T("learn.move.how.sq")
}

// lessonBoard is the open lesson's board, its status "reply" while the
// opponent's answer is coming; ok is false on the map.
func (p *Page) lessonBoard() (b Board, ok bool) {
	if p.sess == nil {
		return Board{}, false
	}
	v := p.sess.View()
	b = p.board(v)
	b.Status = string(v.Status)
	if p.pending != nil {
		b.Status = "reply"
	}
	return b, true
}

func (p *Page) board(v tutorials.StepView) Board {
	b := Board{Variant: p.stepRules(), FEN: v.FEN, Flipped: p.flipped(v),
		Selected: p.selected(), Cursor: p.cursor(), Dests: p.dests, Last: v.LastMove, Marks: v.Marks,
		Label: p.Lang.T("learn.board.label", gameName(p.Lang, p.game)), Lang: p.Lang, Turned: p.turned}
	switch v.Kind {
	case tutorials.KindReach, tutorials.KindCapture, tutorials.KindFlip:
		b.Targets = v.Targets
	}
	if p.pending != nil {
		b.FEN, b.Last, b.Turned = p.pending.fen, p.pending.last, nil
	}
	current := currentCandidate(v)
	for _, a := range v.Arrows {
		arrow := Arrow{From: a.From, To: a.To}
		for i, c := range v.Candidates {
			if c.Move == a.From+a.To {
				arrow.Focus, arrow.Faded = i == current, c.Answered
			}
		}
		b.Arrows = append(b.Arrows, arrow)
	}
	return b
}

func (p *Page) feedback() Feedback {
	v := p.verdict
	if v == nil {
		return Feedback{}
	}
	f := Feedback{Text: p.Lang.Notes(p.course(p.game).Variant.Game, v.Message), Rule: v.Rule, Tone: "info"}
	switch {
	case v.StepDone:
		f.Tone = "good"
		head := p.Lang.T("learn.done.step")
		if v.LessonDone {
			head = p.Lang.T("learn.done.lesson")
		}
		f.Text = strings.TrimSpace(head + " " + f.Text)
	case v.Failed:
		f.Tone = "failed"
	case v.Mistake:
		f.Tone = "mistake"
	case v.Accepted:
		f.Tone = "good"
	}
	if v.Reply != "" && !v.StepDone {
		f.Text = strings.TrimSpace(f.Text + " " + p.Lang.T("learn.reply", v.Reply))
	}
	if f.Text == "" {
		f.Tone = ""
	}
	return f
}

// candidates lists an illegal-move step's moves and asks about the current one.
func (p *Page) candidates(v tutorials.StepView) ([]CandidateRow, string) {
	if v.Kind != tutorials.KindIllegal {
		return nil, ""
	}
	current := currentCandidate(v)
	var rows []CandidateRow
	for i, c := range v.Candidates {
		rows = append(rows, CandidateRow{Move: c.Move, Label: p.moveLabel(v.FEN, c.Move),
			Answered: c.Answered, Current: i == current})
	}
	q := ""
	if current >= 0 && v.Status == tutorials.StepPlaying {
		q = p.Lang.T("learn.judge.which", current+1, len(rows))
	}
	return rows, q
}

// moveLabel names a move with its piece: "Horse 傌/馬: e3 → d5"; a banqi
// piece face down is named as such, never by what lies under it.
func (p *Page) moveLabel(fen, move string) string {
	from, to := moveEnds(move)
	s, err := p.stand(fen)
	pc := rules.Empty
	if err == nil {
		pc = at(s, from)
	}
	switch {
	case from == to && p.banqi() && pc != rules.Empty && pc != rules.FaceDown:
		return p.Lang.T("learn.btn.endturn") // the piece of a chain of captures
	case from == to && p.banqi():
		return p.Lang.T("learn.flip.label", from)
	case from == to:
		return p.Lang.T("learn.pass.label")
	case pc == rules.FaceDown:
		return p.Lang.T("learn.candidate.facedown", from, to)
	case pc == rules.Empty:
		return from + " → " + to
	}
	name := p.Lang.PieceName(s.Variant().Game, pc.Kind())
	return p.Lang.T("learn.candidate", i18n.Capitalize(name), from, to)
}

func (p *Page) doneScreen() *Done {
	if p.done == nil {
		return nil
	}
	d := &Done{Stars: p.done.Stars, Best: p.progress.Stars[p.sess.Lesson().ID]}
	if next := p.nextLesson(); next != "" {
		d.NextLesson = next
		if l := p.course(p.game).Lesson(next); l != nil {
			d.NextText = p.Lang.T("learn.btn.nextls") + ": " + l.Title.In(p.Lang)
		}
		return d
	}
	d.CourseDone = p.Lang.T("learn.done.course", gameName(p.Lang, p.game))
	d.NextGame = p.nextGame()
	d.GameText = p.Lang.T("learn.btn.nextgame", gameName(p.Lang, d.NextGame))
	return d
}

// String is a short description, for debugging and test failures.
func (f Feedback) String() string { return fmt.Sprintf("%s: %s", f.Tone, f.Text) }
