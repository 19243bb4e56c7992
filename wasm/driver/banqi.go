package driver

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// Banqi drives a banqi board. Its referee deals the face-down pieces and
// reveals each only when it is turned up; everything the board shows,
// reflects, announces and sends to the engine is the public view.
//
// Banqi has no fixed sides before the first flip, so the person is
// placed by turn: in engine mode, orientation "first" (the default) moves
// first; in play mode, player "first" or "second" moves the player who
// turns first or second, whatever colour the flip gives them.
type Banqi struct {
	core
	host  Host
	attrs Attrs
	v     *rules.Variant
	ref   *rules.Referee // nil when the input was bad
	mode  Mode
	seats [2]bool // the turns the person plays: [0] the first mover's, [1] the second's
	level int
	ended string // an ending the page decided: resigned, draw, timeout

	flipped   bool
	reviewing bool
	review    int
	actor     string
	errs      []string
	fatal     bool

	attempt // puzzle mode
}

// NewBanqi returns a banqi driver for attrs, the pieces dealt at random.
func NewBanqi(h Host, a Attrs) *Banqi {
	b := &Banqi{host: h}
	b.Load(a)
	return b
}

// Load restarts the board from its attributes. A start with face-down
// pieces is dealt at random; a page that wants a given deal calls Deal or
// Resume afterwards. The language and controls change without a restart.
func (b *Banqi) Load(a Attrs) {
	if b.ref != nil && sameBanqi(b.attrs, a) {
		if a.Orientation != b.attrs.Orientation {
			orient, _, _ := parseOrientation(a.Orientation)
			b.flipped = orient == rules.Second
		}
		b.attrs = a
		b.lang, b.quiet = i18n.Parse(a.Lang), strings.TrimSpace(a.Controls) == "none"
		b.setEnded(a.Ended)
		return
	}
	if b.thinking {
		b.host.CancelThink()
	}
	*b = Banqi{host: b.host, attrs: a, attempt: attempt{gen: b.gen + 1}, level: DefaultLevel, core: newCore(b.thinkID, i18n.Parse(a.Lang))}
	b.quiet = strings.TrimSpace(a.Controls) == "none"
	v, err := banqiRules(a.Variant, a.Options)
	if err != nil {
		b.fail(err, true)
		return
	}
	b.v = v
	fen := strings.TrimSpace(a.FEN)
	if fen == "" {
		fen = v.StartFEN
	}
	start, err := rules.ParseBanqi(v, fen)
	if err != nil {
		b.fail(errors.New(b.lang.Error(rules.Banqi, err)), true)
		return
	}
	if b.ref, err = rules.NewRefereeAt(start, randomDeal(start, rand.Uint64())); err != nil {
		b.fail(err, true)
		return
	}
	b.loadModes(a)
	b.setEnded(a.Ended)
	b.maybeThink()
}

// sameBanqi reports whether two sets of attributes describe the same game
// up to what may change while it goes on: the language, the controls, the
// orientation (only the view turns) and an ending.
func sameBanqi(x, y Attrs) bool {
	x.Lang, x.Controls, x.Orientation, x.Ended = y.Lang, y.Controls, y.Orientation, y.Ended
	return x == y
}

// setEnded takes in the ended attribute: an ending the page decided.
func (b *Banqi) setEnded(s string) {
	e, err := parseEnded(s)
	if err != nil {
		b.fail(err, false)
		return
	}
	if e != "" && b.ended == "" {
		b.stopThinking()
		b.clearSelection()
	}
	b.ended = e
}

// loadModes reads the attributes that cannot stop a board from showing.
func (b *Banqi) loadModes(a Attrs) {
	var err error
	if b.mode, err = ParseMode(strings.TrimSpace(a.Mode)); err != nil {
		b.fail(err, false)
	}
	if b.level, err = parseLevel(a.Level); err != nil {
		b.fail(err, false)
	}
	orient, _, err := parseOrientation(a.Orientation)
	if err != nil {
		b.fail(err, false)
	}
	b.flipped = orient == rules.Second
	switch b.mode {
	case Engine:
		// The person's turn: the player attribute's, else the orientation's.
		b.seats = [2]bool{orient == rules.First, orient == rules.Second}
		if p := strings.TrimSpace(a.Player); p == "first" || p == "second" {
			b.seats, _ = parsePlayer(p)
		}
	case Play:
		if b.seats, err = parsePlayer(a.Player); err != nil {
			b.fail(err, false)
		}
	case Puzzle:
		b.loadPuzzle(a.Solution)
	}
	if strings.TrimSpace(a.Moves) != "" {
		b.fail(errors.New("moves: a banqi board is played through its methods, not the moves attribute"), false)
	}
}

// banqiRules reads the variant attribute: a banqi preset, banqi's when absent.
func banqiRules(variant, options string) (*rules.Variant, error) {
	if strings.TrimSpace(options) != "" {
		return nil, errors.New("options: banqi's rules are chosen by the variant attribute (banqi or banqi-hongkong)")
	}
	name := strings.ToLower(strings.TrimSpace(variant))
	if name == "" {
		name = "banqi"
	}
	v, err := rules.BanqiPreset(name)
	if err != nil {
		return nil, fmt.Errorf("variant %q: want %s", clip(variant), strings.Join(rules.BanqiPresetNames(), " or "))
	}
	return v, nil
}

// randomDeal lays the view's hidden pieces on its face-down squares in an
// order drawn from seed.
func randomDeal(view *rules.BanqiView, seed uint64) rules.BanqiDeal {
	var pool []rules.Piece
	for c := rules.First; c <= rules.Second; c++ {
		for _, k := range view.Variant().BanqiOrder() {
			for range view.Hidden(c, k) {
				pool = append(pool, rules.MakePiece(k, c))
			}
		}
	}
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	var d rules.BanqiDeal
	i := 0
	for rank := range 4 {
		for file := range 8 {
			if s := rules.SquareAt(file, rank); view.At(s) == rules.FaceDown {
				d[rank*8+file] = pool[i]
				i++
			}
		}
	}
	return d
}

// Deal starts a new game from the variant's start, dealt from seed (the
// page's "new game"), keeping the board's mode and players.
func (b *Banqi) Deal(seed uint64) error {
	if b.v == nil {
		return errors.New(b.Error())
	}
	ref, err := rules.NewReferee(b.v, seed)
	if err != nil {
		return err
	}
	b.restart(ref)
	return nil
}

// Resume continues a saved game: its rules must be the board's.
func (b *Banqi) Resume(rec *rules.BanqiRecord) error {
	if b.v == nil {
		return errors.New(b.Error())
	}
	if rec.Variant == nil || rec.Variant.Name != b.v.Name {
		return fmt.Errorf("banqi record: its rules are not this board's (%s)", b.v.Name)
	}
	ref, err := rec.Replay()
	if err != nil {
		return err
	}
	b.restart(ref)
	return nil
}

func (b *Banqi) restart(ref *rules.Referee) {
	if b.thinking {
		b.thinking = false
		b.host.CancelThink()
	}
	b.ref, b.gen = ref, b.gen+1
	b.reviewing, b.message = false, ""
	b.attempt = attempt{solution: b.solution, gen: b.gen}
	b.clearSelection()
	b.maybeThink()
}

// Record returns the game so far, deal included: for the page to save,
// never to show.
func (b *Banqi) Record() (*rules.BanqiRecord, bool) {
	if b.ref == nil {
		return nil, false
	}
	return b.ref.Record(), true
}

// View returns the public view of the game: what the board shows.
func (b *Banqi) View() (*rules.BanqiView, bool) {
	if b.ref == nil {
		return nil, false
	}
	return b.ref.View(), true
}

// firstMover returns the colour of the player who moved first, once the
// colours are decided: the start's side to move, or the colour of the
// piece the first flip turned up.
func (b *Banqi) firstMover(view *rules.BanqiView) (rules.Color, bool) {
	if !view.ColorsDecided() {
		return rules.First, false
	}
	if start, err := rules.ParseBanqi(b.v, b.ref.StartFEN()); err == nil && start.ColorsDecided() {
		return start.SideToMove(), true
	}
	_, revealed := view.Actions()
	if len(revealed) == 0 || revealed[0] == rules.Empty {
		return rules.First, false
	}
	return revealed[0].Color(), true
}

// seatToMove is 0 when the player who moved first is to move, else 1.
func (b *Banqi) seatToMove(view *rules.BanqiView) int {
	first, ok := b.firstMover(view)
	if !ok || view.SideToMove() == first {
		return 0
	}
	return 1
}

func (b *Banqi) fail(err error, fatal bool) {
	b.errs = append(b.errs, err.Error())
	b.fatal = b.fatal || fatal
}

// Error returns what was wrong with the attributes, "" when nothing.
func (b *Banqi) Error() string { return strings.Join(b.errs, "; ") }

// Fatal reports whether the error keeps the board from showing a position.
func (b *Banqi) Fatal() bool { return b.fatal }

// Flip turns the board around.
func (b *Banqi) Flip() { b.flipped = !b.flipped }

// Plies returns the actions shown and the actions played.
func (b *Banqi) Plies() (shown, played int) {
	if b.ref == nil {
		return 0, 0
	}
	played = b.ref.View().Ply()
	if b.reviewing {
		return b.review, played
	}
	return played, played
}

// shown is the view on the board: the live one, or while reviewing the
// start replayed with the actions before the ply reviewed (and only the
// pieces they turned up).
func (b *Banqi) shown() *rules.BanqiView {
	live := b.ref.View()
	if !b.reviewing {
		return live
	}
	view, err := rules.ParseBanqi(b.v, b.ref.StartFEN())
	if err != nil {
		return live
	}
	moves, revealed := live.Actions()
	for i := range b.review {
		view.MakeMove(moves[i], revealed[i])
	}
	return view
}

// Review shows the view after ply actions, read-only; a ply below zero or
// at the end of the game returns to the live view.
func (b *Banqi) Review(ply int) {
	if b.ref == nil {
		return
	}
	_, played := b.Plies()
	b.reviewing = ply >= 0 && ply < played
	b.review = ply
	b.clearSelection()
	b.message = ""
}

// The drawings, the claim and the hints of the other games.

func (b *Banqi) Shapes() []Shape                         { return nil }
func (b *Banqi) Preview(from, to rules.Square, _ string) {}
func (b *Banqi) Draw(_, _ rules.Square, _ string) bool   { return false }
func (b *Banqi) ClearShapes() bool                       { return false }
func (b *Banqi) CanClaim() bool                          { return false }
func (b *Banqi) Claim() bool                             { return false }
