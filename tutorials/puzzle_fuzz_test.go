package tutorials

import "testing"

// The parsers of untrusted puzzle input must never panic; go test runs the
// seeds, go test -fuzz explores.

func FuzzPuzzleEmbed(f *testing.F) {
	f.Add("xiangqi", testPuzzleChecks.FEN, "b7d8 f9f10 f6f8", "b7d8")
	f.Add("janggi", "<script>alert(1)</script>", "e2e2 0000 pass", "pass")
	f.Add("shatar", "8/8/8/8/8/8/8/8 w - - 0 1", "a1a2", "")
	f.Fuzz(func(t *testing.T, game, fen, solution, move string) {
		r, err := NewPuzzleRunFromEmbed(game, fen, solution)
		if err != nil {
			return
		}
		r.Submit(move)
		r.Hint()
		r.ShowSolution()
		if r.Status() != PuzzleFailed && r.Status() != PuzzleSolved {
			t.Errorf("status %q after showing the solution", r.Status())
		}
	})
}

func FuzzPuzzleProgress(f *testing.F) {
	f.Add([]byte(`{"version":1,"results":{"xiangqi-a1":"solved"},"streak":1,"bestStreak":1}`))
	f.Add([]byte(`{"version":1,"results":{"<x>":"solved"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ParsePuzzleProgress(data)
		if err != nil {
			return
		}
		out, err := p.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParsePuzzleProgress(out); err != nil {
			t.Errorf("progress that parsed does not parse again: %v", err)
		}
	})
}

func FuzzPuzzleFile(f *testing.F) {
	f.Add([]byte(`{"version":1,"game":"xiangqi","puzzles":[]}`))
	f.Add([]byte(`{"version":1,"game":"xiangqi","puzzles":[{"id":"xiangqi-x","game":"xiangqi","fen":"<b>","side":"w","mate":1,"solution":["a1a2"],"themes":["x"],"difficulty":1,"source":"s"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ParsePuzzleFile(data)
	})
}
