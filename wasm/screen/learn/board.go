package learn

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/driver"
)

// Arrow is an arrow on the lesson board. Focus draws it strong (the move
// being judged), Faded pale (a move already judged).
type Arrow struct {
	From, To     string
	Focus, Faded bool
}

// Board is everything the lesson board shows.
type Board struct {
	Variant  *rules.Variant
	FEN      string
	Flipped  bool
	Selected string   // the piece picked up, or ""
	Cursor   string   // the keyboard's point, or ""
	Dests    []string // where it may go
	Last     string   // the last move, UCI
	Targets  []string // points still to collect
	Marks    []string // points the step points at
	Arrows   []Arrow
	Turned   []string  // banqi pieces just turned up, shown turning over
	Label    string    // accessible name
	Lang     i18n.Lang // of the points' labels
	Status   string    // playing, reply (the opponent's answer is coming), done or failed
}

// State is the lesson board as its <elephant-board> (mode "lesson") shows
// and reflects it: the position read into points with the position's
// hooks (data-fen, data-turn, data-last-move, data-status), the arrows as
// guides under the pieces, and for banqi the backs of face-down pieces
// with the tray counting them. Points and arrows off the board are left
// out; a position the board cannot read shows as the board's error.
func (b Board) State() driver.State {
	if b.Variant == nil {
		return driver.State{Status: "error", Error: "lesson board: no game", Lang: b.Lang}
	}
	pos, err := core.Read(b.Variant, b.FEN)
	if err != nil {
		return driver.State{Status: "error", Error: fmt.Sprintf("lesson board: %v", err), Lang: b.Lang}
	}
	v := b.Variant
	s := driver.State{Game: v.Game, Layout: view.NewLayout(driver.ViewGame(v.Game), v.Files, v.Ranks),
		Flipped: b.Flipped, Squares: driver.Squares(v, pos, b.Lang, b.marks(pos)), FEN: b.FEN, Turn: turnOf(b.FEN),
		LastMove: b.Last, Status: b.Status, Label: b.Label, Lang: b.Lang}
	if bv, ok := pos.(*rules.BanqiView); ok && bv.HiddenTotal() > 0 {
		s.Hidden = driver.HiddenCounts(pos)
		s.Layout = s.Layout.WithTray()
	}
	for _, a := range b.Arrows {
		from, err1 := v.ParseSquare(a.From)
		to, err2 := v.ParseSquare(a.To)
		if err1 == nil && err2 == nil {
			s.Guides = append(s.Guides, view.Guide{Name: a.From + a.To, From: [2]int{from.File(), from.Rank()},
				To: [2]int{to.File(), to.Rank()}, Focus: a.Focus, Faded: a.Faded})
		}
	}
	return s
}

// marks are the board's points as the lesson marks them.
func (b Board) marks(pos core.Standing) driver.Marks {
	v := b.Variant
	set := func(names []string) map[rules.Square]bool {
		out := map[rules.Square]bool{}
		for _, n := range names {
			if sq, err := v.ParseSquare(n); err == nil {
				out[sq] = true
			}
		}
		return out
	}
	point := func(name string) rules.Square {
		if sq, err := v.ParseSquare(name); err == nil {
			return sq
		}
		return rules.NoSquare
	}
	m := driver.Marks{Selected: point(b.Selected), Cursor: point(b.Cursor), Check: core.InCheck(pos), Last: rules.NoMove,
		Dests: set(b.Dests), Highlighted: set(b.Marks), Targets: set(b.Targets)}
	if from, to := moveEnds(b.Last); point(from) != rules.NoSquare && point(to) != rules.NoSquare {
		m.Last = rules.NewMove(point(from), point(to), rules.NoKind)
	}
	return m
}

// Motion is what the board animates on coming to this position: a banqi
// piece just turned up turning over, else the last move's piece gliding.
func (b Board) Motion() rules.Move {
	if b.Variant == nil {
		return rules.NoMove
	}
	if len(b.Turned) > 0 {
		if sq, err := b.Variant.ParseSquare(b.Turned[0]); err == nil {
			return rules.NewFlip(sq)
		}
	}
	from, to := moveEnds(b.Last)
	f, err1 := b.Variant.ParseSquare(from)
	t, err2 := b.Variant.ParseSquare(to)
	if err1 != nil || err2 != nil || f == t {
		return rules.NoMove
	}
	return rules.NewMove(f, t, rules.NoKind)
}

// turnOf reads the side to move from a FEN: "w" or "b".
func turnOf(fen string) string {
	if f := strings.Fields(fen); len(f) > 1 && f[1] == "b" {
		return "b"
	}
	return "w"
}

// moveEnds splits a UCI move into its two points ("e10e9" → e10, e9).
func moveEnds(uci string) (from, to string) {
	cut := 1
	for cut < len(uci) && uci[cut] >= '0' && uci[cut] <= '9' {
		cut++
	}
	if cut >= len(uci) || uci == "pass" {
		return "", ""
	}
	rest := uci[cut:]
	end := 1
	for end < len(rest) && rest[end] >= '0' && rest[end] <= '9' {
		end++
	}
	return uci[:cut], rest[:end]
}
