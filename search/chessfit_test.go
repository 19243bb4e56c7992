package search

// TestFitChess fits the shatar weights (shatarWeights, and the material of
// chessTerms) to Fairy-Stockfish's classical evaluation (fsffit_test.go
// holds the shared parts). It runs only when given games:
//
//	go test ./search -run TestFitChess -fit.games=a.txt -fit.fsf=../../shared/fsf/fairy-stockfish
//
// It prints the fitted weights as Go; the held-out fifth of the positions
// tells whether they explain Fairy-Stockfish better than the current ones.

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// fitMaterialKinds are the kinds whose material the fit adjusts.
var fitMaterialKinds = [...]rules.Kind{rules.Pawn, rules.Knight, rules.Bishop, rules.Chariot, rules.Bers, rules.Queen, rules.Bodyguard}

const (
	chessFitN    = numChessFeatures + len(fitMaterialKinds)
	chessFitCols = 2*chessFitN + 1 // and the intercept
)

func TestFitChess(t *testing.T) {
	if *fitGames == "" {
		t.Skip("no -fit.games")
	}
	v := rules.MustPreset("shatar")
	var samples []fitSample
	var fens []string
	eng := New(1)
	err := forQuietPositions(v, strings.Split(*fitGames, ","), func(pos *rules.Position) {
		if s, ok := chessSample(eng, pos); ok {
			fens = append(fens, pos.FEN())
			samples = append(samples, s)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	kept, err := fitAgainstFSF(t, "shatar", fens, samples, chessFitCols, 1500)
	if err != nil {
		t.Fatal(err)
	}
	w := ridge(kept, *fitLambda, chessFitCols)
	t.Logf("fitted on all:\n%s", chessWeightsSource(w))
}

// chessSample returns pos's chess features, material and static score
// (the first player's view, in diff) when quiescence agrees with it.
func chessSample(eng *Engine, pos *rules.Position) (fitSample, bool) {
	e, static, mg, ok := quietStatic(eng, pos)
	if !ok {
		return fitSample{}, false
	}
	var feats [2][numChessFeatures]int
	e.chessFeatures(pos, &feats)
	var f [chessFitN]float64
	for i := range numChessFeatures {
		f[i] = float64(feats[0][i] - feats[1][i])
	}
	for j, k := range fitMaterialKinds {
		f[numChessFeatures+j] = float64(pos.Count(rules.MakePiece(k, rules.First)) - pos.Count(rules.MakePiece(k, rules.Second)))
	}
	x := map[int]float64{2 * chessFitN: 1}
	for j, v := range f {
		if v != 0 {
			x[j], x[chessFitN+j] = v*mg, v*(1-mg)
		}
	}
	return fitSample{x: x, diff: float64(static), mg: mg}, true
}

// forQuietPositions replays cmd/match -v records and calls f once for each
// distinct position after the sixth ply that is not in check.
func forQuietPositions(v *rules.Variant, files []string, f func(*rules.Position)) error {
	seen := map[string]bool{}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(data), "\n") {
			if !strings.HasPrefix(line, "    ") {
				continue
			}
			pos := v.StartPosition()
			for i, ms := range strings.Fields(line) {
				m, err := pos.ParseMove(ms)
				if err != nil {
					return fmt.Errorf("%s: move %d %q: %w", name, i+1, ms, err)
				}
				pos.MakeMove(m)
				key := strings.Join(strings.Fields(pos.FEN())[:2], " ")
				if i < 6 || pos.InCheck() || seen[key] {
					continue
				}
				seen[key] = true
				f(pos)
			}
		}
	}
	return nil
}

// chessWeightsSource writes the current weights plus the fitted changes as Go.
func chessWeightsSource(w []float64) string {
	var b strings.Builder
	adj := func(old, col int) int { return old + int(math.Round(w[col])) }
	for half, name := range []string{"mg", "eg"} {
		fmt.Fprintf(&b, "%s: ", name)
		ws := shatarWeights.mg
		if half == 1 {
			ws = shatarWeights.eg
		}
		for i, old := range ws {
			fmt.Fprintf(&b, "%d:%d ", i, adj(old, half*chessFitN+i))
		}
		b.WriteString("\nmaterial change:")
		for j, k := range fitMaterialKinds {
			fmt.Fprintf(&b, " %v %+.0f", k, w[half*chessFitN+numChessFeatures+j])
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "intercept %.1f\n", w[2*chessFitN])
	return b.String()
}
