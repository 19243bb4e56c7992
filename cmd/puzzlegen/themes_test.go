package main

import (
	"slices"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
)

// gameKinds lists the kinds of a game's start position.
func gameKinds(t *testing.T, game string) []rules.Kind {
	t.Helper()
	v, err := tutorials.PuzzleVariant(game)
	if err != nil {
		t.Fatal(err)
	}
	pos := v.StartPosition()
	var kinds []rules.Kind
	for _, s := range v.Squares() {
		if k := pos.At(s).Kind(); pos.At(s) != rules.Empty && !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	return kinds
}

// TestDetectorThemesFitTheGame: whatever a line shows, the detectors name
// only themes of the puzzle's own game: every flag set, every piece of the
// game as the mating, moving, first and won piece.
func TestDetectorThemesFitTheGame(t *testing.T) {
	for _, game := range tutorials.PuzzleGames() {
		g, _ := rules.ParseGame(game)
		kinds := gameKinds(t, game)
		var themes []string
		for _, a := range kinds {
			for _, b := range kinds {
				f := features{game: g, mater: a, kinds: []rules.Kind{a, b, a}, quiet: true, sacrifice: true,
					promotion: true, diagonal: true, bodyguard: true, flyingGuard: true}
				themes = append(themes, f.themes(g, 3)...)
				f.kinds, f.quiet = []rules.Kind{a, b}, false
				themes = append(themes, f.themes(g, 2)...)
			}
			tf := tacticFeatures{game: g, first: a, won: a, fork: true, skewer: true, pin: true, screen: isCannon(a),
				discovered: true, double: true, trapped: true, mateThreat: true, sacrifice: true}
			themes = append(themes, tf.themes(g, 2)...)
		}
		for _, th := range themes {
			if !tutorials.ThemeFits(th, g) {
				t.Errorf("%s: theme %q belongs to another game", game, th)
			}
		}
	}
}

// TestDescribeFacingGenerals: a general on the next file looking at the
// mated general's escape point guards it in xiangqi (the flying general);
// in janggi the same picture is bikjang, no theme.
func TestDescribeFacingGenerals(t *testing.T) {
	cases := []struct {
		game, fen, mate string
		want            bool
	}{
		// The chariot mates on rank 10; the e-point next to the general is
		// covered only by the red general on e1.
		{"xiangqi", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a1a10", true},
		{"janggi", "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1", "b1b10", false},
	}
	for _, c := range cases {
		v, _ := tutorials.PuzzleVariant(c.game)
		pos, err := v.NewPosition(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.ParseMove(c.mate)
		if err != nil {
			t.Fatal(err)
		}
		f := describe(pos, line{moves: []rules.Move{m}})
		if got := slices.Contains(f.themes(f.game, 1), "flying-general"); got != c.want {
			t.Errorf("%s %s: flying-general %v, want %v (themes %v)", c.game, c.mate, got, c.want, f.themes(f.game, 1))
		}
	}
}

// TestCollectionThemes: every puzzle of the collection carries exactly the
// themes the detectors give it now, and only themes of its own game.
func TestCollectionThemes(t *testing.T) {
	puzzles, err := tutorials.LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range puzzles {
		q := *p
		q.Themes = slices.Clone(p.Themes)
		if err := retagPuzzle(&q); err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		if !slices.Equal(q.Themes, p.Themes) {
			t.Errorf("%s: themes %v, the detectors give %v (go run ./cmd/puzzlegen -retag tutorials/puzzles)", p.ID, p.Themes, q.Themes)
		}
		g, _ := rules.ParseGame(p.Game)
		for _, th := range p.Themes {
			if !tutorials.ThemeFits(th, g) {
				t.Errorf("%s: theme %q belongs to another game", p.ID, th)
			}
		}
	}
}
