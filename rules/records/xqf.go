package records

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/elephant-chess/elephant/rules"
)

// XQF is the binary format of XQStudio that most Chinese xiangqi programs
// read and write. A 1024-byte header holds the signature "XQ", a version,
// the keys of the encrypted versions, the points of the 32 pieces, the
// result and Pascal strings (a length byte, then GBK text) for the title,
// event, date, place, players and annotators. The move tree follows from
// offset 1024, one record a node in depth-first order: the root (the start,
// with the comment before the first move), then each node's first child
// right after it, so the main line is the records read while each one says
// it has a child. A point is 10*file+rank, files from red's left, rank 0
// red's back rank; 255 (or, encrypted, anything above 89) is off the board.

const (
	xqfHeaderSize = 0x400
	// Versions up to xqfPlainVersion are not encrypted; later versions key
	// the piece points and move points, and from xqfPermutedVersion the
	// piece table is also rotated; from xqfStreamVersion every byte after
	// the header is encrypted too.
	xqfPlainVersion    = 10
	xqfPermutedVersion = 12
	xqfStreamVersion   = 11
	xqfPointsOff       = 0x10
	xqfSideOff         = 0x32
	xqfResultOff       = 0x33
	// Record points are stored plus these offsets (and the keys).
	xqfFromOffset = 0x18
	xqfToOffset   = 0x20
	xqfNoPoint    = 89 // the last point on the board
)

// xqfCopyright is the text the stream key of version 18 is cut from.
const xqfCopyright = "[(C) Copyright Mr. Dong Shiwei.]"

// xqfStrings are the header's Pascal strings: where each starts, how many
// text bytes it holds, and the tag it becomes (PGN's name where PGN has one).
var xqfStrings = [...]struct {
	off, size int
	tag       string
}{
	{0x50, 63, "Title"},
	{0xD0, 63, "Event"},
	{0x110, 15, "Date"},
	{0x120, 15, "Site"},
	{0x130, 15, "Red"},
	{0x140, 15, "Black"},
	{0x150, 63, "TimeRule"},
	{0x190, 15, "RedTime"},
	{0x1A0, 15, "BlackTime"},
	{0x1D0, 15, "Annotator"},
	{0x1E0, 15, "Author"},
}

// isXQF recognises an XQF file by its signature and a binary version byte.
func isXQF(data []byte) bool {
	return len(data) >= 3 && data[0] == 'X' && data[1] == 'Q' && data[2] < 0x20
}

// xqfKeys are the keys an encrypted XQF file is read with; all zero for
// the plain versions.
type xqfKeys struct {
	points, from, to byte // subtracted from piece points and record points
	comment          uint32
	stream           *[32]byte // subtracted from every byte after the header; nil when plain
}

// xqfSquare54 is the keys' mixing function: 54x²+221, in bytes.
func xqfSquare54(x byte) byte { return x*x*54 + 221 }

func newXQFKeys(h []byte) xqfKeys {
	version := h[2]
	if version <= xqfPlainVersion {
		return xqfKeys{}
	}
	mask, keysSum, keyXY, keyXYf, keyXYt := h[3], h[0x0C], h[0x0D], h[0x0E], h[0x0F]
	var k xqfKeys
	k.points = xqfSquare54(keyXY) * keyXY
	k.from = xqfSquare54(keyXYf) * k.points
	k.to = xqfSquare54(keyXYt) * k.from
	k.comment = (uint32(keysSum)<<8|uint32(keyXY))%32000 + 767
	if version >= xqfStreamVersion {
		or := [4]byte{keysSum&mask | h[8], keyXY&mask | h[9], keyXYf&mask | h[10], keyXYt&mask | h[11]}
		var s [32]byte
		for i := range s {
			s[i] = xqfCopyright[i] & or[i%4]
		}
		k.stream = &s
	}
	return k
}

// readXQF reads an XQF file's one game; dec decodes its GBK strings (nil
// keeps ASCII only). A header cut short is an error; a move tree cut short
// or broken gives the moves before the break and a Corrupt refusal.
func readXQF(data []byte, dec Decoder) (*rawGame, error) {
	if len(data) < xqfHeaderSize {
		return nil, fmt.Errorf("XQF header: the file has %d bytes, the header alone %d", len(data), xqfHeaderSize)
	}
	h := data[:xqfHeaderSize]
	keys := newXQFKeys(h)
	pl := xqfPlacement(h, keys)
	g := &rawGame{game: "xiangqi", tags: xqfTags(h, dec), result: xqfResult(h[xqfResultOff])}
	rd := &xqfReader{data: data, pos: xqfHeaderSize, version: h[2], keys: keys}
	rd.readMoves(g, dec)
	side := xqfSideToMove(h, pl, g.moves)
	fen, err := pl.fen(side)
	if err != nil {
		g.err = &Refusal{Game: 1, Reason: BadSetup, Detail: "XQF piece table: " + err.Error()}
		g.moves = nil
		return g, nil
	}
	g.fen = fen
	return g, nil
}

// xqfSideToMove is the side of the piece the first move moves; without a
// move, the header's side byte (XQStudio 1.0 left it zero, so a piece
// tells better when there is one).
func xqfSideToMove(h []byte, pl placement, moves []rawMove) rules.Color {
	if len(moves) > 0 {
		if c, ok := pl.colorAt(xqfMovePoint(moves[0].move.From())); ok {
			return c
		}
	}
	if h[xqfSideOff] == 1 {
		return rules.Second
	}
	return rules.First
}

// xqfMovePoint turns a square back into a point.
func xqfMovePoint(s rules.Square) int { return point(s.File(), s.Rank()) }

// xqfPlacement reads the piece table.
func xqfPlacement(h []byte, keys xqfKeys) placement {
	var raw [32]byte
	copy(raw[:], h[xqfPointsOff:xqfPointsOff+32])
	if h[2] >= xqfPermutedVersion {
		var rotated [32]byte
		for i, b := range raw {
			rotated[(int(keys.points)+i+1)&31] = b
		}
		raw = rotated
	}
	var pl placement
	for i, b := range raw {
		p := b - keys.points
		if p > xqfNoPoint {
			pl[i] = offBoard
			continue
		}
		pl[i] = point(int(p/10), int(p%10))
	}
	return pl
}

func xqfResult(b byte) rules.Result {
	switch b {
	case 1:
		return rules.FirstWins
	case 2:
		return rules.SecondWins
	case 3, 4:
		return rules.Draw
	}
	return rules.Ongoing
}

// xqfTags reads the header strings and the result as tags.
func xqfTags(h []byte, dec Decoder) []rules.Tag {
	var tags []rules.Tag
	for _, f := range xqfStrings {
		n := min(int(h[f.off]), f.size)
		// A writer that cut a string to its field may have cut a character in two.
		v := strings.TrimRight(decodeGBK(h[f.off+1:f.off+1+n], dec), "\uFFFD")
		if v != "" {
			tags = append(tags, rules.Tag{Name: f.tag, Value: v})
		}
	}
	if r := xqfResult(h[xqfResultOff]); r != rules.Ongoing {
		tags = append(tags, rules.Tag{Name: "Result", Value: r.String()})
	}
	return tags
}

// decodeGBK decodes a GBK string field: up to its first NUL, trimmed, with
// Windows line ends made plain. Without a decoder (or when it fails) only
// ASCII survives, each run of other bytes becoming one U+FFFD.
func decodeGBK(b []byte, dec Decoder) string {
	if i := strings.IndexByte(string(b), 0); i >= 0 {
		b = b[:i]
	}
	var s string
	if isASCII(b) {
		s = string(b)
	} else if text, err := decodeWith(dec, b); err == nil {
		s = text
	} else {
		s = asciiOnly(b)
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.TrimSpace(strings.ReplaceAll(s, "\r", "\n"))
}

func decodeWith(dec Decoder, b []byte) (string, error) {
	if dec == nil {
		return "", errors.New("no decoder")
	}
	return dec(charsetGB18030, b)
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func asciiOnly(b []byte) string {
	var sb strings.Builder
	for i := 0; i < len(b); i++ {
		if b[i] < utf8.RuneSelf {
			sb.WriteByte(b[i])
			continue
		}
		sb.WriteRune(utf8.RuneError)
		for i+1 < len(b) && b[i+1] >= utf8.RuneSelf {
			i++
		}
	}
	return sb.String()
}

// xqfReader reads the move records after the header.
type xqfReader struct {
	data    []byte
	pos     int
	version byte
	keys    xqfKeys
}

// xqfRecord is one node of the move tree.
type xqfRecord struct {
	from, to byte // points as stored, keys removed
	child    bool // the node's first child follows
	comment  []byte
}

var errXQFCut = errors.New("the file ends inside a move record")

// take returns the next n bytes, decrypted; false when the file is shorter.
func (r *xqfReader) take(n int) ([]byte, bool) {
	if n < 0 || n > len(r.data)-r.pos {
		return nil, false
	}
	b := r.data[r.pos : r.pos+n]
	if r.keys.stream != nil {
		plain := make([]byte, n)
		for i, c := range b {
			plain[i] = c - r.keys.stream[(r.pos+i)%32]
		}
		b = plain
	}
	r.pos += n
	return b, true
}

func (r *xqfReader) record() (xqfRecord, error) {
	b, ok := r.take(4)
	if !ok {
		return xqfRecord{}, errXQFCut
	}
	rec := xqfRecord{from: b[0] - xqfFromOffset - r.keys.from, to: b[1] - xqfToOffset - r.keys.to}
	tag := b[2]
	hasComment := true
	if r.version <= xqfPlainVersion {
		rec.child = tag&0xF0 != 0
	} else {
		rec.child = tag&0x80 != 0
		hasComment = tag&0x20 != 0
	}
	if !hasComment {
		return rec, nil
	}
	lb, ok := r.take(4)
	if !ok {
		return rec, errXQFCut
	}
	n := int64(int32(binary.LittleEndian.Uint32(lb) - r.keys.comment))
	if n < 0 || n > int64(len(r.data)-r.pos) {
		return rec, fmt.Errorf("a comment of %d bytes where %d remain", n, len(r.data)-r.pos)
	}
	rec.comment, _ = r.take(int(n))
	return rec, nil
}

// readMoves reads the main line into g, stopping at the first broken record.
func (r *xqfReader) readMoves(g *rawGame, dec Decoder) {
	root, err := r.record()
	if err != nil {
		g.err = &Refusal{Game: 1, Reason: Corrupt, Detail: "XQF move tree: " + err.Error()}
		return
	}
	g.intro = decodeGBK(root.comment, dec)
	for child := root.child; child; {
		ply := len(g.moves) + 1
		if ply > maxGamePlies {
			g.err = &Refusal{Game: 1, Ply: ply, Reason: TooLong,
				Detail: fmt.Sprintf("more than %d moves", maxGamePlies)}
			return
		}
		rec, err := r.record()
		if err != nil {
			g.err = &Refusal{Game: 1, Ply: ply, Reason: Corrupt, Detail: "XQF move record: " + err.Error()}
			return
		}
		if rec.from > xqfNoPoint || rec.to > xqfNoPoint {
			g.err = &Refusal{Game: 1, Ply: ply, Text: fmt.Sprintf("%d-%d", rec.from, rec.to), Reason: Corrupt,
				Detail: "XQF move record: a point off the board"}
			return
		}
		from, to := point(int(rec.from/10), int(rec.from%10)), point(int(rec.to/10), int(rec.to%10))
		g.moves = append(g.moves, rawMove{
			text:    iccsMove(from, to),
			move:    rules.NewMove(pointSquare(from), pointSquare(to), rules.NoKind),
			comment: decodeGBK(rec.comment, dec),
		})
		child = rec.child
	}
}
