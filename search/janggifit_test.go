package search

// TestFitJanggi refits janggi's square tables and weights (janggi_tables.go)
// to Fairy-Stockfish's classical evaluation. It runs only when given games:
//
//	go test ./search -run TestFitJanggi -fit.games=a.txt,b.txt -fit.fsf=cmd/match/fsf.mjs
//
// The games are cmd/match -v records (a line of UCI moves under each game
// line). Every quiet position of them (not in check, quiescence agreeing
// with the static evaluation) is a sample; Fairy-Stockfish's `eval` gives its
// classical evaluation, and a ridge regression of the difference on the
// features below adjusts the current values. Without -fit.write it only
// reports how well the current and the fitted evaluation agree.

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

var (
	fitGames  = flag.String("fit.games", "", "comma-separated cmd/match -v records to fit janggi's evaluation on")
	fitFSF    = flag.String("fit.fsf", "../cmd/match/fsf.mjs", "Fairy-Stockfish under Node (cmd/match/fsf.mjs)")
	fitLambda = flag.Float64("fit.lambda", 5, "ridge penalty")
	fitWrite  = flag.Bool("fit.write", false, "rewrite janggi_tables.go with the fitted values")
)

// Features: one per kind and folded square (janggiTables' layout), then the
// mobility of horse, cannon and elephant, then the danger. Each has a
// middle-game and an ending column, weighted by the phase.
const (
	fitSquares  = 7 * 50
	fitMobility = fitSquares
	fitDanger   = fitMobility + 3
	fitN        = fitDanger + 1
	fitCols     = 2*fitN + 1 // and the intercept
)

type fitSample struct {
	x    map[int]float64 // sparse columns
	diff float64         // Fairy-Stockfish's score minus ours, centipawns, cho's view
}

func TestFitJanggi(t *testing.T) {
	if *fitGames == "" {
		t.Skip("no -fit.games")
	}
	v := rules.MustPreset("janggi")
	fens, samples, err := fitCollect(v, strings.Split(*fitGames, ","))
	if err != nil {
		t.Fatal(err)
	}
	kept, err := fitAgainstFSF(t, "janggi", fens, samples, fitCols, math.Inf(1))
	if err != nil {
		t.Fatal(err)
	}
	if *fitWrite {
		w := ridge(kept, *fitLambda, fitCols)
		src, err := janggiTablesSource(w, len(kept))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("janggi_tables.go", src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// fitCollect replays the games and keeps their distinct quiet positions:
// the FENs, and samples holding our features and our score (cho's view).
func fitCollect(v *rules.Variant, files []string) ([]string, []fitSample, error) {
	eng := New(1)
	var fens []string
	var samples []fitSample
	err := forQuietPositions(v, files, func(pos *rules.Position) {
		if s, ok := quietSample(eng, pos); ok {
			fens = append(fens, pos.FEN())
			samples = append(samples, s)
		}
	})
	return fens, samples, err
}

// quietStatic evaluates pos (the first player's view) and reports whether
// quiescence search agrees; it returns the evaluator with pos's piece lists
// and the share of the middle game.
func quietStatic(eng *Engine, pos *rules.Position) (e *evaluator, static int, mg float64, ok bool) {
	s := &eng.s
	s.init(eng, pos.Clone(), Limits{Depth: 1})
	static = s.ev.evaluate(s.pos)
	if s.qsearch(-scoreInf, scoreInf, 0, false, false) != static || abs(static) > 1500 {
		return nil, 0, 0, false
	}
	if pos.SideToMove() == rules.Second {
		static = -static
	}
	e = &s.ev // quiescence left other positions in its piece lists
	var terms sideTerms
	phase := 0
	for c := rules.First; c <= rules.Second; c++ {
		e.n[c] = len(pos.PieceSquares(e.sq[c][:0], c))
		phase += e.material(pos, c, &terms)
	}
	return e, static, float64(min(phase, e.t.totalPhase)) / float64(e.t.totalPhase), true
}

// quietSample returns pos's features and static score (cho's view, in diff)
// when quiescence search agrees with that score.
func quietSample(eng *Engine, pos *rules.Position) (fitSample, bool) {
	e, static, mg, ok := quietStatic(eng, pos)
	if !ok {
		return fitSample{}, false
	}
	var f [fitN]float64
	for c := rules.First; c <= rules.Second; c++ {
		sign := 1.0
		if c == rules.Second {
			sign = -1
		}
		for _, sq := range e.sq[c][:e.n[c]] {
			k := pos.Occupant(sq).Kind()
			ff := min(sq.File(), 8-sq.File())
			f[janggiKindIndex(k)*50+e.relRank(sq, c)*5+ff] += sign
			switch k {
			case rules.Horse:
				f[fitMobility] += sign * float64(horseMobility(pos, sq, c))
			case rules.JanggiCannon:
				f[fitMobility+1] += sign * float64(janggiCannonMobility(pos, sq, c)-3)
			case rules.LongElephant:
				f[fitMobility+2] += sign * float64(elephantMobility(pos, sq, c))
			}
		}
		f[fitDanger] -= sign * float64(e.janggiDanger(pos, c)) / 100
	}
	x := map[int]float64{2 * fitN: 1}
	for j, v := range f {
		if v != 0 {
			x[j], x[fitN+j] = v*mg, v*(1-mg)
		}
	}
	return fitSample{x: x, diff: float64(static)}, true
}

func janggiKindIndex(k rules.Kind) int {
	for i := range janggiTables {
		if janggiTables[i].kind == k {
			return i
		}
	}
	panic(fmt.Sprintf("kind %v has no janggi table", k))
}

// fitAgainstFSF asks Fairy-Stockfish for its evaluation of the samples'
// positions, keeps those it scores within limit, turns each sample's diff
// into its score minus ours, and logs how well the current weights and a
// fit on four fifths agree with it on the fifth left out.
func fitAgainstFSF(t *testing.T, variant string, fens []string, samples []fitSample, cols int, limit float64) ([]fitSample, error) {
	t.Helper()
	scores, err := fsfEvals(fsfCommand(*fitFSF), variant, fens)
	if err != nil {
		return nil, err
	}
	var kept []fitSample
	for i, s := range samples {
		if sc, ok := scores[i]; ok && math.Abs(sc) < limit {
			s.diff = sc - s.diff
			kept = append(kept, s)
		}
	}
	train, test := kept[:len(kept)*4/5], kept[len(kept)*4/5:]
	w := ridge(train, *fitLambda, cols)
	t.Logf("%d quiet positions; held-out fifth: RMS difference %.1f cp now, %.1f fitted",
		len(kept), rms(test, nil), rms(test, w))
	return kept, nil
}

// fsfCommand starts Fairy-Stockfish: a native binary, or the npm build
// under Node when the path names its script (cmd/match/fsf.mjs).
func fsfCommand(path string) *exec.Cmd {
	if strings.HasSuffix(path, ".mjs") {
		cmd := exec.Command("node", "--no-experimental-fetch", filepath.Base(path))
		cmd.Dir = filepath.Dir(path)
		return cmd
	}
	return exec.Command(path)
}

// fsfEvals asks Fairy-Stockfish for its classical evaluation of each FEN
// of the variant (the first player's view, centipawns); positions it does
// not evaluate are left out.
func fsfEvals(cmd *exec.Cmd, variant string, fens []string) (map[int]float64, error) {
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start Fairy-Stockfish: %w", err)
	}
	defer cmd.Wait()
	defer in.Close()
	out := bufio.NewScanner(outPipe)
	fmt.Fprintf(in, "uci\nsetoption name Use NNUE value false\nsetoption name UCI_Variant value %s\nisready\n", variant)
	if err := skipTo(out, "readyok"); err != nil {
		return nil, err
	}
	scores := map[int]float64{}
	for i, fen := range fens {
		fmt.Fprintf(in, "position fen %s\neval\nisready\n", fen)
		for out.Scan() {
			l := out.Text()
			if strings.TrimSpace(l) == "readyok" {
				break
			}
			if f := strings.Fields(l); strings.HasPrefix(l, "Classical evaluation") && len(f) > 2 {
				if v, err := strconv.ParseFloat(f[2], 64); err == nil {
					scores[i] = 100 * v
				}
			}
		}
	}
	fmt.Fprintln(in, "quit")
	return scores, out.Err()
}

func skipTo(out *bufio.Scanner, want string) error {
	for out.Scan() {
		if strings.TrimSpace(out.Text()) == want {
			return nil
		}
	}
	if err := out.Err(); err != nil {
		return err
	}
	return io.ErrUnexpectedEOF
}

// ridge solves (XᵀX + λI) w = Xᵀy by Cholesky decomposition.
func ridge(samples []fitSample, lambda float64, fitCols int) []float64 {
	a := make([][]float64, fitCols)
	for i := range a {
		a[i] = make([]float64, fitCols)
		a[i][i] = lambda
	}
	b := make([]float64, fitCols)
	for _, s := range samples {
		for i, xi := range s.x {
			b[i] += xi * s.diff
			for j, xj := range s.x {
				a[i][j] += xi * xj
			}
		}
	}
	for j := range fitCols { // a = L·Lᵀ, L stored in a's lower triangle
		for k := range j {
			a[j][j] -= a[j][k] * a[j][k]
		}
		a[j][j] = math.Sqrt(a[j][j])
		for i := j + 1; i < fitCols; i++ {
			for k := range j {
				a[i][j] -= a[i][k] * a[j][k]
			}
			a[i][j] /= a[j][j]
		}
	}
	w := make([]float64, fitCols)
	for i := range fitCols { // L·z = b
		w[i] = b[i]
		for k := range i {
			w[i] -= a[i][k] * w[k]
		}
		w[i] /= a[i][i]
	}
	for i := fitCols - 1; i >= 0; i-- { // Lᵀ·w = z
		for k := i + 1; k < fitCols; k++ {
			w[i] -= a[k][i] * w[k]
		}
		w[i] /= a[i][i]
	}
	return w
}

// rms is the root mean square of what w leaves unexplained (nil: of the raw difference).
func rms(samples []fitSample, w []float64) float64 {
	sum := 0.0
	for _, s := range samples {
		d := s.diff
		if w != nil {
			for j, x := range s.x {
				d -= w[j] * x
			}
		}
		sum += d * d
	}
	return math.Sqrt(sum / float64(len(samples)))
}

// janggiTablesSource writes janggi_tables.go: the current values plus the fitted changes.
func janggiTablesSource(w []float64, n int) ([]byte, error) {
	adj := func(old, col int) int { return old + int(math.Round(w[col])) }
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by TestFitJanggi (janggifit_test.go) from %d positions; DO NOT EDIT.\n\n", n)
	b.WriteString("package search\n\nimport \"github.com/elephant-chess/elephant/rules\"\n\n")
	jw := janggiWeights
	fmt.Fprintf(&b, "var janggiWeights = janggiWeightSet{\n\tmobility: [3][2]int{")
	for i, m := range jw.mobility {
		fmt.Fprintf(&b, "{%d, %d}, ", adj(m[0], fitMobility+i), adj(m[1], fitN+fitMobility+i))
	}
	fmt.Fprintf(&b, "},\n\tdanger: [2]int{%d, %d},\n}\n\n", adj(jw.danger[0], fitDanger), adj(jw.danger[1], fitN+fitDanger))
	b.WriteString("var janggiTables = [...]janggiTable{\n")
	for i, t := range janggiTables {
		fmt.Fprintf(&b, "\t{rules.%s, %d, %d, %d, ", kindName(t.kind), t.mg, t.eg, t.phase)
		for half, sq := range [2]*[10][5]int16{&t.sqMG, &t.sqEG} {
			b.WriteString("[10][5]int16{\n")
			for r := range sq {
				b.WriteString("\t\t{")
				for ff, v := range sq[r] {
					fmt.Fprintf(&b, "%d, ", adj(int(v), half*fitN+i*50+r*5+ff))
				}
				b.WriteString("},\n")
			}
			b.WriteString("\t}, ")
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

func kindName(k rules.Kind) string {
	switch k {
	case rules.General:
		return "General"
	case rules.Guard:
		return "Guard"
	case rules.LongElephant:
		return "LongElephant"
	case rules.Horse:
		return "Horse"
	case rules.Chariot:
		return "Chariot"
	case rules.JanggiCannon:
		return "JanggiCannon"
	}
	return "Soldier"
}

// The fit itself must recover a known linear relation.
func TestRidge(t *testing.T) {
	var samples []fitSample
	for i := range 200 {
		a, b := float64(i%7), float64(i%11)
		samples = append(samples, fitSample{x: map[int]float64{3: a, 400: b, 2 * fitN: 1}, diff: 3*a - 2*b + 5})
	}
	w := ridge(samples, 1e-9, fitCols)
	for _, c := range []struct {
		col  int
		want float64
	}{{3, 3}, {400, -2}, {2 * fitN, 5}, {10, 0}} {
		if math.Abs(w[c.col]-c.want) > 1e-6 {
			t.Errorf("weight %d = %g, want %g", c.col, w[c.col], c.want)
		}
	}
	if r := rms(samples, w); r > 1e-6 {
		t.Errorf("residual %g", r)
	}
}
