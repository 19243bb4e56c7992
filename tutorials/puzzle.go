package tutorials

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
)

// The puzzle collection: one JSON file per game and source kind in
// puzzles/ (xiangqi.json, xiangqi-classics.json, janggi.json...), each a
// PuzzleFile. PUZZLES.md documents the format.

//go:embed puzzles/*.json
var puzzleFiles embed.FS

// PuzzleFormatVersion is the version of the puzzle files written today.
const PuzzleFormatVersion = 1

// PuzzleFile is one data file: the puzzles of one game.
type PuzzleFile struct {
	Version int      `json:"version"`
	Game    string   `json:"game"`
	Puzzles []Puzzle `json:"puzzles"`
}

func (f *PuzzleFile) json() jsonv.Object {
	return jsonv.Fields("version", &f.Version, "game", &f.Game, "puzzles", jsonv.List(&f.Puzzles, (*Puzzle).json))
}

// Puzzle is a forced mate or a tactic that wins material. A mate (Goal ""
// or "mate"): from FEN the side to move (the solver) mates in Mate moves. A
// tactic (Goal "material"): the solver wins at least Win points, in the
// game's usual piece values, within Moves moves. Solution alternates solver
// and defender moves (UCI) and ends with the solver's mating or winning
// move; the defender's moves are its most stubborn replies. Alternatives
// lists, by ply index into Solution, the other solver moves that win as
// well there; only the last move may have any (every earlier solver move is
// the only one that wins as much), so the first move is unique.
type Puzzle struct {
	ID           string           `json:"id"`
	Game         string           `json:"game"`
	FEN          string           `json:"fen"`
	Side         string           `json:"side"`
	Goal         string           `json:"goal,omitempty"`
	Mate         int              `json:"mate,omitempty"`
	Moves        int              `json:"moves,omitempty"`
	Win          int              `json:"win,omitempty"`
	Solution     []string         `json:"solution"`
	Alternatives map[int][]string `json:"alternatives,omitempty"`
	Themes       []string         `json:"themes"`
	Difficulty   int              `json:"difficulty"`
	Source       string           `json:"source"`
}

func (p *Puzzle) json() jsonv.Object {
	return jsonv.Fields("id", &p.ID, "game", &p.Game, "fen", &p.FEN, "side", &p.Side, "goal,omitempty", &p.Goal,
		"mate,omitempty", &p.Mate, "moves,omitempty", &p.Moves, "win,omitempty", &p.Win, "solution", &p.Solution,
		"alternatives,omitempty", alternatives{&p.Alternatives}, "themes", &p.Themes, "difficulty", &p.Difficulty,
		"source", &p.Source)
}

// alternatives reads Puzzle.Alternatives: solver moves by ply, the ply a
// number in a string as an object's member name.
type alternatives struct{ m *map[int][]string }

func (a alternatives) UnmarshalJSONFrom(d *jsonv.Decoder) error {
	if d.Peek() == 'n' {
		*a.m = nil
	} else if *a.m == nil {
		*a.m = map[int][]string{}
	}
	return d.Object(func(name string) error {
		ply, err := strconv.Atoi(name)
		if err != nil {
			return fmt.Errorf("alternatives: ply %q is not a number", puzzleTruncate(name, 20))
		}
		var moves []string
		err = d.Decode(&moves)
		(*a.m)[ply] = moves
		return err
	})
}

// The puzzle goals: a mate (the default, also written as an absent goal)
// and a tactic that wins material.
const (
	GoalMate     = "mate"
	GoalMaterial = "material"
)

// PuzzleMaxWin bounds a tactic's stated win, in points.
const PuzzleMaxWin = 50

// IsMaterial reports whether the puzzle wins material rather than mates.
func (p *Puzzle) IsMaterial() bool { return p.Goal == GoalMaterial }

// WinsByNoAction reports whether the puzzle's mate is banqi's win: the
// opponent left without an action, as banqi has no check.
func (p *Puzzle) WinsByNoAction() bool {
	v, err := PuzzleVariant(p.Game)
	return !p.IsMaterial() && err == nil && v.HiddenPieces
}

// Length is the number of the solver's moves: the mate's or the tactic's.
func (p *Puzzle) Length() int {
	if p.IsMaterial() {
		return p.Moves
	}
	return p.Mate
}

// PuzzleGames lists the games whose puzzles PuzzleRun plays through
// rules.Position (LoadPuzzles), in the site's order. Banqi's puzzles are
// loaded apart (LoadBanqiPuzzles): the board's banqi driver judges them on
// a rules.BanqiView.
func PuzzleGames() []string { return []string{"xiangqi", "janggi", "shatar", "hiashatar"} }

// AllPuzzleGames lists every game with puzzles, banqi included, in the
// site's order: the games the puzzle screen offers (LoadAllPuzzles).
func AllPuzzleGames() []string { return append(PuzzleGames(), banqiPuzzleGame) }

// PuzzleVariant returns the rule set puzzles of a game are judged by: the
// traditional rules players know (rules.DefaultPreset). Banqi's is played
// through rules.BanqiView, not rules.Position.
func PuzzleVariant(game string) (*rules.Variant, error) {
	g, err := rules.ParseAnyGame(game)
	if err != nil || !slices.Contains(AllPuzzleGames(), game) {
		return nil, fmt.Errorf("unknown game %q (want xiangqi, janggi, shatar, hiashatar or banqi)", puzzleTruncate(game, 40))
	}
	return rules.DefaultVariant(g)
}

// PuzzleFEN reads a position of a puzzle game and writes it as the rules
// do, so that two spellings of one position compare equal: through
// rules.ParseBanqi for banqi, rules.Position for the others.
func PuzzleFEN(game, fen string) (string, error) {
	v, err := PuzzleVariant(game)
	if err != nil {
		return "", err
	}
	if v.HiddenPieces {
		b, err := rules.ParseBanqi(v, strings.TrimSpace(fen))
		if err != nil {
			return "", err
		}
		return b.FEN(), nil
	}
	pos, err := v.NewPosition(fen)
	if err != nil {
		return "", err
	}
	return pos.FEN(), nil
}

// Names are checked by hand rather than with regexp: the board module links
// this package, and regexp with its Unicode tables would cost it about 40 KB.

// isSlug reports whether s is lowercase words of [a-z0-9] joined by single
// hyphens, such as "horse-fork".
func isSlug(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, r := range s {
		if r != '-' && (r < 'a' || r > 'z') && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}

// splitGame splits "GAME-REST" into a puzzle game and its rest.
func splitGame(s string) (game, rest string, ok bool) {
	for _, g := range AllPuzzleGames() {
		if r, found := strings.CutPrefix(s, g); found && (r == "" || r[0] == '-') {
			return g, strings.TrimPrefix(r, "-"), true
		}
	}
	return "", "", false
}

// isPuzzleID reports whether id is GAME-SLUG, at most 64 bytes.
func isPuzzleID(id string) bool {
	_, rest, ok := splitGame(id)
	return ok && len(id) <= 64 && isSlug(rest)
}

// puzzleFileGame returns the game of a data file named GAME[-WORD].json.
func puzzleFileGame(name string) (string, bool) {
	stem, found := strings.CutSuffix(name, ".json")
	game, rest, ok := splitGame(stem)
	if !found || !ok || (stem != game && (!isSlug(rest) || strings.Contains(rest, "-"))) {
		return "", false
	}
	return game, true
}

// PuzzleMaxMate bounds the length of a puzzle, in solver moves.
const PuzzleMaxMate = 12

// LoadPuzzles loads and checks the embedded collection and returns the
// puzzles of PuzzleGames, in that order and, within a game, by difficulty
// then id.
func LoadPuzzles() ([]*Puzzle, error) {
	return loadPuzzlesOf(PuzzleGames())
}

// LoadAllPuzzles loads and checks the embedded collection and returns
// every game's puzzles, banqi's included, in the order of AllPuzzleGames
// and, within a game, by difficulty then id.
func LoadAllPuzzles() ([]*Puzzle, error) {
	return loadPuzzlesOf(AllPuzzleGames())
}

// loadPuzzlesOf loads and checks every file of the collection and keeps
// the puzzles of the given games.
func loadPuzzlesOf(games []string) ([]*Puzzle, error) {
	all, err := loadPuzzles(puzzleFiles, "puzzles")
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, p := range all {
		if slices.Contains(games, p.Game) {
			out = append(out, p)
		}
	}
	return out, nil
}

func loadPuzzles(fsys fs.FS, dir string) ([]*Puzzle, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %w", err)
	}
	var all []*Puzzle
	seen := map[string]string{}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		ps, err := loadPuzzleFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			if f, dup := seen[p.ID]; dup {
				return nil, fmt.Errorf("puzzles: id %s in both %s and %s", p.ID, f, e.Name())
			}
			seen[p.ID] = e.Name()
		}
		all = append(all, ps...)
	}
	sortPuzzles(all)
	return all, nil
}

func loadPuzzleFile(fsys fs.FS, name string) ([]*Puzzle, error) {
	base := path.Base(name)
	game, ok := puzzleFileGame(base)
	if !ok {
		return nil, fmt.Errorf("puzzles: file name %s is not GAME[-NAME].json", base)
	}
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %w", err)
	}
	f, err := ParsePuzzleFile(data)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %s: %w", base, err)
	}
	if game != f.Game {
		return nil, fmt.Errorf("puzzles: %s holds game %q", base, f.Game)
	}
	out := make([]*Puzzle, len(f.Puzzles))
	for i := range f.Puzzles {
		out[i] = &f.Puzzles[i]
	}
	return out, nil
}

// ParsePuzzleFile reads one data file strictly (unknown fields are errors)
// and checks every puzzle in it with Check.
func ParsePuzzleFile(data []byte) (*PuzzleFile, error) {
	var f PuzzleFile
	if err := jsonv.UnmarshalStrict(data, f.json()); err != nil {
		return nil, err
	}
	if f.Version != PuzzleFormatVersion {
		return nil, fmt.Errorf("version %d, want %d", f.Version, PuzzleFormatVersion)
	}
	if !slices.Contains(AllPuzzleGames(), f.Game) {
		return nil, fmt.Errorf("unknown game %q", puzzleTruncate(f.Game, 40))
	}
	for i := range f.Puzzles {
		p := &f.Puzzles[i]
		if want := f.Game; want != p.Game {
			return nil, fmt.Errorf("puzzle %s: game %q in a %s file", p.ID, p.Game, f.Game)
		}
		if err := p.Check(); err != nil {
			return nil, err
		}
	}
	return &f, nil
}

// Check verifies a puzzle against the rules without searching: its fields,
// its FEN, every move of its solution and alternatives legal, and the last
// move a checkmate by the solver (for a mate) or a move after which the
// game goes on (for a tactic). Proving that the solver's moves are the only
// ones that win as much needs the mate solver or the tactic prover
// (search/tactic); the tests do that. A banqi puzzle is checked on a
// rules.BanqiView (checkBanqi).
func (p *Puzzle) Check() error {
	if err := p.checkFields(); err != nil {
		return fmt.Errorf("puzzle %s: %w", puzzleTruncate(p.ID, 60), err)
	}
	v, _ := PuzzleVariant(p.Game)
	if v.HiddenPieces {
		if err := p.checkBanqi(v); err != nil {
			return fmt.Errorf("puzzle %s: %w", p.ID, err)
		}
		return nil
	}
	pos, err := v.NewPosition(p.FEN)
	if err != nil {
		return fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	if want := puzzleSideLetter(pos.SideToMove()); p.Side != want {
		return fmt.Errorf("puzzle %s: side %q, but the FEN has %q to move", p.ID, p.Side, want)
	}
	if err := p.checkLine(pos); err != nil {
		return fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	return nil
}

// checkGoal checks the goal and the fields that go with it.
func (p *Puzzle) checkGoal() error {
	switch p.Goal {
	case "", GoalMate:
		switch {
		case p.Moves != 0 || p.Win != 0:
			return fmt.Errorf("a mate has no moves or win fields (it has mate)")
		case p.Mate < 1 || p.Mate > PuzzleMaxMate:
			return fmt.Errorf("mate in %d, want 1 to %d", p.Mate, PuzzleMaxMate)
		case len(p.Solution) != 2*p.Mate-1:
			return fmt.Errorf("solution has %d moves, a mate in %d needs %d", len(p.Solution), p.Mate, 2*p.Mate-1)
		}
	case GoalMaterial:
		switch {
		case p.Mate != 0:
			return fmt.Errorf("a material puzzle has no mate field (it has moves and win)")
		case p.Moves < 1 || p.Moves > PuzzleMaxMate:
			return fmt.Errorf("%d moves, want 1 to %d", p.Moves, PuzzleMaxMate)
		case p.Win < 1 || p.Win > PuzzleMaxWin:
			return fmt.Errorf("win %d, want 1 to %d points", p.Win, PuzzleMaxWin)
		case len(p.Solution) != 2*p.Moves-1:
			return fmt.Errorf("solution has %d moves, a tactic in %d needs %d", len(p.Solution), p.Moves, 2*p.Moves-1)
		}
	default:
		return fmt.Errorf("goal %q, want %q or %q", puzzleTruncate(p.Goal, 40), GoalMate, GoalMaterial)
	}
	return nil
}

func (p *Puzzle) checkFields() error {
	v, err := PuzzleVariant(p.Game)
	if err != nil {
		return err
	}
	switch {
	case !isPuzzleID(p.ID):
		return fmt.Errorf("bad id")
	case !strings.HasPrefix(p.ID, p.Game+"-"):
		return fmt.Errorf("id does not start with its game %q", p.Game)
	}
	if err := p.checkGoal(); err != nil {
		return err
	}
	switch {
	case p.Difficulty < 1 || p.Difficulty > 5:
		return fmt.Errorf("difficulty %d, want 1 to 5", p.Difficulty)
	case len(p.Themes) == 0:
		return fmt.Errorf("no theme")
	case strings.TrimSpace(p.Source) == "":
		return fmt.Errorf("no source")
	}
	if v.HiddenPieces && p.IsMaterial() {
		return fmt.Errorf("a banqi puzzle has goal %q (win: the opponent has no action), not %q", GoalMate, GoalMaterial)
	}
	g := v.Game
	for _, t := range p.Themes {
		if !isSlug(t) {
			return fmt.Errorf("bad theme %q", puzzleTruncate(t, 40))
		}
		if !ThemeFits(t, g) {
			return fmt.Errorf("theme %q belongs to another game than %s", t, p.Game)
		}
	}
	for ply := range p.Alternatives {
		// Elsewhere an alternative would leave the book line the runner follows.
		if ply != len(p.Solution)-1 {
			return fmt.Errorf("alternatives at ply index %d; they are allowed only at the last move (%d)", ply, len(p.Solution)-1)
		}
	}
	return nil
}

// checkLine replays the solution on pos (which it changes) and checks the
// alternatives on the way.
func (p *Puzzle) checkLine(pos *rules.Position) error {
	solver := pos.SideToMove()
	for i, s := range p.Solution {
		if err := checkAlternatives(pos, p.Alternatives[i], s); err != nil {
			return fmt.Errorf("ply %d: %w", i+1, err)
		}
		m, err := pos.ParseMove(s)
		if err != nil {
			return fmt.Errorf("ply %d: %w", i+1, err)
		}
		pos.MakeMove(m)
		if o := pos.Outcome(); o.Over() && i < len(p.Solution)-1 {
			return fmt.Errorf("ply %d: the game ends early (%s)", i+1, o.Reason)
		}
	}
	o := pos.Outcome()
	if p.IsMaterial() {
		// The material is won and play goes on: a tactic that ended the
		// game would be a mate puzzle, or a draw that wins nothing.
		if o.Over() {
			return fmt.Errorf("the solution ends the game (%s); a material puzzle goes on", o.Reason)
		}
		return nil
	}
	if o.Reason != rules.ReasonCheckmate || o.Result != rules.Win(solver) {
		return fmt.Errorf("the solution does not end in checkmate by the solver (%q)", o.Reason)
	}
	return nil
}

func checkAlternatives(pos *rules.Position, alts []string, main string) error {
	for _, a := range alts {
		if a == main {
			return fmt.Errorf("alternative %s repeats the solution move", a)
		}
		if _, err := pos.ParseMove(a); err != nil {
			return fmt.Errorf("alternative: %w", err)
		}
	}
	return nil
}

func puzzleSideLetter(c rules.Color) string {
	if c == rules.First {
		return "w"
	}
	return "b"
}

// sortPuzzles orders puzzles by game (site order), difficulty, length and
// id, so that "next puzzle" walks from easy to hard.
func sortPuzzles(ps []*Puzzle) {
	rank := map[string]int{}
	for i, g := range AllPuzzleGames() {
		rank[g] = i
	}
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if ra, rb := rank[a.Game], rank[b.Game]; ra != rb {
			return ra < rb
		}
		if a.Difficulty != b.Difficulty {
			return a.Difficulty < b.Difficulty
		}
		if a.Length() != b.Length() {
			return a.Length() < b.Length()
		}
		return a.ID < b.ID
	})
}

// puzzleTruncate shortens untrusted text quoted in an error message.
func puzzleTruncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
