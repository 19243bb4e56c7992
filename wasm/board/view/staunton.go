package view

// Western silhouettes for the Mongolian games in the western style: their
// pieces are the western chess pieces (the bers reads as a queen), so a
// western player sees familiar shapes. The bodyguard, which western chess
// lacks, is a shield. Drawn for Elephant in the 100-unit box of figures.go.
var staunton = map[byte][]string{
	'K': {
		"M-22 38 H22 V31 H14 C22 10 23 -4 15 -10 C9 -14 4 -12 0 -7 C-4 -12 -9 -14 -15 -10 C-23 -4 -22 10 -14 31 H-22 Z",
		"M-3 -9 V-23 H-10 V-29 H-3 V-38 H3 V-29 H10 V-23 H3 V-9 Z",
	},
	'Q': queen,
	'J': queen,
	'R': {
		"M-23 38 H23 V30 H17 L14 -6 H19 V-28 H11 V-20 H4 V-28 H-4 V-20 H-11 V-28 H-19 V-6 H-14 L-17 30 H-23 Z",
	},
	'B': {
		"M-22 38 H22 V31 H9 C13 22 13 12 9 5 H13 V-1 H7 C15 -9 16 -22 0 -33 C-16 -22 -15 -9 -7 -1 H-13 V5 H-9 C-13 12 -13 22 -9 31 H-22 Z",
		"M0 -38 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z",
	},
	'N': {
		"M-22 38 H24 V31 H20 C23 8 18 -12 7 -24 L6 -35 L0 -28 L-6 -34 L-8 -25 C-20 -19 -28 -6 -32 4 " +
			"C-34 10 -29 14 -23 11 C-17 7 -11 5 -5 3 C-11 13 -17 21 -18 31 H-22 Z",
	},
	'P': {
		"M-20 38 H20 V32 C20 28 16 27 12 27 C9 19 7 11 6 6 H11 V1 H6 C12 -3 14 -9 14 -15 A14 14 0 1 0 -14 -15 " +
			"C-14 -9 -12 -3 -6 1 H-11 V6 H-6 C-7 11 -9 19 -12 27 C-16 27 -20 28 -20 32 Z",
	},
	'G': {
		"M-20 38 H20 V32 H-20 Z",
		"M-21 -28 H21 V-2 C21 14 9 24 0 30 C-9 24 -21 14 -21 -2 Z",
	},
}

var queen = []string{
	"M-22 38 H22 V31 H15 L23 -19 L10 -4 L6 -27 L0 -7 L-6 -27 L-10 -4 L-23 -19 L-15 31 H-22 Z",
	"M-23 -23 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z",
	"M-6 -31 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z",
	"M6 -31 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z",
	"M23 -23 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z",
}

// details are lines drawn in the contrasting colour on top of a silhouette.
var stauntonDetails = map[byte]string{
	'B': "M-4 -20 L6 -10",
	'N': "M-12 -14 h0.1",
	'G': "M0 -20 V20 M-13 -6 H13",
	'R': "M-14 -6 H14",
	'K': "M-15 26 H15",
	'Q': "M-15 26 H15",
	'J': "M-15 26 H15",
	'P': "M-8 3 H8",
}

// stauntonPiece draws a western silhouette: white ivory, black near-black.
func stauntonPiece(letter byte) *Node {
	body, edge, detail := "#f8f3e6", "#1e1e1e", "#1e1e1e"
	if !isFirst(letter) {
		body, edge, detail = "#2b2b2b", "#0d0d0d", "#e9e2d2"
	}
	u := upper(letter)
	g := El("g", "stroke-linejoin", "round", "stroke-linecap", "round", "transform", "scale(1.08)")
	g.Add(El("ellipse", "cx", "2", "cy", "38", "rx", "26", "ry", "5", "fill", "#000", "opacity", "0.22"))
	for _, d := range staunton[u] {
		g.Add(El("path", "d", d, "fill", body, "stroke", edge, "stroke-width", "3"))
	}
	if d, ok := stauntonDetails[u]; ok {
		g.Add(El("path", "d", d, "fill", "none", "stroke", detail, "stroke-width", "3"))
	}
	return g
}
