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

// Value returns the usual value of a kind in a game (rules.PieceValue), in
// tenths of a point (0 for a royal piece or a kind the game does not have).
func Value(g rules.Game, k rules.Kind) int { return rules.PieceValue(g, k) }

// Material returns side c's material minus the other side's, in tenths.
func Material(pos *rules.Position, c rules.Color) int {
	v := pos.Variant()
	sum := 0
	for _, s := range v.Squares() {
		pc := pos.At(s)
		if pc == rules.Empty || pc == rules.Wall {
			continue
		}
		if n := v.Kind(pc.Kind()).Value; pc.Color() == c {
			sum += n
		} else {
			sum -= n
		}
	}
	return sum
}
