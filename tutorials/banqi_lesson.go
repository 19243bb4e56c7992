package tutorials

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
)

// Banqi lessons use the same files and Step fields as the other games, read
// against a *rules.BanqiView instead of a rules.Position, plus what hidden
// pieces need: a step's Deal names the piece under each face-down square, so
// that every flip turns up what the lesson says. Step rules name a banqi
// preset and rules.BanqiOptions as their options.

// KindFlip: turn up every target square within Moves flips; the opponent
// does not move. Banqi only.
const KindFlip StepKind = "flip"

// banqiKinds are the step kinds a banqi lesson may use.
var banqiKinds = []StepKind{KindStory, KindFlip, KindReach, KindCapture, KindIllegal, KindLine, KindQuiz}

// BanqiCourse loads the banqi lessons. Course.Start runs only the games
// played through rules.Position: run banqi's lessons with Course.Run.
func BanqiCourse() (*Course, error) { return LoadCourse(rules.Banqi.String()) }

// StepDeal names the pieces under a banqi step's face-down squares. In JSON
// it is a board in rules.BanqiDeal's notation ("8/8/2Pk4/8") or an object
// by square ({"c2": "P", "d2": "k"}); either is checked by
// rules.ParseBanqiDeal.
type StepDeal struct {
	rules.BanqiDeal
}

// UnmarshalJSONFrom reads either form of a deal.
func (d *StepDeal) UnmarshalJSONFrom(dec *jsonv.Decoder) error {
	var board string
	if dec.Peek() != '{' {
		if err := dec.Decode(&board); err != nil {
			return errors.New("deal: want a board (\"8/8/2Pk4/8\") or pieces by square ({\"c2\": \"P\"})")
		}
		return d.parse(board)
	}
	var bySquare map[string]string
	if err := dec.Decode(jsonv.Map(&bySquare, jsonv.Self[string])); err != nil {
		return fmt.Errorf("deal: %w", err)
	}
	board, err := dealBoard(bySquare)
	if err != nil {
		return fmt.Errorf("deal: %w", err)
	}
	return d.parse(board)
}

// MarshalJSONTo writes the deal as a board.
func (d *StepDeal) MarshalJSONTo(e *jsonv.Encoder) { e.String(d.String()) }

func (d *StepDeal) parse(board string) error {
	deal, err := rules.ParseBanqiDeal(board)
	if err != nil {
		return fmt.Errorf("deal: %w", err)
	}
	d.BanqiDeal = deal
	return nil
}

// dealBoard writes pieces by square ("c2": "P") as a deal board, ranks 4 to 1.
func dealBoard(bySquare map[string]string) (string, error) {
	rows := make([][]byte, 4)
	for i := range rows {
		rows[i] = []byte("........")
	}
	for sq, letter := range bySquare {
		if len(sq) != 2 || sq[0] < 'a' || sq[0] > 'h' || sq[1] < '1' || sq[1] > '4' {
			return "", fmt.Errorf("%q is not a square of the 4×8 board", sq)
		}
		if len(letter) != 1 || !strings.Contains("KABRNCPkabrncp", letter) {
			return "", fmt.Errorf("%s: %q is not a piece letter (K A B R N C P, lower case for black)", sq, letter)
		}
		rows['4'-sq[1]][sq[0]-'a'] = letter[0]
	}
	return gridFEN(rows, "-"), nil
}

// banqiVariant builds the banqi rules the step names: the preset base with
// the fields of rules.BanqiOptions that the options override.
func (r *StepRules) banqiVariant(base *rules.Variant) (*rules.Variant, error) {
	o := base.Banqi
	if len(r.Options) > 0 {
		if err := jsonv.UnmarshalStrict(r.Options, o.JSON()); err != nil {
			return nil, fmt.Errorf("options: %w", err)
		}
	}
	v, err := rules.NewBanqiVariant(o)
	if err != nil {
		return nil, fmt.Errorf("options: %w", err)
	}
	v.Name = r.Preset
	return v, nil
}

// checkBanqi checks a banqi step once its texts, rules and squares are
// checked: its board and deal, and what its kind asks, proven on the board.
func (s *Step) checkBanqi(course *rules.Variant) error {
	if !slices.Contains(banqiKinds, s.Kind) {
		return fmt.Errorf("kind %q: banqi steps are %v", s.Kind, banqiKinds)
	}
	if len(s.History) > 0 {
		return errors.New("banqi steps have no history: set the board up in fen")
	}
	b, err := banqiStart(course, s)
	if err != nil {
		return err
	}
	switch s.Kind {
	case KindFlip, KindReach, KindCapture:
		return s.checkBanqiSolo(b)
	case KindIllegal:
		return s.checkBanqiCandidates(b.view())
	case KindLine:
		return s.checkBanqiLine(b)
	case KindQuiz:
		return s.checkBanqiQuiz(b)
	}
	return nil
}

// checkBanqiSolo checks the targets of a flip, reach or capture step and
// that a search solves it within its moves.
func (s *Step) checkBanqiSolo(b banqiBoard) error {
	switch {
	case s.Moves < 1 || len(s.Targets) == 0:
		return errors.New("flip, reach and capture steps need moves and targets")
	case s.Kind == KindFlip && s.Moves < len(s.Targets):
		return fmt.Errorf("%d flips allowed for %d targets", s.Moves, len(s.Targets))
	}
	if s.Par > s.Moves {
		return fmt.Errorf("par %d is more than the %d moves allowed", s.Par, s.Moves)
	}
	view := b.view()
	targets, err := parseSquares(view.Variant(), s.Targets)
	if err != nil {
		return fmt.Errorf("targets: %w", err)
	}
	for _, t := range targets {
		if err := s.checkBanqiTarget(view, t); err != nil {
			return err
		}
	}
	if s.Piece != "" {
		sq, err := view.Variant().ParseSquare(s.Piece)
		if err != nil {
			return fmt.Errorf("piece: %w", err)
		}
		if pc := view.At(sq); s.Kind == KindFlip || !faceUp(pc) || pc.Color() != view.SideToMove() {
			return fmt.Errorf("piece: %s holds none of the student's face-up pieces", s.Piece)
		}
	}
	if _, ok := solveBanqi(s, b, s.Moves); !ok {
		return fmt.Errorf("no solution in %d moves", s.Moves)
	}
	return nil
}

func (s *Step) checkBanqiTarget(view *rules.BanqiView, t rules.Square) error {
	pc := view.At(t)
	switch {
	case s.Kind == KindFlip && pc != rules.FaceDown:
		return fmt.Errorf("target %s is not face down", t)
	case s.Kind == KindReach && pc != rules.Empty:
		return fmt.Errorf("target %s is not empty", t)
	case s.Kind == KindCapture && (!faceUp(pc) || pc.Color() == view.SideToMove() || !view.ColorsDecided()):
		return fmt.Errorf("target %s holds no face-up enemy piece to capture", t)
	}
	return nil
}

// checkBanqiCandidates checks that each candidate gets the stated code from
// BanqiView.Why ("legal" for a legal action).
func (s *Step) checkBanqiCandidates(view *rules.BanqiView) error {
	if len(s.Candidates) < 2 {
		return errors.New("an illegal-move step shows at least two candidates")
	}
	for _, c := range s.Candidates {
		m, err := readAction(view, c.Move)
		if err != nil {
			return err
		}
		if got := banqiCode(view, m); got != c.Code {
			return fmt.Errorf("candidate %s: the rules say %q, the lesson says %q", c.Move, got, c.Code)
		}
	}
	return nil
}

// banqiCode is the refusal code of action m, or "legal".
func banqiCode(view *rules.BanqiView, m rules.Move) string {
	if r := view.Why(m); r != nil {
		return string(r.Code)
	}
	return "legal"
}

// checkBanqiLine plays the line: every expected action and alternative, and
// every reply, must be legal where it stands.
func (s *Step) checkBanqiLine(b banqiBoard) error {
	if err := s.checkLine(); err != nil {
		return err
	}
	for i, lm := range s.Line {
		for _, alt := range lm.Play[1:] {
			if _, err := b.play(alt); err != nil {
				return fmt.Errorf("line move %d: %w", i+1, err)
			}
		}
		var err error
		if b, err = b.play(lm.Play[0]); err != nil {
			return fmt.Errorf("line move %d: %w", i+1, err)
		}
		if lm.Reply == "" {
			continue
		}
		if b, err = b.play(lm.Reply); err != nil {
			return fmt.Errorf("line move %d reply: %w", i+1, err)
		}
	}
	return nil
}

// checkBanqiQuiz proves the answer: banqi quizzes ask how the game stands
// after Move ("outcome": the outcome's reason, "" when the game goes on).
func (s *Step) checkBanqiQuiz(b banqiBoard) error {
	if err := s.checkQuiz(); err != nil {
		return err
	}
	if s.Verify != "outcome" {
		return fmt.Errorf("verify %q: banqi quizzes verify the outcome", s.Verify)
	}
	after, err := b.play(s.Move)
	if err != nil {
		return fmt.Errorf("move: %w", err)
	}
	if got := string(after.ref.Outcome().Reason); got != s.Answer {
		return fmt.Errorf("the rules say %q, the lesson's answer is %q", got, s.Answer)
	}
	return nil
}

// faceUp reports whether pc is a face-up piece.
func faceUp(pc rules.Piece) bool { return pc != rules.Empty && pc != rules.FaceDown }
