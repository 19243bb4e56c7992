package game

import (
	"errors"
	"fmt"
	"github.com/elephant-chess/elephant/wasm/browser"
	"slices"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// The endings players decide, as saves and the history name them.
const (
	reasonResign = core.Resigned
	reasonAgreed = core.Agreed
	reasonTime   = core.Timeout // a flag fell: a loss, or a draw when the other side cannot mate
)

// Controller is /play/'s side of one game, against the engine or between
// two players on one device: the game itself is a core.Game, which the
// page hands its board too (Game); the controller keeps what is the page's
// own — the settings, the clocks, the move list in the chosen notation,
// the engine's turns, hints, analysis and draw offers, saving and sharing.
type Controller struct {
	store browser.Store
	eng   Engine
	Lang  i18n.Lang
	Now   func() time.Time

	set      Settings
	g        *core.Game // nil before a game is set up
	rows     []Row      // the move list, one per move
	started  time.Time
	flip     bool   // the player turned the board
	clock    *Clock // nil: no clock
	finished bool   // the game's end has been closed (clocks stopped, history written)

	search    *Request // the search running, if any
	nextID    int
	info      protocol.Info
	infoFor   int // number of moves the info's position follows
	hint      rules.Move
	analysing bool
	status    string // a one-off message, cleared by the next action
	notices   []string
	sound     string
}

// Row is one move in the move list.
type Row struct {
	Text  string // in the chosen notation, with shatar's check name
	Check rules.CheckKind
}

// New returns a controller with no game; call Restore or NewGame.
func New(store browser.Store, eng Engine, lang i18n.Lang) *Controller {
	return &Controller{store: store, eng: eng, Lang: lang, Now: time.Now}
}

// NewGame starts a game with the given settings, forgetting the current one.
// An empty notation is the game's default in the controller's language.
func (c *Controller) NewGame(s Settings) error {
	if v, err := s.Variant(); err == nil && s.Notation == "" {
		s.Notation = driver.DefaultNotation(v, c.Lang)
	}
	if err := s.Validate(); err != nil {
		return err
	}
	v, err := s.Variant()
	if err != nil {
		return err
	}
	g, err := core.New(v, s.StartFEN(v))
	if err != nil {
		return fmt.Errorf("start position: %w", err)
	}
	c.cancelSearch()
	c.set, c.g, c.rows, c.finished = s, g, nil, false
	c.hint, c.info, c.status = rules.NoMove, protocol.Info{}, ""
	c.started, c.flip, c.clock = c.Now(), false, nil
	if s.Clock.On() {
		c.clock = newClock(s.Clock)
	}
	c.judge()
	c.save()
	c.next()
	return nil
}

// Game is the game itself, which the page hands its board.
func (c *Controller) Game() *core.Game { return c.g }

// pos is the live position.
func (c *Controller) pos() *rules.Position { return c.g.Position() }

// Plies is the number of moves played.
func (c *Controller) Plies() int {
	if c.g == nil {
		return 0
	}
	return c.g.Plies()
}

// Settings returns the current game's settings.
func (c *Controller) Settings() Settings { return c.set }

// human is the side the human plays against the engine; between two
// players, the side to move.
func (c *Controller) human() rules.Color {
	if c.set.friend() && c.g != nil {
		return c.pos().SideToMove()
	}
	return c.set.humanColor()
}

// Friend reports a game between two players on one device.
func (c *Controller) Friend() bool { return c.set.friend() }

// humanToMove reports whether the human may move now.
func (c *Controller) humanToMove() bool {
	return c.g != nil && !c.g.Over() && c.pos().SideToMove() == c.human()
}

// Move plays the human's move, given in UCI form, at the live position.
func (c *Controller) Move(uci string) error {
	if c.g == nil {
		return errors.New("no game")
	}
	m, err := c.pos().ParseMove(uci)
	if err != nil {
		c.status = ""
		c.Tick()
		if !c.humanToMove() {
			return c.notYours()
		}
		reason := err.Error()
		if from, to, ok := c.g.Variant().ParseSquarePair(uci); ok {
			reason = c.Lang.Refusal(c.pos().Why(rules.NewMove(from, to, rules.NoKind)))
		}
		c.status = c.Lang.T("status.illegal", reason)
		return errors.New(c.status)
	}
	return c.Play(m)
}

// Play plays the human's move m at the live position: the board hands the
// person's moves here (driver.Setup.Play). A move the game refuses, or one
// made after the mover's flag fell, is an error and not played.
func (c *Controller) Play(m rules.Move) error {
	c.status = ""
	c.Tick()
	if !c.humanToMove() {
		return c.notYours()
	}
	c.g.Review(-1) // a move from review returns to the game
	if !c.pos().IsLegal(m) {
		c.status = c.Lang.T("status.illegal", c.Lang.Refusal(c.pos().Why(m)))
		return errors.New(c.status)
	}
	if c.play(m, core.ByUser) {
		c.next()
		return nil
	}
	return errors.New(c.Lang.T("status.over"))
}

// notYours says why the human may not move now.
func (c *Controller) notYours() error {
	if c.g.Over() {
		return errors.New(c.Lang.T("status.over"))
	}
	return errors.New(c.Lang.T("status.notyourturn"))
}

// Pass plays a janggi pass for the human, when the rules allow one.
func (c *Controller) Pass() error {
	if !c.CanPass() {
		return errors.New(c.Lang.T("btn.pass"))
	}
	k := c.pos().KingSquare(c.pos().SideToMove())
	return c.Play(rules.NewMove(k, k, rules.NoKind))
}

// CanPass reports whether the human may pass now.
func (c *Controller) CanPass() bool {
	if !c.humanToMove() || !c.g.Variant().Passing {
		return false
	}
	k := c.pos().KingSquare(c.pos().SideToMove())
	return c.pos().IsLegal(rules.NewMove(k, k, rules.NoKind))
}

// Claim plays janggi's bikjang draw claim for the human, when the rules allow it.
func (c *Controller) Claim() error {
	if !c.CanClaim() {
		return errors.New(c.Lang.T("refuse.bikjang-claim"))
	}
	m, _ := c.pos().Claim()
	return c.Play(m)
}

// CanClaim reports whether the human may claim the bikjang draw now.
func (c *Controller) CanClaim() bool {
	if !c.humanToMove() {
		return false
	}
	_, ok := c.pos().Claim()
	return ok
}

// play makes m (legal) at the live position and records it, unless the
// mover's flag fell first; it reports whether m was played.
func (c *Controller) play(m rules.Move, by string) bool {
	p := c.pos()
	if c.clock != nil && c.clock.moved(p.SideToMove(), c.Now(), true) {
		c.flag(p.SideToMove())
		return false
	}
	row := c.row(p, m)
	c.sound = "move"
	if m.MovesPiece() && p.At(m.To()) != rules.Empty {
		c.sound = "capture"
	}
	if err := c.g.Play(m, by); err != nil {
		return false
	}
	c.rows = append(c.rows, row)
	c.hint = rules.NoMove
	if c.pos().InCheck() {
		c.sound = "check"
	}
	c.judge()
	c.save()
	return true
}

// notate writes m, legal in p, in the move list's notation as the page's
// language writes it.
func (c *Controller) notate(p *rules.Position, m rules.Move) string {
	return driver.Notate(p, m, c.set.Notation, c.Lang)
}

// row writes m, legal in p, for the move list.
func (c *Controller) row(p *rules.Position, m rules.Move) Row {
	r := Row{Text: c.notate(p, m)}
	if p.Variant().NamedChecks {
		r.Check = p.CheckKinds(m)
	}
	return r
}

// SetNotation switches the move list's notation.
func (c *Controller) SetNotation(n string) {
	if c.g == nil || !slices.Contains(c.g.Variant().Notations(), n) {
		return
	}
	c.set.Notation = n
	c.rebuildRows()
	c.save()
}

// SetLang switches the language of the move list's words; a notation left
// at the old language's default follows to the new language's.
func (c *Controller) SetLang(l i18n.Lang) {
	old := c.Lang
	c.Lang = l
	if c.g == nil {
		return
	}
	n := c.set.Notation
	if v := c.g.Variant(); n == driver.DefaultNotation(v, old) {
		n = driver.DefaultNotation(v, l)
	}
	c.SetNotation(n)
}

func (c *Controller) rebuildRows() {
	p := c.g.At(0).(*rules.Position)
	c.rows = c.rows[:0]
	for _, m := range c.g.Moves() {
		c.rows = append(c.rows, c.row(p, m))
		p.MakeMove(m)
	}
}

// judge closes the game when it is over.
func (c *Controller) judge() {
	if c.g.Over() && !c.finished {
		c.over()
	}
}

// over closes a game that just ended: the clocks stop, the end sounds,
// the history gets it.
func (c *Controller) over() {
	c.finished = true
	if c.clock != nil {
		c.clock.stop(c.pos().SideToMove(), c.Now())
	}
	c.sound = "end"
	c.finish()
}

// end is how the game ended, nil while it goes on.
func (c *Controller) end() *core.Ending {
	if c.g == nil {
		return nil
	}
	return c.g.End()
}

// next starts whatever search the position calls for: the engine's move,
// or the analysis the human asked for.
func (c *Controller) next() {
	switch {
	case c.g.Over():
		c.cancelSearch()
	case !c.set.friend() && c.pos().SideToMove() != c.human():
		if c.search == nil || c.search.Purpose != PurposeMove {
			c.think(PurposeMove, MoveTime)
		}
	case c.analysing:
		c.think(PurposeAnalysis, AnalysisTime)
	default:
		c.cancelSearch()
	}
}

// think starts a search of the live position, replacing any other.
func (c *Controller) think(p Purpose, d time.Duration) {
	c.cancelSearch()
	c.nextID++
	r := Request{Purpose: p, Request: c.g.Request(c.nextID, c.set.Level, protocol.Limits{MoveTime: d})}
	if p != PurposeMove {
		r.Level = protocol.MaxLevel // hints and analysis are the engine's honest best
	} else if c.clock != nil {
		r.Limits = protocol.Limits{Clock: c.clockLimits()}
	}
	c.search = &r
	c.info, c.infoFor = protocol.Info{}, c.g.Plies()
	if c.eng != nil {
		c.eng.Think(r)
	}
}

func (c *Controller) cancelSearch() {
	if c.search != nil && c.eng != nil {
		c.eng.Stop(c.search.ID)
	}
	c.search = nil
}

// Thinking reports whether the engine is choosing its move.
func (c *Controller) Thinking() bool { return c.search != nil && c.search.Purpose == PurposeMove }

// EngineInfo records a search's progress.
func (c *Controller) EngineInfo(id int, info protocol.Info) {
	if c.search == nil || c.search.ID != id {
		return
	}
	c.info = info
}

// EngineMove takes a search's answer.
func (c *Controller) EngineMove(id int, uci string) {
	r := c.search
	if r == nil || r.ID != id {
		return
	}
	c.search = nil
	switch r.Purpose {
	case PurposeMove:
		c.engineMove(uci, nil)
	case PurposeHint:
		if m, err := c.pos().ParseMove(uci); err == nil && c.humanToMove() {
			c.hint = m
			c.status = c.Lang.T("status.hint", c.notate(c.pos(), m))
		}
		c.next()
	case PurposeDraw:
		c.answerDraw()
	case PurposeAnalysis:
	}
}

// EngineFailed takes a search's failure: the engine's move falls back on
// the controller's own choice, so a game never stalls.
func (c *Controller) EngineFailed(id int, err error) {
	r := c.search
	if r == nil || r.ID != id {
		return
	}
	c.search = nil
	if r.Purpose == PurposeMove {
		c.engineMove("", err)
	}
}

// engineMove plays the engine's answer, or a fallback when the answer is
// missing or illegal under this game's rules.
func (c *Controller) engineMove(uci string, failure error) {
	c.Tick()
	if c.g.Over() || c.set.friend() || c.pos().SideToMove() == c.human() {
		return
	}
	m, err := c.pos().ParseMove(uci)
	if err != nil {
		m = c.fallbackMove()
		if m == rules.NoMove {
			return
		}
		why := "no move"
		if failure != nil {
			why = failure.Error()
		} else if uci != "" {
			why = uci + " is not legal here"
		}
		c.status = c.Lang.T("status.enginefail", why, c.notate(c.pos(), m))
	}
	if c.play(m, core.ByEngine) {
		c.next()
	}
}

// fallbackMove is the first legal move of the engine's last line, or the
// first legal move.
func (c *Controller) fallbackMove() rules.Move {
	if c.infoFor == c.g.Plies() && len(c.info.PV) > 0 {
		if m, err := c.pos().ParseMove(c.info.PV[0]); err == nil {
			return m
		}
	}
	if moves := c.pos().LegalMoves(); len(moves) > 0 {
		return moves[0]
	}
	return rules.NoMove
}

// Hint asks the engine for a move to suggest; it shows as an arrow.
func (c *Controller) Hint() error {
	if !c.humanToMove() {
		return errors.New(c.Lang.T("status.notyourturn"))
	}
	c.g.Review(-1)
	c.think(PurposeHint, HintTime)
	return nil
}

// SetAnalysis turns "engine thinking" on or off.
func (c *Controller) SetAnalysis(on bool) {
	c.analysing = on
	if !on && c.search != nil && c.search.Purpose == PurposeAnalysis {
		c.cancelSearch()
	}
	if c.g != nil {
		c.next()
	}
}

// Analysing reports whether "engine thinking" is on.
func (c *Controller) Analysing() bool { return c.analysing }

// Takeback undoes the human's last move and the engine's reply to it;
// between two players, the last move. A finished game can be taken back
// too, unless it ended by resignation, agreement or time. The clocks give
// no time back: the side to move's runs on from the takeback.
func (c *Controller) Takeback() error {
	c.Tick()
	if !c.CanTakeback() {
		return errors.New(c.Lang.T("btn.takeback"))
	}
	c.cancelSearch()
	toMove := c.pos().SideToMove()
	c.g.TakeBack(func(core.Standing) bool { return c.set.friend() || c.pos().SideToMove() == c.human() })
	c.rows = c.rows[:c.g.Plies()]
	if c.clock != nil {
		c.clockAfterUndo(toMove)
	}
	c.g.ClearEnd()
	c.g.Review(-1)
	c.finished, c.hint, c.status = false, rules.NoMove, ""
	c.save()
	c.next()
	return nil
}

// CanTakeback reports whether there is a human move to take back.
func (c *Controller) CanTakeback() bool {
	if c.g == nil {
		return false
	}
	if e := c.g.End(); e != nil && e.Outcome == nil {
		return false
	}
	if c.set.friend() {
		return c.g.Plies() > 0
	}
	for i := range c.g.Plies() {
		if c.g.Played(i).Mover == c.human() {
			return true
		}
	}
	return false
}

// Resign ends the game as a loss for the human; between two players, for
// the side to move.
func (c *Controller) Resign() error {
	c.Tick()
	if c.g == nil || c.g.Over() {
		return errors.New(c.Lang.T("status.over"))
	}
	c.cancelSearch()
	c.g.SetEnd(core.Ending{Result: rules.Win(c.human().Other()), Reason: core.Resigned, By: c.human()})
	c.g.Review(-1)
	c.over()
	c.save()
	return nil
}

// OfferDraw asks the engine for a draw; it answers after a short search.
// Between two players the draw is agreed at once (the page asks both).
func (c *Controller) OfferDraw() error {
	c.Tick()
	if !c.humanToMove() {
		return errors.New(c.Lang.T("status.notyourturn"))
	}
	if c.set.friend() {
		c.agreeDraw()
		return nil
	}
	c.think(PurposeDraw, DrawTime)
	return nil
}

// agreeDraw ends the game as an agreed draw.
func (c *Controller) agreeDraw() {
	c.cancelSearch()
	c.g.SetEnd(core.Ending{Result: rules.Draw, Reason: core.Agreed})
	c.g.Review(-1)
	c.over()
	c.save()
}

// answerDraw accepts or declines after the draw search.
func (c *Controller) answerDraw() {
	if !c.humanToMove() {
		return
	}
	if !acceptsDraw(c.info) {
		c.status = c.Lang.T("status.drawdeclined")
		c.next()
		return
	}
	c.agreeDraw()
}

// Review shows the position after ply moves (the board shows the same).
func (c *Controller) Review(ply int) { c.g.Review(max(ply, 0)) }

// Step moves the review by delta plies.
func (c *Controller) Step(delta int) { c.g.Step(delta) }

// Cursor is the number of moves the board shows.
func (c *Controller) Cursor() int { return c.g.Cursor() }

// Sound returns, once, the sound the last event calls for: "move",
// "capture", "check", "end", or "".
func (c *Controller) Sound() string {
	s := c.sound
	c.sound = ""
	return s
}

// Notices returns, once, what the player must be told about saved data.
func (c *Controller) Notices() []string {
	n := c.notices
	c.notices = nil
	return n
}

// EndReason is how the game ended ("checkmate", core.Resigned...), "" while it goes on.
func (c *Controller) EndReason() string {
	if e := c.end(); e != nil {
		return e.Reason
	}
	return ""
}

// EndResult is the game's result, Ongoing while it goes on.
func (c *Controller) EndResult() rules.Result {
	if e := c.end(); e != nil {
		return e.Result
	}
	return rules.Ongoing
}

// StartFEN is the position the game started from.
func (c *Controller) StartFEN() string { return c.g.StartFEN() }

// Variant is the game's rules, nil before a game is set up.
func (c *Controller) Variant() *rules.Variant {
	if c.g == nil {
		return nil
	}
	return c.g.Variant()
}

// Moves lists the moves played.
func (c *Controller) Moves() []rules.Move { return c.g.Moves() }

// UCIMoves lists the moves played, in UCI form.
func (c *Controller) UCIMoves() []string { return c.g.UCI() }

// DecisiveMoves lists the moves that decided a finished game: the mate,
// the repeating cycle; none while it goes on or when a player ended it.
func (c *Controller) DecisiveMoves() []rules.Move {
	e := c.end()
	if e == nil || e.Outcome == nil {
		return nil
	}
	moves := c.g.Moves()
	var out []rules.Move
	for _, i := range e.Outcome.Plies {
		if i >= 0 && i < len(moves) {
			out = append(out, moves[i])
		}
	}
	return out
}
