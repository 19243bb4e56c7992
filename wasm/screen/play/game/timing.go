package game

import (
	"fmt"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// Tick ends the game when the side to move's flag has fallen; the page
// calls it a few times a second, and every action calls it first. It
// reports whether the game ended.
func (c *Controller) Tick() bool {
	if c.clock == nil || c.g == nil || c.g.Over() {
		return false
	}
	side := c.pos().SideToMove()
	if !c.clock.Time(side, side, c.Now()).Flagged {
		return false
	}
	c.flag(side)
	return true
}

// flag ends the game on side's flag fall: a loss, unless the other side
// has no material left to mate with, which no clock can make a win (the
// rule of xiangqi and janggi tournaments, and of FIDE's article 6.9, which
// the site applies to the Mongolian games too): then it is a draw.
func (c *Controller) flag(side rules.Color) {
	c.cancelSearch()
	res := rules.Win(side.Other())
	if !c.pos().CanMate(side.Other()) {
		res = rules.Draw
	}
	c.g.SetEnd(core.Ending{Result: res, Reason: reasonTime, By: side})
	c.g.Review(-1)
	c.over()
	c.clock.Left[side], c.clock.Periods[side] = 0, 0
	c.save()
}

// clockAfterUndo runs the clocks on after a takeback: the side whose clock
// ran is charged for its time (with no increment) when the turn changed
// hands, and clocks a finished game stopped start again.
func (c *Controller) clockAfterUndo(wasToMove rules.Color) {
	k, now := c.clock, c.Now()
	if c.g.Plies() == 0 {
		*k = *newClock(k.TC) // back at the start: the clocks start with the first move again
		return
	}
	if !k.Running {
		k.Running, k.Since = true, now
		return
	}
	if c.pos().SideToMove() != wasToMove {
		k.moved(wasToMove, now, false)
	}
}

// clockLimits are both sides' time now, for the engine.
func (c *Controller) clockLimits() *protocol.Clock {
	l := &protocol.Clock{}
	now, toMove := c.Now(), c.pos().SideToMove()
	for _, side := range []rules.Color{rules.First, rules.Second} {
		st := c.clock.Time(side, toMove, now)
		l.Time[side], l.Inc[side] = st.Main, secs(c.clock.TC.Inc)
		if side == toMove && st.Periods > 0 {
			l.Byoyomi = st.Period
		}
	}
	return l
}

// Flip turns the board; the turn is saved with the game.
func (c *Controller) Flip() {
	c.flip = !c.flip
	c.save()
}

// flipped is the board's orientation: the human's side at the bottom
// (between two players, the first side's, or the side to move's when the
// board turns after each move), turned once more by Flip.
func (c *Controller) flipped() bool {
	base := c.set.humanColor() == rules.Second
	if c.set.friend() {
		base = c.set.AutoFlip && c.pos().SideToMove() == rules.Second
	}
	return base != c.flip
}

// ClockView is what the page shows of the clocks.
type ClockView struct {
	Text    [2]string // "4:59", "0:07.3", "0:25 · byo-yomi ×3"
	Running int       // the side whose clock runs, -1 when none does
	Low     [2]bool   // under ten seconds in all
	Flagged [2]bool
}

// Flipped reports the board's orientation (see View.Flipped).
func (c *Controller) Flipped() bool { return c.g != nil && c.flipped() }

// Clocks is the clocks as they stand, nil when the game has none: the
// page redraws them between moves without the whole view.
func (c *Controller) Clocks() *ClockView {
	if c.g == nil {
		return nil
	}
	return c.clockView()
}

// clockView reads the clocks at now.
func (c *Controller) clockView() *ClockView {
	if c.clock == nil {
		return nil
	}
	now, toMove := c.Now(), c.pos().SideToMove()
	v := &ClockView{Running: -1}
	e := c.end()
	if c.clock.Running && e == nil {
		v.Running = int(toMove)
	}
	for _, side := range []rules.Color{rules.First, rules.Second} {
		st := c.clock.Time(side, toMove, now)
		switch {
		case st.Flagged || e != nil && e.Reason == reasonTime && e.By == side:
			v.Text[side], v.Flagged[side] = "0:00", true
		case st.Main > 0:
			v.Text[side] = clockText(st.Main)
			v.Low[side] = st.Main+st.Period*time.Duration(st.Periods) < 10*time.Second
		default:
			v.Text[side] = c.Lang.T("clock.byoyomi", clockText(st.Period), st.Periods)
			v.Low[side] = st.Periods == 1 && st.Period < 10*time.Second
		}
	}
	return v
}

// clockText writes a time left: "1:02:03", "4:59", and tenths under ten
// seconds ("0:07.3"). It rounds down: a clock shows 0:00 only when empty.
func clockText(d time.Duration) string {
	if d < 10*time.Second {
		return fmt.Sprintf("0:%02d.%d", int(d/time.Second), int(d%time.Second/(100*time.Millisecond)))
	}
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
