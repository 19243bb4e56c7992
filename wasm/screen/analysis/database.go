//go:build js && wasm

package analysis

import (
	"fmt"
	"strconv"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/gamefile"
)

// The game database: a file opened with the picker or dropped on the page
// is read by the import worker (wasm/gamefile), which lists its games; the
// list shows only the rows in view, so 50,000 games scroll as lightly as
// fifty; a click opens a game on the board with its comments.

// rowHeight is a list row's height in CSS pixels (analysis.css, .db-row).
const rowHeight = 32

// rowsAround is how many rows beyond the visible ones are asked for.
const rowsAround = 20

type database struct {
	p         *page
	client    *gamefile.Client
	seq       int // the view asked for last; answers to older ones are dropped
	count     int // games in the view
	by        gamefile.Column
	desc      bool
	query     string
	game      string           // the first game's game, for the players' column names
	rows      map[int]js.Value // view position → row [index, status, first, ...]
	asked     [2]int           // the rows asked for last
	drawn     bool             // a frame is booked to draw the rows
	current   *gamefile.GameData
	search    int     // the search's pending timer generation
	refreshed float64 // when the rows were last asked for again (performance.now)
}

// listenDatabase wires the database's controls.
func (p *page) listenDatabase() {
	d := &database{p: p, rows: map[int]js.Value{}}
	p.db = d
	input := browser.ByID("db-file")
	browser.On(browser.ByID("db-open"), "click", "database", func(js.Value) { input.Call("click") })
	browser.On(input, "change", "database", func(js.Value) {
		if files := input.Get("files"); files.Length() > 0 {
			d.open(files.Index(0))
		}
		input.Set("value", "")
	})
	browser.On(doc, "dragover", "database", func(ev js.Value) {
		if hasFiles(ev) {
			ev.Call("preventDefault")
			browser.Toggle(doc.Get("body"), "dropping", true)
		}
	})
	browser.On(doc, "dragleave", "database", func(ev js.Value) {
		if ev.Get("relatedTarget").IsNull() {
			browser.Toggle(doc.Get("body"), "dropping", false)
		}
	})
	browser.On(doc, "drop", "database", func(ev js.Value) {
		browser.Toggle(doc.Get("body"), "dropping", false)
		if !hasFiles(ev) {
			return
		}
		ev.Call("preventDefault")
		d.open(ev.Get("dataTransfer").Get("files").Index(0))
	})
	browser.On(browser.ByID("db-search"), "input", "database", func(js.Value) {
		d.search++
		gen := d.search
		browser.After(200, func() {
			if gen == d.search {
				d.query = browser.ByID("db-search").Get("value").String()
				d.view()
			}
		})
	})
	browser.On(browser.ByID("db-head"), "click", "database", func(ev js.Value) {
		col := browser.Closest(ev.Get("target"), "data-col")
		if col == "" {
			return
		}
		by := gamefile.ParseColumn(col)
		d.desc = by == d.by && !d.desc
		d.by = by
		d.view()
	})
	view := browser.ByID("db-view")
	browser.On(view, "scroll", "database", func(js.Value) { d.frame() })
	browser.On(view, "click", "database", func(ev js.Value) {
		if i, ok := dataInt(ev.Get("target"), "data-game"); ok {
			d.client.Game(i, d.notation())
		}
	})
	browser.On(view, "keydown", "database", d.key)
	browser.On(browser.ByID("db-copy"), "click", "database", func(js.Value) { d.copy() })
	browser.On(browser.ByID("db-gib"), "click", "database", func(js.Value) { d.downloadGIB() })
	browser.On(browser.ByID("db-notation"), "change", "database", func(js.Value) { d.showCurrent() })
}

func hasFiles(ev js.Value) bool {
	dt := ev.Get("dataTransfer")
	if !dt.Truthy() {
		return false
	}
	types := dt.Get("types")
	for i := 0; i < types.Length(); i++ {
		if types.Index(i).String() == "Files" {
			return true
		}
	}
	return false
}

// start starts the import worker the first time a file is opened.
func (d *database) start(name string) bool {
	if d.client != nil {
		return true
	}
	c, err := gamefile.NewClient(global.Get("Elephant").Get("assets").String(), d.message, d.failed)
	if err != nil {
		d.status(d.p.lang.T("an.db.error", name, err.Error()))
		return false
	}
	d.client = c
	return true
}

// openBytes hands the import worker text pasted on the page.
func (d *database) openBytes(name string, data []byte) {
	if !d.start(name) {
		return
	}
	d.status(d.p.lang.T("an.db.reading", name))
	browser.SetHidden(browser.ByID("db-list"), true)
	buf := global.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(buf, data)
	d.client.Open(name, buf, "")
	browser.ByID("database").Call("scrollIntoView", map[string]any{"behavior": "smooth", "block": "start"})
}

// open reads a File and hands its bytes to the import worker.
func (d *database) open(file js.Value) {
	l := d.p.lang
	name := file.Get("name").String()
	if !d.start(name) {
		return
	}
	d.status(l.T("an.db.reading", name))
	browser.SetHidden(browser.ByID("db-list"), true)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		d.client.Open(name, global.Get("Uint8Array").New(args[0]), "")
		return nil
	})
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		d.status(l.T("an.db.error", name, args[0].Call("toString").String()))
		return nil
	})
	file.Call("arrayBuffer").Call("then", then, fail)
}

func (d *database) failed(err error) { d.status(d.p.lang.T("an.db.failed", err.Error())) }

// message handles the import worker's answers.
func (d *database) message(m js.Value) {
	l := d.p.lang
	switch m.Get("type").String() {
	case "error":
		d.status(l.T("an.db.failed", m.Get("error").String()))
	case "opened":
		d.game = m.Get("game").String()
		d.by, d.desc, d.query = gamefile.ByNumber, false, ""
		browser.ByID("db-search").Set("value", "")
		d.status(l.T("an.db.opened", m.Get("name").String(), m.Get("games").Int(), m.Get("format").String(),
			m.Get("charset").String()))
		browser.SetHidden(browser.ByID("db-list"), false)
		d.heads()
		d.view()
	case "progress":
		n, checked := m.Get("games").Int(), m.Get("checked").Int()
		key := "an.db.progress"
		if checked == n {
			key = "an.db.checked"
		}
		d.status2(l.T(key, checked, n, m.Get("read").Int()+m.Get("other").Int(), m.Get("refused").Int()))
		if now := global.Get("performance").Call("now").Float(); now-d.refreshed > 500 || checked == n {
			d.refreshed = now // the rows' marks follow the checking twice a second
			d.refresh()
		}
	case "view":
		if m.Get("seq").Int() == d.seq {
			d.count = m.Get("count").Int()
			d.rows = map[int]js.Value{}
			d.asked = [2]int{}
			browser.ByID("db-rows").Get("style").Set("height", fmt.Sprintf("%dpx", d.count*rowHeight))
			// A short list takes only its rows' room; a long one scrolls (analysis.css).
			browser.ByID("db-view").Get("style").Set("height", fmt.Sprintf("%dpx", max(d.count, 1)*rowHeight))
			browser.SetHidden(browser.ByID("db-empty"), d.count > 0)
			d.frame()
		}
	case "rows":
		if m.Get("seq").Int() == d.seq {
			from, rows := m.Get("from").Int(), m.Get("rows")
			for i := 0; i < rows.Length(); i++ {
				d.rows[from+i] = rows.Index(i)
			}
			d.draw()
		}
	case "game":
		d.load(m)
	}
}

// view asks for the list sorted and searched as chosen.
func (d *database) view() {
	if d.client == nil {
		return
	}
	d.seq++
	d.client.View(d.seq, d.by, d.desc, d.query)
	d.heads()
}

// refresh asks again for the rows in view (their statuses change as the
// worker checks the games).
func (d *database) refresh() {
	d.asked = [2]int{}
	d.frame()
}

// frame books one drawing of the rows for the next animation frame.
func (d *database) frame() {
	if d.drawn {
		return
	}
	d.drawn = true
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		d.drawn = false
		d.ask()
		d.draw()
		return nil
	})
	global.Call("requestAnimationFrame", f)
}

// visible returns the view positions in sight.
func (d *database) visible() (from, to int) {
	view := browser.ByID("db-view")
	top := view.Get("scrollTop").Int()
	h := view.Get("clientHeight").Int()
	from = max(top/rowHeight, 0)
	to = min((top+h)/rowHeight+1, d.count)
	return from, max(to, from)
}

// ask requests the rows around the visible ones the page lacks.
func (d *database) ask() {
	from, to := d.visible()
	from, to = max(from-rowsAround, 0), min(to+rowsAround, d.count)
	if from >= d.asked[0] && to <= d.asked[1] && d.asked[1] > 0 {
		return
	}
	d.asked = [2]int{from, to}
	d.client.Rows(d.seq, from, to)
}

// draw puts the visible rows in the list, each absolutely placed.
func (d *database) draw() {
	box := browser.ByID("db-rows")
	from, to := d.visible()
	box.Set("textContent", "")
	sel := -1
	if d.current != nil {
		sel = d.current.Index
	}
	for pos := from; pos < to; pos++ {
		r, ok := d.rows[pos]
		if !ok {
			continue
		}
		box.Call("appendChild", d.row(pos, r, sel))
	}
}

// statusClasses mark a row by how far its game reads (gamefile.Status).
var statusClasses = [...]string{"", "db-read", "db-other", "db-refused"}

// row builds one list row: a button-like element for its game.
func (d *database) row(pos int, r js.Value, selected int) js.Value {
	index := r.Index(0).Int()
	status := r.Index(1).Int()
	el := browser.Create("div", "db-row")
	if status >= 0 && status < len(statusClasses) && statusClasses[status] != "" {
		browser.Toggle(el, statusClasses[status], true)
	}
	browser.SetAttr(el, "role", "row")
	browser.SetAttr(el, "tabindex", "-1")
	browser.SetAttr(el, "data-game", strconv.Itoa(index))
	browser.SetAttr(el, "aria-rowindex", strconv.Itoa(pos+2))
	if index == selected {
		browser.SetAttr(el, "aria-selected", "true")
	}
	el.Get("style").Set("top", fmt.Sprintf("%dpx", pos*rowHeight))
	cells := []string{strconv.Itoa(index + 1)}
	for i := 2; i < r.Length(); i++ {
		cells = append(cells, r.Index(i).String())
	}
	for i, text := range cells {
		c := browser.Create("span", "db-c db-"+gamefile.Columns[i])
		browser.SetAttr(c, "role", "cell")
		browser.SetText(c, text)
		c.Set("title", text)
		el.Call("appendChild", c)
	}
	return el
}

// key moves through the rows with the arrow keys and opens one with Enter.
func (d *database) key(ev js.Value) {
	i, ok := dataInt(ev.Get("target"), "data-game")
	if !ok {
		return
	}
	switch ev.Get("key").String() {
	case "Enter", " ":
		ev.Call("preventDefault")
		d.client.Game(i, d.notation())
	case "ArrowDown", "ArrowUp":
		ev.Call("preventDefault")
		next := ev.Get("target").Get("nextElementSibling")
		if ev.Get("key").String() == "ArrowUp" {
			next = ev.Get("target").Get("previousElementSibling")
		}
		if next.Truthy() {
			next.Call("focus")
		}
	}
}

// heads writes the column headers: the players' columns by the file's game,
// the sorted column marked for screen readers.
func (d *database) heads() {
	l := d.p.lang
	game := d.game
	if game == "" {
		game = "xiangqi"
	}
	names := map[gamefile.Column]string{
		gamefile.ByNumber: "#", gamefile.ByFirst: l.T("side." + game + ".first"),
		gamefile.BySecond: l.T("side." + game + ".second"), gamefile.ByEvent: l.T("an.db.event"),
		gamefile.ByDate: l.T("an.db.date"), gamefile.ByResult: l.T("an.db.result"),
		gamefile.ByOpening: l.T("an.db.opening"), gamefile.ByPlies: l.T("an.db.plies"),
	}
	search := browser.ByID("db-search")
	search.Set("placeholder", l.T("an.db.search"))
	browser.SetAttr(search, "aria-label", l.T("an.db.search"))
	browser.Each(browser.ByID("db-head"), "[data-col]", func(el js.Value) {
		col := gamefile.ParseColumn(browser.Attr(el, "data-col"))
		browser.SetText(el, i18n.Capitalize(names[col]))
		sort := ""
		if col == d.by {
			sort = "ascending"
			if d.desc {
				sort = "descending"
			}
		}
		browser.SetAttr(el.Get("parentElement"), "aria-sort", sort)
	})
}

// load opens a game the worker sent on the board and says how it reads.
func (d *database) load(m js.Value) {
	g := gameData(m)
	l := d.p.lang
	rec, err := g.Record()
	if err == nil {
		err = d.p.Open(rec.Variant, rec.FEN, rec.Moves, rec.Comments)
	}
	if err != nil {
		d.p.notice(l.T("an.error.load", err.Error()))
		return
	}
	d.current = &g
	d.draw()
	say := g.Name
	switch {
	case g.Refused != "":
		say += " — " + d.refusal(g)
	case g.RulesNote != "":
		say += " — " + l.T("an.db.rules")
	}
	d.p.notice("")
	cur := browser.ByID("db-current")
	browser.SetText(cur, say)
	browser.SetAttr(cur, "title", g.Refused+g.RulesNote)
	browser.Toggle(cur, "db-refused", g.Refused != "")
	d.showCurrent()
	if global.Get("innerWidth").Int() < 900 {
		browser.ByID("board-area").Call("scrollIntoView", map[string]any{"behavior": "smooth", "block": "start"})
	}
}

// refusal words why a game does not read to the end.
func (d *database) refusal(g gamefile.GameData) string {
	l := d.p.lang
	switch {
	case g.RefusedPly > 0 && g.RefusedText != "":
		return l.T("an.db.refused.move", g.RefusedPly, g.RefusedText, l.T("an.db.why."+g.Reason))
	case g.RefusedPly > 0:
		return l.T("an.db.refused.at", g.RefusedPly, l.T("an.db.why."+g.Reason))
	}
	return l.T("an.db.refused", l.T("an.db.why."+g.Reason))
}

// showCurrent offers the loaded game's notations and its exports.
func (d *database) showCurrent() {
	g := d.current
	browser.SetHidden(browser.ByID("db-game"), g == nil)
	if g == nil {
		return
	}
	v, err := gamefile.VariantOf(g.Game, g.Variant, g.Options)
	if err != nil {
		return
	}
	sel := browser.ByID("db-notation")
	chosen := sel.Get("value").String()
	list := v.Notations()
	if !contains(list, chosen) {
		chosen = driver.DefaultNotation(v, d.p.lang)
	}
	sel.Set("textContent", "")
	for _, n := range list {
		o := browser.Create("option", "")
		o.Set("value", n)
		browser.SetText(o, driver.NotationName(n))
		sel.Call("appendChild", o)
	}
	sel.Set("value", chosen)
	// A .gib is written in the Korean notation, so it is offered where the game has it.
	browser.SetHidden(browser.ByID("db-gib"), !records.WritesGIB(v))
}

// notation is the notation chosen for copying, or the page's default.
func (d *database) notation() string {
	if v := browser.ByID("db-notation").Get("value"); v.Type() == js.TypeString && v.String() != "" {
		return v.String()
	}
	return ""
}

// copy puts the loaded game on the clipboard as PGN in the chosen notation;
// where the clipboard is closed, the PGN goes to the paste box to copy by hand.
func (d *database) copy() {
	rec, err := d.record()
	if err != nil {
		return
	}
	text, err := records.WritePGN(rec, d.notation())
	if err != nil {
		d.p.notice(d.p.lang.T("an.error.load", err.Error()))
		return
	}
	l := d.p.lang
	fallback := func() {
		box := browser.ByID("paste")
		box.Set("value", text)
		browser.ByID("load-box").Set("open", true)
		box.Call("select")
		d.p.notice(l.T("an.db.copy.manual"))
	}
	clip := global.Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		fallback()
		return
	}
	ok := js.FuncOf(func(js.Value, []js.Value) any { d.p.notice(l.T("an.db.copied")); return nil })
	fail := js.FuncOf(func(js.Value, []js.Value) any { fallback(); return nil })
	clip.Call("writeText", text).Call("then", ok, fail)
}

// downloadGIB saves the loaded janggi game as a .gib file.
func (d *database) downloadGIB() {
	rec, err := d.record()
	if err != nil {
		return
	}
	data, err := records.WriteGIB(rec)
	if err != nil {
		d.p.notice(d.p.lang.T("an.error.load", err.Error()))
		return
	}
	browser.Download(browser.BytesBlob(data, "application/octet-stream"), fmt.Sprintf("game-%d.gib", rec.Index))
}

func (d *database) record() (*records.Game, error) {
	if d.current == nil {
		return nil, fmt.Errorf("no game")
	}
	return d.current.Record()
}

func (d *database) status(s string) {
	browser.SetText(browser.ByID("db-status"), s)
	d.status2("")
}

func (d *database) status2(s string) { browser.SetText(browser.ByID("db-progress"), s) }

// gameData reads the worker's game message.
func gameData(m js.Value) gamefile.GameData {
	str := func(k string) string { return m.Get(k).String() }
	list := func(k string) []string {
		a := m.Get(k)
		out := make([]string, a.Length())
		for i := range out {
			out[i] = a.Index(i).String()
		}
		return out
	}
	g := gamefile.GameData{Index: m.Get("index").Int(), Name: str("name"), Game: str("game"), Variant: str("variant"),
		Options: str("options"), FEN: str("fen"), Moves: list("moves"), Comments: list("comments"),
		Result: str("result"), Refused: str("refused"), RefusedPly: m.Get("refusedPly").Int(),
		RefusedText: str("refusedText"), Reason: str("reason"), RulesNote: str("rulesNote"), PGN: str("pgn")}
	tags := m.Get("tags")
	for i := 0; i < tags.Length(); i++ {
		g.Tags = append(g.Tags, rules.Tag{Name: tags.Index(i).Index(0).String(), Value: tags.Index(i).Index(1).String()})
	}
	return g
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
