package tutorials

import (
	"errors"
	"fmt"
	"slices"

	"github.com/elephant-chess/elephant/rules"
)

// Session runs one lesson for one student: it sets up each step, judges the
// student's moves and answers, plays the opponent's scripted replies and
// counts mistakes for the stars. It is plain Go, driven by the lesson screen.
//
// In reach and capture steps the opponent never moves: after each of the
// student's moves the position is rebuilt from its FEN with the student to
// move again (so a move that would check the enemy king is refused, since
// the side not to move may not stand in check, unless it ends the step).
type Session struct {
	lessonRun
	course  *Course
	pos     *rules.Position
	player  rules.Color
	used    int          // the student's moves in this attempt
	reached []bool       // per target of a reach or capture step
	piece   rules.Square // the piece a reach or capture step moves, or NoSquare
	next    int          // next entry of a line step
	fen     string       // setup steps: the arrangement so far
	last    string       // the last move played on the board, UCI
}

// lessonRun is what every lesson runner keeps of its lesson: the current
// step, its status, the answers given and the mistakes that cost stars.
// The runner of each game plugs in how a step is set up (setUp) and how a
// verdict gets the board's fields (fill).
type lessonRun struct {
	lesson   *Lesson
	index    int
	status   StepStatus // of the current step
	penalty  []int      // per step: mistakes plus moves beyond par
	answered []bool     // per candidate of an illegal step
	setUp    func() error
	fill     func(*Verdict)
}

// newLessonRun is l's run before its first step is set up (restart).
func newLessonRun(l *Lesson, setUp func() error, fill func(*Verdict)) lessonRun {
	return lessonRun{lesson: l, penalty: make([]int, len(l.Steps)), setUp: setUp, fill: fill}
}

// StepStatus is the state of the current step.
type StepStatus string

const (
	StepPlaying StepStatus = "playing"
	StepSolved  StepStatus = "done"   // go on with Next
	StepFailed  StepStatus = "failed" // out of moves: start again with Retry
)

// Verdict answers a move or an answer of the student.
type Verdict struct {
	Accepted   bool     `json:"accepted"`          // the move was played or the answer was right
	Mistake    bool     `json:"mistake"`           // it counted against the stars
	StepDone   bool     `json:"stepDone"`          // the step is solved
	LessonDone bool     `json:"lessonDone"`        // it was the last step
	Failed     bool     `json:"failed"`            // the attempt is over: call Retry
	Message    []Note   `json:"message,omitempty"` // what to tell the student, and why (package i18n words it)
	Rule       string   `json:"rule,omitempty"`    // refusal code or outcome reason behind the message
	At         string   `json:"at,omitempty"`      // the point the rule is about
	Played     string   `json:"played,omitempty"`  // the student's move as played (UCI)
	Reply      string   `json:"reply,omitempty"`   // the opponent's reply, already played (UCI)
	FEN        string   `json:"fen"`               // the position now
	Targets    []string `json:"targets,omitempty"` // targets left
	MovesLeft  int      `json:"movesLeft"`
	Stars      int      `json:"stars,omitempty"` // of the step when StepDone, of the lesson when LessonDone
}

// StepView is everything the lesson screen draws for the current step.
type StepView struct {
	Lesson     string          `json:"lesson"`
	Title      Text            `json:"title"`
	Step       int             `json:"step"` // 0-based
	Steps      int             `json:"steps"`
	Kind       StepKind        `json:"kind"`
	FEN        string          `json:"fen"`
	Player     string          `json:"player"` // the student's side: "w" (first) or "b"
	Goal       Text            `json:"goal"`
	Text       Text            `json:"text,omitzero"`  // a story page's text
	Rules      Text            `json:"rules,omitzero"` // the label of the step's own rules, if it has them
	Hint       Text            `json:"hint"`
	Arrows     []Arrow         `json:"arrows,omitempty"`
	Marks      []string        `json:"marks,omitempty"`
	Targets    []string        `json:"targets,omitempty"`
	Piece      string          `json:"piece,omitempty"` // the one piece the student moves, if the step says so
	MovesLeft  int             `json:"movesLeft"`
	Candidates []CandidateView `json:"candidates,omitempty"`
	Choices    []Option        `json:"choices,omitempty"` // answers to offer (illegal and quiz steps)
	Status     StepStatus      `json:"status"`
	LastMove   string          `json:"lastMove,omitempty"`
	CanPass    bool            `json:"canPass"` // a pass is a legal move now
}

// CandidateView is a move of an illegal-move step and whether it is settled.
type CandidateView struct {
	Move     string `json:"move"`
	Answered bool   `json:"answered"`
}

// Start begins the lesson with the given id.
func (c *Course) Start(id string) (*Session, error) {
	l := c.Lesson(id)
	if l == nil {
		return nil, fmt.Errorf("lesson %q not found in the %s course", id, c.Game)
	}
	s := &Session{course: c}
	s.lessonRun = newLessonRun(l, s.begin, s.fillBoard)
	if err := s.restart(); err != nil {
		return nil, err
	}
	return s, nil
}

// step returns the current step.
func (r *lessonRun) step() *Step { return &r.lesson.Steps[r.index] }

// restart sets the current step up from scratch.
func (r *lessonRun) restart() error {
	r.status, r.answered = StepPlaying, make([]bool, len(r.step().Candidates))
	return r.setUp()
}

// begin sets up the current step from scratch.
func (s *Session) begin() error {
	st := s.step()
	p, err := stepPosition(s.course.Variant, st)
	if err != nil {
		return fmt.Errorf("lesson %s step %d: %w", s.lesson.ID, s.index+1, err)
	}
	s.pos, s.player, s.used, s.next = p, p.SideToMove(), 0, 0
	s.last = p.LastMove().String()
	if p.LastMove() == rules.NoMove {
		s.last = ""
	}
	s.reached = make([]bool, len(st.Targets))
	s.fen = st.FEN
	s.piece = rules.NoSquare
	if st.Piece != "" {
		if s.piece, err = s.course.Variant.ParseSquare(st.Piece); err != nil {
			return fmt.Errorf("lesson %s step %d: %w", s.lesson.ID, s.index+1, err)
		}
	}
	return nil
}

// Retry starts the current step again; mistakes made so far still count.
func (r *lessonRun) Retry() error { return r.restart() }

// Next moves on to the following step once the current one is done.
func (r *lessonRun) Next() error {
	switch {
	case r.status != StepSolved:
		return errors.New("the current step is not finished yet")
	case r.index+1 >= len(r.lesson.Steps):
		return errors.New("the lesson is finished")
	}
	r.index++
	return r.restart()
}

// Lesson returns the lesson being played.
func (r *lessonRun) Lesson() *Lesson { return r.lesson }

// Stars returns the lesson's stars so far (3 with no mistakes).
func (r *lessonRun) Stars() int {
	total := 0
	for _, p := range r.penalty {
		total += p
	}
	return starsFor(total)
}

// starsFor turns mistakes (and moves beyond par) into one to three stars.
func starsFor(penalty int) int {
	switch {
	case penalty == 0:
		return 3
	case penalty <= 2:
		return 2
	}
	return 1
}

// Hint returns the step's hint, or its goal when it has none.
func (r *lessonRun) Hint() Text {
	if st := r.step(); !st.Hint.Empty() {
		return st.Hint
	}
	return r.step().Goal
}

// View describes the current step for drawing.
func (s *Session) View() StepView {
	st := s.step()
	v := StepView{
		Lesson: s.lesson.ID, Title: s.lesson.Title, Step: s.index, Steps: len(s.lesson.Steps),
		Kind: st.Kind, FEN: s.FEN(), Player: "w", Goal: st.Goal, Hint: s.Hint(),
		Arrows: slices.Clone(st.Arrows), Marks: slices.Clone(st.Marks), Targets: s.targetsLeft(), MovesLeft: s.movesLeft(),
		Status: s.status, LastMove: s.last, Text: st.Text,
	}
	if st.Rules != nil {
		v.Rules = st.Rules.Label
	}
	if s.player == rules.Second {
		v.Player = "b"
	}
	if s.piece != rules.NoSquare {
		v.Piece = s.piece.String()
	}
	for i, c := range st.Candidates {
		v.Candidates = append(v.Candidates, CandidateView{Move: c.Move, Answered: s.answered[i]})
	}
	v.Choices = stepChoices(st)
	k := s.pos.KingSquare(s.pos.SideToMove())
	v.CanPass = s.pos.IsLegal(rules.NewMove(k, k, rules.NoKind))
	return v
}

// FEN returns the position on the board now.
func (s *Session) FEN() string {
	if s.step().Kind == KindSetup {
		return s.fen
	}
	return s.pos.FEN()
}

// Dests lists the points the piece on from may move to now (UCI squares),
// for highlighting; in a setup step, the point it may swap with; none on a
// story page.
func (s *Session) Dests(from string) []string {
	var out []string
	switch s.step().Kind {
	case KindStory:
		return nil
	case KindSetup:
		for _, w := range janggiWings {
			switch from {
			case w[0]:
				out = append(out, w[1])
			case w[1]:
				out = append(out, w[0])
			}
		}
		return out
	}
	sq, err := s.course.Variant.ParseSquare(from)
	if err != nil {
		return nil
	}
	for _, m := range s.pos.LegalMoves() {
		if m.From() == sq && !m.IsPass() {
			out = append(out, m.To().String())
		}
	}
	return out
}

// stepChoices lists the answers an illegal-move or quiz step offers. The
// answers of an illegal-move step have no text: their values are "legal"
// and rules refusal codes, which package i18n names (Lang.Choice).
func stepChoices(st *Step) []Option {
	switch st.Kind {
	case KindQuiz:
		return slices.Clone(st.Options)
	case KindIllegal:
		out := []Option{{Value: "legal"}}
		seen := map[string]bool{"legal": true}
		for _, c := range st.Candidates {
			if !seen[c.Code] {
				seen[c.Code] = true
				out = append(out, Option{Value: c.Code})
			}
		}
		return out
	}
	return nil
}

func (s *Session) targetsLeft() []string {
	var out []string
	for i, t := range s.step().Targets {
		if !s.reached[i] {
			out = append(out, t)
		}
	}
	return out
}

func (s *Session) movesLeft() int {
	st := s.step()
	if st.Moves == 0 {
		return 0
	}
	return max(st.Moves-s.used, 0)
}

// fillBoard fills in the board's fields of a verdict.
func (s *Session) fillBoard(v *Verdict) {
	v.FEN, v.Targets, v.MovesLeft = s.FEN(), s.targetsLeft(), s.movesLeft()
}

// verdict fills in the fields every verdict carries.
func (r *lessonRun) verdict(v Verdict) Verdict {
	if v.Mistake && r.status != StepSolved {
		r.penalty[r.index]++
	}
	r.fill(&v)
	if v.StepDone {
		r.status = StepSolved
		v.Stars = starsFor(r.penalty[r.index])
		if r.index == len(r.lesson.Steps)-1 {
			v.LessonDone, v.Stars = true, r.Stars()
		}
	}
	if v.Failed {
		r.status = StepFailed
	}
	return v
}

// finish marks the step solved, with its success text after extra.
func (r *lessonRun) finish(extra ...Note) Verdict {
	msg := append(extra, Note{Text: r.step().Success})
	return r.verdict(Verdict{Accepted: true, StepDone: true, Message: msg})
}

// mistake is a wrong move or answer, explained.
func (r *lessonRun) mistake(msg []Note, rule string) Verdict {
	return r.verdict(Verdict{Mistake: true, Message: msg, Rule: rule})
}

// tell is a verdict that only says something.
func (r *lessonRun) tell(v Verdict, n ...Note) Verdict {
	v.Message = n
	return r.verdict(v)
}

// Submit plays the student's move, given in UCI form ("h2e2", "a10a9",
// "b7b8j", "pass").
func (s *Session) Submit(move string) Verdict {
	st := s.step()
	if v, closed := s.takesNoMove(); closed {
		return v
	}
	if st.Kind == KindSetup {
		return s.submitSwap(move)
	}
	m, err := readMove(s.pos, move)
	if err != nil {
		return s.tell(Verdict{}, say(SayBadMove))
	}
	if r := s.pos.Why(m); r != nil {
		v := s.mistake([]Note{{Refusal: r}}, string(r.Code))
		if r.At != rules.NoSquare {
			v.At = r.At.String()
		}
		return v
	}
	switch st.Kind {
	case KindReach, KindCapture:
		return s.submitSolo(m)
	case KindOnly:
		return s.play(m, s.finish(say(SayGood)))
	case KindMate:
		return s.submitMate(m)
	case KindCheck:
		return s.submitCheck(m)
	case KindLine:
		return s.submitLine(m)
	}
	return s.tell(Verdict{}, say(SayNoSuchChoice))
}

// play makes m on the board and records it in v.
func (s *Session) play(m rules.Move, v Verdict) Verdict {
	s.pos.MakeMove(m)
	s.last = m.String()
	v.Played, v.FEN = s.last, s.FEN()
	return v
}

func (s *Session) submitSolo(m rules.Move) Verdict {
	st := s.step()
	if s.piece != rules.NoSquare && m.From() != s.piece {
		return s.tell(Verdict{}, Note{Say: SayOnlyPiece, Piece: s.pos.At(s.piece).Kind()})
	}
	q, err := soloAfter(s.pos, m)
	last := s.completes(m)
	if err != nil && !last {
		enemy := s.pos.At(s.pos.KingSquare(s.player.Other()))
		return s.tell(Verdict{}, Note{Say: SayGivesCheck, Piece: enemy.Kind()})
	}
	s.used++
	if last {
		s.markTarget(m)
		s.penalty[s.index] += max(s.used-st.par(), 0)
		return s.play(m, s.finish())
	}
	s.pos, s.last = q, m.String()
	if m.From() == s.piece {
		s.piece = m.To()
	}
	hit := s.markTarget(m)
	return s.goOn(s.last, hit, s.used >= st.Moves)
}

// takesNoMove answers a move when the step takes none: it is finished or
// failed, or it asks for answers, not moves.
func (r *lessonRun) takesNoMove() (Verdict, bool) {
	switch st := r.step(); {
	case r.status == StepSolved:
		return r.tell(Verdict{}, say(SayStepFinished)), true
	case r.status == StepFailed:
		return r.tell(Verdict{Failed: true}, say(SayOutOfMoves)), true
	case st.Kind == KindIllegal || st.Kind == KindQuiz || st.Kind == KindStory:
		return r.tell(Verdict{}, say(SayNoSuchChoice)), true
	}
	return Verdict{}, false
}

// goOn answers a move played in a reach or capture step that does not
// finish it: the attempt is over when out, a target was reached when hit.
func (r *lessonRun) goOn(played string, hit, out bool) Verdict {
	switch {
	case out:
		return r.tell(Verdict{Accepted: true, Mistake: true, Failed: true, Played: played}, Note{Text: r.step().Failure}, say(SayOutOfMoves))
	case hit:
		return r.tell(Verdict{Accepted: true, Played: played}, say(SayTargetLeft))
	}
	return r.verdict(Verdict{Accepted: true, Played: played})
}

// completes reports whether m lands on the last target left.
func (s *Session) completes(m rules.Move) bool {
	left := s.targetsLeft()
	return len(left) == 1 && left[0] == m.To().String()
}

// markTarget marks the target m lands on as reached, if any.
func (s *Session) markTarget(m rules.Move) bool {
	for i, t := range s.step().Targets {
		if !s.reached[i] && t == m.To().String() {
			s.reached[i] = true
			return true
		}
	}
	return false
}

// endsAsAsked reports whether the game is over in p with the step's ending.
func (s *Session) endsAsAsked(p *rules.Position) (bool, rules.Outcome) {
	o := p.Outcome()
	want := s.step().ending()
	result := rules.Draw
	if want.Result == "win" {
		result = rules.Win(s.player)
	}
	return o.Result == result && string(o.Reason) == want.Reason, o
}

func (s *Session) submitMate(m rules.Move) Verdict {
	st := s.step()
	q := s.pos.Clone()
	q.MakeMove(m)
	if ok, o := s.endsAsAsked(q); ok {
		return s.play(m, s.finish(Note{Outcome: &o}))
	}
	if q.Outcome().Over() || s.used+1 >= st.Moves || !s.accepts(st.Accept, m) {
		return s.mistake(s.whyNotPlan(m, SayNotMate))
	}
	v := s.play(m, Verdict{Accepted: true, Message: []Note{say(SayGood)}})
	s.used++
	if r := s.defence(); r != rules.NoMove {
		s.pos.MakeMove(r)
		s.last, v.Reply = r.String(), r.String()
	}
	return s.verdict(v)
}

// defence picks the opponent's reply in a mate-in-2 step: the reply that
// leaves the student the fewest ways to finish, the first such in move order.
func (s *Session) defence() rules.Move {
	best, bestCount := rules.NoMove, -1
	for _, r := range s.pos.LegalMoves() {
		s.pos.MakeMove(r)
		n := 0
		for _, m := range s.pos.LegalMoves() {
			s.pos.MakeMove(m)
			if ok, _ := s.endsAsAsked(s.pos); ok {
				n++
			}
			s.pos.UnmakeMove()
		}
		s.pos.UnmakeMove()
		if bestCount < 0 || n < bestCount {
			best, bestCount = r, n
		}
	}
	return best
}

// accepts reports whether m is one of the listed moves.
func (s *Session) accepts(list []string, m rules.Move) bool {
	for _, a := range list {
		if x, err := readMove(s.pos, a); err == nil && x == m {
			return true
		}
	}
	return false
}

func (s *Session) submitCheck(m rules.Move) Verdict {
	st := s.step()
	k := s.pos.CheckKinds(m)
	switch {
	case k.String() == st.Check:
		return s.play(m, s.finish())
	case k == 0:
		return s.mistake([]Note{say(SayNoCheck), {Text: st.Failure}}, "")
	}
	return s.mistake([]Note{{Say: SayWrongCheck, Check: k}, {Text: st.Failure}}, k.String())
}

func (s *Session) submitLine(m rules.Move) Verdict {
	st := s.step()
	lm := st.Line[s.next]
	if !s.accepts(lm.Play, m) {
		return s.mistake(s.whyNotPlan(m, SayNotPlan))
	}
	v := s.play(m, Verdict{Accepted: true, Message: []Note{{Text: lm.Note}}})
	s.next++
	if lm.Reply != "" {
		r, err := s.pos.ParseMove(lm.Reply)
		if err != nil {
			return s.tell(Verdict{Failed: true}, badData(err))
		}
		s.pos.MakeMove(r)
		s.last, v.Reply = r.String(), r.String()
	}
	if s.next == len(st.Line) {
		v = s.finish(Note{Text: lm.Note})
		v.Played, v.Reply = m.String(), lm.Reply
		return v
	}
	return s.verdict(v)
}

// whyNotPlan explains a legal move that is not what the step asks for: by
// the end of game it causes, or the end the opponent could then force, or
// else by otherwise and the step's own failure text. It also names the rule.
func (s *Session) whyNotPlan(m rules.Move, otherwise Say) ([]Note, string) {
	failure := Note{Text: s.step().Failure}
	q := s.pos.Clone()
	q.MakeMove(m)
	if o := q.Outcome(); o.Over() {
		return []Note{say(SayWrongEnding), {Outcome: &o}, failure}, string(o.Reason)
	}
	if r, o, ok := s.punish(q); ok {
		return []Note{{Say: SayAfterReply, Move: r.String()}, {Outcome: &o}, failure}, string(o.Reason)
	}
	return []Note{say(otherwise), failure}, ""
}

// punish finds an opponent reply in q that ends the game without a win for
// the student (perpetual check, repetition...).
func (s *Session) punish(q *rules.Position) (rules.Move, rules.Outcome, bool) {
	for _, r := range q.LegalMoves() {
		q.MakeMove(r)
		o := q.Outcome()
		q.UnmakeMove()
		if o.Over() && o.Result != rules.Win(s.player) {
			return r, o, true
		}
	}
	return rules.NoMove, rules.Outcome{}, false
}

func (s *Session) submitSwap(move string) Verdict {
	st := s.step()
	fen, ok := setupSwap(s.fen, move)
	if !ok {
		return s.tell(Verdict{}, say(SaySwapOnly))
	}
	if _, err := s.course.Variant.NewPosition(fen); err != nil {
		return s.tell(Verdict{Failed: true}, badData(err))
	}
	s.fen, s.last, s.used = fen, move, s.used+1
	if choSetup(fen) == st.Setup {
		s.penalty[s.index] += max(s.used-setupPar(st.FEN, st.Setup), 0)
		v := s.finish()
		v.Played = move
		return v
	}
	return s.verdict(Verdict{Accepted: true, Played: move})
}

// setupPar counts the wings that must be swapped to reach an arrangement.
func setupPar(fen, want string) int {
	have := choSetup(fen)
	n := 0
	for i := 0; i < 4 && i < len(have) && i < len(want); i += 2 {
		if have[i] != want[i] {
			n++
		}
	}
	return n
}

// Classify answers an illegal-move step: candidate i is "legal" or illegal
// by the rule named by code (a rules refusal code).
func (s *Session) Classify(i int, code string) Verdict {
	return s.classify(i, code, func(move string) (*rules.Refusal, error) {
		m, err := readMove(s.pos, move)
		if err != nil {
			return nil, err
		}
		return s.pos.Why(m), nil
	})
}

// classify judges the answer code about candidate i; why gives the rules'
// refusal of a candidate's move, nil for a legal one.
func (r *lessonRun) classify(i int, code string, why func(move string) (*rules.Refusal, error)) Verdict {
	st := r.step()
	switch {
	case r.status == StepSolved:
		return r.tell(Verdict{}, say(SayStepFinished))
	case st.Kind != KindIllegal || i < 0 || i >= len(st.Candidates):
		return r.tell(Verdict{}, say(SayNoSuchChoice))
	case r.answered[i]:
		return r.tell(Verdict{}, say(SayAnswered))
	}
	c := st.Candidates[i]
	refusal, err := why(c.Move)
	if err != nil {
		return r.tell(Verdict{}, badData(err))
	}
	if code != c.Code {
		return r.mistake([]Note{say(wrongClass(c.Code, code)), {Text: st.Failure}}, "")
	}
	r.answered[i] = true
	msg := []Note{say(SayLegal)}
	if refusal != nil {
		msg = []Note{say(SayNotLegal), {Refusal: refusal}}
	}
	msg = append(msg, Note{Text: c.Why})
	if slices.Contains(r.answered, false) {
		return r.tell(Verdict{Accepted: true, Rule: c.Code}, msg...)
	}
	v := r.finish(msg...)
	v.Rule = c.Code
	return v
}

// wrongClass says gently what was wrong with a classification.
func wrongClass(want, got string) Say {
	switch {
	case got == "legal":
		return SaySaidLegal
	case want == "legal":
		return SaySaidIllegal
	}
	return SayWrongReason
}

// Read finishes a story page: the student has read it. On the last page it
// finishes the lesson.
func (r *lessonRun) Read() Verdict {
	switch {
	case r.status == StepSolved:
		return r.tell(Verdict{}, say(SayStepFinished))
	case r.step().Kind != KindStory:
		return r.tell(Verdict{}, say(SayNoSuchChoice))
	}
	return r.verdict(Verdict{Accepted: true, StepDone: true})
}

// Choose answers a quiz step with the value of one of its options.
func (r *lessonRun) Choose(value string) Verdict {
	st := r.step()
	switch {
	case r.status == StepSolved:
		return r.tell(Verdict{}, say(SayStepFinished))
	case st.Kind != KindQuiz:
		return r.tell(Verdict{}, say(SayNoSuchChoice))
	case value == st.Answer:
		return r.finish()
	}
	for _, o := range st.Options {
		if o.Value == value {
			return r.mistake([]Note{{Text: st.Failure}, say(SayTryAgain)}, "")
		}
	}
	return r.tell(Verdict{}, say(SayNoSuchChoice))
}
