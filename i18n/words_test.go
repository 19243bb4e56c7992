package i18n_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
	"github.com/elephant-chess/elephant/tutorials"
)

var games = []rules.Game{rules.Xiangqi, rules.Janggi, rules.Shatar, rules.Hiashatar, rules.Banqi}

// worded fails when s is not finished words: empty, a key, or a value
// left unfilled.
func worded(t *testing.T, what, s string) {
	t.Helper()
	if strings.TrimSpace(s) == "" || strings.ContainsAny(s, "{}") || strings.Contains(s, "%!") ||
		strings.HasPrefix(s, "refuse.") || strings.HasPrefix(s, "ending.") || strings.HasPrefix(s, "say.") ||
		strings.Contains(s, "fen.") || strings.HasPrefix(s, "choice.") {
		t.Errorf("%s: %q", what, s)
	}
}

// hasWords fails when the English catalogue has no text for key.
func hasWords(t *testing.T, key string) {
	t.Helper()
	if i18n.English.T(key) == key {
		t.Errorf("no words for %s", key)
	}
}

// TestEveryCodeWorded: every refusal code, ending, FEN error and phrase of
// the runners has words in every language, in every game and under every
// fact that picks other words (TestCatalogues checks that each language
// has every English text).
func TestEveryCodeWorded(t *testing.T) {
	options := []string{"", "BishopRange", "Opening", "KnightFrozenInZone", "Pass", "BikjangClaim",
		"HorseDiagonal", "ChariotRush", "CannonRanks", "CannonFirstMove", "KnightMate"}
	for _, code := range rules.RefusalCodes() {
		hasWords(t, "refuse."+string(code))
		hasWords(t, "choice."+string(code))
		for _, l := range i18n.Langs {
			worded(t, "choice "+string(code), l.Choice(string(code)))
			for _, g := range games {
				for _, opt := range options {
					for _, inCheck := range []bool{false, true} {
						r := &rules.Refusal{Code: code, Game: g, From: 0x22, To: 0x33, At: 0x22, Piece: rules.Horse,
							Other: rules.Chariot, Side: rules.Second, InCheck: inCheck, Option: opt, N: 2}
						worded(t, l.Name()+" "+r.Error(), l.Refusal(r))
					}
				}
			}
		}
	}
	for _, reason := range rules.Reasons() {
		hasWords(t, "ending."+string(reason))
		for _, l := range i18n.Langs {
			for _, g := range games {
				for _, o := range []rules.Outcome{
					{Result: rules.FirstWins, Reason: reason, Game: g, Side: rules.Second},
					{Result: rules.Draw, Reason: reason, Game: g, Counted: true, Points: [2]float64{20, 21.5}},
					{Result: rules.SecondWins, Reason: reason, Game: g, Side: rules.First, Piece: rules.Horse, Target: rules.Chariot},
					{Result: rules.SecondWins, Reason: reason, Game: g, Side: rules.First, Mate: 1 << rules.Chariot, Checks: 3},
					{Result: rules.SecondWins, Reason: reason, Game: g, Side: rules.First, Mate: 1 << rules.Bishop, Shak: 1 << rules.Knight, Checks: 3},
					{Result: rules.FirstWins, Reason: reason, Game: g, Side: rules.First, Mate: 1 << rules.Knight, Checks: 1},
				} {
					worded(t, l.Name()+" "+string(reason)+" in "+g.String(), l.Outcome(o))
				}
			}
		}
	}
	for _, code := range rules.FENCodes() {
		hasWords(t, "fen."+string(code))
		for _, l := range i18n.Langs {
			for _, field := range []rules.FENField{rules.FieldBoard, rules.FieldRank, rules.FieldSide, rules.FieldCastling,
				rules.FieldEP, rules.FieldHalfmove, rules.FieldFullmove, rules.FieldHidden, rules.FieldChain,
				rules.FieldPosition, rules.FieldDeal} {
				e := &rules.FENError{Field: field, Rank: 3, Code: code, Got: "z", N: 2, Min: 1, Want: 1, Kind: rules.Soldier, At: 0x22}
				worded(t, l.Name()+" "+e.Error(), l.FENError(rules.Xiangqi, e))
			}
		}
	}
	for _, say := range tutorials.Says() {
		hasWords(t, "say."+string(say))
		for _, l := range i18n.Langs {
			n := i18n.Note{Say: say, Piece: rules.Horse, Move: "b1c3", Check: rules.CheckShak}
			worded(t, l.Name()+" "+string(say), l.Note(rules.Shatar, n))
		}
	}
}

// why returns the rules' refusal of a move in a position.
func why(t *testing.T, v *rules.Variant, fen, move string) *rules.Refusal {
	t.Helper()
	p, err := v.NewPosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	var m rules.Move
	if move == "pass" {
		k := p.KingSquare(p.SideToMove())
		m = rules.NewMove(k, k, rules.NoKind)
	} else {
		from, err1 := v.ParseSquare(move[:2])
		to, err2 := v.ParseSquare(move[2:])
		if err1 != nil || err2 != nil {
			t.Fatalf("move %q", move)
		}
		m = rules.NewMove(from, to, rules.NoKind)
	}
	r := p.Why(m)
	if r == nil {
		t.Fatalf("%s is legal in %s", move, fen)
	}
	return r
}

// TestRefusalWords words refusals of real positions, Spanish articles
// included, and the refusals a rule option makes.
func TestRefusalWords(t *testing.T) {
	shorter := func(o *rules.Options) { o.Shatar.BishopRange = 3 }
	tests := []struct {
		preset string
		set    func(*rules.Options)
		fen    string
		move   string
		en, es string
	}{
		{"xiangqi", nil, "3k5/9/9/9/9/9/P8/9/9/R3K4 w - - 0 1", "a1a6",
			"The path of the chariot is blocked at a4.", "El carro tiene el camino bloqueado en a4."},
		{"hiashatar", nil, "9k/10/10/10/10/10/10/5P4/10/4KQ4 w - - 0 1", "f1f5",
			"The path of the queen is blocked at f3.", "La dama tiene el camino bloqueado en f3."},
		{"hiashatar", nil, "9k/10/10/10/10/4g5/10/10/5P4/2B1K5 w - - 0 1", "f2f5",
			"The pawn must stop at f4, the first square of a bodyguard's zone.", "El peón entra en la zona de un guardaespaldas: debe detenerse en f4"},
		{"hiashatar", nil, "4k5/10/10/10/10/4g5/3R6/10/10/4K5 w - - 0 1", "d4d1",
			"The rook starts inside a bodyguard's zone", "La torre empieza dentro de la zona"},
		{"xiangqi", nil, "3k5/9/9/9/6P2/9/2P6/9/9/4K4 w - - 0 1", "c4c3",
			"The soldier never moves backward.", "El soldado nunca retrocede."},
		{"xiangqi", nil, "5k3/9/9/9/9/9/4P4/4Nn3/9/3K5 w - - 0 1", "e3d5",
			"The horse's leg is blocked at e4.", "La pata del caballo está bloqueada en e4."},
		{"xiangqi", nil, "5k3/9/9/9/9/9/9/9/9/1N1K5 w - - 0 1", "b1d3",
			"The horse does not move that way: it moves one point straight, then one point diagonally outward.", "El caballo no se mueve así: se mueve un punto recto"},
		{"shatar-traditional", nil, "7k/8/8/8/8/8/8/3JK3 w - - 0 1", "d1f3",
			"The bers does not move that way: it moves any distance straight, or one square diagonally.", "El bers no se mueve así:"},
		{"janggi-traditional", nil, "9/4k4/9/9/9/9/9/9/3K5/r8 w - - 0 1", "pass",
			"You may pass only when", "Solo puedes pasar cuando"},
		{"xiangqi", nil, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "pass",
			"There is no passing in this game.", "En este juego no se puede pasar."},
		{"xiangqi", nil, "3k5/9/9/9/9/9/9/9/r8/4K4 w - - 0 1", "a2a3",
			"The chariot on a2 belongs to black, and it is red's turn.", "El carro de a2 es del rival: ahora le toca a rojo."},
		{"xiangqi", nil, "5k3/9/9/9/9/9/9/9/9/3RK3r w - - 0 1", "d1d2",
			"Your general is in check, and this move does not end the check.", "Tu general está en jaque"},
		{"shatar", shorter, "k7/8/5r2/8/8/8/8/B3K3 w - - 0 1", "a1f6",
			"Under this rule the bishop moves at most 3 squares.", "Con esta regla el alfil se mueve como mucho 3 casillas."},
		{"shatar", shorter, "k7/8/5r2/8/8/8/8/B3K3 w - - 0 1", "a1a3",
			"The bishop does not move that way: it moves any distance diagonally.", "El alfil no se mueve así"},
		{"shatar", func(o *rules.Options) { o.Shatar.Opening = rules.OpeningFree }, "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1", "d2d4",
			"no pawn ever moves two squares", "ningún peón avanza dos casillas"},
		{"hiashatar", func(o *rules.Options) { o.Hiashatar.KnightFrozenInZone = true }, "4k5/10/10/4g5/3N6/5r4/10/10/10/4K5 w - - 0 1", "d6f5",
			"The knight stands in an enemy bodyguard's zone", "El caballo está en la zona de un guardaespaldas rival"},
	}
	for _, tc := range tests {
		v := rules.MustPreset(tc.preset)
		if tc.set != nil {
			o := v.Options
			tc.set(&o)
			var err error
			if v, err = rules.NewVariant(v.Game, o); err != nil {
				t.Fatal(err)
			}
		}
		r := why(t, v, tc.fen, tc.move)
		en, es := i18n.English.Refusal(r), i18n.Spanish.Refusal(r)
		if !strings.Contains(en, tc.en) || !strings.Contains(es, tc.es) {
			t.Errorf("%s %s: got %q / %q", tc.preset, tc.move, en, es)
		}
	}
}

// TestRealRefusals words the refusal of every move of every piece to every
// point, in a few positions of each game, in every language.
func TestRealRefusals(t *testing.T) {
	positions := map[string][]string{
		"xiangqi":            {"", "4k4/4a4/4b4/9/2c6/9/P8/9/4A4/R2K1C2r w - - 0 1"},
		"janggi-traditional": {"", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1"},
		"shatar":             {"", "4k3/8/8/8/8/8/8/R3K2R w - - 0 1"},
		"hiashatar":          {"", "4k5/10/10/4g5/3N6/5r4/10/10/10/4K5 w - - 0 1"},
	}
	for preset, fens := range positions {
		v := rules.MustPreset(preset)
		for _, fen := range fens {
			p := v.StartPosition()
			if fen != "" {
				var err error
				if p, err = v.NewPosition(fen); err != nil {
					t.Fatal(err)
				}
			}
			var squares []rules.Square
			for f := 0; f < v.Files; f++ {
				for r := 0; r < v.Ranks; r++ {
					squares = append(squares, rules.SquareAt(f, r))
				}
			}
			for _, from := range squares {
				if p.At(from) == rules.Empty {
					continue
				}
				for _, to := range squares {
					m := rules.NewMove(from, to, rules.NoKind)
					if r := p.Why(m); r != nil {
						for _, l := range i18n.Langs {
							worded(t, preset+" "+m.String()+" "+r.Error(), l.Refusal(r))
						}
					}
				}
			}
		}
	}
}

// TestOutcomeWords words endings of real games.
func TestOutcomeWords(t *testing.T) {
	play := func(preset, fen string, moves ...string) rules.Outcome {
		t.Helper()
		p, err := rules.MustPreset(preset).NewPosition(fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range moves {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			p.MakeMove(m)
		}
		return p.Outcome()
	}
	mate := play("xiangqi", "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1", "a8a10")
	if got := i18n.English.Outcome(mate); got != "Checkmate: black cannot escape the check, so red wins." {
		t.Errorf("English %q", got)
	}
	if got := i18n.Spanish.Outcome(mate); got != "Jaque mate: negro no puede escapar del jaque; victoria de rojo." {
		t.Errorf("Spanish %q", got)
	}
	counted := play("janggimodern", "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "d1d1", "f10f10")
	if got := i18n.English.Outcome(counted); !strings.HasSuffix(got, "By counting (cho 13, han 1.5), cho wins.") {
		t.Errorf("counted %q", got)
	}
	if got := i18n.English.Outcome(rules.Outcome{}); got != "" {
		t.Errorf("an ongoing game says %q", got)
	}
	shak := rules.Outcome{Result: rules.FirstWins, Reason: rules.ReasonCheckmate, Game: rules.Shatar, Side: rules.Second,
		Mate: 1 << rules.Chariot, Checks: 1}
	if got := i18n.English.Outcome(shak); got != "Checkmate: black cannot escape the check by the rook (shak), so white wins." {
		t.Errorf("shak mate %q", got)
	}
	niol := rules.Outcome{Result: rules.Draw, Reason: rules.ReasonNiol, Game: rules.Shatar, Side: rules.Second,
		Mate: 1<<rules.Bishop | 1<<rules.Pawn, Checks: 2}
	if got := i18n.Spanish.Outcome(niol); !strings.HasPrefix(got, "Niol: blancas dio mate con jaque de alfil y peón (tuk+tsod)") {
		t.Errorf("niol %q", got)
	}
}

func TestFENErrorWords(t *testing.T) {
	_, err := rules.MustPreset("xiangqi").NewPosition("rnbakabnq/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
	if got := i18n.English.Error(rules.Xiangqi, err); got != `bad FEN (rank 10): "q" is not a piece of this game` {
		t.Errorf("English %q", got)
	}
	if got := i18n.Spanish.Error(rules.Xiangqi, err); got != "FEN no válido (fila 10): «q» no es una pieza de este juego" {
		t.Errorf("Spanish %q", got)
	}
	_, err = rules.MustPreset("xiangqi").NewPosition("4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1")
	if got := i18n.Spanish.Error(rules.Xiangqi, err); got != "FEN no válido (posición): el general de rojo no puede estar en a1" {
		t.Errorf("Spanish %q", got)
	}
	if got := i18n.English.Error(rules.Xiangqi, errors.New("plain")); got != "plain" {
		t.Errorf("another error: %q", got)
	}
}

func TestNotes(t *testing.T) {
	r := &rules.Refusal{Code: rules.RefuseHorseLeg, Game: rules.Xiangqi, At: rules.SquareAt(2, 3), Piece: rules.Horse}
	msg := []i18n.Note{{Say: tutorials.SayNotLegal}, {Refusal: r}, {Text: i18n.Text{i18n.English: "Look at c4.", i18n.Spanish: "Mira c4."}}, {}}
	if got := i18n.English.Notes(rules.Xiangqi, msg); got != "This move is not legal: The horse's leg is blocked at c4. Look at c4." {
		t.Errorf("English %q", got)
	}
	if got := i18n.Spanish.Notes(rules.Xiangqi, msg); got != "Esta jugada no es legal: La pata del caballo está bloqueada en c4. Mira c4." {
		t.Errorf("Spanish %q", got)
	}
	only := i18n.Note{Say: tutorials.SayOnlyPiece, Piece: rules.Chariot}
	if got := i18n.Spanish.Note(rules.Hiashatar, only); got != "En este ejercicio, mueve la torre." {
		t.Errorf("Spanish %q", got)
	}
}

// TestRecordRefusalWords: a record refused at a move says its line, the
// move as written, why, and the rule an illegal move breaks, in the
// reader's language; other refusals say why without a move.
func TestRecordRefusalWords(t *testing.T) {
	illegal := "[Event \"Test\"]\n[Variant \"Xiangqi\"]\n\n1. h3e3 h10g8\n2. h1g3 i10i9\n3. h3h10 *"
	tests := []struct {
		name, text string
		lang       i18n.Lang
		want       string
	}{
		{"illegal, English", illegal, i18n.English,
			"line 6: move 5 'h3h10' is not a legal move there: There is no piece on h3."},
		{"illegal, Spanish", illegal, i18n.Spanish,
			"línea 6: jugada 5 «h3h10» no es una jugada legal ahí: No hay ninguna pieza en h3."},
		{"illegal, Chinese", illegal, i18n.ChineseSimplified, "第 6 行：第 5 步“h3h10”在此局面下不是合法着法：h3没有棋子。"},
		{"unreadable", "1. h3e3 zz9\n", i18n.English, "line 1: move 2 'zz9' is no move the reader knows"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := records.Read([]byte(tc.text), records.Options{Default: rules.MustPreset("xiangqi")})
			if err != nil {
				t.Fatal(err)
			}
			g := f.Games[0]
			if g.Err == nil {
				t.Fatalf("read to the end: %v", g.Moves)
			}
			if got := tc.lang.Error(rules.Xiangqi, g.Err); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
	for _, l := range []i18n.Lang{i18n.Korean, i18n.Mongolian, i18n.ChineseTraditional} {
		f, _ := records.Read([]byte(illegal), records.Options{})
		worded(t, string(l), l.Error(rules.Xiangqi, f.Games[0].Err))
	}
}
