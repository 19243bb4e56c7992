package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// randomGame plays n random legal moves (fewer if the game ends) from p.
func randomGame(p *Position, n int, seed int64) []Move {
	rng := rand.New(rand.NewSource(seed))
	var out []Move
	for i := 0; i < n; i++ {
		if p.Outcome().Over() {
			break
		}
		moves := p.LegalMoves()
		if len(moves) == 0 {
			break
		}
		m := moves[rng.Intn(len(moves))]
		p.MakeMove(m)
		out = append(out, m)
	}
	return out
}

// TestRecordRoundTrip writes random games of every game in both notations
// and reads them back to the same moves, start position and tags.
func TestRecordRoundTrip(t *testing.T) {
	variants := []string{"xiangqi", "janggi-traditional", "janggi", "shatar-traditional", "shatar", "hiashatar"}
	for _, name := range variants {
		for _, n := range []Notation{NotationUCI, NotationNative} {
			for seed := int64(1); seed <= 4; seed++ {
				v := MustPreset(name)
				fen := ""
				if v.Game == Janggi && seed%2 == 0 {
					fen = JanggiStartFEN(SetupBNNB, SetupNBNB)
				}
				r := &Record{Variant: v, FEN: fen, Result: Draw}
				r.SetTag("White", "You")
				r.SetTag("Black", `Elephant "level 5"`)
				p, err := r.Start()
				if err != nil {
					t.Fatal(err)
				}
				r.Moves = randomGame(p, 60, seed)
				text, err := WriteRecord(r, n)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				choose := func(string) (*Variant, error) { return v, nil }
				got, err := ParseRecord(text, ImportOptions{Choose: choose})
				if err != nil {
					t.Fatalf("%s notation %d seed %d: %v\n%s", name, n, seed, err, text)
				}
				if len(got.Moves) != len(r.Moves) || got.FEN != r.FEN || got.Result != Draw {
					t.Fatalf("%s: read back %d moves fen %q result %v, want %d %q\n%s", name, len(got.Moves), got.FEN, got.Result, len(r.Moves), r.FEN, text)
				}
				for i := range got.Moves {
					if got.Moves[i] != r.Moves[i] {
						t.Fatalf("%s: move %d %v, want %v", name, i+1, got.Moves[i], r.Moves[i])
					}
				}
				if got.Tag("Black") != `Elephant "level 5"` {
					t.Errorf("Black tag %q", got.Tag("Black"))
				}
			}
		}
	}
}

func TestWriteRecordTags(t *testing.T) {
	cases := []struct {
		variant, fen string
		moves        []string
		want         []string // substrings of the output
		notWant      []string
	}{
		{"xiangqi", "", []string{"h3e3", "h10g8"}, []string{`[Variant "Xiangqi"]`, "1. h3e3 h10g8 *", `[Result "*"]`}, []string{"[FEN", "[SetUp"}},
		{"janggi-traditional", JanggiStartFEN(SetupBNNB, SetupNBBN), nil, []string{`[Variant "Janggi"]`, `[SetUp "1"]`, `[FEN "`}, nil},
		{"shatar-traditional", "", []string{"d2d4", "d7d5"}, []string{`[Variant "Shatar"]`, "1. d2d4 d7d5"}, nil},
		{"hiashatar", "", []string{"e2e4"}, []string{`[Variant "Hiashatar"]`, "1. e2e4 *"}, nil},
		{"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", []string{"h10g8"}, []string{"1... h10g8", `[SetUp "1"]`}, nil},
	}
	for _, c := range cases {
		v := MustPreset(c.variant)
		r := &Record{Variant: v, FEN: c.fen}
		p, err := r.Start()
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range c.moves {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatalf("%s %s: %v", c.variant, s, err)
			}
			p.MakeMove(m)
			r.Moves = append(r.Moves, m)
		}
		text, err := WriteRecord(r, NotationUCI)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: missing %q in\n%s", c.variant, w, text)
			}
		}
		for _, w := range c.notWant {
			if strings.Contains(text, w) {
				t.Errorf("%s: unexpected %q in\n%s", c.variant, w, text)
			}
		}
	}
}

func TestWriteRecordNative(t *testing.T) {
	cases := []struct{ variant, moves, want string }{
		{"xiangqi", "h3e3 h10g8", "1. C2=5 H8+7 *"},
		{"janggi-traditional", "a4b4", "1. 71졸72 *"},
		{"shatar-traditional", "d2d4 d7d5 e2e3 c8e6", "1. d4 d5 2. e3 Be6 *"},
	}
	for _, c := range cases {
		r := &Record{Variant: MustPreset(c.variant)}
		p, _ := r.Start()
		for _, s := range strings.Fields(c.moves) {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			p.MakeMove(m)
			r.Moves = append(r.Moves, m)
		}
		text, err := WriteRecord(r, NotationNative)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, c.want) {
			t.Errorf("%s: want %q in\n%s", c.variant, c.want, text)
		}
	}
}

func TestParseRecord(t *testing.T) {
	cases := []struct {
		name, text string
		opt        ImportOptions
		variant    string // Variant.Name
		moves      string // UCI, space separated
		result     Result
	}{
		{"pychess xiangqi", "[Event \"Casual\"]\n[Variant \"Xiangqi\"]\n[Result \"1-0\"]\n\n1. h3e3 h10g8 2. h1g3 1-0\n",
			ImportOptions{}, "xiangqi", "h3e3 h10g8 h1g3", FirstWins},
		{"wxf with comments", "[Variant \"xiangqi\"]\n\n1. C2=5 {centre cannon} H8+7 ; a reply\n2. H2+3 (2. R1=2) $1 *",
			ImportOptions{}, "xiangqi", "h3e3 h10g8 h1g3", Ongoing},
		{"chinese", "[Variant \"Xiangqi\"]\n1. 炮二平五 馬8進7\n", ImportOptions{}, "xiangqi", "h3e3 h10g8", Ongoing},
		{"no tags, default", "1.d4 d5 2.e3 Be6", ImportOptions{Default: MustPreset("shatar-traditional")}, "shatar-traditional", "d2d4 d7d5 e2e3 c8e6", Ongoing},
		{"korean", "[Variant \"janggi\"]\n\n1. 71졸72 한수쉼", ImportOptions{}, "janggi", "a4b4 e9e9", Ongoing},
		{"fsf janggi name", "[Variant \"JanggiTraditional\"]\n1. a4b4", ImportOptions{}, "janggitraditional", "a4b4", Ongoing},
		{"bare fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n", ImportOptions{}, "xiangqi", "", Ongoing},
		{"bare fen with moves", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n1... h10g8 2. h1g3", ImportOptions{}, "xiangqi", "h10g8 h1g3", Ongoing},
		{"hiashatar ten", "[Variant \"Hiashatar\"]\n1. e2e5 e9e6 2. Nb1c3", ImportOptions{}, "hiashatar", "e2e5 e9e6 b1c3", Ongoing},
		{"glued numbers and crlf", "[Variant \"Shatar\"]\r\n\r\n1.e2e3 2...", ImportOptions{}, "shatar", "e2e3", Ongoing},
		{"two tags on a line", "[Variant \"Hiashatar\"] [Result \"0-1\"]\n", ImportOptions{}, "hiashatar", "", SecondWins},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := ParseRecord(c.text, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			if r.Variant.Name != c.variant {
				t.Errorf("variant %s, want %s", r.Variant.Name, c.variant)
			}
			var got []string
			for _, m := range r.Moves {
				got = append(got, m.String())
			}
			if strings.Join(got, " ") != c.moves {
				t.Errorf("moves %q, want %q", strings.Join(got, " "), c.moves)
			}
			if r.Result != c.result {
				t.Errorf("result %v, want %v", r.Result, c.result)
			}
			if _, err := r.Replay(); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestParseRecordErrors(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"illegal uci", "[Event \"x\"]\n[Variant \"Xiangqi\"]\n\n1. h3e3 h10g8\n2. h1g3 i10i9\n3. h3h10", "line 6: move 5 'h3h10' is not legal:"},
		{"illegal shape", "[Variant \"Xiangqi\"]\n1. h3h5 b10b8", "line 2: move 2 'b10b8' is not legal:"},
		{"bad wxf", "[Variant \"Xiangqi\"]\n1. C2=5 R1=5", "line 2: move 2 'R1=5' cannot be played:"},
		{"bad san", "[Variant \"Shatar\"]\n\n1. e3 Qz9", "line 3: move 2 'Qz9' cannot be played:"},
		{"unknown variant", "[Variant \"chess\"]\n1. e4", "line 1: Variant \"chess\""},
		{"bad fen", "[Variant \"Janggi\"]\n[FEN \"rnbakabnr/9\"]\n", "line 2: FEN"},
		{"bad tag", "[Variant Xiangqi]\n", "line 1: tag [Variant Xiangqi]"},
		{"open comment", "[Variant \"Xiangqi\"]\n1. h3e3 {oops\n\n", "line 2: comment '{' is never closed"},
		{"stray paren", "1. h3e3 )", "line 1: ')' without '('"},
		{"not utf8", "\xff\xfe", "not UTF-8"},
		{"too big", strings.Repeat("h3e3 ", MaxRecordBytes/4), "at most"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseRecord(c.text, ImportOptions{})
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q, want it to contain %q", err, c.want)
			}
			if _, ok := err.(*RecordError); !ok {
				t.Errorf("error type %T, want *RecordError", err)
			}
		})
	}
}

func FuzzParseRecord(f *testing.F) {
	f.Add("[Variant \"Xiangqi\"]\n1. h3e3 h10g8 *")
	f.Add("[Variant \"Janggi\"]\n[FEN \"" + JanggiStartFEN(SetupBNBN, SetupNBNB) + "\"]\n1. 71졸72 한수쉼 {x} (1. a1a2) $3 1-0")
	f.Add("1.d4 d5 2.e3 Be6 ; c\n")
	f.Add("[Variant \"Hiashatar\"] [Result \"0-1\"]\n1. Nb1c3")
	f.Add("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n1... 馬8進7")
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRecord(s, ImportOptions{})
		if err != nil {
			return
		}
		text, err := WriteRecord(r, NotationNative)
		if err != nil {
			t.Fatalf("a parsed record does not write: %v", err)
		}
		back, err := ParseRecord(text, ImportOptions{Choose: func(string) (*Variant, error) { return r.Variant, nil }})
		if err != nil {
			t.Fatalf("written record does not read back: %v\n%s", err, text)
		}
		if len(back.Moves) != len(r.Moves) {
			t.Fatalf("read back %d moves, want %d", len(back.Moves), len(r.Moves))
		}
	})
}
