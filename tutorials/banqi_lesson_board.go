package tutorials

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// banqiBoard is a banqi step's board as the runner holds it: the referee,
// which keeps the deal under the face-down squares and reveals a piece only
// when it is turned up, and the student's side. It is a value: play and act
// return a new board and leave this one as it was.
type banqiBoard struct {
	ref    *rules.Referee
	player rules.Color // First before the colours are decided
}

// banqiStart sets up a step's board: its FEN under the step's own rules (or
// the course's), refereed with its deal.
func banqiStart(course *rules.Variant, s *Step) (banqiBoard, error) {
	v := course
	if s.variant != nil {
		v = s.variant
	}
	view, err := rules.ParseBanqi(v, s.FEN)
	if err != nil {
		return banqiBoard{}, fmt.Errorf("fen %q: %w", s.FEN, err)
	}
	ref, err := rules.NewRefereeAt(view, s.Deal.BanqiDeal)
	if err != nil {
		return banqiBoard{}, err
	}
	return banqiBoard{ref: ref, player: view.SideToMove()}, nil
}

// view returns the public view: no face-down identity in it.
func (b banqiBoard) view() *rules.BanqiView { return b.ref.View() }

// fork returns a referee of the same view and hidden pieces, free to play on.
func (b banqiBoard) fork() (*rules.Referee, error) {
	view := b.ref.View()
	return rules.NewRefereeAt(view, dealUnder(view, b.ref.Deal()))
}

// play plays an action (UCI form) for whichever side is to move, as in a game.
func (b banqiBoard) play(action string) (banqiBoard, error) {
	m, err := readAction(b.view(), action)
	if err != nil {
		return b, err
	}
	return b.playMove(m)
}

func (b banqiBoard) playMove(m rules.Move) (banqiBoard, error) {
	ref, err := b.fork()
	if err != nil {
		return b, err
	}
	if _, err := ref.Play(m); err != nil {
		return b, err
	}
	return banqiBoard{ref: ref, player: b.player}, nil
}

// act plays the student's action in a step where the opponent does not
// move: once the student's turn is over the turn comes straight back
// (a chain of captures goes on without it). The first flip of a game gives
// the student the colour of the piece it turns up.
func (b banqiBoard) act(m rules.Move) (banqiBoard, error) {
	decided := b.view().ColorsDecided()
	ref, err := b.fork()
	if err != nil {
		return b, err
	}
	revealed, err := ref.Play(m)
	if err != nil {
		return b, err
	}
	player := b.player
	if !decided {
		player = revealed.Color()
	}
	view := ref.View()
	if view.SideToMove() == player {
		return banqiBoard{ref: ref, player: player}, nil
	}
	back, err := rules.ParseBanqi(view.Variant(), withTurn(view.FEN(), player))
	if err != nil {
		return b, err
	}
	if ref, err = rules.NewRefereeAt(back, dealUnder(back, ref.Deal())); err != nil {
		return b, err
	}
	return banqiBoard{ref: ref, player: player}, nil
}

// withTurn returns a banqi FEN with c to move and no chain of captures.
func withTurn(fen string, c rules.Color) string {
	f := strings.Fields(withSide(fen, c))
	return strings.Join(f[:min(len(f), 5)], " ")
}

// dealUnder keeps the pieces of d that lie under view's face-down squares.
func dealUnder(view *rules.BanqiView, d rules.BanqiDeal) rules.BanqiDeal {
	var out rules.BanqiDeal
	for i := range out { // a deal lists rank 1 first, file a first
		if view.At(rules.SquareAt(i%8, i/8)) == rules.FaceDown {
			out[i] = d[i]
		}
	}
	return out
}

// readAction reads an action in UCI form without requiring it to be legal,
// so that an illegal one can be explained: a flip as its square twice
// ("c2c2") or once, a step or capture ("c2c3"), and the end of a chain of
// captures as the chaining piece's square twice, "pass" or "0000".
func readAction(b *rules.BanqiView, s string) (rules.Move, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if m, err := b.ParseMove(s); err == nil {
		return m, nil
	}
	chain := b.Chain()
	if s == "pass" || s == "0000" {
		return rules.NewMove(chain, chain, rules.NoKind), nil
	}
	from, rest, err := readSquare(b.Variant(), s)
	if err != nil {
		return rules.NoMove, fmt.Errorf("action %q: %w", s, err)
	}
	if rest == "" {
		return rules.NewFlip(from), nil
	}
	to, rest, err := readSquare(b.Variant(), rest)
	switch {
	case err != nil:
		return rules.NoMove, fmt.Errorf("action %q: %w", s, err)
	case rest != "":
		return rules.NoMove, fmt.Errorf("action %q: unexpected %q after the squares", s, rest)
	case from == to && from != chain:
		return rules.NewFlip(from), nil
	}
	return rules.NewMove(from, to, rules.NoKind), nil
}

// soloAllows reports whether a flip, reach or capture step lets the student
// make action m: flips of the targets in a flip step; in the others any
// action but a flip, of the step's piece if it names one.
func soloAllows(kind StepKind, piece rules.Square, targets []string, m rules.Move) bool {
	if kind == KindFlip {
		return m.IsFlip() && hits(targets, m)
	}
	return !m.IsFlip() && (piece == rules.NoSquare || m.From() == piece)
}

// hits reports whether m lands on one of the targets (a pass lands nowhere).
func hits(targets []string, m rules.Move) bool {
	for _, t := range targets {
		if !m.IsPass() && t == m.To().String() {
			return true
		}
	}
	return false
}

// banqiSolo is the state of a flip, reach or capture step: the board, the
// piece the step moves (NoSquare if any) and the targets left.
type banqiSolo struct {
	board banqiBoard
	piece rules.Square
	left  []string
}

// after plays m and returns the state it leads to, and whether it ends the
// student's turn (a capture that a chain continues does not).
func (st banqiSolo) after(m rules.Move) (banqiSolo, bool, error) {
	next, err := st.board.act(m)
	if err != nil {
		return st, false, err
	}
	piece := st.piece
	if m.From() == piece {
		piece = m.To()
	}
	var left []string
	for _, t := range st.left {
		if !hits([]string{t}, m) {
			left = append(left, t)
		}
	}
	return banqiSolo{board: next, piece: piece, left: left}, next.view().Chain() == rules.NoSquare, nil
}

// solveBanqi finds a shortest solution of a flip, reach or capture step in
// at most turns of the student's turns, by iterative deepening.
func solveBanqi(s *Step, b banqiBoard, turns int) ([]string, bool) {
	start := banqiSolo{board: b, piece: rules.NoSquare, left: s.Targets}
	if s.Piece != "" {
		start.piece, _ = b.view().Variant().ParseSquare(s.Piece)
	}
	for n := 1; n <= turns; n++ {
		if line, ok := searchBanqi(s.Kind, start, n); ok {
			return line, true
		}
	}
	return nil, false
}

func searchBanqi(kind StepKind, st banqiSolo, turns int) ([]string, bool) {
	for _, m := range st.board.view().LegalMoves() {
		if !soloAllows(kind, st.piece, st.left, m) {
			continue
		}
		next, done, err := st.after(m)
		if err != nil {
			continue
		}
		if len(next.left) == 0 {
			return []string{m.String()}, true
		}
		rest := turns
		if done {
			rest--
		}
		if rest == 0 {
			continue
		}
		if line, ok := searchBanqi(kind, next, rest); ok {
			return append([]string{m.String()}, line...), true
		}
	}
	return nil, false
}
