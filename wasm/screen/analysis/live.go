//go:build js && wasm

package analysis

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// analyse restarts the engine on the shown position: an infinite search
// with the chosen number of lines, stopped by the next change. It waits
// while a review runs and hides during a retry.
func (p *page) analyse() {
	p.live.Cancel()
	p.pv = p.pv[:0]
	p.searchID++
	status := ""
	switch {
	case p.retry != nil:
		status = p.lang.T("an.engine.retry")
	case p.reviewing:
		status = p.lang.T("an.engine.paused")
	case !p.engineOn:
		status = p.lang.T("an.engine.off")
	}
	if status != "" {
		p.drawLines(status)
		return
	}
	pos, err := p.tree.Position(p.tree.Cur)
	if err != nil {
		p.drawLines(err.Error())
		return
	}
	if o := pos.Outcome(); o.Over() {
		p.drawLines(p.lang.T("an.engine.over", p.lang.Outcome(o)))
		return
	}
	id := p.searchID
	p.drawLines(p.lang.T("an.engine.thinking"))
	p.live.Think(p.request(id, p.tree.Cur, p.lines, 0), func(i protocol.Info) {
		if id != p.searchID || i.MultiPV < 1 || i.MultiPV > maxLines {
			return
		}
		for len(p.pv) < i.MultiPV {
			p.pv = append(p.pv, protocol.Info{})
		}
		p.pv[i.MultiPV-1] = i
		p.drawLines("")
	}, func(_ string, err error) {
		if id == p.searchID && err != nil {
			p.drawLines(p.lang.T("an.error.engine", err.Error()))
		}
	})
}

// request asks for a search of n's position: infinite with lines when
// nodes is 0, else bounded by the node budget.
func (p *page) request(id int, n *Node, lines int, nodes uint64) protocol.Request {
	return protocol.NewRequest(id, p.tree.Variant, p.tree.FEN, p.tree.Path(n), protocol.MaxLevel,
		protocol.Limits{MultiPV: lines, Nodes: nodes, Infinite: nodes == 0})
}

// scoreText writes a score from the first player's side: +0.35, #3, -#2.
func scoreText(i protocol.Info, stm rules.Color) string {
	cp, mate := i.Score, i.Mate
	if stm == rules.Second {
		cp, mate = -cp, -mate
	}
	if mate > 0 {
		return fmt.Sprintf("#%d", mate)
	}
	if mate < 0 {
		return fmt.Sprintf("-#%d", -mate)
	}
	return fmt.Sprintf("%+.2f", float64(cp)/100)
}

// drawLines shows the engine's lines (or a status), the arrows of their
// first moves and the evaluation bar.
func (p *page) drawLines(status string) {
	list := browser.ByID("lines")
	head := browser.ByID("engine-status")
	pos, err := p.tree.Position(p.tree.Cur)
	if status != "" || err != nil || len(p.pv) == 0 {
		browser.SetText(head, status)
		list.Set("textContent", "")
		p.arrows = nil
		if a := p.reviewArrow(); a != "" {
			p.arrows = []string{a}
		}
		p.drawBoard()
		p.drawBar(nil, 0)
		return
	}
	stm := pos.SideToMove()
	first := p.pv[0]
	browser.SetText(head, p.lang.T("an.depth", first.Depth)+" · "+p.lang.T("an.nodes", thousands(first.Nodes)))
	list.Set("textContent", "")
	var arrows []string
	for k, i := range p.pv {
		if len(i.PV) == 0 || k >= p.lines {
			continue
		}
		arrows = append(arrows, i.PV[0])
		li := doc.Call("createElement", "li")
		li.Call("setAttribute", "data-move", i.PV[0])
		li.Call("setAttribute", "data-line", fmt.Sprint(k+1))
		li.Call("setAttribute", "data-depth", fmt.Sprint(i.Depth))
		li.Call("setAttribute", "data-score", scoreText(i, stm))
		sc := doc.Call("createElement", "span")
		sc.Set("className", "score")
		sc.Set("textContent", scoreText(i, stm))
		pv := doc.Call("createElement", "span")
		pv.Set("className", "pv")
		pv.Set("textContent", pvText(pos, i.PV, 10, p.lang))
		li.Call("append", sc, pv)
		list.Call("append", li)
	}
	// On a faulted move the one arrow is the better move, not the engine's
	// answer to the fault: one colour cannot tell them apart.
	if a := p.reviewArrow(); a != "" {
		arrows = []string{a}
	}
	p.arrows = arrows
	p.drawBoard()
	p.drawBar(&first, stm)
}

// pvText spells a line in the game's notation for language l, at most max moves.
func pvText(pos *rules.Position, pv []string, max int, l i18n.Lang) string {
	q := pos.Clone()
	var words []string
	for k, s := range pv {
		if k >= max {
			words = append(words, "…")
			break
		}
		m, err := q.ParseMove(s)
		if err != nil || !q.IsLegal(m) {
			break
		}
		words = append(words, driver.MoveText(q, m, l))
		q.MakeMove(m)
	}
	return strings.Join(words, " ")
}

// drawBar fills the evaluation bar with the first player's chances.
func (p *page) drawBar(i *protocol.Info, stm rules.Color) {
	bar := browser.ByID("evalbar")
	if !bar.Truthy() {
		return
	}
	c := 0.0
	label := "—"
	if i != nil {
		e := Eval{CP: i.Score, Mate: i.Mate}
		c = e.Chance()
		if stm == rules.Second {
			c = -c
		}
		label = scoreText(*i, stm)
	}
	pct := fmt.Sprintf("%.1f%%", 50+50*c)
	bar.Get("style").Call("setProperty", "--first", pct)
	// The first player's share grows from the first player's edge.
	browser.SetAttr(bar, "data-flipped", map[bool]string{true: "true"}[browser.Attr(p.board, "data-orientation") == "second"])
	// The bar is as tall as the board's drawing, whose width-to-height
	// ratio the board sets on itself.
	if r := p.board.Get("style").Call("getPropertyValue", "--board-ratio").String(); r != "" {
		browser.ByID("board-area").Get("style").Call("setProperty", "--ratio", r)
	}
	browser.SetText(browser.ByID("evalbar-label"), label)
	bar.Call("setAttribute", "aria-label", p.lang.T("an.evalbar", p.lang.SideName(p.tree.Variant.Game, rules.First), label))
}

// thousands groups digits: 1234567 → 1,234,567.
func thousands(n uint64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}
