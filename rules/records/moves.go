package records

import (
	"fmt"

	"github.com/elephant-chess/elephant/rules"
)

// moveError is why a move word was not read: the Reason a Refusal gives
// and a sentence a person can check. Every notation reader of this package
// (Chinese, WXF, coordinates, SAN, Korean) returns it.
type moveError struct {
	reason Reason
	detail string
	rule   *rules.Refusal // the rule an illegal move breaks, when the rules say
}

func (e *moveError) Error() string { return e.reason.String() + ": " + e.detail }

// refuse builds a moveError with a formatted sentence.
func refuse(r Reason, format string, args ...any) *moveError {
	return &moveError{reason: r, detail: fmt.Sprintf(format, args...)}
}
