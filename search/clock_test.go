package search

import (
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

func TestBudget(t *testing.T) {
	const ms = time.Millisecond
	clock := func(w, b, winc, binc time.Duration) Limits {
		return Limits{Time: [2]time.Duration{w, b}, Inc: [2]time.Duration{winc, binc}, Overhead: 30 * ms}
	}
	cases := []struct {
		name       string
		lim        Limits
		side       rules.Color
		soft, hard time.Duration
	}{
		{"no limits", Limits{}, rules.First, 0, 0},
		{"infinite beats a clock", Limits{Infinite: true, Time: [2]time.Duration{ms, ms}}, rules.First, 0, 0},
		{"movetime", Limits{MoveTime: 100 * ms}, rules.First, 97 * ms, 97 * ms},
		{"own clock at zero", clock(0, 5000*ms, 0, 0), rules.First, minBudget, minBudget},
		{"own clock negative", clock(-50*ms, 5000*ms, 0, 0), rules.First, minBudget, minBudget},
		{"own clock missing", Limits{Time: [2]time.Duration{1: 5000 * ms}}, rules.First, minBudget, minBudget},
		{"increment only, nothing left", clock(0, 0, 1000*ms, 1000*ms), rules.Second, minBudget, minBudget},
		{"all zero but on a clock", Limits{Clock: true}, rules.First, minBudget, minBudget},
		{"left below the overhead", clock(20*ms, 20*ms, 0, 0), rules.First, minBudget, minBudget},
		{"sudden death", clock(6000*ms, 0, 0, 0), rules.First, 200 * ms, 800 * ms},
		{"black's clock", clock(0, 6000*ms, 0, 0), rules.Second, 200 * ms, 800 * ms},
		{"increment", clock(3000*ms, 0, 1000*ms, 0), rules.First, 850 * ms, 1500 * ms},
		{"increment bounded by the clock", clock(100*ms, 0, 1000*ms, 0), rules.First, 70 * ms, 70 * ms},
		{"moves to go", Limits{Time: [2]time.Duration{10000 * ms}, MovesToGo: 10, Overhead: 30 * ms}, rules.First, 1000 * ms, 10000 * ms / 3},
		{"last move before the control", Limits{Time: [2]time.Duration{900 * ms}, MovesToGo: 1, Overhead: 30 * ms}, rules.First, 300 * ms, 300 * ms},
		{"byoyomi only", Limits{Byoyomi: 1000 * ms, Overhead: 30 * ms}, rules.First, 970 * ms, 970 * ms},
		{"byoyomi after main time", Limits{Time: [2]time.Duration{3000 * ms}, Byoyomi: 1000 * ms, Overhead: 30 * ms}, rules.First, 1100 * ms, 2000 * ms},
		{"byoyomi below the overhead", Limits{Byoyomi: 20 * ms, Overhead: 30 * ms}, rules.First, minBudget, minBudget},
	}
	for _, c := range cases {
		soft, hard := budget(c.lim, c.side)
		if soft != c.soft || hard != c.hard {
			t.Errorf("%s: soft %v, hard %v; want %v, %v", c.name, soft, hard, c.soft, c.hard)
		}
		if hard > 0 && c.lim.onClock() {
			left := c.lim.Time[c.side] + c.lim.Byoyomi - c.lim.Overhead
			if hard > max(left, minBudget) {
				t.Errorf("%s: hard limit %v beyond the clock's %v", c.name, hard, left)
			}
		}
	}
}

// A side whose clock is spent still answers, at once, with a legal move.
func TestSearchOnSpentClock(t *testing.T) {
	e := New(1)
	for _, lim := range []Limits{
		{Clock: true},
		{Time: [2]time.Duration{0, time.Minute}},
		{Inc: [2]time.Duration{time.Second, time.Second}},
	} {
		pos := rules.MustPreset("xiangqi").StartPosition()
		start := time.Now()
		m := e.Search(pos, lim, nil)
		el := time.Since(start)
		if !pos.IsLegal(m) {
			t.Errorf("%+v: move %v is not legal", lim, m)
		}
		limit := 100 * time.Millisecond
		if testing.Short() {
			limit = time.Second // make test may run on a crowded machine
		}
		if el > limit {
			t.Errorf("%+v: answered after %v, want under %v", lim, el, limit)
		}
	}
}
