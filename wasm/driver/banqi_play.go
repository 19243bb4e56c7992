package driver

import (
	"errors"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// over reports whether the game has ended, by the rules or by the page.
func (b *Banqi) over() bool {
	return b.ref != nil && (b.ended != "" || b.ref.Outcome().Over())
}

// canMove reports whether the person may act for the side to move now.
func (b *Banqi) canMove() bool {
	if b.ref == nil || b.over() || b.reviewing {
		return false
	}
	view := b.ref.View()
	switch b.mode {
	case Play:
		return b.seats[b.seatToMove(view)]
	case Engine:
		return !b.thinking && b.seats[b.seatToMove(view)]
	case Puzzle:
		return !b.waiting && b.puzzleOpen() && view.SideToMove() == b.solver()
	}
	return false
}

// whyNot explains why the person may not act now.
func (b *Banqi) whyNot() string {
	l := b.lang
	switch {
	case b.ref == nil:
		return ""
	case b.reviewing:
		return l.T("board.review")
	case b.over():
		return l.T("status.over")
	case b.mode == View:
		return l.T("board.view")
	case b.thinking:
		return l.T("board.thinking")
	case b.mode == Puzzle && b.attempt.whyNot(l) != "":
		return b.attempt.whyNot(l)
	}
	return b.turnText(b.ref.View())
}

// turnText says whose turn it is; before the first flip, that any piece
// may be turned up.
func (b *Banqi) turnText(view *rules.BanqiView) string {
	if !view.ColorsDecided() {
		return b.lang.T("board.banqi.first")
	}
	return b.lang.T("board.turn", b.lang.SideName(rules.Banqi, view.SideToMove()))
}

// Press handles a pointer going down on sq: a face-down piece is turned
// up at once; the side to move's piece is picked up (true: it may be
// dragged); a destination of the piece held receives it.
func (b *Banqi) Press(sq rules.Square) bool {
	if b.ref == nil {
		return false
	}
	b.pressedAgain = false
	if sq == rules.NoSquare || b.reviewing {
		b.clearSelection()
		if b.reviewing && sq != rules.NoSquare {
			b.message = b.whyNot()
		}
		return false
	}
	view := b.ref.View()
	pc := view.At(sq)
	own := pc != rules.Empty && pc != rules.FaceDown && view.ColorsDecided() && pc.Color() == view.SideToMove()
	switch {
	case b.selected != rules.NoSquare && sq != b.selected && (!own || b.isDest(sq)):
		b.try(rules.NewMove(b.selected, sq, rules.NoKind), true)
		return false
	case pc == rules.FaceDown:
		b.clearSelection()
		b.try(rules.NewFlip(sq), true)
		return false
	case pc == rules.Empty:
		b.clearSelection()
		return false
	case !b.canMove():
		b.clearSelection()
		b.message = b.whyNot()
		return false
	case !own:
		b.clearSelection()
		b.refuse(b.lang.Refusal(view.Why(rules.NewMove(sq, sq, rules.NoKind))))
		return false
	}
	b.pressedAgain = b.selected == sq
	b.selected = sq
	b.message = ""
	return true
}

// Release handles the pointer coming up on sq after a Press.
func (b *Banqi) Release(sq rules.Square, dragged bool) {
	from := b.selected
	if b.ref == nil || from == rules.NoSquare {
		return
	}
	switch {
	case dragged && sq != from && sq != rules.NoSquare:
		b.try(rules.NewMove(from, sq, rules.NoKind), false)
	case !dragged && sq == from && b.pressedAgain:
		// A second click on the piece of a chain of captures ends the turn.
		if from == b.ref.View().Chain() {
			b.try(rules.NewMove(from, from, rules.NoKind), false)
		} else {
			b.clearSelection()
		}
	}
	b.pressedAgain = false
}

// Cancel lets go of the piece held (Escape).
func (b *Banqi) Cancel() {
	b.clearSelection()
	b.message = ""
}

// dests returns the legal actions of the piece held.
func (b *Banqi) dests() []rules.Move {
	if b.selected == rules.NoSquare || b.ref == nil {
		return nil
	}
	var out []rules.Move
	for _, m := range b.ref.View().LegalMoves() {
		if m.From() == b.selected && !m.IsFlip() && m.To() != m.From() {
			out = append(out, m)
		}
	}
	return out
}

func (b *Banqi) isDest(sq rules.Square) bool {
	for _, m := range b.dests() {
		if m.To() == sq {
			return true
		}
	}
	return false
}

// try plays the person's action if they may, and otherwise says why not.
func (b *Banqi) try(m rules.Move, animate bool) {
	defer b.clearSelection()
	if !b.canMove() {
		b.message = b.whyNot()
		return
	}
	view := b.ref.View()
	if why := view.Why(m); why != nil {
		b.refuse(b.lang.Refusal(why))
		return
	}
	if b.mode == Puzzle {
		b.puzzleMove(m, animate)
		return
	}
	b.actor = "user"
	b.play(m, animate)
	b.maybeThink()
}

// play has the referee play m (known legal) and tells what happened.
func (b *Banqi) play(m rules.Move, animate bool) {
	before := b.ref.View()
	mover := before.SideToMove()
	revealed, err := b.ref.Play(m)
	if err != nil { // m was checked against the same view
		b.message = err.Error()
		return
	}
	b.clearSelection()
	if animate && !b.reviewing {
		b.animate = m
	}
	text := b.describe(before, m, revealed)
	b.message = ""
	after := b.ref.View()
	if m.IsFlip() {
		b.message = b.lang.T("board.banqi.flip", m.From().String(), b.lang.PieceLabel(rules.Banqi, b.letter(revealed)))
	}
	if o := after.Outcome(); o.Over() {
		b.message = b.lang.Outcome(o)
		text = i18n.JoinSpoken([]string{text, b.message})
	} else if sq := after.Chain(); sq != rules.NoSquare {
		b.message = b.lang.T("board.banqi.chain", b.lang.PieceWord(rules.Banqi, b.letter(after.At(sq))))
	}
	if b.quiet {
		b.message = ""
	}
	b.announce = append(b.announce, text)
	b.record(m, revealed, mover, before.ColorsDecided(), after)
}

// letter is a face-up piece's letter, 0 for anything else.
func (b *Banqi) letter(pc rules.Piece) byte {
	if pc == rules.Empty || pc == rules.FaceDown {
		return 0
	}
	return b.v.Letter(pc)
}

// describe puts an action in words: "red chariot turned up on c2", "black
// horse b2 to b3, takes red cannon".
func (b *Banqi) describe(view *rules.BanqiView, m rules.Move, revealed rules.Piece) string {
	l := b.lang
	switch {
	case m.IsFlip():
		return l.T("aria.flip", l.PieceLabel(rules.Banqi, b.letter(revealed)), m.From().String())
	case m.From() == m.To():
		return l.T("aria.pass", l.SideWord(rules.Banqi, b.letter(view.At(m.From()))))
	}
	text := l.T("aria.move", l.PieceLabel(rules.Banqi, b.letter(view.At(m.From()))), m.From().String(), m.To().String())
	switch target := view.At(m.To()); {
	case target == rules.FaceDown:
		text = l.T("aria.takes", text, l.PieceLabel(rules.Banqi, b.letter(revealed)))
	case target != rules.Empty:
		text = l.T("aria.takes", text, l.PieceLabel(rules.Banqi, b.letter(target)))
	}
	return text
}

// record keeps an action for the elephant-move event: its UCI form with
// the piece it turned up, if any ("c2c2R"), as elephant uci reads it.
func (b *Banqi) record(m rules.Move, revealed rules.Piece, mover rules.Color, decided bool, after *rules.BanqiView) {
	by := b.actor
	if by == "" {
		by = "api"
	}
	b.actor = ""
	uci := m.String()
	if revealed != rules.Empty {
		uci += string(rune(b.letter(revealed)))
	}
	// The mover of the flip that decides the colours takes the other's.
	side := ""
	switch {
	case decided:
		side = sideLetter(mover)
	case after.ColorsDecided():
		side = sideLetter(after.SideToMove().Other())
	}
	b.events = append(b.events, MoveEvent{UCI: uci, FEN: after.FEN(), Ply: after.Ply(), Side: side, By: by})
	if o := after.Outcome(); o.Over() && b.ended == "" {
		b.end = &EndEvent{Status: b.Status(), Result: o.Result.String(), Text: b.lang.Outcome(o)}
	}
}

func sideLetter(c rules.Color) string {
	if c == rules.Second {
		return "b"
	}
	return "w"
}

// Status is the board's data-status: playing, solved, failed, error or how
// the game ended.
func (b *Banqi) Status() string {
	switch {
	case b.ref == nil:
		return "error"
	case b.mode == Puzzle && b.attempt.status() != "":
		return b.attempt.status()
	}
	o := b.ref.Outcome()
	switch {
	case !o.Over() && b.ended != "":
		return b.ended
	case !o.Over():
		return "playing"
	case o.Result == rules.Draw:
		return "draw"
	}
	return string(o.Reason)
}

// Move plays an action in UCI form for the side to move (element.move).
func (b *Banqi) Move(uci string) error {
	switch {
	case b.ref == nil:
		return errors.New(b.Error())
	case b.mode == Puzzle:
		return errors.New(b.lang.T("refuse.illegal"))
	case b.over():
		return errors.New(b.lang.T("status.over"))
	}
	view := b.ref.View()
	m, err := view.ParseMove(strings.TrimSpace(uci))
	if err != nil {
		if from, to, ok := squarePair(b.v, strings.TrimSpace(uci)); ok {
			if why := view.Why(rules.NewMove(from, to, rules.NoKind)); why != nil {
				return errors.New(b.lang.Refusal(why))
			}
		}
		return errors.New(b.lang.T("board.badmove", clip(uci), reason(err)))
	}
	b.stopThinking()
	b.reviewing = false
	b.actor = "api"
	b.play(m, true)
	b.maybeThink()
	return nil
}

// Undo takes back the last action (element.undo).
func (b *Banqi) Undo() error {
	if b.ref == nil || b.mode == Puzzle || !b.ref.Undo() {
		return errors.New(b.lang.T("board.nohistory"))
	}
	b.stopThinking()
	b.reviewing = false
	b.clearSelection()
	b.message = ""
	return nil
}

// Takeback takes back actions until the person is to move again, having
// taken back at least one of theirs: the engine's reply and the person's
// action before it (the page's takeback button).
func (b *Banqi) Takeback() error {
	if err := b.Undo(); err != nil {
		return err
	}
	for b.ref.View().Ply() > 0 && !b.seats[b.seatToMove(b.ref.View())] {
		b.ref.Undo()
	}
	b.maybeThink()
	return nil
}

func (b *Banqi) stopThinking() {
	if b.thinking {
		b.thinking = false
		b.host.CancelThink()
	}
}

// maybeThink asks the engine to act when it is its turn. The request
// holds the view, never the deal.
func (b *Banqi) maybeThink() {
	if b.mode != Engine || b.ref == nil || b.over() || b.thinking || b.reviewing {
		return
	}
	view := b.ref.View()
	if b.seats[b.seatToMove(view)] {
		return
	}
	b.thinkID++
	b.thinking = true
	b.message = b.lang.T("board.thinking")
	b.host.Think(protocol.Request{ID: b.thinkID, Game: protocol.Banqi, Variant: b.v.Name, FEN: view.FEN(),
		Level: b.level, Limits: protocol.Limits{MoveTime: time.Duration(150+120*b.level) * time.Millisecond}})
}

// EngineMove plays the engine's answer to request id; stale answers are ignored.
func (b *Banqi) EngineMove(id int, uci string) {
	if id != b.thinkID || !b.thinking || b.ref == nil {
		return
	}
	b.thinking = false
	m, err := b.ref.View().ParseMove(uci)
	if err != nil {
		b.message = b.lang.T("board.engine.answer", clip(uci), reason(err))
		return
	}
	b.actor = "engine"
	b.play(m, true)
	b.maybeThink() // the engine's chain of captures goes on
}
