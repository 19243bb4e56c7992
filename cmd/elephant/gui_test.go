package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// guiClock is one side's clock as a GUI keeps it.
type guiClock struct {
	left, inc time.Duration
	// delay: a Bronstein delay instead of an increment: the clock gets back
	// what the move used, up to inc, so with no main time it stays at 0 and
	// every move must come within inc.
	delay bool
	// perControl, movesPerControl: a repeating control, movestogo moves in
	// perControl (0: none).
	perControl      time.Duration
	movesPerControl int
	movesToGo       int
}

// goArgs is the clock part of "go" for this side, as UCI names it.
func (c *guiClock) goArgs(side string) string {
	return fmt.Sprintf("%stime %d %sinc %d", side, c.left.Milliseconds(), side, c.inc.Milliseconds())
}

// charge takes a move's time off the clock; it reports a fall of the flag,
// beyond grace, as an error.
func (c *guiClock) charge(used, grace time.Duration) error {
	allowed := c.left
	if c.delay {
		allowed += c.inc
	}
	if used > allowed+grace {
		return fmt.Errorf("lost on time: used %v with %v left (increment %v, delay %t)", used, c.left, c.inc, c.delay)
	}
	if c.delay {
		c.left -= used - min(used, c.inc)
	} else {
		c.left += c.inc - used
	}
	c.left = max(c.left, 0) // within grace: the GUI's flag did not fall
	if c.movesPerControl > 0 {
		if c.movesToGo--; c.movesToGo == 0 {
			c.movesToGo = c.movesPerControl
			c.left += c.perControl
		}
	}
	return nil
}

// TestChildGUIGame plays a whole game through "elephant uci" as a GUI does,
// with real clocks: the engine must answer every "go" before its flag
// falls. Red plays every move with 0 ms left (no main time, a delay); black
// on a repeating control with movestogo and an increment, counting down.
func TestChildGUIGame(t *testing.T) {
	const maxPlies = 300 // then the GUI adjudicates
	// The GUI's margin for the pipes and the scheduler. "make test" runs
	// this beside Chromium, Node and wrangler on two cores, where a process
	// can wait its turn for over a second; the full run keeps 100 ms.
	grace := 100 * time.Millisecond
	if testing.Short() {
		grace = 2 * time.Second
	}
	e := startChild(t)
	e.send("uci")
	e.expect("uciok", slack(time.Second))
	// A short move limit (30 moves each without a capture) keeps the game short.
	e.send("setoption name UCI_Variant value xiangqi", "setoption name MoveLimit value 30", "ucinewgame", "isready")
	e.expect("readyok", slack(time.Second))
	clocks := [2]*guiClock{
		{left: 0, inc: 100 * time.Millisecond, delay: true},
		{left: 300 * time.Millisecond, inc: 10 * time.Millisecond, perControl: 300 * time.Millisecond, movesPerControl: 10, movesToGo: 10},
	}
	opts := rules.DefaultOptions()
	opts.Xiangqi.MoveLimit = 30
	v, err := rules.NewVariant(rules.Xiangqi, opts)
	if err != nil {
		t.Fatal(err)
	}
	pos := v.StartPosition()
	var moves []string
	var atZero int
	var longest [2]time.Duration
	for len(moves) < maxPlies && !pos.Outcome().Over() {
		side := pos.SideToMove()
		c := clocks[side]
		if c.left == 0 {
			atZero++
		}
		goCmd := "go " + clocks[0].goArgs("w") + " " + clocks[1].goArgs("b")
		if c.movesPerControl > 0 {
			goCmd += fmt.Sprintf(" movestogo %d", c.movesToGo)
		}
		e.send("position startpos moves " + strings.Join(moves, " "))
		start := time.Now()
		e.send(goCmd)
		answer := e.expect("bestmove ", c.left+c.inc+grace+slack(2*time.Second))
		used := time.Since(start)
		longest[side] = max(longest[side], used)
		if err := c.charge(used, grace); err != nil {
			t.Fatalf("ply %d, %s: %v", len(moves)+1, goCmd, err)
		}
		mv := strings.TrimPrefix(answer, "bestmove ")
		m, err := pos.ParseMove(mv)
		if err != nil {
			t.Fatalf("ply %d: %q: %v", len(moves)+1, answer, err)
		}
		pos.MakeMove(m)
		moves = append(moves, mv)
	}
	// The engine answers in the finished game too, as a GUI may ask it.
	e.send("position startpos moves "+strings.Join(moves, " "), "go "+clocks[0].goArgs("w")+" "+clocks[1].goArgs("b"))
	e.expect("bestmove ", slack(2*time.Second))
	t.Logf("result %v after %d plies (%s); moves at 0 ms left: %d; longest move: red %v, black %v; clocks left: red %v, black %v",
		pos.Outcome().Result, len(moves), pos.Outcome().Reason, atZero, longest[0], longest[1], clocks[0].left, clocks[1].left)
	e.send("quit")
	e.waitExit(slack(time.Second))
}
