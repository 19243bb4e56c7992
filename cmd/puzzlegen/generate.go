package main

import (
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
	"github.com/elephant-chess/elephant/tutorials"
)

// generator finds puzzles of one game.
type generator struct {
	game      string
	v         *rules.Variant
	rng       *rand.Rand
	seed      int64
	nodes     uint64
	minMate   int
	maxMate   int
	seen      map[string]bool
	tried     int
	why       map[string]int // why candidates were dropped, for the log
	sparsePct int            // share of batches that are sparse placements, in percent
	bag       string         // attacking pieces of sparse placements, FEN letters ("" for the default)
	// bases are proven mates, by length, to build longer ones from.
	bases map[int][]*rules.Position
}

func newGenerator(game string, seed int64, nodes uint64, minMate, maxMate int) (*generator, error) {
	v, err := tutorials.PuzzleVariant(game)
	if err != nil {
		return nil, err
	}
	if minMate < 1 || maxMate < minMate || maxMate > tutorials.PuzzleMaxMate {
		return nil, fmt.Errorf("mate lengths %d..%d out of range 1..%d", minMate, maxMate, tutorials.PuzzleMaxMate)
	}
	return &generator{game: game, v: v, rng: rand.New(rand.NewSource(seed)), seed: seed, nodes: nodes,
		minMate: minMate, maxMate: maxMate, seen: map[string]bool{}, why: map[string]int{},
		bases: map[int][]*rules.Position{}}, nil
}

// candidate is a position to try and where it came from.
type candidate struct {
	pos    *rules.Position
	source string
}

// run collects up to per puzzles for each mate length until the deadline.
func (g *generator) run(per int, deadline time.Time) []tutorials.Puzzle {
	var out []tutorials.Puzzle
	count := make([]int, g.maxMate+1)
	for n := 0; n < g.minMate; n++ {
		count[n] = per // nothing wanted below the shortest length
	}
	start := time.Now()
	defer func() {
		fmt.Fprintf(os.Stderr, "%s: %d candidates tried in %v; dropped: %v\n", g.game, g.tried, time.Since(start).Round(time.Second), g.why)
	}()
	for time.Now().Before(deadline) && !full(count, per) {
		for _, c := range g.candidates(count, per) {
			p, ok := g.try(c, count, per)
			if !ok {
				continue
			}
			count[p.Mate]++
			out = append(out, p)
			fmt.Fprintf(os.Stderr, "%s: mate in %d (%v) after %d tries: %s\n", g.game, p.Mate, count[g.minMate:], g.tried, p.FEN)
		}
	}
	return out
}

// extendSome builds a candidate back from a base one move shorter than a
// length still wanted, half of the time.
func (g *generator) extendSome(count []int, per int) (candidate, bool) {
	if g.rng.Intn(2) == 0 {
		return candidate{}, false
	}
	var wanted []int
	for n := 2; n < len(count); n++ {
		if count[n] < per && len(g.bases[n-1]) > 0 {
			wanted = append(wanted, n)
		}
	}
	if len(wanted) == 0 {
		return candidate{}, false
	}
	bases := g.bases[wanted[g.rng.Intn(len(wanted))]-1]
	return g.extend(bases[g.rng.Intn(len(bases))])
}

func full(count []int, per int) bool {
	for _, c := range count {
		if c < per {
			return false
		}
	}
	return true
}

// candidates returns the next batch: a mate built back from a shorter one
// when longer mates are wanted and bases exist, else a playout or a sparse
// placement.
func (g *generator) candidates(count []int, per int) []candidate {
	if c, ok := g.extendSome(count, per); ok {
		return []candidate{c}
	}
	if g.rng.Intn(100) >= g.sparsePct {
		return g.playout()
	}
	if c, ok := g.sparse(); ok {
		return []candidate{c}
	}
	return nil
}

// try proves a candidate and turns it into a puzzle.
func (g *generator) try(c candidate, count []int, per int) (tutorials.Puzzle, bool) {
	key := boardKey(c.pos.FEN())
	if g.seen[key] || c.pos.Outcome().Over() {
		g.why["seen or over"]++
		return tutorials.Puzzle{}, false
	}
	g.seen[key] = true
	g.tried++
	n, win, complete := search.SolveMateNodes(c.pos, g.maxMate, g.nodes)
	if complete && n > 0 {
		g.addBase(n, c.pos)
	}
	if why := dropReason(n, len(win), complete, count, per); why != "" {
		g.why[why]++
		return tutorials.Puzzle{}, false
	}
	l, err := proveLine(c.pos, n, g.nodes)
	if err != nil {
		g.why[err.Error()]++
		return tutorials.Puzzle{}, false
	}
	return g.puzzle(c, n, l), true
}

// puzzle writes a proven line as a puzzle.
func (g *generator) puzzle(c candidate, n int, l line) tutorials.Puzzle {
	return makePuzzle(g.game, c.pos, fmt.Sprintf("%s, seed %d", c.source, g.seed), "", n, l)
}

// makePuzzle writes a proven line from pos as a puzzle; idTag goes between
// the game and the hash in the id.
func makePuzzle(game string, pos *rules.Position, source, idTag string, n int, l line) tutorials.Puzzle {
	fen := pos.FEN()
	p := tutorials.Puzzle{
		ID:       fmt.Sprintf("%s-%s%08x", game, idTag, fenHash(fen)),
		Game:     game,
		FEN:      fen,
		Side:     sideLetter(pos.SideToMove()),
		Mate:     n,
		Solution: moveStrings(l.moves),
		Source:   source,
	}
	if len(l.alts) > 0 {
		p.Alternatives = map[int][]string{len(l.moves) - 1: moveStrings(l.alts)}
	}
	f := describe(pos, l)
	p.Themes = f.themes(pos.Variant().Game, n)
	p.Difficulty = f.difficulty(n)
	return p
}

func moveStrings(ms []rules.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

func sideLetter(c rules.Color) string {
	if c == rules.First {
		return "w"
	}
	return "b"
}

// boardKey is the board and side to move of a FEN: the same puzzle whatever
// the clocks say.
func boardKey(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 2 {
		return fen
	}
	return f[0] + " " + f[1]
}

func fenHash(fen string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(boardKey(fen)))
	return h.Sum32()
}

// playout plays random moves from the start and offers some positions on
// the way. Captures are preferred, so that the board opens up.
func (g *generator) playout() []candidate {
	pos := g.v.StartPosition()
	length := 16 + g.rng.Intn(100)
	var out []candidate
	for ply := 0; ply < length; ply++ {
		ms := pos.LegalMoves()
		if len(ms) == 0 || pos.Outcome().Over() {
			break
		}
		pos.MakeMove(g.pickMove(pos, ms))
		if ply >= 12 && g.rng.Intn(8) == 0 {
			if q, err := g.v.NewPosition(clearClocks(pos.FEN())); err == nil {
				out = append(out, candidate{q, "puzzlegen: random playout"})
			}
		}
	}
	return out
}

func (g *generator) pickMove(pos *rules.Position, ms []rules.Move) rules.Move {
	if g.rng.Intn(2) == 0 {
		var caps []rules.Move
		for _, m := range ms {
			if pos.At(m.To()) != rules.Empty && !m.IsPass() {
				caps = append(caps, m)
			}
		}
		if len(caps) > 0 {
			return caps[g.rng.Intn(len(caps))]
		}
	}
	return ms[g.rng.Intn(len(ms))]
}

// clearClocks resets the half-move clock and move number of a FEN, so that a
// puzzle starts fresh.
func clearClocks(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 2 {
		return fen
	}
	return f[0] + " " + f[1] + " - - 0 1"
}

// dropReason says why a solved candidate is of no use, or "".
func dropReason(n, ways int, complete bool, count []int, per int) string {
	switch {
	case !complete:
		return "node bound"
	case n == 0:
		return "no mate"
	case count[n] >= per:
		return "length not wanted"
	case ways != 1:
		return "first move not unique"
	}
	return ""
}

// maxBases bounds the bases kept per mate length.
const maxBases = 1000

// addBase keeps a proven mate in n to build longer ones from.
func (g *generator) addBase(n int, pos *rules.Position) {
	if len(g.bases[n]) < maxBases {
		g.bases[n] = append(g.bases[n], pos)
	}
}

// readPuzzleFile reads and checks one puzzle data file.
func readPuzzleFile(path string) (*tutorials.PuzzleFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f, err := tutorials.ParsePuzzleFile(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// loadBases reads the puzzles of a data file as bases.
func (g *generator) loadBases(path string) error {
	f, err := readPuzzleFile(path)
	if err != nil {
		return err
	}
	for _, p := range f.Puzzles {
		if pos, err := g.v.NewPosition(p.FEN); err == nil && g.game == p.Game {
			g.addBase(p.Mate, pos)
			g.seen[boardKey(p.FEN)] = true
		}
	}
	return nil
}
