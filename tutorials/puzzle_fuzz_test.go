package tutorials

import (
	"errors"
	"testing"
)

// The parsers of untrusted puzzle input must never panic; go test runs the
// seeds, go test -fuzz explores.

func FuzzPuzzleEmbed(f *testing.F) {
	f.Add("xiangqi", testPuzzleChecks.FEN, "b7d8 f9f10 f6f8", "b7d8")
	f.Add("janggi", "<script>alert(1)</script>", "e2e2 0000 pass", "pass")
	f.Add("shatar", "8/8/8/8/8/8/8/8 w - - 0 1", "a1a2", "")
	f.Add("banqi", "8/1B1K4/2P5/k7 w - 0 1", "c2b2 a1a2 b2a2", "c2b2")
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
	// A material tactic, well formed, and its fields out of range or mixed
	// with a mate's.
	const tactic = `{"id":"xiangqi-t","game":"xiangqi","fen":"6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1","side":"w",` +
		`"goal":"material","moves":2,"win":9,"solution":["a9e9","d4d10","g10d10"],"themes":["win-material"],"difficulty":2,"source":"s"}`
	f.Add([]byte(`{"version":1,"game":"xiangqi","puzzles":[` + tactic + `]}`))
	f.Add([]byte(`{"version":1,"game":"xiangqi","puzzles":[{"id":"xiangqi-t","game":"xiangqi","fen":"6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1","side":"w","goal":"material","moves":2,"win":0,"mate":2,"solution":["a9e9","d4d10","g10d10"],"themes":["x"],"difficulty":2,"source":"s"}]}`))
	// A banqi win in 2, judged on a BanqiView.
	f.Add([]byte(`{"version":1,"game":"banqi","puzzles":[{"id":"banqi-t","game":"banqi","fen":"8/1B1K4/2P5/k7 w - 0 1","side":"w","mate":2,"solution":["c2b2","a1a2","b2a2"],"themes":["trap-general"],"difficulty":3,"source":"s"}]}`))
	f.Add([]byte(`{"version":1,"game":"xiangqi","puzzles":[{"id":"xiangqi-t","game":"xiangqi","fen":"x","side":"w","goal":"stalemate","moves":-1,"win":99999999999,"solution":[],"themes":[],"difficulty":2,"source":""}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := ParsePuzzleFile(data)
		if err != nil {
			return
		}
		// What parsed is a playable puzzle of a known kind and length.
		for i := range file.Puzzles {
			p := &file.Puzzles[i]
			if n := p.Length(); n < 1 || len(p.Solution) != 2*n-1 {
				t.Errorf("%s: length %d with %d moves", p.ID, n, len(p.Solution))
			}
			if p.IsMaterial() != (p.Goal == GoalMaterial) || p.IsMaterial() && (p.Win < 1 || p.Mate != 0) {
				t.Errorf("%s: goal %q, win %d, mate %d", p.ID, p.Goal, p.Win, p.Mate)
			}
			r, err := NewPuzzleRun(p)
			if p.Game == banqiPuzzleGame {
				if !errors.Is(err, ErrBanqiPuzzleRun) {
					t.Errorf("%s: a banqi puzzle run: error %v", p.ID, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s parsed but does not run: %v", p.ID, err)
			}
			// Submit plays the defender's replies itself.
			for k := 0; k < len(p.Solution) && r.Status() == PuzzlePlaying; k += 2 {
				if v := r.Submit(p.Solution[k]); !v.Accepted {
					t.Fatalf("%s: the solution's move %s was refused: %+v", p.ID, p.Solution[k], v.Hint)
				}
			}
			if r.Status() != PuzzleSolved {
				t.Errorf("%s: %s after the whole solution", p.ID, r.Status())
			}
		}
	})
}
