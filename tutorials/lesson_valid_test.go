package tutorials

import (
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

// TestLessonsLoad loads every course: structure, texts, FENs and squares.
func TestLessonsLoad(t *testing.T) {
	for _, c := range positionCourses(t) {
		if n := len(c.Lessons); n < 8 || n > 16 {
			t.Errorf("%s: %d lessons, want 8 to 16", c.Game, n)
		}
		for _, l := range c.Lessons {
			if n := len(l.Steps); n < 3 || n > 8 {
				t.Errorf("%s: %d steps, want 3 to 8", l.ID, n)
			}
		}
	}
}

// positionCourses loads the courses played through rules.Position: every
// game's but banqi's, whose lessons banqi_lesson_test.go loads and proves.
func positionCourses(t *testing.T) []*Course {
	t.Helper()
	courses, err := LoadCourses()
	if err != nil {
		t.Fatal(err)
	}
	return slices.DeleteFunc(courses, func(c *Course) bool { return c.Variant.Game == rules.Banqi })
}

// TestLessonsSolvable proves every step against the rules: targets within
// reach, only moves alone, illegal candidates refused for the stated reason,
// scripted lines legal, mates mating, quiz answers true.
func TestLessonsSolvable(t *testing.T) {
	for _, c := range positionCourses(t) {
		for _, l := range c.Lessons {
			for i := range l.Steps {
				st := &l.Steps[i]
				t.Run(fmt.Sprintf("%s/%d-%s", l.ID, i+1, st.Kind), func(t *testing.T) {
					p, err := stepPosition(c.Variant, st)
					if err != nil {
						t.Fatal(err)
					}
					if err := proveStep(p, st); err != nil {
						t.Error(err)
					}
				})
			}
		}
	}
}

func proveStep(p *rules.Position, st *Step) error {
	switch st.Kind {
	case KindReach, KindCapture:
		return proveSolo(p, st)
	case KindOnly:
		return proveOnly(p, st)
	case KindIllegal:
		return proveCandidates(p, st)
	case KindLine:
		return proveLine(p, st)
	case KindMate:
		return proveMate(p, st)
	case KindCheck:
		return proveCheck(p, st)
	case KindSetup:
		return proveSetup(p, st)
	case KindQuiz:
		return proveQuiz(p, st)
	case KindStory:
		return nil // a page to read: its position was validated on load
	}
	return fmt.Errorf("unknown kind %q", st.Kind)
}

// soloState is a node of the reach/capture search.
type soloState struct {
	pos   *rules.Position
	left  []string
	piece rules.Square
}

// proveSolo finds the shortest solution of a reach or capture step with the
// opponent standing still, and checks it equals the step's par.
func proveSolo(p *rules.Position, st *Step) error {
	piece := rules.NoSquare
	if st.Piece != "" {
		piece, _ = p.Variant().ParseSquare(st.Piece)
	}
	start := soloState{p, st.Targets, piece}
	for depth := 1; depth <= st.Moves; depth++ {
		if line, ok := soloSearch(start, depth, map[string]int{}); ok {
			if depth != st.par() {
				return fmt.Errorf("solved in %d moves (%v), but par is %d", depth, line, st.par())
			}
			return nil
		}
	}
	return fmt.Errorf("targets %v not reachable in %d moves", st.Targets, st.Moves)
}

func soloSearch(s soloState, depth int, seen map[string]int) ([]string, bool) {
	key := fmt.Sprint(s.pos.FEN(), s.left, s.piece)
	if d, ok := seen[key]; ok && d >= depth {
		return nil, false
	}
	seen[key] = depth
	moves, next := soloMoves(s.pos, s.piece)
	for i, m := range moves {
		left := slices.DeleteFunc(slices.Clone(s.left), func(t string) bool { return t == m.To().String() })
		if len(left) == 0 {
			return []string{m.String()}, true
		}
		if depth == 1 || next[i] == nil {
			continue
		}
		piece := s.piece
		if m.From() == piece {
			piece = m.To()
		}
		if line, ok := soloSearch(soloState{next[i], left, piece}, depth-1, seen); ok {
			return append([]string{m.String()}, line...), true
		}
	}
	return nil, false
}

func proveOnly(p *rules.Position, st *Step) error {
	legal := p.LegalMoves()
	m, err := readMove(p, st.Accept[0])
	if err != nil {
		return err
	}
	if len(legal) != 1 || legal[0] != m {
		return fmt.Errorf("legal moves %v, want only %s", legal, st.Accept[0])
	}
	return nil
}

func proveCandidates(p *rules.Position, st *Step) error {
	for _, c := range st.Candidates {
		m, err := readMove(p, c.Move)
		if err != nil {
			return err
		}
		got := "legal"
		if r := p.Why(m); r != nil {
			got = string(r.Code)
		}
		if got != c.Code {
			return fmt.Errorf("candidate %s: rules say %q, lesson says %q", c.Move, got, c.Code)
		}
	}
	return nil
}

// proveLine plays the scripted line, trying each accepted alternative in
// turn: every move and reply must be legal and the game must not end early.
func proveLine(p *rules.Position, st *Step) error {
	for i := range st.Line {
		for _, alt := range st.Line[i].Play {
			q := p.Clone()
			for j, lm := range st.Line {
				play := lm.Play[0]
				if j == i {
					play = alt
				}
				if err := playLegal(q, play); err != nil {
					return fmt.Errorf("line move %d: %w", j+1, err)
				}
				if lm.Reply == "" {
					if j != len(st.Line)-1 {
						return fmt.Errorf("line move %d has no reply but is not the last", j+1)
					}
					continue
				}
				if err := playLegal(q, lm.Reply); err != nil {
					return fmt.Errorf("reply %d: %w", j+1, err)
				}
				if q.Outcome().Over() && j != len(st.Line)-1 {
					return fmt.Errorf("the game ends after reply %d: %s", j+1, q.Outcome().Reason)
				}
			}
		}
	}
	return nil
}

func playLegal(p *rules.Position, s string) error {
	m, err := p.ParseMove(s)
	if err != nil {
		return err
	}
	p.MakeMove(m)
	return nil
}

// endsAs reports whether p's game is over with the ending asked of player.
func endsAs(p *rules.Position, player rules.Color, e Ending) bool {
	o := p.Outcome()
	want := rules.Draw
	if e.Result == "win" {
		want = rules.Win(player)
	}
	return o.Result == want && string(o.Reason) == e.Reason
}

// proveMate computes by exhaustive search the moves that end the game as
// asked within the step's moves and checks the lesson lists exactly those.
func proveMate(p *rules.Position, st *Step) error {
	player, e := p.SideToMove(), st.ending()
	var found []string
	for _, m := range p.LegalMoves() {
		p.MakeMove(m)
		if endsAs(p, player, e) || st.Moves == 2 && !p.Outcome().Over() && forcedIn1(p, player, e) {
			found = append(found, m.String())
		}
		p.UnmakeMove()
	}
	return sameMoves(p, found, st.Accept)
}

// forcedIn1 reports whether every reply in p allows an ending in one move.
func forcedIn1(p *rules.Position, player rules.Color, e Ending) bool {
	replies := p.LegalMoves()
	if len(replies) == 0 {
		return false
	}
	for _, r := range replies {
		p.MakeMove(r)
		ok := false
		for _, m := range p.LegalMoves() {
			p.MakeMove(m)
			ok = endsAs(p, player, e)
			p.UnmakeMove()
			if ok {
				break
			}
		}
		p.UnmakeMove()
		if !ok {
			return false
		}
	}
	return true
}

func proveCheck(p *rules.Position, st *Step) error {
	var found []string
	for _, m := range p.LegalMoves() {
		if p.CheckKinds(m).String() == st.Check {
			found = append(found, m.String())
		}
	}
	return sameMoves(p, found, st.Accept)
}

// sameMoves compares the moves found by the rules with the lesson's list.
func sameMoves(p *rules.Position, found, listed []string) error {
	var norm []string
	for _, a := range listed {
		m, err := readMove(p, a)
		if err != nil {
			return err
		}
		norm = append(norm, m.String())
	}
	sort.Strings(found)
	sort.Strings(norm)
	if len(found) == 0 || !slices.Equal(found, norm) {
		return fmt.Errorf("the rules find %v, the lesson lists %v", found, norm)
	}
	return nil
}

func proveSetup(p *rules.Position, st *Step) error {
	fen := st.FEN
	for i, w := range janggiWings {
		if choSetup(fen)[2*i] != st.Setup[2*i] {
			fen, _ = setupSwap(fen, w[0]+w[1])
		}
	}
	if choSetup(fen) != st.Setup {
		return fmt.Errorf("swaps reach %s, not %s", choSetup(fen), st.Setup)
	}
	if _, err := p.Variant().NewPosition(fen); err != nil {
		return err
	}
	if st.Par > 0 && st.Par != setupPar(st.FEN, st.Setup) {
		return fmt.Errorf("par %d, but %d swaps are needed", st.Par, setupPar(st.FEN, st.Setup))
	}
	return nil
}

func proveQuiz(p *rules.Position, st *Step) error {
	var truth string
	switch st.Verify {
	case "score-leader":
		cho, han := p.JanggiScore()
		truth = "cho"
		if han > cho {
			truth = "han"
		}
	case "cho-setup":
		truth = choSetup(p.FEN())
	case "check-kind", "outcome", "spanish":
		m, err := p.ParseMove(st.Move)
		if err != nil {
			return err
		}
		if st.Verify == "spanish" {
			truth = p.Spanish(m)
			break
		}
		if st.Verify == "check-kind" {
			truth = p.CheckKinds(m).String()
			break
		}
		p.MakeMove(m)
		truth = string(p.Outcome().Reason)
	}
	if truth != st.Answer {
		return fmt.Errorf("the rules say %q, the lesson's answer is %q", truth, st.Answer)
	}
	return nil
}
