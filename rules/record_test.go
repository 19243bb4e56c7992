package rules

import (
	"errors"
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

// TestRecordTextReading checks the tag and movetext reading that banqi
// records use (ParseBanqiRecord): tags one or two to a line, CRLF, move
// numbers glued to their moves, comments, variations and NAGs skipped, and
// the errors of broken text, each naming its line.
func TestRecordTextReading(t *testing.T) {
	cases := []struct {
		name, text, moves string
		result            Result
		err               string // a substring of the error; "" for none
	}{
		{"plain", "[Seed \"1\"]\n\na1a1 b1b1 *", "a1a1 b1b1", Ongoing, ""},
		{"everything skipped", "[Variant \"banqi\"] [Seed \"1\"]\r\n\r\n1.a1a1 {flip} (1. b1b1 c1c1) $2 ; note\n2... b1b1 1-0\n",
			"a1a1 b1b1", FirstWins, ""},
		{"result tag", "[Seed \"1\"]\n[Result \"0-1\"]\n\na1a1\n", "a1a1", SecondWins, ""},
		{"bad tag", "[Seed 1]\n", "", Ongoing, "line 1: tag [Seed 1]: want [Name \"value\"]"},
		{"open comment", "[Seed \"1\"]\n\na1a1 {oops\n\n", "", Ongoing, "line 3: comment '{' is never closed"},
		{"stray paren", "[Seed \"1\"]\n\na1a1 )", "", Ongoing, "line 3: ')' without '('"},
		{"open variation", "[Seed \"1\"]\n\na1a1 (b1b1", "", Ongoing, "line 3: variation '(' is never closed"},
		{"not utf8", "\xff\xfe", "", Ongoing, "line 1: the record is not UTF-8 text"},
		{"too big", strings.Repeat("a1a1 ", MaxRecordBytes/4), "", Ongoing, "at most"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := ParseBanqiRecord(c.text)
			if c.err != "" {
				var re *RecordError
				if !errors.As(err, &re) || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("error %v, want a *RecordError with %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range r.Moves {
				got = append(got, m.String())
			}
			if strings.Join(got, " ") != c.moves || r.Result != c.result {
				t.Errorf("moves %q result %v, want %q %v", strings.Join(got, " "), r.Result, c.moves, c.result)
			}
		})
	}
}
