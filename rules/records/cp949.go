package records

import (
	"math/bits"
	"strings"
)

// A CP949 encoder for the Hangul that .gib files hold, small enough for the
// browser (whose TextEncoder writes only UTF-8): ASCII as is, the 2,350
// syllables of KS X 1001 at 0xB0A1–0xC8FE in Unicode order, the other 8,822
// syllables in CP949's extension at 0x8141–0xC652, also in Unicode order.
// Which syllables KS X 1001 holds is a 1,397-byte bitset (cp949_table.go).
// Besides: the 94 Hangul letters (ㄱ, ㅎ...) of KS X 1001's fourth row, in
// Unicode order from 0xA4A1, and the ten Hanja janggi records write for
// pieces and sides (車, 楚...). Every other character becomes '?'.

const (
	jamoFirst   = 0x3131 // ㄱ, the first Hangul compatibility letter
	hangulFirst = 0xAC00
	hangulCount = 11172
	ksHangulLen = 2350
	// The extension's lead bytes 0x81–0xA0 take 178 trail bytes each
	// (0x41–0x5A, 0x61–0x7A, 0x81–0xFE); 0xA1–0xC6 take 84 (up to 0xA0).
	extWideLeads = 32
	extWide      = 178
	extNarrow    = 84
)

// encodeCP949 encodes s in CP949.
func encodeCP949(s string) []byte {
	out := make([]byte, 0, len(s))
	for _, r := range s {
		switch {
		case r < 0x80:
			out = append(out, byte(r))
		case r >= hangulFirst && r < hangulFirst+hangulCount:
			out = appendHangul(out, int(r-hangulFirst))
		case r >= jamoFirst && r < jamoFirst+94:
			out = append(out, 0xA4, byte(0xA1+r-jamoFirst))
		case cp949Hanja[r] != [2]byte{}:
			out = append(out, cp949Hanja[r][0], cp949Hanja[r][1])
		default:
			out = append(out, '?')
		}
	}
	return out
}

// cp949Encodable reports whether encodeCP949 carries every character of s.
func cp949Encodable(s string) bool {
	return strings.Count(string(encodeCP949(s)), "?") == strings.Count(s, "?")
}

// appendHangul appends syllable i (from U+AC00).
func appendHangul(out []byte, i int) []byte {
	before := ksHangulBefore(i)
	if ksx1001Hangul[i/8]>>(i%8)&1 != 0 {
		return append(out, byte(0xB0+before/94), byte(0xA1+before%94))
	}
	n := i - before // place among the syllables KS X 1001 lacks
	var lead, t int
	if n < extWideLeads*extWide {
		lead, t = 0x81+n/extWide, n%extWide
	} else {
		n -= extWideLeads * extWide
		lead, t = 0xA1+n/extNarrow, n%extNarrow
	}
	return append(out, byte(lead), extTrail(t))
}

// extTrail is the t-th trail byte of the extension: A–Z, a–z, then 0x81 on.
func extTrail(t int) byte {
	switch {
	case t < 26:
		return byte(0x41 + t)
	case t < 52:
		return byte(0x61 + t - 26)
	}
	return byte(0x81 + t - 52)
}

// ksHangulBefore counts the KS X 1001 syllables before syllable i.
func ksHangulBefore(i int) int {
	n := 0
	for k := 0; k < i/8; k++ {
		n += bits.OnesCount8(ksx1001Hangul[k])
	}
	return n + bits.OnesCount8(ksx1001Hangul[i/8]&(1<<(i%8)-1))
}
