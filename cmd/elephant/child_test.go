package main

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// childEnv makes the test binary run main instead of the tests, so that
// the tests can start the engine as a child process talking through pipes.
const childEnv = "ELEPHANT_TEST_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// child is "elephant uci" running as a separate process.
type child struct {
	t      *testing.T
	cmd    *exec.Cmd
	in     io.WriteCloser
	lines  chan string
	exited chan struct{} // closed after the process has exited
	err    error         // the exit status, once exited is closed

	mu     sync.Mutex
	stderr bytes.Buffer
}

func startChild(t *testing.T) *child {
	t.Helper()
	c := &child{t: t, lines: make(chan string, 1<<14), exited: make(chan struct{})}
	c.cmd = exec.Command(os.Args[0], "uci")
	c.cmd.Env = append(os.Environ(), childEnv+"=1")
	c.cmd.Stderr = writerFunc(func(p []byte) (int, error) {
		c.mu.Lock()
		defer c.mu.Unlock()
		return c.stderr.Write(p)
	})
	var err error
	if c.in, err = c.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := c.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatalf("starting the engine: %v", err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
		close(c.lines)
		c.err = c.cmd.Wait() // after the last read, as Wait closes the pipe
		close(c.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-c.exited:
		default:
			c.cmd.Process.Kill()
			<-c.exited
		}
	})
	return c
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

func (c *child) send(lines ...string) {
	c.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(c.in, l+"\n"); err != nil {
			c.t.Fatalf("sending %q: %v (stderr: %s)", truncate(l), err, c.errText())
		}
	}
}

func (c *child) errText() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stderr.String()
}

// expect returns the first line starting with prefix, failing after d or
// when the engine's output ends.
func (c *child) expect(prefix string, d time.Duration) string {
	c.t.Helper()
	timeout := time.After(d)
	for {
		select {
		case l, ok := <-c.lines:
			if !ok {
				c.t.Fatalf("the engine's output ended before %q; stderr: %s", prefix, c.errText())
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-timeout:
			c.t.Fatalf("no %q within %v", prefix, d)
		}
	}
}

// waitExit fails unless the process ends, with status 0, within d.
func (c *child) waitExit(d time.Duration) {
	c.t.Helper()
	select {
	case <-c.exited:
		if c.err != nil {
			c.t.Errorf("the engine exited with %v; stderr: %s", c.err, c.errText())
		}
	case <-time.After(d):
		c.t.Fatalf("the engine still runs %v later", d)
	}
}

// slack scales a time limit for the crowded machine "make test" may run on.
func slack(d time.Duration) time.Duration {
	if testing.Short() {
		return 3 * d
	}
	return d
}

// A side whose clock is spent moves at once, and so does a search given a
// zero limit; a game that is over answers "(none)" on any clock.
func TestChildSpentClock(t *testing.T) {
	mated := "position fen 4k4/4R4/4R4/9/9/9/9/9/9/3K1R3 b - - 0 1"
	cases := []struct{ name, position, goCmd, want string }{
		{"own clock at zero", "position startpos", "go wtime 0 btime 5000", "bestmove "},
		{"own clock negative", "position startpos", "go wtime -100 btime 5000", "bestmove "},
		{"own clock missing", "position startpos", "go btime 5000", "bestmove "},
		{"increment only", "position startpos", "go wtime 0 btime 0 winc 1000 binc 1000", "bestmove "},
		{"black at zero", "position startpos moves h3e3", "go wtime 5000 btime 0 winc 0 binc 0", "bestmove "},
		{"moves to go", "position startpos", "go wtime 0 btime 5000 movestogo 10", "bestmove "},
		{"byoyomi spent", "position startpos", "go wtime 0 btime 0 byoyomi 0", "bestmove "},
		{"movetime 0", "position startpos", "go movetime 0", "bestmove "},
		{"depth 0", "position startpos", "go depth 0", "bestmove "},
		{"nodes 0", "position startpos", "go nodes 0", "bestmove "},
		{"game over", mated, "go wtime 0 btime 0", "bestmove (none)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := startChild(t)
			e.send(c.position, "isready")
			e.expect("readyok", slack(2*time.Second))
			start := time.Now()
			e.send(c.goCmd)
			got := e.expect("bestmove", slack(time.Second))
			if !strings.HasPrefix(got, c.want) || got == "bestmove " {
				t.Errorf("%s: %q, want %q...", c.goCmd, got, c.want)
			}
			t.Logf("%s: %s after %v", c.goCmd, got, time.Since(start))
			e.send("quit")
			e.waitExit(slack(time.Second))
		})
	}
}

// repeatPlies returns n plies of horses going out and back.
func repeatPlies(n int) string {
	cycle := []string{"h1g3", "h10g8", "g3h1", "g8h10"}
	var b strings.Builder
	for i := range n {
		b.WriteString(" ")
		b.WriteString(cycle[i%4])
	}
	return b.String()
}

// Lines past bufio.Scanner's 64 KiB are read; lines past maxLine are
// refused with an error and the session goes on.
func TestChildLongLines(t *testing.T) {
	e := startChild(t)
	e.send("position startpos moves" + repeatPlies(14000))
	e.send("d")
	if fen := e.expect("Fen: ", slack(5*time.Second)); !strings.HasSuffix(fen, " 7001") {
		t.Errorf("after 14,000 plies: %q, want move 7001", fen)
	}
	e.send("go depth 1")
	e.expect("bestmove ", slack(5*time.Second))
	e.send("position startpos moves"+repeatPlies(maxLine/5+1), "d")
	e.expect("info string error: line longer than", slack(5*time.Second))
	if fen := e.expect("Fen: ", slack(time.Second)); !strings.HasSuffix(fen, " 7001") {
		t.Errorf("a refused line changed the position: %q", fen)
	}
	e.send("isready")
	e.expect("readyok", slack(time.Second))
	e.send("quit")
	e.waitExit(slack(time.Second))
}

// The end of the input acts as quit: the search stops and answers.
func TestChildEndOfInput(t *testing.T) {
	for _, goCmd := range []string{"go depth 1000", "go nodes 1000000000000", "go infinite", "go wtime 600000 btime 600000"} {
		t.Run(goCmd, func(t *testing.T) {
			e := startChild(t)
			e.send("position startpos", goCmd)
			e.expect("info depth 1 ", slack(time.Second))
			e.in.Close()
			e.expect("bestmove ", slack(time.Second))
			e.waitExit(slack(time.Second))
		})
	}
	t.Run("go perft 12", func(t *testing.T) {
		e := startChild(t)
		e.send("position startpos", "go perft 12")
		e.in.Close()
		e.expect("info string perft stopped", slack(time.Second))
		e.waitExit(slack(time.Second))
	})
}

// Perft runs like a search: the session answers meanwhile, and stop and
// quit interrupt it.
func TestChildPerftInterrupted(t *testing.T) {
	e := startChild(t)
	e.send("position startpos", "go perft 12")
	time.Sleep(50 * time.Millisecond)
	e.send("isready")
	e.expect("readyok", slack(500*time.Millisecond))
	e.send("stop")
	e.expect("info string perft stopped after ", slack(500*time.Millisecond))
	e.send("go perft 2")
	if got := e.expect("Nodes searched: ", slack(time.Second)); got != "Nodes searched: 1920" {
		t.Errorf("perft 2 after a stopped one: %q", got)
	}
	e.send("go perft 12")
	time.Sleep(50 * time.Millisecond)
	e.send("quit")
	e.waitExit(slack(time.Second))
}

// "go infinite" searches until "stop", then answers at once.
func TestChildInfiniteStop(t *testing.T) {
	e := startChild(t)
	e.send("uci")
	e.expect("uciok", slack(time.Second))
	e.send("position startpos moves h3e3", "go infinite")
	e.expect("info depth 2 ", slack(time.Second))
	start := time.Now()
	e.send("stop")
	e.expect("bestmove ", slack(500*time.Millisecond))
	t.Logf("stop answered after %v", time.Since(start))
	e.send("quit")
	e.waitExit(slack(time.Second))
}

func TestChildBadCommandLine(t *testing.T) {
	cmd := exec.Command(os.Args[0], "nonsense")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), "usage") {
		t.Errorf("elephant nonsense: %v, %q; want exit status 2 and the usage", err, out)
	}
}
