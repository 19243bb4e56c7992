package tutorials

import (
	"fmt"
	"slices"

	"github.com/elephant-chess/elephant/rules"
)

// BanqiSession runs one banqi lesson for one student, with the method set
// the lesson screen uses on a Session. Its board is a referee holding the
// lesson's deal: a face-down piece is known to the runner only, and turns
// up when the student flips it. Everything it hands out (StepView, Verdict)
// shows the public view, with face-down squares as "x".
//
// In flip, reach and capture steps the opponent never moves: once the
// student's turn is over (a chain of captures included) the turn comes
// straight back.
type BanqiSession struct {
	lessonRun
	course *Course
	board  banqiBoard
	solo   banqiSolo // flip, reach and capture steps: the piece and targets left
	used   int       // the student's turns in this attempt
	next   int       // next entry of a line step
	last   string    // the last action on the board, UCI
}

// StartBanqi begins the banqi lesson with the given id.
func (c *Course) StartBanqi(id string) (*BanqiSession, error) {
	l := c.Lesson(id)
	switch {
	case l == nil:
		return nil, fmt.Errorf("lesson %q not found in the %s course", id, c.Game)
	case !c.Variant.HiddenPieces:
		return nil, fmt.Errorf("the %s course is not banqi: start it with Start", c.Game)
	}
	s := &BanqiSession{course: c}
	s.lessonRun = newLessonRun(l, s.begin, s.fillBoard)
	if err := s.restart(); err != nil {
		return nil, err
	}
	return s, nil
}

// begin sets up the current step from scratch.
func (s *BanqiSession) begin() error {
	st := s.step()
	b, err := banqiStart(s.course.Variant, st)
	if err != nil {
		return fmt.Errorf("lesson %s step %d: %w", s.lesson.ID, s.index+1, err)
	}
	s.board, s.used, s.next, s.last = b, 0, 0, ""
	s.solo = banqiSolo{board: b, piece: rules.NoSquare, left: slices.Clone(st.Targets)}
	if st.Piece != "" {
		s.solo.piece, _ = b.view().Variant().ParseSquare(st.Piece) // checked on load
	}
	return nil
}

// FEN returns the board now in banqi's notation: face-down squares are "x".
func (s *BanqiSession) FEN() string { return s.board.view().FEN() }

// View describes the current step for drawing.
func (s *BanqiSession) View() StepView {
	st := s.step()
	view := s.board.view()
	v := StepView{
		Lesson: s.lesson.ID, Title: s.lesson.Title, Step: s.index, Steps: len(s.lesson.Steps),
		Kind: st.Kind, FEN: view.FEN(), Player: sideLetter(s.board.player), Goal: st.Goal, Hint: s.Hint(),
		Arrows: slices.Clone(st.Arrows), Marks: slices.Clone(st.Marks), Targets: s.targetsLeft(), MovesLeft: s.movesLeft(),
		Status: s.status, LastMove: s.last, Text: st.Text, Choices: stepChoices(st),
	}
	if st.Rules != nil {
		v.Rules = st.Rules.Label
	}
	if s.solo.piece != rules.NoSquare {
		v.Piece = s.solo.piece.String()
	}
	for i, c := range st.Candidates {
		v.Candidates = append(v.Candidates, CandidateView{Move: c.Move, Answered: s.answered[i]})
	}
	chain := view.Chain()
	v.CanPass = chain != rules.NoSquare && view.IsLegal(rules.NewMove(chain, chain, rules.NoKind))
	return v
}

// sideLetter is "w" for the first side (red), "b" for the second.
func sideLetter(c rules.Color) string {
	if c == rules.Second {
		return "b"
	}
	return "w"
}

// Dests lists where the piece on from may go now (UCI squares); a
// face-down square that may be flipped lists itself. None on a story page.
func (s *BanqiSession) Dests(from string) []string {
	if s.step().Kind == KindStory {
		return nil
	}
	view := s.board.view()
	sq, err := view.Variant().ParseSquare(from)
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range view.LegalMoves() {
		if m.From() == sq && !m.IsPass() {
			out = append(out, m.To().String())
		}
	}
	return out
}

func (s *BanqiSession) targetsLeft() []string {
	if len(s.solo.left) == 0 {
		return nil
	}
	return slices.Clone(s.solo.left)
}

func (s *BanqiSession) movesLeft() int { return max(s.step().Moves-s.used, 0) }

// fillBoard fills in the board's fields of a verdict.
func (s *BanqiSession) fillBoard(v *Verdict) {
	v.FEN, v.Targets, v.MovesLeft = s.FEN(), s.targetsLeft(), s.movesLeft()
}

// Submit plays the student's action in UCI form: a flip as its square
// twice ("c2c2"), a step or capture ("c2c3"), the end of a chain of
// captures as "pass" (or the chaining piece's square twice).
func (s *BanqiSession) Submit(move string) Verdict {
	if v, closed := s.takesNoMove(); closed {
		return v
	}
	view := s.board.view()
	m, err := readAction(view, move)
	if err != nil {
		return s.tell(Verdict{}, say(SayBadMove))
	}
	if r := view.Why(m); r != nil {
		v := s.mistake([]Note{{Refusal: r}}, string(r.Code))
		if r.At != rules.NoSquare {
			v.At = r.At.String()
		}
		return v
	}
	if s.step().Kind == KindLine {
		return s.submitLine(m)
	}
	return s.submitSolo(m)
}

// submitSolo plays an action of a flip, reach or capture step.
func (s *BanqiSession) submitSolo(m rules.Move) Verdict {
	st := s.step()
	switch {
	case s.solo.piece != rules.NoSquare && !m.IsFlip() && m.From() != s.solo.piece:
		return s.tell(Verdict{}, Note{Say: SayOnlyPiece, Piece: s.board.view().At(s.solo.piece).Kind()})
	case !soloAllows(st.Kind, s.solo.piece, s.solo.left, m):
		return s.tell(Verdict{}, say(SayNotPlan), Note{Text: st.Failure})
	}
	next, turnOver, err := s.solo.after(m)
	if err != nil {
		return s.tell(Verdict{Failed: true}, badData(err))
	}
	hit := len(next.left) < len(s.solo.left)
	s.solo, s.board, s.last = next, next.board, m.String()
	if turnOver || len(next.left) == 0 {
		s.used++
	}
	if len(next.left) > 0 {
		return s.goOn(s.last, hit, s.used >= st.Moves)
	}
	s.penalty[s.index] += max(s.used-st.par(), 0)
	v := s.finish()
	v.Played = s.last
	return v
}

// submitLine plays the student's action of a line and the scripted reply.
func (s *BanqiSession) submitLine(m rules.Move) Verdict {
	st := s.step()
	lm := st.Line[s.next]
	after, err := s.board.playMove(m)
	if err != nil {
		return s.tell(Verdict{Failed: true}, badData(err))
	}
	if !s.accepts(lm.Play, m) {
		failure := Note{Text: st.Failure}
		if o := after.ref.Outcome(); o.Over() {
			return s.mistake([]Note{say(SayWrongEnding), {Outcome: &o}, failure}, string(o.Reason))
		}
		return s.mistake([]Note{say(SayNotPlan), failure}, "")
	}
	s.board, s.last = after, m.String()
	s.next++
	v := Verdict{Accepted: true, Played: s.last, Message: []Note{{Text: lm.Note}}}
	if lm.Reply != "" {
		if s.board, err = s.board.play(lm.Reply); err != nil {
			return s.tell(Verdict{Failed: true}, badData(err))
		}
		s.last, v.Reply = lm.Reply, lm.Reply
	}
	if s.next < len(st.Line) {
		return s.verdict(v)
	}
	notes := []Note{{Text: lm.Note}}
	if o := s.board.ref.Outcome(); o.Over() {
		notes = append(notes, Note{Outcome: &o})
	}
	v = s.finish(notes...)
	v.Played, v.Reply = m.String(), lm.Reply
	return v
}

// accepts reports whether m is one of the listed actions.
func (s *BanqiSession) accepts(list []string, m rules.Move) bool {
	view := s.board.view()
	for _, a := range list {
		if x, err := readAction(view, a); err == nil && x == m {
			return true
		}
	}
	return false
}

// Classify answers an illegal-move step: candidate i is "legal" or refused
// with the banqi refusal code named.
func (s *BanqiSession) Classify(i int, code string) Verdict {
	return s.classify(i, code, func(move string) (*rules.Refusal, error) {
		view := s.board.view()
		m, err := readAction(view, move)
		if err != nil {
			return nil, err
		}
		return view.Why(m), nil
	})
}
