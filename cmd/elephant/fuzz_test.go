package main

import (
	"io"
	"strings"
	"testing"
)

// FuzzUCICommand feeds arbitrary lines to the command handler: nothing may
// panic. Searches are left out (they would only start goroutines); perft is
// kept shallow.
func FuzzUCICommand(f *testing.F) {
	for _, s := range []string{
		"uci", "isready", "position startpos moves h3e3 h10g8", "position fen 9/9/9 w",
		"setoption name UCI_Variant value janggi", "setoption name Hash value -1",
		"position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves a1a2 a2a1 0000",
		"setoption name JanggiBikjang value fsf", "d", "go perft 1", "position fen k9/10/10 b - - 0 1 moves",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		u := newUCI(io.Discard)
		for _, l := range strings.Split(line, "\n") {
			if f := strings.Fields(l); len(f) > 0 && f[0] == "go" {
				l = "go perft 1"
			}
			u.command(l)
		}
	})
}
