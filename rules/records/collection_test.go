package records

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

// The real collections in testdata (their sources in testdata/SOURCES.md
// and the READMEs beside them) are read whole. Every game that does not
// read to the end is listed in testdata/refused.txt with why it is the
// file's fault; a refusal that is not listed, or a listed one that no
// longer happens, fails the test.
//
//	go test ./rules/records -run Collections -update      rewrites the list (new lines say TODO)
//	go test ./rules/records -run Collections -fsf PATH    compares the legal moves at every refused
//	                                                      ply with Fairy-Stockfish's

var (
	update  = flag.Bool("update", false, "rewrite testdata/refused.txt, keeping the notes of lines still refused")
	fsfPath = flag.String("fsf", "", "a Fairy-Stockfish binary: check the legal moves at each refused ply against it")
)

// collectionDirs are the folders of real files, by format.
var collectionDirs = []string{"pgn", "gib", "xqf", "dhtmlxq"}

// minimumGames: at least this many games of each game must read to the end.
var minimumGames = map[rules.Game]int{rules.Xiangqi: 2000, rules.Janggi: 1000}

const refusedList = "testdata/refused.txt"

func TestCollections(t *testing.T) {
	if testing.Short() {
		t.Skip("reads every collection; -short skips it")
	}
	files := collectionFiles(t)
	if len(files) == 0 {
		t.Skip("no collections in testdata")
	}
	read := map[rules.Game]int{}
	var refused []string
	var refusedGames []refusedGame
	for _, name := range files {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		f, err := Read(data, Options{Decode: charset.Decode})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		src, _ := Open(data, Options{Decode: charset.Decode})
		for i, g := range f.Games {
			if n := src.Plies(i); g.Err == nil && n != len(g.Moves) {
				t.Errorf("%s: %s: counted %d moves before reading, read %d", name, g.Name(), n, len(g.Moves))
			}
			if g.Err != nil {
				refused = append(refused, name+": "+g.Refused())
				refusedGames = append(refusedGames, refusedGame{name, g})
				continue
			}
			read[g.Variant.Game]++
		}
	}
	for g, n := range minimumGames {
		t.Logf("%s: %d games read to the end", g, read[g])
		if read[g] < n {
			t.Errorf("%s: %d games read to the end, want at least %d", g, read[g], n)
		}
	}
	t.Logf("%d games refused", len(refused))
	checkRefusedList(t, refused)
	if *fsfPath != "" {
		for _, r := range refusedGames {
			checkWithFSF(t, *fsfPath, r)
		}
	}
}

type refusedGame struct {
	file string
	game *Game
}

// collectionFiles lists the game files under the collection folders.
func collectionFiles(t *testing.T) []string {
	var files []string
	for _, dir := range collectionDirs {
		root := filepath.Join("testdata", dir)
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			base := strings.ToLower(d.Name())
			if strings.HasSuffix(base, ".md") || strings.HasPrefix(base, ".") {
				return nil
			}
			rel, _ := filepath.Rel("testdata", path)
			files = append(files, filepath.ToSlash(rel))
			return nil
		})
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	slices.Sort(files)
	return files
}

// checkRefusedList compares the refusals with the list; each listed line
// is the refusal, two spaces, "#" and why the file is at fault.
func checkRefusedList(t *testing.T, refused []string) {
	notes := map[string]string{}
	if text, err := os.ReadFile(refusedList); err == nil {
		for _, l := range strings.Split(string(text), "\n") {
			if l == "" || strings.HasPrefix(l, "#") {
				continue
			}
			line, note, _ := strings.Cut(l, "  # ")
			notes[line] = note
		}
	}
	if *update {
		var b strings.Builder
		b.WriteString("# Games of testdata that do not read to the end, as `elephant import` names them,\n")
		b.WriteString("# each with why the file is at fault (checked against Fairy-Stockfish where a move is refused).\n")
		for _, r := range refused {
			note := notes[r]
			if note == "" {
				note = "TODO: check"
			}
			fmt.Fprintf(&b, "%s  # %s\n", r, note)
		}
		if err := os.WriteFile(refusedList, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, r := range refused {
		note, ok := notes[r]
		switch {
		case !ok:
			t.Errorf("refused, not in %s: %s", refusedList, r)
		case strings.HasPrefix(note, "TODO"):
			t.Errorf("listed without a reason: %s", r)
		}
		delete(notes, r)
	}
	for r := range notes {
		t.Errorf("listed in %s but read: %s", refusedList, r)
	}
}

// checkWithFSF replays a refused game's read moves in Fairy-Stockfish and
// compares its legal moves at the refused ply with ours.
func checkWithFSF(t *testing.T, bin string, r refusedGame) {
	g := r.game
	name, ok := fsfVariant(g.Variant)
	if !ok || g.Err.Ply == 0 {
		return
	}
	p, err := g.Start()
	if err != nil {
		return
	}
	fen := p.FEN()
	var moves []string
	for _, m := range g.Moves {
		moves = append(moves, m.String())
		p.MakeMove(m)
	}
	var ours []string
	for _, m := range p.LegalMoves() {
		ours = append(ours, m.String())
	}
	theirs, err := fsfLegalMoves(bin, name, fen, moves)
	if err != nil {
		t.Errorf("%s: %s: Fairy-Stockfish: %v", r.file, g.Name(), err)
		return
	}
	slices.Sort(ours)
	slices.Sort(theirs)
	if !slices.Equal(ours, theirs) {
		t.Errorf("%s: %s: at ply %d our legal moves %v, Fairy-Stockfish's %v", r.file, g.Name(), g.Err.Ply, ours, theirs)
		return
	}
	t.Logf("%s: %s: ply %d: Fairy-Stockfish has the same %d legal moves", r.file, g.Name(), g.Err.Ply, len(ours))
}

// fsfVariant names the Fairy-Stockfish rule set whose legal moves are ours.
func fsfVariant(v *rules.Variant) (string, bool) {
	switch v.Game {
	case rules.Xiangqi:
		return "xiangqi", true
	case rules.Janggi:
		// Passes at any time and no bikjang: the permissive reading.
		if o := v.Options.Janggi; o.Pass == rules.PassAnyTime && o.Bikjang == rules.BikjangOff {
			return "janggicasual", true
		}
		return "", false
	}
	return "", false
}

// fsfLegalMoves asks Fairy-Stockfish for the legal moves (perft 1).
func fsfLegalMoves(bin, variant, fen string, moves []string) ([]string, error) {
	cmd := exec.Command(bin)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	defer cmd.Wait()
	defer in.Close()
	pos := "position fen " + fen
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	fmt.Fprintf(in, "setoption name UCI_Variant value %s\n%s\ngo perft 1\n", variant, pos)
	var legal []string
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "Nodes searched") {
			io.WriteString(in, "quit\n")
			return legal, nil
		}
		if m, _, ok := strings.Cut(l, ": "); ok && !strings.Contains(m, " ") {
			legal = append(legal, m)
		}
	}
	return nil, fmt.Errorf("no perft answer")
}
