package view

import "github.com/elephant-chess/elephant/rules"

// pieceNames are the English names the interface reads out, by game and
// FEN letter (upper case).
var pieceNames = map[rules.Game]map[byte]string{
	rules.Xiangqi:   {'K': "general", 'A': "advisor", 'B': "elephant", 'N': "horse", 'R': "chariot", 'C': "cannon", 'P': "soldier"},
	rules.Janggi:    {'K': "general", 'A': "guard", 'B': "elephant", 'N': "horse", 'R': "chariot", 'C': "cannon", 'P': "soldier"},
	rules.Shatar:    {'K': "noyon", 'J': "bers", 'R': "tereg", 'B': "teme", 'N': "mori", 'P': "fu"},
	rules.Hiashatar: {'K': "king", 'Q': "queen", 'R': "rook", 'B': "bishop", 'N': "knight", 'G': "bodyguard", 'P': "pawn"},
}

// sideNames name the first and second players of each game.
var sideNames = map[rules.Game][2]string{
	rules.Xiangqi: {"red", "black"}, rules.Janggi: {"cho", "han"},
	rules.Shatar: {"white", "black"}, rules.Hiashatar: {"white", "black"},
}

// SideName names the side that owns a FEN letter ("red", "han"...).
func SideName(g rules.Game, letter byte) string {
	if isFirst(letter) {
		return sideNames[g][0]
	}
	return sideNames[g][1]
}

// PieceName is the piece's English name, e.g. "horse" or "bers".
func PieceName(g rules.Game, letter byte) string {
	if n, ok := pieceNames[g][upper(letter)]; ok {
		return n
	}
	return "piece"
}

// PieceLabel describes a piece for screen readers: "red horse".
func PieceLabel(g rules.Game, letter byte) string {
	return SideName(g, letter) + " " + PieceName(g, letter)
}

// SquareLabel describes a point or square and what stands on it:
// "red horse on b1", or just "e5".
func SquareLabel(g rules.Game, name string, letter byte) string {
	if letter == 0 {
		return name
	}
	return PieceLabel(g, letter) + " on " + name
}
