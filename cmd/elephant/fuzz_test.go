package main

import (
	"io"
	"strconv"
	"strings"
	"testing"
)

// FuzzUCICommand feeds arbitrary lines to the session: nothing may panic.
// Searches and perft run in the background as in a real session; the end
// of each input stops them. The session has a 1 MB table, and larger Hash
// values are left out, so that the fuzzer spends its time on inputs.
func FuzzUCICommand(f *testing.F) {
	for _, s := range []string{
		"uci", "isready", "position startpos moves h3e3 h10g8", "position fen 9/9/9 w",
		"setoption name UCI_Variant value janggi", "setoption name Hash value -1",
		"position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves a1a2 a2a1 0000",
		"setoption name JanggiBikjang value fsf", "d", "go perft 1", "position fen k9/10/10 b - - 0 1 moves",
		"go wtime 0 btime 100 winc 10 binc 10 movestogo 3", "go depth 2\nstop", "go byoyomi 5 nodes 300",
		"setoption name Move Overhead value 0\ngo wtime 1 btime 1",
		"setoption name UCI_Variant value banqi\nposition startpos moves a1a1R b1b1p a1b1\ngo perft 2\ngo nodes 200",
		"setoption name UCI_Variant value banqi-hongkong\nposition fen 7k/8/8/Rn3x2 w p 0 1 moves a1b1 f1f1p\ngo depth 1\nd",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		u := newUCIHash(io.Discard, 1)
		defer u.waitSearch(true)
		for _, l := range strings.Split(input, "\n") {
			if bigHash(l) {
				continue
			}
			u.command(l)
		}
	})
}

// bigHash reports a setoption line asking for a table over 1 MB.
func bigHash(line string) bool {
	f := strings.Fields(line)
	if len(f) < 5 || f[0] != "setoption" {
		return false
	}
	i := indexOf(f, "value")
	if i == len(f) || !strings.EqualFold(strings.Join(f[2:i], " "), "Hash") {
		return false
	}
	n, err := strconv.Atoi(strings.Join(f[i+1:], " "))
	return err == nil && n > 1
}
