package tutorials

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/rules"
)

// TestBanqiPuzzleGen writes puzzles/banqi.json from random sparse face-up
// positions; the normal test run skips it. Run it with
//
//	BANQI_PUZZLEGEN=1 go test -run TestBanqiPuzzleGen ./tutorials/
//
// BANQI_SEED (default 1) seeds it, BANQI_TIME (default 5m) bounds it.
func TestBanqiPuzzleGen(t *testing.T) {
	if os.Getenv("BANQI_PUZZLEGEN") == "" {
		t.Skip("set BANQI_PUZZLEGEN=1 to regenerate puzzles/banqi.json")
	}
	seed, err := strconv.ParseInt(envOr("BANQI_SEED", "1"), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	limit, err := time.ParseDuration(envOr("BANQI_TIME", "5m"))
	if err != nil {
		t.Fatal(err)
	}
	v, err := PuzzleVariant(banqiPuzzleGame)
	if err != nil {
		t.Fatal(err)
	}
	g := &banqiGen{v: v, rng: rand.New(rand.NewSource(seed)), seed: seed, seen: map[string]bool{}}
	deadline := time.Now().Add(limit)
	tried := 0
	for !g.full() && time.Now().Before(deadline) {
		tried++
		g.try(g.placement())
	}
	ps := g.chosen()
	t.Logf("%d candidates, %d kept: %s", tried, len(ps), g.summary(ps))
	data, err := json.MarshalIndent(PuzzleFile{Version: PuzzleFormatVersion, Game: banqiPuzzleGame, Puzzles: ps}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("puzzles/banqi.json", append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

func envOr(name, def string) string {
	if s := os.Getenv(name); s != "" {
		return s
	}
	return def
}

// banqiWant is how many puzzles of each length (solver moves 1–4) the
// generator keeps, and banqiPool how many candidates of each it gathers to
// choose them from.
var banqiWant = [5]int{0, 6, 8, 9, 7}

const (
	banqiPool       = 20
	banqiGenNodes   = 300_000 // a search's bound, per candidate and length
	banqiMaxTrivial = 2       // puzzles that only take the last piece
)

type banqiGen struct {
	v    *rules.Variant
	rng  *rand.Rand
	seed int64
	seen map[string]bool
	pool [5][]Puzzle
	// trivial counts the pooled wins in 1 that only take the last piece.
	trivial int
}

func (g *banqiGen) full() bool {
	for n := 1; n <= 4; n++ {
		if len(g.pool[n]) < banqiPool*banqiWant[n] {
			return false
		}
	}
	return true
}

// banqiGenKinds lists the kinds by FEN letter, with each side's count.
var banqiGenKinds = []struct {
	letter byte
	count  int
}{{'K', 1}, {'A', 2}, {'B', 2}, {'R', 2}, {'N', 2}, {'C', 2}, {'P', 5}}

// placement draws a sparse face-up position: one to four pieces a side
// (the solver's at least two, a cannon among them a third of the time),
// the defender's general a third of the time, on the whole board, crowded into a
// corner block of 4×3 squares, or into one of 3×2 where blockades happen.
func (g *banqiGen) placement() string {
	var board [4][8]byte
	solver := byte('w')
	if g.rng.Intn(2) == 1 {
		solver = 'b'
	}
	fLo, fHi, rLo, rHi := 0, 8, 0, 4
	if size := [3][2]int{{8, 4}, {4, 3}, {3, 2}}[g.rng.Intn(3)]; size[0] < 8 {
		fLo, rLo = g.rng.Intn(2)*(8-size[0]), g.rng.Intn(2)*(4-size[1])
		fHi, rHi = fLo+size[0], rLo+size[1]
	}
	place := func(letter byte) {
		for {
			f, r := fLo+g.rng.Intn(fHi-fLo), rLo+g.rng.Intn(rHi-rLo)
			if board[r][f] == 0 {
				board[r][f] = letter
				return
			}
		}
	}
	room := (fHi - fLo) * (rHi - rLo)
	for side, n := range []int{2 + g.rng.Intn(3), 1 + g.rng.Intn(4)} {
		upper := (side == 0) == (solver == 'w')
		used := map[byte]int{}
		// The solver's cannon a third of the time, the defender's general a
		// quarter (with the general drawn among the other kinds, a third).
		first, odds := byte('C'), 3
		if side == 1 {
			first, odds = 'K', 4
		}
		if g.rng.Intn(odds) == 0 {
			used[first]++
			place(banqiCase(first, upper))
			room--
			n--
		}
		for ; n > 0 && room > 1; n-- {
			k := banqiGenKinds[g.rng.Intn(len(banqiGenKinds))]
			if used[k.letter] >= k.count {
				continue
			}
			used[k.letter]++
			place(banqiCase(k.letter, upper))
			room--
		}
	}
	var sb strings.Builder
	for r := 3; r >= 0; r-- {
		empty := 0
		for f := range 8 {
			if board[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(board[r][f])
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String() + " " + string(solver) + " - 0 1"
}

func banqiCase(letter byte, upper bool) byte {
	if upper {
		return letter
	}
	return letter + 'a' - 'A'
}

// try keeps the position when its shortest win is unique at every solver
// move before the last and the line can be built.
func (g *banqiGen) try(fen string) {
	b, err := rules.ParseBanqi(g.v, fen)
	if err != nil || g.seen[fen] {
		return
	}
	g.seen[fen] = true
	if o := b.Outcome(); o.Over() {
		return
	}
	s := newBanqiSolver(b, banqiGenNodes)
	n, err := s.shortest(4)
	if err != nil || n == 0 || len(g.pool[n]) >= banqiPool*banqiWant[n] {
		return
	}
	line, alts, err := buildBanqiLine(s, n)
	if err != nil {
		return
	}
	f, err := describeBanqi(b, line)
	if err != nil {
		return
	}
	p := Puzzle{ID: banqiPuzzleID(b), Game: banqiPuzzleGame, FEN: b.FEN(), Side: puzzleSideLetter(b.SideToMove()),
		Goal: GoalMate, Mate: n, Solution: line, Themes: f.themes(), Difficulty: f.difficulty(),
		Source: fmt.Sprintf("puzzlegen: banqi sparse face-up placement, seed %d", g.seed)}
	if len(alts) > 0 {
		p.Alternatives = map[int][]string{len(line) - 1: alts}
	}
	if p.Check() != nil || isTrivialBanqi(&p) && g.trivial >= banqiPool {
		return
	}
	if isTrivialBanqi(&p) {
		g.trivial++
	}
	g.pool[n] = append(g.pool[n], p)
}

// buildBanqiLine builds the main line of a win in n: the unique winning
// move at the first solver turn and at each before the last, the defender's longest
// resistance (among those, the one leaving the fewest winning moves), and
// at the last turn the first winning move, the others as alternatives.
func buildBanqiLine(s *banqiSolver, n int) (line, alts []string, err error) {
	b := s.b
	defer func(ply int) {
		for b.Ply() > ply {
			b.UnmakeMove()
		}
	}(b.Ply())
	for left := n; left >= 1; left-- {
		win, err := s.winning(left)
		if err != nil {
			return nil, nil, err
		}
		// Only the last move may have alternatives, and never the first.
		if len(win) == 0 || len(win) > 1 && (left > 1 || left == n) {
			return nil, nil, fmt.Errorf("%d winning moves with %d to go", len(win), left)
		}
		line = append(line, win[0].String())
		b.MakeMove(win[0], rules.Empty)
		if left == 1 {
			for _, m := range win[1:] {
				alts = append(alts, m.String())
			}
			return line, alts, nil
		}
		reply, err := stubbornReply(s, left-1)
		if err != nil {
			return nil, nil, err
		}
		line = append(line, reply.String())
		b.MakeMove(reply, rules.Empty)
	}
	return line, alts, nil
}

// stubbornReply picks the defender's reply that puts the win off longest
// (to exactly n more moves), and among those the one that leaves the
// solver the fewest winning moves.
func stubbornReply(s *banqiSolver, n int) (rules.Move, error) {
	res, err := s.resistance(n)
	if err != nil {
		return rules.NoMove, err
	}
	best, fewest := rules.NoMove, 0
	var ml rules.MoveList
	s.b.GenerateLegal(&ml) // in generation order, for a seeded, stable choice
	for _, m := range ml.Moves() {
		if res[m] != n {
			continue
		}
		s.b.MakeMove(m, rules.Empty)
		win, err := s.winning(n)
		s.b.UnmakeMove()
		if err != nil {
			return rules.NoMove, err
		}
		if best == rules.NoMove || len(win) < fewest {
			best, fewest = m, len(win)
		}
	}
	if best == rules.NoMove {
		return best, fmt.Errorf("no reply resists %d moves", n)
	}
	return best, nil
}

// banqiPuzzleID is banqi- and the FNV-32a hash of the board and side.
func banqiPuzzleID(b *rules.BanqiView) string {
	h := fnv.New32a()
	fields := strings.Fields(b.FEN())
	h.Write([]byte(fields[0] + " " + fields[1]))
	return fmt.Sprintf("%s-%08x", banqiPuzzleGame, h.Sum32())
}

// chosen picks banqiWant[n] puzzles of each length from the pools, each
// time the one that adds the rarest themes so far, alternating the solver's
// colour, with at most banqiMaxTrivial that only take a last piece.
func (g *banqiGen) chosen() []Puzzle {
	var out []Puzzle
	themes := map[string]int{}
	trivial := 0
	for n := 1; n <= 4; n++ {
		pool := slices.Clone(g.pool[n])
		for k := 0; k < banqiWant[n] && len(pool) > 0; k++ {
			side := "w"
			if len(out)%2 == 1 {
				side = "b"
			}
			best, score := -1, 0
			for i, p := range pool {
				if isTrivialBanqi(&p) && trivial >= banqiMaxTrivial {
					continue
				}
				sc := 0
				for _, th := range banqiTraits(&p) {
					sc += 100 / (1 + themes[th])
				}
				if p.Side == side {
					sc += 30
				}
				if best < 0 || sc > score {
					best, score = i, sc
				}
			}
			if best < 0 {
				break
			}
			p := pool[best]
			pool = slices.Delete(pool, best, best+1)
			if isTrivialBanqi(&p) {
				trivial++
			}
			for _, th := range banqiTraits(&p) {
				themes[th]++
			}
			out = append(out, p)
		}
	}
	return out
}

// banqiTraits are what the choice spreads: the themes, and the absence of
// the defender's general (most positions the generator finds have one).
func banqiTraits(p *Puzzle) []string {
	if slices.Contains(p.Themes, "trap-general") {
		return p.Themes
	}
	return append(slices.Clone(p.Themes), "no-general")
}

// isTrivialBanqi reports a win in 1 that takes the defender's one piece.
func isTrivialBanqi(p *Puzzle) bool {
	return p.Mate == 1 && p.Difficulty == 1 && banqiPieces(p.FEN, p.Side == "b") == 1
}

// banqiPieces counts the defender's pieces in a FEN: upper case for red.
func banqiPieces(fen string, defenderRed bool) int {
	n := 0
	for _, c := range strings.Fields(fen)[0] {
		if c >= 'A' && c <= 'Z' && defenderRed || c >= 'a' && c <= 'z' && !defenderRed {
			n++
		}
	}
	return n
}

func (g *banqiGen) summary(ps []Puzzle) string {
	var lengths [5]int
	themes := map[string]int{}
	sides := map[string]int{}
	for _, p := range ps {
		lengths[p.Mate]++
		sides[p.Side]++
		for _, th := range p.Themes {
			themes[th]++
		}
	}
	return fmt.Sprintf("by length %v, pools %d/%d/%d/%d, sides %v, themes %v",
		lengths[1:], len(g.pool[1]), len(g.pool[2]), len(g.pool[3]), len(g.pool[4]), sides, themes)
}
