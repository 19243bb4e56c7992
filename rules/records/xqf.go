package records

import "errors"

// isXQF recognises an XQF file by its signature. (Stub: to be written.)
func isXQF(data []byte) bool { return len(data) >= 2 && data[0] == 'X' && data[1] == 'Q' }

// readXQF reads an XQF file's one game. (Stub: to be written.)
func readXQF(data []byte) (*rawGame, error) { return nil, errors.New("not yet read") }
