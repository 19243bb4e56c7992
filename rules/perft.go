package rules

// Perft counts the leaf nodes of the legal move tree depth plies deep,
// counting the last ply in bulk from the move list.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	if depth == 1 {
		return uint64(ml.Len())
	}
	var n uint64
	for _, m := range ml.Moves() {
		p.MakeMove(m)
		n += p.Perft(depth - 1)
		p.UnmakeMove()
	}
	return n
}

// Divide returns the perft count below each legal move.
func (p *Position) Divide(depth int) map[Move]uint64 {
	out := make(map[Move]uint64)
	var ml MoveList
	p.GenerateLegal(&ml)
	for _, m := range ml.Moves() {
		p.MakeMove(m)
		out[m] = p.Perft(depth - 1)
		p.UnmakeMove()
	}
	return out
}
