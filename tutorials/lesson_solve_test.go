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
	default:
		last = answerStep(s, st)
	}
	return solvedCleanly(last, s.index, st)
}

// answerStep gives the lesson's own answers to an illegal-move, quiz or
// story step, through any runner.
func answerStep(r LessonRunner, st *Step) Verdict {
	var last Verdict
	switch st.Kind {
	case KindIllegal:
		for i, c := range st.Candidates {
			last = r.Classify(i, c.Code)
		}
	case KindQuiz:
		last = r.Choose(st.Answer)
	case KindStory:
		last = r.Read()
	}
	return last
}

// solvedCleanly checks the last verdict of step i: done, with three stars.
func solvedCleanly(last Verdict, i int, st *Step) error {
	if !last.StepDone || last.Mistake || last.Stars != 3 {
		return fmt.Errorf("step %d (%s) not solved cleanly: %+v", i+1, st.Kind, last)
	}
	return nil
}

// TestRunnerSolvesEveryLesson plays every lesson through the runner with
// perfect answers: each must end with three stars.
func TestRunnerSolvesEveryLesson(t *testing.T) {
	for _, c := range positionCourses(t) {
		everyStep(t, c, func(t *testing.T, r LessonRunner) {
			if err := solveStep(r.(*Session)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// everyStep runs every lesson of c through c.Run, calling f at the start of
// each step; f must leave the step solved, and each lesson must end there
// with three stars.
func everyStep(t *testing.T, c *Course, f func(t *testing.T, r LessonRunner)) {
	for _, l := range c.Lessons {
		t.Run(l.ID, func(t *testing.T) {
			r, err := c.Run(l.ID)
			if err != nil {
				t.Fatal(err)
			}
			for i := range l.Steps {
				if i > 0 {
					if err := r.Next(); err != nil {
						t.Fatal(err)
					}
				}
				f(t, r)
			}
			if r.Stars() != 3 || r.Next() == nil {
				t.Errorf("stars %d, or the lesson goes on", r.Stars())
			}
		})
	}
}
