package records

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

// gibDir holds the .gib collection; GIB_DIR points elsewhere for a look at
// other collections.
func gibDir() string {
	if d := os.Getenv("GIB_DIR"); d != "" {
		return d
	}
	return filepath.Join("testdata", "gib")
}

// gibFiles lists the .gib files under dir, in every folder.
func gibFiles(t testing.TB, dir string) []string {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".gib") {
			files = append(files, path)
		}
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return files
}

// readGIBFile decodes a .gib as Open would and splits it into games.
func readGIBFile(t testing.TB, path string) []rawGame {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text, _, err := decodeText(data, charset.Decode)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if !isGIB(text) {
		t.Errorf("%s: not recognised as .gib", path)
	}
	return readGIB(text)
}

// replayGIB plays a game with the Korean move reader alone, under v; it
// returns the moves read and the error that stopped it, if any.
func replayGIB(v *rules.Variant, g *rawGame) ([]rules.Move, *rules.Position, error) {
	p := v.StartPosition()
	if g.fen != "" {
		var err error
		if p, err = v.NewPosition(g.fen); err != nil {
			return nil, nil, refuse(BadSetup, "%v", err)
		}
	}
	var moves []rules.Move
	for i, w := range g.moves {
		m := w.move
		var err error
		if m == rules.NoMove {
			m, err = parseKoreanMove(p, w.text)
		} else if !p.IsLegal(m) {
			err = illegal(p, m)
		}
		if err != nil {
			return moves, p, fmt.Errorf("ply %d %q: %w", i+1, w.text, err)
		}
		p.MakeMove(m)
		moves = append(moves, m)
	}
	return moves, p, nil
}

// permissiveJanggi is janggicasual (passes at any time, no bikjang) that
// also plays on after two passes in a row, as online servers do and as
// the play step reads such records.
func permissiveJanggi(t testing.TB) *rules.Variant {
	o := rules.MustPreset("janggicasual").Options
	o.Janggi.DoublePassPlaysOn = true
	v, err := rules.NewVariant(rules.Janggi, o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestGIBFiles replays every game of every .gib in the collection with
// the Korean move reader, under the most permissive janggi rules, and
// counts the games read to the end.
func TestGIBFiles(t *testing.T) {
	files := gibFiles(t, gibDir())
	if len(files) == 0 {
		t.Skip("no .gib collection in " + gibDir())
	}
	v := permissiveJanggi(t)
	var games, read int
	reasons := map[string]int{}
	for _, f := range files {
		for i, g := range readGIBFile(t, f) {
			games++
			_, _, err := replayGIB(v, &g)
			if err == nil {
				read++
				continue
			}
			var me *moveError
			key := "other"
			if errors.As(err, &me) {
				key = me.reason.String()
			}
			reasons[key]++
			if os.Getenv("GIB_VERBOSE") != "" {
				t.Logf("%s: game %d (line %d): %v", filepath.Base(f), i+1, g.line, err)
			}
		}
	}
	var keys []string
	for k, n := range reasons {
		keys = append(keys, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(keys)
	t.Logf("%d files, %d games, %d read to the end; refused: %s", len(files), games, read, strings.Join(keys, ", "))
	if games == 0 || read*100 < games*98 {
		t.Errorf("%d of %d games read to the end, want at least 98 %%", read, games)
	}
}
