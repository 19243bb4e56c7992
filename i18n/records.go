package i18n

import "github.com/elephant-chess/elephant/rules/records"

// RecordRefusal words why a record was not read to the end: its line, the
// move and why it was refused, and the rule an illegal move breaks ("line 6:
// move 5 'h3h10' is not a legal move there: There is no piece on h3.").
func (l Lang) RecordRefusal(r *records.Refusal) string {
	why := l.T("an.db.why." + r.Reason.String())
	var said string
	switch {
	case r.Ply > 0 && r.Text != "":
		said = l.T("record.move", r.Ply, r.Text, why)
	case r.Ply > 0:
		said = l.T("record.ply", r.Ply, why)
	default:
		said = l.T("an.db.refused", why)
	}
	if r.Rule != nil {
		said = l.T("record.because", said, l.Refusal(r.Rule))
	}
	if r.Line > 0 {
		said = l.T("record.line", r.Line, said)
	}
	return said
}
