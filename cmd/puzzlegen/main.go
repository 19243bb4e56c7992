// Command puzzlegen finds mate puzzles and material tactics for the four games and writes them as
// the data files of tutorials/puzzles. Candidates come from seeded random
// playouts and from random sparse placements near the defending king; a
// candidate is kept when the mate solver proves a mate in N with a unique
// first move and a main line whose solver moves are unique until the last
// (where other mates are listed as alternatives). The same flags and seed
// give the same file.
//
//	go run ./cmd/puzzlegen -game xiangqi -seed 1 -per 14 -max 3
//	go run ./cmd/puzzlegen -game xiangqi -seed 2 -per 8 -min 4 -max 5 -name deep -time 40m
//	go run ./cmd/puzzlegen -classics cmd/puzzlegen/classics.tsv
//	go run ./cmd/puzzlegen -goal material -game janggi -seed 1 -per 30 -min 2 -max 3
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/tutorials"
)

func main() {
	game := flag.String("game", "", "game to generate: xiangqi, janggi, shatar or hiashatar")
	seed := flag.Int64("seed", 1, "random seed")
	per := flag.Int("per", 8, "puzzles wanted per mate length")
	minMate := flag.Int("min", 1, "shortest mate, in solver moves")
	maxMate := flag.Int("max", 5, "longest mate, in solver moves")
	budget := flag.Duration("time", 10*time.Minute, "time budget")
	nodes := flag.Uint64("nodes", 2_000_000, "node bound of each solver call")
	out := flag.String("out", "tutorials/puzzles", "directory of the data files")
	name := flag.String("name", "", "file name suffix: GAME-NAME.json (default GAME.json)")
	classics := flag.String("classics", "", "solve the positions of this TSV file (game, fen, source) instead of generating")
	sparse := flag.Int("sparse", 50, "percentage of candidates from sparse placements (the rest from playouts)")
	bag := flag.String("bag", "", "attacking pieces of sparse placements, as FEN letters of the first player (e.g. NNCCP)")
	bases := flag.String("bases", "", "comma-separated data files whose puzzles seed longer mates")
	retagDir := flag.String("retag", "", "recompute themes and difficulty in the data files of this directory and stop")
	counts := flag.Bool("counts", false, "rewrite the counts table of -doc from the collection and stop")
	doc := flag.String("doc", "tutorials/PUZZLES.md", "the puzzle documentation, for -counts")
	goal := flag.String("goal", "mate", "puzzle goal: mate, or material (tactics from engine self-play; -min/-max are then the tactic's moves, 2 to 4)")
	flag.Parse()
	if *goal == tutorials.GoalMaterial {
		if err := runMaterial(*game, *seed, *per, *minMate, *maxMate, time.Now().Add(*budget), *nodes, *out, *name, *bases); err != nil {
			fmt.Fprintln(os.Stderr, "puzzlegen:", err)
			os.Exit(1)
		}
		return
	}
	if *goal != tutorials.GoalMate {
		fmt.Fprintf(os.Stderr, "puzzlegen: -goal %q: want mate or material\n", *goal)
		os.Exit(2)
	}
	if *retagDir != "" {
		if err := retag(*retagDir); err != nil {
			fmt.Fprintln(os.Stderr, "puzzlegen:", err)
			os.Exit(1)
		}
		return
	}
	if *counts {
		if err := writeCounts(*doc); err != nil {
			fmt.Fprintln(os.Stderr, "puzzlegen:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*game, *seed, *per, *minMate, *maxMate, *sparse, *budget, *nodes, *out, *name, *classics, *bases, *bag); err != nil {
		fmt.Fprintln(os.Stderr, "puzzlegen:", err)
		os.Exit(1)
	}
}

func run(game string, seed int64, per, minMate, maxMate, sparse int, budget time.Duration, nodes uint64, out, name, classics, bases, bag string) error {
	if classics != "" {
		return solveClassics(classics, out, nodes)
	}
	g, err := newGenerator(game, seed, nodes, minMate, maxMate)
	if err != nil {
		return err
	}
	g.sparsePct = sparse
	if strings.Trim(bag, "ABCEGHJKNPQR") != "" {
		return fmt.Errorf("-bag %q: want upper-case FEN letters", bag)
	}
	g.bag = bag
	for _, b := range strings.Split(bases, ",") {
		if b == "" {
			continue
		}
		if err := g.loadBases(b); err != nil {
			return err
		}
	}
	ps := g.run(per, time.Now().Add(budget))
	file := game + ".json"
	if name != "" {
		file = game + "-" + name + ".json"
	}
	return writeFile(filepath.Join(out, file), game, ps)
}

// runMaterial generates material tactics into GAME-NAME.json (default
// GAME-material.json); the positions of the files in bases are skipped.
func runMaterial(game string, seed int64, per, minN, maxN int, deadline time.Time, nodes uint64, out, name, bases string) error {
	var skip []string
	for _, b := range strings.Split(bases, ",") {
		if b != "" {
			skip = append(skip, b)
		}
	}
	ps, err := runTactics(game, seed, per, minN, maxN, deadline, nodes, skip)
	if err != nil {
		return err
	}
	if name == "" {
		name = "material"
	}
	return writeFile(filepath.Join(out, game+"-"+name+".json"), game, ps)
}

// writeFile writes a data file and checks it reads back.
func writeFile(path, game string, ps []tutorials.Puzzle) error {
	data, err := encodeFile(game, ps)
	if err != nil {
		return err
	}
	if _, err := tutorials.ParsePuzzleFile(data); err != nil {
		return fmt.Errorf("%s would not load: %w", path, err)
	}
	fmt.Fprintf(os.Stderr, "puzzlegen: %d puzzles → %s\n", len(ps), path)
	return os.WriteFile(path, data, 0o644)
}
