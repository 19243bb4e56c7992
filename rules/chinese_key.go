package rules

// ChineseKey spells a character of Chinese notation (a piece, numeral,
// direction or place) as the byte WXF writes for it: piece letters, digits,
// + - = for the directions, f m r for 前 中 後; package records reads
// Chinese notation as written in practice with it.
func ChineseKey(r rune) (byte, bool) {
	k, ok := chineseKey[r]
	return k, ok
}
