package gamefile

import (
	"fmt"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
)

// Worker is what the import worker holds: the file opened last and how far
// its games have been checked. Its methods answer the page's requests;
// serve_js.go carries them over postMessage.
type Worker struct {
	list    *List
	checked int // games 0..checked-1 have been played against the rules
}

// Opened describes a file just opened.
type Opened struct {
	Name, Format, Charset string
	Games                 int
	Game                  string // the game of its first game ("xiangqi", "janggi"...)
}

// Open reads a file's games (not their moves yet). variant, when not "",
// names the rules every game is read under.
func (w *Worker) Open(name string, data []byte, variant string, dec records.Decoder) (Opened, error) {
	o := records.Options{Decode: dec}
	if variant != "" {
		v, err := rules.Preset(variant)
		if err != nil {
			return Opened{}, err
		}
		o.Variant = v
	}
	src, err := records.Open(data, o)
	if err != nil {
		return Opened{}, err
	}
	w.list, w.checked = NewList(src), 0
	return Opened{Name: name, Format: string(src.Format), Charset: src.Charset, Games: src.Len(),
		Game: src.Game(0).Variant.Game.String()}, nil
}

// Row is one game of the list as the page's table shows it.
type Row [7]string // first, second, event, date, result, opening, plies

// Rows returns the rows of games from..to-1.
func (w *Worker) Rows(from, to int) []Row {
	if w.list == nil {
		return nil
	}
	to = min(to, len(w.list.Entries))
	out := make([]Row, 0, max(to-from, 0))
	for i := from; i < to; i++ {
		e := &w.list.Entries[i]
		out = append(out, Row{e.First, e.Second, e.Event, e.Date, e.Result.String(), e.Opening, fmt.Sprint(e.Plies)})
	}
	return out
}

// View returns the games matching query, sorted.
func (w *Worker) View(by Column, desc bool, query string) []int32 {
	if w.list == nil {
		return nil
	}
	return w.list.View(by, desc, query)
}

// CheckNext plays up to n more games against the rules and returns where
// they start and their statuses; done is true once every game is checked.
func (w *Worker) CheckNext(n int) (from int, statuses []Status, done bool) {
	if w.list == nil {
		return 0, nil, true
	}
	from = w.checked
	for w.checked < len(w.list.Entries) && len(statuses) < n {
		w.list.Check(w.checked)
		statuses = append(statuses, w.list.Entries[w.checked].Status)
		w.checked++
	}
	return from, statuses, w.checked == len(w.list.Entries)
}

// Counts sums the statuses so far: games read, read under other rules,
// refused.
func (w *Worker) Counts() (read, other, refused int) {
	if w.list == nil {
		return
	}
	for _, e := range w.list.Entries {
		switch e.Status {
		case Read:
			read++
		case OtherRules:
			other++
		case Refused:
			refused++
		}
	}
	return
}

// GameData is one game as the page loads it onto its board.
type GameData struct {
	Index    int
	Name     string // "game 3 (A – B, Event, Date)"
	Game     string // "xiangqi", "janggi"...
	Variant  string // the rules' preset name, or a description of the rules read under
	Options  string // the rules' options, JSON (rules.Options)
	FEN      string // "" for the start position
	Moves    []string
	Comments []string
	Result   string
	Tags     []rules.Tag // as the file writes them
	Refused  string      // why it is not read to the end; "" when it is
	// The refusal's parts: the ply (0 when not a move), the text as
	// written, and records.Reason's name ("illegal", "bad-setup"...).
	RefusedPly          int
	RefusedText, Reason string
	RulesNote           string
	PGN                 string // the game as UTF-8 PGN, in the notation asked for
}

// Game reads game i whole, with its PGN in notation (a name of
// rules.Notations: "wxf", "chinese", "uci"...).
func (w *Worker) Game(i int, notation string) (GameData, error) {
	if w.list == nil || i < 0 || i >= len(w.list.Entries) {
		return GameData{}, fmt.Errorf("no game %d", i+1)
	}
	g := w.list.Check(i)
	opts := g.Variant.Options
	js, err := jsonv.Marshal(opts.JSON())
	if err != nil {
		return GameData{}, err
	}
	d := GameData{Index: i, Name: g.Name(), Game: g.Variant.Game.String(), Variant: g.Variant.Name,
		Options: string(js), FEN: g.FEN, Comments: g.Comments, Result: g.Result.String(), RulesNote: g.RulesNote,
		Tags: g.Tags}
	for _, m := range g.Moves {
		d.Moves = append(d.Moves, m.String())
	}
	if e := g.Err; e != nil {
		d.Refused, d.RefusedPly, d.RefusedText, d.Reason = g.Refused(), e.Ply, e.Text, e.Reason.String()
	}
	d.PGN, err = records.WritePGN(g, notation)
	if err != nil {
		return GameData{}, err
	}
	return d, nil
}

// Record rebuilds the game on the page from what the worker sent, for
// writing it (records.WritePGN, records.WriteGIB) in any notation.
func (d GameData) Record() (*records.Game, error) {
	v, err := VariantOf(d.Game, d.Variant, d.Options)
	if err != nil {
		return nil, err
	}
	g := &records.Game{Index: d.Index + 1, Tags: d.Tags, Variant: v, FEN: d.FEN, Comments: d.Comments}
	p, err := g.Start()
	if err != nil {
		return nil, err
	}
	for i, s := range d.Moves {
		m, err := p.ParseMove(s)
		if err != nil || !p.IsLegal(m) {
			return nil, fmt.Errorf("move %d %q: not legal", i+1, s)
		}
		p.MakeMove(m)
		g.Moves = append(g.Moves, m)
	}
	for len(g.Comments) < len(g.Moves)+1 {
		g.Comments = append(g.Comments, "")
	}
	g.Result, _ = parseResult(d.Result)
	return g, nil
}

// VariantOf rebuilds the rules a game was read under: its preset when the
// name is one, else its game with the options (JSON of rules.Options).
func VariantOf(game, name, options string) (*rules.Variant, error) {
	if v, err := rules.Preset(name); err == nil {
		return v, nil
	}
	g, err := rules.ParseGame(game)
	if err != nil {
		return nil, err
	}
	o := rules.DefaultOptions()
	if err := jsonv.Unmarshal([]byte(options), o.JSON()); err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	v, err := rules.NewVariant(g, o)
	if err != nil {
		return nil, err
	}
	v.Name = name
	return v, nil
}

// parseResult reads a result as rules.Result.String writes it.
func parseResult(s string) (rules.Result, bool) {
	for _, r := range []rules.Result{rules.FirstWins, rules.SecondWins, rules.Draw, rules.Ongoing} {
		if r.String() == s {
			return r, true
		}
	}
	return rules.Ongoing, false
}
