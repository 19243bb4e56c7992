package search

// TestTexel tunes an evaluation on played games (Texel's method): xiangqi's
// and janggi's square tables and feature weights (xiangqi_tables.go,
// janggi_tables.go), or shatar's feature weights, material and square
// tables (shatar_weights.go). It runs only when given games:
//
//	go run ./cmd/match -variant xiangqi -games 1000 -nodes 3000 -opponent self -v > xq.txt
//	go test ./search -run 'TestTexel$' -texel.games=$PWD/xq.txt [-texel.variant=janggi] [-texel.write]
//
// Every quiet position of the games (not in check, quiescence agreeing with
// the static evaluation) is a sample, labelled by its game's result. Adam
// then changes the weights so that a logistic of the evaluation predicts the
// labels, with a ridge penalty on the change; a fifth of the games is held
// out to tell whether the fit generalises. A deeper search's scores can
// share the label: -texel.fsf=PATH has Fairy-Stockfish search the positions
// and writes its scores to -texel.labels, which later runs read back, and
// -texel.mix sets the result's share (search/MEASUREMENTS.md).

import (
	"bytes"
	"cmp"
	"flag"
	"fmt"
	"go/format"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

var (
	texelGames  = flag.String("texel.games", "", "comma-separated cmd/match -v records")
	texelLambda = flag.Float64("texel.lambda", 1e-7, "ridge penalty per weight (squared centipawns)")
	texelEpochs = flag.Int("texel.epochs", 400, "gradient steps")
	texelWrite  = flag.Bool("texel.write", false, "rewrite the game's weights file with the fitted values")
	texelGame   = flag.String("texel.variant", "xiangqi", "the game")
	texelFSF    = flag.String("texel.fsf", "", "Fairy-Stockfish binary: search every n-th sample (-texel.every) and write the scores to -texel.labels")
	texelNodes  = flag.Int("texel.nodes", 4000, "with -texel.fsf: nodes a search")
	texelEvery  = flag.Int("texel.every", 1, "with -texel.fsf: search every n-th sample")
	texelLabels = flag.String("texel.labels", "", "lines \"FEN<tab>centipawns\": a deeper search's score (first player's view) to label samples with")
	texelMix    = flag.Float64("texel.mix", 0.5, "with -texel.labels: the game result's share of the label")
)

const (
	txSquares = 7 * 50
	txN       = txSquares + len(palaceFeatures{})
)

type texelSample struct {
	game   int // which game of the records: a fifth of the games is held out
	fen    string
	idx    []int32
	val    []float32
	static float64 // our evaluation, first player's view
	result float64 // 1 first player won, 0.5 draw, 0 lost
}

func TestTexel(t *testing.T) {
	if *texelGames == "" {
		t.Skip("no -texel.games")
	}
	v := rules.MustPreset(*texelGame)
	samples, err := texelCollect(v, strings.Split(*texelGames, ","))
	if err != nil {
		t.Fatal(err)
	}
	if *texelFSF != "" {
		if err := texelSearchFSF(*texelFSF, v.Name, samples, *texelLabels); err != nil {
			t.Fatal(err)
		}
	}
	if *texelLabels != "" {
		if samples, err = texelLabel(samples, *texelLabels, texelK(samples)); err != nil {
			t.Fatal(err)
		}
	}
	var train, test []texelSample // a fifth of the games held out
	for _, s := range samples {
		if s.game%5 == 4 {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	k := texelK(train)
	t.Logf("%d samples; K %.5f; error train %.6f test %.6f", len(samples), k, texelError(train, k, nil), texelError(test, k, nil))
	model := texelModelFor(v.Game)
	w := texelFit(train, model.cols, k, *texelEpochs, *texelLambda)
	t.Logf("fitted: error train %.6f test %.6f", texelError(train, k, w), texelError(test, k, w))
	if !*texelWrite {
		return
	}
	src, err := model.source(w, len(samples))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(model.file, src, 0o644); err != nil {
		t.Fatal(err)
	}
}

// texelModel is what the fit knows of a game's evaluation: the columns of a
// sample, how many there are, and the generated file the weights live in.
type texelModel struct {
	sample func(*Engine, *rules.Position) (texelSample, bool)
	cols   int
	base   func() []float64 // the current weights over the columns
	source func(w []float64, n int) ([]byte, error)
	file   string
}

// texelModelFor picks the model from the game's evaluation tables: the
// chess weights (shatar's) or the palace games' tables and features.
func texelModelFor(g rules.Game) texelModel {
	if tablesByGame[g].chess == &shatarWeights {
		return texelModel{chessTexelSample, chessTexelCols, chessTexelBase, shatarWeightsSource, "shatar_weights.go"}
	}
	_, _, _, file := palaceTables(g)
	base := func() []float64 { return texelBase(g) }
	source := func(w []float64, n int) ([]byte, error) { return palaceTablesSource(g, w, n) }
	return texelModel{texelSampleOf, 2 * txN, base, source, file}
}

// texelCollect replays the games and keeps the quiet positions with the result.
func texelCollect(v *rules.Variant, files []string) ([]texelSample, error) {
	eng := New(1)
	sample := texelModelFor(v.Game).sample
	var out []texelSample
	game := 0
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		result := -1.0
		for _, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, "game") {
				result = -1
				for _, f := range strings.Fields(line) {
					switch f {
					case "1-0":
						result = 1
					case "0-1":
						result = 0
					case "1/2-1/2":
						result = 0.5
					}
				}
				continue
			}
			if !strings.HasPrefix(line, "    ") || result < 0 {
				continue
			}
			game++
			pos := v.StartPosition()
			for i, ms := range strings.Fields(line) {
				m, err := pos.ParseMove(ms)
				if err != nil {
					return nil, fmt.Errorf("%s: move %d %q: %w", name, i+1, ms, err)
				}
				pos.MakeMove(m)
				if i < 8 || pos.InCheck() {
					continue
				}
				if s, ok := sample(eng, pos); ok {
					s.result, s.game, s.fen = result, game, pos.FEN()
					out = append(out, s)
				}
			}
		}
	}
	return out, nil
}

func texelSampleOf(eng *Engine, pos *rules.Position) (texelSample, bool) {
	e, static, mg, ok := quietStatic(eng, pos)
	if !ok {
		return texelSample{}, false
	}
	var f [txN]float64
	for c := rules.First; c <= rules.Second; c++ {
		sign := 1.0
		if c == rules.Second {
			sign = -1
		}
		if e.attackerCount(pos, c) == 0 {
			return texelSample{}, false // drawish scaling: not linear
		}
		for _, sq := range e.sq[c][:e.n[c]] {
			k := pos.Occupant(sq).Kind()
			ff := min(sq.File(), 8-sq.File())
			f[palaceKindIndex(pos.Variant().Game, k)*50+e.relRank(sq, c)*5+ff] += sign
		}
		var xf palaceFeatures
		e.palaceFeatures(pos, c, &xf)
		for i, x := range xf {
			f[txSquares+i] += sign * float64(x) / float64(palaceFeatureScale[i])
		}
	}
	s := texelSample{static: float64(static)}
	for j, x := range f {
		if x != 0 {
			s.idx = append(s.idx, int32(j), int32(txN+j))
			s.val = append(s.val, float32(x*mg), float32(x*(1-mg)))
		}
	}
	return s, true
}

// The shatar columns: chessSample's features and material, its intercept,
// then each kind's squares (by rank from the owner's back rank and folded
// file), middle game and ending.
const (
	chessSqBase    = 2*chessFitN + 1
	chessSqN       = 6 * 8 * 4 // chessTerms' six kinds
	chessTexelCols = chessSqBase + 2*chessSqN
)

// chessSqCol is the middle-game column of the ki-th kind's square at rank r
// (from the owner's back rank) and folded file ff; the ending's is chessSqN further.
func chessSqCol(ki, r, ff int) int { return chessSqBase + ki*32 + r*4 + ff }

// chessSquareKinds are shatar's kinds in chessTerms' order: the order of
// the square columns.
func chessSquareKinds() []rules.Kind {
	var kinds []rules.Kind
	for _, t := range chessTerms(rules.Bers, shatarMaterial) {
		kinds = append(kinds, t.kind)
	}
	return kinds
}

// chessTexelBase is shatar's evaluation as a weight vector over the columns.
func chessTexelBase() []float64 {
	w := make([]float64, chessTexelCols)
	for i := range numChessFeatures {
		w[i], w[chessFitN+i] = float64(shatarWeights.mg[i]), float64(shatarWeights.eg[i])
	}
	t := tablesByGame[rules.Shatar]
	for ki, term := range chessTerms(rules.Bers, shatarMaterial) {
		pc := rules.MakePiece(term.kind, rules.First)
		for r := range 8 {
			for ff := range 4 {
				col := chessSqCol(ki, r, ff)
				w[col] = float64(t.mg[pc][rules.SquareAt(ff, r)])
				w[chessSqN+col] = float64(t.eg[pc][rules.SquareAt(ff, r)])
			}
		}
	}
	return w
}

// chessTexelSample returns a shatar position's columns: the chess
// features and the material (chessSample's, without its intercept), and
// the squares the pieces stand on.
func chessTexelSample(eng *Engine, pos *rules.Position) (texelSample, bool) {
	fs, ok := chessSample(eng, pos)
	if !ok {
		return texelSample{}, false
	}
	s := texelSample{static: fs.diff}
	for i := range 2 * chessFitN {
		if x, ok := fs.x[i]; ok {
			s.idx = append(s.idx, int32(i))
			s.val = append(s.val, float32(x))
		}
	}
	var sq [chessTexelCols]float64 // only the middle-game square columns are set
	kinds := chessSquareKinds()
	for c := rules.First; c <= rules.Second; c++ {
		sign := 1.0
		if c == rules.Second {
			sign = -1
		}
		for _, at := range pos.PieceSquares(nil, c) {
			ki := slices.Index(kinds, pos.Occupant(at).Kind())
			r := at.Rank()
			if c == rules.Second {
				r = 7 - r
			}
			sq[chessSqCol(ki, r, min(at.File(), 7-at.File()))] += sign
		}
	}
	for j, x := range sq {
		if x != 0 {
			s.idx = append(s.idx, int32(j), int32(chessSqN+j))
			s.val = append(s.val, float32(x*fs.mg), float32(x*(1-fs.mg)))
		}
	}
	return s, true
}

func (e *evaluator) attackerCount(p *rules.Position, c rules.Color) int {
	n := 0
	for _, sq := range e.sq[c][:e.n[c]] {
		if e.attacker[p.Occupant(sq).Kind()] {
			n++
		}
	}
	return n
}

// palaceTables are the game's square tables and feature weights, and the file they live in.
func palaceTables(g rules.Game) ([]palaceTable, palaceWeights, string, string) {
	if g == rules.Janggi {
		return janggiTables[:], janggiWeights, "janggi", "janggi_tables.go"
	}
	return xiangqiTables[:], xiangqiWeights, "xiangqi", "xiangqi_tables.go"
}

func palaceKindIndex(g rules.Game, k rules.Kind) int {
	tables, _, _, _ := palaceTables(g)
	for i, t := range tables {
		if t.kind == k {
			return i
		}
	}
	panic(fmt.Sprintf("kind %v has no table", k))
}

// texelSearchFSF has Fairy-Stockfish search every n-th sample's position
// (two processes at once) and writes the scores as texelLabel reads them.
func texelSearchFSF(bin, variant string, samples []texelSample, file string) error {
	if file == "" {
		return fmt.Errorf("-texel.fsf needs -texel.labels to write to")
	}
	var fens []string
	for i := 0; i < len(samples); i += *texelEvery {
		fens = append(fens, samples[i].fen)
	}
	const procs = 2
	lines := make([]string, len(fens))
	errs := make(chan error, procs)
	for part := range procs {
		go func() {
			errs <- fsfSearch(exec.Command(bin), variant, *texelNodes, fens, func(i int) bool { return i%procs == part },
				func(i int, cp int) { lines[i] = fmt.Sprintf("%s\t%d\n", fens[i], cp) })
		}()
	}
	for range procs {
		if err := <-errs; err != nil {
			return err
		}
	}
	return os.WriteFile(file, []byte(strings.Join(lines, "")), 0o644)
}

// fsfSearch searches the chosen FENs with a node limit and reports each
// score from the first player's view (mates as ±3000).
func fsfSearch(cmd *exec.Cmd, variant string, nodes int, fens []string, mine func(int) bool, report func(int, int)) error {
	in, out, err := startFSF(cmd, variant)
	if err != nil {
		return err
	}
	defer cmd.Wait()
	defer in.Close()
	for i, fen := range fens {
		if !mine(i) {
			continue
		}
		fmt.Fprintf(in, "position fen %s\ngo nodes %d\n", fen, nodes)
		cp, have := 0, false
		for out.Scan() {
			f := strings.Fields(out.Text())
			if len(f) > 0 && f[0] == "bestmove" {
				break
			}
			if j := slices.Index(f, "score"); j >= 0 && j+2 < len(f) && slices.Contains(f, "pv") {
				v, err := strconv.Atoi(f[j+2])
				if err != nil {
					continue
				}
				if f[j+1] == "mate" {
					v = 3000 * cmp.Compare(v, 0)
				}
				cp, have = v, true
			}
		}
		if !have {
			continue
		}
		if strings.Fields(fen)[1] == "b" {
			cp = -cp
		}
		report(i, cp)
	}
	fmt.Fprintln(in, "quit")
	return out.Err()
}

// texelLabel mixes each sample's game result with a deeper search's score
// turned into an expected result with the scale k; samples without a
// score are dropped.
func texelLabel(samples []texelSample, file string, k float64) ([]texelSample, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	score := map[string]float64{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		fen, sc, _ := strings.Cut(line, "\t")
		if v, err := strconv.ParseFloat(sc, 64); err == nil {
			score[fen] = v
		}
	}
	var out []texelSample
	for _, s := range samples {
		if v, ok := score[s.fen]; ok {
			s.result = *texelMix*s.result + (1-*texelMix)*sigmoid(k*v)
			out = append(out, s)
		}
	}
	return out, nil
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

func (s *texelSample) score(w []float64) float64 {
	sc := s.static
	if w != nil {
		for j, i := range s.idx {
			sc += w[i] * float64(s.val[j])
		}
	}
	return sc
}

func texelError(samples []texelSample, k float64, w []float64) float64 {
	sum := 0.0
	for i := range samples {
		d := samples[i].result - sigmoid(k*samples[i].score(w))
		sum += d * d
	}
	return sum / float64(len(samples))
}

// texelK finds the logistic scale that best fits the current evaluation.
func texelK(samples []texelSample) float64 {
	lo, hi := 0.0005, 0.03
	for range 60 {
		a, b := lo+(hi-lo)/3, hi-(hi-lo)/3
		if texelError(samples, a, nil) < texelError(samples, b, nil) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// texelFit runs Adam on the mean squared error plus a ridge penalty on the change.
func texelFit(samples []texelSample, n int, k float64, epochs int, lambda float64) []float64 {
	w, m, v := make([]float64, n), make([]float64, n), make([]float64, n)
	const lr, b1, b2 = 1.0, 0.9, 0.999
	g := make([]float64, n)
	for ep := 1; ep <= epochs; ep++ {
		clear(g)
		for i := range samples {
			s := &samples[i]
			p := sigmoid(k * s.score(w))
			d := -2 * (s.result - p) * p * (1 - p) * k
			for j, idx := range s.idx {
				g[idx] += d * float64(s.val[j])
			}
		}
		for i := range g {
			g[i] = g[i]/float64(len(samples)) + 2*lambda*w[i]
			m[i] = b1*m[i] + (1-b1)*g[i]
			v[i] = b2*v[i] + (1-b2)*g[i]*g[i]
			mh := m[i] / (1 - math.Pow(b1, float64(ep)))
			vh := v[i] / (1 - math.Pow(b2, float64(ep)))
			w[i] -= lr * mh / (math.Sqrt(vh) + 1e-12)
		}
	}
	return w
}

// palaceTablesSource writes the game's tables file: the current values plus the fitted changes.
func palaceTablesSource(g rules.Game, w []float64, n int) ([]byte, error) {
	if w == nil {
		w = make([]float64, 2*txN)
	}
	tables, weights, name, _ := palaceTables(g)
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by TestTexel (texel_test.go) from %d positions; DO NOT EDIT.\n\n", n)
	b.WriteString("package search\n\nimport \"github.com/elephant-chess/elephant/rules\"\n\n")
	fmt.Fprintf(&b, "var %sWeights = palaceWeights{\n", name)
	for i, x := range weights {
		mg, eg := x[0]+int(math.Round(w[txSquares+i])), x[1]+int(math.Round(w[txN+txSquares+i]))
		if mg != 0 || eg != 0 {
			fmt.Fprintf(&b, "\t%s: {%d, %d},\n", palaceFeatureNames[i], mg, eg)
		}
	}
	fmt.Fprintf(&b, "}\n\nvar %sTables = [...]palaceTable{\n", name)
	for i, t := range tables {
		fmt.Fprintf(&b, "\t{rules.%s, %d, %d, %d, ", goKindName(t.kind), t.mg, t.eg, t.phase)
		for half, sq := range [2]*[10][5]int16{&t.sqMG, &t.sqEG} {
			b.WriteString("[10][5]int16{\n")
			for r := range sq {
				b.WriteString("\t\t{")
				for ff, v := range sq[r] {
					fmt.Fprintf(&b, "%d, ", int(v)+int(math.Round(w[half*txN+i*50+r*5+ff])))
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

// shatarWeightsSource writes shatar_weights.go: the current weights and
// material plus the fitted changes.
func shatarWeightsSource(w []float64, n int) ([]byte, error) {
	adj := func(old, col int) int { return old + int(math.Round(w[col])) }
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by TestTexel (texel_test.go) from %d positions; DO NOT EDIT.\n\n", n)
	b.WriteString("package search\n\nimport \"github.com/elephant-chess/elephant/rules\"\n\n// shatarWeights weigh the chess features (chess_eval.go), middle game and ending.\n")
	b.WriteString("var shatarWeights = chessWeightSet{\n")
	for half, ws := range [2][numChessFeatures]int{shatarWeights.mg, shatarWeights.eg} {
		fmt.Fprintf(&b, "\t%s: [numChessFeatures]int{", [2]string{"mg", "eg"}[half])
		for i, old := range ws {
			if v := adj(old, half*chessFitN+i); v != 0 {
				fmt.Fprintf(&b, "\n\t\t%s: %d,", chessFeatureNames[i], v)
			}
		}
		b.WriteString("\n\t},\n")
	}
	b.WriteString("}\n\n// shatarMaterial is shatar's material: pawn, knight, bishop, rook and bers.\n")
	m := shatarMaterial
	b.WriteString("var shatarMaterial = chessMaterial{")
	for j, old := range [...][2]int{m.pawn, m.knight, m.bishop, m.rook, m.heavy} {
		col := numChessFeatures + j // fitMaterialKinds: pawn, knight, bishop, chariot, bers first
		fmt.Fprintf(&b, "[2]int{%d, %d}, ", adj(old[0], col), adj(old[1], chessFitN+col))
	}
	b.WriteString("}\n\n// shatarSquares are shatar's square bonuses (tables.go).\n")
	b.WriteString("var shatarSquares = [...]chessSquares{\n")
	t := tablesByGame[rules.Shatar]
	for ki, term := range chessTerms(rules.Bers, shatarMaterial) {
		fmt.Fprintf(&b, "\t{kind: rules.%s,", goKindName(term.kind))
		for half, material := range [2]int{term.mg, term.eg} {
			fmt.Fprintf(&b, "\n\t\tsq%s: [8][4]int16{", [2]string{"MG", "EG"}[half])
			for r := range 8 {
				b.WriteString("\n\t\t\t{")
				for ff := range 4 {
					old := int(t.mg[rules.MakePiece(term.kind, rules.First)][rules.SquareAt(ff, r)])
					if half == 1 {
						old = int(t.eg[rules.MakePiece(term.kind, rules.First)][rules.SquareAt(ff, r)])
					}
					fmt.Fprintf(&b, "%d, ", adj(old-material, chessSqCol(ki, r, ff)+half*chessSqN))
				}
				b.WriteString("},")
			}
			b.WriteString("\n\t\t},")
		}
		b.WriteString("\n\t},\n")
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

var chessFeatureNames = [numChessFeatures]string{"cfMobHeavy", "cfMobRook", "cfMobBishop", "cfMobKnight",
	"cfRookOpen", "cfRookSemi", "cfBishopPair", "cfByPawn", "cfByLower", "cfHanging", "cfKingDanger",
	"cfKingAttackers", "cfShelter", "cfKingOpen", "cfPassed", "cfPassed2", "cfDoubled", "cfIsolated",
	"cfConnected", "cfGuard"}

var palaceFeatureNames = [...]string{"pfChariotMobility", "pfHorseMobility", "pfHorseTrapped", "pfCannonMobility",
	"pfElephantMobility", "pfHollowCannon", "pfPalaceDanger"}

// goKindName is a palace or Mongolian kind's name in package rules.
func goKindName(k rules.Kind) string {
	return map[rules.Kind]string{
		rules.General: "General", rules.Advisor: "Advisor", rules.Guard: "Guard",
		rules.Elephant: "Elephant", rules.LongElephant: "LongElephant", rules.Horse: "Horse",
		rules.Chariot: "Chariot", rules.Cannon: "Cannon", rules.JanggiCannon: "JanggiCannon",
		rules.Soldier: "Soldier", rules.King: "King", rules.Bers: "Bers", rules.Bishop: "Bishop",
		rules.Knight: "Knight", rules.Pawn: "Pawn",
	}[k]
}

// texelBase is the current evaluation as a weight vector over the sample
// columns: the square tables with their material, and the feature weights.
func texelBase(g rules.Game) []float64 {
	tables, weights, _, _ := palaceTables(g)
	w := make([]float64, 2*txN)
	for i, t := range tables {
		for r := range 10 {
			for ff := range 5 {
				w[i*50+r*5+ff] = float64(t.mg + int(t.sqMG[r][ff]))
				w[txN+i*50+r*5+ff] = float64(t.eg + int(t.sqEG[r][ff]))
			}
		}
	}
	for i, x := range weights {
		w[txSquares+i], w[txN+txSquares+i] = float64(x[0]), float64(x[1])
	}
	return w
}

// The samples' columns must carry the whole evaluation: with the current
// weights they give back the static score (up to rounding, the tempo and
// janggi's counting edge), or the fit would tune a different function.
func TestTexelColumnsExplainEvaluation(t *testing.T) {
	for _, game := range []string{"xiangqi", "janggi", "shatar"} {
		v := rules.MustPreset(game)
		model := texelModelFor(v.Game)
		base := model.base()
		eng := New(1)
		rng := rand.New(rand.NewPCG(7, 11))
		checked := 0
		for range 40 {
			pos := v.StartPosition()
			var ml rules.MoveList
			for ply := 0; ply < 60; ply++ {
				pos.GenerateLegal(&ml)
				if ml.Len() == 0 {
					break
				}
				pos.MakeMove(ml.Moves()[rng.IntN(ml.Len())])
				if pos.InCheck() {
					continue
				}
				s, ok := model.sample(eng, pos)
				if !ok {
					continue
				}
				linear := 0.0
				for j, i := range s.idx {
					linear += base[i] * float64(s.val[j])
				}
				extra := float64(tempo)
				if pos.SideToMove() == rules.Second {
					extra = -extra
				}
				if v.Counting {
					extra -= hanCountingEdge
				}
				if d := s.static - extra - linear; math.Abs(d) > 8 {
					t.Fatalf("%s %s: static %.0f, columns give %.1f", game, pos.FEN(), s.static, linear+extra)
				}
				checked++
			}
		}
		if checked < 100 {
			t.Errorf("%s: only %d quiet positions checked", game, checked)
		}
	}
}

// The fit must recover a known weight from labels a logistic of it gives.
func TestTexelFitRecoversWeight(t *testing.T) {
	const k, want, col = 0.004, 60.0, 17
	var samples []texelSample
	for i := range 3000 {
		x := float32(i%5 - 2)
		samples = append(samples, texelSample{
			idx: []int32{col}, val: []float32{x},
			static: float64(i%7-3) * 20, result: sigmoid(k * (float64(i%7-3)*20 + want*float64(x))),
		})
	}
	w := texelFit(samples, 2*txN, k, 400, 0)
	if math.Abs(w[col]-want) > 2 {
		t.Errorf("fitted weight %.1f, want %.0f", w[col], want)
	}
	if e := texelError(samples, k, w); e > 1e-5 {
		t.Errorf("error after the fit %g", e)
	}
}
