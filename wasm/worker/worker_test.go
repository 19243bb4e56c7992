package worker

import (
	"encoding/json"
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
