package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os/exec"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

// player is an engine taking part in a match.
type player interface {
	name() string
	newGame(v *rules.Variant) error
	// move returns the player's move in pos, reached from startFEN by moves.
	move(pos *rules.Position, startFEN string, moves []string, mt time.Duration) (string, error)
	close()
}

// local is our engine in this process.
type local struct {
	e     *search.Engine
	level int
	nodes uint64 // a node budget per move instead of the time, when > 0
}

func newLocal(level int, nodes uint64) *local {
	e := search.New(16)
	e.SetLevel(level)
	return &local{e: e, level: level, nodes: nodes}
}

func (l *local) name() string { return fmt.Sprintf("elephant-L%d", l.level) }

func (l *local) newGame(*rules.Variant) error { l.e.Clear(); return nil }

func (l *local) move(pos *rules.Position, _ string, _ []string, mt time.Duration) (string, error) {
	lim := search.Limits{MoveTime: mt}
	if l.nodes > 0 {
		lim = search.Limits{Nodes: jitter(l.nodes)}
	}
	m := l.e.Search(pos, lim, nil)
	if m == rules.NoMove {
		return "", fmt.Errorf("no move")
	}
	return m.String(), nil
}

func (l *local) close() {}

// jitter varies a node budget by up to an eighth either way, so that games
// bounded by nodes do not repeat each other opening by opening.
func jitter(n uint64) uint64 {
	spread := n / 8
	return n - spread + rand.Uint64N(2*spread+1)
}

// uciPlayer is an engine in a child process speaking UCI.
type uciPlayer struct {
	label   string
	cmd     *exec.Cmd
	in      io.WriteCloser
	lines   chan string
	variant string
	nodes   uint64 // nodes per move instead of the time, when set
}

// newFSFWasm plays the npm WebAssembly build of Fairy-Stockfish under Node.
func newFSFWasm(script string) (player, error) {
	return newUCIPlayer("fairy-stockfish-wasm", "node", "--no-experimental-fetch", script)
}

// newFSFNative plays a native Fairy-Stockfish with its classical evaluation
// (no network files are shipped), one thread and 16 MB of hash.
func newFSFNative(path string) (player, error) {
	p, err := newUCIPlayer("fairy-stockfish", path)
	if err != nil {
		return nil, err
	}
	for _, o := range [][2]string{{"Use NNUE", "false"}, {"Threads", "1"}, {"Hash", "16"}} {
		if err := p.setOption(o[0], o[1]); err != nil {
			p.close()
			return nil, err
		}
	}
	return p, nil
}

func newUCIPlayer(label, prog string, args ...string) (*uciPlayer, error) {
	cmd := exec.Command(findBinary(prog), args...)
	if prog == "node" {
		cmd = exec.Command("node", args...)
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", label, err)
	}
	p := &uciPlayer{label: label, cmd: cmd, in: in, lines: make(chan string, 4096)}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	p.send("uci")
	if _, err := p.waitFor("uciok", time.Minute); err != nil {
		p.close()
		return nil, err
	}
	return p, p.sync()
}

func (p *uciPlayer) name() string { return p.label }

func (p *uciPlayer) send(s string) { fmt.Fprintln(p.in, s) }

func (p *uciPlayer) waitFor(prefix string, d time.Duration) (string, error) {
	timeout := time.After(d)
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				return "", fmt.Errorf("%s exited", p.label)
			}
			if strings.HasPrefix(l, prefix) {
				return l, nil
			}
		case <-timeout:
			return "", fmt.Errorf("%s: no %q within %v", p.label, prefix, d)
		}
	}
}

func (p *uciPlayer) sync() error {
	p.send("isready")
	_, err := p.waitFor("readyok", 30*time.Second)
	return err
}

func (p *uciPlayer) setOption(name, value string) error {
	p.send("setoption name " + name + " value " + value)
	return p.sync()
}

func (p *uciPlayer) newGame(v *rules.Variant) error {
	if v.Name != p.variant {
		p.send("setoption name UCI_Variant value " + v.Name)
		p.variant = v.Name
	}
	p.send("ucinewgame")
	return p.sync()
}

func (p *uciPlayer) move(_ *rules.Position, startFEN string, moves []string, mt time.Duration) (string, error) {
	cmd := "position fen " + startFEN
	if len(moves) > 0 {
		cmd += " moves " + strings.Join(moves, " ")
	}
	p.send(cmd)
	if p.nodes > 0 {
		p.send(fmt.Sprintf("go nodes %d", jitter(p.nodes)))
	} else {
		p.send(fmt.Sprintf("go movetime %d", mt.Milliseconds()))
	}
	l, err := p.waitFor("bestmove", 10*mt+10*time.Second)
	if err != nil {
		return "", err
	}
	f := strings.Fields(l)
	if len(f) < 2 {
		return "", fmt.Errorf("%s: %q", p.label, l)
	}
	return f[1], nil
}

func (p *uciPlayer) close() {
	p.send("quit")
	done := make(chan struct{})
	go func() { p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		p.cmd.Process.Kill()
	}
}
