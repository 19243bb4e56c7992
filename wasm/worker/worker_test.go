package worker

import (
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

func TestRun(t *testing.T) {
	tests := []struct {
		name string
		req  protocol.Request
		err  string
	}{
		{"xiangqi start", protocol.Request{Game: "xiangqi", Variant: "xiangqi", Limits: protocol.Limits{MoveTime: 50 * time.Millisecond}}, ""},
		{"janggi after a move", protocol.Request{Game: "janggi", Variant: "janggi-traditional", Moves: []string{"b1c3"}, Limits: protocol.Limits{Depth: 1}}, ""},
		{"shatar forced opening", protocol.Request{Game: "shatar", Variant: "shatar-traditional", Limits: protocol.Limits{Depth: 1}}, ""},
		{"hiashatar", protocol.Request{Game: "hiashatar", Variant: "hiashatar", Level: 1, Limits: protocol.Limits{Depth: 1}}, ""},
		{"unknown variant", protocol.Request{Game: "xiangqi", Variant: "chess"}, "unknown variant"},
		{"bad fen", protocol.Request{Game: "xiangqi", Variant: "xiangqi", FEN: "9/9 w"}, "FEN"},
		{"illegal history", protocol.Request{Game: "xiangqi", Variant: "xiangqi", Moves: []string{"a1a9"}}, "move 1"},
		{"level out of range", protocol.Request{Game: "xiangqi", Variant: "xiangqi", Level: 11}, "level"},
	}
	w := New(1, nil)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var infos []protocol.Info
			res := w.Run(tt.req, func(i protocol.Info) { infos = append(infos, i) })
			if tt.err != "" {
				if !strings.Contains(res.Error, tt.err) || res.Move != "" {
					t.Fatalf("result %+v, want error %q", res, tt.err)
				}
				return
			}
			if res.Error != "" || res.Move == "" || len(infos) == 0 {
				t.Fatalf("result %+v after %d infos", res, len(infos))
			}
			p, _ := tt.req.Position()
			if _, err := p.ParseMove(res.Move); err != nil {
				t.Errorf("best move %q is not legal: %v", res.Move, err)
			}
		})
	}
}

// TestRunBanqi: a banqi request is searched on its view by the banqi
// engine, which answers a legal action: a flip at the start, any action
// once red's chariot on c2 and black's horse on d3 are face up.
func TestRunBanqi(t *testing.T) {
	for _, fen := range []string{"", "xxxxxxxx/xxxnxxxx/xxRxxxxx/xxxxxxxx w KA2B2RN2C2P5ka2b2r2nc2p5 0 2"} {
		req := protocol.Request{ID: 4, Game: "banqi", Variant: "banqi", FEN: fen, Level: 3, Limits: protocol.Limits{Depth: 2}}
		var infos int
		res := New(1, nil).Run(req, func(protocol.Info) { infos++ })
		view, err := req.BanqiView()
		if err != nil || res.ID != 4 || res.Error != "" || infos == 0 {
			t.Fatalf("%q: result %+v after %d infos (%v)", fen, res, infos, err)
		}
		if _, err := view.ParseMove(res.Move); err != nil {
			t.Errorf("%q: best %q is not legal: %v", fen, res.Move, err)
		}
	}
}

// TestStop: a stopped analysis answers with its best move so far. The
// search yields as the browser's worker does, so that under WASM's one
// thread the test gets its turn to stop it.
func TestStop(t *testing.T) {
	w := New(1, runtime.Gosched)
	done := make(chan protocol.Result)
	started := make(chan bool, 1)
	go func() {
		done <- w.Run(protocol.Request{Game: "xiangqi", Variant: "xiangqi", Limits: protocol.Limits{Infinite: true}},
			func(protocol.Info) {
				select {
				case started <- true:
				default:
				}
			})
	}()
	<-started
	w.Stop()
	select {
	case res := <-done:
		if res.Move == "" || res.Error != "" {
			t.Errorf("result %+v", res)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the search did not stop")
	}
}

func TestLimitsBounded(t *testing.T) {
	for _, mt := range []time.Duration{0, -1, time.Hour} {
		if got := Limits(protocol.Limits{MoveTime: mt}).MoveTime; got != MaxMoveTime {
			t.Errorf("move time %v → %v, want %v", mt, got, MaxMoveTime)
		}
	}
}

// TestClockLimits: a request on a clock gives the search clock limits,
// each bounded, and no fixed move time.
func TestClockLimits(t *testing.T) {
	s := time.Second
	tests := []struct {
		name  string
		clock protocol.Clock
		want  search.Limits
	}{
		{"as given", protocol.Clock{Time: [2]time.Duration{60 * s, 50 * s}, Inc: [2]time.Duration{2 * s, 2 * s}, Byoyomi: 10 * s},
			search.Limits{Clock: true, Time: [2]time.Duration{60 * s, 50 * s}, Inc: [2]time.Duration{2 * s, 2 * s}, Byoyomi: 10 * s}},
		{"zero time still on a clock", protocol.Clock{}, search.Limits{Clock: true}},
		{"bounded", protocol.Clock{Time: [2]time.Duration{-s, 100 * time.Hour}, Inc: [2]time.Duration{time.Hour, -s}, Byoyomi: time.Hour},
			search.Limits{Clock: true, Time: [2]time.Duration{0, MaxClockTime}, Inc: [2]time.Duration{MaxClockInc, 0}, Byoyomi: MaxClockByoyomi}},
	}
	for _, tt := range tests {
		if got := Limits(protocol.Limits{MoveTime: s, Clock: &tt.clock}); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
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
	r := protocol.Request{Game: "janggi", Variant: "janggi-traditional", Options: &o, Moves: []string{"e2e2"},
		Limits: protocol.Limits{Depth: 1}}
	if res := New(1, nil).Run(r, nil); res.Error != "" || res.Move == "" {
		t.Fatalf("result %+v", res)
	}
	r.Options = nil
	if res := New(1, nil).Run(r, nil); !strings.Contains(res.Error, "move 1") {
		t.Fatalf("the preset's rules allowed the pass: %+v", res)
	}
}

// TestAnalysisLimits: multi-PV is passed on within bounds, and an infinite
// analysis has no time limit while other requests keep theirs.
func TestAnalysisLimits(t *testing.T) {
	tests := []struct {
		name string
		lim  protocol.Limits
		want search.Limits
	}{
		{"one line", protocol.Limits{MultiPV: 1, MoveTime: time.Second}, search.Limits{MoveTime: time.Second}},
		{"three lines", protocol.Limits{MultiPV: 3, MoveTime: time.Second}, search.Limits{MoveTime: time.Second, MultiPV: 3}},
		{"too many lines", protocol.Limits{MultiPV: 500, MoveTime: time.Second}, search.Limits{MoveTime: time.Second, MultiPV: MaxMultiPV}},
		{"infinite", protocol.Limits{Infinite: true, MultiPV: 2, MoveTime: time.Second}, search.Limits{Infinite: true, MultiPV: 2}},
		{"node budget", protocol.Limits{Nodes: 5000}, search.Limits{Nodes: 5000, MoveTime: MaxMoveTime}},
	}
	for _, tt := range tests {
		if got := Limits(tt.lim); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

// TestRunMultiPV: each line of a multi-PV search is reported with its number.
func TestRunMultiPV(t *testing.T) {
	seen := map[int]bool{}
	req := protocol.Request{ID: 3, Game: "xiangqi", Variant: "xiangqi", Limits: protocol.Limits{Depth: 3, MultiPV: 3}}
	res := New(1, nil).Run(req, func(i protocol.Info) {
		if i.ID == 3 {
			seen[i.MultiPV] = true
		}
	})
	if res.Error != "" {
		t.Fatal(res.Error)
	}
	for n := 1; n <= 3; n++ {
		if !seen[n] {
			t.Errorf("line %d never reported (saw %v)", n, seen)
		}
	}
}
