package view

import (
	"fmt"
	"slices"
)

// Snapshot is everything a board shows at one moment, as plain data: no
// position, no rules, and its words already written in the page's
// language. Drivers (a game, a puzzle, a lesson step) build one and Render
// draws it.
type Snapshot struct {
	Game    Game // the board's drawing and the pieces' look
	Layout  Layout
	Flipped bool // seen from the second player's side
	Style   Style
	Role    string        // what the board is, in words (aria-roledescription: "board")
	Label   string        // the board's accessible name
	Squares []SquareState // every point or square; nil draws no board (bad input)
	Guides  []Guide       // a lesson's arrows, under the pieces
	Arrows  []Arrow       // the page's arrows, over the pieces
	Premove []Arrow       // a move waiting for the reply
	Drawn   []Shape       // the person's own arrows and circles, on top
	Hidden  []Count       // banqi's face-down pieces by letter, in the tray (Layout.Tray)
	Tray    string        // the tray's accessible sentence
}

// The layers of a board's SVG, bottom to top, by class. The drag layer
// stays empty: it holds a carried or gliding piece.
const (
	LayerBoard   = "layer-board"
	LayerGuides  = "layer-guides"
	LayerSquares = "layer-squares"
	LayerArrows  = "layer-arrows"
	LayerDrag    = "layer-drag"
)

// emptyViewBox sizes a board with nothing to show like a xiangqi board.
const emptyViewBox = "0 0 900 1000"

// Render draws a snapshot as the board's SVG tree: the board, the guides,
// one group per point or square (data-square, its piece, highlights, marks
// and targets), then the arrows over everything. Overlays that are not
// squares let the pointer through.
func Render(s Snapshot) *Node {
	svg := Frame(s)
	for _, class := range layers {
		svg.Add(Layer(s, class))
	}
	return svg
}

// layers are the classes of the layers, bottom to top.
var layers = [...]string{LayerBoard, LayerTray, LayerGuides, LayerSquares, LayerArrows, LayerDrag}

// Layers returns the classes of a board's layers, bottom to top.
func Layers() []string { return layers[:] }

// Frame is the board's <svg> element, its layers left out.
func Frame(s Snapshot) *Node {
	box := emptyViewBox
	if s.Squares != nil {
		box = fmt.Sprintf("0 0 %d %d", s.Layout.Width, s.Layout.Height)
	}
	return El("svg", "class", "board", "viewBox", box, "preserveAspectRatio", "xMidYMid meet",
		"role", "application", "aria-roledescription", s.Role, "tabindex", "0", "aria-label", s.Label)
}

// Layer draws one layer of a snapshot, named by its class.
func Layer(s Snapshot, class string) *Node {
	switch class {
	case LayerBoard:
		board := El("g", "class", LayerBoard)
		if s.Squares != nil {
			board.Add(Board(s.Game, s.Layout, s.Flipped))
		}
		return board
	case LayerTray:
		return tray(s)
	case LayerGuides:
		return guides(s.Layout, s.Guides, s.Flipped)
	case LayerSquares:
		squares := El("g", "class", LayerSquares)
		for i := range s.Squares {
			squares.Add(s.Square(i))
		}
		return squares
	case LayerArrows:
		return arrows(s)
	}
	return El("g", "class", LayerDrag, "pointer-events", "none")
}

// Square draws the snapshot's i-th point or square.
func (s Snapshot) Square(i int) *Node {
	return SquareNode(s.Game, s.Layout, s.Flipped, s.Squares[i], s.Style)
}

// drawing is what the whole drawing depends on: the board, its size and
// turn, and whether there is a position at all.
type drawing struct {
	game    Game
	layout  Layout
	flipped bool
	empty   bool
}

func (s Snapshot) drawing() drawing { return drawing{s.Game, s.Layout, s.Flipped, s.Squares == nil} }

// Diff tells a painter that shows old what to redraw to show s instead:
// the layers whose drawing changed, by class, and the indexes of the
// squares that changed. LayerSquares among the layers means the whole
// layer is new: empty it, then draw every square listed.
func Diff(old, s Snapshot) (layers []string, squares []int) {
	if old.drawing() != s.drawing() {
		layers = []string{LayerBoard, LayerTray, LayerGuides, LayerSquares, LayerArrows}
	} else {
		if !slices.Equal(old.Hidden, s.Hidden) || s.Hidden != nil && (old.Style != s.Style || old.Tray != s.Tray) {
			layers = append(layers, LayerTray)
		}
		if !slices.Equal(old.Guides, s.Guides) {
			layers = append(layers, LayerGuides)
		}
		if len(old.Squares) != len(s.Squares) {
			layers = append(layers, LayerSquares)
		}
		if !slices.Equal(old.Arrows, s.Arrows) || !slices.Equal(old.Premove, s.Premove) || !slices.Equal(old.Drawn, s.Drawn) {
			layers = append(layers, LayerArrows)
		}
	}
	all := slices.Contains(layers, LayerSquares) || old.Style != s.Style
	for i := range s.Squares {
		if all || old.Squares[i] != s.Squares[i] {
			squares = append(squares, i)
		}
	}
	return layers, squares
}

// arrows draws the page's arrows, the premove and the person's drawings.
func arrows(s Snapshot) *Node {
	layer := El("g", "class", LayerArrows, "pointer-events", "none")
	for _, a := range s.Arrows {
		layer.Add(ArrowNode(s.Layout, a, s.Flipped))
	}
	for _, p := range s.Premove {
		layer.Add(PremoveNode(s.Layout, p.From, p.To, s.Flipped))
	}
	for _, d := range s.Drawn {
		layer.Add(ShapeNode(s.Layout, d, s.Flipped))
	}
	return layer
}

// Child returns the first child with the given class, or nil.
func (n *Node) Child(class string) *Node {
	for _, k := range n.Kids {
		if k.Get("class") == class {
			return k
		}
	}
	return nil
}
