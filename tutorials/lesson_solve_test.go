package tutorials

import (
	"fmt"
	"testing"
)

// solveStep plays the current step of a session perfectly, through the
// runner's own API, as a student who knows the answers would.
func solveStep(s *Session) error {
	st := s.step()
	var last Verdict
	submit := func(m string) { last = s.Submit(m) }
	switch st.Kind {
	case KindReach, KindCapture:
		line, ok := soloSearch(soloState{s.pos, s.targetsLeft(), s.piece}, st.par(), map[string]int{})
		if !ok {
			return fmt.Errorf("no solution in %d moves", st.par())
		}
		for _, m := range line {
			submit(m)
		}
	case KindOnly, KindCheck:
		submit(st.Accept[0])
	case KindIllegal:
		for i, c := range st.Candidates {
			last = s.Classify(i, c.Code)
		}
	case KindLine:
		for _, lm := range st.Line {
			submit(lm.Play[0])
		}
	case KindMate:
		submit(st.Accept[0])
		if !last.StepDone {
			for _, m := range s.pos.LegalMoves() {
				q := s.pos.Clone()
				q.MakeMove(m)
				if ok, _ := s.endsAsAsked(q); ok {
					submit(m.String())
					break
				}
			}
		}
	case KindSetup:
		for i, w := range janggiWings {
			if choSetup(s.fen)[2*i] != st.Setup[2*i] {
				submit(w[0] + w[1])
			}
		}
	case KindQuiz:
		last = s.Choose(st.Answer)
	case KindStory:
		last = s.Read()
	}
	if !last.StepDone || last.Mistake || last.Stars != 3 {
		return fmt.Errorf("step %d (%s) not solved cleanly: %+v", s.index+1, st.Kind, last)
	}
	return nil
}

// TestRunnerSolvesEveryLesson plays every lesson through the runner with
// perfect answers: each must end with three stars.
func TestRunnerSolvesEveryLesson(t *testing.T) {
	courses, err := LoadCourses()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range courses {
		for _, l := range c.Lessons {
			t.Run(l.ID, func(t *testing.T) {
				s, err := c.Start(l.ID)
				if err != nil {
					t.Fatal(err)
				}
				for i := range l.Steps {
					if i > 0 {
						if err := s.Next(); err != nil {
							t.Fatal(err)
						}
					}
					if err := solveStep(s); err != nil {
						t.Fatal(err)
					}
				}
				if s.Stars() != 3 {
					t.Errorf("stars %d", s.Stars())
				}
			})
		}
	}
}
