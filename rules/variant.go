package rules

import (
	"fmt"
	"sort"
)

// Game is one of the games: the four played through Position, then banqi,
// whose hidden pieces have their own types (BanqiView, Referee; banqi.go).
type Game uint8

const (
	Xiangqi Game = iota
	Janggi
	Shatar
	Hiashatar
	Banqi
)

var gameNames = [...]string{"xiangqi", "janggi", "shatar", "hiashatar", "banqi"}

// String returns the game's lower-case name.
func (g Game) String() string {
	if int(g) < len(gameNames) {
		return gameNames[g]
	}
	return "unknown"
}

// ParseGame reads the name of a game played through Position. It refuses
// banqi, which has its own entry point (BanqiPreset), so that screens built
// for the four board games never receive it.
func ParseGame(s string) (Game, error) {
	for i, n := range gameNames[:Banqi] {
		if n == s {
			return Game(i), nil
		}
	}
	return 0, fmt.Errorf("unknown game %q (want xiangqi, janggi, shatar or hiashatar)", s)
}

// Square flags of a variant's geometry.
const (
	fBoard   uint16 = 1 << iota
	fPalace0        // first player's palace
	fPalace1
	fHalf0 // first player's own half (xiangqi: ranks 1–5)
	fHalf1
	fSideways0 // first player's soldiers may step sideways here
	fSideways1
	fPromo0 // first player's pawns promote here
	fPromo1
	fPawnStart0 // first player's pawns start here
	fPawnStart1
)

// Variant is one game with one set of rule options: its geometry, its pieces
// and its rules. Variants are immutable once built and shared freely.
type Variant struct {
	Name     string // preset or game name, as UCI_Variant spells it
	Game     Game
	Files    int
	Ranks    int
	Options  Options
	StartFEN string
	Banqi    BanqiOptions // banqi's rules (NewBanqiVariant), kept out of Options and its JSON

	// Rule facts of the four board games, computed once from Game and
	// Options so that no caller compares game names; each holds its neutral
	// value (false, 0, BikjangOff, OpeningFree) where the game lacks the
	// rule, and banqi leaves them all zero.
	Stalemate           StalemateRule // no legal move while not in check: loses, draws or passes
	FlyingGeneral       bool          // generals may not face each other on an open file (xiangqi)
	Bikjang             BikjangRule   // what facing generals mean (janggi)
	Passing             bool          // a side may pass (janggi; Options.Janggi.Pass says when)
	Counting            bool          // a drawn ending goes to the side with more points (janggi)
	MoveLimit           int           // moves by each side without a capture that draw the game; 0: none (xiangqi)
	BareKingDraw        bool          // a side left with its king alone draws at once (shatar's robado unless FSF, hiashatar option)
	KnightMateBanned    bool          // a knight move may not give mate (traditional shatar: neither KnightMate nor FSF)
	Opening             OpeningRule   // the opening double step a side owes (shatar)
	PalaceLines         bool          // the palace diagonals carry moves (janggi)
	PerpetualCheckLoses bool          // a side that checked with every move of a repeated cycle loses (xiangqi; janggi option)
	ChaseRule           bool          // perpetual chase loses (xiangqi option)
	BishopRange         int           // the most squares a bishop slides; 0: no limit (shatar option)
	NamedChecks         bool          // checks are named by the checking piece: shak, tuk, tsod (shatar)
	Setups              []JanggiSetup // the arrangements each side chooses its start from; nil: one start (janggi)
	HiddenPieces        bool          // pieces start face down: played through BanqiView and Referee (banqi)

	kindOf     [128]Kind      // FEN letter (upper case) to kind
	letter     [numKinds]byte // kind to FEN letter (upper case)
	promotion  Kind           // what pawns promote to
	flags      [256]uint16
	palaceDiag [256]uint8 // bit i: a palace line runs from here along diagonals[i]
	maxCount   [numKinds]int
	zoned      bool // bodyguard zones exist
	bits       bool // an 8×8 board: positions keep bitboards of their pieces (shatar)
	kinds      [numKinds]KindInfo
	heavy      []Kind // kinds with KindInfo.Heavy
}

// Presets names every variant the project knows: the games with their
// traditional rules and Fairy-Stockfish's rule sets.
var presetNames = []string{"xiangqi", "janggi", "janggitraditional", "janggimodern", "janggicasual",
	"janggi-traditional", "shatar", "shatar-traditional", "hiashatar"}

// PresetNames lists the names Preset accepts, sorted.
func PresetNames() []string {
	names := append([]string(nil), presetNames...)
	sort.Strings(names)
	return names
}

// Preset returns a named variant. Fairy-Stockfish's names (xiangqi, janggi,
// janggitraditional, janggimodern, janggicasual, shatar) behave exactly as
// Fairy-Stockfish does; "janggi-traditional" and "shatar-traditional" are the
// traditional rules this project defaults to in its web app; hiashatar has no
// other rule set.
func Preset(name string) (*Variant, error) {
	o := DefaultOptions()
	fsfJanggi := func(b BikjangRule, counting bool) {
		o.Janggi = JanggiOptions{Pass: PassAnyTime, CannonFirstMove: true, Bikjang: b, Counting: counting,
			PerpetualCheck: true}
	}
	var g Game
	switch name {
	case "xiangqi":
		g = Xiangqi
	case "janggi":
		g = Janggi
		fsfJanggi(BikjangFSF, true)
	case "janggitraditional":
		g = Janggi
		fsfJanggi(BikjangFSF, false)
	case "janggimodern":
		g = Janggi
		fsfJanggi(BikjangOff, true)
	case "janggicasual":
		g = Janggi
		fsfJanggi(BikjangOff, false)
	case "janggi-traditional":
		g = Janggi
	case "shatar":
		g = Shatar
		o.Shatar = ShatarOptions{KnightMate: true, Opening: OpeningFree, FSF: true}
	case "shatar-traditional":
		g = Shatar
	case "hiashatar":
		g = Hiashatar
	default:
		return nil, fmt.Errorf("unknown variant %q (known: %v)", name, PresetNames())
	}
	v, err := NewVariant(g, o)
	if err != nil {
		return nil, err
	}
	v.Name = name
	return v, nil
}

// MustPreset is Preset for names known to be valid, such as constants in tests.
func MustPreset(name string) *Variant {
	v, err := Preset(name)
	if err != nil {
		panic(err)
	}
	return v
}

// NewVariant builds a game with the given rule options.
func NewVariant(g Game, o Options) (*Variant, error) {
	if err := o.validate(); err != nil {
		return nil, err
	}
	v := &Variant{Name: g.String(), Game: g, Options: o}
	switch g {
	case Xiangqi:
		v.setBoard(9, 10)
		v.setPieces("KABNRCP", []Kind{General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier},
			[]int{1, 2, 2, 2, 2, 2, 5})
		v.setPalaces()
		v.setRiver()
		v.StartFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
	case Janggi:
		v.setBoard(9, 10)
		v.setPieces("KABNRCP", []Kind{General, Guard, LongElephant, Horse, Chariot, JanggiCannon, Soldier},
			[]int{1, 2, 2, 2, 2, 2, 5})
		v.setPalaces()
		v.setPalaceLines()
		for s := range v.flags {
			if v.flags[s]&fBoard != 0 {
				v.flags[s] |= fSideways0 | fSideways1
			}
		}
		v.StartFEN = JanggiStartFEN(SetupNBBN, SetupNBBN)
	case Shatar:
		v.setBoard(8, 8)
		v.setPieces("KJRBNP", []Kind{King, Bers, Chariot, Bishop, Knight, Pawn}, []int{1, 1, 2, 2, 2, 8})
		v.promotion = Bers
		v.setPawnRanks()
		v.StartFEN = shatarStartFEN(o.Shatar)
		v.bits = true
	case Hiashatar:
		v.setBoard(10, 10)
		v.setPieces("KQRBNGP", []Kind{King, Queen, Chariot, Bishop, Knight, Bodyguard, Pawn}, []int{1, 1, 2, 2, 2, 2, 10})
		v.promotion = Queen
		v.setPawnRanks()
		v.zoned = true
		v.StartFEN = "rnbgkqgbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBGKQGBNR w - - 0 1"
	case Banqi:
		return nil, fmt.Errorf("banqi's rules are BanqiOptions: build it with NewBanqiVariant")
	default:
		return nil, fmt.Errorf("unknown game %d", g)
	}
	v.setRules()
	return v, nil
}

func (o Options) validate() error { return o.Validate() }

func (v *Variant) setBoard(files, ranks int) {
	v.Files, v.Ranks = files, ranks
	for f := 0; f < files; f++ {
		for r := 0; r < ranks; r++ {
			v.flags[SquareAt(f, r)] |= fBoard
		}
	}
}

// setPieces maps FEN letters to kinds and sets how many of each a side may have.
func (v *Variant) setPieces(letters string, kinds []Kind, max []int) {
	for i, k := range kinds {
		l := letters[i]
		v.kindOf[l] = k
		v.kindOf[l+'a'-'A'] = k
		v.letter[k] = l
		v.maxCount[k] = max[i]
	}
	if kinds[0] == General { // pychess and older files write E and H for elephant and horse
		v.kindOf['E'], v.kindOf['e'] = v.kindOf['B'], v.kindOf['B']
		v.kindOf['H'], v.kindOf['h'] = Horse, Horse
	}
}

func (v *Variant) setPalaces() {
	for f := 3; f <= 5; f++ {
		for r := 0; r <= 2; r++ {
			v.flags[SquareAt(f, r)] |= fPalace0
			v.flags[SquareAt(f, v.Ranks-1-r)] |= fPalace1
		}
	}
}

// setRiver marks each side's half: elephants stay in their own, soldiers
// step sideways in the other.
func (v *Variant) setRiver() {
	for f := 0; f < v.Files; f++ {
		for r := 0; r < v.Ranks; r++ {
			if r < v.Ranks/2 {
				v.flags[SquareAt(f, r)] |= fHalf0 | fSideways1
			} else {
				v.flags[SquareAt(f, r)] |= fHalf1 | fSideways0
			}
		}
	}
}

// setPalaceLines records janggi's palace diagonals: corner to centre to corner.
func (v *Variant) setPalaceLines() {
	for _, centre := range []Square{SquareAt(4, 1), SquareAt(4, v.Ranks-2)} {
		for i, d := range diagonals {
			v.palaceDiag[centre] |= 1 << i
			corner := Square(int(centre) + d)
			v.palaceDiag[corner] |= 1 << oppositeDiagonal(i)
		}
	}
}

// oppositeDiagonal returns the index in diagonals of the reverse direction.
func oppositeDiagonal(i int) int { return i ^ 3 }

func (v *Variant) setPawnRanks() {
	for f := 0; f < v.Files; f++ {
		v.flags[SquareAt(f, 1)] |= fPawnStart0
		v.flags[SquareAt(f, v.Ranks-2)] |= fPawnStart1
		v.flags[SquareAt(f, v.Ranks-1)] |= fPromo0
		v.flags[SquareAt(f, 0)] |= fPromo1
	}
}

func shatarStartFEN(o ShatarOptions) string {
	white, black := "RNBJKBNR", "rnbjkbnr"
	if o.BersRight {
		white = "RNBKJBNR"
	}
	if o.FSF && o.BersRight { // after the forced moves, white's bers pawn being the e-pawn
		return black + "/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/" + white + " w - - 0 1"
	}
	if o.FSF {
		return black + "/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/" + white + " w - - 0 1"
	}
	return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w - - 0 1"
}

// OnBoard reports whether s is a point or square of the board.
func (v *Variant) OnBoard(s Square) bool { return v.flags[s]&fBoard != 0 }

// InPalace reports whether s is in side c's palace.
func (v *Variant) InPalace(s Square, c Color) bool { return v.flags[s]&(fPalace0<<c) != 0 }

// Letter returns the FEN letter of a piece (upper case for the first player).
func (v *Variant) Letter(p Piece) byte {
	l := v.letter[p.Kind()]
	if p.Color() == Second {
		l += 'a' - 'A'
	}
	return l
}

// PieceOf returns the piece a FEN letter stands for in this game, or Empty.
func (v *Variant) PieceOf(letter byte) Piece {
	if letter >= 128 {
		return Empty
	}
	k := v.kindOf[letter]
	if k == NoKind {
		return Empty
	}
	c := First
	if letter >= 'a' {
		c = Second
	}
	return MakePiece(k, c)
}

// Squares lists the board's squares, rank 1 first, file a first.
func (v *Variant) Squares() []Square {
	out := make([]Square, 0, v.Files*v.Ranks)
	for r := 0; r < v.Ranks; r++ {
		for f := 0; f < v.Files; f++ {
			out = append(out, SquareAt(f, r))
		}
	}
	return out
}

// PalaceLine reports whether a palace diagonal joins s and s+d (janggi).
func (v *Variant) palaceLine(s Square, diag int) bool { return v.palaceDiag[s]&(1<<diag) != 0 }
