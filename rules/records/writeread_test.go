package records

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// Records as rules.WriteRecord writes them, read back by Read: package rules
// writes PGN and this package reads it, so their tests meet here.

// randomMoves plays up to n random legal moves from p, the pass whenever
// one is legal at every seventh ply, so that janggi games pass.
func randomMoves(p *rules.Position, n int, seed int64) []rules.Move {
	rng := rand.New(rand.NewSource(seed))
	var out []rules.Move
	for i := 0; i < n && !p.Outcome().Over(); i++ {
		moves := p.LegalMoves()
		if len(moves) == 0 {
			break
		}
		m := moves[rng.Intn(len(moves))]
		if i%7 == 6 {
			if k := slices.IndexFunc(moves, rules.Move.IsPass); k >= 0 {
				m = moves[k]
			}
		}
		p.MakeMove(m)
		out = append(out, m)
	}
	return out
}

// writeRead writes r in notation n and reads the text back as one game.
func writeRead(t *testing.T, r *rules.Record, n rules.Notation, o Options) (*Game, string) {
	t.Helper()
	text, err := rules.WriteRecord(r, n)
	if err != nil {
		t.Fatalf("%s notation %d: %v", r.Variant.Name, n, err)
	}
	return readOne(t, text, o), text
}

// notationsOf lists the notations WriteRecord writes a game in.
func notationsOf(g rules.Game) []rules.Notation {
	if g == rules.Xiangqi {
		return []rules.Notation{rules.NotationUCI, rules.NotationNative, rules.NotationICCS}
	}
	return []rules.Notation{rules.NotationUCI, rules.NotationNative}
}

// TestWriteRecordReadsBack writes random games of every game in every
// notation, from the start and from set-up positions (a janggi setup,
// positions a few moves in with either side to move), and reads them back
// to the same moves, start, result and tags; written again, the game gives
// the same text.
func TestWriteRecordReadsBack(t *testing.T) {
	variants := []string{"xiangqi", "janggi-traditional", "janggi", "shatar-traditional", "shatar", "hiashatar"}
	for _, name := range variants {
		v := rules.MustPreset(name)
		for _, n := range notationsOf(v.Game) {
			passes := 0
			for seed := int64(1); seed <= 4; seed++ {
				r := &rules.Record{Variant: v, Result: rules.Draw}
				switch {
				case seed%2 == 1:
				case v.Game == rules.Janggi:
					r.FEN = rules.JanggiStartFEN(rules.SetupBNNB, rules.SetupNBNB)
				default:
					p := v.StartPosition()
					randomMoves(p, int(seed+seed/2), seed+100)
					r.FEN = p.FEN()
				}
				r.SetTag("White", "You")
				r.SetTag("Black", `Elephant "level 5"`)
				p, err := r.Start()
				if err != nil {
					t.Fatal(err)
				}
				r.Moves = randomMoves(p, 60, seed)
				passes += len(slices.DeleteFunc(slices.Clone(r.Moves), func(m rules.Move) bool { return !m.IsPass() }))
				g, text := writeRead(t, r, n, Options{Variant: v})
				if g.Err != nil || g.RulesNote != "" {
					t.Fatalf("%s notation %d seed %d: %v %s\n%s", name, n, seed, g.Err, g.RulesNote, text)
				}
				if !slices.Equal(g.Moves, r.Moves) || g.FEN != r.FEN || g.Result != rules.Draw {
					t.Fatalf("%s notation %d seed %d: read back %v from %q, %v; want %v from %q\n%s",
						name, n, seed, g.Moves, g.FEN, g.Result, r.Moves, r.FEN, text)
				}
				if g.Tag("Black") != `Elephant "level 5"` || g.Tag("Format") != rules.FormatName(v.Game, n) {
					t.Errorf("%s notation %d: Black tag %q, Format tag %q", name, n, g.Tag("Black"), g.Tag("Format"))
				}
				if again, err := rules.WriteRecord(g.Record(), n); err != nil || again != text {
					t.Errorf("%s notation %d seed %d: written again (%v):\n%s\nwant\n%s", name, n, seed, err, again, text)
				}
			}
			if name == "janggi" && passes == 0 {
				t.Errorf("janggi notation %d: no game passed", n)
			}
		}
	}
}

// TestWriteRecordReadsByItsTags reads written records with no rules given:
// the Variant tag chooses the game, and [Format "ICCS"] reads lower-case
// xiangqi coordinates as ICCS.
func TestWriteRecordReadsByItsTags(t *testing.T) {
	for _, name := range []string{"xiangqi", "janggi", "shatar", "hiashatar"} {
		v := rules.MustPreset(name)
		for _, n := range notationsOf(v.Game) {
			for seed := int64(1); seed <= 3; seed++ {
				r := &rules.Record{Variant: v}
				r.Moves = randomMoves(v.StartPosition(), 80, seed)
				g, text := writeRead(t, r, n, Options{})
				if g.Err != nil || g.Variant.Name != v.Name || !slices.Equal(g.Moves, r.Moves) {
					t.Fatalf("%s notation %d seed %d: read under %s, %d moves (%v)\n%s", name, n, seed, g.Variant.Name, len(g.Moves), g.Err, text)
				}
			}
		}
	}
	const iccs = "[Format \"ICCS\"]\n\n1. h2e2 h9g7 *"
	if g := readOne(t, iccs, Options{}); g.Err != nil || uciMoves(g) != "h3e3 h10g8" {
		t.Errorf("%q read as %q (%v), want h3e3 h10g8", iccs, uciMoves(g), g.Err)
	}
}

// TestWriteRecordReadsClaimsAndPasses writes a janggi game that ends in a
// bikjang claim, in UCI (e2e10) and Korean (빅장), and reads it back: under
// the rules it was played by, and with no rules given, under the most
// permissive rules that have the claim. The claim and pass words other
// programs write are read too.
func TestWriteRecordReadsClaimsAndPasses(t *testing.T) {
	o := rules.DefaultOptions()
	o.Janggi.Bikjang, o.Janggi.BikjangClaim = rules.BikjangBreak, true
	v, err := rules.NewVariant(rules.Janggi, o)
	if err != nil {
		t.Fatal(err)
	}
	// Cho's horse leaves the e-file, so the generals face; han claims.
	const start = "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1"
	r := &rules.Record{Variant: v, FEN: start, Result: rules.Draw}
	p, err := r.Start()
	if err != nil {
		t.Fatal(err)
	}
	first, err := p.ParseMove("e6c7")
	if err != nil {
		t.Fatal(err)
	}
	p.MakeMove(first)
	claim, ok := p.Claim()
	if !ok {
		t.Fatal("han may not claim")
	}
	r.Moves = []rules.Move{first, claim}
	for _, n := range []rules.Notation{rules.NotationUCI, rules.NotationNative} {
		g, text := writeRead(t, r, n, Options{Variant: v})
		if g.Err != nil || !slices.Equal(g.Moves, r.Moves) {
			t.Errorf("notation %d: read back %v (%v), want %v\n%s", n, g.Moves, g.Err, r.Moves, text)
		}
		g = readOne(t, text, Options{})
		if g.Err != nil || !slices.Equal(g.Moves, r.Moves) || !g.Variant.Options.Janggi.BikjangClaim || g.RulesNote == "" {
			t.Errorf("notation %d, no rules given: read back %v (%v) under %s, note %q\n%s", n, g.Moves, g.Err, g.Variant.Name, g.RulesNote, text)
		}
	}

	words := []struct{ name, moves, want string }{
		{"claim in English", "e6c7 bikjang", "e6c7 e10e2"},
		{"claim in capitals", "e6c7 BIKJANG", "e6c7 e10e2"},
		{"claim in Korean", "e6c7 빅장", "e6c7 e10e2"},
		{"claim as squares", "e6c7 e10e2", "e6c7 e10e2"},
		{"passes", "e6c7 pass e2e2 0000 @@@@ PASS", "e6c7 e10e10 e2e2 e10e10 e2e2 e10e10"},
	}
	for _, w := range words {
		text := "[Variant \"janggi\"]\n[FEN \"" + start + "\"]\n\n" + w.moves + " *"
		g := readOne(t, text, Options{})
		if g.Err != nil || uciMoves(g) != w.want {
			t.Errorf("%s: %q read as %q (%v), want %q", w.name, w.moves, uciMoves(g), g.Err, w.want)
		}
	}
}

// TestReadRecordTexts reads records as people and programs write them by
// hand: comments, variations and NAGs, Chinese and Korean moves, bare FENs,
// move numbers glued to their moves, CRLF, two tags on a line.
func TestReadRecordTexts(t *testing.T) {
	cases := []struct {
		name, text string
		o          Options
		variant    string // the rules' name
		moves      string // UCI
		result     rules.Result
	}{
		{"pychess xiangqi", "[Event \"Casual\"]\n[Variant \"Xiangqi\"]\n[Result \"1-0\"]\n\n1. h3e3 h10g8 2. h1g3 1-0\n",
			Options{}, "xiangqi", "h3e3 h10g8 h1g3", rules.FirstWins},
		{"wxf with comments", "[Variant \"xiangqi\"]\n\n1. C2=5 {centre cannon} H8+7 ; a reply\n2. H2+3 (2. R1=2) $1 *",
			Options{}, "xiangqi", "h3e3 h10g8 h1g3", rules.Ongoing},
		{"chinese", "[Variant \"Xiangqi\"]\n1. 炮二平五 馬8進7\n", Options{}, "xiangqi", "h3e3 h10g8", rules.Ongoing},
		{"no tags, default", "1.d4 d5 2.e3 Be6", Options{Default: rules.MustPreset("shatar-traditional")},
			"shatar-traditional", "d2d4 d7d5 e2e3 c8e6", rules.Ongoing},
		{"korean", "[Variant \"janggi\"]\n\n1. 71졸72 한수쉼", Options{}, "janggi", "a4b4 e9e9", rules.Ongoing},
		{"fsf janggi name", "[Variant \"JanggiTraditional\"]\n1. a4b4", Options{}, "janggitraditional", "a4b4", rules.Ongoing},
		{"bare fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n", Options{}, "xiangqi", "", rules.Ongoing},
		{"bare fen with moves", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n1... h10g8 2. h1g3",
			Options{}, "xiangqi", "h10g8 h1g3", rules.Ongoing},
		{"hiashatar ten", "[Variant \"Hiashatar\"]\n1. e2e5 e9e6 2. Nb1c3", Options{}, "hiashatar", "e2e5 e9e6 b1c3", rules.Ongoing},
		{"glued numbers and crlf", "[Variant \"Shatar\"]\r\n\r\n1.e2e3 2...", Options{}, "shatar", "e2e3", rules.Ongoing},
		{"two tags on a line", "[Variant \"Hiashatar\"] [Result \"0-1\"]\n", Options{}, "hiashatar", "", rules.SecondWins},
		{"iccs hyphenated", "1. H2-E2 H9-G7 *", Options{}, "xiangqi", "h3e3 h10g8", rules.Ongoing},
		{"wxf under an ICCS tag", "[Format \"ICCS\"]\n\n1. C2.5 *", Options{}, "xiangqi", "h3e3", rules.Ongoing},
		{"unquoted tag value", "[Variant Janggi]\n\n1. a4b4\n", Options{}, "janggi", "a4b4", rules.Ongoing},
		{"comment left open", "[Variant \"Xiangqi\"]\n1. h3e3 {oops\n\n", Options{}, "xiangqi", "h3e3", rules.Ongoing},
		{"stray parenthesis", "1. h3e3 )", Options{}, "xiangqi", "h3e3", rules.Ongoing},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := readOne(t, c.text, c.o)
			if g.Err != nil {
				t.Fatal(g.Err)
			}
			if g.Variant.Name != c.variant || uciMoves(g) != c.moves || g.Result != c.result {
				t.Errorf("%s %q %v, want %s %q %v", g.Variant.Name, uciMoves(g), g.Result, c.variant, c.moves, c.result)
			}
			if _, err := g.Record().Replay(); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestReadRecordRefusals: the refusals of broken records name the reason,
// the ply (0 when not about a move) and the line.
func TestReadRecordRefusals(t *testing.T) {
	cases := []struct {
		name, text  string
		reason      Reason
		ply, line   int
		movesBefore int
	}{
		{"illegal uci", "[Event \"x\"]\n[Variant \"Xiangqi\"]\n\n1. h3e3 h10g8\n2. h1g3 i10i9\n3. h3h10", Illegal, 5, 6, 4},
		{"illegal shape", "[Variant \"Xiangqi\"]\n1. h3h5 b10b8", Illegal, 2, 2, 1},
		{"wxf of no move", "[Variant \"Xiangqi\"]\n1. C2=5 R1=5", Illegal, 2, 2, 1},
		{"bad san", "[Variant \"Shatar\"]\n\n1. e3 Qz9", Unreadable, 2, 3, 1},
		{"unknown variant", "[Variant \"chess\"]\n1. e4", BadSetup, 0, 1, 0},
		{"bad fen", "[Variant \"Janggi\"]\n[FEN \"rnbakabnr/9\"]\n", BadSetup, 0, 1, 0},
		{"illegal iccs", "1. A0-A5 *", Illegal, 1, 1, 0},
		{"iccs is xiangqi's", "[Variant \"Janggi\"]\n\n1. B0-C2 *", Unreadable, 1, 3, 0},
		{"too many moves", "[Variant \"Xiangqi\"]\n\n" + strings.Repeat("h1g3 h10g8 g3h1 g8h10 ", 1001), TooLong, 4001, 3, 4000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := readOne(t, c.text, Options{})
			if g.Err == nil {
				t.Fatalf("read %q to the end", uciMoves(g))
			}
			e := g.Err
			if e.Reason != c.reason || e.Ply != c.ply || e.Line != c.line || e.Detail == "" || len(g.Moves) != c.movesBefore {
				t.Errorf("refusal %v after %d moves; want %v at ply %d, line %d, after %d", e, len(g.Moves), c.reason, c.ply, c.line, c.movesBefore)
			}
		})
	}
	if _, err := Read([]byte("1. h3e3 \xff h10g8"), Options{}); err == nil || !strings.Contains(err.Error(), "not UTF-8") {
		t.Errorf("bytes that are not UTF-8, no decoder: error %v", err)
	}
}

// FuzzWriteRead reads any text; every game it reads, as far as it reads,
// writes in every notation of its game and reads back to the same moves.
func FuzzWriteRead(f *testing.F) {
	f.Add("[Variant \"Xiangqi\"]\n1. h3e3 h10g8 *")
	f.Add("[Variant \"Janggi\"]\n[FEN \"" + rules.JanggiStartFEN(rules.SetupBNBN, rules.SetupNBNB) + "\"]\n1. 71졸72 한수쉼 {x} (1. a1a2) $3 1-0")
	f.Add("1.d4 d5 2.e3 Be6 ; c\n")
	f.Add("[Variant \"Hiashatar\"] [Result \"0-1\"]\n1. Nb1c3")
	f.Add("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n1... 馬8進7")
	f.Add("[Variant \"Janggi\"]\n[FEN \"4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1\"]\n\n1. e6c7 bikjang *")
	f.Add("[Format \"ICCS\"]\n\n1. h2e2 h9g7 2. H0-G2 *")
	f.Fuzz(func(t *testing.T, s string) {
		file, err := Read([]byte(s), Options{})
		if err != nil {
			return
		}
		for _, g := range file.Games {
			for _, n := range notationsOf(g.Variant.Game) {
				text, err := rules.WriteRecord(g.Record(), n)
				if err != nil {
					t.Fatalf("game %d, as far as it was read, does not write in notation %d: %v", g.Index, n, err)
				}
				back, err := Read([]byte(text), Options{Variant: g.Variant})
				if err != nil || len(back.Games) != 1 {
					t.Fatalf("notation %d: the written game does not read back (%v):\n%s", n, err, text)
				}
				b := back.Games[0]
				if b.Err != nil || !slices.Equal(b.Moves, g.Moves) || b.FEN != g.FEN {
					t.Fatalf("notation %d: read back %v from %q (%v), want %v from %q\n%s", n, b.Moves, b.FEN, b.Err, g.Moves, g.FEN, text)
				}
			}
		}
	})
}

// TestReadUCIPromotion: a UCI promotion reads with its piece letter, as
// WriteRecord writes it, or without; a letter the move does not promote
// to is refused.
func TestReadUCIPromotion(t *testing.T) {
	const shatar = "[Variant \"Shatar\"]\n[FEN \"4k2r/1P6/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n"
	tests := []struct {
		name, moves, want string
		reason            Reason
	}{
		{"with its letter", "1. b7b8j", "b7b8j", NoReason},
		{"with a check mark", "1. b7b8j+", "b7b8j", NoReason},
		{"without a letter", "1. b7b8", "b7b8j", NoReason},
		{"another game's piece", "1. b7b8q", "", Illegal},
		{"a move that does not promote", "1. e1d1j", "", Illegal},
	}
	for _, tc := range tests {
		g := readOne(t, shatar+tc.moves+" *", Options{})
		var reason Reason
		if g.Err != nil {
			reason = g.Err.Reason
		}
		if uciMoves(g) != tc.want || reason != tc.reason {
			t.Errorf("%s: %q read as %q (%v), want %q, %v", tc.name, tc.moves, uciMoves(g), g.Err, tc.want, tc.reason)
		}
	}
}
