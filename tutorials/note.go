package tutorials

import (
	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
)

// Note is one part of what a runner tells the student, as facts (package
// i18n puts them in words); Text is content written in each language.
type (
	Note = i18n.Note
	Text = i18n.Text
	Say  = i18n.Say
)

// The phrases of the lesson and puzzle runners.
const (
	SayGood         Say = "good"
	SayTargetLeft   Say = "target-left"
	SayTryAgain     Say = "try-again"
	SayOutOfMoves   Say = "out-of-moves"
	SayStepFinished Say = "step-finished"
	SayNoSuchChoice Say = "no-such-choice"
	SayAnswered     Say = "answered"
	SayBadMove      Say = "bad-move"
	SaySwapOnly     Say = "swap-only"
	SayOnlyPiece    Say = "only-piece"  // Piece: the one the step moves
	SayGivesCheck   Say = "gives-check" // Piece: the enemy general or king it would check
	SayNotPlan      Say = "not-plan"    // legal, but not what the step asks
	SayNotMate      Say = "not-mate"
	SayWrongEnding  Say = "wrong-ending" // an Outcome note follows
	SayAfterReply   Say = "after-reply"  // Move: the reply that ends the game; an Outcome note follows
	SayNoCheck      Say = "no-check"
	SayWrongCheck   Say = "wrong-check" // Check: the one the move gives
	SayLegal        Say = "legal"
	SayNotLegal     Say = "not-legal" // a Refusal note follows
	SaySaidLegal    Say = "said-legal"
	SaySaidIllegal  Say = "said-illegal"
	SayWrongReason  Say = "wrong-reason"
	SayBadData      Say = "bad-data" // Move: what the lesson or puzzle data got wrong

	SayHintCheck         Say = "hint-check" // Piece: the piece to play, here and below
	SayHintCapture       Say = "hint-capture"
	SayHintQuiet         Say = "hint-quiet"
	SayHintQuietMate     Say = "hint-quiet-mate"
	SayHintQuietMaterial Say = "hint-quiet-material"
	SayPuzzleOver        Say = "puzzle-over"
)

// Says lists every phrase of the runners.
func Says() []Say {
	return []Say{SayGood, SayTargetLeft, SayTryAgain, SayOutOfMoves, SayStepFinished, SayNoSuchChoice,
		SayAnswered, SayBadMove, SaySwapOnly, SayOnlyPiece, SayGivesCheck, SayNotPlan, SayNotMate,
		SayWrongEnding, SayAfterReply, SayNoCheck, SayWrongCheck, SayLegal, SayNotLegal, SaySaidLegal,
		SaySaidIllegal, SayWrongReason, SayBadData, SayHintCheck, SayHintCapture, SayHintQuiet,
		SayHintQuietMate, SayHintQuietMaterial, SayPuzzleOver}
}

// say is a phrase note.
func say(s Say) Note { return Note{Say: s} }

// badData is a note about lesson or puzzle data that the tests should have
// caught: it cannot happen with checked data.
func badData(err error) Note { return Note{Say: SayBadData, Move: err.Error()} }

// MoveHint points at move m of position p without giving it away: it
// names the piece that plays it and says whether it checks, captures or is
// quiet.
func MoveHint(p *rules.Position, m rules.Move) Note {
	pc := p.At(m.From())
	n := Note{Say: SayHintQuiet, Piece: pc.Kind()}
	if !m.IsPass() && p.At(m.To()) != rules.Empty {
		n.Say = SayHintCapture
	}
	if p.CheckKinds(m) != 0 {
		n.Say = SayHintCheck
	}
	return n
}
