package tutorials

import (
	"fmt"

	"github.com/elephant-chess/elephant/jsonv"
)

// PuzzleProgressKey is the localStorage key of the puzzle screen's progress.
const PuzzleProgressKey = "elephant.puzzles"

// PuzzleProgressVersion is the version of the progress format written today.
const PuzzleProgressVersion = 1

// puzzleMaxRecords bounds saved progress, so that a corrupt or hostile
// store cannot make the page parse without end.
const puzzleMaxRecords = 100_000

// PuzzleResult is how an attempt ended, best first.
type PuzzleResult string

const (
	PuzzleResultSolved PuzzleResult = "solved" // no wrong move, no hint
	PuzzleResultHelped PuzzleResult = "helped" // solved after a wrong move or a hint
	PuzzleResultFailed PuzzleResult = "failed" // the solution was shown
)

func (r PuzzleResult) rank() int {
	switch r {
	case PuzzleResultSolved:
		return 3
	case PuzzleResultHelped:
		return 2
	case PuzzleResultFailed:
		return 1
	}
	return 0
}

// PuzzleProgress is what the player achieved: the best result per puzzle id,
// the current streak of clean solves and the best streak ever.
type PuzzleProgress struct {
	Version    int                     `json:"version"`
	Results    map[string]PuzzleResult `json:"results"`
	Streak     int                     `json:"streak"`
	BestStreak int                     `json:"bestStreak"`
}

func (p *PuzzleProgress) json() jsonv.Object {
	return jsonv.Fields("version", &p.Version, "results", jsonv.Map(&p.Results, puzzleResultJSON),
		"streak", &p.Streak, "bestStreak", &p.BestStreak)
}

func puzzleResultJSON(r *PuzzleResult) *string { return (*string)(r) }

// NewPuzzleProgress returns empty progress.
func NewPuzzleProgress() PuzzleProgress {
	return PuzzleProgress{Version: PuzzleProgressVersion, Results: map[string]PuzzleResult{}}
}

// ParsePuzzleProgress reads saved progress and rejects anything it does not
// understand (unknown version or fields, bad ids or results, impossible
// streaks), so that the screen can discard it with a notice.
func ParsePuzzleProgress(data []byte) (PuzzleProgress, error) {
	var p PuzzleProgress
	if err := jsonv.UnmarshalStrict(data, p.json()); err != nil {
		return PuzzleProgress{}, fmt.Errorf("puzzle progress: %w", err)
	}
	if err := p.validate(); err != nil {
		return PuzzleProgress{}, fmt.Errorf("puzzle progress: %w", err)
	}
	if p.Results == nil {
		p.Results = map[string]PuzzleResult{}
	}
	return p, nil
}

func (p PuzzleProgress) validate() error {
	switch {
	case p.Version != PuzzleProgressVersion:
		return fmt.Errorf("version %d, want %d", p.Version, PuzzleProgressVersion)
	case len(p.Results) > puzzleMaxRecords:
		return fmt.Errorf("%d results, more than %d", len(p.Results), puzzleMaxRecords)
	case p.Streak < 0 || p.BestStreak < p.Streak || p.BestStreak > puzzleMaxRecords:
		return fmt.Errorf("streak %d with best %d is impossible", p.Streak, p.BestStreak)
	}
	for id, r := range p.Results {
		if !isPuzzleID(id) {
			return fmt.Errorf("%q is not a puzzle id", puzzleTruncate(id, 40))
		}
		if r.rank() == 0 {
			return fmt.Errorf("puzzle %s: result %q, want solved, helped or failed", id, puzzleTruncate(string(r), 20))
		}
	}
	return nil
}

// Record stores the result of a finished attempt: the best result per
// puzzle is kept; a clean solve extends the streak and anything else ends it.
func (p *PuzzleProgress) Record(id string, r PuzzleResult) error {
	if !isPuzzleID(id) {
		return fmt.Errorf("puzzle progress: %q is not a puzzle id", puzzleTruncate(id, 40))
	}
	if r.rank() == 0 {
		return fmt.Errorf("puzzle progress: result %q, want solved, helped or failed", puzzleTruncate(string(r), 20))
	}
	if p.Results == nil {
		p.Results = map[string]PuzzleResult{}
	}
	if _, ok := p.Results[id]; !ok && len(p.Results) >= puzzleMaxRecords {
		return fmt.Errorf("puzzle progress: full (%d results)", puzzleMaxRecords)
	}
	if r.rank() > p.Results[id].rank() {
		p.Results[id] = r
	}
	if r == PuzzleResultSolved {
		p.Streak++
		p.BestStreak = max(p.BestStreak, p.Streak)
	} else {
		p.Streak = 0
	}
	return nil
}

// Marshal writes progress for storage under PuzzleProgressKey.
func (p PuzzleProgress) Marshal() ([]byte, error) {
	p.Version = PuzzleProgressVersion
	if p.Results == nil {
		p.Results = map[string]PuzzleResult{}
	}
	return jsonv.Marshal(p.json())
}
