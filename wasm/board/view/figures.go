package view

// The Mongolian games are played with carved figures: a noble (noyon), a
// lion (bers), a cart (tereg), a camel (teme), a horse (mori), a boy (fu);
// hiashatar adds a bodyguard. These silhouettes are drawn for Elephant in a
// 100-unit box centred on (0, 0), standing on a plinth at y = 30..40.
var figures = map[byte][]string{
	// noyon: a seated noble in a peaked hat
	'K': {
		"M-24 31 C-24 10 -18 -2 -9 -6 L9 -6 C18 -2 24 10 24 31 Z",
		"M0 -24 m-10 0 a10 10 0 1 0 20 0 a10 10 0 1 0 -20 0 Z",
		"M-14 -27 L14 -27 L4 -36 L0 -44 L-4 -36 Z",
		"M-10 6 C-4 12 4 12 10 6",
	},
	// bers: a seated lion with a round mane
	'J': lion,
	'Q': lion,
	// tereg: a covered cart on two wheels
	'R': {
		"M-30 -2 L-30 -22 C-18 -38 18 -38 30 -22 L30 -2 Z",
		"M-34 -2 L34 -2 L34 8 L-34 8 Z",
		"M-17 18 m-13 0 a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0 Z",
		"M17 18 m-13 0 a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0 Z",
		"M-17 9 V27 M-26 18 H-8 M17 9 V27 M8 18 H26",
	},
	// teme: a two-humped camel looking right
	'B': {
		"M-26 31 L-25 4 C-33 0 -32 -12 -24 -14 C-20 -30 -9 -30 -6 -16 C-2 -30 9 -30 12 -16 " +
			"L17 -16 C18 -26 20 -34 27 -34 L35 -31 L33 -26 L28 -26 C26 -16 27 -4 21 4 L22 31 L15 31 L13 9 " +
			"L-12 9 L-17 31 Z",
	},
	// mori: a horse's head and neck
	'N': {
		"M-20 31 L25 31 C27 6 20 -14 8 -26 L7 -37 L0 -29 L-6 -36 L-8 -26 C-20 -20 -29 -6 -33 4 " +
			"C-35 10 -30 14 -24 11 C-18 7 -12 5 -5 3 C-11 13 -19 21 -20 31 Z",
		"M-10 -16 m-3 0 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z",
	},
	// fu: a boy
	'P': {
		"M-16 31 C-16 14 -10 3 0 3 C10 3 16 14 16 31 Z",
		"M0 -10 m-11 0 a11 11 0 1 0 22 0 a11 11 0 1 0 -22 0 Z",
		"M-9 -18 C-4 -25 4 -25 9 -18",
	},
	// bodyguard: a warrior with spear and round shield
	'G': {
		"M-20 31 C-20 10 -14 -2 -6 -6 L6 -6 C14 -2 20 10 20 31 Z",
		"M0 -20 m-10 0 a10 10 0 1 0 20 0 a10 10 0 1 0 -20 0 Z",
		"M-11 -24 C-8 -36 8 -36 11 -24 Z",
		"M-29 31 V-28 H-25 V31 Z",
		"M-32 -26 L-27 -42 L-22 -26 Z",
		"M10 12 m-14 0 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0 Z",
		"M10 12 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z",
	},
}

var lion = []string{
	"M-22 31 C-24 14 -18 4 -8 0 L10 0 C20 4 24 14 22 31 Z",
	// the mane: a scalloped ring
	"M0 -38 L7 -33 L15 -34 L17 -26 L24 -21 L20 -14 L22 -6 L14 -4 L9 3 L0 0 L-9 3 L-14 -4 L-22 -6 " +
		"L-20 -14 L-24 -21 L-17 -26 L-15 -34 L-7 -33 Z",
	"M0 -17 m-11 0 a11 11 0 1 0 22 0 a11 11 0 1 0 -22 0 Z",
	"M-4 -19 h0.1 M4 -19 h0.1 M-4 -11 Q0 -8 4 -11",
}

// figurePiece draws a Mongolian figure: ivory for white, dark wood for black.
func figurePiece(letter byte) *Node {
	body, edge := "#f6efdf", "#2b1d10"
	if !isFirst(letter) {
		body, edge = "#3a2616", "#f3e6cc"
	}
	g := El("g", "stroke-linejoin", "round", "stroke-linecap", "round", "transform", "scale(1.12)")
	g.Add(El("ellipse", "cx", "2", "cy", "37", "rx", "34", "ry", "7", "fill", "#000", "opacity", "0.25"))
	g.Add(El("rect", "x", "-32", "y", "28", "width", "64", "height", "10", "rx", "4",
		"fill", body, "stroke", edge, "stroke-width", "2.5"))
	for _, d := range figures[upper(letter)] {
		g.Add(El("path", "d", d, "fill", body, "stroke", edge, "stroke-width", "2.5"))
	}
	return g
}
