package records

// play reads game i's moves against the rules. (Stub: being written.)
func (s *Source) play(i int) *Game { return &Game{Index: i + 1} }
