package records

import "strings"

// isDhtmlXQ recognises DhtmlXQ text. (Stub: to be written.)
func isDhtmlXQ(text string) bool { return strings.Contains(text, "[DhtmlXQ") }

// readDhtmlXQ reads every DhtmlXQ game in text. (Stub: to be written.)
func readDhtmlXQ(text string) []rawGame { return nil }
