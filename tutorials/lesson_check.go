package tutorials

import (
	"errors"
	"fmt"

	"github.com/elephant-chess/elephant/rules"
)

// Load-time checks: everything a runner needs to start every step without
// surprises — complete texts, valid FENs and squares, the fields each kind
// needs. Whether the exercises are solvable is proven by the tests, which
// search the positions.

// check validates a lesson's structure against the variant.
func (l *Lesson) check(v *rules.Variant) error {
	if !l.Title.Complete() || !l.Summary.Complete() {
		return errors.New("title and summary need a text in every language")
	}
	if len(l.Steps) == 0 {
		return errors.New("no steps")
	}
	for i := range l.Steps {
		if err := l.Steps[i].check(v); err != nil {
			return fmt.Errorf("step %d (%s): %w", i+1, l.Steps[i].Kind, err)
		}
	}
	return nil
}

func (s *Step) check(v *rules.Variant) error {
	if err := s.checkTexts(); err != nil {
		return err
	}
	if s.Rules != nil {
		sv, err := s.Rules.resolve(v.Game)
		if err != nil {
			return fmt.Errorf("rules: %w", err)
		}
		s.variant = sv
	}
	if _, err := parseSquares(v, s.Marks); err != nil {
		return fmt.Errorf("marks: %w", err)
	}
	for _, a := range s.Arrows {
		if _, err := parseSquares(v, []string{a.From, a.To}); err != nil {
			return fmt.Errorf("arrow: %w", err)
		}
	}
	if v.HiddenPieces {
		return s.checkBanqi(v)
	}
	p, err := stepPosition(v, s)
	if err != nil {
		return err
	}
	return s.checkKind(p)
}

func (s *Step) checkTexts() error {
	texts := map[string]Text{"goal": s.Goal, "success": s.Success, "failure": s.Failure}
	if s.Kind == KindStory {
		// A page to read: nothing succeeds or fails.
		texts = map[string]Text{"goal": s.Goal, "text": s.Text}
	} else if !s.Text.Empty() {
		return errors.New("only story steps have a text")
	}
	if !s.Hint.Empty() {
		texts["hint"] = s.Hint
	}
	for i, c := range s.Candidates {
		if !c.Why.Empty() {
			texts[fmt.Sprintf("candidate %d why", i+1)] = c.Why
		}
	}
	for i, o := range s.Options {
		texts[fmt.Sprintf("option %d", i+1)] = o.Text
	}
	for i, lm := range s.Line {
		if !lm.Note.Empty() {
			texts[fmt.Sprintf("line move %d note", i+1)] = lm.Note
		}
	}
	for name, t := range texts {
		if !t.Complete() {
			return fmt.Errorf("%s needs a text in every language", name)
		}
	}
	return nil
}

// checkKind checks the fields each kind of step needs.
func (s *Step) checkKind(p *rules.Position) error {
	v := p.Variant()
	switch s.Kind {
	case KindReach, KindCapture:
		return s.checkSolo(p)
	case KindOnly:
		if len(s.Accept) != 1 {
			return errors.New("an only-move step accepts exactly one move")
		}
		return checkMoves(p, s.Accept)
	case KindMate:
		if s.Moves != 1 && s.Moves != 2 {
			return fmt.Errorf("moves %d: mate steps are in 1 or 2", s.Moves)
		}
		if e := s.ending(); e.Result != "win" && e.Result != "draw" {
			return fmt.Errorf("ending result %q: want win or draw", e.Result)
		}
		return checkMoves(p, s.Accept)
	case KindCheck:
		if s.Check == "" {
			return errors.New("a check step names the kind of check")
		}
		return checkMoves(p, s.Accept)
	case KindIllegal:
		return s.checkCandidates(p)
	case KindLine:
		return s.checkLine()
	case KindSetup:
		if v.Setups == nil {
			return errors.New("setup steps are for janggi")
		}
		if _, err := rules.ParseJanggiSetup(s.Setup); err != nil {
			return err
		}
		if choSetup(s.FEN) == s.Setup {
			return errors.New("the setup asked for is already on the board")
		}
		return nil
	case KindQuiz:
		return s.checkQuiz()
	case KindStory:
		return nil
	}
	return fmt.Errorf("unknown kind %q", s.Kind)
}

func (s *Step) checkSolo(p *rules.Position) error {
	if s.Moves < 1 || len(s.Targets) == 0 {
		return errors.New("reach and capture steps need moves and targets")
	}
	if s.Par > s.Moves {
		return fmt.Errorf("par %d is more than the %d moves allowed", s.Par, s.Moves)
	}
	targets, err := parseSquares(p.Variant(), s.Targets)
	if err != nil {
		return fmt.Errorf("targets: %w", err)
	}
	us := p.SideToMove()
	for _, t := range targets {
		pc := p.At(t)
		switch {
		case s.Kind == KindCapture && (pc == rules.Empty || pc.Color() == us):
			return fmt.Errorf("target %s holds no enemy piece to capture", t)
		case s.Kind == KindReach && pc != rules.Empty:
			return fmt.Errorf("target %s is not empty", t)
		}
	}
	if s.Piece != "" {
		sq, err := p.Variant().ParseSquare(s.Piece)
		if err != nil {
			return fmt.Errorf("piece: %w", err)
		}
		if pc := p.At(sq); pc == rules.Empty || pc.Color() != us {
			return fmt.Errorf("piece: %s holds none of the student's pieces", s.Piece)
		}
	}
	return nil
}

// checkMoves checks that a list of moves is non-empty and readable.
func checkMoves(p *rules.Position, moves []string) error {
	if len(moves) == 0 {
		return errors.New("no accepted moves")
	}
	for _, m := range moves {
		if _, err := readMove(p, m); err != nil {
			return err
		}
	}
	return nil
}

func (s *Step) checkCandidates(p *rules.Position) error {
	if len(s.Candidates) < 2 {
		return errors.New("an illegal-move step shows at least two candidates")
	}
	for _, c := range s.Candidates {
		if _, err := readMove(p, c.Move); err != nil {
			return err
		}
		if c.Code == "" {
			return fmt.Errorf("candidate %s: code missing (use \"legal\" for a legal move)", c.Move)
		}
	}
	return nil
}

func (s *Step) checkLine() error {
	if len(s.Line) == 0 {
		return errors.New("a line step needs at least one move")
	}
	for i, lm := range s.Line {
		if len(lm.Play) == 0 {
			return fmt.Errorf("line move %d: no expected move", i+1)
		}
	}
	return nil
}

// quizVerifiers names the ways a quiz answer is proven from the rules.
var quizVerifiers = map[string]bool{"score-leader": true, "cho-setup": true, "check-kind": true, "outcome": true,
	"spanish": true}

func (s *Step) checkQuiz() error {
	if len(s.Options) < 2 {
		return errors.New("a quiz offers at least two options")
	}
	if !quizVerifiers[s.Verify] {
		return fmt.Errorf("verify %q unknown", s.Verify)
	}
	for _, o := range s.Options {
		if o.Value == s.Answer {
			return nil
		}
	}
	return fmt.Errorf("answer %q is not among the options", s.Answer)
}
