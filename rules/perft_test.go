package rules

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// perftLine is one line of testdata/perft.tsv: a count measured with
// Fairy-Stockfish under its rule set for the game.
type perftLine struct {
	variant, fen string
	depth        int
	nodes        uint64
}

func readPerftTSV(t testing.TB, path string) []perftLine {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []perftLine
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 5 {
			t.Fatalf("%s: bad line %q", path, line)
		}
		depth, err1 := strconv.Atoi(cols[3])
		nodes, err2 := strconv.ParseUint(cols[4], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: bad numbers in %q", path, line)
		}
		out = append(out, perftLine{cols[1], cols[2], depth, nodes})
	}
	return out
}

// refPosition is one line of the JSON-lines reference files.
type refPosition struct {
	Variant string            `json:"fsf_variant"`
	FEN     string            `json:"fen"`
	Moves   []string          `json:"moves"`
	Perft   map[string]uint64 `json:"perft"`
	Kind    string            `json:"kind"`
}

func readPositions(t testing.TB, path string) []refPosition {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []refPosition
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var r refPosition
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("%s:%d: %v", path, i+1, err)
		}
		out = append(out, r)
	}
	return out
}

// perftBudget skips lines too deep for -short runs.
func perftBudget(t *testing.T, nodes uint64) {
	if testing.Short() && nodes > 5_000_000 {
		t.Skipf("%d nodes: run without -short (make perft)", nodes)
	}
}

func TestPerftReference(t *testing.T) {
	for _, l := range readPerftTSV(t, "testdata/perft.tsv") {
		t.Run(l.variant+"/"+strconv.Itoa(l.depth)+"/"+l.fen, func(t *testing.T) {
			perftBudget(t, l.nodes)
			pos, err := MustPreset(l.variant).NewPositionLenient(l.fen)
			if err != nil {
				t.Fatal(err)
			}
			if got := pos.Perft(l.depth); got != l.nodes {
				t.Errorf("perft(%d) = %d, want %d", l.depth, got, l.nodes)
			}
		})
	}
}

// TestPerftPositions checks the reference positions: the sorted legal moves
// and perft 1–3, in the shared file and in every file generated with
// Fairy-Stockfish under testdata/.
func TestPerftPositions(t *testing.T) {
	files, _ := filepath.Glob("testdata/fsf_*.jsonl")
	files = append([]string{"testdata/positions.jsonl"}, files...)
	for _, file := range files {
		for i, r := range readPositions(t, file) {
			t.Run(filepath.Base(file)+"/"+strconv.Itoa(i+1), func(t *testing.T) {
				checkReference(t, r)
			})
		}
	}
}

func checkReference(t *testing.T, r refPosition) {
	v := MustPreset(r.Variant)
	pos, err := v.NewPositionLenient(r.FEN)
	if err != nil {
		t.Fatalf("%s %s: %v", r.Variant, r.FEN, err)
	}
	var got []string
	for _, m := range pos.LegalMoves() {
		got = append(got, m.String())
	}
	slices.Sort(got)
	want := slices.Clone(r.Moves)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("%s %s:\n missing %v\n extra %v", r.Variant, r.FEN, diff(want, got), diff(got, want))
	}
	for d := 1; d <= 3; d++ {
		want, ok := r.Perft[strconv.Itoa(d)]
		if !ok {
			continue
		}
		perftBudget(t, want)
		if got := pos.Perft(d); got != want {
			t.Errorf("%s %s: perft(%d) = %d, want %d", r.Variant, r.FEN, d, got, want)
		}
	}
}

// diff returns the elements of a missing from b.
func diff(a, b []string) []string {
	var out []string
	for _, x := range a {
		if !slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// TestReferenceDataMatchesShared keeps testdata's copies equal to the
// project's shared reference files when those are present beside the checkout.
func TestReferenceDataMatchesShared(t *testing.T) {
	for _, name := range []string{"perft.tsv", "positions.jsonl"} {
		shared, err := os.ReadFile(filepath.Join("..", "..", "shared", "rules", name))
		if err != nil {
			t.Skipf("shared reference files not beside the checkout: %v", err)
		}
		local, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		if string(shared) != string(local) {
			t.Errorf("testdata/%s differs from shared/rules/%s: copy it again", name, name)
		}
	}
}
