package search

// The parts of the fits to Fairy-Stockfish's classical evaluation
// (chessfit_test.go) shared by every game: asking Fairy-Stockfish for its
// evaluation of quiet positions, and a ridge regression of the difference.

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

var (
	fitGames  = flag.String("fit.games", "", "comma-separated cmd/match -v records to fit shatar's evaluation on")
	fitFSF    = flag.String("fit.fsf", "../cmd/match/fsf.mjs", "Fairy-Stockfish under Node (cmd/match/fsf.mjs)")
	fitLambda = flag.Float64("fit.lambda", 5, "ridge penalty")
)

type fitSample struct {
	x    map[int]float64 // sparse columns
	diff float64         // Fairy-Stockfish's score minus ours, centipawns, the first player's view
	mg   float64         // the middle game's share of the taper
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
	in, out, err := startFSF(cmd, variant)
	if err != nil {
		return nil, err
	}
	defer cmd.Wait()
	defer in.Close()
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

// startFSF starts Fairy-Stockfish with its classical evaluation on the
// variant and waits until it is ready.
func startFSF(cmd *exec.Cmd, variant string) (io.WriteCloser, *bufio.Scanner, error) {
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, nil, err
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, nil, fmt.Errorf("start Fairy-Stockfish: %w", err)
	}
	out := bufio.NewScanner(outPipe)
	fmt.Fprintf(in, "uci\nsetoption name Use NNUE value false\nsetoption name UCI_Variant value %s\nisready\n", variant)
	if err := skipTo(out, "readyok"); err != nil {
		in.Close()
		cmd.Wait()
		return nil, nil, err
	}
	return in, out, nil
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

// The fit itself must recover a known linear relation.
func TestRidge(t *testing.T) {
	const ridgeCols = 2*300 + 1
	var samples []fitSample
	for i := range 200 {
		a, b := float64(i%7), float64(i%11)
		samples = append(samples, fitSample{x: map[int]float64{3: a, 400: b, 2 * 300: 1}, diff: 3*a - 2*b + 5})
	}
	w := ridge(samples, 1e-9, ridgeCols)
	for _, c := range []struct {
		col  int
		want float64
	}{{3, 3}, {400, -2}, {2 * 300, 5}, {10, 0}} {
		if math.Abs(w[c.col]-c.want) > 1e-6 {
			t.Errorf("weight %d = %g, want %g", c.col, w[c.col], c.want)
		}
	}
	if r := rms(samples, w); r > 1e-6 {
		t.Errorf("residual %g", r)
	}
}
