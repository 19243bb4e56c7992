package view

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

var games = []struct {
	game         Game
	files, ranks int
	letters      string
}{
	{Xiangqi, 9, 10, "KABNRCP"},
	{Janggi, 9, 10, "KABNRCP"},
	{Shatar, 8, 8, "KJRBNP"},
	{Hiashatar, 10, 10, "KQRBNGP"},
}

func TestLayoutRoundTrip(t *testing.T) {
	for _, g := range games {
		l := NewLayout(g.game, g.files, g.ranks)
		for _, flipped := range []bool{false, true} {
			for f := 0; f < g.files; f++ {
				for r := 0; r < g.ranks; r++ {
					x, y := l.Center(f, r, flipped)
					if x < 0 || y < 0 || x > l.Width || y > l.Height {
						t.Fatalf("%s %d,%d outside the view box", g.game, f, r)
					}
					// Anywhere within a third of a cell maps back to the same square.
					for _, d := range [][2]float64{{0, 0}, {30, -30}, {-30, 30}} {
						gf, gr, ok := l.At(float64(x)+d[0], float64(y)+d[1], flipped)
						if !ok || gf != f || gr != r {
							t.Fatalf("%s flipped=%v: %d,%d+%v → %d,%d,%v", g.game, flipped, f, r, d, gf, gr, ok)
						}
					}
				}
			}
		}
		if _, _, ok := l.At(-5, -5, false); ok {
			t.Errorf("%s: a point outside the board maps to a square", g.game)
		}
	}
}

func TestClientToBoard(t *testing.T) {
	l := NewLayout(Xiangqi, 9, 10)
	tests := []struct{ w, h, cx, cy, x, y float64 }{
		{float64(l.Width), float64(l.Height), 10, 20, 10, 20},         // natural size
		{float64(l.Width) / 2, float64(l.Height) / 2, 10, 20, 20, 40}, // half size
		{float64(l.Width) + 100, float64(l.Height), 60, 0, 10, 0},     // letterboxed sideways
		{float64(l.Width), float64(l.Height) + 50, 0, 25 + 10, 0, 10}, // letterboxed vertically
		{0, 0, 5, 5, -1, -1}, // not laid out yet
		{float64(l.Width), float64(l.Height), float64(l.Width), 0, float64(l.Width), 0}, // the edge
	}
	for _, tt := range tests {
		x, y := l.ClientToBoard(tt.w, tt.h, tt.cx, tt.cy)
		if x != tt.x || y != tt.y {
			t.Errorf("ClientToBoard(%v,%v,%v,%v) = %v,%v; want %v,%v", tt.w, tt.h, tt.cx, tt.cy, x, y, tt.x, tt.y)
		}
	}
}

func TestStep(t *testing.T) {
	l := NewLayout(Shatar, 8, 8)
	tests := []struct {
		f, r, dx, dy int
		flipped      bool
		wf, wr       int
	}{
		{4, 0, 0, -1, false, 4, 1}, // up the screen is up the ranks
		{4, 0, 0, -1, true, 4, 0},  // flipped: up the screen is down the ranks, clamped
		{0, 7, -1, 0, false, 0, 7}, // clamped at the edge
		{0, 7, -1, 0, true, 1, 7},
	}
	for _, tt := range tests {
		f, r := l.Step(tt.f, tt.r, tt.dx, tt.dy, tt.flipped)
		if f != tt.wf || r != tt.wr {
			t.Errorf("Step(%d,%d,%d,%d,%v) = %d,%d; want %d,%d", tt.f, tt.r, tt.dx, tt.dy, tt.flipped, f, r, tt.wf, tt.wr)
		}
	}
}

func TestBoardDrawing(t *testing.T) {
	count := func(n *Node, class string) int {
		return n.Count(func(n *Node) bool { return n.Get("class") == class })
	}
	tests := []struct {
		game    Game
		class   string
		kids    int // children of the first node with that class
		texts   string
		noClass string
	}{
		{Xiangqi, "lines", 10 + 2 + 7*2, "楚 河", ""},
		{Xiangqi, "marks", 4*4 + 6*4 + 4*2, "", ""}, // cannon points, inner and edge soldier points
		{Janggi, "lines", 10 + 9, "", "river"},
		{Shatar, "squares", 1 + 64, "", "lines"},
		{Hiashatar, "squares", 1 + 100, "", "palace"},
	}
	for _, tt := range tests {
		v := rules.MustPreset(string(tt.game))
		l := NewLayout(tt.game, v.Files, v.Ranks)
		b := Board(tt.game, l, false)
		var found *Node
		b.Count(func(n *Node) bool {
			if found == nil && n.Get("class") == tt.class {
				found = n
			}
			return false
		})
		if found == nil || len(found.Kids) != tt.kids {
			t.Errorf("%s %s: %v children, want %d", tt.game, tt.class, found, tt.kids)
			continue
		}
		if tt.texts != "" && !strings.Contains(b.String(), tt.texts) {
			t.Errorf("%s: no %q", tt.game, tt.texts)
		}
		if tt.noClass != "" && count(b, tt.noClass) != 0 {
			t.Errorf("%s has %s", tt.game, tt.noClass)
		}
	}
}

func TestPiecesDrawn(t *testing.T) {
	for _, g := range games {
		for _, style := range []Style{Traditional, Western} {
			for _, l := range g.letters + strings.ToLower(g.letters) {
				n := Piece(g.game, byte(l), style)
				if n.Get("data-piece") != string(l) || len(n.Kids) != 1 || len(n.Kids[0].Kids) < 2 {
					t.Errorf("%s %c %s: %s", g.game, l, style, n)
				}
				s := n.String()
				if style == Traditional && (g.game == Xiangqi || g.game == Janggi) &&
					!strings.Contains(s, characters[g.game][byte(l)]) {
					t.Errorf("%s %c: no character", g.game, l)
				}
				rg, _ := rules.ParseGame(string(g.game))
				if i18n.English.PieceWord(rg, byte(l)) == "piece" || i18n.Spanish.PieceWord(rg, byte(l)) == "pieza" {
					t.Errorf("%s %c has no name", g.game, l)
				}
			}
		}
	}
}

func TestSquareNode(t *testing.T) {
	l := NewLayout(Xiangqi, 9, 10)
	n := SquareNode(Xiangqi, l, false, SquareState{Name: "b1", File: 1, Rank: 0, Piece: 'N', Dest: true, Label: "red horse on b1"}, Traditional)
	if n.Get("data-square") != "b1" || n.Get("aria-label") != "red horse on b1" {
		t.Errorf("attributes: %s", n)
	}
	if !strings.Contains(n.String(), `data-dest=""`) || !strings.Contains(n.String(), "capture") {
		t.Errorf("a capture destination lacks its ring: %s", n)
	}
	if n.Get("transform") != "translate(185 985)" {
		t.Errorf("transform %q", n.Get("transform"))
	}
}

func TestEscaping(t *testing.T) {
	n := El("text", "data-x", `"><script>`).WithText("<b>&")
	want := `<text data-x="&quot;&gt;&lt;script&gt;">&lt;b&gt;&amp;</text>`
	if n.String() != want {
		t.Errorf("got %s", n)
	}
}
