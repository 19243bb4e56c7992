package game

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// Ending is how a finished game ended: by the rules (Outcome set) or by the
// players (a resignation, an agreed draw).
type Ending struct {
	Result  rules.Result
	Reason  string // a rules.Reason, or "resign" / "agreed"
	By      rules.Color
	Outcome *rules.Outcome // the rules' verdict, nil for resign and agreed
}

const (
	reasonResign = "resign"
	reasonAgreed = "agreed"
	reasonTime   = "time" // a flag fell: a loss, or a draw when the other side cannot mate
)

// Controller is one game: against the engine, or between two players on
// one device.
type Controller struct {
	store Storage
	eng   Engine
	Lang  i18n.Lang
	Now   func() time.Time

	set      Settings
	v        *rules.Variant
	startFEN string
	pos      *rules.Position // the live position, after every move
	moves    []rules.Move
	rows     []Row // the move list, one per move
	cursor   int   // plies shown; len(moves) when at the live position
	end      *Ending
	started  time.Time
	flip     bool   // the player turned the board
	clock    *Clock // nil: no clock

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
func New(store Storage, eng Engine, lang i18n.Lang) *Controller {
	return &Controller{store: store, eng: eng, Lang: lang, Now: time.Now}
}

// NewGame starts a game with the given settings, forgetting the current one.
// An empty notation is the game's default in the controller's language.
func (c *Controller) NewGame(s Settings) error {
	if g, err := s.game(); err == nil && s.Notation == "" {
		s.Notation = DefaultNotation(g, c.Lang)
	}
	if err := s.Validate(); err != nil {
		return err
	}
	v, err := s.Variant()
	if err != nil {
		return err
	}
	fen := s.StartFEN(v)
	pos, err := v.NewPosition(fen)
	if err != nil {
		return fmt.Errorf("start position: %w", err)
	}
	c.cancelSearch()
	c.set, c.v, c.startFEN, c.pos = s, v, fen, pos
	c.moves, c.rows, c.cursor, c.end = nil, nil, 0, nil
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

// Plies is the number of moves played.
func (c *Controller) Plies() int { return len(c.moves) }

// Settings returns the current game's settings.
func (c *Controller) Settings() Settings { return c.set }

// human is the side the human plays against the engine; between two
// players, the side to move.
func (c *Controller) human() rules.Color {
	if c.set.friend() && c.pos != nil {
		return c.pos.SideToMove()
	}
	return c.set.humanColor()
}

// Friend reports a game between two players on one device.
func (c *Controller) Friend() bool { return c.set.friend() }

// live reports whether the board shows the live position.
func (c *Controller) live() bool { return c.cursor == len(c.moves) }

// humanToMove reports whether the human may move now.
func (c *Controller) humanToMove() bool {
	return c.pos != nil && c.end == nil && c.pos.SideToMove() == c.human()
}

// Move plays the human's move, given in UCI form, at the live position.
func (c *Controller) Move(uci string) error {
	if c.pos == nil {
		return errors.New("no game")
	}
	c.status = ""
	c.Tick()
	if !c.humanToMove() {
		if c.end != nil {
			return errors.New(c.Lang.T("status.over"))
		}
		return errors.New(c.Lang.T("status.notyourturn"))
	}
	c.cursor = len(c.moves) // a move from review returns to the game
	m, err := c.pos.ParseMove(uci)
	if err != nil {
		reason := err.Error()
		if m2, perr := c.parseShape(uci); perr == nil {
			reason = c.Lang.Refusal(c.pos.Why(m2))
		}
		c.status = c.Lang.T("status.illegal", reason)
		return errors.New(c.status)
	}
	if c.play(m) {
		c.next()
	}
	return nil
}

// parseShape reads a UCI move without judging it, to explain a refusal.
func (c *Controller) parseShape(uci string) (rules.Move, error) {
	if len(uci) < 4 {
		return rules.NoMove, errors.New("short")
	}
	for i := 2; i <= len(uci)-2; i++ {
		from, err1 := c.v.ParseSquare(uci[:i])
		to, err2 := c.v.ParseSquare(uci[i:])
		if err1 == nil && err2 == nil {
			return rules.NewMove(from, to, rules.NoKind), nil
		}
	}
	return rules.NoMove, errors.New("no squares")
}

// Pass plays a janggi pass for the human, when the rules allow one.
func (c *Controller) Pass() error {
	if !c.CanPass() {
		return errors.New(c.Lang.T("btn.pass"))
	}
	k := c.pos.KingSquare(c.pos.SideToMove())
	return c.Move(rules.NewMove(k, k, rules.NoKind).String())
}

// CanPass reports whether the human may pass now.
func (c *Controller) CanPass() bool {
	if !c.humanToMove() || !c.v.Passing {
		return false
	}
	k := c.pos.KingSquare(c.pos.SideToMove())
	return c.pos.IsLegal(rules.NewMove(k, k, rules.NoKind))
}

// Claim plays janggi's bikjang draw claim for the human, when the rules allow it.
func (c *Controller) Claim() error {
	if !c.CanClaim() {
		return errors.New(c.Lang.T("refuse.bikjang-claim"))
	}
	m, _ := c.pos.Claim()
	return c.Move(m.String())
}

// CanClaim reports whether the human may claim the bikjang draw now.
func (c *Controller) CanClaim() bool {
	if !c.humanToMove() {
		return false
	}
	_, ok := c.pos.Claim()
	return ok
}

// play makes m (legal) at the live position and records it, unless the
// mover's flag fell first; it reports whether m was played.
func (c *Controller) play(m rules.Move) bool {
	if c.clock != nil && c.clock.moved(c.pos.SideToMove(), c.Now(), true) {
		c.flag(c.pos.SideToMove())
		return false
	}
	row := c.row(c.pos, m)
	c.sound = "move"
	if m.MovesPiece() && c.pos.At(m.To()) != rules.Empty {
		c.sound = "capture"
	}
	wasLive := c.live()
	c.pos.MakeMove(m)
	c.moves = append(c.moves, m)
	c.rows = append(c.rows, row)
	if wasLive { // a player reviewing earlier moves stays where they are
		c.cursor = len(c.moves)
	}
	c.hint = rules.NoMove
	if c.pos.InCheck() {
		c.sound = "check"
	}
	c.judge()
	c.save()
	return true
}

// row writes m, legal in p, for the move list.
func (c *Controller) row(p *rules.Position, m rules.Move) Row {
	r := Row{Text: c.moveText(p, m)}
	if c.v.Game == rules.Shatar {
		r.Check = p.CheckKinds(m)
	}
	return r
}

// moveText spells m in the chosen notation.
func (c *Controller) moveText(p *rules.Position, m rules.Move) string {
	switch c.set.Notation {
	case "wxf":
		return p.WXF(m)
	case "chinese":
		return p.Chinese(m)
	case "spanish":
		return p.Spanish(m)
	case "korean":
		return p.Korean(m)
	case "san":
		return p.SAN(m)
	}
	if m.IsPass() {
		return "pass"
	}
	if m.IsClaim() {
		return "bikjang"
	}
	return m.String()
}

// SetNotation switches the move list's notation.
func (c *Controller) SetNotation(n string) {
	g, _ := c.set.game()
	if !contains(Notations[g], n) {
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
	if c.pos == nil {
		return
	}
	g, _ := c.set.game()
	n := c.set.Notation
	if n == DefaultNotation(g, old) {
		n = DefaultNotation(g, l)
	}
	c.SetNotation(n)
}

func (c *Controller) rebuildRows() {
	p, err := c.v.NewPosition(c.startFEN)
	if err != nil {
		return
	}
	c.rows = c.rows[:0]
	for _, m := range c.moves {
		c.rows = append(c.rows, c.row(p, m))
		p.MakeMove(m)
	}
}

// judge ends the game when the rules say it is over.
func (c *Controller) judge() {
	if c.end != nil {
		return
	}
	o := c.pos.Outcome()
	if !o.Over() {
		return
	}
	c.end = &Ending{Result: o.Result, Reason: string(o.Reason), Outcome: &o}
	c.over()
}

// over closes a game that just ended: the clocks stop, the end sounds,
// the history gets it.
func (c *Controller) over() {
	if c.clock != nil {
		c.clock.stop(c.pos.SideToMove(), c.Now())
	}
	c.sound = "end"
	c.finish()
}

// next starts whatever search the position calls for: the engine's move,
// or the analysis the human asked for.
func (c *Controller) next() {
	switch {
	case c.end != nil:
		c.cancelSearch()
	case !c.set.friend() && c.pos.SideToMove() != c.human():
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
	preset, exact := EnginePreset(c.v)
	r := Request{Purpose: p, Request: protocol.Request{ID: c.nextID, Game: c.v.Game.String(), Variant: preset,
		FEN: c.startFEN, Level: c.set.Level, Limits: protocol.Limits{MoveTime: d}}}
	if !exact {
		o := c.v.Options
		r.Options = &o
	}
	if p != PurposeMove {
		r.Level = protocol.MaxLevel // hints and analysis are the engine's honest best
	} else if c.clock != nil {
		r.Limits = protocol.Limits{Clock: c.clockLimits()}
	}
	// The worker rebuilds these exact rules from Options when no preset has
	// them, so it gets the whole game and sees repetitions; its answer is
	// checked anyway.
	for _, m := range c.moves {
		r.Moves = append(r.Moves, m.String())
	}
	c.search = &r
	c.info, c.infoFor = protocol.Info{}, len(c.moves)
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
		if m, err := c.pos.ParseMove(uci); err == nil && c.humanToMove() {
			c.hint = m
			c.status = c.Lang.T("status.hint", c.moveText(c.pos, m))
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
// missing or illegal under this game's rules (options no preset matches).
func (c *Controller) engineMove(uci string, failure error) {
	c.Tick()
	if c.end != nil || c.set.friend() || c.pos.SideToMove() == c.human() {
		return
	}
	m, err := c.pos.ParseMove(uci)
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
		c.status = c.Lang.T("status.enginefail", why, c.moveText(c.pos, m))
	}
	if c.play(m) {
		c.next()
	}
}

// fallbackMove is the first legal move of the engine's last line, or the
// first legal move.
func (c *Controller) fallbackMove() rules.Move {
	if c.infoFor == len(c.moves) && len(c.info.PV) > 0 {
		if m, err := c.pos.ParseMove(c.info.PV[0]); err == nil {
			return m
		}
	}
	if moves := c.pos.LegalMoves(); len(moves) > 0 {
		return moves[0]
	}
	return rules.NoMove
}

// Hint asks the engine for a move to suggest; it shows as an arrow.
func (c *Controller) Hint() error {
	if !c.humanToMove() {
		return errors.New(c.Lang.T("status.notyourturn"))
	}
	c.cursor = len(c.moves)
	c.think(PurposeHint, HintTime)
	return nil
}

// SetAnalysis turns "engine thinking" on or off.
func (c *Controller) SetAnalysis(on bool) {
	c.analysing = on
	if !on && c.search != nil && c.search.Purpose == PurposeAnalysis {
		c.cancelSearch()
	}
	if c.pos != nil {
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
	toMove := c.pos.SideToMove()
	c.undo()
	for !c.set.friend() && len(c.moves) > 0 && c.pos.SideToMove() != c.human() {
		c.undo()
	}
	if c.clock != nil {
		c.clockAfterUndo(toMove)
	}
	c.end, c.hint, c.status = nil, rules.NoMove, ""
	c.cursor = len(c.moves)
	c.save()
	c.next()
	return nil
}

func (c *Controller) undo() {
	c.pos.UnmakeMove()
	c.moves = c.moves[:len(c.moves)-1]
	c.rows = c.rows[:len(c.rows)-1]
}

// CanTakeback reports whether there is a human move to take back.
func (c *Controller) CanTakeback() bool {
	if c.pos == nil || c.end != nil && c.end.Outcome == nil {
		return false
	}
	if c.set.friend() {
		return len(c.moves) > 0
	}
	p, err := c.v.NewPosition(c.startFEN)
	if err != nil {
		return false
	}
	for _, m := range c.moves {
		if p.SideToMove() == c.human() {
			return true
		}
		p.MakeMove(m)
	}
	return false
}

// Resign ends the game as a loss for the human; between two players, for
// the side to move.
func (c *Controller) Resign() error {
	c.Tick()
	if c.pos == nil || c.end != nil {
		return errors.New(c.Lang.T("status.over"))
	}
	c.cancelSearch()
	c.end = &Ending{Result: rules.Win(c.human().Other()), Reason: reasonResign, By: c.human()}
	c.cursor = len(c.moves)
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
	c.end = &Ending{Result: rules.Draw, Reason: reasonAgreed}
	c.cursor = len(c.moves)
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

// Review moves the cursor: the board shows the position after ply moves.
func (c *Controller) Review(ply int) {
	c.cursor = max(0, min(ply, len(c.moves)))
}

// Step moves the cursor by delta plies.
func (c *Controller) Step(delta int) { c.Review(c.cursor + delta) }

// Cursor is the number of moves the board shows.
func (c *Controller) Cursor() int { return c.cursor }

// Dests lists the legal destinations of the piece on from, when the human
// may move it now.
func (c *Controller) Dests(from rules.Square) []rules.Move {
	if !c.humanToMove() || !c.live() {
		return nil
	}
	var out []rules.Move
	for _, m := range c.pos.LegalMoves() {
		if m.From() == from && !m.IsPass() {
			out = append(out, m)
		}
	}
	return out
}

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

// EndReason is how the game ended ("checkmate", "resign", "agreed"...), "" while it goes on.
func (c *Controller) EndReason() string {
	if c.end == nil {
		return ""
	}
	return c.end.Reason
}

// EndResult is the game's result, Ongoing while it goes on.
func (c *Controller) EndResult() rules.Result {
	if c.end == nil {
		return rules.Ongoing
	}
	return c.end.Result
}

// StartFEN is the position the game started from.
func (c *Controller) StartFEN() string { return c.startFEN }

// Variant is the game's rules, nil before a game is set up.
func (c *Controller) Variant() *rules.Variant { return c.v }

// Moves lists the moves played.
func (c *Controller) Moves() []rules.Move { return slices.Clone(c.moves) }

// UCIMoves lists the moves played, in UCI form.
func (c *Controller) UCIMoves() []string {
	out := make([]string, len(c.moves))
	for i, m := range c.moves {
		out[i] = m.String()
	}
	return out
}

// DecisiveMoves lists the moves that decided a finished game: the mate,
// the repeating cycle; none while it goes on or when a player ended it.
func (c *Controller) DecisiveMoves() []rules.Move {
	if c.end == nil || c.end.Outcome == nil {
		return nil
	}
	var out []rules.Move
	for _, i := range c.end.Outcome.Plies {
		if i >= 0 && i < len(c.moves) {
			out = append(out, c.moves[i])
		}
	}
	return out
}
