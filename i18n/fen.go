package i18n

import (
	"errors"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
)

// FENError says what is wrong with a FEN of game g: "bad FEN (rank 3): "z"
// is not a piece of this game".
func (l Lang) FENError(g rules.Game, e *rules.FENError) string {
	v := vals{"got": e.Got, "n": strconv.Itoa(e.N), "min": strconv.Itoa(e.Min), "want": strconv.Itoa(e.Want),
		"at": e.At.String(), "side": l.SideName(g, e.Side), "rank": strconv.Itoa(e.Rank)}
	if e.Kind != rules.NoKind {
		v["piece"], v["the_piece"] = l.Piece(g, e.Kind), l.The(g, e.Kind)
	}
	field := l.say(v, "fen.field."+strings.ReplaceAll(string(e.Field), " ", "-"))
	return l.say(vals{"field": field, "what": l.say(v, "fen."+string(e.Code))}, "fen.bad")
}

// Error words an error of the rules in game g: a FEN error, a refused move
// or a record not read to the end in the language, any other error as it
// reads.
func (l Lang) Error(g rules.Game, err error) string {
	var fe *rules.FENError
	var r *rules.Refusal
	var rr *records.Refusal
	switch {
	case errors.As(err, &rr):
		return l.RecordRefusal(rr)
	case errors.As(err, &fe):
		return l.FENError(g, fe)
	case errors.As(err, &r):
		return l.Refusal(r)
	}
	return err.Error()
}
