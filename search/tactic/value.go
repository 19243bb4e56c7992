// Package tactic proves "win material" puzzles: that a side to move wins at
// least a stated amount of material within a fixed number of its own moves,
// against every defence, and that no other first move does as well.
//
// It is deliberately separate from package search: it uses only rules/, a
// material-only evaluation with the games' usual piece values, and a plain
// full-width alpha-beta search with a quiescence search on captures and
// check evasions. Nothing is tuned, nothing is pruned but by alpha-beta,
// and the move order is fixed, so a proof is deterministic and does not
// change when the engine's evaluation does.
package tactic

import "github.com/elephant-chess/elephant/rules"

// Scale is the number of value units in one point: values are kept in
// tenths so that a xiangqi cannon can be worth 4.5.
const Scale = 10

// values are the usual piece values of each game, in tenths of a point. The
// royal pieces have none: losing one is a checkmate, which the search scores
// apart from material.
var values = map[rules.Game]map[rules.Kind]int{
	// Xiangqi as most books count: chariot 9, cannon 4.5, horse 4,
	// advisor and elephant 2, soldier 1.
	rules.Xiangqi: {rules.Chariot: 90, rules.Cannon: 45, rules.Horse: 40, rules.Advisor: 20,
		rules.Elephant: 20, rules.Soldier: 10},
	// Janggi's own counting values (the points of the counting rule).
	rules.Janggi: {rules.Chariot: 130, rules.JanggiCannon: 70, rules.Horse: 50,
		rules.LongElephant: 30, rules.Guard: 30, rules.Soldier: 20},
	// Shatar: chess values; the bers (rook and one diagonal step) between a
	// rook and a queen.
	rules.Shatar: {rules.Bers: 70, rules.Chariot: 50, rules.Bishop: 30, rules.Knight: 30, rules.Pawn: 10},
	// Hiashatar: chess values, the bodyguard (one or two steps any way) a
	// minor piece.
	rules.Hiashatar: {rules.Queen: 90, rules.Chariot: 50, rules.Bishop: 30, rules.Knight: 30,
		rules.Bodyguard: 30, rules.Pawn: 10},
}

// Value returns the value of a kind in a game, in tenths of a point (0 for
// a royal piece or a kind the game does not have).
func Value(g rules.Game, k rules.Kind) int { return values[g][k] }

// Material returns side c's material minus the other side's, in tenths.
func Material(pos *rules.Position, c rules.Color) int {
	g := pos.Variant().Game
	sum := 0
	for _, s := range pos.Variant().Squares() {
		pc := pos.At(s)
		if pc == rules.Empty || pc == rules.Wall {
			continue
		}
		if v := Value(g, pc.Kind()); pc.Color() == c {
			sum += v
		} else {
			sum -= v
		}
	}
	return sum
}
