package main

import (
	"bufio"
	"bytes"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// session runs a whole UCI script and returns the output lines. Like a
// GUI, it waits for the answer to each "go" before it sends the next line.
func session(t *testing.T, script string) []string {
	t.Helper()
	var out bytes.Buffer
	u := newUCI(&out)
	if err := u.loop(&scriptReader{u: u, lines: strings.SplitAfter(script, "\n")}); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
}

// scriptReader gives the loop one line per Read; the loop's goroutine
// calls Read, so it may wait for the search there.
type scriptReader struct {
	u      *uci
	lines  []string
	waitGo bool // the last line was a "go": wait for its answer
}

func (r *scriptReader) Read(p []byte) (int, error) {
	if r.waitGo {
		r.u.waitSearch(false)
	}
	if len(r.lines) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.lines[0])
	r.waitGo = n == len(r.lines[0]) && strings.HasPrefix(r.lines[0], "go")
	r.lines[0] = r.lines[0][n:]
	if r.lines[0] == "" {
		r.lines = r.lines[1:]
	}
	return n, nil
}

func hasLine(lines []string, re string) bool {
	r := regexp.MustCompile(re)
	for _, l := range lines {
		if r.MatchString(l) {
			return true
		}
	}
	return false
}

func TestUCIHandshake(t *testing.T) {
	lines := session(t, "uci\nisready\nquit\n")
	for _, want := range []string{`^id name Elephant$`, `^id author `, `^option name UCI_Variant type combo default xiangqi( var \S+)+$`,
		`^option name Hash type spin`, `^option name Level type spin default 10 min 1 max 10$`,
		`^option name MultiPV type spin`, `^option name JanggiCounting type combo default variant var variant var true var false$`, `^uciok$`, `^readyok$`} {
		if !hasLine(lines, want) {
			t.Errorf("no line matching %s in %q", want, lines)
		}
	}
}

func TestUCIPerft(t *testing.T) {
	cases := []struct {
		script string
		total  string
		moves  int
	}{
		{"position startpos\ngo perft 3\n", "79666", 44},
		{"setoption name UCI_Variant value janggi\nposition startpos\ngo perft 2\n", "", 0},
		{"setoption name UCI_Variant value shatar\nposition startpos moves g1f3\ngo perft 2\n", "", 0},
		{"setoption name UCI_Variant value hiashatar\nposition startpos\ngo perft 2\n", "", 0},
	}
	for _, c := range cases {
		lines := session(t, c.script)
		var moves int
		var total string
		for _, l := range lines {
			if m := regexp.MustCompile(`^[a-j]\d+[a-j]\d+[a-z]?: \d+$`).MatchString(l); m {
				moves++
			}
			if strings.HasPrefix(l, "Nodes searched: ") {
				total = strings.TrimPrefix(l, "Nodes searched: ")
			}
		}
		if total == "" || c.total != "" && total != c.total || c.moves != 0 && moves != c.moves {
			t.Errorf("%q: %d move lines, total %q; want %d, %q", c.script, moves, total, c.moves, c.total)
		}
	}
}

// In shatar, startpos is Fairy-Stockfish's: after the forced d4 d5.
func TestUCIShatarStartpos(t *testing.T) {
	lines := session(t, "setoption name UCI_Variant value shatar\nposition startpos\nd\n")
	if !hasLine(lines, `^Fen: rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w`) {
		t.Errorf("shatar startpos: %q", lines)
	}
}

func TestUCIGo(t *testing.T) {
	for _, v := range []string{"xiangqi", "janggi", "janggitraditional", "janggimodern", "janggicasual", "shatar", "hiashatar", "shatar-traditional"} {
		lines := session(t, "setoption name UCI_Variant value "+v+"\nposition startpos\ngo depth 4\n")
		if !hasLine(lines, `^info depth \d+ seldepth \d+ multipv 1 score (cp -?\d+|mate -?\d+) nodes \d+ nps \d+ hashfull \d+ time \d+ pv( [a-j]\d+[a-j]\d+[a-z]?)+$`) {
			t.Errorf("%s: no well-formed info line in %q", v, lines)
		}
		last := lines[len(lines)-1]
		if !regexp.MustCompile(`^bestmove [a-j]\d+[a-j]\d+$`).MatchString(last) {
			t.Errorf("%s: last line %q, want bestmove", v, last)
		}
	}
}

func TestUCIGoLimits(t *testing.T) {
	for _, g := range []string{"movetime 50", "nodes 5000", "wtime 1000 btime 1000 winc 10 binc 10", "depth 2"} {
		lines := session(t, "position startpos moves h3e3\ngo "+g+"\n")
		if !hasLine(lines, `^bestmove [a-i]\d+[a-i]\d+$`) {
			t.Errorf("go %s: %q", g, lines)
		}
	}
}

func TestUCIMultiPV(t *testing.T) {
	lines := session(t, "setoption name MultiPV value 3\nposition startpos\ngo depth 3\n")
	for _, k := range []string{"1", "2", "3"} {
		if !hasLine(lines, `^info depth 3 .*multipv `+k+` `) {
			t.Errorf("no multipv %s line at depth 3: %q", k, lines)
		}
	}
}

func TestUCIBadInput(t *testing.T) {
	script := strings.Join([]string{
		"position fen not a fen",
		"position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h3e3 zz9 h10g8",
		"d",
		"position",
		"position sideways",
		"go depth x",
		"go perft 99",
		"setoption name UCI_Variant value chess",
		"setoption name Level value 11",
		"setoption name Nonsense value 1",
		"setoption",
		"\x00\x01\xff",
		strings.Repeat("x", 5000),
		"go depth 1",
	}, "\n") + "\n"
	lines := session(t, script)
	if !hasLine(lines, `^info string error: position: FEN`) || !hasLine(lines, `^info string error: position: move "zz9"`) {
		t.Errorf("bad FEN and move not reported: %q", lines)
	}
	// Moves before the bad one stay played.
	if !hasLine(lines, `^Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b`) {
		t.Errorf("position after a bad move: %q", lines)
	}
	if !hasLine(lines, `^bestmove `) {
		t.Errorf("no bestmove after bad input: %q", lines)
	}
}

// pipeSession drives the loop through pipes, like a GUI does.
type pipeSession struct {
	in    *io.PipeWriter
	lines chan string
	done  chan struct{}
}

func newPipeSession() *pipeSession {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &pipeSession{in: inW, lines: make(chan string, 1000), done: make(chan struct{})}
	go func() {
		newUCI(outW).loop(inR)
		outW.Close()
		close(s.done)
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
		close(s.lines)
	}()
	return s
}

func (s *pipeSession) send(line string) { io.WriteString(s.in, line+"\n") }

// waitFor returns the first line with the prefix, or fails after d.
func (s *pipeSession) waitFor(t *testing.T, prefix string, d time.Duration) string {
	t.Helper()
	timeout := time.After(d)
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				t.Fatalf("output ended before %q", prefix)
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-timeout:
			t.Fatalf("no %q within %v", prefix, d)
		}
	}
}

func TestUCIStopAndIsReadyWhileSearching(t *testing.T) {
	s := newPipeSession()
	s.send("position startpos")
	s.send("go infinite")
	time.Sleep(100 * time.Millisecond)
	s.send("isready")
	s.waitFor(t, "readyok", time.Second)
	start := time.Now()
	s.send("stop")
	s.waitFor(t, "bestmove ", time.Second)
	limit := 100 * time.Millisecond
	if testing.Short() {
		limit = 500 * time.Millisecond // make test may run on a crowded machine
	}
	if el := time.Since(start); el > limit {
		t.Errorf("stop answered after %v", el)
	}
	s.send("quit")
	select {
	case <-s.done:
	case <-time.After(time.Second):
		t.Fatal("quit did not end the loop")
	}
}

func TestPerftCommand(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"perft", "-game", "xiangqi", "-depth", "3"}, "79666"},
		{[]string{"perft", "-game", "janggi-traditional", "-depth", "1"}, ""},
		{[]string{"perft", "-game", "shatar", "-fen", "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1", "-depth", "1"}, ""},
	}
	for _, c := range cases {
		var out bytes.Buffer
		if err := run(c.args, nil, &out); err != nil {
			t.Fatalf("%v: %v", c.args, err)
		}
		got := strings.TrimSpace(out.String())
		if c.want != "" && got != c.want {
			t.Errorf("%v: %q, want %q", c.args, got, c.want)
		}
		if !regexp.MustCompile(`^\d+$`).MatchString(got) {
			t.Errorf("%v: %q is not a count", c.args, got)
		}
	}
	var out bytes.Buffer
	if err := run([]string{"perft", "-game", "chess"}, nil, &out); err == nil {
		t.Error("unknown game accepted")
	}
	if err := run([]string{"perft", "-game", "xiangqi", "-fen", "junk"}, nil, &out); err == nil {
		t.Error("bad FEN accepted")
	}
}

func TestUCIRuleOptions(t *testing.T) {
	lines := session(t, "setoption name UCI_Variant value janggi-traditional\nsetoption name JanggiCounting value true\n"+
		"setoption name JanggiBikjang value fsf\nsetoption name ShatarOpening value sideways\nposition startpos\ngo perft 1\n")
	if !hasLine(lines, `^info string error: option ShatarOpening`) {
		t.Errorf("bad combo value not reported: %q", lines)
	}
	v, _ := rules.NewVariant(rules.Janggi, func() rules.Options {
		o := rules.DefaultOptions()
		o.Janggi.Counting, o.Janggi.Bikjang = true, rules.BikjangFSF
		return o
	}())
	want := v.StartPosition().Perft(1)
	if !hasLine(lines, `^Nodes searched: `+strconv.FormatUint(want, 10)+`$`) {
		t.Errorf("perft with options: %q, want %d", lines, want)
	}
}

func TestReadLine(t *testing.T) {
	long := strings.Repeat("x", maxLine)
	cases := []struct {
		name, in string
		want     []string // "!" marks a refused line
	}{
		{"lines", "uci\nisready\n", []string{"uci", "isready"}},
		{"CRLF and no final newline", "uci\r\nisready", []string{"uci", "isready"}},
		{"empty lines", "\n\nd\n", []string{"", "", "d"}},
		{"at the limit", long + "\nd\n", []string{long, "d"}},
		{"over the limit", long + "y\nd\n", []string{"!", "d"}},
		{"over the limit at the end", "d\n" + long + long, []string{"d", "!"}},
	}
	for _, c := range cases {
		r := bufio.NewReaderSize(strings.NewReader(c.in), 16)
		var got []string
		var buf []byte
		for {
			line, tooLong, err := readLine(r, buf[:0])
			buf = line
			switch {
			case tooLong:
				got = append(got, "!")
			case len(line) > 0 || err == nil:
				got = append(got, string(line))
			}
			if err != nil {
				break
			}
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s: %d lines %.40q, want %d %.40q", c.name, len(got), got, len(c.want), c.want)
		}
	}
}

// TestUCIGoParameters covers the "go" parameters beyond the limits: moves
// the root is limited to, a mate depth, and parameters of other protocols,
// which are reported and ignored so that the GUI still gets its bestmove.
func TestUCIGoParameters(t *testing.T) {
	const mateIn1 = "position fen 4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1\n"
	for _, c := range []struct {
		script, best, warning string
	}{
		{"position startpos\ngo depth 3 searchmoves b3e3\n", "b3e3", ""},
		{"position startpos\ngo searchmoves a4a5 h3e3 depth 2\n", "(a4a5|h3e3)", ""},
		{"position startpos\ngo searchmoves zz9 a1a2 h3e3 nodes 2000\n", "h3e3", `searchmoves: "zz9" is not a legal move`},
		{"position startpos\ngo searchmoves zz9 depth 2\n", "[a-i]\\d+[a-i]\\d+", `searchmoves: "zz9"`},
		{"position startpos\ngo depth 2 frobnicate\n", "[a-i]\\d+[a-i]\\d+", `unknown parameter "frobnicate" ignored`},
		{mateIn1 + "go mate 1\n", "a8a10", ""},
	} {
		lines := session(t, c.script)
		if !hasLine(lines, `^bestmove `+c.best+`$`) {
			t.Errorf("%q: want bestmove %s, got %q", c.script, c.best, lines)
		}
		if c.warning != "" && !hasLine(lines, `^info string error: go: `+regexp.QuoteMeta(c.warning)) {
			t.Errorf("%q: no warning %q in %q", c.script, c.warning, lines)
		}
	}
	// "go mate 1" is a 1-ply search, whatever the position.
	lines := session(t, "position startpos\ngo mate 1\n")
	if !hasLine(lines, `^info depth 1 `) || hasLine(lines, `^info depth 2 `) {
		t.Errorf("go mate 1 searched past depth 1: %q", lines)
	}
}
