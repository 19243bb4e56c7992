package driver

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// Host is what a controller needs from its surroundings.
type Host interface {
	// Think starts an engine search; the answer comes back through EngineMove.
	Think(req protocol.Request)
	// CancelThink abandons the search in progress, if any.
	CancelThink()
	// After calls f after d (the puzzle's reply, played after a pause).
	After(d time.Duration, f func())
}

// Controller is one board's input and display over a game (core.Game):
// its own, read from the attributes, or a page's, handed over by Setup.
type Controller struct {
	host  Host
	attrs Attrs     // as last loaded, to tell what changed
	lang  i18n.Lang // of the sentences the board shows
	quiet bool      // controls="none": the status line gives refusals only

	v     *rules.Variant // nil when the game is unknown
	game  *core.Game     // nil when the input was bad
	page  *Setup         // the page's game and what it says of it; nil for the board's own
	seen  core.Mark      // the game as the board last followed it
	own   *ownMove       // the person's move just handed to the game
	over  bool           // the game was over when last followed
	start rules.Color    // the side to move at the start: the puzzle's solver

	mode    Mode
	role    role
	players [2]bool // the seats the person moves: by colour, in banqi by turn
	flipped bool
	level   int
	attempt                      // puzzle mode
	run     *tutorials.PuzzleRun // judges a solution that ends in a win; nil: follow the line

	errs, softErrs []string
	fatal          bool
	arrows         []rules.Move
	marks          map[rules.Square]bool
	premoveOn      bool     // the premove attribute is "on"
	pre            *premove // the person's move waiting for the other side's reply
	shapes         []Shape  // the person's drawings
	preview        *Shape   // the drawing under way

	sel      Selection
	message  string
	announce []string
	animate  rules.Move
	events   []MoveEvent
	end      *EndEvent
	thinkID  int
	thinking bool
}

// ownMove is a move the board handed to the game for the person: it is
// animated unless it was carried there.
type ownMove struct {
	m       rules.Move
	animate bool
}

// New returns a controller for attrs; problems with them are reported in
// State().Error, never panicked on.
func New(h Host, a Attrs) *Controller {
	c := &Controller{host: h}
	c.Load(a)
	return c
}

// Load (re)starts the board from attributes. When only the attributes a
// game changes as it goes on differ (moves, player, arrows, marks, ended,
// lang, controls; banqi's orientation), the board keeps its game and takes
// the changes in: moves that extend the game are played, fewer moves are
// taken back. A board playing a page's game (Setup) keeps it and takes in
// its mode, level and controls.
func (c *Controller) Load(a Attrs) {
	if c.page != nil {
		c.attrs = a
		c.softErrs, c.quiet = nil, quiet(a)
		c.loadModes(a)
		c.setPage(*c.page)
		c.maybeThink()
		return
	}
	if c.game != nil && sameGame(c.attrs, a, c.v.HiddenPieces) {
		old := c.attrs
		c.attrs = a
		c.update(a, a.Moves != old.Moves)
		c.maybeThink()
		return
	}
	c.restart(a, i18n.Parse(a.Lang))
	v, err := ParseRules(a.Game, a.Variant, a.Options)
	if err != nil {
		c.fail(err, true)
		return
	}
	c.v = v
	g, err := core.New(v, a.FEN)
	if err != nil {
		c.fail(c.readError(err), true)
		return
	}
	c.follow(g)
	c.loadModes(a)
	c.update(a, true)
	c.maybeThink()
}

// readError puts a position the rules could not read in the board's words.
func (c *Controller) readError(err error) error { return errors.New(c.lang.Error(c.v.Game, err)) }

// restart empties the board for a new game, keeping its host; a search
// under way is abandoned.
func (c *Controller) restart(a Attrs, lang i18n.Lang) {
	c.stopThinking()
	*c = Controller{host: c.host, attempt: attempt{gen: c.gen + 1}, attrs: a, lang: lang, quiet: quiet(a),
		thinkID: c.thinkID, role: diagram{}, sel: NewSelection(), animate: rules.NoMove}
}

// follow makes g the board's game, as it stands: nothing of it is told.
func (c *Controller) follow(g *core.Game) {
	c.game, c.v = g, g.Variant()
	c.seen, c.over = g.Mark(), g.Over()
	c.start = g.At(0).SideToMove()
	c.sel.Drop()
	c.pre, c.own = nil, nil
}

// sameGame reports whether two sets of attributes describe the same board
// up to what a game changes as it goes on; a banqi board turns around
// without starting again (its person is placed by turn, not by colour).
func sameGame(x, y Attrs, banqi bool) bool {
	x.Moves, x.Player, x.Arrows, x.Marks, x.Ended, x.Lang, x.Controls, x.Premove =
		y.Moves, y.Player, y.Arrows, y.Marks, y.Ended, y.Lang, y.Controls, y.Premove
	if banqi {
		x.Orientation = y.Orientation
	}
	return x == y
}

// loadModes reads the attributes that cannot stop a board from showing:
// mode, level, orientation and, for a puzzle, the solution.
func (c *Controller) loadModes(a Attrs) {
	var err error
	if c.mode, err = ParseMode(strings.TrimSpace(a.Mode)); err != nil {
		c.fail(err, false)
	}
	c.role = roleOf(c.mode)
	if c.level, err = parseLevel(a.Level); err != nil {
		c.fail(err, false)
	}
	orient, given, err := parseOrientation(a.Orientation)
	if err != nil {
		c.fail(err, false)
	}
	if c.page != nil {
		return // the page says who plays and which way the board turns
	}
	c.flipped = orient == rules.Second
	if c.mode == Engine {
		c.players = [2]bool{orient == rules.First, orient == rules.Second}
	}
	if c.mode == Puzzle {
		if c.solution, err = parseSolution(c.game, a.Solution); err != nil {
			c.fail(err, false)
		} else {
			c.setupPuzzle(a)
		}
		if !given && core.ColorsDecided(c.game.At(0)) {
			c.flipped = c.start == rules.Second
		}
	}
}

func (c *Controller) fail(err error, fatal bool) {
	c.errs = append(c.errs, err.Error())
	c.fatal = c.fatal || fatal
}

// live is what a game changes as it goes on besides its moves, read from
// the attributes or given by Setup.
type live struct {
	players [2]bool
	arrows  []rules.Move
	marks   map[rules.Square]bool
	premove bool
	ended   string
}

// update takes in the attributes that change during a game; moves is set
// when the moves attribute is to be followed.
func (c *Controller) update(a Attrs, moves bool) {
	c.softErrs = nil
	c.lang, c.quiet = i18n.Parse(a.Lang), quiet(a)
	var l live
	var err error
	soft := func(err error) {
		if err != nil {
			c.softErrs = append(c.softErrs, err.Error())
		}
	}
	l.players, err = parsePlayer(a.Player)
	soft(err)
	if c.mode == Engine && !(c.v.HiddenPieces && (a.Player == "first" || a.Player == "second")) {
		l.players = c.players // the orientation's, or in banqi the player attribute's turn
	}
	l.arrows, err = parseArrows(c.v, a.Arrows)
	soft(err)
	l.marks, err = parseMarks(c.v, a.Marks)
	soft(err)
	l.premove, err = parsePremove(a.Premove)
	soft(err)
	l.ended, err = parseEnded(a.Ended)
	soft(err)
	if orient, given, _ := parseOrientation(a.Orientation); c.v.HiddenPieces && (given || c.mode != Puzzle) {
		c.flipped = orient == rules.Second // banqi turns around without starting again
	}
	c.setLive(l)
	switch {
	case !moves || c.mode == Puzzle:
	case c.v.HiddenPieces && strings.TrimSpace(a.Moves) != "":
		soft(errors.New("moves: a banqi board is played through its methods, not the moves attribute"))
	default:
		soft(c.followMoves(a.Moves))
	}
	c.setEnded(l.ended) // after the moves, which may reach an ending first
}

// setLive takes in l but its ending, which waits for the moves.
func (c *Controller) setLive(l live) {
	c.players, c.arrows, c.marks, c.premoveOn = l.players, l.arrows, l.marks, l.premove
}

// setEnded records an ending decided off the board (a core reason, "" for
// none); the game tells of it once.
func (c *Controller) setEnded(reason string) {
	e := c.game.End()
	switch {
	case reason == "" && e != nil && e.Outcome == nil:
		c.game.ClearEnd()
	case reason != "" && (e == nil || e.Reason != reason):
		c.game.SetEnd(core.Ending{Reason: reason})
	}
	c.sync()
}

// followMoves brings the game in line with the moves attribute, a list of
// moves from the start position: the common beginning stays, moves beyond
// it are taken back and the rest played, a single one as if made on the
// board (animated, announced, told by an event). The legal moves before a
// bad one are played.
func (c *Controller) followMoves(s string) error {
	fields := strings.Fields(s)
	var err error
	if len(fields) > MaxHistoryMoves {
		err = fmt.Errorf("moves: %d, at most %d", len(fields), MaxHistoryMoves)
		fields = fields[:MaxHistoryMoves]
	}
	held := c.game.UCI()
	same := 0
	for same < len(fields) && same < len(held) && fields[same] == held[same] {
		same++
	}
	if same == len(fields) && same == len(held) {
		return err
	}
	for c.game.Plies() > same {
		c.game.Undo()
	}
	c.game.ClearEnd()
	c.sync()
	for i := same; i < len(fields); i++ {
		if perr := c.game.PlayUCI(fields[i], core.ByAPI); perr != nil {
			err = fmt.Errorf("moves: move %d %q: %s", i+1, clip(fields[i]), reason(perr))
			break
		}
	}
	c.sync()
	return err
}

// Setup is a game a page keeps and hands its board, with what the page
// says of it: who plays, which way the board turns, the arrows and marks
// it draws, whether the person may move ahead, the language. The board
// shows the game as it stands, follows every move played into it, and
// hands the person's moves to Play. Mode, level and controls stay the
// attributes'.
type Setup struct {
	Game *core.Game
	// Play plays the person's move into Game for the page, which may
	// refuse it; nil lets the board play it itself.
	Play        func(m rules.Move) error
	Player      string         // whose pieces the person moves, as the player attribute says it ("" for both)
	Orientation rules.Color    // the side at the bottom
	Arrows      []rules.Move   // drawn over the board: from-to pairs, legal or not
	Marks       []rules.Square // points marked
	Premove     bool           // the person may move ahead while the other side is to move
	Lang        i18n.Lang      // of the board's sentences
}

// Setup gives the board a page's game: the same game again takes in what
// the page says of it and follows its new moves (a single one as if made
// on the board: animated, announced, told by an event); another game is
// shown afresh, silently. A bad setup is an error and leaves the board as
// it was.
func (c *Controller) Setup(s Setup) error {
	if err := c.checkSetup(s); err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	if c.page == nil || c.game != s.Game {
		c.restart(c.attrs, i18n.Parse(string(s.Lang)))
		c.page = &s
		c.follow(s.Game)
		c.loadModes(c.attrs)
	}
	c.softErrs = nil
	c.setPage(s)
	c.sync()
	c.maybeThink()
	return nil
}

// setPage takes in what the page says of its game.
func (c *Controller) setPage(s Setup) {
	players, _ := parsePlayer(s.Player)
	marks := make(map[rules.Square]bool, len(s.Marks))
	for _, sq := range s.Marks {
		marks[sq] = true
	}
	arrows := make([]rules.Move, len(s.Arrows))
	for i, m := range s.Arrows {
		arrows[i] = rules.NewMove(m.From(), m.To(), rules.NoKind)
	}
	c.page = &s
	c.lang = i18n.Parse(string(s.Lang))
	c.flipped = s.Orientation == rules.Second
	c.players = players
	c.arrows, c.marks, c.premoveOn = arrows, marks, s.Premove
}

// checkSetup checks s without touching the board.
func (c *Controller) checkSetup(s Setup) error {
	if g := s.Game; g == nil {
		return errors.New("no game")
	}
	switch {
	case s.Orientation != rules.First && s.Orientation != rules.Second:
		return fmt.Errorf("orientation %d: want First or Second", s.Orientation)
	case len(s.Arrows) > MaxArrows:
		return fmt.Errorf("%d arrows, at most %d", len(s.Arrows), MaxArrows)
	}
	if _, err := parsePlayer(s.Player); err != nil {
		return err
	}
	if m, err := ParseMode(strings.TrimSpace(c.attrs.Mode)); err == nil && m == Puzzle {
		return errors.New("a puzzle board plays the solution of its attributes")
	}
	v := s.Game.Variant()
	for _, m := range s.Arrows {
		if m.From() == m.To() || !v.OnBoard(m.From()) || !v.OnBoard(m.To()) {
			return fmt.Errorf("arrow %s%s: not two points of this board", m.From(), m.To())
		}
	}
	for _, sq := range s.Marks {
		if !v.OnBoard(sq) {
			return fmt.Errorf("mark %s: not a point of this board", sq)
		}
	}
	return nil
}

// Variant returns the board's game and rules, nil when the game is unknown.
func (c *Controller) Variant() *rules.Variant { return c.v }

// Game returns the board's game, nil when the input was bad.
func (c *Controller) Game() *core.Game { return c.game }

// Position returns the live position of a game played through
// rules.Position, nil for banqi or when the input was bad.
func (c *Controller) Position() *rules.Position {
	if c.game == nil {
		return nil
	}
	return c.game.Position()
}

// Flip turns the board around.
func (c *Controller) Flip() { c.flipped = !c.flipped }

// Flipped reports whether the second player's side is at the bottom.
func (c *Controller) Flipped() bool { return c.flipped }

// Lang is the language of the board's sentences.
func (c *Controller) Lang() i18n.Lang { return c.lang }

// Error returns what was wrong with the attributes, "" when nothing.
func (c *Controller) Error() string {
	return strings.Join(append(c.errs[:len(c.errs):len(c.errs)], c.softErrs...), "; ")
}

// Fatal reports whether the error keeps the board from showing a position.
func (c *Controller) Fatal() bool { return c.fatal }

// Thinking reports whether an engine search is pending.
func (c *Controller) Thinking() bool { return c.thinking }

// Plies returns the moves shown and the moves played.
func (c *Controller) Plies() (shown, played int) {
	if c.game == nil {
		return 0, 0
	}
	return c.game.Cursor(), c.game.Plies()
}
