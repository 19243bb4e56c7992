package rules

// A second banqi action generator, written from shared/rules/banqi.md alone
// and sharing nothing with banqi*.go: a plain 8×4 array of cells, its own
// notation reader, its own ranks, actions as strings. It is slow and plain on
// purpose; its perft (same definition as BanqiView.Perft: a leaf is an action,
// a flip counted once per face-down square; a flip or a blind capture branches
// into one child per distinct hidden piece) must agree with the fast one.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const brLetters = "KABRNCP" // general advisor elephant chariot horse cannon soldier

// brCell is one square: letter is the upper-case piece letter, 0 when empty.
type brCell struct {
	letter byte
	red    bool
	down   bool // face down (letter then unknown, 0)
}

// brPos is a public banqi position: cells [file][rank], rank 0 the first.
type brPos struct {
	cells     [8][4]brCell
	redToMove bool
	decided   bool
	hidden    [2][7]int // [red, black][index in brLetters]
	chainF    int       // chain piece file, -1 when none
	chainR    int
	opt       BanqiOptions
}

func brIn(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 4 }

func brName(f, r int) string { return fmt.Sprintf("%c%d", 'a'+f, r+1) }

func brSide(red bool) int {
	if red {
		return 0
	}
	return 1
}

// brParse reads board, side, hidden and the optional chain field.
func brParse(fen string, opt BanqiOptions) (*brPos, error) {
	fields := strings.Fields(fen)
	if len(fields) < 3 {
		return nil, fmt.Errorf("%q: too few fields", fen)
	}
	p := &brPos{opt: opt, chainF: -1, chainR: -1}
	rows := strings.Split(fields[0], "/")
	if len(rows) != 4 {
		return nil, fmt.Errorf("%q: want 4 rows", fen)
	}
	for i, row := range rows {
		r, f := 3-i, 0
		for _, c := range []byte(row) {
			switch {
			case c >= '1' && c <= '8':
				f += int(c - '0')
			case c == 'x':
				p.cells[f][r] = brCell{down: true}
				f++
			default:
				up := c &^ 0x20
				if !strings.ContainsRune(brLetters, rune(up)) {
					return nil, fmt.Errorf("%q: letter %c", fen, c)
				}
				p.cells[f][r] = brCell{letter: up, red: c == up}
				f++
			}
		}
	}
	p.decided = fields[1] != "-"
	p.redToMove = fields[1] != "b"
	if fields[2] != "-" {
		h := fields[2]
		for i := 0; i < len(h); {
			c := h[i]
			i++
			n := 0
			for i < len(h) && h[i] >= '0' && h[i] <= '9' {
				n = n*10 + int(h[i]-'0')
				i++
			}
			n = max(n, 1)
			up := c &^ 0x20
			p.hidden[brSide(c == up)][strings.IndexByte(brLetters, up)] += n
		}
	}
	if len(fields) > 5 {
		p.chainF, p.chainR = int(fields[5][0]-'a'), int(fields[5][1]-'1')
	}
	return p, nil
}

// brRank returns a piece's rank in the rule set's order.
func (p *brPos) brRank(letter byte) int {
	order := "KABRNCP" // Taiwanese: general, advisor, elephant, chariot, horse, cannon, soldier
	if p.opt.HongKongRanks {
		order = "KRNCABP" // general, chariot, horse, cannon, advisor, elephant, soldier
	}
	return 7 - strings.IndexByte(order, letter)
}

// mayTake: a step (or rush or diagonal) capture of b by a, by rank.
func (p *brPos) mayTake(a, b byte) bool {
	if a == 'K' && b == 'P' {
		return false
	}
	if a == 'P' && b == 'K' {
		return true
	}
	return p.brRank(a) >= p.brRank(b)
}

// cannonTakes: the cannon's jump onto b.
func (p *brPos) cannonTakes(b byte) bool {
	return !p.opt.CannonRanks || p.brRank('C') >= p.brRank(b)
}

var brOrth = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
var brDiag = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// captureOnto returns the capture of the cell at (tf, tr) by a piece of
// side red and letter, or "" when it cannot be taken; cannon says the
// capture is a cannon's jump.
func (p *brPos) captureOnto(ff, fr, tf, tr int, letter byte, red, cannon bool) string {
	t := p.cells[tf][tr]
	ok := false
	switch {
	case t.down:
		ok = p.opt.BlindCapture
	case t.letter == 0 || t.red == red:
	case cannon:
		ok = p.cannonTakes(t.letter)
	default:
		ok = p.mayTake(letter, t.letter)
	}
	if !ok {
		return ""
	}
	return brName(ff, fr) + brName(tf, tr)
}

// pieceActions lists the actions of the face-up piece on (f, r).
func (p *brPos) pieceActions(f, r int, capturesOnly bool) []string {
	c := p.cells[f][r]
	var out []string
	add := func(s string) {
		if s != "" {
			out = append(out, s)
		}
	}
	for _, d := range brOrth {
		nf, nr := f+d[0], r+d[1]
		if !brIn(nf, nr) {
			continue
		}
		empty := !p.cells[nf][nr].down && p.cells[nf][nr].letter == 0
		if empty && !capturesOnly {
			add(brName(f, r) + brName(nf, nr))
		}
		switch {
		case c.letter == 'C':
			// The jump: find the screen, then the next piece beyond it.
			seen := 0
			for jf, jr := f+d[0], r+d[1]; brIn(jf, jr); jf, jr = jf+d[0], jr+d[1] {
				x := p.cells[jf][jr]
				if !x.down && x.letter == 0 {
					continue
				}
				seen++
				if seen == 2 {
					add(p.captureOnto(f, r, jf, jr, c.letter, c.red, true))
					break
				}
			}
		case c.letter == 'R' && p.opt.ChariotRush:
			jf, jr := nf, nr
			for brIn(jf, jr) && !p.cells[jf][jr].down && p.cells[jf][jr].letter == 0 {
				if (jf != nf || jr != nr) && !capturesOnly {
					add(brName(f, r) + brName(jf, jr))
				}
				jf, jr = jf+d[0], jr+d[1]
			}
			if brIn(jf, jr) {
				add(p.captureOnto(f, r, jf, jr, c.letter, c.red, false))
			}
		case !empty:
			add(p.captureOnto(f, r, nf, nr, c.letter, c.red, false))
		}
	}
	if c.letter == 'N' && p.opt.HorseDiagonal {
		for _, d := range brDiag {
			if nf, nr := f+d[0], r+d[1]; brIn(nf, nr) {
				add(p.captureOnto(f, r, nf, nr, c.letter, c.red, false))
			}
		}
	}
	return out
}

// actions lists every legal action.
func (p *brPos) actions() []string {
	if p.chainF >= 0 {
		sq := brName(p.chainF, p.chainR)
		return append(p.pieceActions(p.chainF, p.chainR, true), sq+sq)
	}
	var out []string
	for r := 0; r < 4; r++ {
		for f := 0; f < 8; f++ {
			if p.cells[f][r].down {
				out = append(out, brName(f, r)+brName(f, r))
			}
		}
	}
	if !p.decided {
		return out
	}
	for r := 0; r < 4; r++ {
		for f := 0; f < 8; f++ {
			if c := p.cells[f][r]; !c.down && c.letter != 0 && c.red == p.redToMove {
				out = append(out, p.pieceActions(f, r, false)...)
			}
		}
	}
	return out
}

// brReveal is a piece a flip may turn up.
type brReveal struct {
	letter byte
	red    bool
}

// reveals lists the distinct hidden pieces.
func (p *brPos) reveals() []brReveal {
	var out []brReveal
	for s := 0; s < 2; s++ {
		for i := range brLetters {
			if p.hidden[s][i] > 0 {
				out = append(out, brReveal{brLetters[i], s == 0})
			}
		}
	}
	return out
}

// isChance reports whether the action turns up a face-down piece.
func (p *brPos) isChance(a string) bool {
	tf, tr := int(a[2]-'a'), int(a[3]-'1')
	return p.cells[tf][tr].down
}

// play returns the position after action a (rev is what it turns up).
func (p *brPos) play(a string, rev brReveal) *brPos {
	q := *p
	ff, fr, tf, tr := int(a[0]-'a'), int(a[1]-'1'), int(a[2]-'a'), int(a[3]-'1')
	endTurn := func() {
		q.chainF, q.chainR = -1, -1
		q.redToMove = !q.redToMove
	}
	unhide := func() { q.hidden[brSide(rev.red)][strings.IndexByte(brLetters, rev.letter)]-- }
	if ff == tf && fr == tr {
		if q.cells[ff][fr].down { // a flip
			unhide()
			q.cells[ff][fr] = brCell{letter: rev.letter, red: rev.red}
			if !q.decided {
				q.decided, q.redToMove = true, rev.red
			}
		}
		endTurn()
		return &q
	}
	mover, target := q.cells[ff][fr], q.cells[tf][tr]
	q.cells[ff][fr] = brCell{}
	captured := target.letter != 0 || target.down
	if target.down {
		unhide()
		won := rev.red != mover.red
		if won && mover.letter == 'C' {
			won = q.cannonTakes(rev.letter)
		} else if won {
			won = q.mayTake(mover.letter, rev.letter)
		}
		if !won { // the attacker is lost; the revealed piece stays face up
			q.cells[tf][tr] = brCell{letter: rev.letter, red: rev.red}
			endTurn()
			return &q
		}
	}
	q.cells[tf][tr] = mover
	if captured && q.opt.ChainCaptures && len(q.pieceActions(tf, tr, true)) > 0 {
		q.chainF, q.chainR = tf, tr
		return &q
	}
	endTurn()
	return &q
}

func (p *brPos) perft(depth int) uint64 {
	acts := p.actions()
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for _, a := range acts {
		if !p.isChance(a) {
			n += p.play(a, brReveal{}).perft(depth - 1)
			continue
		}
		for _, rev := range p.reveals() {
			n += p.play(a, rev).perft(depth - 1)
		}
	}
	return n
}

// banqiOptionSets returns every combination of the rules options that change
// actions (move limit and chase rule do not).
func banqiOptionSets() []BanqiOptions {
	var out []BanqiOptions
	for bits := 0; bits < 64; bits++ {
		out = append(out, BanqiOptions{MoveLimit: 50,
			ChainCaptures: bits&1 != 0, ChariotRush: bits&2 != 0, HorseDiagonal: bits&4 != 0,
			HongKongRanks: bits&8 != 0, CannonRanks: bits&16 != 0, BlindCapture: bits&32 != 0})
	}
	return out
}

func optName(o BanqiOptions) string {
	var parts []string
	for _, x := range []struct {
		on   bool
		name string
	}{{o.ChainCaptures, "chain"}, {o.ChariotRush, "rush"}, {o.HorseDiagonal, "diagonal"},
		{o.HongKongRanks, "hongkong"}, {o.CannonRanks, "cannonranks"}, {o.BlindCapture, "blind"}} {
		if x.on {
			parts = append(parts, x.name)
		}
	}
	if len(parts) == 0 {
		return "default"
	}
	return strings.Join(parts, "+")
}

// compareBanqi checks that both generators list the same actions and give
// the same perft to depth.
func compareBanqi(t *testing.T, fen string, o BanqiOptions, depth int) {
	t.Helper()
	v, err := NewBanqiVariant(o)
	if err != nil {
		t.Fatal(err)
	}
	b, err := ParseBanqi(v, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	ref, err := brParse(b.FEN(), o)
	if err != nil {
		t.Fatal(err)
	}
	var fast []string
	for _, m := range b.LegalMoves() {
		fast = append(fast, m.String())
	}
	plain := ref.actions()
	slices.Sort(fast)
	slices.Sort(plain)
	if !slices.Equal(fast, plain) {
		t.Fatalf("%s [%s]: actions differ\nfast  %v\nplain %v", fen, optName(o), fast, plain)
	}
	for d := 2; d <= depth; d++ {
		if got, want := b.Perft(d), ref.perft(d); got != want {
			t.Fatalf("%s [%s]: perft %d = %d, the plain generator gives %d", fen, optName(o), d, got, want)
		}
	}
}

// banqiHandPositions are hand-made positions: the start, mid-games with face-up
// and face-down pieces, cannon lines, blocked pieces, chains in progress.
var banqiHandPositions = []struct {
	name, fen string
	depth     int
	chain     bool // a chain of captures is in progress: only with ChainCaptures
}{
	{"start", "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - KA2B2R2N2C2P5ka2b2r2n2c2p5 0 1", 2, false},
	{"after a red first flip", "xxxxxxxx/xxxxxxxx/xxxRxxxx/xxxxxxxx b KA2B2RN2C2P5ka2b2r2n2c2p5 0 1", 2, false},
	{"opening", "xxxxxxxx/xxNxxkxx/xxpRxxxx/xxxxCxxx w KA2B2RNCP5a2b2r2n2c2p4 0 3", 2, false},
	{"middle game", "x1C1x1p1/xK1rx1a1/1xP2x1N/x2c1b1x w ARNPbrnp 8 14", 3, false},
	{"cannon lines", "C1x1k2x/1P2x3/c1R1x1Ax/x3pNx1 b KBRPa2c 3 20", 3, false},
	{"all face up", "2k1r3/1P1C2a1/n1R2p2/3K1c2 w - 5 40", 4, false},
	{"crowded, generals and soldiers", "pKpx1x2/kPxPAx2/xPpxp1x1/3x4 w ABRNCPbn 0 9", 3, false},
	{"a chain in progress", "1n1x4/xRnpx3/2c2C2/1N1k1x2 w RKb2 0 30 b3", 3, true},
}

func TestBanqiPerftMatchesReference(t *testing.T) {
	sets := banqiOptionSets()
	for _, h := range banqiHandPositions {
		t.Run(h.name, func(t *testing.T) {
			for _, o := range sets {
				if h.chain && !o.ChainCaptures {
					continue
				}
				depth := h.depth
				if testing.Short() || (o != sets[0] && o != sets[1]) {
					depth = min(depth, 2)
				}
				compareBanqi(t, h.fen, o, depth)
			}
		})
	}
}

// TestBanqiPerftRandom compares the generators on positions from random
// games (dealt from random seeds, played by random actions) and on random
// placements, under every option combination.
func TestBanqiPerftRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 2026))
	games, placements := 150, 150
	if testing.Short() {
		games, placements = 12, 12
	}
	sets := banqiOptionSets()
	for range games {
		o := sets[rng.IntN(len(sets))]
		fen := randomBanqiGame(t, rng, o, rng.IntN(160))
		compareBanqi(t, fen, o, banqiRefDepth(fen))
	}
	for range placements {
		o := sets[rng.IntN(len(sets))]
		fen := randomBanqiPlacement(rng)
		compareBanqi(t, fen, o, banqiRefDepth(fen))
	}
}

// banqiRefDepth keeps the plain generator's work small: depth 3 when few
// pieces are face down (each flip branches into up to 14 pieces), else 2.
func banqiRefDepth(fen string) int {
	if strings.Count(strings.Fields(fen)[0], "x") <= 8 {
		return 3
	}
	return 2
}

// randomBanqiGame deals from a random seed and plays up to plies random
// actions through the referee; it returns the view's notation.
func randomBanqiGame(t *testing.T, rng *rand.Rand, o BanqiOptions, plies int) string {
	t.Helper()
	v, err := NewBanqiVariant(o)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewReferee(v, rng.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	for range plies {
		moves := r.view.LegalMoves()
		if len(moves) == 0 {
			break
		}
		if _, err := r.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	return r.view.FEN()
}

// randomBanqiPlacement puts a random part of a set on the board, some face
// up, some face down, the rest captured.
func randomBanqiPlacement(rng *rand.Rand) string {
	var set []byte
	for _, s := range []string{"KAABBRRNNCCPPPPP", "kaabbrrnnccppppp"} {
		set = append(set, s...)
	}
	rng.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
	var board [32]byte
	hidden := map[byte]int{}
	for sq := range board {
		switch x := rng.IntN(10); {
		case x < 4:
		case x < 7:
			board[sq] = set[sq]
		default:
			board[sq] = 'x'
			hidden[set[sq]]++
		}
	}
	var sb strings.Builder
	for r := 3; r >= 0; r-- {
		gap := 0
		for f := 0; f < 8; f++ {
			c := board[r*8+f]
			if c == 0 {
				gap++
				continue
			}
			if gap > 0 {
				sb.WriteString(strconv.Itoa(gap))
				gap = 0
			}
			sb.WriteByte(c)
		}
		if gap > 0 {
			sb.WriteString(strconv.Itoa(gap))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	sb.WriteString([]string{" w ", " b "}[rng.IntN(2)])
	h := ""
	for _, c := range []byte("KABRNCPkabrncp") {
		if n := hidden[c]; n > 0 {
			h += string(c) + strconv.Itoa(n)
		}
	}
	if h == "" {
		h = "-"
	}
	return sb.String() + h + " 0 1"
}

// TestBanqiPerft pins the counts of the fast generator under the default
// rules (and ChainCaptures for the chain), which the plain one confirms to
// the depths of TestBanqiPerftMatchesReference.
func TestBanqiPerft(t *testing.T) {
	counts := map[string][]uint64{
		"start":                          {32, 13888, 5779968},
		"middle game":                    {19, 1583, 91192, 5550121},
		"cannon lines":                   {12, 1056, 27337, 1661027},
		"all face up":                    {15, 267, 3232, 55850},
		"crowded, generals and soldiers": {13, 944, 55895},
		"a chain in progress":            {3, 30, 619, 11502},
	}
	for _, h := range banqiHandPositions {
		want, ok := counts[h.name]
		if !ok {
			continue
		}
		var set func(*BanqiOptions)
		if h.chain {
			set = chainOn
		}
		b := banqiView(t, set, h.fen)
		for d, n := range want {
			if testing.Short() && n > 1e6 {
				break
			}
			if got := b.Perft(d + 1); got != n {
				t.Errorf("%s: perft %d = %d, want %d", h.name, d+1, got, n)
			}
		}
	}
}
