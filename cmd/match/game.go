package main

import (
	"time"

	"github.com/elephant-chess/elephant/rules"
)

type gameResult struct {
	result rules.Result
	reason string
	moves  []string
}

// playGame plays one game from the variant's start after the opening moves.
// A player that fails to answer or answers with an illegal move loses.
func playGame(v *rules.Variant, opening []string, first, second player, mt time.Duration, maxPlies int) gameResult {
	pos := v.StartPosition()
	var moves []string
	for _, s := range opening {
		m, err := pos.ParseMove(s)
		if err != nil {
			return gameResult{rules.Draw, "bad opening: " + err.Error(), moves}
		}
		pos.MakeMove(m)
		moves = append(moves, s)
	}
	players := [2]player{first, second}
	for _, p := range players {
		if err := p.newGame(v); err != nil {
			return gameResult{rules.Win(colorOf(p, players).Other()), "engine failed: " + err.Error(), moves}
		}
	}
	for len(moves) < maxPlies {
		if o := pos.Outcome(); o.Over() {
			return gameResult{o.Result, string(o.Reason), moves}
		}
		side := pos.SideToMove()
		s, err := players[side].move(pos, v.StartFEN, moves, mt)
		if err != nil {
			return gameResult{rules.Win(side.Other()), "engine failed: " + err.Error(), moves}
		}
		m, err := pos.ParseMove(s)
		if err != nil {
			return gameResult{rules.Win(side.Other()), "illegal move " + s, moves}
		}
		pos.MakeMove(m)
		moves = append(moves, m.String())
	}
	return gameResult{rules.Draw, "adjudicated (length)", moves}
}

func colorOf(p player, ps [2]player) rules.Color {
	if ps[0] == p {
		return rules.First
	}
	return rules.Second
}
