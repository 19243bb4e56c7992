package tutorials

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
)

func banqiCourse(t *testing.T) *Course {
	t.Helper()
	c, err := BanqiCourse()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// startBanqi starts a banqi lesson at step i (0-based), solving the steps
// before it.
func startBanqi(t *testing.T, id string, i int) *BanqiSession {
	t.Helper()
	s, err := banqiCourse(t).StartBanqi(id)
	if err != nil {
		t.Fatal(err)
	}
	for range i {
		if err := solveBanqiStep(s); err != nil {
			t.Fatal(err)
		}
		if err := s.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestBanqiCourseLoads(t *testing.T) {
	c := banqiCourse(t)
	want := []string{"banqi/00-story", "banqi/01-the-flip", "banqi/02-ranks", "banqi/03-soldier-and-general",
		"banqi/04-cannon", "banqi/05-end-of-the-game", "banqi/06-chain-captures"}
	var got []string
	for _, e := range c.Map(NewProgress()) {
		got = append(got, e.ID)
	}
	if !slices.Equal(got, want) {
		t.Errorf("lessons %v, want %v", got, want)
	}
	if c.Game != "banqi" || c.Variant.Game != rules.Banqi || c.Variant.Banqi != rules.DefaultBanqiOptions() {
		t.Errorf("course %s under %+v, want the default banqi rules", c.Game, c.Variant.Banqi)
	}
	if games := LessonGames(); !slices.Contains(games, "banqi") {
		t.Errorf("LessonGames %v lacks banqi, so /learn/ would not list it nor keep its stars", games)
	}
}

// TestBanqiRun: Run hands out the runner of the course's game.
func TestBanqiRun(t *testing.T) {
	r, err := banqiCourse(t).Run("banqi/01-the-flip")
	if _, ok := r.(*BanqiSession); err != nil || !ok {
		t.Errorf("banqi: got %T, %v; want a *BanqiSession", r, err)
	}
	xiangqi, err := LoadCourse("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	r, err = xiangqi.Run("xiangqi/04-horse")
	if _, ok := r.(*Session); err != nil || !ok {
		t.Errorf("xiangqi: got %T, %v; want a *Session", r, err)
	}
	if r, err := banqiCourse(t).Run("banqi/99-none"); r != nil || err == nil {
		t.Errorf("unknown lesson: got %v, %v; want nil and an error", r, err)
	}
	if _, err := xiangqi.StartBanqi("xiangqi/04-horse"); err == nil {
		t.Errorf("StartBanqi ran a xiangqi lesson")
	}
	if _, err := banqiCourse(t).Start("banqi/01-the-flip"); err == nil {
		t.Errorf("Start ran a banqi lesson on rules.Position")
	}
}

// A valid banqi lesson to break in TestBanqiLoadRejects: red's chariot on
// b2 next to a black horse, one face-down piece on h1.
const (
	banqiGood = `{"title": {"en": "T", "es": "T"}, "summary": {"en": "S", "es": "S"}, "steps": [STEP]}`
	banqiStep = `{"kind": "capture", "fen": "8/8/1Rn5/7x w P 0 1", "deal": {"h1": "P"}, "piece": "b2", "moves": 1, "targets": ["c2"], ` + texts + `}`
)

func TestBanqiLoadRejects(t *testing.T) {
	edit := func(oldNew ...string) string {
		return strings.Replace(banqiGood, "STEP", strings.NewReplacer(oldNew...).Replace(banqiStep), 1)
	}
	candidates := `"kind": "illegal", "candidates": [{"move": "b2c2", "code": "CODE"}, {"move": "h1h1", "code": "legal"}], "fen"`
	tests := []struct{ name, data, want string }{
		{"bad fen", edit("1Rn5", "1Rn6"), "fen"},
		{"no deal", edit(`"deal": {"h1": "P"}, `, ""), "face down but the deal puts nothing there"},
		{"deal of other pieces", edit(`{"h1": "P"}`, `{"h1": "p"}`), "not the hidden ones"},
		{"deal on a face-up square", edit(`{"h1": "P"}`, `{"h1": "P", "b2": "P"}`), "not face down"},
		{"deal off the board", edit(`{"h1": "P"}`, `{"h5": "P"}`), "not a square"},
		{"deal letter", edit(`{"h1": "P"}`, `{"h1": "X"}`), "not a piece letter"},
		{"deal board", edit(`{"h1": "P"}`, `"8/8/8/7Q"`), "deal"},
		{"kind of another game", edit(`"capture"`, `"mate"`), "banqi steps are"},
		{"history", edit(`"piece"`, `"history": ["h1h1"], "piece"`), "no history"},
		{"target not an enemy", edit(`["c2"]`, `["h1"]`), "no face-up enemy"},
		{"not solvable", edit(`["c2"]`, `["d2"]`), "no face-up enemy"},
		{"too few moves", edit(`"capture"`, `"reach"`, `["c2"]`, `["b4"]`), "no solution in 1 moves"},
		{"flip target face up", edit(`"kind": "capture"`, `"kind": "flip"`), "not face down"},
		{"too few flips", edit(`"kind": "capture"`, `"kind": "flip"`, `["c2"]`, `["h1", "h1"]`), "1 flips allowed for 2 targets"},
		{"piece not the student's", edit(`"b2"`, `"c2"`), "piece"},
		{"wrong code", edit(`"kind": "capture", "fen"`, strings.Replace(candidates, "CODE", "rank", 1)), `the rules say "legal"`},
		{"illegal line", edit(`"kind": "capture"`, `"kind": "line", "line": [{"play": ["b2b3"], "reply": "c2c4"}]`), "reply"},
		{"quiz answer", edit(`"kind": "capture"`, `"kind": "quiz", "move": "b2c2", "verify": "outcome", "answer": "no-moves", "options": [{"value": "", "text": {"en": "a", "es": "a"}}, {"value": "no-moves", "text": {"en": "b", "es": "b"}}]`), `the rules say ""`},
		{"rules of another game", edit(`"piece"`, `"rules": {"preset": "xiangqi", "label": {"en": "x", "es": "x"}}, "piece"`), "not banqi"},
		{"unknown option", edit(`"piece"`, `"rules": {"preset": "banqi", "options": {"Chains": true}, "label": {"en": "x", "es": "x"}}, "piece"`), "unknown field"},
		{"no spanish", edit(`"es": "sí"`, `"es": ""`), "every language"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{"lessons/banqi/01-x.json": &fstest.MapFile{Data: []byte(tc.data)}}
			_, err := loadCourse(fsys, "banqi")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
	fsys := fstest.MapFS{"lessons/banqi/01-x.json": &fstest.MapFile{Data: []byte(strings.Replace(banqiGood, "STEP", banqiStep, 1))}}
	if _, err := loadCourse(fsys, "banqi"); err != nil {
		t.Errorf("the valid lesson: %v", err)
	}
}

// TestStepDealForms: a deal reads the same as a board or by square.
func TestStepDealForms(t *testing.T) {
	var board, bySquare StepDeal
	if err := jsonv.Unmarshal([]byte(`"8/2k5/8/P7"`), &board); err != nil {
		t.Fatal(err)
	}
	if err := jsonv.Unmarshal([]byte(`{"a1": "P", "c3": "k"}`), &bySquare); err != nil {
		t.Fatal(err)
	}
	if board != bySquare || board.String() != "8/2k5/8/P7" {
		t.Errorf("board %s, by square %s", board.String(), bySquare.String())
	}
	if data, err := jsonv.Marshal(&board); err != nil || string(data) != `"8/2k5/8/P7"` {
		t.Errorf("marshal: %s, %v", data, err)
	}
	for _, bad := range []string{`3`, `{"a1": "PP"}`, `"8/8/8/8/8"`, `"8/8/8/PPPPPP2"`} {
		if err := jsonv.Unmarshal([]byte(bad), &board); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// solveBanqiStep plays the current step perfectly through the runner: flip,
// reach and capture steps by search, the others from the lesson's data.
func solveBanqiStep(s *BanqiSession) error {
	st := s.step()
	var last Verdict
	switch st.Kind {
	case KindFlip, KindReach, KindCapture:
		line, ok := solveBanqi(st, s.board, st.par())
		if !ok {
			return fmt.Errorf("no solution in %d moves", st.par())
		}
		for _, m := range line {
			last = s.Submit(m)
		}
	case KindLine:
		for _, lm := range st.Line {
			last = s.Submit(lm.Play[0])
		}
	default:
		last = answerStep(s, st)
	}
	return solvedCleanly(last, s.index, st)
}

// eachBanqiStep runs every banqi lesson (everyStep) with f at each step.
func eachBanqiStep(t *testing.T, f func(t *testing.T, s *BanqiSession, st *Step)) {
	everyStep(t, banqiCourse(t), func(t *testing.T, r LessonRunner) {
		s := r.(*BanqiSession)
		f(t, s, s.step())
	})
}

// TestBanqiLessonsSolve plays every banqi lesson to its end with perfect
// answers, and proves each flip, reach and capture step's par shortest.
func TestBanqiLessonsSolve(t *testing.T) {
	eachBanqiStep(t, func(t *testing.T, s *BanqiSession, st *Step) {
		solo := st.Kind == KindFlip || st.Kind == KindReach || st.Kind == KindCapture
		if _, ok := solveBanqi(st, s.board, st.par()-1); solo && ok {
			t.Errorf("step %d: solved in fewer than par %d moves", s.index+1, st.par())
		}
		if err := solveBanqiStep(s); err != nil {
			t.Fatal(err)
		}
	})
}

// TestBanqiEndLessonEnds: the lines of the lesson on the end of the game end
// it, with a win for the student because black has no action.
func TestBanqiEndLessonEnds(t *testing.T) {
	s := startBanqi(t, "banqi/05-end-of-the-game", 0)
	for i := range 2 {
		if err := solveBanqiStep(s); err != nil {
			t.Fatal(err)
		}
		o := s.board.ref.Outcome()
		if o.Result != rules.Win(rules.First) || o.Reason != rules.ReasonNoMoves {
			t.Errorf("step %d ends %+v, want a red win by no-moves", i+1, o)
		}
		if err := s.Next(); err != nil {
			t.Fatal(err)
		}
	}
}

// boardField is the board of a banqi FEN.
func boardField(fen string) string { return strings.Fields(fen)[0] }

// TestBanqiFlipRevealsDealtPiece: a flip turns up the piece the lesson
// dealt, and the first flip gives the student its colour.
func TestBanqiFlipRevealsDealtPiece(t *testing.T) {
	s := startBanqi(t, "banqi/01-the-flip", 0)
	if v := s.View(); boardField(v.FEN) != "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx" || strings.Fields(v.FEN)[1] != "-" {
		t.Fatalf("start %s, want all face down before the first flip", v.FEN)
	}
	v := s.Submit("d2d2")
	if !v.StepDone || v.Played != "d2d2" || boardField(v.FEN) != "xxxxxxxx/xxxxxxxx/xxxnxxxx/xxxxxxxx" {
		t.Errorf("flip d2: %+v", v)
	}
	if p := s.View().Player; p != "b" {
		t.Errorf("the student plays %q after turning up a black piece, want b", p)
	}
	if err := s.Next(); err != nil {
		t.Fatal(err)
	}
	before := boardField(s.View().FEN)
	v = s.Submit("g2")
	if !v.Accepted || v.StepDone || fenAt(v.FEN, "g2") != 'r' || fenAt(v.FEN, "b3") != 'x' {
		t.Errorf("flip g2 from %s: %+v", before, v)
	}
	if s.View().Player != "w" || strings.Fields(v.FEN)[1] != "w" {
		t.Errorf("the turn did not come back to red: %s", v.FEN)
	}
}

// TestBanqiViewHidesFaceDown: all through every lesson, the FEN the runner
// hands out shows each dealt square as "x" until that square is flipped.
func TestBanqiViewHidesFaceDown(t *testing.T) {
	eachBanqiStep(t, func(t *testing.T, s *BanqiSession, st *Step) {
		check := func(fen string, flipped ...string) {
			t.Helper()
			for sq := range st.Deal.squares() {
				if shown := fenAt(fen, sq); shown != 'x' && !slices.Contains(flipped, sq) {
					t.Errorf("step %d: %s shows %c before its flip: %s", s.index+1, sq, shown, fen)
				}
			}
		}
		check(s.View().FEN)
		if st.Kind == KindFlip {
			// Flip one target: the others stay hidden.
			check(s.Submit(st.Targets[0]).FEN, st.Targets[0])
			if err := s.Retry(); err != nil {
				t.Fatal(err)
			}
		}
		if err := solveBanqiStep(s); err != nil {
			t.Fatal(err)
		}
	})
}

// squares lists the squares the deal puts a piece on.
func (d StepDeal) squares() map[string]bool {
	out := map[string]bool{}
	for i, pc := range d.BanqiDeal {
		if pc != rules.Empty {
			out[rules.SquareAt(i%8, i/8).String()] = true
		}
	}
	return out
}

// fenAt reads the letter a banqi FEN shows on a square, '.' for an empty one.
func fenAt(fen, sq string) byte {
	rows := fenGrid(fen)
	return rows[4-int(sq[1]-'0')][sq[0]-'a']
}

// TestBanqiRefusals: an illegal action is refused with the rules' code and
// counted as a mistake; an allowed action the step does not ask for is only
// explained.
func TestBanqiRefusals(t *testing.T) {
	tests := []struct {
		lesson     string
		step       int
		action     string
		rule, at   string
		mistake    bool
		say        Say
		accepted   bool
		playedMove string
	}{
		{"banqi/01-the-flip", 0, "d2d3", "flip-first", "", true, "", false, ""},
		{"banqi/01-the-flip", 1, "e1e1", "flip", "e1", true, "", false, ""},
		{"banqi/01-the-flip", 1, "a4a4", "", "", false, SayNotPlan, false, ""},
		{"banqi/02-ranks", 1, "d2e2", "rank", "e2", true, "", false, ""},
		{"banqi/02-ranks", 1, "d2c2", "", "", false, "", true, "d2c2"},
		{"banqi/02-ranks", 2, "b2b3", "", "", false, "", true, "b2b3"},
		{"banqi/03-soldier-and-general", 2, "a2b2", "general-soldier", "b2", true, "", false, ""},
		{"banqi/04-cannon", 2, "a1a2", "cannon-adjacent", "a2", true, "", false, ""},
		{"banqi/04-cannon", 2, "h1h1", "", "", false, SayNotPlan, false, ""},
		{"banqi/06-chain-captures", 0, "g1g2", "", "", false, SayOnlyPiece, false, ""},
		{"banqi/05-end-of-the-game", 0, "c2d2", "", "", true, SayNotPlan, false, ""},
		{"banqi/05-end-of-the-game", 0, "z9z9", "", "", false, SayBadMove, false, ""},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/%d/%s", tc.lesson, tc.step+1, tc.action), func(t *testing.T) {
			s := startBanqi(t, tc.lesson, tc.step)
			before := s.FEN()
			v := s.Submit(tc.action)
			if v.Rule != tc.rule || v.At != tc.at || v.Mistake != tc.mistake || v.Accepted != tc.accepted || v.Played != tc.playedMove {
				t.Errorf("got %+v", v)
			}
			if tc.say != "" && (len(v.Message) == 0 || v.Message[0].Say != tc.say) {
				t.Errorf("message %+v, want %s first", v.Message, tc.say)
			}
			if !tc.accepted && s.FEN() != before {
				t.Errorf("the board changed: %s, was %s", s.FEN(), before)
			}
		})
	}
}

// TestBanqiChainNeedsHouseRule: the chain-capture step is solved in one
// turn under its house rule and cannot be without it.
func TestBanqiChainNeedsHouseRule(t *testing.T) {
	c := banqiCourse(t)
	l := c.Lesson("banqi/06-chain-captures")
	st := l.Steps[1]
	if st.Rules == nil || !st.variant.Banqi.ChainCaptures {
		t.Fatal("step 2 is not played under chain captures")
	}
	for _, chains := range []bool{true, false} {
		plain := st
		if !chains {
			plain.Rules, plain.variant = nil, nil
		}
		b, err := banqiStart(c.Variant, &plain)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := solveBanqi(&plain, b, plain.Moves); ok != chains {
			t.Errorf("chain captures %v: solvable in %d move: %v", chains, plain.Moves, ok)
		}
	}
	s := startBanqi(t, "banqi/06-chain-captures", 1)
	if v := s.Submit("b2c2"); !v.Accepted || v.StepDone || !s.View().CanPass || s.View().Rules.In(i18n.English) == "" {
		t.Fatalf("first capture: %+v, view %+v", v, s.View())
	}
	if v := s.Submit("pass"); !v.Failed || !v.Mistake {
		t.Errorf("ending the chain before the last capture: %+v", v)
	}
	if err := s.Retry(); err != nil {
		t.Fatal(err)
	}
	if v := s.Submit("b2c2"); v.MovesLeft != 1 {
		t.Errorf("a capture inside a chain used the turn: %+v", v)
	}
	if v := s.Submit("c2d2"); !v.StepDone || v.Stars != 2 {
		t.Errorf("second capture: %+v, want the step done with 2 stars after one failed attempt", v)
	}
}

// TestBanqiAnswers: classifications and quiz answers are judged, right or
// wrong, and moves are refused where nothing moves.
func TestBanqiAnswers(t *testing.T) {
	s := startBanqi(t, "banqi/04-cannon", 0)
	if v := s.Classify(0, "cannon-adjacent"); !v.Mistake || v.Accepted {
		t.Errorf("wrong class: %+v", v)
	}
	if v := s.Classify(1, "cannon-adjacent"); !v.Accepted || v.Rule != "cannon-adjacent" || v.Message[1].Refusal == nil {
		t.Errorf("right class: %+v", v)
	}
	if v := s.Classify(1, "cannon-adjacent"); v.Accepted || v.Message[0].Say != SayAnswered {
		t.Errorf("answered twice: %+v", v)
	}
	if v := s.Submit("a2d2"); v.Accepted || v.Message[0].Say != SayNoSuchChoice {
		t.Errorf("a move in an illegal-move step: %+v", v)
	}
	choices := s.View().Choices
	if len(choices) != 5 || choices[0].Value != "legal" {
		t.Errorf("choices %+v", choices)
	}
	q := startBanqi(t, "banqi/05-end-of-the-game", 2)
	if v := q.Choose("no-moves"); !v.Mistake {
		t.Errorf("wrong answer: %+v", v)
	}
	if v := q.Choose("move-limit"); !v.StepDone || !v.LessonDone || v.Stars != 2 {
		t.Errorf("right answer: %+v", v)
	}
	story := startBanqi(t, "banqi/00-story", 0)
	if story.Dests("a1") != nil || story.Submit("a1a1").Accepted {
		t.Errorf("a story page lets pieces move")
	}
}

func TestBanqiDests(t *testing.T) {
	s := startBanqi(t, "banqi/04-cannon", 2)
	tests := []struct {
		from string
		want []string
	}{
		{"a1", []string{"b1", "a4"}}, // a step, and the jump over the horse
		{"b4", []string{"b4"}},       // a face-down piece: its flip
		{"a2", nil},                  // an enemy piece
		{"z9", nil},
	}
	for _, tc := range tests {
		got := s.Dests(tc.from)
		slices.Sort(got)
		slices.Sort(tc.want)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Dests(%s) = %v, want %v", tc.from, got, tc.want)
		}
	}
}

// TestBanqiLessonWords: every refusal code a banqi lesson asks about has a
// label, and no lesson text names a rule of another game.
func TestBanqiLessonWords(t *testing.T) {
	for _, l := range banqiCourse(t).Lessons {
		texts := []Text{l.Title, l.Summary}
		for _, st := range l.Steps {
			texts = append(texts, st.Goal, st.Text, st.Hint, st.Success, st.Failure)
			for _, c := range st.Candidates {
				texts = append(texts, c.Why)
				if got := i18n.English.Choice(c.Code); got == "choice."+c.Code {
					t.Errorf("%s: code %s has no label", l.ID, c.Code)
				}
			}
			for _, lm := range st.Line {
				texts = append(texts, lm.Note)
			}
			for _, o := range st.Options {
				texts = append(texts, o.Text)
			}
		}
		for _, text := range texts {
			for _, lang := range i18n.Langs {
				if bad := foreignTerms("banqi", lang, text.In(lang)); len(bad) > 0 {
					t.Errorf("%s names %v: %q", l.ID, bad, text.In(lang))
				}
			}
		}
	}
}
