package worker

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

func TestRun(t *testing.T) {
	tests := []struct {
		name string
		req  Request
		err  string
	}{
		{"xiangqi start", Request{Variant: "xiangqi", MoveTime: 50 * time.Millisecond}, ""},
		{"janggi after a move", Request{Variant: "janggi-traditional", Moves: []string{"b1c3"}, Depth: 1}, ""},
		{"shatar forced opening", Request{Variant: "shatar-traditional", Depth: 1}, ""},
		{"hiashatar", Request{Variant: "hiashatar", Depth: 1, Level: 1}, ""},
		{"unknown variant", Request{Variant: "chess"}, "unknown variant"},
		{"bad fen", Request{Variant: "xiangqi", FEN: "9/9 w"}, "FEN"},
		{"illegal history", Request{Variant: "xiangqi", Moves: []string{"a1a9"}}, "move 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var infos []Info
			best, err := Run(search.New(1), tt.req, func(i Info) { infos = append(infos, i) })
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || best == "" {
				t.Fatalf("best %q, error %v", best, err)
			}
			p, _ := tt.req.Position()
			if _, err := p.ParseMove(best); err != nil {
				t.Errorf("best move %q is not legal: %v", best, err)
			}
		})
	}
}

func TestLimitsBounded(t *testing.T) {
	for _, mt := range []time.Duration{0, -1, time.Hour} {
		if got := (Request{MoveTime: mt}).Limits().MoveTime; got != MaxMoveTime {
			t.Errorf("move time %v → %v, want %v", mt, got, MaxMoveTime)
		}
	}
}

// TestClockLimits: a request on a clock gives the search clock limits,
// each bounded, and no fixed move time.
func TestClockLimits(t *testing.T) {
	s := time.Second
	tests := []struct {
		name string
		req  Request
		want search.Limits
	}{
		{"as given", Request{OnClock: true, Time: [2]time.Duration{60 * s, 50 * s}, Inc: [2]time.Duration{2 * s, 2 * s}, Byoyomi: 10 * s},
			search.Limits{Clock: true, Time: [2]time.Duration{60 * s, 50 * s}, Inc: [2]time.Duration{2 * s, 2 * s}, Byoyomi: 10 * s}},
		{"zero time still on a clock", Request{OnClock: true}, search.Limits{Clock: true}},
		{"bounded", Request{OnClock: true, Time: [2]time.Duration{-s, 100 * time.Hour}, Inc: [2]time.Duration{time.Hour, -s}, Byoyomi: time.Hour},
			search.Limits{Clock: true, Time: [2]time.Duration{0, MaxClockTime}, Inc: [2]time.Duration{MaxClockInc, 0}, Byoyomi: MaxClockByoyomi}},
	}
	for _, tt := range tests {
		if got := tt.req.Limits(); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestInfoLine(t *testing.T) {
	tests := []struct {
		info Info
		want string
	}{
		{Info{Depth: 6, Score: 35, PV: []string{"h2e2", "h9g7"}}, "depth 6 · +0.35 · h2e2 h9g7"},
		{Info{Depth: 9, Mate: 3, PV: []string{"a1a2"}}, "depth 9 · mate in 3 · a1a2"},
		{Info{Depth: 9, Mate: -2}, "depth 9 · mated in 2 · "},
	}
	for _, tt := range tests {
		if got := tt.info.Line(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.info, got, tt.want)
		}
	}
}

// TestRequestWithOptions: rules no preset names (janggi with passes at any
// time and counting, but the traditional bikjang) travel as options, and the
// worker replays the game under them — a pass the traditional rules would
// refuse included.
func TestRequestWithOptions(t *testing.T) {
	o := rules.DefaultOptions()
	o.Janggi.Pass = rules.PassAnyTime
	o.Janggi.Counting = true
	data, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	r := Request{Game: "janggi", Options: string(data), Moves: []string{"e2e2"}}
	p, err := r.Position()
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Variant().Options.Janggi; got != o.Janggi {
		t.Fatalf("rules %+v, want %+v", got, o.Janggi)
	}
	for _, bad := range []Request{{Game: "janggi", Options: "{"}, {Game: "chess", Options: "{}"}} {
		if _, err := bad.Position(); err == nil {
			t.Fatalf("%+v accepted", bad)
		}
	}
}

// TestAnalysisLimits: multi-PV is passed on within bounds, and an infinite
// analysis has no time limit while other requests keep theirs.
func TestAnalysisLimits(t *testing.T) {
	tests := []struct {
		name string
		req  Request
		want search.Limits
	}{
		{"one line", Request{MultiPV: 1, MoveTime: time.Second}, search.Limits{MoveTime: time.Second}},
		{"three lines", Request{MultiPV: 3, MoveTime: time.Second}, search.Limits{MoveTime: time.Second, MultiPV: 3}},
		{"too many lines", Request{MultiPV: 500, MoveTime: time.Second}, search.Limits{MoveTime: time.Second, MultiPV: MaxMultiPV}},
		{"infinite", Request{Infinite: true, MultiPV: 2, MoveTime: time.Second}, search.Limits{Infinite: true, MultiPV: 2}},
		{"node budget", Request{Nodes: 5000}, search.Limits{Nodes: 5000, MoveTime: MaxMoveTime}},
	}
	for _, tt := range tests {
		if got := tt.req.Limits(); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

// TestRunMultiPV: each line of a multi-PV search is reported with its number.
func TestRunMultiPV(t *testing.T) {
	seen := map[int]bool{}
	_, err := Run(search.New(1), Request{Variant: "xiangqi", Depth: 3, MultiPV: 3}, func(i Info) { seen[i.MultiPV] = true })
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 3; n++ {
		if !seen[n] {
			t.Errorf("line %d never reported (saw %v)", n, seen)
		}
	}
}
