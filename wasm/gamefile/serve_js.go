//go:build js && wasm

package gamefile

import (
	"fmt"
	"syscall/js"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// checkSlice is how long the worker plays games against the rules before
// it reads its messages again.
const checkSlice = 30 * time.Millisecond

// reportEvery is how often the worker tells the page its progress: each
// report redraws a line of the page.
const reportEvery = 300 * time.Millisecond

// Serve is the import worker (site/static/engine-worker.js starts the
// site's module as one when its name says "import"): it answers the page's
// requests on self, the worker's global, one at a time, and between them
// plays the open file's games against the rules, reporting its progress.
// It never returns.
//
// Requests ({type, ...}) and answers:
//
//	open {name, data: Uint8Array, variant}   opened {name, format, charset, games, game} or error {error}
//	view {seq, by, desc, query}              view {seq, count}
//	rows {seq, from, to}                     rows {seq, from, rows: [[index, status, first, second,
//	                                             event, date, result, opening, plies], ...]}
//	game {index, notation}                   game {index, name, game, variant, options, fen, moves,
//	                                             comments, result, tags, refused, refusedPly,
//	                                             refusedText, reason, rulesNote, pgn}
//	                                         progress {checked, games, read, other, refused}
func Serve(self js.Value) {
	var w Worker
	var order []int32
	requests := make(chan js.Value, 64)
	self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		requests <- args[0].Get("data")
		return nil
	}))
	if pending := self.Get("elephantPending"); pending.Type() == js.TypeObject {
		for i := 0; i < pending.Length(); i++ {
			requests <- pending.Index(i)
		}
	}
	post := func(m map[string]any) { self.Call("postMessage", js.ValueOf(m)) }
	checking := false
	var reported time.Time
	for {
		var req js.Value
		if checking {
			select {
			case req = <-requests:
			default:
				checking = checkFor(&w)
				if !checking || time.Since(reported) >= reportEvery {
					reportProgress(&w, post)
					reported = time.Now()
				}
				time.Sleep(time.Millisecond) // hand the thread to the event loop: messages come in
				continue
			}
		} else {
			req = <-requests
		}
		switch req.Get("type").String() {
		case "open":
			data := make([]byte, req.Get("data").Length())
			js.CopyBytesToGo(data, req.Get("data"))
			op, err := w.Open(req.Get("name").String(), data, stringOf(req.Get("variant")), decodeWithBrowser)
			if err != nil {
				post(map[string]any{"type": "error", "error": err.Error()})
				continue
			}
			order, checking = w.View(ByNumber, false, ""), true
			post(map[string]any{"type": "opened", "name": op.Name, "format": op.Format, "charset": op.Charset,
				"games": op.Games, "game": op.Game})
		case "view":
			order = w.View(ParseColumn(stringOf(req.Get("by"))), req.Get("desc").Truthy(), stringOf(req.Get("query")))
			post(map[string]any{"type": "view", "seq": req.Get("seq").Int(), "count": len(order)})
		case "rows":
			post(map[string]any{"type": "rows", "seq": req.Get("seq").Int(), "from": req.Get("from").Int(),
				"rows": rowsOf(&w, order, req.Get("from").Int(), req.Get("to").Int())})
		case "game":
			g, err := w.Game(req.Get("index").Int(), stringOf(req.Get("notation")))
			if err != nil {
				post(map[string]any{"type": "error", "error": err.Error()})
				continue
			}
			post(gameMessage(g))
		}
	}
}

// checkFor plays games for one slice of time; it returns whether games
// are left.
func checkFor(w *Worker) bool {
	start, done := time.Now(), false
	for !done && time.Since(start) < checkSlice {
		_, _, done = w.CheckNext(8)
	}
	return !done
}

// reportProgress tells the page how far the checking has come.
func reportProgress(w *Worker, post func(map[string]any)) {
	read, other, refused := w.Counts()
	post(map[string]any{"type": "progress", "checked": w.checked, "games": len(w.list.Entries),
		"read": read, "other": other, "refused": refused})
}

// rowsOf returns the rows at view positions from..to-1.
func rowsOf(w *Worker, order []int32, from, to int) []any {
	from, to = max(from, 0), min(to, len(order))
	out := make([]any, 0, max(to-from, 0))
	for _, i := range order[from:max(from, to)] {
		r := w.Rows(int(i), int(i)+1)[0]
		out = append(out, []any{int(i), int(w.list.Entries[i].Status), r[0], r[1], r[2], r[3], r[4], r[5], r[6]})
	}
	return out
}

func gameMessage(g GameData) map[string]any {
	return map[string]any{"type": "game", "index": g.Index, "name": g.Name, "game": g.Game, "variant": g.Variant,
		"options": g.Options, "fen": g.FEN, "moves": anys(g.Moves), "comments": anys(g.Comments),
		"result": g.Result, "refused": g.Refused, "rulesNote": g.RulesNote, "pgn": g.PGN, "tags": tagList(g.Tags),
		"refusedPly": g.RefusedPly, "refusedText": g.RefusedText, "reason": g.Reason}
}

// tagList writes tags as [[name, value], ...].
func tagList(tags []rules.Tag) []any {
	out := make([]any, len(tags))
	for i, t := range tags {
		out[i] = []any{t.Name, t.Value}
	}
	return out
}

func anys(s []string) []any {
	out := make([]any, len(s))
	for i, x := range s {
		out[i] = x
	}
	return out
}

func stringOf(v js.Value) string {
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// decodeWithBrowser decodes a legacy charset with the browser's own
// TextDecoder, so that the module carries no charset tables.
func decodeWithBrowser(label string, data []byte) (s string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("TextDecoder %s: %v", label, r)
		}
	}()
	buf := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(buf, data)
	dec := js.Global().Get("TextDecoder").New(label)
	return dec.Call("decode", buf).String(), nil
}
