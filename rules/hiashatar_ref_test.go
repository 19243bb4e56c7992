package rules

// A second hiashatar move generator, written from shared/rules/hiashatar.md
// alone and sharing nothing with movegen.go or attack.go: its own board, its
// own zones, and legality by "play the move, then see whether any enemy piece
// could capture my king". It is slow and plain on purpose; perft of both
// generators must agree.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// hrPiece is a piece of the reference board: kind is the upper-case FEN
// letter (0 for an empty square).
type hrPiece struct {
	kind  byte
	white bool
}

// hrPos is a hiashatar position on a plain 10×10 array, indexed [file][rank]
// with rank 0 at white's side.
type hrPos struct {
	b     [10][10]hrPiece
	white bool // white to move
	opt   HiashatarOptions
}

// hrMove is a move between two squares; promo marks a pawn becoming a queen.
type hrMove struct {
	ff, fr, tf, tr int
	promo          bool
}

func (m hrMove) String() string {
	s := fmt.Sprintf("%c%d%c%d", 'a'+m.ff, m.fr+1, 'a'+m.tf, m.tr+1)
	if m.promo {
		s += "q"
	}
	return s
}

var (
	hrKing   = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	hrRook   = hrKing[:4]
	hrBishop = hrKing[4:]
	hrKnight = [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}
)

func hrOnBoard(f, r int) bool { return f >= 0 && f < 10 && r >= 0 && r < 10 }

// hrParseFEN reads the board and side to move of a hiashatar FEN.
func hrParseFEN(fen string, opt HiashatarOptions) (*hrPos, error) {
	fields := strings.Fields(fen)
	if len(fields) < 2 {
		return nil, fmt.Errorf("fen %q: want board and side", fen)
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != 10 {
		return nil, fmt.Errorf("fen %q: %d ranks", fen, len(rows))
	}
	p := &hrPos{white: fields[1] == "w", opt: opt}
	for i, row := range rows {
		r, f := 9-i, 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			if c >= '0' && c <= '9' {
				n := int(c - '0')
				if j+1 < len(row) && row[j+1] >= '0' && row[j+1] <= '9' {
					n = n*10 + int(row[j+1]-'0')
					j++
				}
				f += n
				continue
			}
			if f >= 10 || !strings.ContainsRune("KQRBNGP", rune(c&^0x20)) {
				return nil, fmt.Errorf("fen %q: bad rank %q", fen, row)
			}
			p.b[f][r] = hrPiece{kind: c &^ 0x20, white: c < 'a'}
			f++
		}
	}
	return p, nil
}

// fen writes the position in FEN form for the fast generator.
func (p *hrPos) fen() string {
	var sb strings.Builder
	for r := 9; r >= 0; r-- {
		empty := 0
		for f := 0; f < 10; f++ {
			pc := p.b[f][r]
			if pc.kind == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			c := pc.kind
			if !pc.white {
				c |= 0x20
			}
			sb.WriteByte(c)
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	if p.white {
		sb.WriteString(" w - - 0 1")
	} else {
		sb.WriteString(" b - - 0 1")
	}
	return sb.String()
}

// zoneHolds answers "is (f, r) in a zone that acts on the piece pc, which
// starts its move on (ff, fr)?". The zone is the eight squares next to a
// bodyguard. It acts on enemy pieces; with "zone acts on all" on every piece
// too, except that a bodyguard is never held by its own zone.
func (p *hrPos) zoneHolds(f, r int, pc hrPiece, ff, fr int) bool {
	for _, d := range hrKing {
		gf, gr := f+d[0], r+d[1]
		if !hrOnBoard(gf, gr) || p.b[gf][gr].kind != 'G' {
			continue
		}
		if p.b[gf][gr].white != pc.white {
			return true
		}
		if p.opt.ZoneActsOnAll && !(pc.kind == 'G' && gf == ff && gr == fr) {
			return true
		}
	}
	return false
}

// pieceMoves appends the moves of the piece on (f, r), ignoring its king's safety.
func (p *hrPos) pieceMoves(f, r int, out []hrMove) []hrMove {
	pc := p.b[f][r]
	// Rule 1: a piece starting in a zone moves at most one square.
	held := p.zoneHolds(f, r, pc, f, r)
	switch pc.kind {
	case 'K':
		out = p.rays(out, f, r, hrKing, 1)
	case 'Q':
		out = p.rays(out, f, r, hrKing, hrLimit(held, 100))
	case 'R':
		out = p.rays(out, f, r, hrRook, hrLimit(held, 100))
	case 'B':
		out = p.rays(out, f, r, hrBishop, hrLimit(held, 100))
	case 'G':
		out = p.rays(out, f, r, hrKing, hrLimit(held, 2))
	case 'N':
		// Rule 3: knights ignore zones, unless the option freezes them.
		if held && p.opt.KnightFrozenInZone {
			return out
		}
		for _, d := range hrKnight {
			tf, tr := f+d[0], r+d[1]
			if hrOnBoard(tf, tr) && (p.b[tf][tr].kind == 0 || p.b[tf][tr].white != pc.white) {
				out = append(out, hrMove{f, r, tf, tr, false})
			}
		}
	case 'P':
		out = p.pawnMoves(out, f, r, held)
	}
	return out
}

func hrLimit(held bool, n int) int {
	if held {
		return 1
	}
	return n
}

// rays walks from (f, r) along each direction up to limit squares: it stops
// before an own piece, on an enemy piece (capturing it) and, by rule 2, on
// the first square of a zone that acts on the mover.
func (p *hrPos) rays(out []hrMove, f, r int, dirs [][2]int, limit int) []hrMove {
	pc := p.b[f][r]
	for _, d := range dirs {
		for i := 1; i <= limit; i++ {
			tf, tr := f+i*d[0], r+i*d[1]
			if !hrOnBoard(tf, tr) {
				break
			}
			if t := p.b[tf][tr]; t.kind != 0 {
				// The bodyguard's attack on a king does not count, so it cannot take one.
				if t.white != pc.white && !(pc.kind == 'G' && t.kind == 'K') {
					out = append(out, hrMove{f, r, tf, tr, false})
				}
				break
			}
			out = append(out, hrMove{f, r, tf, tr, false})
			if p.zoneHolds(tf, tr, pc, f, r) {
				break
			}
		}
	}
	return out
}

// pawnMoves: one square forward (up to three from the starting rank, over
// empty squares), one square diagonally forward to capture; a pawn reaching
// the last rank becomes a queen.
func (p *hrPos) pawnMoves(out []hrMove, f, r int, held bool) []hrMove {
	pc := p.b[f][r]
	dir, start, last := 1, 1, 9
	if !pc.white {
		dir, start, last = -1, 8, 0
	}
	steps := 1
	if r == start && !held {
		steps = 3
	}
	for i := 1; i <= steps; i++ {
		tr := r + i*dir
		if !hrOnBoard(f, tr) || p.b[f][tr].kind != 0 {
			break
		}
		out = append(out, hrMove{f, r, f, tr, tr == last})
		if p.zoneHolds(f, tr, pc, f, r) {
			break
		}
	}
	for _, df := range []int{-1, 1} {
		tf, tr := f+df, r+dir
		if hrOnBoard(tf, tr) && p.b[tf][tr].kind != 0 && p.b[tf][tr].white != pc.white {
			out = append(out, hrMove{f, r, tf, tr, tr == last})
		}
	}
	return out
}

// play returns the position after m.
func (p *hrPos) play(m hrMove) *hrPos {
	q := *p
	pc := q.b[m.ff][m.fr]
	if m.promo {
		pc.kind = 'Q'
	}
	q.b[m.tf][m.tr] = pc
	q.b[m.ff][m.fr] = hrPiece{}
	q.white = !p.white
	return &q
}

// kingAttacked reports whether the king of side white could be captured by
// an enemy piece other than a bodyguard (the bodyguard never gives check).
func (p *hrPos) kingAttacked(white bool) bool {
	kf, kr := -1, -1
	for f := 0; f < 10; f++ {
		for r := 0; r < 10; r++ {
			if pc := p.b[f][r]; pc.kind == 'K' && pc.white == white {
				kf, kr = f, r
			}
		}
	}
	var buf [64]hrMove
	for f := 0; f < 10; f++ {
		for r := 0; r < 10; r++ {
			pc := p.b[f][r]
			if pc.kind == 0 || pc.white == white || pc.kind == 'G' || !hrMightReach(pc.kind, kf-f, kr-r) {
				continue
			}
			for _, m := range p.pieceMoves(f, r, buf[:0]) {
				if m.tf == kf && m.tr == kr {
					return true
				}
			}
		}
	}
	return false
}

// legal lists the moves of the side to move that do not leave its king attacked.
func (p *hrPos) legal() []hrMove {
	var pseudo, out []hrMove
	for f := 0; f < 10; f++ {
		for r := 0; r < 10; r++ {
			if pc := p.b[f][r]; pc.kind != 0 && pc.white == p.white {
				pseudo = p.pieceMoves(f, r, pseudo)
			}
		}
	}
	for _, m := range pseudo {
		if !p.play(m).kingAttacked(p.white) {
			out = append(out, m)
		}
	}
	return out
}

func (p *hrPos) perft(depth int) uint64 {
	moves := p.legal()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += p.play(m).perft(depth - 1)
	}
	return n
}

// hiashatarVariant builds hiashatar with the given options.
func hiashatarVariant(t testing.TB, h HiashatarOptions) *Variant {
	o := DefaultOptions()
	o.Hiashatar = h
	v, err := NewVariant(Hiashatar, o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// hrCompare checks that both generators agree on the perft of fen; on a
// difference it walks down to the first position whose move lists differ.
func hrCompare(t *testing.T, fen string, h HiashatarOptions, depth int) {
	t.Helper()
	ref, err := hrParseFEN(fen, h)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := hiashatarVariant(t, h).NewPositionLenient(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	if check := ref.kingAttacked(ref.white); pos.InCheck() != check || (pos.CheckingKinds() != 0) != check {
		t.Errorf("%s %+v: InCheck %v, CheckingKinds %v, reference says check %v", fen, h, pos.InCheck(), pos.CheckingKinds(), check)
	}
	if got, want := pos.Perft(depth), ref.perft(depth); got != want {
		t.Errorf("%s %+v: perft(%d) = %d, reference %d; %s", fen, h, depth, got, want, hrFirstDifference(pos, ref, depth))
	}
}

// hrFirstDifference descends the two move trees along moves whose subtree
// counts differ and describes the first position whose move lists differ.
func hrFirstDifference(pos *Position, ref *hrPos, depth int) string {
	var path []string
	for d := depth; d >= 1; d-- {
		fast := map[string]Move{}
		for _, m := range pos.LegalMoves() {
			fast[m.String()] = m
		}
		var missing, extra []string
		slow := map[string]hrMove{}
		for _, m := range ref.legal() {
			slow[m.String()] = m
			if _, ok := fast[m.String()]; !ok {
				missing = append(missing, m.String())
			}
		}
		for s := range fast {
			if _, ok := slow[s]; !ok {
				extra = append(extra, s)
			}
		}
		if len(missing)+len(extra) > 0 {
			slices.Sort(missing)
			slices.Sort(extra)
			return fmt.Sprintf("after %v at %s: missing %v, extra %v", path, pos.FEN(), missing, extra)
		}
		for s, m := range fast {
			pos.MakeMove(m)
			next := ref.play(slow[s])
			if d > 1 && pos.Perft(d-1) != next.perft(d-1) {
				path, ref = append(path, s), next
				break
			}
			pos.UnmakeMove()
		}
	}
	return "no differing move list found"
}

// hiashatarOptionSets lists every combination of hiashatar's options.
func hiashatarOptionSets() []HiashatarOptions {
	var out []HiashatarOptions
	for i := 0; i < 8; i++ {
		out = append(out, HiashatarOptions{ZoneActsOnAll: i&1 != 0, KnightFrozenInZone: i&2 != 0, BareKingDraw: i&4 != 0})
	}
	return out
}

func TestHiashatarRefStartPerft(t *testing.T) {
	depth := 4
	if testing.Short() {
		depth = 3
	}
	start := MustPreset("hiashatar").StartFEN
	// The bare-king option changes no move: the first four sets cover the rest.
	for _, h := range hiashatarOptionSets()[:4] {
		hrCompare(t, start, h, depth)
	}
}

// TestHiashatarRefRandom compares the generators on seeded random positions
// from playouts and from placements crowded with bodyguards, under every
// combination of options.
func TestHiashatarRefRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261130, 3))
	n, depth := 320, 3
	if testing.Short() {
		n = 60
	}
	sets := hiashatarOptionSets()
	for i := 0; i < n; i++ {
		h := sets[i%len(sets)]
		var p *hrPos
		if i%2 == 0 {
			p = hrPlayout(rng, h, 8+rng.IntN(70))
		} else {
			p = hrPlacement(rng, h)
		}
		fen := p.fen()
		t.Run(strconv.Itoa(i), func(t *testing.T) { hrCompare(t, fen, h, depth) })
	}
}

// hrPlayout plays random legal moves from the start position.
func hrPlayout(rng *rand.Rand, h HiashatarOptions, plies int) *hrPos {
	p, _ := hrParseFEN(MustPreset("hiashatar").StartFEN, h)
	for i := 0; i < plies; i++ {
		moves := p.legal()
		if len(moves) == 0 {
			break
		}
		// Prefer captures now and then so that the board opens up.
		m := moves[rng.IntN(len(moves))]
		if rng.IntN(3) == 0 {
			for _, c := range moves {
				if p.b[c.tf][c.tr].kind != 0 {
					m = c
					break
				}
			}
		}
		p = p.play(m)
	}
	return p
}

// hrPlacement puts kings, bodyguards next to kings and sliders, sliders,
// knights and pawns on random squares, keeping the side not to move out of check.
func hrPlacement(rng *rand.Rand, h HiashatarOptions) *hrPos {
	for {
		p := &hrPos{white: rng.IntN(2) == 0, opt: h}
		empty := func(f, r int) bool { return hrOnBoard(f, r) && p.b[f][r].kind == 0 }
		put := func(kind byte, white bool, f, r int) bool {
			if !empty(f, r) || kind == 'P' && (r == 0 || r == 9) {
				return false
			}
			p.b[f][r] = hrPiece{kind, white}
			return true
		}
		near := func(f, r int) (int, int) { return f + rng.IntN(5) - 2, r + rng.IntN(5) - 2 }
		var anchors [][2]int
		for _, white := range []bool{true, false} {
			for !put('K', white, rng.IntN(10), rng.IntN(10)) {
			}
			for _, kind := range []byte{'Q', 'R', 'R', 'B', 'B', 'N'} {
				if rng.IntN(3) > 0 {
					f, r := rng.IntN(10), rng.IntN(10)
					if put(kind, white, f, r) {
						anchors = append(anchors, [2]int{f, r})
					}
				}
			}
			for j := rng.IntN(5); j > 0; j-- {
				put('P', white, rng.IntN(10), 1+rng.IntN(8))
			}
		}
		for f := 0; f < 10; f++ {
			for r := 0; r < 10; r++ {
				if p.b[f][r].kind == 'K' {
					anchors = append(anchors, [2]int{f, r})
				}
			}
		}
		for _, white := range []bool{true, false} {
			for j := 1 + rng.IntN(2); j > 0; j-- {
				a := anchors[rng.IntN(len(anchors))]
				for try := 0; try < 10; try++ {
					if f, r := near(a[0], a[1]); put('G', white, f, r) {
						break
					}
				}
			}
		}
		if !hrKingsAdjacent(p) && !p.kingAttacked(!p.white) {
			return p
		}
	}
}

func hrKingsAdjacent(p *hrPos) bool {
	var ks [][2]int
	for f := 0; f < 10; f++ {
		for r := 0; r < 10; r++ {
			if p.b[f][r].kind == 'K' {
				ks = append(ks, [2]int{f, r})
			}
		}
	}
	return abs(ks[0][0]-ks[1][0]) <= 1 && abs(ks[0][1]-ks[1][1]) <= 1
}

// hrMightReach is a quick geometric filter for kingAttacked: can a piece of
// this kind reach a square df files and dr ranks away at all? The move
// generation then decides.
func hrMightReach(kind byte, df, dr int) bool {
	af, ar := abs(df), abs(dr)
	switch kind {
	case 'N':
		return af*ar == 2
	case 'K', 'P':
		return af <= 1 && ar <= 1
	case 'R':
		return af == 0 || ar == 0
	case 'B':
		return af == ar
	}
	return af == 0 || ar == 0 || af == ar
}
