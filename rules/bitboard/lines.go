package bitboard

// Slider attacks by line: a rook's are those along its rank and its file,
// a bishop's along its two diagonals. The pieces on one line are gathered
// into a six-bit index (the line's two end squares never block anything
// beyond them) by a shift or by one multiplication, and small tables give
// the squares reached. Along a diagonal the multiplication by the b-file
// drops each piece onto the eighth rank above its file; along a file the
// multiplication by the c2–h7 diagonal lays the file's middle squares out
// along that rank.

const (
	fileB     Board = fileA << 1
	diagC2H7        = 0x0080402010080400
	rankSpots       = 0x0101010101010101 // one square on each rank: copies a rank's pattern to all
)

var (
	// rankReach[f][occ] is what a slider on file f of a rank reaches along
	// it, as a rank's eight bits, with occ the pieces on files b–g.
	rankReach [8][64]uint8
	// fileReach[r][occ] is what a slider on rank r of the a-file reaches
	// along it, occ being the index of the pieces on the file.
	fileReach [8][64]Board
	// diagonal and anti hold the diagonals through each square: a1–h8's
	// direction and a8–h1's.
	diagonal, anti [64]Board
)

func init() {
	for f := range 8 {
		for occ := range 64 {
			rankReach[f][occ] = uint8(walk([2]int{1, 5}, f, Board(occ)<<1))
		}
	}
	for r := range 8 {
		for occ := range 64 {
			var file Board
			for k := range 6 {
				if occ>>k&1 != 0 {
					file |= 1 << (8 * (k + 1))
				}
			}
			fileReach[r][fileIndex(file)] = walk([2]int{0, 4}, 8*r, file)
		}
	}
	for i := range 64 {
		diagonal[i] = rays[2][i] | rays[7][i] | 1<<i
		anti[i] = rays[3][i] | rays[6][i] | 1<<i
	}
}

// fileIndex gathers the pieces on the a-file's middle squares.
func fileIndex(file Board) int { return int(uint64(file&fileA) * diagC2H7 >> 58) }

// alongDiagonal returns what a slider on square i reaches along line, one
// of its diagonals.
func alongDiagonal(i int, line, occ Board) Board {
	index := uint64(occ&line) * uint64(fileB) >> 58
	return Board(rankReach[i&7][index]) * rankSpots & line
}

// Rook returns the squares a rook on square i reaches, occ being occupied.
func Rook(i int, occ Board) Board {
	f, r := i&7, i>>3
	rank := Board(rankReach[f][occ>>(8*r+1)&63]) << (8 * r)
	return rank | fileReach[r][fileIndex(occ>>f)]<<f
}

// Bishop returns the squares a bishop on square i reaches, occ being occupied.
func Bishop(i int, occ Board) Board {
	return alongDiagonal(i, diagonal[i], occ) | alongDiagonal(i, anti[i], occ)
}

// walk returns the squares a slider on square i reaches along the rays
// dirs, each followed to its first occupied square: what the tables hold.
func walk(dirs [2]int, i int, occ Board) Board {
	return slide(dirs[0], i, occ) | slide(dirs[1], i, occ)
}
