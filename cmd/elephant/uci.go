package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
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
	overhead time.Duration // Move Overhead
	done     chan struct{} // closed when the running search or perft has answered; nil when idle
	stop     func()        // asks the running search or perft to answer now

	banqi       *rules.BanqiView    // the position when UCI_Variant is a banqi preset, else nil
	banqiEngine *search.BanqiEngine // made at the first switch to banqi
	hashMB      int
}

const defaultHashMB = 16

func newUCI(out io.Writer) *uci { return newUCIHash(out, defaultHashMB) }

// newUCIHash starts a session whose transposition table has hashMB megabytes.
func newUCIHash(out io.Writer, hashMB int) *uci {
	u := &uci{out: out, engine: search.New(hashMB), hashMB: hashMB, multiPV: 1, overhead: search.DefaultOverhead}
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

// maxLine bounds an input line (a position of over 150,000 plies); longer
// lines are skipped with an error, never buffered whole.
const maxLine = 1 << 20

// loop reads commands until quit or the end of the input, which acts as
// quit: a running search is stopped and answers.
func (u *uci) loop(in io.Reader) error {
	defer u.waitSearch(true)
	r := bufio.NewReaderSize(in, 64<<10)
	var buf []byte
	for {
		line, tooLong, err := readLine(r, buf[:0])
		buf = line
		switch {
		case tooLong:
			u.errorf("line longer than %d bytes ignored", maxLine)
		case len(line) > 0 && !u.command(string(line)):
			return nil
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading UCI input: %w", err)
		}
	}
}

// readLine appends the next line, without its end, to buf. A line longer
// than maxLine is read to its end and dropped: tooLong reports it. The last
// line may lack its newline; err is io.EOF once the input is exhausted.
func readLine(r *bufio.Reader, buf []byte) (line []byte, tooLong bool, err error) {
	for {
		chunk, more, err := r.ReadLine()
		if err != nil {
			return buf, tooLong, err
		}
		if len(buf)+len(chunk) > maxLine {
			tooLong, buf = true, buf[:0]
		}
		if !tooLong {
			buf = append(buf, chunk...)
		}
		if !more {
			return buf, tooLong, nil
		}
	}
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
		if u.banqiEngine != nil {
			u.banqiEngine.Clear()
		}
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
		if u.banqi != nil {
			u.println("Fen: %s", u.banqi.FEN())
			break
		}
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
	if u.banqi != nil && (args[0] == "startpos" || args[0] == "fen") {
		u.banqiPosition(args)
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
	if u.banqi != nil {
		u.banqiGo(args)
		return
	}
	pos := u.pos.Clone()
	lim, warnings, err := parseLimits(args, func(s string) (rules.Move, bool) {
		m, err := pos.ParseMove(s)
		return m, err == nil && pos.IsLegal(m)
	})
	for _, w := range warnings {
		u.errorf("go: %v", w)
	}
	if err != nil {
		u.errorf("go: %v", err)
		return
	}
	if lim.MultiPV == 0 {
		lim.MultiPV = u.multiPV
	}
	lim.Overhead = u.overhead
	u.start(u.engine.Stop, func() {
		best := u.engine.Search(pos, lim, u.printInfo)
		if best == rules.NoMove {
			u.println("bestmove (none)")
			return
		}
		u.println("bestmove %s", best)
	})
}

// start runs job in the background, as the one running search or perft;
// stop asks it to end early.
func (u *uci) start(stop func(), job func()) {
	done := make(chan struct{})
	u.done, u.stop = done, stop
	go func() {
		defer close(done)
		job()
	}()
}

// waitSearch waits for a running search or perft to answer, stopping it
// first if asked. Stop is repeated in case the search had not started
// listening yet.
func (u *uci) waitSearch(stop bool) {
	if u.done == nil {
		return
	}
	for {
		if stop {
			u.stop()
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

// goKeys are the parameters of "go" that take a number.
var goKeys = map[string]bool{"depth": true, "nodes": true, "movetime": true, "wtime": true, "btime": true,
	"winc": true, "binc": true, "byoyomi": true, "movestogo": true, "mate": true}

// parseLimits reads the arguments of "go"; legal reads a searchmoves move
// of the position. A malformed value is an error (nothing is searched); an
// unknown parameter, or a searchmoves move that is not legal, is only a
// warning, as a GUI may send parameters of a newer protocol and still
// wants its bestmove.
func parseLimits(args []string, legal func(string) (rules.Move, bool)) (lim search.Limits, warnings []error, err error) {
	for i := 0; i < len(args); i++ {
		key := args[i]
		switch {
		case key == "infinite":
			lim.Infinite = true
			continue
		case key == "ponder": // no Ponder option is declared: a search like any other
			continue
		case key == "searchmoves":
			for i+1 < len(args) && !goKeys[args[i+1]] && args[i+1] != "infinite" && args[i+1] != "ponder" {
				i++
				m, ok := legal(args[i])
				if !ok {
					warnings = append(warnings, fmt.Errorf("searchmoves: %q is not a legal move here, left out", truncate(args[i])))
					continue
				}
				lim.SearchMoves = append(lim.SearchMoves, m)
			}
			continue
		case !goKeys[key]:
			warnings = append(warnings, fmt.Errorf("unknown parameter %q ignored", truncate(key)))
			continue
		case i+1 >= len(args):
			return lim, warnings, fmt.Errorf("%q needs a value", truncate(key))
		}
		n, err := strconv.ParseInt(args[i+1], 10, 64)
		if err != nil {
			return lim, warnings, fmt.Errorf("%s %q: not a number", key, truncate(args[i+1]))
		}
		i++
		setLimit(&lim, key, max(n, 0))
	}
	return lim, warnings, nil
}

// setLimit sets one numeric "go" limit. A limit of 0 is the smallest one,
// not none: the search answers at once.
func setLimit(lim *search.Limits, key string, n int64) {
	ms := time.Duration(min(n, 1<<40)) * time.Millisecond
	switch key {
	case "depth":
		lim.Depth = int(min(max(n, 1), search.MaxDepth))
	case "mate": // a mate in n moves lies 2n-1 plies deep
		d := int(min(max(2*n-1, 1), search.MaxDepth))
		if lim.Depth == 0 || d < lim.Depth {
			lim.Depth = d
		}
	case "nodes":
		lim.Nodes = uint64(max(n, 1))
	case "movetime":
		lim.MoveTime = max(ms, time.Millisecond)
	case "wtime":
		lim.Time[rules.First], lim.Clock = ms, true
	case "btime":
		lim.Time[rules.Second], lim.Clock = ms, true
	case "winc":
		lim.Inc[rules.First], lim.Clock = ms, true
	case "binc":
		lim.Inc[rules.Second], lim.Clock = ms, true
	case "byoyomi":
		lim.Byoyomi, lim.Clock = ms, true
	case "movestogo":
		lim.MovesToGo = int(min(n, 1000))
	}
}

// perft prints the count below each root move, then the total, as
// Fairy-Stockfish does. It runs like a search: stop and quit interrupt it.
func (u *uci) perft(args []string) {
	if len(args) != 1 {
		u.errorf("go perft: want a depth")
		return
	}
	d, err := strconv.Atoi(args[0])
	if u.banqi != nil {
		if err != nil || d < 1 || d > maxBanqiPerft {
			u.errorf("go perft: depth %q, want 1..%d in banqi", truncate(args[0]), maxBanqiPerft)
			return
		}
		u.banqiPerft(d)
		return
	}
	if err != nil || d < 1 || d > 12 {
		u.errorf("go perft: depth %q, want 1..12", truncate(args[0]))
		return
	}
	pos := u.pos.Clone()
	stop := new(atomic.Bool)
	u.start(func() { stop.Store(true) }, func() { u.divide(pos, d, stop) })
}

// divide prints the perft lines; a stopped count prints no total, so that
// no partial count passes for the position's.
func (u *uci) divide(pos *rules.Position, depth int, stop *atomic.Bool) {
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	var total uint64
	for i, m := range ml.Moves() {
		pos.MakeMove(m)
		n, ok := perftUntil(pos, depth-1, stop)
		pos.UnmakeMove()
		if !ok {
			u.println("info string perft stopped after %d of %d moves", i, ml.Len())
			return
		}
		total += n
		u.println("%s: %d", m, n)
	}
	u.println("\nNodes searched: %d", total)
}

// perftBlock is the depth counted by one Position.Perft call, between two
// looks at the stop flag: tens of milliseconds at most.
const perftBlock = 3

// perftUntil counts like Position.Perft; ok is false when stop interrupted it.
func perftUntil(pos *rules.Position, depth int, stop *atomic.Bool) (n uint64, ok bool) {
	if stop.Load() {
		return 0, false
	}
	if depth <= perftBlock {
		return pos.Perft(depth), true
	}
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	for _, m := range ml.Moves() {
		pos.MakeMove(m)
		c, ok := perftUntil(pos, depth-1, stop)
		pos.UnmakeMove()
		if !ok {
			return 0, false
		}
		n += c
	}
	return n, true
}
