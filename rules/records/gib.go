package records

// isGIB recognises a Korean .gib file. (Stub: to be written.)
func isGIB(text string) bool { return false }

// readGIB reads every game of a .gib file. (Stub: to be written.)
func readGIB(text string) []rawGame { return nil }
