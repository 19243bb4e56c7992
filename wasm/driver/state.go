package driver

import (
	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
	"github.com/elephant-chess/elephant/wasm/core"
)

// State is everything a board shows and reflects, read after each event.
type State struct {
	Game     rules.Game
	Layout   view.Layout
	Flipped  bool
	Squares  []view.SquareState // rank 1 first, file a first; nil without a position
	FEN      string
	Turn     string // "w" or "b"; "" before banqi's first flip
	LastMove string // UCI
	Status   string
	Error    string
	Fatal    bool      // the error keeps the board from showing a position
	Message  string    // the status line: a refusal's reason, check, the result
	Label    string    // the board's accessible name
	Lang     i18n.Lang // of the labels
	Thinking bool
	Player   string       // whose pieces the person moves: first, second, both or none ("" on a lesson)
	Arrows   []view.Arrow // drawn over the pieces
	Drawn    []view.Shape // the person's own arrows and circles, over the page's arrows
	Premove  []view.Arrow // the premove waiting for the reply: none or one
	Ply      int          // moves played to the position shown
	Plies    int          // moves played in the game
	Hidden   []view.Count // banqi's face-down pieces, counted in the tray
	Guides   []view.Guide // a lesson's arrows, under the pieces
}

// ViewGame is the board the view draws for a game of the rules.
func ViewGame(g rules.Game) view.Game { return view.Game(g.String()) }

// Snapshot is what the board draws of the state, its pieces in style and
// its words in the state's language.
func (s State) Snapshot(style view.Style) view.Snapshot {
	return view.Snapshot{Game: ViewGame(s.Game), Layout: s.Layout, Flipped: s.Flipped, Style: style,
		Role: s.Lang.T("aria.role"), Label: s.Label, Squares: s.Squares, Arrows: s.Arrows, Premove: s.Premove,
		Drawn: s.Drawn, Hidden: s.Hidden, Tray: trayLabel(s.Lang, s.Game, s.Hidden), Guides: s.Guides}
}

// Marks are what a board shows on its points besides the pieces.
type Marks struct {
	Selected, Cursor, Check rules.Square // NoSquare for none
	Last                    rules.Move   // its two points are marked; NoMove for none
	Dests                   map[rules.Square]bool
	Marked                  map[rules.Square]bool // a page's marks
	Highlighted, Targets    map[rules.Square]bool // a lesson step's
}

// NoMarks marks nothing.
func NoMarks() Marks {
	return Marks{Selected: rules.NoSquare, Cursor: rules.NoSquare, Check: rules.NoSquare, Last: rules.NoMove}
}

// Squares describes every point or square of v's board as st holds it
// (st nil: an empty board), with the marks and the points' accessible
// names in language l: a face-down banqi piece is view.FaceDown, never
// what lies under it.
func Squares(v *rules.Variant, st core.Standing, l i18n.Lang, m Marks) []view.SquareState {
	out := make([]view.SquareState, 0, v.Files*v.Ranks)
	for _, sq := range v.Squares() {
		s := view.SquareState{Name: sq.String(), File: sq.File(), Rank: sq.Rank(), Selected: sq == m.Selected,
			Cursor: sq == m.Cursor, Check: sq == m.Check, Dest: m.Dests[sq], Marked: m.Marked[sq],
			Highlighted: m.Highlighted[sq], Target: m.Targets[sq],
			Last: m.Last != rules.NoMove && (sq == m.Last.From() || sq == m.Last.To())}
		if st != nil {
			s.Piece = Letter(v, st.At(sq))
		}
		s.Label = l.SquareLabel(v.Game, s.Name, s.Piece)
		out = append(out, s)
	}
	return out
}

// Letter is a piece as the view draws it: its FEN letter, view.FaceDown
// for a face-down banqi piece, 0 for none.
func Letter(v *rules.Variant, pc rules.Piece) byte {
	switch pc {
	case rules.Empty:
		return 0
	case rules.FaceDown:
		return view.FaceDown
	}
	return v.Letter(pc)
}

// HiddenCounts counts a banqi view's face-down pieces by kind for the
// board's tray, red then black, each from the highest rank down; nil for
// a position with no face-down pieces.
func HiddenCounts(st core.Standing) []view.Count {
	b, ok := st.(*rules.BanqiView)
	if !ok {
		return nil
	}
	v := b.Variant()
	var out []view.Count
	for c := rules.First; c <= rules.Second; c++ {
		for _, k := range v.BanqiOrder() {
			out = append(out, view.Count{Piece: v.Letter(rules.MakePiece(k, c)), N: b.Hidden(c, k)})
		}
	}
	return out
}

// trayLabel says what banqi's tray counts, in one sentence: "Face down:
// red general: 1, ...", or that nothing is face down.
func trayLabel(l i18n.Lang, g rules.Game, hidden []view.Count) string {
	if hidden == nil {
		return ""
	}
	var said []string
	for _, c := range hidden {
		if c.N > 0 {
			said = append(said, l.T("aria.tray.count", c.N, l.PieceLabel(g, c.Piece)))
		}
	}
	if len(said) == 0 {
		return l.T("aria.tray.none")
	}
	return l.T("aria.tray", l.Series(said))
}

// ColorName names a side as the player and orientation attributes and the
// catalogue's keys do: first or second.
func ColorName(c rules.Color) string {
	if c == rules.Second {
		return "second"
	}
	return "first"
}

// playerWords name the person's seats as the player attribute does.
var playerWords = map[[2]bool]string{{true, true}: "both", {true, false}: "first", {false, true}: "second", {false, false}: "none"}

// sideLetter is a side as FEN writes it: w or b.
func sideLetter(c rules.Color) string {
	if c == rules.Second {
		return "b"
	}
	return "w"
}
