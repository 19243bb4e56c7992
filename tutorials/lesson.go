// Package tutorials holds the lessons (and later the puzzles) of Elephant as
// embedded data, the code that loads them and the runner that judges a
// student's moves against the rules in package rules.
package tutorials

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
)

//go:embed lessons
var lessonFiles embed.FS

// StepKind says what a step asks of the student and how it is judged.
type StepKind string

const (
	// KindReach: land on every target point within Moves moves; the opponent
	// does not move (the turn comes back to the student after each move).
	KindReach StepKind = "reach"
	// KindCapture: capture every enemy piece on a target point within Moves
	// moves; the opponent does not move.
	KindCapture StepKind = "capture"
	// KindOnly: the position has exactly one legal move; play it.
	KindOnly StepKind = "only"
	// KindIllegal: say of each candidate move whether it is legal, and if not
	// which rule forbids it.
	KindIllegal StepKind = "illegal"
	// KindLine: play the expected moves against the opponent's scripted replies.
	KindLine StepKind = "line"
	// KindMate: end the game within Moves moves (1 or 2), by default with a
	// checkmate win; Ending may ask for another ending (stalemate, bikjang...).
	KindMate StepKind = "mate"
	// KindCheck: give a check of the named kind (shatar's shak, tuk, tsod).
	KindCheck StepKind = "check"
	// KindSetup: swap janggi horses and elephants until cho stands as Setup says.
	KindSetup StepKind = "setup"
	// KindQuiz: pick the right answer about the position; Verify names how
	// the tests prove the answer from the rules.
	KindQuiz StepKind = "quiz"
	// KindStory: a page to read (Text) beside a board shown as it stands;
	// the student reads it and goes on. Nothing is asked.
	KindStory StepKind = "story"
)

// Arrow is an arrow drawn on the board from one point to another.
type Arrow struct {
	From string `json:"from"`
	To   string `json:"to"`
}

func (a *Arrow) json() jsonv.Object { return jsonv.Fields("from", &a.From, "to", &a.To) }

// Candidate is a move shown in an "illegal" step, with the refusal code that
// rules.Position.Why gives for it ("legal" for a legal move).
type Candidate struct {
	Move string `json:"move"`
	Code string `json:"code"`
	Why  Text   `json:"why,omitzero"`
}

func (c *Candidate) json() jsonv.Object {
	return jsonv.Fields("move", &c.Move, "code", &c.Code, "why,omitempty", c.Why.JSON())
}

// LineMove is one move of the student in a scripted line: the expected
// moves (the first is the main one; all are accepted), then the opponent's
// scripted reply, if any.
type LineMove struct {
	Play  []string `json:"play"`
	Reply string   `json:"reply,omitempty"`
	Note  Text     `json:"note,omitzero"`
}

func (m *LineMove) json() jsonv.Object {
	return jsonv.Fields("play", &m.Play, "reply,omitempty", &m.Reply, "note,omitempty", m.Note.JSON())
}

// Ending is the end of game a mate step asks for.
type Ending struct {
	Result string `json:"result"` // "win" (for the student) or "draw"
	Reason string `json:"reason"` // an rules.Reason, e.g. "checkmate", "stalemate", "bikjang"
}

func (e *Ending) json() jsonv.Object { return jsonv.Fields("result", &e.Result, "reason", &e.Reason) }

// Option is one answer of a quiz.
type Option struct {
	Value string `json:"value"`
	Text  Text   `json:"text"`
}

func (o *Option) json() jsonv.Object { return jsonv.Fields("value", &o.Value, "text", o.Text.JSON()) }

// Step is one exercise of a lesson. Which fields matter depends on Kind;
// tutorials/README.md documents them all.
type Step struct {
	Kind       StepKind    `json:"kind"`
	FEN        string      `json:"fen"`
	History    []string    `json:"history,omitempty"`
	Goal       Text        `json:"goal"`
	Moves      int         `json:"moves,omitempty"`
	Par        int         `json:"par,omitempty"`
	Piece      string      `json:"piece,omitempty"`
	Targets    []string    `json:"targets,omitempty"`
	Accept     []string    `json:"accept,omitempty"`
	Check      string      `json:"check,omitempty"`
	Ending     *Ending     `json:"ending,omitempty"`
	Candidates []Candidate `json:"candidates,omitempty"`
	Line       []LineMove  `json:"line,omitempty"`
	Setup      string      `json:"setup,omitempty"`
	Move       string      `json:"move,omitempty"`
	Options    []Option    `json:"options,omitempty"`
	Answer     string      `json:"answer,omitempty"`
	Verify     string      `json:"verify,omitempty"`
	Arrows     []Arrow     `json:"arrows,omitempty"`
	Marks      []string    `json:"marks,omitempty"`
	Rules      *StepRules  `json:"rules,omitempty"`
	Deal       StepDeal    `json:"deal,omitzero"` // banqi: the pieces under the face-down squares
	Text       Text        `json:"text,omitzero"`
	Hint       Text        `json:"hint,omitzero"`
	Success    Text        `json:"success"`
	Failure    Text        `json:"failure"`

	variant *rules.Variant // the step's own rules (from Rules), nil for the course's
}

func (s *Step) json() jsonv.Object {
	return jsonv.Fields("kind", (*string)(&s.Kind), "fen", &s.FEN, "history,omitempty", &s.History,
		"goal", s.Goal.JSON(), "moves,omitempty", &s.Moves, "par,omitempty", &s.Par, "piece,omitempty", &s.Piece,
		"targets,omitempty", &s.Targets, "accept,omitempty", &s.Accept, "check,omitempty", &s.Check,
		"ending,omitempty", jsonv.Ptr(&s.Ending, (*Ending).json),
		"candidates,omitempty", jsonv.List(&s.Candidates, (*Candidate).json),
		"line,omitempty", jsonv.List(&s.Line, (*LineMove).json), "setup,omitempty", &s.Setup, "move,omitempty", &s.Move,
		"options,omitempty", jsonv.List(&s.Options, (*Option).json), "answer,omitempty", &s.Answer,
		"verify,omitempty", &s.Verify, "arrows,omitempty", jsonv.List(&s.Arrows, (*Arrow).json),
		"marks,omitempty", &s.Marks, "rules,omitempty", jsonv.Ptr(&s.Rules, (*StepRules).json), "deal,omitempty", &s.Deal,
		"text,omitempty", s.Text.JSON(), "hint,omitempty", s.Hint.JSON(), "success", s.Success.JSON(),
		"failure", s.Failure.JSON())
}

// Variant returns the rules the step is played under: its own (Rules),
// else the course's.
func (s *Step) Variant(course *rules.Variant) *rules.Variant {
	if s.variant != nil {
		return s.variant
	}
	return course
}

// StepRules plays a step under other rules than the course's: a preset of
// the same game, options overriding some of its fields (JSON of
// rules.Options, as the board's options attribute and the engine read it),
// and a label that tells the student which rules hold.
type StepRules struct {
	Preset  string    `json:"preset"`
	Options jsonv.Raw `json:"options,omitempty"`
	Label   Text      `json:"label"`
}

func (r *StepRules) json() jsonv.Object {
	return jsonv.Fields("preset", &r.Preset, "options,omitempty", &r.Options, "label", r.Label.JSON())
}

// resolve builds the variant the rules name, for a course of game g.
func (r *StepRules) resolve(g rules.Game) (*rules.Variant, error) {
	base, err := presetVariant(r.Preset)
	if err != nil {
		return nil, err
	}
	if g != base.Game {
		return nil, fmt.Errorf("preset %q is %s, not %s", r.Preset, base.Game, g)
	}
	if !r.Label.Complete() {
		return nil, errors.New("the rules need a label in every language")
	}
	if g == rules.Banqi {
		return r.banqiVariant(base)
	}
	o := base.Options
	if len(r.Options) > 0 {
		if err := jsonv.UnmarshalStrict(r.Options, o.JSON()); err != nil {
			return nil, fmt.Errorf("options: %w", err)
		}
	}
	v, err := rules.NewVariant(g, o)
	if err != nil {
		return nil, fmt.Errorf("options: %w", err)
	}
	v.Name = r.Preset
	return v, nil
}

// par is the number of moves a perfect solution takes.
func (s *Step) par() int {
	if s.Par > 0 {
		return s.Par
	}
	return s.Moves
}

// ending returns the ending a mate step asks for.
func (s *Step) ending() Ending {
	if s.Ending != nil {
		return *s.Ending
	}
	return Ending{Result: "win", Reason: string(rules.ReasonCheckmate)}
}

// Lesson is one lesson of a course: a title, a one-line summary for the
// lesson map and its steps.
type Lesson struct {
	ID      string `json:"-"` // "<game>/<NN-slug>", the key of progress
	Game    string `json:"-"`
	Number  int    `json:"-"`
	Title   Text   `json:"title"`
	Summary Text   `json:"summary"`
	Steps   []Step `json:"steps"`
}

func (l *Lesson) json() jsonv.Object {
	return jsonv.Fields("title", l.Title.JSON(), "summary", l.Summary.JSON(), "steps", jsonv.List(&l.Steps, (*Step).json))
}

// Course is the ordered lessons of one game.
type Course struct {
	Game    string
	Variant *rules.Variant
	Lessons []*Lesson
}

// Lesson returns the lesson with the given id, or nil.
func (c *Course) Lesson(id string) *Lesson {
	for _, l := range c.Lessons {
		if l.ID == id {
			return l
		}
	}
	return nil
}

// LessonGames lists the games with lessons, in the site's order.
func LessonGames() []string { return []string{"xiangqi", "janggi", "shatar", "hiashatar", "banqi"} }

// presetVariant builds a named rule set of any game.
func presetVariant(name string) (*rules.Variant, error) { return rules.AnyPreset(name) }

// lessonNumber reads the number of a lesson file named NN-slug.json, where
// the slug is lower-case letters and digits in words joined by hyphens.
func lessonNumber(name string) (int, bool) {
	base, ok := strings.CutSuffix(name, ".json")
	if !ok || !validSlug(base) {
		return 0, false
	}
	n, err := strconv.Atoi(base[:2])
	return n, err == nil
}

// validSlug reports whether s is NN-words-joined-by-hyphens.
func validSlug(s string) bool {
	if len(s) < 4 || s[2] != '-' || s[0] < '0' || s[0] > '9' || s[1] < '0' || s[1] > '9' {
		return false
	}
	for _, w := range strings.Split(s[3:], "-") {
		if w == "" {
			return false
		}
		for _, c := range w {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
				return false
			}
		}
	}
	return true
}

// LoadCourse loads and checks the lessons of a game from the embedded files.
func LoadCourse(game string) (*Course, error) {
	return loadCourse(lessonFiles, game)
}

// LoadCourses loads the courses of every game, in LessonGames order.
func LoadCourses() ([]*Course, error) {
	var out []*Course
	for _, g := range LessonGames() {
		c, err := LoadCourse(g)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func loadCourse(fsys fs.FS, game string) (*Course, error) {
	g, err := rules.ParseAnyGame(game)
	if err != nil || !slices.Contains(LessonGames(), game) {
		return nil, fmt.Errorf("lessons: unknown game %q (want one of %v)", game, LessonGames())
	}
	v, err := rules.DefaultVariant(g) // the traditional rules the lessons teach
	if err != nil {
		return nil, fmt.Errorf("lessons %s: %w", game, err)
	}
	dir := path.Join("lessons", game)
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("lessons %s: %w", game, err)
	}
	c := &Course{Game: game, Variant: v}
	for _, e := range entries {
		l, err := loadLesson(fsys, v, game, e.Name())
		if err != nil {
			return nil, err
		}
		c.Lessons = append(c.Lessons, l)
	}
	if len(c.Lessons) == 0 {
		return nil, fmt.Errorf("lessons %s: no lessons", game)
	}
	sort.Slice(c.Lessons, func(i, j int) bool { return c.Lessons[i].Number < c.Lessons[j].Number })
	// An optional 00 (the game's story) comes before 01; the ids of the
	// numbered lessons never change.
	first := min(c.Lessons[0].Number, 1)
	for i, l := range c.Lessons {
		if l.Number != first+i {
			return nil, fmt.Errorf("lessons %s: lesson numbers must run (00,) 01, 02, ... without gaps; %s is number %d", game, l.ID, first+i)
		}
	}
	return c, nil
}

func loadLesson(fsys fs.FS, v *rules.Variant, game, name string) (*Lesson, error) {
	number, ok := lessonNumber(name)
	if !ok {
		return nil, fmt.Errorf("lessons %s: file %q is not named NN-slug.json", game, name)
	}
	data, err := fs.ReadFile(fsys, path.Join("lessons", game, name))
	if err != nil {
		return nil, fmt.Errorf("lessons %s: %w", game, err)
	}
	id := game + "/" + strings.TrimSuffix(name, ".json")
	l, err := parseLesson(data)
	if err != nil {
		return nil, fmt.Errorf("lesson %s: %w", id, err)
	}
	l.ID, l.Game, l.Number = id, game, number
	if err := l.check(v); err != nil {
		return nil, fmt.Errorf("lesson %s: %w", id, err)
	}
	return l, nil
}

// parseLesson decodes a lesson strictly: unknown fields and trailing data are errors.
func parseLesson(data []byte) (*Lesson, error) {
	var l Lesson
	if err := jsonv.UnmarshalStrict(data, l.json()); err != nil {
		return nil, err
	}
	return &l, nil
}

// LessonEntry is one lesson on the lesson map.
type LessonEntry struct {
	ID      string `json:"id"`
	Number  int    `json:"number"`
	Title   Text   `json:"title"`
	Summary Text   `json:"summary"`
	Steps   int    `json:"steps"`
	Stars   int    `json:"stars"` // best so far, 0 when never finished
}

// LessonRunner runs one lesson for the lesson screen: a *Session for the
// games played through rules.Position, a *BanqiSession for banqi.
type LessonRunner interface {
	View() StepView
	Submit(move string) Verdict
	Dests(from string) []string
	Lesson() *Lesson
	Retry() error
	Next() error
	Read() Verdict
	Classify(i int, code string) Verdict
	Choose(value string) Verdict
	Hint() Text
	Stars() int
}

var (
	_ LessonRunner = (*Session)(nil)
	_ LessonRunner = (*BanqiSession)(nil)
)

// Run begins the lesson with the given id with the runner of the course's game.
func (c *Course) Run(id string) (LessonRunner, error) {
	if c.Variant.HiddenPieces {
		return asRunner(c.StartBanqi(id))
	}
	return asRunner(c.Start(id))
}

// asRunner hands on a runner, or nil (not a nil pointer) with the error.
func asRunner[R LessonRunner](r R, err error) (LessonRunner, error) {
	if err != nil {
		return nil, err
	}
	return r, nil
}

// Map lists the course's lessons in order with the student's best stars.
func (c *Course) Map(p Progress) []LessonEntry {
	out := make([]LessonEntry, 0, len(c.Lessons))
	for _, l := range c.Lessons {
		out = append(out, LessonEntry{ID: l.ID, Number: l.Number, Title: l.Title, Summary: l.Summary,
			Steps: len(l.Steps), Stars: p.Stars[l.ID]})
	}
	return out
}
