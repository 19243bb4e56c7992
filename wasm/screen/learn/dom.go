//go:build js && wasm

package learn

import (
	"errors"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/browser/langload"
	"github.com/elephant-chess/elephant/wasm/browser/sitelang"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/element"
)

var global = js.Global()

// ui draws a Page into the page's #learn element and feeds it the clicks.
type ui struct {
	page       *Page
	app        *element.App
	doc        js.Value
	root       js.Value
	said       string   // the feedback last announced
	timer      bool     // a reply is scheduled
	queued     bool     // a redraw is queued after the board's intent
	focusAfter string   // the action just taken, to put the focus back
	redraw     js.Func  // queued after an intent on the board
	boardEl    js.Value // the lesson's <elephant-board mode="lesson">, kept across renders
	scene      driver.Scene
}

// Start draws the lessons into root and follows the page's clicks, the
// language menu and the history.
func Start(app *element.App) error {
	root := global.Get("document").Call("getElementById", "learn")
	if root.IsNull() {
		return errors.New("learn: the page has no #learn")
	}
	return browser.Safely(func() { mount(app, root) })
}

func mount(app *element.App, root js.Value) {
	store := browser.Storage{}
	u := &ui{app: app, doc: global.Get("document"), root: root}
	u.page = New(store, sitelang.Get(), global.Get("location").Get("search").String())
	u.boardEl = u.doc.Call("createElement", "elephant-board")
	for k, v := range map[string]string{"class": "lesson-board", "mode": "lesson", "controls": "none"} {
		u.boardEl.Call("setAttribute", k, v)
	}
	u.scene = u.page.Scene(u.later)
	u.redraw = js.FuncOf(func(js.Value, []js.Value) any {
		u.queued = false
		u.render()
		return nil
	})
	doc := u.doc
	// On the document: the language menu lives in the page's header.
	browser.On(doc, "click", "learn", u.onClick)
	browser.On(doc, "change", "learn", u.onChange)
	browser.On(global, "popstate", "learn", func(js.Value) {
		u.page.Route(global.Get("location").Get("search").String())
		u.render()
	})
	u.render()
	doc.Get("documentElement").Call("setAttribute", "data-ready", "true")
	browser.After(0, func() { // the other games' lessons, once the page shows
		u.page.LoadAll()
		u.render()
	})
}

// later redraws the page once the board's intent has been handled and the
// board redrawn: the feedback and buttons follow the student's move.
func (u *ui) later() {
	if !u.queued {
		u.queued = true
		global.Call("queueMicrotask", u.redraw)
	}
}

// onClick routes a click to the page by the data- attributes of what was hit.
func (u *ui) onClick(ev js.Value) {
	t := ev.Get("target")
	if t.Type() != js.TypeObject || t.Get("closest").Type() != js.TypeFunction {
		return
	}
	btn := t.Call("closest", "[data-action]")
	if btn.IsNull() || btn.Get("tagName").String() == "A" && newTab(ev) {
		return // a lesson opened in another tab loads from its address
	}
	ev.Call("preventDefault")
	data := func(name string) string {
		v := btn.Call("getAttribute", name)
		if v.IsNull() {
			return ""
		}
		return v.String()
	}
	u.act(data("data-action"), data)
	u.render()
}

// newTab reports whether a click asks the browser for another tab or window.
func newTab(ev js.Value) bool {
	return ev.Get("ctrlKey").Truthy() || ev.Get("metaKey").Truthy() || ev.Get("shiftKey").Truthy() ||
		ev.Get("button").Int() != 0
}

// lessonOf is the lesson named in a query, "" for a map.
func lessonOf(query string) string {
	_, l, _ := strings.Cut(query, "lesson=")
	return l
}

// onChange follows the header's language menu (#lang).
func (u *ui) onChange(ev js.Value) {
	t := ev.Get("target")
	if t.Type() != js.TypeObject || t.Get("id").String() != "lang" {
		return
	}
	l := i18n.Parse(t.Get("value").String())
	sitelang.Switch(l, langload.Lessons, func() {
		u.page.SetLang(l)
		u.focusAfter = "lang"
		u.render()
	})
}

// inBoard reports whether an element lies inside the lesson board.
func inBoard(e js.Value) bool {
	return e.Type() == js.TypeObject && e.Get("closest").Type() == js.TypeFunction && !e.Call("closest", ".lesson-board").IsNull()
}

func (u *ui) act(action string, data func(string) string) {
	p := u.page
	switch action {
	case "game":
		p.SelectGame(data("data-game"))
	case "open":
		p.Open(data("data-lesson"))
	case "map":
		p.ToMap()
	case "answer":
		p.Answer(data("data-value"))
	case "hint":
		p.ShowHint()
	case "retry":
		p.Retry()
	case "next":
		p.Next()
	case "pass":
		p.Pass()
	case "next-lesson":
		p.NextLesson()
	case "replay":
		p.Replay()
	}
	u.focusAfter = action
}

// render rebuilds the page's content from the Screen.
func (u *ui) render() {
	s := u.page.Screen()
	u.chrome(s)
	// Read before the board's element moves into the new tree, which blurs
	// it: the focus comes back as it was, with its ring only if it showed one.
	boardFocus := inBoard(u.doc.Get("activeElement"))
	ring := false
	_ = browser.Safely(func() { ring = boardFocus && u.boardSVG().Call("matches", ":focus-visible").Bool() })
	kids := []js.Value{u.notices(s)}
	if s.Lesson != nil {
		kids = append(kids, u.lesson(s.Lesson))
	} else {
		kids = append(kids, u.mapView(s))
	}
	u.root.Call("replaceChildren", nodes(kids)...)
	if s.Lesson != nil {
		u.showBoard()
		u.afterLesson(s.Lesson)
	}
	if svg := u.boardSVG(); boardFocus && s.Lesson != nil && !svg.IsNull() {
		svg.Call("focus", map[string]any{"preventScroll": true, "focusVisible": ring})
	}
	u.restoreFocus()
}

// chrome updates what lies outside the root: title, language, address, buttons.
func (u *ui) chrome(s Screen) {
	d := global.Get("document")
	d.Set("title", s.Lang.T("learn.page.title"))
	d.Get("documentElement").Call("setAttribute", "lang", string(s.Lang))
	d.Get("body").Get("classList").Call("toggle", "in-lesson", s.Lesson != nil)
	if sel := u.doc.Call("getElementById", "lang"); !sel.IsNull() {
		sel.Set("value", string(s.Lang))
	}
	browser.Each(u.doc, "[data-text]", func(e js.Value) {
		e.Set("textContent", s.Lang.T("learn."+e.Call("getAttribute", "data-text").String()))
	})
	loc := global.Get("location")
	if old := loc.Get("search").String(); old != s.Query {
		// A new lesson or the way back to the map is a step in the history,
		// so that the browser's Back button returns; the rest replaces it.
		how := "replaceState"
		if lessonOf(old) != lessonOf(s.Query) {
			how = "pushState"
		}
		_ = browser.Safely(func() { global.Get("history").Call(how, nil, "", loc.Get("pathname").String()+s.Query) })
	}
}

func (u *ui) notices(s Screen) js.Value {
	box := u.el("div", "notices", "")
	box.Call("setAttribute", "role", "status")
	for _, n := range s.Notices {
		box.Call("appendChild", u.el("p", "notice", n))
	}
	return box
}

func (u *ui) mapView(s Screen) js.Value {
	sec := u.el("section", "map", "")
	tabs := u.el("div", "tabs", "")
	tabs.Call("setAttribute", "role", "group")
	tabs.Call("setAttribute", "aria-label", s.Lang.T("learn.tabs.label"))
	for _, t := range s.Tabs {
		b := u.button(t.Name, "game", "data-game", t.Game)
		b.Call("setAttribute", "aria-pressed", strconv.FormatBool(t.Active))
		count := "★ " + strconv.Itoa(t.Stars)
		if t.Of > 0 {
			count += "/" + strconv.Itoa(t.Of)
		}
		b.Call("appendChild", u.el("span", "tab-stars", count))
		tabs.Call("appendChild", b)
	}
	sec.Call("appendChild", tabs)
	sec.Call("appendChild", u.el("p", "summary", s.Summary))
	list := u.el("ol", "cards", "")
	for _, c := range s.Cards {
		list.Call("appendChild", u.card(s.Lang, c))
	}
	sec.Call("appendChild", list)
	return sec
}

func (u *ui) card(lang i18n.Lang, c Card) js.Value {
	li := u.el("li", "", "")
	a := u.el("a", "card", "")
	a.Call("setAttribute", "href", "?game="+strings.SplitN(c.ID, "/", 2)[0]+"&lesson="+c.Slug)
	a.Call("setAttribute", "data-action", "open")
	a.Call("setAttribute", "data-lesson", c.ID)
	a.Call("setAttribute", "data-stars", strconv.Itoa(c.Stars))
	if c.Stars > 0 {
		a.Get("classList").Call("add", "done")
	}
	if c.Badge != "" {
		a.Get("classList").Call("add", "next")
		a.Call("appendChild", u.el("span", "badge", c.Badge))
	}
	num := u.el("span", "num", c.Mark)
	if c.MarkName != "" {
		num.Get("classList").Call("add", "story")
		num.Call("setAttribute", "title", c.MarkName)
		num.Call("setAttribute", "aria-label", c.MarkName)
	}
	a.Call("appendChild", num)
	a.Call("appendChild", u.el("h3", "", c.Title))
	a.Call("appendChild", u.el("p", "sum", c.Summary))
	foot := u.el("span", "card-foot", "")
	foot.Call("appendChild", u.stars(lang, c.Stars, "stars"))
	foot.Call("appendChild", u.el("span", "steps", c.Steps))
	a.Call("appendChild", foot)
	li.Call("appendChild", a)
	return li
}

// stars draws n of three stars with an accessible label.
func (u *ui) stars(lang i18n.Lang, n int, class string) js.Value {
	s := u.el("span", class, "")
	s.Call("setAttribute", "role", "img")
	s.Call("setAttribute", "aria-label", lang.T("learn.stars.aria", n))
	for i := range 3 {
		cls := "star"
		if i < n {
			cls += " on"
		}
		st := u.el("span", cls, "★")
		st.Call("setAttribute", "aria-hidden", "true")
		s.Call("appendChild", st)
	}
	return s
}

func (u *ui) lesson(ls *LessonScreen) js.Value {
	lang := u.page.Lang
	sec := u.el("section", "lesson", "")
	for k, v := range map[string]string{"data-lesson": ls.ID, "data-step": strconv.Itoa(ls.Step),
		"data-kind": ls.Kind, "data-status": ls.Status} {
		sec.Call("setAttribute", k, v)
	}
	head := u.el("div", "lesson-head", "")
	back := u.button("← "+lang.T("learn.lesson.back"), "map")
	back.Call("setAttribute", "aria-label", lang.T("learn.lesson.backto"))
	head.Call("appendChild", back)
	title := u.el("h1", "lesson-title", "")
	title.Call("appendChild", u.el("span", "lesson-num", ls.Number))
	title.Call("appendChild", u.doc.Call("createTextNode", " "+ls.Title))
	head.Call("appendChild", title)
	head.Call("appendChild", u.dots(ls))
	sec.Call("appendChild", head)
	body := u.el("div", "lesson-body", "")
	body.Call("appendChild", u.boardBox(ls))
	body.Call("appendChild", u.panel(ls))
	sec.Call("appendChild", body)
	return sec
}

// dots shows the lesson's steps: done, current, to come.
func (u *ui) dots(ls *LessonScreen) js.Value {
	d := u.el("ol", "dots", "")
	d.Call("setAttribute", "aria-label", ls.StepText)
	for i := range ls.Steps {
		cls := "dot"
		switch {
		case i < ls.Step || i == ls.Step && ls.Status == "done":
			cls += " done"
		case i == ls.Step:
			cls += " current"
		}
		d.Call("appendChild", u.el("li", cls, ""))
	}
	return d
}

// boardBox places the lesson's board, the same element from step to step.
func (u *ui) boardBox(*LessonScreen) js.Value {
	u.boardEl.Call("setAttribute", "lang", string(u.page.Lang))
	return u.boardEl
}

// showBoard hands the board the lesson to show and redraws it.
func (u *ui) showBoard() {
	if err := u.app.Board(u.boardEl).Lesson(u.scene); err != nil {
		global.Get("console").Call("error", "Elephant lessons: "+err.Error())
	}
}

// boardSVG is the board's drawing inside its shadow root, null before the board is drawn.
func (u *ui) boardSVG() js.Value {
	sr := u.boardEl.Get("shadowRoot")
	if sr.Type() != js.TypeObject {
		return js.Null()
	}
	return sr.Call("querySelector", "svg")
}

func (u *ui) panel(ls *LessonScreen) js.Value {
	lang := u.page.Lang
	p := u.el("div", "panel", "")
	p.Call("appendChild", u.el("p", "step-text", ls.StepText))
	if ls.Rules != "" {
		r := u.el("p", "rules-badge", ls.Rules)
		r.Call("setAttribute", "data-rules", "custom")
		r.Call("setAttribute", "title", lang.T("learn.rules.label"))
		p.Call("appendChild", r)
	}
	p.Call("appendChild", u.el("h2", "goal", ls.Goal))
	if ls.Text != "" {
		p.Call("appendChild", u.el("p", "story-text", ls.Text))
	}
	if ls.Help != "" && ls.Status == "playing" {
		p.Call("appendChild", u.el("p", "help", ls.Help))
	}
	if ls.MovesLeft != "" {
		p.Call("appendChild", u.el("p", "moves-left", ls.MovesLeft))
	}
	if len(ls.Candidates) > 0 {
		p.Call("appendChild", u.candidates(ls))
	}
	if len(ls.Choices) > 0 {
		p.Call("appendChild", u.choices(ls))
	}
	if ls.Feedback.Tone != "" {
		f := u.el("div", "feedback "+ls.Feedback.Tone, ls.Feedback.Text)
		f.Call("setAttribute", "data-tone", ls.Feedback.Tone)
		if ls.Feedback.Rule != "" {
			f.Call("setAttribute", "data-rule", ls.Feedback.Rule)
		}
		p.Call("appendChild", f)
	}
	if ls.Hint != "" {
		p.Call("appendChild", u.el("p", "hint-text", ls.Hint))
	}
	if ls.Done != nil {
		p.Call("appendChild", u.done(ls.Done))
		return p
	}
	actions := u.el("div", "actions", "")
	if ls.CanNext {
		actions.Call("appendChild", u.button(ls.NextLabel+" →", "next"))
	}
	if ls.CanRetry {
		actions.Call("appendChild", u.button("↺ "+lang.T("learn.btn.retry"), "retry"))
	}
	if ls.CanPass {
		actions.Call("appendChild", u.button(ls.PassLabel, "pass"))
	}
	if ls.CanHint {
		actions.Call("appendChild", u.button("? "+lang.T("learn.btn.hint"), "hint"))
	}
	p.Call("appendChild", actions)
	return p
}

func (u *ui) candidates(ls *LessonScreen) js.Value {
	box := u.el("div", "judge", "")
	if ls.Question != "" {
		box.Call("appendChild", u.el("p", "question", ls.Question))
	}
	list := u.el("ol", "candidates", "")
	for i, c := range ls.Candidates {
		cls := "candidate"
		mark := "○"
		switch {
		case c.Answered:
			cls, mark = cls+" answered", "✓"
		case c.Current:
			cls, mark = cls+" current", "▶"
		}
		li := u.el("li", cls, "")
		li.Call("setAttribute", "data-candidate", strconv.Itoa(i))
		m := u.el("span", "mark", mark)
		m.Call("setAttribute", "aria-hidden", "true")
		li.Call("appendChild", m)
		li.Call("appendChild", u.el("span", "", c.Label))
		list.Call("appendChild", li)
	}
	box.Call("appendChild", list)
	return box
}

func (u *ui) choices(ls *LessonScreen) js.Value {
	box := u.el("div", "choices", "")
	for _, c := range ls.Choices {
		b := u.button(c.Text, "answer", "data-value", c.Value)
		if c.Value == "legal" {
			b.Get("classList").Call("add", "legal")
		}
		box.Call("appendChild", b)
	}
	return box
}

func (u *ui) done(d *Done) js.Value {
	lang := u.page.Lang
	box := u.el("div", "done-box", "")
	box.Call("appendChild", u.stars(lang, d.Stars, "big-stars"))
	box.Call("appendChild", u.el("p", "best", lang.T("learn.done.best", d.Best)))
	if d.CourseDone != "" {
		box.Call("appendChild", u.el("p", "course-done", d.CourseDone))
	}
	actions := u.el("div", "actions", "")
	if d.NextLesson != "" {
		actions.Call("appendChild", u.button(d.NextText+" →", "next-lesson"))
	} else {
		actions.Call("appendChild", u.button(d.GameText+" →", "game", "data-game", d.NextGame))
	}
	actions.Call("appendChild", u.button("↺ "+lang.T("learn.btn.replay"), "replay"))
	actions.Call("appendChild", u.button(lang.T("learn.btn.map"), "map"))
	box.Call("appendChild", actions)
	return box
}

// afterLesson announces the feedback and schedules the opponent's reply.
func (u *ui) afterLesson(ls *LessonScreen) {
	if f := ls.Feedback.Text; f != u.said {
		u.said = f
		if live := u.doc.Call("getElementById", "learn-live"); !live.IsNull() {
			live.Set("textContent", f)
		}
		// On a phone the answer may lie below the board: bring it into view.
		if fb := u.root.Call("querySelector", ".feedback"); !fb.IsNull() && f != "" {
			_ = browser.Safely(func() { fb.Call("scrollIntoView", map[string]any{"block": "nearest", "behavior": "smooth"}) })
		}
	}
	if ls.Pending && !u.timer {
		u.timer = true
		browser.After(600, func() {
			u.timer = false
			u.page.Settle()
			u.render()
		})
	}
}

// restoreFocus puts the keyboard focus, after an action redrew the page,
// on what comes next, so that a keyboard user does not lose their place.
func (u *ui) restoreFocus() {
	if u.focusAfter == "" || u.focusAfter == "lang" {
		u.focusAfter = ""
		return
	}
	u.focusAfter = ""
	for _, sel := range []string{`.done-box [data-action="next-lesson"], .done-box [data-action="game"]`,
		`[data-action="next"]`, `.choices button`, `.lesson-board`, `.tabs [aria-pressed="true"]`} {
		e := u.root.Call("querySelector", sel)
		if sel == ".lesson-board" && !e.IsNull() {
			e = u.boardSVG()
		}
		if !e.IsNull() {
			e.Call("focus", map[string]any{"preventScroll": true})
			return
		}
	}
}

func (u *ui) el(tag, class, text string) js.Value {
	e := browser.Create(tag, class)
	if text != "" {
		e.Set("textContent", text)
	}
	return e
}

// button makes a button for an action, with extra data- attributes in pairs.
func (u *ui) button(text, action string, attrs ...string) js.Value {
	b := u.el("button", "", text)
	b.Call("setAttribute", "type", "button")
	b.Call("setAttribute", "data-action", action)
	for i := 0; i+1 < len(attrs); i += 2 {
		b.Call("setAttribute", attrs[i], attrs[i+1])
	}
	return b
}

func nodes(ns []js.Value) []any {
	out := make([]any, len(ns))
	for i, n := range ns {
		out[i] = n
	}
	return out
}
