// Package learn is the /learn/ page: a map of lessons per game and the
// lesson view that drives a tutorials.LessonRunner (a banqi lesson's runner
// hands out only the student's view of the board). The page's state and what it
// shows are plain Go, tested natively; dom.go (js && wasm) draws the Screen
// and turns clicks into the Page's methods.
package learn

import (
	"github.com/elephant-chess/elephant/wasm/browser"
	"slices"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/browser/query"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/driver"
)

// LangKey keeps the language the student picked: the site's one setting.
const LangKey = i18n.SettingKey

// notice is a message for the top of the page, kept as a key so that it
// follows the language.
type notice struct {
	key  string
	args []any
}

// Page is the state of the /learn/ page.
type Page struct {
	Lang i18n.Lang

	store    browser.Store
	progress tutorials.Progress
	notices  []notice
	game     string
	courses  map[string]*tutorials.Course

	sess    tutorials.LessonRunner
	sel     driver.Selection // the piece picked up and the keyboard's point
	dests   []string
	verdict *tutorials.Verdict // the answer to the student's last action
	hint    bool
	pending *shown   // the student's move, shown before the opponent's reply
	turned  []string // banqi pieces the last action turned up, to show turning over
	done    *tutorials.Verdict
}

// shown is a position on the board other than the session's own.
type shown struct{ fen, last string }

// New opens the page: progress from store (discarded with a notice when
// unreadable) and the game and lesson named in the query ("game=janggi&lesson=03-elephant").
func New(store browser.Store, lang i18n.Lang, query string) *Page {
	p := &Page{Lang: lang, store: store, courses: map[string]*tutorials.Course{}, game: "xiangqi", sel: driver.NewSelection()}
	p.loadProgress()
	p.Route(query)
	return p
}

// Route shows what an address's query names: a game's map, or a lesson
// (started afresh unless it is the one open).
func (p *Page) Route(address string) {
	q, _ := query.Parse(strings.TrimPrefix(address, "?"))
	if g := q.Get("game"); slices.Contains(tutorials.LessonGames(), g) {
		p.game = g
	}
	l := q.Get("lesson")
	switch {
	case l == "":
		p.ToMap()
	case p.sess != nil && p.sess.Lesson().ID == p.game+"/"+l:
	case !p.Open(p.game + "/" + l):
		p.ToMap()
		p.notices = append(p.notices, notice{"notice.lesson", []any{l}})
	}
}

func (p *Page) loadProgress() {
	p.progress = tutorials.NewProgress()
	if !browser.Load(p.store, tutorials.ProgressKey, tutorials.ParseProgress, &p.progress) {
		p.notices = append(p.notices, notice{key: "notice.reset"})
	}
}

func (p *Page) saveProgress() {
	data, err := p.progress.Marshal()
	if err == nil {
		err = p.store.Set(tutorials.ProgressKey, string(data))
	}
	if err != nil {
		p.notices = append(p.notices, notice{key: "notice.save"})
	}
}

// course loads a game's lessons once; a failure becomes a notice.
func (p *Page) course(game string) *tutorials.Course {
	if c, ok := p.courses[game]; ok {
		return c
	}
	c, err := tutorials.LoadCourse(game)
	if err != nil {
		p.notices = append(p.notices, notice{"notice.load", []any{err.Error()}})
	}
	p.courses[game] = c // nil after a failure: not tried again
	return c
}

// LoadAll loads every game's lessons, for the totals on the game tabs.
func (p *Page) LoadAll() {
	for _, g := range tutorials.LessonGames() {
		p.course(g)
	}
}

// SetLang switches the language and remembers it.
func (p *Page) SetLang(l i18n.Lang) {
	p.Lang = l
	_ = p.store.Set(LangKey, l.Setting()) // a language not kept is no reason to bother the student
}

// SelectGame shows a game's lesson map.
func (p *Page) SelectGame(game string) {
	if slices.Contains(tutorials.LessonGames(), game) {
		p.game = game
	}
	p.ToMap()
}

// ToMap leaves the lesson for the map.
func (p *Page) ToMap() {
	p.sess, p.done = nil, nil
	p.reset()
}

// reset clears what belongs to one attempt at a step.
func (p *Page) reset() {
	p.sel.Drop()
	p.dests, p.verdict, p.hint, p.pending, p.turned = nil, nil, false, nil, nil
}

// point reads a square of the open step's board; NoSquare for "" or none.
func (p *Page) point(name string) rules.Square {
	if p.sess == nil {
		return rules.NoSquare
	}
	sq, err := p.stepRules().ParseSquare(name)
	if err != nil {
		return rules.NoSquare
	}
	return sq
}

// name writes a square, "" for none.
func name(sq rules.Square) string {
	if sq == rules.NoSquare {
		return ""
	}
	return sq.String()
}

// selected is the point of the piece picked up, "" when none is.
func (p *Page) selected() string { return name(p.sel.Held) }

// cursor is the keyboard's point, "" until a key is used.
func (p *Page) cursor() string { return name(p.sel.Cursor) }

// hold picks up the piece on sq ("" lets go), with where it may go.
func (p *Page) hold(sq string, dests []string) {
	p.sel.Drop()
	if sq != "" {
		p.sel.Hold(p.point(sq))
	}
	p.dests = dests
}

// Press handles the pointer going down on a point (the board's intent):
// anything but the piece already picked up is clicked. It returns whether
// a piece is now picked up there, which the pointer may then carry.
func (p *Page) Press(sq string) bool {
	if sq == "" {
		return false
	}
	if !p.sel.Press(p.point(sq)) {
		p.Click(sq)
	}
	return p.selected() == sq
}

// Release handles the pointer coming up on sq after a Press that picked a
// piece up: carried to another point, the piece is put down there; the
// piece picked up already and pressed again without moving is clicked
// again, which puts it back (or passes, for a general).
func (p *Page) Release(sq string, dragged bool) {
	from, to, again := p.sel.Release(p.point(sq), dragged)
	switch {
	case to != rules.NoSquare:
		p.Click(name(to))
	case again:
		p.Click(name(from))
	}
}

// Key moves the keyboard cursor with the arrow keys (as the board is seen;
// the first arrow shows where it starts) and clicks the point under it
// with Enter or Space; false for other keys.
func (p *Page) Key(key string) bool {
	if p.sess == nil {
		return false
	}
	v, r := p.sess.View(), p.stepRules()
	return p.sel.Key(key, driver.Keys{Layout: view.NewLayout(driver.ViewGame(r.Game), r.Files, r.Ranks),
		Flipped: p.flipped(v), ShowFirst: true, Start: func() rules.Square { return p.point(p.startCursor(v)) },
		Pick: func(sq rules.Square) { p.Click(name(sq)) }, Moved: func(rules.Square) {}})
}

// startCursor is where the keyboard starts: the piece picked up, the
// step's piece or the student's royal piece.
func (p *Page) startCursor(v tutorials.StepView) string {
	switch {
	case p.selected() != "":
		return p.selected()
	case v.Piece != "":
		return v.Piece
	}
	s, err := p.stand(v.FEN)
	if err != nil {
		return ""
	}
	return home(s)
}

// Open starts a lesson by id ("xiangqi/04-horse"); false when there is none.
func (p *Page) Open(id string) bool {
	game, _, _ := strings.Cut(id, "/")
	c := p.course(game)
	if c == nil {
		return false
	}
	s, err := c.Run(id)
	if err != nil {
		return false
	}
	p.game, p.sess, p.done = game, s, nil
	p.reset()
	return true
}

// playing reports whether the board takes moves now.
func (p *Page) playing() bool {
	return p.sess != nil && p.pending == nil && p.done == nil && p.sess.View().Status == tutorials.StepPlaying
}

// Click handles a click on a point: pick up a piece, put it down (a move the
// runner judges and explains, legal or not), or change the piece picked.
func (p *Page) Click(sq string) {
	if !p.playing() {
		return
	}
	v := p.sess.View()
	switch v.Kind {
	case tutorials.KindIllegal, tutorials.KindQuiz, tutorials.KindStory:
		return
	case tutorials.KindSetup:
		p.clickSetup(sq)
		return
	}
	s, err := p.stand(v.FEN)
	if err != nil {
		return
	}
	switch held := p.selected(); {
	case held == sq && v.CanPass && passPiece(s) == sq:
		// As on the site's boards: the general clicked twice passes; in
		// banqi the piece of a chain of captures ends the turn.
		p.submit("pass")
	case held == sq:
		p.hold("", nil)
	case owns(s, v.Player, sq):
		p.hold(sq, p.sess.Dests(sq))
	case held != "":
		p.submit(held + sq) // onto a face-down piece too: the runner says why not
	case at(s, sq) == rules.FaceDown:
		p.submit(sq + sq) // a banqi flip is its square twice
	}
}

// stand reads a position of the current step, under the step's rules.
func (p *Page) stand(fen string) (core.Standing, error) { return core.Read(p.stepRules(), fen) }

// stepRules are the rules the current step is played under.
func (p *Page) stepRules() *rules.Variant {
	return p.sess.Lesson().Steps[p.sess.View().Step].Variant(p.course(p.game).Variant)
}

// flipped reports whether the board shows the second side at the bottom:
// when the student plays it, except in banqi, whose colours are settled by
// the first flip in the middle of a step, so its board keeps one side up.
func (p *Page) flipped(v tutorials.StepView) bool { return v.Player == "b" && !p.banqi() }

// banqi reports whether the open game is banqi, whose pieces start face down.
func (p *Page) banqi() bool {
	c := p.course(p.game)
	return c != nil && c.Variant.HiddenPieces
}

// clickSetup swaps two pieces of a wing, the only thing a setup step allows.
func (p *Page) clickSetup(sq string) {
	switch held := p.selected(); {
	case held == sq:
		p.hold("", nil)
	case held != "" && slices.Contains(p.dests, sq):
		p.submit(held + sq)
	default:
		if d := p.sess.Dests(sq); len(d) > 0 {
			p.hold(sq, d)
		}
	}
}

// Pass plays a pass (janggi) or ends a chain of captures (banqi), when the
// rules allow it.
func (p *Page) Pass() {
	if p.playing() && p.sess.View().CanPass {
		p.submit("pass")
	}
}

func (p *Page) submit(move string) {
	before, err := p.stand(p.sess.View().FEN)
	v := p.sess.Submit(move)
	p.hold("", nil)
	p.answer(v)
	if err != nil {
		return
	}
	p.turned = nil
	if now, err := p.stand(p.sess.View().FEN); err == nil {
		p.turned = turnedUp(before, now)
	}
	if v.Reply != "" && v.Played != "" {
		if fen, ok := after(before, v.Played); ok {
			p.pending = &shown{fen: fen, last: v.Played}
		}
	}
}

// Settle shows the opponent's reply after the pause that let the student
// see their own move.
func (p *Page) Settle() { p.pending = nil }

// Answer answers the current candidate of an illegal-move step ("legal" or
// a rule's code), or a quiz.
func (p *Page) Answer(value string) {
	if !p.playing() {
		return
	}
	v := p.sess.View()
	switch v.Kind {
	case tutorials.KindIllegal:
		if i := currentCandidate(v); i >= 0 {
			p.answer(p.sess.Classify(i, value))
		}
	case tutorials.KindQuiz:
		p.answer(p.sess.Choose(value))
	}
}

// currentCandidate is the first candidate not yet settled, -1 when none.
func currentCandidate(v tutorials.StepView) int {
	for i, c := range v.Candidates {
		if !c.Answered {
			return i
		}
	}
	return -1
}

// answer keeps the verdict and, at the end of the lesson, the stars.
func (p *Page) answer(v tutorials.Verdict) {
	p.verdict = &v
	p.hint = false
	if !v.LessonDone {
		return
	}
	p.done = &v
	if err := p.progress.Record(p.sess.Lesson().ID, v.Stars); err == nil {
		p.saveProgress()
	}
}

// ShowHint reveals the step's hint.
func (p *Page) ShowHint() {
	if p.sess != nil {
		p.hint = true
	}
}

// Retry starts the step again.
func (p *Page) Retry() {
	if p.sess != nil && p.done == nil && p.sess.Retry() == nil {
		p.reset()
	}
}

// Next goes on to the following step. On a story page it first marks the
// page read, which on the last page finishes the lesson.
func (p *Page) Next() {
	if p.sess == nil || p.done != nil {
		return
	}
	if v := p.sess.View(); v.Kind == tutorials.KindStory && v.Status == tutorials.StepPlaying {
		if r := p.sess.Read(); r.LessonDone {
			p.answer(r)
			return
		}
	}
	if p.sess.Next() == nil {
		p.reset()
	}
}

// NextLesson opens the lesson after the current one, or the map when it was the last.
func (p *Page) NextLesson() {
	if id := p.nextLesson(); id != "" && p.Open(id) {
		return
	}
	p.ToMap()
}

// Replay starts the current lesson again.
func (p *Page) Replay() {
	if p.sess != nil {
		p.Open(p.sess.Lesson().ID)
	}
}

// nextLesson is the id of the lesson after the current one, "" after the last.
func (p *Page) nextLesson() string {
	c := p.course(p.game)
	if p.sess == nil || c == nil {
		return ""
	}
	for i, l := range c.Lessons {
		if l.ID == p.sess.Lesson().ID && i+1 < len(c.Lessons) {
			return c.Lessons[i+1].ID
		}
	}
	return ""
}

// nextGame is the game after the current one, to suggest when a course is finished.
func (p *Page) nextGame() string {
	games := tutorials.LessonGames()
	i := slices.Index(games, p.game)
	return games[(i+1)%len(games)]
}
