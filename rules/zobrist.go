package rules

// Zobrist keys, drawn once from a fixed seed so that hashes are the same in
// every run, natively and in the browser.
var (
	zobristPiece [numPieces][256]uint64
	zobristSide  uint64
	// zobristFacing and zobristPass mark janggi positions whose last ply
	// started with the generals facing, or was a pass.
	zobristFacing uint64
	zobristPass   uint64
	// zobristClaim marks a janggi position after a bikjang draw claim.
	zobristClaim uint64
)

func init() {
	seed := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64
		seed += 0x9E3779B97F4A7C15
		z := seed
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for pc := range zobristPiece {
		for s := range zobristPiece[pc] {
			zobristPiece[pc][s] = next()
		}
	}
	zobristSide = next()
	zobristFacing = next()
	zobristPass = next()
	zobristClaim = next()
}
