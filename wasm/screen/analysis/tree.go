// Package analysis is the /analysis/ screen: free moves for both sides kept
// as a tree of variations, the engine's lines for the position shown, and
// the review of a whole game. The tree owns the game on the board: its
// line from the start to the position shown is a core.Game, which the page
// hands its <elephant-board>. The tree, the loading of positions, records
// and games read from files (Load, Paste, FromGame) and the review's
// judgements are plain Go, tested natively; the page (page.go, build tag
// js && wasm) drives the board and the page's engine worker.
package analysis

import (
	"fmt"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/driver"
)

// MaxNodes bounds the moves a tree holds, so that a pasted record or a long
// session cannot grow the page without limit.
const MaxNodes = 10000

// Node is a position of the tree, reached by Move from its parent.
type Node struct {
	ID       int    // index in Tree.Nodes; the root is 0
	Move     string // UCI; "" at the root
	Text     string // the move in the game's notation for the tree's language (driver.MoveText)
	Ply      int    // moves from the root
	Mover    rules.Color
	Comment  string // said after the move (a record's); at the root, before the first
	Parent   *Node
	Children []*Node // Children[0] continues the line; the others are variations
}

// Tree holds a start position and every move tried from it, and the game
// of the line to the position shown.
type Tree struct {
	Variant *rules.Variant
	FEN     string // the start position
	Nodes   []*Node
	Cur     *Node // the position shown
	Lang    i18n.Lang
	game    *core.Game // the moves from the root to Cur (see Game)
}

// NewTree starts a tree at fen ("" for the variant's start position).
func NewTree(v *rules.Variant, fen string) (*Tree, error) {
	if fen == "" {
		fen = v.StartFEN
	}
	g, err := core.New(v, fen)
	if err != nil {
		return nil, fmt.Errorf("start position: %w", err)
	}
	root := &Node{Mover: g.Live().SideToMove().Other()}
	return &Tree{Variant: v, FEN: g.Live().FEN(), Nodes: []*Node{root}, Cur: root, game: g}, nil
}

// Game is the line from the start to the position shown, as one game: the
// board shows it, and a move played into it (Play) grows the tree.
func (t *Tree) Game() *core.Game {
	path := t.Path(t.Cur)
	held := t.game.UCI()
	same := 0
	for same < len(path) && same < len(held) && path[same] == held[same] {
		same++
	}
	for t.game.Plies() > same {
		t.game.Undo()
	}
	for _, u := range path[same:] {
		if err := t.game.PlayUCI(u, core.ByAPI); err != nil { // every node was played once already
			break
		}
	}
	return t.game
}

// Root is the start position.
func (t *Tree) Root() *Node { return t.Nodes[0] }

// Path lists the UCI moves from the root to n.
func (t *Tree) Path(n *Node) []string {
	out := make([]string, n.Ply)
	for ; n.Parent != nil; n = n.Parent {
		out[n.Ply-1] = n.Move
	}
	return out
}

// Position is the position at n, a copy.
func (t *Tree) Position(n *Node) (*rules.Position, error) {
	if n == t.Cur {
		return t.Game().Position().Clone(), nil
	}
	p, err := t.Variant.NewPosition(t.FEN)
	if err != nil {
		return nil, err
	}
	for i, s := range t.Path(n) {
		m, err := p.ParseMove(s)
		if err != nil {
			return nil, fmt.Errorf("move %d %q: %w", i+1, s, err)
		}
		p.MakeMove(m)
	}
	return p, nil
}

// Play makes a move from the current position and shows the result: an
// existing continuation is followed, a new move becomes the line's main
// continuation when the position had none, else a variation. The game
// (Game) plays it too.
func (t *Tree) Play(uci string) (*Node, error) {
	for _, c := range t.Cur.Children {
		if c.Move == uci {
			t.Cur = c
			t.Game()
			return c, nil
		}
	}
	if len(t.Nodes) >= MaxNodes {
		return nil, fmt.Errorf("the analysis holds %d moves, the most it keeps", MaxNodes)
	}
	g := t.Game()
	p := g.Position()
	m, err := p.ParseMove(uci)
	if err != nil {
		return nil, fmt.Errorf("move %q: %w", uci, err)
	}
	if !p.IsLegal(m) {
		return nil, fmt.Errorf("move %q is not legal here", uci)
	}
	n := &Node{ID: len(t.Nodes), Move: m.String(), Text: driver.MoveText(p, m, t.Lang),
		Ply: t.Cur.Ply + 1, Mover: p.SideToMove(), Parent: t.Cur}
	if err := g.Play(m, core.ByUser); err != nil {
		return nil, err
	}
	t.Cur.Children = append(t.Cur.Children, n)
	t.Nodes = append(t.Nodes, n)
	t.Cur = n
	return n, nil
}

// PlayLine plays moves one after another from the current position.
func (t *Tree) PlayLine(moves []string) error {
	for i, s := range moves {
		if _, err := t.Play(s); err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return nil
}

// Node returns the node with the id, or nil.
func (t *Tree) Node(id int) *Node {
	if id < 0 || id >= len(t.Nodes) {
		return nil
	}
	return t.Nodes[id]
}

// GoTo shows a node; an unknown id changes nothing.
func (t *Tree) GoTo(id int) bool {
	n := t.Node(id)
	if n == nil {
		return false
	}
	t.Cur = n
	return true
}

// Back steps to the parent; false at the root.
func (t *Tree) Back() bool {
	if t.Cur.Parent == nil {
		return false
	}
	t.Cur = t.Cur.Parent
	return true
}

// Forward follows the main continuation; false at a line's end.
func (t *Tree) Forward() bool {
	if len(t.Cur.Children) == 0 {
		return false
	}
	t.Cur = t.Cur.Children[0]
	return true
}

// Mainline lists the nodes of the main line after the root.
func (t *Tree) Mainline() []*Node {
	var out []*Node
	for n := t.Root(); len(n.Children) > 0; {
		n = n.Children[0]
		out = append(out, n)
	}
	return out
}

// Promote makes n's line the main one at every branching above it.
func (t *Tree) Promote(n *Node) {
	for ; n.Parent != nil; n = n.Parent {
		sib := n.Parent.Children
		for i, c := range sib {
			if c == n && i > 0 {
				copy(sib[1:i+1], sib[:i])
				sib[0] = n
			}
		}
	}
}

// Delete removes n and everything after it; the current position moves to
// n's parent when it was inside. The root cannot be deleted.
func (t *Tree) Delete(n *Node) {
	if n.Parent == nil {
		return
	}
	for c := t.Cur; c != nil; c = c.Parent {
		if c == n {
			t.Cur = n.Parent
			break
		}
	}
	sib := n.Parent.Children
	for i, c := range sib {
		if c == n {
			n.Parent.Children = append(sib[:i:i], sib[i+1:]...)
			break
		}
	}
	t.renumber()
}

// renumber rebuilds Nodes from the tree, depth first, so that ids stay
// indexes after a deletion.
func (t *Tree) renumber() {
	root := t.Root()
	t.Nodes = t.Nodes[:0]
	var walk func(n *Node)
	walk = func(n *Node) {
		n.ID = len(t.Nodes)
		t.Nodes = append(t.Nodes, n)
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(root)
}

// SetLang spells every move again for a page in language l (xiangqi moves
// read differently in Spanish).
func (t *Tree) SetLang(l i18n.Lang) {
	t.Lang = l
	p, err := t.Variant.NewPosition(t.FEN)
	if err != nil {
		return
	}
	t.respell(p, t.Root())
}

func (t *Tree) respell(p *rules.Position, n *Node) {
	for _, c := range n.Children {
		m, err := p.ParseMove(c.Move)
		if err != nil {
			continue
		}
		c.Text = driver.MoveText(p, m, t.Lang)
		p.MakeMove(m)
		t.respell(p, c)
		p.UnmakeMove()
	}
}

// FromGame builds the tree of a game read from a file: its rules, start
// position (FEN, "" for the variant's), moves and comments (comments[i]
// follows move i; comments[0] comes before the first move; nil for none).
// The position shown is the start, as a game opened to be replayed; the
// moves before an illegal one are kept and the error names it.
func FromGame(v *rules.Variant, fen string, moves []rules.Move, comments []string) (*Tree, error) {
	t, err := NewTree(v, fen)
	if err != nil {
		return nil, err
	}
	comment := func(i int) string {
		if i < len(comments) {
			return comments[i]
		}
		return ""
	}
	t.Root().Comment = comment(0)
	for i, m := range moves {
		n, err := t.Play(m.String())
		if err != nil {
			t.Cur = t.Root()
			return t, fmt.Errorf("move %d: %w", i+1, err)
		}
		n.Comment = comment(i + 1)
	}
	t.Cur = t.Root()
	return t, nil
}
