package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
)

// TimeControl is a game's clock: main time per side, a Fischer increment
// added after each move, then byo-yomi: Periods periods of Byoyomi seconds,
// each given afresh for every move; a move that overruns one uses it up.
// All in whole seconds; the zero value is "no clock".
type TimeControl struct {
	Base    int `json:"base"`
	Inc     int `json:"inc,omitempty"`
	Byoyomi int `json:"byoyomi,omitempty"`
	Periods int `json:"periods,omitempty"`
}

func (tc *TimeControl) json() jsonv.Object {
	return jsonv.Fields("base", &tc.Base, "inc,omitempty", &tc.Inc, "byoyomi,omitempty", &tc.Byoyomi,
		"periods,omitempty", &tc.Periods)
}

// Bounds of a time control.
const (
	MinBase    = 5 // seconds: the shortest main time without byo-yomi
	MaxBase    = 3 * 60 * 60
	MaxInc     = 60
	MaxByoyomi = 300
	MaxPeriods = 10
)

// On reports whether the game is played on a clock.
func (tc TimeControl) On() bool { return tc != TimeControl{} }

// Validate checks the bounds; a byo-yomi with no period count gets one.
func (tc *TimeControl) Validate() error {
	if !tc.On() {
		return nil
	}
	if tc.Byoyomi > 0 && tc.Periods == 0 {
		tc.Periods = 1
	}
	switch {
	case tc.Base < 0 || tc.Base > MaxBase:
		return fmt.Errorf("clock: main time %d s: want 0 to %d", tc.Base, MaxBase)
	case tc.Inc < 0 || tc.Inc > MaxInc:
		return fmt.Errorf("clock: increment %d s: want 0 to %d", tc.Inc, MaxInc)
	case tc.Byoyomi < 0 || tc.Byoyomi > MaxByoyomi:
		return fmt.Errorf("clock: byo-yomi %d s: want 0 to %d", tc.Byoyomi, MaxByoyomi)
	case tc.Periods < 0 || tc.Periods > MaxPeriods || tc.Byoyomi == 0 && tc.Periods != 0:
		return fmt.Errorf("clock: %d byo-yomi periods: want 1 to %d with a byo-yomi", tc.Periods, MaxPeriods)
	case tc.Byoyomi == 0 && tc.Base < MinBase:
		return fmt.Errorf("clock: main time %d s: want at least %d without byo-yomi", tc.Base, MinBase)
	}
	return nil
}

// String writes the control as ParseTimeControl reads it: "600+5",
// "600+0b30x3"; "" for no clock.
func (tc TimeControl) String() string {
	if !tc.On() {
		return ""
	}
	s := fmt.Sprintf("%d+%d", tc.Base, tc.Inc)
	if tc.Byoyomi > 0 {
		s += fmt.Sprintf("b%dx%d", tc.Byoyomi, tc.Periods)
	}
	return s
}

// ParseTimeControl reads "base+inc" in seconds, optionally followed by
// "b<seconds>x<periods>" for byo-yomi; "" is no clock.
func ParseTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	s = strings.TrimSpace(s)
	if s == "" {
		return tc, nil
	}
	main, byo, hasByo := strings.Cut(s, "b")
	base, inc, ok := strings.Cut(main, "+")
	if !ok {
		return tc, fmt.Errorf("clock %q: want base+increment in seconds", s)
	}
	var err error
	if tc.Base, err = strconv.Atoi(base); err != nil {
		return tc, fmt.Errorf("clock %q: main time: %w", s, err)
	}
	if tc.Inc, err = strconv.Atoi(inc); err != nil {
		return tc, fmt.Errorf("clock %q: increment: %w", s, err)
	}
	if hasByo {
		secs, periods, ok := strings.Cut(byo, "x")
		if !ok {
			return tc, fmt.Errorf("clock %q: want b<seconds>x<periods>", s)
		}
		if tc.Byoyomi, err = strconv.Atoi(secs); err != nil {
			return tc, fmt.Errorf("clock %q: byo-yomi: %w", s, err)
		}
		if tc.Periods, err = strconv.Atoi(periods); err != nil {
			return tc, fmt.Errorf("clock %q: periods: %w", s, err)
		}
	}
	if err := tc.Validate(); err != nil {
		return tc, err
	}
	if !tc.On() {
		return tc, fmt.Errorf("clock %q: no time", s)
	}
	return tc, nil
}

func secs(n int) time.Duration { return time.Duration(n) * time.Second }

// Clock is both sides' time. The clocks start with the first move; from
// then on the side to move's runs from Since.
type Clock struct {
	TC      TimeControl
	Left    [2]time.Duration // main time left when the side's clock last stopped
	Periods [2]int           // byo-yomi periods left
	Running bool
	Since   time.Time
}

// SideTime is one side's time at a moment.
type SideTime struct {
	Main    time.Duration // main time left
	Period  time.Duration // the current byo-yomi period's time left
	Periods int           // byo-yomi periods left, the current one included
	Flagged bool          // no time left at all
}

func newClock(tc TimeControl) *Clock {
	k := &Clock{TC: tc}
	for c := range k.Left {
		k.Left[c] = secs(tc.Base)
		k.Periods[c] = tc.Periods
	}
	return k
}

// Time is side's time at now, toMove being the side whose clock runs.
func (k *Clock) Time(side, toMove rules.Color, now time.Time) SideTime {
	var spent time.Duration
	if k.Running && side == toMove {
		spent = max(now.Sub(k.Since), 0)
	}
	main := k.Left[side] - spent
	byo, periods := secs(k.TC.Byoyomi), k.Periods[side]
	if main > 0 {
		return SideTime{Main: main, Period: byo, Periods: periods}
	}
	over := -main
	if byo <= 0 || periods <= 0 {
		return SideTime{Flagged: true}
	}
	used := int(over / byo)
	if used >= periods {
		return SideTime{Flagged: true}
	}
	return SideTime{Period: byo - over%byo, Periods: periods - used}
}

// moved charges the mover's time and starts the other side's clock; inc
// adds the increment (a move does, a takeback does not). It reports a flag
// fall instead, changing nothing.
func (k *Clock) moved(mover rules.Color, now time.Time, inc bool) (flagged bool) {
	if !k.Running {
		k.Running, k.Since = true, now
		return false
	}
	st := k.Time(mover, mover, now)
	if st.Flagged {
		return true
	}
	k.Left[mover], k.Periods[mover] = st.Main, st.Periods
	if inc && st.Main > 0 {
		k.Left[mover] += secs(k.TC.Inc)
	}
	k.Since = now
	return false
}

// stop freezes both clocks at now, the game being over.
func (k *Clock) stop(toMove rules.Color, now time.Time) {
	if !k.Running {
		return
	}
	st := k.Time(toMove, toMove, now)
	k.Left[toMove], k.Periods[toMove] = st.Main, st.Periods
	k.Running = false
}

// savedClock is the clock as stored: milliseconds left and the Unix time
// in milliseconds at which the running clock started.
type savedClock struct {
	Left    [2]int64 `json:"left"`
	Periods [2]int   `json:"periods"`
	Running bool     `json:"running,omitempty"`
	Since   int64    `json:"since,omitempty"`
}

func (s *savedClock) json() jsonv.Object {
	return jsonv.Fields("left", jsonv.Array(s.Left[:], jsonv.Self[int64]), "periods", jsonv.Array(s.Periods[:], jsonv.Self[int]),
		"running,omitempty", &s.Running, "since,omitempty", &s.Since)
}

func (k *Clock) saved() *savedClock {
	s := &savedClock{Periods: k.Periods, Running: k.Running}
	for c := range k.Left {
		s.Left[c] = k.Left[c].Milliseconds()
	}
	if k.Running {
		s.Since = k.Since.UnixMilli()
	}
	return s
}

// errClock is saved clock data that cannot be right.
var errClock = errors.New("clock data out of range")

// restore reads a stored clock for tc, checking every value; now bounds
// the start time, which cannot lie in the future.
func (s *savedClock) restore(tc TimeControl, now time.Time) (*Clock, error) {
	k := &Clock{TC: tc, Periods: s.Periods, Running: s.Running}
	limit := int64(MaxBase+1000*MaxInc) * 1000
	for c := range k.Left {
		if s.Left[c] < 0 || s.Left[c] > limit || s.Periods[c] < 0 || s.Periods[c] > tc.Periods {
			return nil, errClock
		}
		k.Left[c] = time.Duration(s.Left[c]) * time.Millisecond
	}
	if s.Running {
		k.Since = time.UnixMilli(s.Since)
		if s.Since <= 0 || k.Since.After(now.Add(time.Minute)) {
			return nil, errClock
		}
		if k.Since.After(now) {
			k.Since = now // a clock set back a little
		}
	}
	return k, nil
}
