package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

// uci is one UCI session. Input lines are untrusted: every error becomes an
// "info string" line and the session goes on.
type uci struct {
	mu       sync.Mutex // serialises output from the loop and the search goroutine
	out      io.Writer
	engine   *search.Engine
	game     rules.Game
	preset   string
	opts     rules.Options
	variant  *rules.Variant
	pos      *rules.Position
	multiPV  int
	done     chan struct{} // closed when the running search has answered; nil when idle
	infinite bool          // the running search has no limit of its own
}

const defaultHashMB = 16

func newUCI(out io.Writer) *uci {
	u := &uci{out: out, engine: search.New(defaultHashMB), multiPV: 1}
	if err := u.setVariant("xiangqi"); err != nil {
		panic(err) // a built-in name
	}
	return u
}

func (u *uci) println(format string, args ...any) {
	u.mu.Lock()
	defer u.mu.Unlock()
	fmt.Fprintf(u.out, format+"\n", args...)
}

func (u *uci) errorf(format string, args ...any) {
	u.println("info string error: "+format, args...)
}

// maxLine bounds an input line; longer lines are refused, not buffered.
const maxLine = 1 << 16

// loop reads commands until quit or the end of the input.
func (u *uci) loop(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 4096), maxLine)
	for sc.Scan() {
		if !u.command(sc.Text()) {
			u.waitSearch(true)
			return nil
		}
	}
	// At the end of the input a bounded search may finish; an infinite one cannot.
	u.waitSearch(u.infinite)
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading UCI input: %w", err)
	}
	return nil
}

// command runs one line; it returns false on quit.
func (u *uci) command(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return true
	}
	switch f[0] {
	case "uci":
		u.identify()
	case "isready":
		u.println("readyok")
	case "ucinewgame":
		u.waitSearch(true)
		u.engine.Clear()
	case "setoption":
		u.waitSearch(true)
		u.setOption(f[1:])
	case "position":
		u.waitSearch(true)
		u.position(f[1:])
	case "go":
		u.waitSearch(true)
		u.goCmd(f[1:])
	case "stop":
		u.waitSearch(true)
	case "ponderhit":
	case "d":
		u.println("Fen: %s", u.pos.FEN())
	case "quit":
		return false
	default:
		u.errorf("unknown command %q", truncate(f[0]))
	}
	return true
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

func (u *uci) identify() {
	u.println("id name Elephant")
	u.println("id author the Elephant authors")
	for _, o := range uciOptions() {
		u.println("option name %s %s", o.name, o.decl)
	}
	u.println("uciok")
}

// position handles "position startpos|fen <FEN> [moves ...]". A bad FEN
// leaves the previous position; an illegal move stops the list there.
func (u *uci) position(args []string) {
	if len(args) == 0 {
		u.errorf("position: want startpos or fen")
		return
	}
	rest := args[1:]
	var fen string
	switch args[0] {
	case "startpos":
		fen = u.variant.StartFEN
	case "fen":
		i := indexOf(rest, "moves")
		fen = strings.Join(rest[:i], " ")
		rest = rest[i:]
	default:
		u.errorf("position: want startpos or fen, got %q", truncate(args[0]))
		return
	}
	pos, err := u.variant.NewPositionLenient(fen)
	if err != nil {
		u.errorf("position: %v", err)
		return
	}
	if len(rest) > 0 && rest[0] == "moves" {
		for _, s := range rest[1:] {
			m, err := pos.ParseMove(s)
			if err != nil {
				u.errorf("position: %v (moves after it ignored)", err)
				break
			}
			pos.MakeMove(m)
		}
	}
	u.pos = pos
}

func indexOf(s []string, x string) int {
	for i, y := range s {
		if y == x {
			return i
		}
	}
	return len(s)
}

// goCmd starts a search (or runs perft) for the current position.
func (u *uci) goCmd(args []string) {
	if len(args) >= 1 && args[0] == "perft" {
		u.perft(args[1:])
		return
	}
	lim, err := parseLimits(args)
	if err != nil {
		u.errorf("go: %v", err)
		return
	}
	if lim.MultiPV == 0 {
		lim.MultiPV = u.multiPV
	}
	pos := u.pos.Clone()
	u.infinite = lim.Infinite || lim == (search.Limits{MultiPV: lim.MultiPV})
	done := make(chan struct{})
	u.done = done
	go func() {
		defer close(done)
		best := u.engine.Search(pos, lim, u.printInfo)
		if best == rules.NoMove {
			u.println("bestmove (none)")
			return
		}
		u.println("bestmove %s", best)
	}()
}

// waitSearch waits for a running search to answer, stopping it first if
// asked. Stop is repeated in case the search had not started listening yet.
func (u *uci) waitSearch(stop bool) {
	if u.done == nil {
		return
	}
	for {
		if stop {
			u.engine.Stop()
		}
		select {
		case <-u.done:
			u.done = nil
			return
		case <-time.After(time.Millisecond):
		}
	}
}

func (u *uci) printInfo(in search.Info) {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d multipv %d ", in.Depth, in.SelDepth, in.MultiPV)
	if in.Mate != 0 {
		fmt.Fprintf(&b, "score mate %d", in.Mate)
	} else {
		fmt.Fprintf(&b, "score cp %d", in.Score)
	}
	ms := in.Elapsed.Milliseconds()
	nps := uint64(float64(in.Nodes) / max(in.Elapsed.Seconds(), 1e-3))
	fmt.Fprintf(&b, " nodes %d nps %d hashfull %d time %d pv", in.Nodes, nps, in.Hashfull, ms)
	for _, m := range in.PV {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	u.println("%s", b.String())
}

// parseLimits reads the arguments of "go".
func parseLimits(args []string) (search.Limits, error) {
	var lim search.Limits
	for i := 0; i < len(args); i++ {
		key := args[i]
		if key == "infinite" {
			lim.Infinite = true
			continue
		}
		if key == "ponder" {
			continue
		}
		if i+1 >= len(args) {
			return lim, fmt.Errorf("%q needs a value", truncate(key))
		}
		n, err := strconv.ParseInt(args[i+1], 10, 64)
		if err != nil {
			return lim, fmt.Errorf("%s %q: not a number", key, truncate(args[i+1]))
		}
		n = max(n, 0)
		i++
		ms := time.Duration(min(n, 1<<40)) * time.Millisecond
		switch key {
		case "depth":
			lim.Depth = int(min(n, search.MaxDepth))
		case "nodes":
			lim.Nodes = uint64(n)
		case "movetime":
			lim.MoveTime = ms
		case "wtime":
			lim.Time[rules.First] = ms
		case "btime":
			lim.Time[rules.Second] = ms
		case "winc":
			lim.Inc[rules.First] = ms
		case "binc":
			lim.Inc[rules.Second] = ms
		case "movestogo", "mate":
		default:
			return lim, fmt.Errorf("unknown parameter %q", truncate(key))
		}
	}
	return lim, nil
}

// perft prints the count below each root move, then the total, as
// Fairy-Stockfish does.
func (u *uci) perft(args []string) {
	if len(args) != 1 {
		u.errorf("go perft: want a depth")
		return
	}
	d, err := strconv.Atoi(args[0])
	if err != nil || d < 1 || d > 12 {
		u.errorf("go perft: depth %q, want 1..12", truncate(args[0]))
		return
	}
	pos := u.pos
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	var total uint64
	for _, m := range ml.Moves() {
		pos.MakeMove(m)
		n := pos.Perft(d - 1)
		pos.UnmakeMove()
		total += n
		u.println("%s: %d", m, n)
	}
	u.println("\nNodes searched: %d", total)
}
