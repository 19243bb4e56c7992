package analysis

import (
	"reflect"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

func xiangqi(t *testing.T) *Tree {
	t.Helper()
	v, err := GameVariant("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := NewTree(v, "")
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// TestTreeVariations: a different move from an earlier position becomes a
// variation; the same move again follows the existing node.
func TestTreeVariations(t *testing.T) {
	type step struct {
		op   string // play, back, forward, goto
		arg  string
		id   int
		path string // the path to the current node afterwards
	}
	tests := []struct {
		name     string
		steps    []step
		mainline string
		nodes    int
	}{
		{"a line", []step{{"play", "h3e3", 0, "h3e3"}, {"play", "h10g8", 0, "h3e3 h10g8"}}, "h3e3 h10g8", 3},
		{"a variation", []step{{"play", "h3e3", 0, "h3e3"}, {"play", "h10g8", 0, "h3e3 h10g8"},
			{"back", "", 0, "h3e3"}, {"play", "b10c8", 0, "h3e3 b10c8"}}, "h3e3 h10g8", 4},
		{"replaying a move follows it", []step{{"play", "h3e3", 0, "h3e3"}, {"back", "", 0, ""},
			{"play", "h3e3", 0, "h3e3"}}, "h3e3", 2},
		{"forward takes the main line", []step{{"play", "h3e3", 0, "h3e3"}, {"back", "", 0, ""},
			{"play", "b3e3", 0, "b3e3"}, {"back", "", 0, ""}, {"forward", "", 0, "h3e3"}}, "h3e3", 3},
		{"goto a variation", []step{{"play", "h3e3", 0, "h3e3"}, {"back", "", 0, ""},
			{"play", "b3e3", 0, "b3e3"}, {"play", "h10g8", 0, "b3e3 h10g8"}, {"goto", "", 1, "h3e3"},
			{"goto", "", 3, "b3e3 h10g8"}, {"goto", "", 99, "b3e3 h10g8"}}, "h3e3", 4},
		{"back at the root stays", []step{{"back", "", 0, ""}, {"forward", "", 0, ""}}, "", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := xiangqi(t)
			for i, s := range tt.steps {
				switch s.op {
				case "play":
					if _, err := tr.Play(s.arg); err != nil {
						t.Fatalf("step %d: %v", i, err)
					}
				case "back":
					tr.Back()
				case "forward":
					tr.Forward()
				case "goto":
					tr.GoTo(s.id)
				}
				if got := strings.Join(tr.Path(tr.Cur), " "); got != s.path {
					t.Fatalf("step %d (%s %s): at %q, want %q", i, s.op, s.arg, got, s.path)
				}
			}
			var main []string
			for _, n := range tr.Mainline() {
				main = append(main, n.Move)
			}
			if got := strings.Join(main, " "); got != tt.mainline {
				t.Errorf("main line %q, want %q", got, tt.mainline)
			}
			if len(tr.Nodes) != tt.nodes {
				t.Errorf("%d nodes, want %d", len(tr.Nodes), tt.nodes)
			}
		})
	}
}

func TestTreeRefusesIllegal(t *testing.T) {
	tr := xiangqi(t)
	for _, m := range []string{"a1a9", "zz", "", "h3e3x"} {
		if _, err := tr.Play(m); err == nil {
			t.Errorf("%q was played", m)
		}
	}
	if len(tr.Nodes) != 1 || tr.Cur != tr.Root() {
		t.Errorf("a refused move changed the tree")
	}
}

func TestTreeNotationAndMover(t *testing.T) {
	tr := xiangqi(t)
	n, err := tr.Play("h3e3")
	if err != nil {
		t.Fatal(err)
	}
	if n.Text != "C2=5" || n.Mover != rules.First || n.Ply != 1 {
		t.Errorf("node %+v", n)
	}
	if tr.Root().Mover != rules.Second {
		t.Errorf("root mover %v", tr.Root().Mover)
	}
}

func TestPromoteAndDelete(t *testing.T) {
	tr := xiangqi(t)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(tr.PlayLine([]string{"h3e3", "h10g8"}))
	tr.GoTo(0)
	must(tr.PlayLine([]string{"b3e3", "b10c8"}))
	v := tr.Cur
	tr.Promote(v)
	if got := strings.Join(tr.Path(tr.Mainline()[len(tr.Mainline())-1]), " "); got != "b3e3 b10c8" {
		t.Fatalf("after promote, main line %q", got)
	}
	tr.Delete(tr.Root().Children[0]) // b3e3 and its reply
	if got := len(tr.Nodes); got != 3 {
		t.Errorf("%d nodes after delete, want 3", got)
	}
	if tr.Cur != tr.Root() {
		t.Errorf("the shown position was deleted but is still shown")
	}
	for i, n := range tr.Nodes {
		if n.ID != i {
			t.Errorf("node %d has id %d", i, n.ID)
		}
	}
}

func TestLoad(t *testing.T) {
	const fen = "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"
	rec := "[Variant \"Janggi\"]\n\n1. b1c3 b10c8 2. h1g3 *\n"
	tests := []struct {
		name    string
		src     Source
		game    rules.Game
		path    string
		wantFEN string
		err     string
	}{
		{"empty is xiangqi", Source{}, rules.Xiangqi, "", "", ""},
		{"game and moves", Source{Game: "xiangqi", Moves: "h3e3+h10g8"}, rules.Xiangqi, "h3e3 h10g8", "", ""},
		{"moves with spaces and commas", Source{Moves: "h3e3, h10g8 b1c3"}, rules.Xiangqi, "h3e3 h10g8 b1c3", "", ""},
		{"a fen", Source{Game: "xiangqi", FEN: fen}, rules.Xiangqi, "", fen, ""},
		{"a record", Source{Game: "shatar", Record: rec}, rules.Janggi, "b1c3 b10c8 h1g3", "", ""},
		{"shatar", Source{Game: "SHATAR"}, rules.Shatar, "", "", ""},
		{"unknown game", Source{Game: "chess"}, 0, "", "", `game "chess"`},
		{"bad fen", Source{FEN: "9/9 w"}, 0, "", "", "start position"},
		{"illegal move", Source{Moves: "h3e3 a1a9"}, 0, "", "", "move 2"},
		{"bad record", Source{Record: "[Variant \"Xiangqi\"]\n\n1. h3e3 zz9\n"}, 0, "", "", "line 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := Load(tt.src)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tr.Variant.Game != tt.game {
				t.Errorf("game %v, want %v", tr.Variant.Game, tt.game)
			}
			if got := strings.Join(tr.Path(tr.Cur), " "); got != tt.path {
				t.Errorf("at %q, want %q", got, tt.path)
			}
			if tt.wantFEN != "" && tr.FEN != tt.wantFEN {
				t.Errorf("fen %q, want %q", tr.FEN, tt.wantFEN)
			}
		})
	}
}

func TestPaste(t *testing.T) {
	v, _ := GameVariant("xiangqi")
	tests := []struct {
		name, text, path, err string
	}{
		{"a fen", "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "", ""},
		{"movetext", "1. h3e3 h10g8 2. h1g3", "h3e3 h10g8 h1g3", ""},
		{"wxf", "1. C2=5 H8+7", "h3e3 h10g8", ""},
		{"garbage", "hello there", "", "no game record"},
		{"chinese, as written in practice", "1. 炮二平五 马８进７ 红胜", "h3e3 h10g8", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := Paste(tt.text, v)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(tr.Path(tr.Cur), " "); got != tt.path {
				t.Errorf("at %q, want %q", got, tt.path)
			}
		})
	}
}

func TestJudge(t *testing.T) {
	tests := []struct {
		name          string
		before, after Eval
		played        string
		want          Judgement
	}{
		{"equal stays equal", Eval{CP: 20, Best: "a"}, Eval{CP: -10}, "b", Good},
		{"small loss", Eval{CP: 50, Best: "a"}, Eval{CP: -30}, "b", Good},
		{"inaccuracy", Eval{CP: 0, Best: "a"}, Eval{CP: 60}, "b", Inaccuracy},
		{"mistake", Eval{CP: 0, Best: "a"}, Eval{CP: 120}, "b", Mistake},
		{"hangs a chariot", Eval{CP: 10, Best: "a"}, Eval{CP: 900}, "b", Blunder},
		{"the engine's move is never faulted", Eval{CP: 300, Best: "a"}, Eval{CP: 300}, "a", Good},
		{"misses a mate", Eval{Mate: 2, Best: "a"}, Eval{CP: 0}, "b", Blunder},
		{"walks into mate", Eval{CP: 0, Best: "a"}, Eval{Mate: 3}, "b", Blunder},
		{"lost stays lost", Eval{CP: -2000, Best: "a"}, Eval{CP: 2600}, "b", Good},
		{"mates", Eval{Mate: 1, Best: "a"}, Eval{CP: -OverCP}, "b", Good},
	}
	for _, tt := range tests {
		if _, got := Judge(tt.before, tt.after, tt.played); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestReview judges a short xiangqi game in which red hangs a chariot.
func TestReview(t *testing.T) {
	tr := xiangqi(t)
	if err := tr.PlayLine([]string{"b1c3", "h10g8", "a1a2", "b10c8", "a2h2", "h8h2"}); err != nil {
		t.Fatal(err)
	}
	r := NewReview(tr)
	if len(r.Nodes) != 7 {
		t.Fatalf("%d positions, want 7", len(r.Nodes))
	}
	evals := []Eval{{CP: 20, Best: "h3e3"}, {CP: -20, Best: "h10g8"}, {CP: 20, Best: "h1g3"},
		{CP: -30, Best: "b10c8"}, {CP: 30, Best: "h1g3"}, {CP: 900, Best: "h8h2"}, {CP: -900, Best: "b3b9"}}
	for _, e := range evals {
		if r.Done() {
			t.Fatal("done too early")
		}
		r.Evals = append(r.Evals, e)
	}
	if !r.Done() {
		t.Fatal("not done")
	}
	var got []Judgement
	for _, m := range r.Moves() {
		got = append(got, m.Judgement)
	}
	want := []Judgement{Good, Good, Good, Good, Blunder, Good}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("judgements %v, want %v", got, want)
	}
	if b := r.Moves()[4].Better; b != "h1g3" {
		t.Errorf("better move %q, want h1g3", b)
	}
	if c := r.Counts(); c[rules.First][Blunder] != 1 || c[rules.Second][Blunder] != 0 {
		t.Errorf("counts %v", c)
	}
	ch := r.FirstChances()
	if ch[4] <= 0 || ch[5] >= -0.5 || ch[6] >= -0.5 {
		t.Errorf("chances for red %v: want red fine before the blunder, lost after", ch)
	}
}

func TestOutcomeEval(t *testing.T) {
	v, _ := GameVariant("xiangqi")
	// Red to move.
	p, err := v.NewPosition("3k5/9/9/9/9/9/9/9/3r5/4K4 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	_ = p
	tests := []struct {
		side rules.Color
		res  rules.Result
		want int
	}{
		{rules.First, rules.SecondWins, -OverCP},
		{rules.First, rules.FirstWins, OverCP},
		{rules.First, rules.Draw, 0},
	}
	for _, tt := range tests {
		if got := OutcomeEval(p, rules.Outcome{Result: tt.res}).CP; got != tt.want {
			t.Errorf("%v: %d, want %d", tt.res, got, tt.want)
		}
	}
}

// TestSpanishMoveText: in Spanish, xiangqi moves read in the Spanish
// notation, and a tree switched to Spanish spells its moves again.
func TestSpanishMoveText(t *testing.T) {
	v, err := rules.Preset("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := NewTree(v, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.PlayLine([]string{"h3e3", "h10g8"}); err != nil {
		t.Fatal(err)
	}
	english := []string{tr.Node(1).Text, tr.Node(2).Text}
	tr.SetLang(i18n.Spanish)
	spanish := []string{tr.Node(1).Text, tr.Node(2).Text}
	if english[0] != "C2=5" || spanish[0] != "C2 h5" || spanish[1] == english[1] {
		t.Errorf("English %q, Spanish %q", english, spanish)
	}
	n, err := tr.Play("h1g3")
	if err != nil {
		t.Fatal(err)
	}
	if n.Text != "Z2 a3" {
		t.Errorf("a move played in Spanish reads %q, want Z2 a3", n.Text)
	}
}
