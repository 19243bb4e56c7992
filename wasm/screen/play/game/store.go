package game

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/driver"
)

// Keys and version of the saved data.
const (
	KeyCurrent = "elephant.play.current"
	KeyHistory = "elephant.play.history"
	// SaveVersion 2 adds the opponent, the board's turn and the clocks to
	// version 1, which still reads.
	SaveVersion    = 2
	HistoryVersion = 1
	HistoryLimit   = 50
	// maxSaved bounds what Restore reads: a real game is a few kilobytes.
	maxSaved = 512 << 10
)

// saved is the current game as stored.
type saved struct {
	Version  int         `json:"version"`
	Settings Settings    `json:"settings"`
	Moves    []string    `json:"moves"`
	End      *savedEnd   `json:"end,omitempty"` // endings off the board: resignation, agreement, time
	Started  time.Time   `json:"started"`
	Flipped  bool        `json:"flipped,omitempty"`
	Clock    *savedClock `json:"clock,omitempty"`
}

func (s *saved) json() jsonv.Object {
	return jsonv.Fields("version", &s.Version, "settings", s.Settings.json(), "moves", &s.Moves,
		"end,omitempty", jsonv.Ptr(&s.End, (*savedEnd).json), "started", jsonv.Time(&s.Started),
		"flipped,omitempty", &s.Flipped, "clock,omitempty", jsonv.Ptr(&s.Clock, (*savedClock).json))
}

type savedEnd struct {
	Result string `json:"result"`
	Reason string `json:"reason"`
	By     string `json:"by,omitempty"`
}

func (e *savedEnd) json() jsonv.Object {
	return jsonv.Fields("result", &e.Result, "reason", &e.Reason, "by,omitempty", &e.By)
}

// Summary is one finished game in the history.
type Summary struct {
	Game  string `json:"game"`
	Human string `json:"human"`
	Level int    `json:"level"`
	// Opponent is "friend" for two players on one device, else "" (the engine).
	Opponent string    `json:"opponent,omitempty"`
	Result   string    `json:"result"` // PGN: 1-0, 0-1, 1/2-1/2
	Reason   string    `json:"reason"`
	Plies    int       `json:"plies"`
	Started  time.Time `json:"started"`
	Ended    time.Time `json:"ended"`
	Record   string    `json:"record"`
}

func (s *Summary) json() jsonv.Object {
	return jsonv.Fields("game", &s.Game, "human", &s.Human, "level", &s.Level, "opponent,omitempty", &s.Opponent,
		"result", &s.Result, "reason", &s.Reason, "plies", &s.Plies, "started", jsonv.Time(&s.Started),
		"ended", jsonv.Time(&s.Ended), "record", &s.Record)
}

type history struct {
	Version int       `json:"version"`
	Games   []Summary `json:"games"`
}

func (h *history) json() jsonv.Object {
	return jsonv.Fields("version", &h.Version, "games", jsonv.List(&h.Games, (*Summary).json))
}

// save stores the current game; a failure becomes a notice, not an error:
// the game goes on in memory.
func (c *Controller) save() {
	if c.store == nil || c.g == nil {
		return
	}
	s := saved{Version: SaveVersion, Settings: c.set, Started: c.started, Flipped: c.flip}
	if c.clock != nil {
		s.Clock = c.clock.saved()
	}
	s.Moves = c.g.UCI()
	if e := c.end(); e != nil && e.Outcome == nil {
		s.End = &savedEnd{Result: e.Result.String(), Reason: e.Reason, By: driver.ColorName(e.By)}
	}
	data, err := jsonv.Marshal(s.json())
	if err == nil {
		err = c.store.Set(KeyCurrent, string(data))
	}
	if err != nil {
		c.notices = append(c.notices, c.Lang.T("notice.nosave", err.Error()))
	}
}

// Restore loads the saved game, or starts def when there is none. Saved
// data that cannot be read, is of another version or does not replay is
// discarded with a notice (see Notices); Restore never fails.
func (c *Controller) Restore(def Settings) {
	raw, ok := c.store.Get(KeyCurrent)
	if ok {
		err := c.load(raw)
		if err == nil {
			return
		}
		c.store.Remove(KeyCurrent)
		key := "notice.corrupt"
		if errors.Is(err, errVersion) {
			key = "notice.version"
		}
		c.notices = append(c.notices, c.Lang.T(key))
	}
	if err := c.NewGame(def); err != nil {
		_ = c.NewGame(Defaults(rules.Xiangqi))
	}
}

var errVersion = errors.New("unknown version")

// load replays a saved game.
func (c *Controller) load(raw string) error {
	if len(raw) > maxSaved {
		return errors.New("too large")
	}
	var s saved
	if err := jsonv.Unmarshal([]byte(raw), s.json()); err != nil {
		return err
	}
	if s.Version < 1 || s.Version > SaveVersion {
		return errVersion
	}
	if err := c.NewGame(s.Settings); err != nil {
		return err
	}
	c.cancelSearch()
	clock := c.clock
	c.clock = nil // the replay spends no time
	for i, u := range s.Moves {
		m, err := c.pos().ParseMove(u)
		if err != nil || c.g.Over() || !c.play(m, core.ByAPI) {
			return fmt.Errorf("move %d %q: does not replay", i+1, u)
		}
	}
	if !s.Started.IsZero() {
		c.started = s.Started
	}
	c.flip = s.Flipped
	if err := c.loadEnd(s.End); err != nil {
		return err
	}
	c.clock = c.loadClock(clock, s.Clock)
	c.sound = ""
	c.save()
	c.next()
	return nil
}

func (c *Controller) loadEnd(e *savedEnd) error {
	if e == nil || c.g.Over() {
		return nil
	}
	var res rules.Result
	switch e.Result {
	case "1-0":
		res = rules.FirstWins
	case "0-1":
		res = rules.SecondWins
	case "1/2-1/2":
		res = rules.Draw
	default:
		return fmt.Errorf("result %q", e.Result)
	}
	if e.Reason != reasonResign && e.Reason != reasonAgreed && e.Reason != reasonTime {
		return fmt.Errorf("reason %q", e.Reason)
	}
	by := rules.First
	if e.By == "second" {
		by = rules.Second
	}
	c.g.SetEnd(core.Ending{Result: res, Reason: e.Reason, By: by})
	c.finished = true
	return nil
}

// loadClock takes the saved clocks for the game's fresh ones: a game saved
// with no clock data starts its clocks afresh, and data that cannot be
// right is dropped with a notice, the game going on without a clock.
func (c *Controller) loadClock(fresh *Clock, s *savedClock) *Clock {
	if fresh == nil {
		return nil
	}
	if s == nil {
		if c.g.Plies() > 0 && !c.g.Over() {
			fresh.Running, fresh.Since = true, c.Now()
		}
		return fresh
	}
	k, err := s.restore(fresh.TC, c.Now())
	if err != nil {
		c.set.Clock = TimeControl{}
		c.notices = append(c.notices, c.Lang.T("notice.clock"))
		return nil
	}
	return k
}

// finish adds the ended game to the history.
func (c *Controller) finish() {
	if c.store == nil {
		return
	}
	h, _ := c.readHistory()
	rec, _ := c.Export()
	opp := ""
	if c.set.friend() {
		opp = OpponentFriend
	}
	h.Games = append([]Summary{{Game: c.set.Game, Human: c.set.Human, Level: c.set.Level, Opponent: opp,
		Result: c.EndResult().String(), Reason: c.EndReason(), Plies: c.g.Plies(),
		Started: c.started, Ended: c.Now(), Record: rec}}, h.Games...)
	if len(h.Games) > HistoryLimit {
		h.Games = h.Games[:HistoryLimit]
	}
	data, err := jsonv.Marshal(h.json())
	if err == nil {
		err = c.store.Set(KeyHistory, string(data))
	}
	if err != nil {
		c.notices = append(c.notices, c.Lang.T("notice.nosave", err.Error()))
	}
}

// History returns the finished games, newest first. Unreadable history is
// cleared with a notice.
func (c *Controller) History() []Summary {
	h, err := c.readHistory()
	if err != nil {
		c.store.Remove(KeyHistory)
		c.notices = append(c.notices, c.Lang.T("notice.history"))
	}
	return h.Games
}

func (c *Controller) readHistory() (history, error) {
	h := history{Version: HistoryVersion}
	raw, ok := c.store.Get(KeyHistory)
	if !ok {
		return h, nil
	}
	var got history
	if len(raw) > 4*maxSaved {
		return h, errors.New("too large")
	}
	if err := jsonv.Unmarshal([]byte(raw), got.json()); err != nil {
		return h, err
	}
	if got.Version != HistoryVersion {
		return h, errVersion
	}
	return got, nil
}

// Export writes the game as a PGN record in the game's notation (UCI when
// the move list uses coordinates).
func (c *Controller) Export() (string, error) {
	n := rules.NotationNative
	if c.set.Notation == "uci" {
		n = rules.NotationUCI
	}
	return c.ExportAs(n)
}

// ExportAs writes the game as a PGN record in the given notation, which its
// [Format] tag names.
func (c *Controller) ExportAs(n rules.Notation) (string, error) {
	r, err := c.record()
	if err != nil {
		return "", err
	}
	return rules.WriteRecord(r, n)
}

// ExportGIB writes a janggi game as a .gib file (CP949, Korean headers), as
// Korean janggi programs open it.
func (c *Controller) ExportGIB() ([]byte, error) {
	r, err := c.record()
	if err != nil {
		return nil, err
	}
	g := &records.Game{Index: 1, Tags: r.Tags, Variant: r.Variant, FEN: r.FEN, Moves: r.Moves, Result: r.Result,
		Comments: make([]string, len(r.Moves)+1)}
	return records.WriteGIB(g)
}

// record is the game as a record, with its players, date and clock.
func (c *Controller) record() (*rules.Record, error) {
	if c.g == nil {
		return nil, errors.New("no game")
	}
	v := c.g.Variant()
	r := &rules.Record{Variant: v, Moves: c.g.Moves()}
	if start := c.g.StartFEN(); start != v.StartFEN {
		r.FEN = start
	}
	r.Result = c.EndResult()
	r.SetTag("Event", "Elephant game")
	r.SetTag("Site", "Elephant")
	y, m, d := c.started.Date()
	r.SetTag("Date", fmt.Sprintf("%04d.%02d.%02d", y, int(m), d))
	you, engine := "You", fmt.Sprintf("Elephant level %d", c.set.Level)
	if tc := c.set.Clock; tc.On() {
		r.SetTag("TimeControl", tc.String())
	}
	switch {
	case c.set.friend():
		r.SetTag("White", "Player 1")
		r.SetTag("Black", "Player 2")
	case c.human() == rules.First:
		r.SetTag("White", you)
		r.SetTag("Black", engine)
	default:
		r.SetTag("White", engine)
		r.SetTag("Black", you)
	}
	return r, nil
}

// Import starts a game from a record or FEN (package records reads every
// notation; of several games, the first): the record's game and rules,
// the human playing the side to move at its end, the current opponent and
// level, no clock. The game goes on from there. Errors name the line and move that failed.
func (c *Controller) Import(text string) error {
	def, _ := c.set.Variant()
	f, err := records.Read([]byte(text), records.Options{Default: def})
	if err != nil {
		return err
	}
	g := f.Games[0]
	if g.Err != nil {
		return g.Err
	}
	return c.importRecord(g.Record())
}

// importRecord starts a game from a record read and checked.
func (c *Controller) importRecord(rec *rules.Record) error {
	s := Settings{Game: rec.Variant.Game.String(), Level: c.set.Level, Custom: true, Options: rec.Variant.Options,
		Opponent: c.set.Opponent, AutoFlip: c.set.AutoFlip}
	if g, _ := c.set.game(); g == rec.Variant.Game {
		s.Notation = c.set.Notation
	}
	s.FEN = strings.TrimSpace(rec.FEN)
	if cho, han, ok := rec.Variant.SetupsOf(rec.Variant.StartFEN); ok && s.FEN == "" {
		s.Cho, s.Han = cho.String(), han.String()
	} else if cho, han, ok := rec.Variant.SetupsOf(s.FEN); ok {
		s.Cho, s.Han, s.FEN = cho.String(), han.String(), ""
	}
	end, err := rec.Replay()
	if err != nil {
		return err
	}
	s.Human = driver.ColorName(end.SideToMove())
	if err := c.NewGame(s); err != nil {
		return err
	}
	c.cancelSearch()
	for _, m := range rec.Moves {
		if c.g.Over() || !c.play(m, core.ByAPI) {
			break
		}
	}
	c.sound = ""
	c.save()
	c.next()
	c.status = c.Lang.T("status.imported", len(rec.Moves))
	return nil
}
