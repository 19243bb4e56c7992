package view

import (
	"slices"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// points returns every point of a files×ranks board, rank 1 first, with
// the given changes by name.
func points(files, ranks int, change map[string]SquareState) []SquareState {
	var out []SquareState
	for r := range ranks {
		for f := range files {
			name := SquareName(f, r)
			s := change[name]
			s.Name, s.File, s.Rank = name, f, r
			out = append(out, s)
		}
	}
	return out
}

// hooked counts the nodes carrying an attribute, empty or not.
func hooked(n *Node, attr string) int {
	return n.Count(func(k *Node) bool {
		for _, a := range k.Attrs {
			if a.Name == attr {
				return true
			}
		}
		return false
	})
}

// square returns the group of the named point, or nil.
func square(svg *Node, name string) *Node {
	for _, k := range svg.Child(LayerSquares).Kids {
		if k.Get("data-square") == name {
			return k
		}
	}
	return nil
}

func TestRender(t *testing.T) {
	xq := NewLayout(Xiangqi, 9, 10)
	tests := []struct {
		name  string
		snap  Snapshot
		attrs map[string]string // on the svg
		hooks map[string]int    // attribute → how many nodes carry it
		want  map[string]string // point (or a layer's class) → what its SVG holds, in order, "|"-separated
	}{
		{name: "no board", snap: Snapshot{Role: "board", Label: "board"},
			attrs: map[string]string{"viewBox": "0 0 900 1000", "aria-label": "board", "aria-roledescription": "board"},
			hooks: map[string]int{"data-square": 0, "data-piece": 0}},
		{name: "play", snap: Snapshot{Game: Xiangqi, Layout: xq, Label: "Xiangqi, red to move",
			Squares: points(9, 10, map[string]SquareState{
				"b1": {Piece: 'N', Selected: true, Label: "red horse on b1"}, "a3": {Dest: true}, "c3": {Dest: true, Piece: 'p'},
				"e1": {Piece: 'K', Check: true}, "e10": {Piece: 'k', Last: true}, "e9": {Last: true},
				"i1": {Cursor: true}, "d1": {Marked: true}}),
			Arrows:  []Arrow{{Name: "h3e3", From: [2]int{7, 2}, To: [2]int{4, 2}}},
			Premove: []Arrow{{Name: "a1a2", From: [2]int{0, 0}, To: [2]int{0, 1}}},
			Drawn:   []Shape{{From: [2]int{4, 4}, To: [2]int{4, 4}, Brush: "red"}}},
			attrs: map[string]string{"viewBox": "0 0 970 1070", "aria-label": "Xiangqi, red to move", "tabindex": "0", "role": "application"},
			hooks: map[string]int{"data-square": 90, "data-piece": 4, "data-dest": 2, "data-mark": 1, "data-arrow": 1, "data-target": 0},
			want: map[string]string{
				"b1": `aria-label="red horse on b1"|class="mark"|fill="` + selectFill + `"|data-piece="N"`,
				"a3": `data-dest=""|class="dest"`, "c3": `data-dest=""|data-piece="p"|class="dest capture"`,
				"e1": `class="check"|data-piece="K"`, "e10": `fill="` + lastFill + `"|data-piece="k"`,
				"i1": `class="cursor"`, "d1": `data-mark=""|class="marked"`,
				LayerArrows: `data-arrow="h3e3"|class="premove"|class="drawn circle red"`}},
		{name: "lesson", snap: Snapshot{Game: Shatar, Layout: NewLayout(Shatar, 8, 8), Flipped: true,
			Role: "tablero", Label: "tablero de shatar",
			Squares: points(8, 8, map[string]SquareState{"c2": {Target: true, Piece: 'p'}, "c6": {Target: true},
				"d1": {Highlighted: true, Piece: 'J'}}),
			Guides: []Guide{{Name: "d1d8", From: [2]int{3, 0}, To: [2]int{3, 7}, Focus: true}}},
			attrs: map[string]string{"viewBox": "0 0 880 880", "aria-roledescription": "tablero"},
			hooks: map[string]int{"data-square": 64, "data-piece": 2, "data-target": 2, "data-mark": 1, "data-arrow": 1},
			want: map[string]string{
				"c2": `data-piece="p"|data-target="c2"|class="ring"|class="star badge"`,
				"c6": `data-target="c6"|class="star"`, "d1": `data-mark=""|data-piece="J"|class="mark-point"`,
				LayerGuides: `class="arrow focus" data-arrow="d1d8"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svg := Render(tt.snap)
			var layers []string
			for _, k := range svg.Kids {
				layers = append(layers, k.Get("class"))
			}
			if got := strings.Join(layers, " "); got != "layer-board layer-tray layer-guides layer-squares layer-arrows layer-drag" {
				t.Errorf("layers %s", got)
			}
			for name, want := range tt.attrs {
				if got := svg.Get(name); got != want {
					t.Errorf("svg %s=%q, want %q", name, got, want)
				}
			}
			for attr, want := range tt.hooks {
				if got := hooked(svg, attr); got != want {
					t.Errorf("%d nodes with %s, want %d", got, attr, want)
				}
			}
			for where, want := range tt.want {
				n := svg.Child(where)
				if n == nil {
					n = square(svg, where)
				}
				if n == nil {
					t.Errorf("no %s", where)
					continue
				}
				text, at := n.String(), 0
				for _, w := range strings.Split(want, "|") {
					i := strings.Index(text[at:], w)
					if i < 0 {
						t.Errorf("%s: %q missing or out of order in %s", where, w, text)
						break
					}
					at += i
				}
			}
		})
	}
}

// TestRenderFlipped: the second player's view puts a1 at the top right.
func TestRenderFlipped(t *testing.T) {
	l := NewLayout(Janggi, 9, 10)
	s := Snapshot{Game: Janggi, Layout: l, Squares: points(9, 10, nil)}
	if got := square(Render(s), "a1").Get("transform"); got != "translate(85 985)" {
		t.Errorf("a1 at %s", got)
	}
	s.Flipped = true
	if got := square(Render(s), "a1").Get("transform"); got != "translate(885 85)" {
		t.Errorf("flipped a1 at %s", got)
	}
}

func TestDiff(t *testing.T) {
	xq := Snapshot{Game: Xiangqi, Layout: NewLayout(Xiangqi, 9, 10),
		Squares: points(9, 10, map[string]SquareState{"b1": {Piece: 'N'}})}
	edit := func(f func(*Snapshot)) Snapshot {
		s := xq
		s.Squares = slices.Clone(xq.Squares)
		f(&s)
		return s
	}
	tray := edit(func(s *Snapshot) { s.Hidden = []Count{{'K', 1}} })
	every := make([]int, 90)
	for i := range every {
		every[i] = i
	}
	all := []string{LayerBoard, LayerTray, LayerGuides, LayerSquares, LayerArrows}
	tests := []struct {
		name    string
		old, s  Snapshot
		layers  []string
		squares []int
	}{
		{"nothing", xq, xq, nil, nil},
		{"first paint", Snapshot{}, xq, all, every},
		{"no board any more", xq, Snapshot{}, all, nil},
		{"flipped", xq, edit(func(s *Snapshot) { s.Flipped = true }), all, every},
		{"another game", xq, edit(func(s *Snapshot) { s.Game = Janggi }), all, every},
		{"piece style", xq, edit(func(s *Snapshot) { s.Style = Western }), nil, every},
		{"a move", xq, edit(func(s *Snapshot) { s.Squares[1].Piece, s.Squares[20].Piece = 0, 'N' }), nil, []int{1, 20}},
		{"the cursor", xq, edit(func(s *Snapshot) { s.Squares[4].Cursor = true }), nil, []int{4}},
		{"an arrow", xq, edit(func(s *Snapshot) { s.Arrows = []Arrow{{Name: "b1c3", To: [2]int{2, 2}}} }), []string{LayerArrows}, nil},
		{"a drawing", xq, edit(func(s *Snapshot) { s.Drawn = []Shape{{Brush: "red"}} }), []string{LayerArrows}, nil},
		{"a guide", xq, edit(func(s *Snapshot) { s.Guides = []Guide{{Name: "b1c3", To: [2]int{2, 2}}} }), []string{LayerGuides}, nil},
		{"the label", xq, edit(func(s *Snapshot) { s.Label = "another" }), nil, nil}, // the frame, always set
		{"the tray", xq, edit(func(s *Snapshot) { s.Hidden = []Count{{'K', 1}} }), []string{LayerTray}, nil},
		{"the tray's style", tray, func() Snapshot { s := tray; s.Style = Western; return s }(), []string{LayerTray}, every},
	}
	for _, tt := range tests {
		layers, squares := Diff(tt.old, tt.s)
		if !slices.Equal(layers, tt.layers) || !slices.Equal(squares, tt.squares) {
			t.Errorf("%s: layers %v, squares %v; want %v, %v", tt.name, layers, squares, tt.layers, tt.squares)
		}
	}
}

// BenchmarkKey is a key press on a xiangqi opening as a painter sees it:
// the cursor moves, the two points it leaves and reaches are drawn anew.
func BenchmarkKey(b *testing.B) {
	v := rules.MustPreset("xiangqi")
	pos, err := v.NewPosition(v.StartFEN)
	if err != nil {
		b.Fatal(err)
	}
	s := Snapshot{Game: Xiangqi, Layout: NewLayout(Xiangqi, v.Files, v.Ranks)}
	for _, sq := range v.Squares() {
		st := SquareState{Name: sq.String(), File: sq.File(), Rank: sq.Rank()}
		if pc := pos.At(sq); pc != rules.Empty {
			st.Piece = v.Letter(pc)
		}
		s.Squares = append(s.Squares, st)
	}
	s.Squares[1].Cursor = true
	next := s
	next.Squares = slices.Clone(s.Squares)
	next.Squares[1].Cursor, next.Squares[2].Cursor = false, true
	for b.Loop() {
		_, squares := Diff(s, next)
		for _, i := range squares {
			_ = next.Square(i)
		}
	}
}
