package driver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// shapesText writes the drawings as "from-to/brush" words, oldest first.
func shapesText(c *Controller) string {
	var out []string
	for _, s := range c.Shapes() {
		out = append(out, fmt.Sprintf("%s-%s/%s", s.From, s.To, s.Brush))
	}
	return strings.Join(out, " ")
}

func TestDrawToggles(t *testing.T) {
	type step struct {
		from, to, brush string // from "" clears
		changed         bool
		want            string
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"arrow drawn and erased", []step{
			{"h3", "e3", "green", true, "h3-e3/green"},
			{"h3", "e3", "green", true, ""},
		}},
		{"circle drawn and erased", []step{
			{"e5", "e5", "green", true, "e5-e5/green"},
			{"e5", "e5", "green", true, ""},
		}},
		{"another brush recolours", []step{
			{"b1", "c3", "green", true, "b1-c3/green"},
			{"b1", "c3", "red", true, "b1-c3/red"},
			{"b1", "c3", "red", true, ""},
		}},
		{"shapes are kept apart", []step{
			{"b1", "c3", "green", true, "b1-c3/green"},
			{"c3", "b1", "blue", true, "b1-c3/green c3-b1/blue"},
			{"c3", "c3", "yellow", true, "b1-c3/green c3-b1/blue c3-c3/yellow"},
			{"b1", "c3", "green", true, "c3-b1/blue c3-c3/yellow"},
		}},
		{"an unknown brush draws green", []step{{"a1", "a2", "purple", true, "a1-a2/green"}}},
		{"off the board draws nothing", []step{
			{"a1", "", "green", false, ""},
			{"j1", "a1", "green", false, ""},
		}},
		{"a clear erases all", []step{
			{"a1", "a2", "green", true, "a1-a2/green"},
			{"e1", "e1", "red", true, "a1-a2/green e1-e1/red"},
			{"", "", "", true, ""},
			{"", "", "", false, ""},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New(&fakeHost{}, Attrs{Mode: "play"})
			for i, s := range tt.steps {
				var changed bool
				if s.from == "" {
					changed = c.ClearShapes()
				} else {
					changed = c.Draw(square(c, s.from), square(c, s.to), s.brush)
				}
				if changed != s.changed || shapesText(c) != s.want {
					t.Fatalf("step %d: changed %v, shapes %q; want %v, %q", i+1, changed, shapesText(c), s.changed, s.want)
				}
			}
		})
	}
}

// square parses a point of c's board; a bad name gives rules.NoSquare.
func square(c *Controller, name string) rules.Square {
	s, err := c.Variant().ParseSquare(name)
	if err != nil {
		return rules.NoSquare
	}
	return s
}

func TestDrawLimitAndState(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Mode: "play", Arrows: "b1c3"})
	n := 0
	for _, s := range c.Variant().Squares() {
		if c.Draw(s, s, "green") {
			n++
		}
	}
	if n != maxShapes || len(c.Shapes()) != maxShapes {
		t.Fatalf("%d circles drawn, %d kept; want %d", n, len(c.Shapes()), maxShapes)
	}
	c.ClearShapes()
	c.Draw(sq(t, c, "h3"), sq(t, c, "e3"), "red")
	c.Preview(sq(t, c, "e1"), sq(t, c, "e2"), "blue")
	st := c.State()
	if len(st.Drawn) != 2 || st.Drawn[0].Brush != "red" || st.Drawn[1].Brush != "blue" || st.Drawn[1].To != [2]int{4, 1} {
		t.Fatalf("drawn %+v: want the red arrow, then the blue one under way", st.Drawn)
	}
	if len(st.Arrows) != 1 || st.Arrows[0].Name != "b1c3" {
		t.Errorf("the page's arrows %+v changed with the drawings", st.Arrows)
	}
	c.Preview(sq(t, c, "e1"), rules.NoSquare, "blue")
	if got := len(c.State().Drawn); got != 1 {
		t.Errorf("a preview off the board is still shown: %d shapes", got)
	}
}

func TestMoveClearsDrawings(t *testing.T) {
	c := New(&fakeHost{}, Attrs{Mode: "play"})
	c.Draw(sq(t, c, "h3"), sq(t, c, "e3"), "green")
	click(t, c, "h3")
	if len(c.Shapes()) != 1 {
		t.Fatal("selecting a piece erased the drawings")
	}
	click(t, c, "e3")
	if c.Position().LastMove().String() != "h3e3" {
		t.Fatalf("move not played: %q", c.State().Message)
	}
	if len(c.Shapes()) != 0 || len(c.State().Drawn) != 0 {
		t.Errorf("drawings %q kept after a move", shapesText(c))
	}
}
