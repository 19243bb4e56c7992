package driver

import (
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

// Shape is one of the person's drawings: an arrow from From to To, or a
// circle round From when To is the same point. It is theirs alone: the
// page's arrows and marks attributes are drawn apart from it.
type Shape struct {
	From, To rules.Square
	Brush    string // a key of view.Brushes
}

// maxShapes bounds the drawings kept, whatever a pointer does.
const maxShapes = 64

// Draw toggles a drawing: the same shape in the same brush is erased, in
// another brush it is recoloured, a new one is added. Points off the board
// draw nothing, nor does a banqi board. It returns whether the drawings
// changed.
func (c *Controller) Draw(from, to rules.Square, brush string) bool {
	c.preview = nil
	if c.v == nil || c.v.HiddenPieces || !c.v.OnBoard(from) || !c.v.OnBoard(to) {
		return false
	}
	if _, ok := view.Brushes[brush]; !ok {
		brush = "green"
	}
	for i, s := range c.shapes {
		if s.From != from || s.To != to {
			continue
		}
		if s.Brush == brush {
			c.shapes = append(c.shapes[:i], c.shapes[i+1:]...)
		} else {
			c.shapes[i].Brush = brush
		}
		return true
	}
	if len(c.shapes) >= maxShapes {
		return false
	}
	c.shapes = append(c.shapes, Shape{From: from, To: to, Brush: brush})
	return true
}

// Preview shows the drawing under way (the pointer still down) until Draw
// or ClearShapes ends it; a point off the board hides it.
func (c *Controller) Preview(from, to rules.Square, brush string) {
	c.preview = nil
	if c.v != nil && !c.v.HiddenPieces && c.v.OnBoard(from) && c.v.OnBoard(to) {
		c.preview = &Shape{From: from, To: to, Brush: brush}
	}
}

// ClearShapes erases every drawing (a plain click on the board, a move);
// it returns whether there were any.
func (c *Controller) ClearShapes() bool {
	c.preview = nil
	had := len(c.shapes) > 0
	c.shapes = nil
	return had
}

// Shapes returns the person's drawings, oldest first.
func (c *Controller) Shapes() []Shape { return append([]Shape(nil), c.shapes...) }

// drawn is what State shows of the drawings, the one under way last.
func (c *Controller) drawn() []view.Shape {
	var out []view.Shape
	for _, s := range c.shapes {
		out = append(out, viewShape(s))
	}
	if c.preview != nil {
		out = append(out, viewShape(*c.preview))
	}
	return out
}

func viewShape(s Shape) view.Shape {
	return view.Shape{From: [2]int{s.From.File(), s.From.Rank()}, To: [2]int{s.To.File(), s.To.Rank()}, Brush: s.Brush}
}
