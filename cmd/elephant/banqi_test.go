package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

func perftOf(t *testing.T, fen string, depth int) string {
	t.Helper()
	view, err := rules.ParseBanqi(mustBanqi(t), fen)
	if err != nil {
		t.Fatal(err)
	}
	return strconv.FormatUint(view.Perft(depth), 10)
}

func TestUCIBanqi(t *testing.T) {
	const banqi = "setoption name UCI_Variant value banqi\n"
	cases := []struct {
		name, script string
		want, not    []string // regexps some output line must match / no line may match
	}{
		{"declared", "uci\n", []string{`^option name UCI_Variant type combo default xiangqi( var \S+)* var banqi var banqi-hongkong$`}, nil},
		{"start: a flip", banqi + "position startpos\ngo nodes 3000\n", []string{`^bestmove ([a-h][1-4])([a-h][1-4])$`, `^info depth 1 `}, []string{`error`}},
		{"flips carry the revealed piece", banqi + "position startpos moves a1a1R b1b1p\nd\n",
			[]string{`^Fen: xxxxxxxx/xxxxxxxx/xxxxxxxx/Rpxxxxxx w KA2B2RN2C2P5ka2b2r2n2c2p4 0 2$`}, []string{`error`}},
		{"a flip without its piece", banqi + "position startpos moves a1a1 b1b1p\nd\n",
			[]string{`^info string error: position: "a1a1" reveals a piece: write it after the squares, e.g. a1a1R or a1a1p \(moves after it ignored\)$`,
				`^Fen: xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - `}, nil},
		{"a piece that is not hidden", banqi + "position fen 7k/8/8/Rn3x2 w p 0 1 moves f1f1R\nd\n",
			[]string{`error: position: .*not one of the hidden pieces`, `^Fen: 7k/8/8/Rn3x2 w p 0 1$`}, nil},
		{"not a piece letter", banqi + "position startpos moves a1a1Q\n", []string{`"Q" is not a piece letter`}, nil},
		{"takes a free piece", banqi + "position fen 7k/8/8/Rn3x2 w p 0 1\ngo depth 3\n", []string{`^bestmove a1b1$`}, []string{`error`}},
		{"searchmoves", banqi + "position fen 7k/8/8/Rn3x2 w p 0 1\ngo depth 3 searchmoves f1f1 a1a2\n", []string{`^bestmove (f1f1|a1a2)$`}, []string{`error`}},
		{"game over", banqi + "position fen 8/8/8/Rn6 w - 0 1 moves a1b1\ngo depth 2\n", []string{`^bestmove \(none\)$`}, nil},
		{"perft", banqi + "position startpos\ngo perft 2\n", []string{`^a1a1: 434$`, `^h4h4: 434$`, `^Nodes searched: 13888$`}, []string{`error`}},
		{"perft of a middle game", banqi + "position fen xpxpx1xP/1x1xxAxB/r1pxA1Bx/1n3N2 b KRNCP3kab 0 27\ngo perft 3\n",
			[]string{`^Nodes searched: ` + perftOf(t, "xpxpx1xP/1x1xxAxB/r1pxA1Bx/1n3N2 b KRNCP3kab 0 27", 3) + `$`}, []string{`error`}},
		{"hong kong ranks", "setoption name UCI_Variant value banqi-hongkong\nposition fen 7k/8/8/Ra3x2 w p 0 1\ngo depth 2\n",
			[]string{`^bestmove a1b1$`}, []string{`error`}},
		{"rule options are the other games'", banqi + "setoption name MoveLimit value 30\nsetoption name MoveLimit value -1\n",
			[]string{`^info string error: option MoveLimit: not a banqi rule`}, nil},
		{"back to xiangqi", banqi + "setoption name UCI_Variant value xiangqi\nposition startpos\ngo depth 1\nd\n",
			[]string{`^bestmove [a-i]\d+[a-i]\d+$`, `^Fen: rnbakabnr/`}, []string{`error`}},
	}
	for _, c := range cases {
		lines := session(t, c.script)
		for _, re := range c.want {
			if !hasLine(lines, re) {
				t.Errorf("%s: no line matching %s in\n%s", c.name, re, strings.Join(lines, "\n"))
			}
		}
		for _, re := range c.not {
			if hasLine(lines, re) {
				t.Errorf("%s: a line matches %s in\n%s", c.name, re, strings.Join(lines, "\n"))
			}
		}
	}
}

func mustBanqi(t *testing.T) *rules.Variant {
	t.Helper()
	v, err := rules.BanqiPreset("banqi")
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestUCIBanqiStop(t *testing.T) {
	s := newPipeSession()
	s.send("setoption name UCI_Variant value banqi")
	s.send("position startpos moves d2d2R")
	s.send("go infinite")
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	s.send("stop")
	s.waitFor(t, "bestmove ", 2*time.Second)
	if el := time.Since(start); el > 500*time.Millisecond {
		t.Errorf("stop answered after %v", el)
	}
	s.send("quit")
	select {
	case <-s.done:
	case <-time.After(time.Second):
		t.Fatal("quit did not end the loop")
	}
}
