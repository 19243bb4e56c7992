package rules

// CanMate reports whether side c still has the material to mate by the
// game's rules, whatever the other side holds: a xiangqi or janggi side
// with a piece that can attack (chariot, horse, cannon, soldier; janggi's
// elephant), a shatar side with a piece that may give a valid mate, a
// hiashatar side with more than its king and bodyguards and more than a
// lone bishop or knight against a bare king. A clock's flag fall is a
// loss only when the other side can still mate (see wasm/screen/play/game).
func (p *Position) CanMate(c Color) bool {
	switch p.v.Game {
	case Xiangqi, Janggi:
		return p.hasAttacker(c)
	case Shatar:
		return p.shatarCanWin(c)
	case Hiashatar:
		if p.npieces[c] == 1+int(p.count[MakePiece(Bodyguard, c)]) {
			return false
		}
		loneMinor := p.npieces[c] == 2 && p.count[MakePiece(Bishop, c)]+p.count[MakePiece(Knight, c)] == 1
		return !(loneMinor && p.npieces[c.Other()] == 1)
	}
	return true
}
