//go:build js && wasm

package protocol

import (
	"errors"
	"fmt"
	"slices"
	"syscall/js"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// Encode writes m as the JS object postMessage carries (README.md).
func Encode(m Message) js.Value {
	o := map[string]any{"type": m.kind()}
	switch m := m.(type) {
	case Request:
		o["id"], o["game"], o["variant"], o["fen"], o["level"] = m.ID, m.Game, m.Variant, m.FEN, m.Level
		o["moves"], o["limits"] = array(m.Moves), encodeLimits(m.Limits)
		if m.Options != nil {
			o["options"] = encodeOptions(m.Options)
		}
	case Stop:
		o["id"] = m.ID
	case Info:
		o["id"], o["multipv"], o["depth"], o["score"], o["mate"] = m.ID, m.MultiPV, m.Depth, m.Score, m.Mate
		o["nodes"], o["ms"], o["pv"] = float64(m.Nodes), m.Elapsed.Milliseconds(), array(m.PV)
	case Result:
		o["id"], o["move"], o["error"] = m.ID, m.Move, m.Error
	case Fatal:
		o["error"] = m.Error
	}
	return js.ValueOf(o)
}

func array(ss []string) []any {
	a := make([]any, len(ss))
	for i, s := range ss {
		a[i] = s
	}
	return a
}

func encodeLimits(l Limits) map[string]any {
	o := map[string]any{"movetime": l.MoveTime.Milliseconds()}
	if l.Depth > 0 {
		o["depth"] = l.Depth
	}
	if l.Nodes > 0 {
		o["nodes"] = float64(l.Nodes)
	}
	if l.MultiPV > 1 {
		o["multipv"] = l.MultiPV
	}
	if l.Infinite {
		o["infinite"] = true
	}
	if c := l.Clock; c != nil {
		o["clock"] = map[string]any{"wtime": c.Time[0].Milliseconds(), "btime": c.Time[1].Milliseconds(),
			"winc": c.Inc[0].Milliseconds(), "binc": c.Inc[1].Milliseconds(), "byoyomi": c.Byoyomi.Milliseconds()}
	}
	return o
}

// encodeOptions writes the options as rules.OptionSchema names them:
// {"Xiangqi": {"MoveLimit": 0, "ChaseRule": true}, "Janggi": {...}}.
func encodeOptions(o *rules.Options) map[string]any {
	parts := map[string]any{}
	for _, s := range rules.OptionSchema() {
		part, ok := parts[s.Part()].(map[string]any)
		if !ok {
			part = map[string]any{}
			parts[s.Part()] = part
		}
		if s.Kind == rules.OptionBool {
			part[s.Name] = s.Get(o) != 0
		} else {
			part[s.Name] = s.Get(o)
		}
	}
	return parts
}

// DecodeToWorker reads a message the page sent: a Request or a Stop.
// DecodeToPage reads one the worker sent: Info, a Result, Ready or Fatal.
// Their fields are data: a message that is not an object, not of a type
// its side receives, with a field of the wrong type or one its type does
// not have, or a request that fails Validate, gives an error and no
// message, except that a request's, info's or result's ID is still given
// when it could be read, so that the worker can answer a bad request.
func DecodeToWorker(v js.Value) (Message, error) { return decodeWith(v, toWorker) }

// DecodeToPage: see DecodeToWorker.
func DecodeToPage(v js.Value) (Message, error) { return decodeWith(v, toPage) }

// A reader reads one type of message: the message, and what of it an
// error leaves (its ID, when it has one).
type reader func(f fields) (m, idOnly Message)

var (
	toWorker = map[string]reader{
		TypeRequest: func(f fields) (Message, Message) {
			r := f.request()
			if f.d.err == nil {
				f.d.err = r.Validate()
			}
			return r, Request{ID: r.ID}
		},
		TypeStop: func(f fields) (Message, Message) {
			f.only("type", "id")
			return Stop{ID: f.int("id")}, nil
		},
	}
	toPage = map[string]reader{
		TypeInfo: func(f fields) (Message, Message) {
			i := f.info()
			return i, Info{ID: i.ID}
		},
		TypeResult: func(f fields) (Message, Message) {
			f.only("type", "id", "move", "error")
			r := Result{ID: f.int("id"), Move: f.str("move"), Error: f.str("error")}
			return r, Result{ID: r.ID}
		},
		TypeReady: func(f fields) (Message, Message) {
			f.only("type")
			return Ready{}, nil
		},
		TypeFatal: func(f fields) (Message, Message) {
			f.only("type", "error")
			return Fatal{Error: f.str("error")}, nil
		},
	}
)

// decodeWith reads a message with the reader of its type.
func decodeWith(v js.Value, readers map[string]reader) (Message, error) {
	f, t, err := open(v)
	if err != nil {
		return nil, err
	}
	read, ok := readers[t]
	if !ok {
		return nil, unknown(t)
	}
	m, idOnly := read(f)
	return f.done(t, m, idOnly)
}

// open reads a message's type.
func open(v js.Value) (fields, string, error) {
	if !isObject(v) {
		return fields{}, "", errors.New("engine message: not an object")
	}
	f := fields{d: &decoder{}, o: v}
	t := f.str("type")
	if f.d.err != nil {
		return f, "", fmt.Errorf("engine message: %w", f.d.err)
	}
	return f, t, nil
}

func unknown(t string) error {
	return fmt.Errorf("engine message: type %q unknown here", truncate(t))
}

// done gives m, or after an error the message that keeps only the ID.
func (f fields) done(t string, m, idOnly Message) (Message, error) {
	if f.d.err != nil {
		return idOnly, fmt.Errorf("engine message %q: %w", t, f.d.err)
	}
	return m, nil
}

func (f fields) request() Request {
	f.only("type", "id", "game", "variant", "options", "fen", "moves", "level", "limits")
	r := Request{ID: f.int("id"), Game: f.str("game"), Variant: f.str("variant"), FEN: f.str("fen"),
		Moves: f.strings("moves"), Level: f.int("level")}
	if o, ok := f.object("options"); ok {
		r.Options = o.options()
	}
	if l, ok := f.object("limits"); ok {
		r.Limits = l.limits()
	}
	return r
}

func (f fields) limits() Limits {
	f.only("movetime", "depth", "nodes", "multipv", "infinite", "clock")
	lim := Limits{MoveTime: f.ms("movetime"), Depth: f.int("depth"), Nodes: f.count("nodes"),
		MultiPV: f.int("multipv"), Infinite: f.bool("infinite")}
	if c, ok := f.object("clock"); ok {
		c.only("wtime", "btime", "winc", "binc", "byoyomi")
		lim.Clock = &Clock{Time: [2]time.Duration{c.ms("wtime"), c.ms("btime")},
			Inc: [2]time.Duration{c.ms("winc"), c.ms("binc")}, Byoyomi: c.ms("byoyomi")}
	}
	return lim
}

// options reads the options object: parts and fields as encodeOptions
// writes them; a field left out keeps its default (rules.DefaultOptions).
func (f fields) options() *rules.Options {
	parts := map[string][]rules.OptionSpec{}
	var names []string
	for _, s := range rules.OptionSchema() {
		if parts[s.Part()] == nil {
			names = append(names, s.Part())
		}
		parts[s.Part()] = append(parts[s.Part()], s)
	}
	f.only(names...)
	opts := rules.DefaultOptions()
	for _, name := range names {
		p, ok := f.object(name)
		if !ok {
			continue
		}
		specs := parts[name]
		keys := make([]string, len(specs))
		for i, s := range specs {
			keys[i] = s.Name
		}
		p.only(keys...)
		for _, s := range specs {
			if n, ok := p.option(&s); ok {
				s.Set(&opts, n)
			}
		}
	}
	return &opts
}

// option reads one option's value; false when it is missing or bad.
func (f fields) option(s *rules.OptionSpec) (int, bool) {
	if !f.has(s.Name) {
		return 0, false
	}
	var n int
	if s.Kind == rules.OptionBool {
		if f.bool(s.Name) {
			n = 1
		}
	} else {
		n = f.int(s.Name)
	}
	if err := s.Check(n); err != nil {
		f.d.fail(err)
	}
	return n, f.d.err == nil
}

func (f fields) info() Info {
	f.only("type", "id", "multipv", "depth", "score", "mate", "nodes", "ms", "pv")
	return Info{ID: f.int("id"), MultiPV: f.int("multipv"), Depth: f.int("depth"), Score: f.int("score"),
		Mate: f.int("mate"), Nodes: f.count("nodes"), Elapsed: f.ms("ms"), PV: f.strings("pv")}
}

// decoder keeps the first error of a message.
type decoder struct{ err error }

func (d *decoder) fail(err error) {
	if d.err == nil {
		d.err = err
	}
}

// fields reads one JS object of a message: a field missing (undefined or
// null) reads as zero, one of the wrong type as zero with an error.
// Messages come through postMessage, whose structured clone holds plain
// data only: reading a field runs no page code.
type fields struct {
	d    *decoder
	o    js.Value
	path string // the object's place in the message, "limits." ("" for the message)
}

func (f fields) wrong(key, want string) {
	f.d.fail(fmt.Errorf("%s%s: %s, want %s", f.path, key, f.o.Get(key).Type(), want))
}

// has reports whether the field is given (not undefined or null).
func (f fields) has(key string) bool {
	t := f.o.Get(key).Type()
	return t != js.TypeUndefined && t != js.TypeNull
}

// only fails when the object has a field not among keys.
func (f fields) only(keys ...string) {
	have := js.Global().Get("Object").Call("keys", f.o)
	for i := 0; i < have.Length(); i++ {
		if k := have.Index(i).String(); !slices.Contains(keys, k) {
			f.d.fail(fmt.Errorf("field %q unknown", truncate(f.path+k)))
			return
		}
	}
}

func (f fields) str(key string) string {
	v := f.o.Get(key)
	if !f.has(key) {
		return ""
	}
	if v.Type() != js.TypeString {
		f.wrong(key, "a string")
		return ""
	}
	return v.String()
}

func (f fields) bool(key string) bool {
	v := f.o.Get(key)
	if !f.has(key) {
		return false
	}
	if v.Type() != js.TypeBoolean {
		f.wrong(key, "true or false")
		return false
	}
	return v.Bool()
}

// maxSafe is the largest whole number a JS number holds exactly.
const maxSafe = 1<<53 - 1

// int reads a whole number.
func (f fields) int(key string) int {
	v := f.o.Get(key)
	if !f.has(key) {
		return 0
	}
	if v.Type() != js.TypeNumber {
		f.wrong(key, "a number")
		return 0
	}
	x := v.Float()
	if !(x >= -maxSafe && x <= maxSafe) || x != float64(int64(x)) {
		f.wrong(key, "a whole number")
		return 0
	}
	return int(x)
}

// count reads a whole number that is not negative.
func (f fields) count(key string) uint64 {
	n := f.int(key)
	if n < 0 {
		f.wrong(key, "a count")
		return 0
	}
	return uint64(n)
}

// maxMs bounds a time in milliseconds (about 35 years), within time.Duration.
const maxMs = 1 << 40

// ms reads a time in milliseconds.
func (f fields) ms(key string) time.Duration {
	n := f.int(key)
	if n < -maxMs || n > maxMs {
		f.wrong(key, "milliseconds")
		return 0
	}
	return time.Duration(n) * time.Millisecond
}

// strings reads an array of at most MaxMoves strings.
func (f fields) strings(key string) []string {
	v := f.o.Get(key)
	if !f.has(key) {
		return nil
	}
	if !isArray(v) || v.Length() > MaxMoves {
		f.wrong(key, fmt.Sprintf("an array of at most %d strings", MaxMoves))
		return nil
	}
	out := make([]string, v.Length())
	for i := range out {
		if v.Index(i).Type() != js.TypeString {
			f.wrong(key, "an array of strings")
			return nil
		}
		out[i] = v.Index(i).String()
	}
	return out
}

// object reads an object field; false when it is missing or not an object.
func (f fields) object(key string) (fields, bool) {
	v := f.o.Get(key)
	if !f.has(key) {
		return fields{}, false
	}
	if !isObject(v) {
		f.wrong(key, "an object")
		return fields{}, false
	}
	return fields{d: f.d, o: v, path: f.path + key + "."}, true
}

func isArray(v js.Value) bool {
	return v.Type() == js.TypeObject && js.Global().Get("Array").Call("isArray", v).Bool()
}

func isObject(v js.Value) bool { return v.Type() == js.TypeObject && !isArray(v) }

// truncate shortens a name from the other side for an error message.
func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
