// Command match measures playing strength: it plays two engines against each
// other over a fixed set of openings of one game, each opening twice with the
// colours swapped, judges every game with package rules, and prints the
// score and the Elo difference with its 95% error bar.
//
//	match -variant xiangqi -games 20 -movetime 100ms -engine ./elephant -opponent fsf
//	match -ladder -variant xiangqi -games 10    levels 1–10 of our engine, each against the one below
//	match -ladder -nodes 100000 -levels 9,10    the same with a node budget per move, for the pairs 8–9 and 9–10
//	match -variant janggi -engine ./new -opponent uci:./old -nodes 30000 -parallel 2
//	                                            a change against the engine before it, at a (jittered) node budget
//	match -variant banqi -opponent greedy -games 200 -nodes 20000 -parallel 2
//	                                            banqi (banqi.go): deals from fixed seeds; -opponent greedy, self or level:N; -ladder
//
// The Fairy-Stockfish opponent is a native UCI binary (-fsf PATH; by default
// ../shared/fsf/fairy-stockfish when it exists, else fairy-stockfish on the
// PATH or Debian's /usr/games/fairy-stockfish), one thread, 16 MB hash,
// NNUE off. -fsf wasm plays the npm WebAssembly build under Node 20 through
// fsf.mjs instead, which searches about five times slower: a handicapped
// opponent, and the match says so.
package main

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

type config struct {
	variant   string
	games     int
	moveTime  time.Duration
	engine    string // path of the elephant binary
	opponent  string // "fsf", or a level 1–10 of our own engine
	level     int
	ladder    bool
	maxPlies  int
	fsf       string // path of a native Fairy-Stockfish, or "wasm"
	fsfScript string
	verbose   bool
	parallel  int
	nodes     uint64 // in-process players: nodes per move instead of the time
	levels    string // ladder: the higher levels of the pairs to play, e.g. "2,9,10"; empty: all
	seed      uint64 // banqi: the first deal's seed
}

func main() {
	var c config
	flag.StringVar(&c.variant, "variant", "xiangqi", "game: xiangqi, janggi, shatar (Fairy-Stockfish's rules) or any preset for self-play")
	flag.IntVar(&c.games, "games", 20, "games per pairing (rounded up to an even number)")
	flag.DurationVar(&c.moveTime, "movetime", 100*time.Millisecond, "time per move")
	flag.StringVar(&c.engine, "engine", "", "path of the elephant binary (its `uci` command is used); empty: in-process")
	flag.StringVar(&c.opponent, "opponent", "fsf", "fsf; self (our engine at -level); or uci:PATH, another elephant binary")
	flag.IntVar(&c.level, "level", 10, "our engine's level")
	flag.BoolVar(&c.ladder, "ladder", false, "play each level 2–10 against the level below it")
	flag.IntVar(&c.maxPlies, "maxplies", 300, "plies after which a game is adjudicated a draw")
	flag.StringVar(&c.fsf, "fsf", "", "Fairy-Stockfish: path of a native UCI binary, or wasm for the npm build (slowed); "+
		"empty: ../shared/fsf/fairy-stockfish, fairy-stockfish on the PATH or /usr/games/fairy-stockfish")
	flag.StringVar(&c.fsfScript, "fsf-script", defaultFSFScript(), "path of fsf.mjs, for -fsf wasm")
	flag.BoolVar(&c.verbose, "v", false, "print every game's moves")
	flag.IntVar(&c.parallel, "parallel", 1, "games played at once")
	flag.Uint64Var(&c.nodes, "nodes", 0, "our players (in-process or uci:): search this many nodes a move instead of -movetime, "+
		"so that a busy machine does not starve the time-limited levels")
	flag.StringVar(&c.levels, "levels", "", "ladder: play only the pairs whose higher level is listed, e.g. 2,9,10")
	flag.Uint64Var(&c.seed, "seed", 1, "banqi: the seed of the first deal (games use seed, seed+1, ...)")
	flag.Parse()
	if err := run(c); err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		os.Exit(1)
	}
}

func defaultFSFScript() string {
	if _, err := os.Stat("cmd/match/fsf.mjs"); err == nil {
		return "cmd/match/fsf.mjs"
	}
	return "fsf.mjs"
}

// fsfBinary finds the Fairy-Stockfish to play: the one named (or "wasm"),
// else the shared native build, else one on the PATH or Debian's.
func fsfBinary(named string) (string, error) {
	if named == "wasm" {
		return named, nil
	}
	candidates := []string{named}
	if named == "" {
		candidates = []string{"../shared/fsf/fairy-stockfish", "fairy-stockfish", "/usr/games/fairy-stockfish"}
	}
	for _, c := range candidates {
		if p, err := exec.LookPath(c); err == nil {
			return findBinary(p), nil
		}
	}
	return "", fmt.Errorf("no Fairy-Stockfish found (tried %s): give -fsf PATH, or -fsf wasm for the npm build",
		strings.Join(candidates, ", "))
}

func run(c config) error {
	c.games += c.games % 2
	if bv, err := rules.BanqiPreset(c.variant); err == nil {
		return runBanqi(c, bv)
	}
	v, err := rules.Preset(c.variant)
	if err != nil {
		return err
	}
	ops, err := openings(v)
	if err != nil {
		return err
	}
	if c.ladder {
		return ladder(c, v, ops)
	}
	mk := func() (player, error) { return newOurs(c, c.level) }
	var opp func() (player, error)
	switch c.opponent {
	case "fsf":
		path, err := fsfBinary(c.fsf)
		if err != nil {
			return err
		}
		if path == "wasm" {
			fmt.Println("note: the npm WebAssembly build of Fairy-Stockfish searches about five times slower than the native one: a handicapped opponent")
			opp = func() (player, error) { return newFSFWasm(c.fsfScript) }
		} else {
			fmt.Printf("opponent: native Fairy-Stockfish %s, 1 thread, 16 MB hash, NNUE off\n", path)
			opp = func() (player, error) { return newFSFNative(path) }
		}
	case "self":
		opp = func() (player, error) { return newLocal(c.level, c.nodes), nil }
	default:
		if path, ok := strings.CutPrefix(c.opponent, "uci:"); ok {
			opp = func() (player, error) {
				p, err := newUCIPlayer(filepath.Base(path), path, "uci")
				if err == nil {
					p.nodes = c.nodes
				}
				return p, err
			}
			break
		}
		return fmt.Errorf("unknown opponent %q", c.opponent)
	}
	s, err := pairing(c, v, ops, mk, opp, c.parallel)
	if err != nil {
		return err
	}
	s.print(os.Stdout)
	return nil
}

func newOurs(c config, level int) (player, error) {
	if c.engine == "" {
		return newLocal(level, c.nodes), nil
	}
	p, err := newUCIPlayer("elephant", c.engine, "uci")
	if err != nil {
		return nil, err
	}
	p.nodes = c.nodes
	if err := p.setOption("Level", fmt.Sprint(level)); err != nil {
		p.close()
		return nil, err
	}
	return p, nil
}

// ladder plays every level against the level below it.
func ladder(c config, v *rules.Variant, ops [][]string) error {
	per := c.moveTime.String()
	if c.nodes > 0 {
		per = fmt.Sprintf("%d nodes", c.nodes)
	}
	fmt.Printf("Ladder in %s, %d games per pair, %s per move\n", v.Name, c.games, per)
	want, err := ladderLevels(c.levels)
	if err != nil {
		return err
	}
	for _, lv := range want {
		hi, lo := lv, lv-1
		s, err := pairing(c, v, ops,
			func() (player, error) { return newLocal(hi, c.nodes), nil },
			func() (player, error) { return newLocal(lo, c.nodes), nil }, c.parallel)
		if err != nil {
			return err
		}
		s.print(os.Stdout)
	}
	return nil
}

// ladderLevels parses -levels: the higher level of each pair, 2–10.
func ladderLevels(list string) ([]int, error) {
	if strings.TrimSpace(list) == "" {
		return []int{2, 3, 4, 5, 6, 7, 8, 9, 10}, nil
	}
	var out []int
	for _, f := range strings.Split(list, ",") {
		var lv int
		if _, err := fmt.Sscan(strings.TrimSpace(f), &lv); err != nil || lv < 2 || lv > 10 {
			return nil, fmt.Errorf("-levels: %q is not a level from 2 to 10", f)
		}
		out = append(out, lv)
	}
	return out, nil
}

// pairing plays c.games games between two players, alternating colours,
// cycling through the openings.
func pairing(c config, v *rules.Variant, ops [][]string, mkA, mkB func() (player, error), parallel int) (*score, error) {
	s := &score{}
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for w := 0; w < max(parallel, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, err := mkA()
			if err != nil {
				mu.Lock()
				firstErr = errors.Join(firstErr, err)
				mu.Unlock()
				for range jobs {
				}
				return
			}
			defer a.close()
			b, err := mkB()
			if err != nil {
				mu.Lock()
				firstErr = errors.Join(firstErr, err)
				mu.Unlock()
				for range jobs {
				}
				return
			}
			defer b.close()
			mu.Lock()
			s.nameA, s.nameB = a.name(), b.name()
			mu.Unlock()
			for g := range jobs {
				op := ops[(g/2)%len(ops)]
				first, second := a, b
				if g%2 == 1 {
					first, second = b, a
				}
				r := playGame(v, op, first, second, c.moveTime, c.maxPlies)
				mu.Lock()
				s.add(r, g%2 == 1)
				fmt.Printf("game %3d  %-28s %-14s vs %-14s %s %-24s %3d plies\n", g+1,
					strings.Join(op, " "), first.name(), second.name(), r.result, r.reason, len(r.moves))
				if c.verbose {
					fmt.Println("   ", strings.Join(r.moves, " "))
				}
				mu.Unlock()
			}
		}()
	}
	for g := 0; g < c.games; g++ {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	return s, firstErr
}

// score counts results from player A's point of view.
type score struct {
	nameA, nameB    string
	wins, draws, ls int
}

// add records a game; swapped is true when A had the second move.
func (s *score) add(r gameResult, swapped bool) {
	winA := rules.FirstWins
	if swapped {
		winA = rules.SecondWins
	}
	switch {
	case r.result == rules.Draw || r.result == rules.Ongoing:
		s.draws++
	case r.result == winA:
		s.wins++
	default:
		s.ls++
	}
}

func (s *score) print(w *os.File) {
	n := s.wins + s.draws + s.ls
	if n == 0 {
		fmt.Fprintln(w, "no games played")
		return
	}
	pts := float64(s.wins) + float64(s.draws)/2
	elo, err := eloWithError(s.wins, s.draws, s.ls)
	fmt.Fprintf(w, "Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", s.nameA, s.nameB, s.wins, s.ls, s.draws, pts/float64(n), n)
	fmt.Fprintf(w, "Elo difference: %.1f +/- %.1f (95%%)\n", elo, err)
}

// eloWithError converts a score into an Elo difference and the half-width
// of its 95% confidence interval (normal approximation over the games).
func eloWithError(w, d, l int) (elo, margin float64) {
	n := float64(w + d + l)
	s := (float64(w) + float64(d)/2) / n
	variance := (float64(w)*math.Pow(1-s, 2) + float64(d)*math.Pow(0.5-s, 2) + float64(l)*math.Pow(s, 2)) / n
	dev := math.Sqrt(variance / n)
	lo, hi := s-1.96*dev, s+1.96*dev
	return eloOf(s), (eloOf(hi) - eloOf(lo)) / 2
}

func eloOf(s float64) float64 {
	s = min(max(s, 1e-3), 1-1e-3)
	return -400 * math.Log10(1/s-1)
}

// findBinary resolves a path relative to the working directory.
func findBinary(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		return abs
	}
	return p
}
