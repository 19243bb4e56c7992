//go:build js && wasm

package analysis

import (
	"fmt"
	"strings"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

const svgNS = "http://www.w3.org/2000/svg"

// toggleReview starts the review of the main line, or stops one running.
func (p *page) toggleReview() {
	if p.reviewing {
		p.stopReview()
		p.show()
		return
	}
	r := NewReview(p.tree)
	if len(r.Nodes) < 2 {
		p.notice(p.lang.T("an.review.none"))
		return
	}
	p.retry = nil
	p.review, p.judged, p.reviewing = r, map[*Node]Move{}, true
	p.show() // pauses the live analysis
	p.reviewNext()
}

func (p *page) stopReview() {
	p.judge.Cancel()
	p.reviewing = false
}

// reviewNext evaluates the next position of the review: a finished game
// by its rules, any other by a search of ReviewNodes nodes.
func (p *page) reviewNext() {
	r := p.review
	if !p.reviewing || r == nil {
		return
	}
	if r.Done() {
		p.reviewing = false
		for _, m := range r.Moves() {
			p.judged[m.Node] = m
		}
		p.show()
		return
	}
	n := r.Nodes[len(r.Evals)]
	pos, err := p.tree.Position(n)
	if err != nil {
		p.failReview(err)
		return
	}
	if o := pos.Outcome(); o.Over() {
		r.Evals = append(r.Evals, OutcomeEval(pos, o))
		p.reviewNext()
		return
	}
	p.drawReview()
	p.evaluate(n, func(e Eval, err error) {
		if err != nil {
			p.failReview(err)
			return
		}
		if p.review == r && p.reviewing {
			r.Evals = append(r.Evals, e)
			p.reviewNext()
		}
	})
}

func (p *page) failReview(err error) {
	p.reviewing = false
	p.notice(p.lang.T("an.error.engine", err.Error()))
	p.show()
}

// evaluate searches n's position with the review's node budget.
func (p *page) evaluate(n *Node, done func(Eval, error)) {
	var last protocol.Info
	p.judge.Think(p.request(0, n, 1, ReviewNodes), func(i protocol.Info) {
		if i.MultiPV <= 1 {
			last = i
		}
	}, func(move string, err error) {
		if err != nil {
			done(Eval{}, err)
			return
		}
		done(Eval{CP: last.Score, Mate: last.Mate, Best: move}, nil)
	})
}

// reviewArrow is the better move of the shown faulted move, drawn as an
// arrow from the position before it; "" otherwise.
func (p *page) reviewArrow() string {
	if p.retry != nil {
		return ""
	}
	if m, ok := p.judged[p.tree.Cur]; ok && m.Judgement != Good && m.Better != "" {
		return m.Better
	}
	return ""
}

// drawReview shows the review's progress, summary, graph, the verdict on
// the shown move and the retry button.
func (p *page) drawReview() {
	l := p.lang
	btn := browser.ByID("review")
	browser.SetText(btn, l.T(map[bool]string{true: "an.review.stop", false: "an.review.button"}[p.reviewing]))
	r := p.review
	status, summary := "", ""
	switch {
	case r == nil:
	case p.reviewing:
		status = l.T("an.review.progress", len(r.Evals), len(r.Nodes))
	default:
		status = l.T("an.review.done", len(r.Nodes)-1)
		c := r.Counts()
		var lines []string
		for _, side := range []rules.Color{rules.First, rules.Second} {
			name := l.SideName(p.tree.Variant.Game, side)
			lines = append(lines, l.T("an.review.side", i18n.Capitalize(name),
				c[side][Inaccuracy], c[side][Mistake], c[side][Blunder]))
		}
		summary = strings.Join(lines, "\n")
	}
	browser.SetText(browser.ByID("review-status"), status)
	browser.SetText(browser.ByID("review-summary"), summary)
	p.drawGraph()
	verdict := ""
	m, judged := p.judged[p.tree.Cur]
	if judged && m.Judgement != Good {
		verdict = l.T("an.judge."+m.Judgement.String()) + "."
		if pos, err := p.tree.Position(m.Node.Parent); err == nil && m.Better != "" {
			verdict = l.T("an.judge.best", l.T("an.judge."+m.Judgement.String()), pvText(pos, []string{m.Better}, 1, l))
		}
	}
	v := browser.ByID("verdict")
	if p.retry != nil {
		verdict = p.retry.asked
	}
	browser.SetText(v, verdict)
	if judged {
		browser.SetAttr(v, "data-judgement", m.Judgement.String())
	}
	retry := browser.ByID("retry")
	retry.Set("hidden", p.retry == nil && !(judged && m.Judgement != Good))
	browser.SetText(retry, l.T(map[bool]string{true: "an.retry.leave", false: "an.retry"}[p.retry != nil]))
}

// drawGraph draws the first player's winning chances over the game as an
// SVG area, a hit rectangle per position (data-ply) to jump there, a
// line at the shown position and a dot per faulted move.
func (p *page) drawGraph() {
	box := browser.ByID("graph")
	r := p.review
	box.Set("textContent", "")
	if r == nil || len(r.Evals) == 0 {
		box.Set("hidden", true)
		return
	}
	box.Set("hidden", false)
	const w, h = 600.0, 120.0
	n := len(r.Nodes)
	dx := w / float64(max(n-1, 1))
	svg := svgEl("svg", "viewBox", fmt.Sprintf("0 0 %g %g", w, h), "preserveAspectRatio", "none",
		"role", "img", "aria-label", p.lang.T("an.review.graph"), "class", "graph-svg")
	ch := r.FirstChances()
	pts := []string{fmt.Sprintf("0,%g", h)}
	for i, c := range ch {
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", float64(i)*dx, h/2-c*h/2))
	}
	pts = append(pts, fmt.Sprintf("%.1f,%g", float64(len(ch)-1)*dx, h))
	svg.Call("append", svgEl("rect", "class", "graph-bg", "x", "0", "y", "0", "width", fmt.Sprint(w), "height", fmt.Sprint(h)))
	svg.Call("append", svgEl("polygon", "class", "graph-area", "points", strings.Join(pts, " ")))
	svg.Call("append", svgEl("line", "class", "graph-mid", "x1", "0", "x2", fmt.Sprint(w), "y1", fmt.Sprint(h/2), "y2", fmt.Sprint(h/2)))
	for i, nd := range r.Nodes {
		if m, ok := p.judged[nd]; ok && m.Judgement != Good {
			x := fmt.Sprintf("%.1f", float64(i)*dx)
			svg.Call("append", svgEl("line", "class", "graph-mark", "data-judgement", m.Judgement.String(),
				"x1", x, "x2", x, "y1", "0", "y2", fmt.Sprint(h)))
		}
		if nd == p.tree.Cur {
			x := fmt.Sprintf("%.1f", float64(i)*dx)
			svg.Call("append", svgEl("line", "class", "graph-cur", "x1", x, "x2", x, "y1", "0", "y2", fmt.Sprint(h)))
		}
	}
	for i := range r.Nodes {
		x0, x1 := max(float64(i)*dx-dx/2, 0), min(float64(i)*dx+dx/2, w)
		svg.Call("append", svgEl("rect", "class", "graph-hit", "data-ply", fmt.Sprint(i),
			"x", fmt.Sprintf("%.1f", x0), "y", "0", "width", fmt.Sprintf("%.1f", x1-x0), "height", fmt.Sprint(h)))
	}
	box.Call("append", svg)
}

func svgEl(name string, attrs ...string) js.Value {
	el := doc.Call("createElementNS", svgNS, name)
	for i := 0; i+1 < len(attrs); i += 2 {
		el.Call("setAttribute", attrs[i], attrs[i+1])
	}
	return el
}

// toggleRetry puts the board before the shown faulted move for its player
// to find a better one, or leaves the retry.
func (p *page) toggleRetry() {
	if p.retry != nil {
		p.retry = nil
		p.judge.Cancel()
		p.show()
		return
	}
	m, ok := p.judged[p.tree.Cur]
	if !ok || m.Judgement == Good || p.review == nil {
		return
	}
	before := Eval{}
	for i, nd := range p.review.Nodes {
		if nd == m.Node && i > 0 && i-1 < len(p.review.Evals) {
			before = p.review.Evals[i-1]
		}
	}
	p.tree.Cur = m.Node.Parent
	line, err := p.tree.Game().Copy()
	if err != nil {
		return
	}
	p.retry = &retryState{node: m.Node, before: before, game: line,
		asked: p.lang.T("an.retry.task", p.lang.SideName(p.tree.Variant.Game, m.Node.Mover))}
	p.show()
}

// retryMove judges a move tried in a retry: kept as a variation when the
// engine finds it good, else taken back.
func (p *page) retryMove(uci string) {
	rs := p.retry
	pos, err := p.tree.Position(rs.node.Parent)
	if err != nil {
		return
	}
	text := pvText(pos, []string{uci}, 1, p.lang)
	rs.asked = p.lang.T("an.retry.judging", text)
	p.drawReview()
	finish := func(after Eval) {
		if p.retry != rs {
			return
		}
		if _, j := Judge(rs.before, after, uci); j != Good {
			rs.asked = p.lang.T("an.retry.bad", text, p.lang.T("an.judge."+j.String()))
			rs.game.Undo()
			p.drawBoard()
			p.drawReview()
			return
		}
		p.retry = nil
		if _, err := p.tree.Play(uci); err != nil {
			p.notice(p.lang.T("an.error.move", err.Error()))
		}
		p.show()
		browser.SetText(browser.ByID("verdict"), p.lang.T("an.retry.good", text))
	}
	if uci == rs.before.Best {
		finish(Eval{CP: -rs.before.CP, Mate: -rs.before.Mate})
		return
	}
	q := pos.Clone()
	m, err := q.ParseMove(uci)
	if err != nil {
		return
	}
	q.MakeMove(m)
	if o := q.Outcome(); o.Over() {
		finish(OutcomeEval(q, o))
		return
	}
	// Search the position after the move without keeping it in the tree.
	tmp := &Node{Move: uci, Ply: rs.node.Ply, Parent: rs.node.Parent}
	p.evaluate(tmp, func(e Eval, err error) {
		if err != nil {
			rs.asked = p.lang.T("an.error.engine", err.Error())
			p.drawReview()
			return
		}
		finish(e)
	})
}

// drawMoves writes the move tree: the main line with its numbers, each
// variation in parentheses after the move it replaces; every move is a
// button (data-node) and the shown one is marked aria-current.
func (p *page) drawMoves() {
	box := browser.ByID("moves")
	box.Set("textContent", "")
	root := p.tree.Root()
	if len(root.Children) == 0 {
		box.Call("append", doc.Call("createTextNode", p.lang.T("an.moves.empty")))
		return
	}
	if root.Comment != "" {
		box.Call("append", commentEl(root.Comment))
	}
	p.drawLine(box, root.Children[0], true)
	if cur := box.Call("querySelector", "[aria-current]"); cur.Truthy() {
		_ = cur.Call("scrollIntoView", map[string]any{"block": "nearest"})
	}
}

// drawLine writes n and its main continuation; the variations of a move
// follow it in parentheses, and the next move is numbered again.
func (p *page) drawLine(box js.Value, n *Node, number bool) {
	for n != nil {
		p.drawMove(box, n, number)
		number = false
		if sib := n.Parent.Children; sib[0] == n && len(sib) > 1 {
			for _, v := range sib[1:] {
				p.drawVariation(box, v)
			}
			number = true
		}
		if len(n.Children) == 0 {
			return
		}
		n = n.Children[0]
	}
}

func (p *page) drawVariation(box js.Value, v *Node) {
	span := doc.Call("createElement", "span")
	span.Set("className", "variation")
	p.drawLine(span, v, true)
	box.Call("append", span)
}

// drawMove writes one move button, with its number when it starts a line
// or is the first player's.
func (p *page) drawMove(box js.Value, n *Node, number bool) {
	offset := 0
	if p.tree.Root().Mover == rules.First { // the second player moves first here
		offset = 1
	}
	full := (n.Ply + offset + 1) / 2
	// A number and its move wrap together.
	pair := doc.Call("createElement", "span")
	pair.Set("className", "pair")
	box.Call("append", pair)
	if n.Mover == rules.First {
		pair.Call("append", numberEl(fmt.Sprintf("%d.", full)))
	} else if number {
		pair.Call("append", numberEl(fmt.Sprintf("%d…", full)))
	}
	b := doc.Call("createElement", "button")
	b.Set("type", "button")
	b.Set("className", "mv")
	b.Call("setAttribute", "data-node", fmt.Sprint(n.ID))
	b.Call("setAttribute", "data-uci", n.Move)
	text := n.Text
	if m, ok := p.judged[n]; ok && m.Judgement != Good {
		b.Call("setAttribute", "data-judgement", m.Judgement.String())
		text += [...]string{"", "?!", "?", "??"}[m.Judgement]
	}
	b.Set("textContent", text)
	if n == p.tree.Cur {
		b.Call("setAttribute", "aria-current", "true")
	}
	pair.Call("append", b)
	if n.Comment != "" {
		box.Call("append", commentEl(n.Comment))
	}
}

// commentEl shows a record's comment in the move list, cut short there;
// the comment box under the board shows the whole of the position's own.
func commentEl(s string) js.Value {
	el := doc.Call("createElement", "span")
	el.Set("className", "comment")
	short := []rune(s)
	if len(short) > 60 {
		short = append(short[:60], '…')
	}
	el.Set("textContent", string(short))
	el.Set("title", s)
	return el
}

func numberEl(s string) js.Value {
	el := doc.Call("createElement", "span")
	el.Set("className", "num")
	el.Set("textContent", s)
	return el
}
