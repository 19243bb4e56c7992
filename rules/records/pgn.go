package records

// readPGN splits PGN text into games. (Stub: being written.)
func readPGN(text string) []rawGame { return nil }
