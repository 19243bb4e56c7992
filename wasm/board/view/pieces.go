package view

import (
	"fmt"
	"math"
	"strings"
)

// Style is a set of piece drawings.
type Style uint8

const (
	// Traditional: Chinese characters on discs (xiangqi), Hanja on octagons
	// sized by rank (janggi), carved figures (the Mongolian games).
	Traditional Style = iota
	// Western: letters a western chess player reads at a glance.
	Western
)

// ParseStyle reads "traditional" or "western"; anything else is Traditional.
func ParseStyle(s string) Style {
	if s == "western" {
		return Western
	}
	return Traditional
}

func (s Style) String() string {
	if s == Western {
		return "western"
	}
	return "traditional"
}

// Font stacks: brush-style CJK faces first, for the look of carved pieces.
const (
	CJKFonts   = `"KaiTi","STKaiti","AR PL UKai TW","AR PL UKai CN","BiauKai","Noto Serif CJK TC","Noto Serif CJK SC","Source Han Serif","Songti SC","SimSun",serif`
	LatinFonts = `"Helvetica Neue",Arial,"DejaVu Sans",sans-serif`
)

// characters of the xiangqi and janggi pieces by FEN letter (case = side).
var characters = map[Game]map[byte]string{
	Xiangqi: {
		'K': "帥", 'A': "仕", 'B': "相", 'N': "傌", 'R': "俥", 'C': "炮", 'P': "兵",
		'k': "將", 'a': "士", 'b': "象", 'n': "馬", 'r': "車", 'c': "砲", 'p': "卒",
	},
	Janggi: {
		'K': "楚", 'A': "士", 'B': "象", 'N': "馬", 'R': "車", 'C': "包", 'P': "卒",
		'k': "漢", 'a': "士", 'b': "象", 'n': "馬", 'r': "車", 'c': "包", 'p': "兵",
	},
}

// westernLetters maps FEN letters (upper case) to the initial of the
// piece's English name, shown in the western style of the point games.
var westernLetters = map[Game]map[byte]string{
	Xiangqi: {'K': "K", 'A': "A", 'B': "E", 'N': "H", 'R': "R", 'C': "C", 'P': "P"},
	Janggi:  {'K': "K", 'A': "G", 'B': "E", 'N': "H", 'R': "R", 'C': "C", 'P': "P"},
}

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

func isFirst(letter byte) bool { return letter >= 'A' && letter <= 'Z' }

// Piece draws a piece centred on (0, 0), about one cell across, marked
// with data-piece (its FEN letter).
func Piece(g Game, letter byte, s Style) *Node {
	if g == Banqi { // xiangqi's pieces, some face down
		if letter == FaceDown {
			return El("g", "class", "piece", "data-piece", string(rune(letter))).Add(discBack())
		}
		g = Xiangqi
	}
	var art *Node
	switch {
	case s == Western && (g == Shatar || g == Hiashatar):
		art = stauntonPiece(letter)
	case s == Western:
		art = westernPiece(g, letter)
	case g == Xiangqi:
		art = xiangqiPiece(letter)
	case g == Janggi:
		art = janggiPiece(letter)
	default:
		art = figurePiece(letter)
	}
	// The outer group is free for the transforms of dragging and animation.
	return El("g", "class", "piece", "data-piece", string(rune(letter))).Add(art)
}

func glyph(text string, size int, fill, fonts, weight string) *Node {
	return El("text", "y", fmt.Sprint(size/20), "font-size", itoa(size), "font-family", fonts, "font-weight", weight,
		"text-anchor", "middle", "dominant-baseline", "central", "fill", fill).WithText(text)
}

func circle(r int, pairs ...string) *Node {
	return El("circle", append([]string{"r", itoa(r)}, pairs...)...)
}

// FaceDown is the letter of a face-down banqi piece in a SquareState.
const FaceDown byte = 'x'

// discBack: the plain back of a xiangqi disc, all face-down pieces alike.
func discBack() *Node {
	return El("g", "class", "back").Add(
		circle(44, "cx", "2", "cy", "4", "fill", "#000", "opacity", "0.25"),
		circle(44, "fill", backFill, "stroke", rimColor, "stroke-width", "2.5"),
		circle(35, "fill", "none", "stroke", backLine, "stroke-width", "2", "opacity", "0.8"),
		circle(24, "fill", "none", "stroke", backLine, "stroke-width", "1.5", "stroke-dasharray", "4 5", "opacity", "0.7"),
		circle(6, "fill", backLine, "opacity", "0.7"),
	)
}

// xiangqiPiece: a round disc with an inner ring and the character.
func xiangqiPiece(letter byte) *Node {
	ink := inkBlack
	if isFirst(letter) {
		ink = inkRed
	}
	return El("g").Add(
		circle(44, "cx", "2", "cy", "4", "fill", "#000", "opacity", "0.25"),
		circle(44, "fill", discFill, "stroke", rimColor, "stroke-width", "2.5"),
		circle(37, "fill", "none", "stroke", ink, "stroke-width", "2.5"),
		glyph(characters[Xiangqi][letter], 48, ink, CJKFonts, "bold"),
	)
}

// janggiSize is the octagon radius of each janggi piece: the general
// largest, the guards and soldiers smallest.
var janggiSize = map[byte]int{'K': 47, 'R': 41, 'C': 41, 'N': 41, 'B': 41, 'A': 32, 'P': 32}

// octagon returns the points of a regular octagon with a flat top.
func octagon(r float64) string {
	var b strings.Builder
	for i := 0; i < 8; i++ {
		a := (22.5 + 45*float64(i)) * math.Pi / 180
		fmt.Fprintf(&b, "%.1f,%.1f ", r*math.Cos(a), r*math.Sin(a))
	}
	return strings.TrimSpace(b.String())
}

// janggiPiece: an octagon sized by rank, cho green-blue, han red.
func janggiPiece(letter byte) *Node {
	ink := inkRed
	if isFirst(letter) {
		ink = inkCho
	}
	r := janggiSize[upper(letter)]
	return El("g").Add(
		El("polygon", "points", octagon(float64(r)), "transform", "translate(2 4)", "fill", "#000", "opacity", "0.25"),
		El("polygon", "points", octagon(float64(r)), "fill", discFill, "stroke", ink, "stroke-width", "3"),
		El("polygon", "points", octagon(float64(r)-6), "fill", "none", "stroke", ink, "stroke-width", "1.2", "opacity", "0.7"),
		glyph(characters[Janggi][letter], r*11/10, ink, CJKFonts, "bold"),
	)
}

// westernPiece: a token with a bold letter (xiangqi and janggi).
func westernPiece(g Game, letter byte) *Node {
	fill, ink, rim := "#fbf7ee", "#222", "#222"
	if !isFirst(letter) {
		fill, ink, rim = "#2a2a2a", "#fbf7ee", "#000"
	}
	switch {
	case g == Xiangqi && isFirst(letter):
		ink, rim = inkRed, inkRed
	case g == Janggi: // both sides light, green-blue against red, as on the real pieces
		fill, ink, rim = "#fbf7ee", inkRed, inkRed
		if isFirst(letter) {
			ink, rim = inkCho, inkCho
		}
	}
	const r = 42
	return El("g").Add(
		circle(r, "cx", "2", "cy", "4", "fill", "#000", "opacity", "0.25"),
		circle(r, "fill", fill, "stroke", rim, "stroke-width", "4"),
		glyph(westernLetters[g][upper(letter)], 52, ink, LatinFonts, "bold"),
	)
}
