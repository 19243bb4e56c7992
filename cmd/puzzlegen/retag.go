package main

import (
	"fmt"
	"path/filepath"
	"slices"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
)

// retag recomputes the themes and difficulty of every puzzle in the data
// files of dir from its position and line, so that a change to the grading
// needs no new search.
func retag(dir string) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return err
	}
	for _, path := range files {
		if err := retagFile(path); err != nil {
			return err
		}
	}
	return nil
}

func retagFile(path string) error {
	f, err := readPuzzleFile(path)
	if err != nil {
		return err
	}
	if v, err := tutorials.PuzzleVariant(f.Game); err == nil && v.HiddenPieces {
		return nil // banqi's puzzles are tagged by their own generator (tutorials.TestBanqiPuzzleGen)
	}
	for i := range f.Puzzles {
		if err := retagPuzzle(&f.Puzzles[i]); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	return writeFile(path, f.Game, f.Puzzles)
}

func retagPuzzle(p *tutorials.Puzzle) error {
	v, err := tutorials.PuzzleVariant(p.Game)
	if err != nil {
		return err
	}
	pos, err := v.NewPosition(p.FEN)
	if err != nil {
		return err
	}
	l, err := lineOf(pos, p)
	if err != nil {
		return fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	if p.IsMaterial() {
		f := describeTactic(pos, l)
		p.Themes = f.themes(v.Game, p.Moves)
		p.Difficulty = f.difficulty(p.Moves)
		return nil
	}
	classic := slices.Contains(p.Themes, "classic")
	f := describe(pos, l)
	p.Themes = f.themes(v.Game, p.Mate)
	if classic {
		p.Themes = append(p.Themes, "classic")
	}
	p.Difficulty = f.difficulty(p.Mate)
	return nil
}

// lineOf reads a puzzle's solution back into a line (pos is restored).
func lineOf(pos *rules.Position, p *tutorials.Puzzle) (line, error) {
	var l line
	defer func() {
		for range l.moves {
			pos.UnmakeMove()
		}
	}()
	for i, s := range p.Solution {
		if i == len(p.Solution)-1 {
			for _, a := range p.Alternatives[i] {
				m, err := pos.ParseMove(a)
				if err != nil {
					return line{}, err
				}
				l.alts = append(l.alts, m)
			}
		}
		m, err := pos.ParseMove(s)
		if err != nil {
			return line{}, err
		}
		pos.MakeMove(m)
		l.moves = append(l.moves, m)
	}
	return line{moves: append([]rules.Move(nil), l.moves...), alts: l.alts}, nil
}
