package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/elephant-chess/elephant/search"
	"github.com/elephant-chess/elephant/tutorials"
)

// classicMaxMate bounds the classics we solve: longer mates cost the tests
// too much to prove.
const classicMaxMate = 5

// solveClassics reads positions from the old manuals (a TSV of game, FEN and
// source; # starts a comment), keeps those our solver proves with a unique
// first move and writes them to GAME-classics.json with our own lines.
func solveClassics(path, out string, nodes uint64) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	byGame := map[string][]tutorials.Puzzle{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) != 3 {
			return fmt.Errorf("%s:%d: want game, FEN and source separated by tabs", path, line)
		}
		p, err := solveClassic(fields[0], fields[1], fields[2], nodes)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s:%d: dropped: %v\n", path, line, err)
			continue
		}
		fmt.Fprintf(os.Stderr, "%s:%d: mate in %d: %s\n", path, line, p.Mate, strings.Join(p.Solution, " "))
		byGame[p.Game] = append(byGame[p.Game], p)
		// Written after each find, so that a long run can be stopped.
		if err := writeFile(filepath.Join(out, p.Game+"-classics.json"), p.Game, byGame[p.Game]); err != nil {
			return err
		}
	}
	return sc.Err()
}

func solveClassic(game, fen, source string, nodes uint64) (tutorials.Puzzle, error) {
	v, err := tutorials.PuzzleVariant(game)
	if err != nil {
		return tutorials.Puzzle{}, err
	}
	pos, err := v.NewPosition(fen)
	if err != nil {
		return tutorials.Puzzle{}, err
	}
	n, win, complete := search.SolveMateNodes(pos, classicMaxMate, nodes)
	switch {
	case !complete:
		return tutorials.Puzzle{}, fmt.Errorf("node bound reached")
	case n == 0:
		return tutorials.Puzzle{}, fmt.Errorf("no mate in %d or less", classicMaxMate)
	case len(win) != 1:
		return tutorials.Puzzle{}, fmt.Errorf("mate in %d, but %d first moves win", n, len(win))
	}
	l, err := proveLine(pos, n, nodes)
	if err != nil {
		return tutorials.Puzzle{}, fmt.Errorf("mate in %d: %w", n, err)
	}
	p := makePuzzle(game, pos, source, "classic-", n, l)
	p.Themes = append(p.Themes, "classic")
	return p, nil
}
