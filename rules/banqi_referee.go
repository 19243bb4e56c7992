package rules

import (
	"errors"
	"fmt"
	"math/bits"
)

// Referee deals a banqi game and referees it: it holds the deal (which
// piece lies face down on each square) beside the public view, and reveals
// a piece only when an action turns it up. Players, screens and engines see
// only View() and the pieces Play returns.
type Referee struct {
	view   *BanqiView
	deal   BanqiDeal
	start  string // the start view's notation
	seed   uint64
	seeded bool
}

// ShuffleBanqi deals the 32 pieces from a seed: the same seed gives the same
// deal on every platform (splitmix64 and an unbiased Fisher–Yates shuffle,
// both defined here, not math/rand).
func ShuffleBanqi(seed uint64) BanqiDeal {
	var d BanqiDeal
	i := 0
	for c := First; c <= Second; c++ {
		for j, k := range banqiKinds {
			for range banqiCounts[j] {
				d[i] = MakePiece(k, c)
				i++
			}
		}
	}
	state := seed
	for i := len(d) - 1; i > 0; i-- {
		j := boundedRandom(&state, uint64(i+1))
		d[i], d[j] = d[j], d[i]
	}
	return d
}

// boundedRandom returns a uniform number below n (Lemire's method).
func boundedRandom(state *uint64, n uint64) uint64 {
	hi, lo := bits.Mul64(splitmix64(state), n)
	if lo < n {
		for threshold := -n % n; lo < threshold; {
			hi, lo = bits.Mul64(splitmix64(state), n)
		}
	}
	return hi
}

// NewReferee starts a game of variant v with the pieces dealt from seed.
func NewReferee(v *Variant, seed uint64) (*Referee, error) {
	r, err := NewRefereeDeal(v, ShuffleBanqi(seed))
	if err != nil {
		return nil, err
	}
	r.seed, r.seeded = seed, true
	return r, nil
}

// NewRefereeDeal starts a game of variant v with a given deal of all 32 pieces.
func NewRefereeDeal(v *Variant, d BanqiDeal) (*Referee, error) {
	start, err := NewBanqiStart(v)
	if err != nil {
		return nil, err
	}
	return NewRefereeAt(start, d)
}

// NewRefereeAt referees from a set-up view (a lesson's board, a saved game's
// start): the deal names the piece on each face-down square of the view and
// nothing else, and must match the view's hidden multiset.
func NewRefereeAt(view *BanqiView, d BanqiDeal) (*Referee, error) {
	if view == nil {
		return nil, errors.New("banqi referee: no view")
	}
	var count [numPieces]int8
	for _, s := range banqiSquares {
		pc := d.At(s)
		switch {
		case view.board[s] == FaceDown && pc == Empty:
			return nil, fmt.Errorf("banqi deal: %s is face down but the deal puts nothing there", s)
		case view.board[s] != FaceDown && pc != Empty:
			return nil, fmt.Errorf("banqi deal: %s is not face down but the deal puts a %s there", s, pc.Kind())
		case pc != Empty:
			count[pc]++
		}
	}
	if count != view.hidden {
		return nil, fmt.Errorf("banqi deal: its pieces are not the hidden ones (%s)", view.hiddenString())
	}
	return &Referee{view: view.Clone(), deal: d, start: view.FEN()}, nil
}

// View returns a copy of the public view: what every player may see.
func (r *Referee) View() *BanqiView { return r.view.Clone() }

// Variant returns the game's rules.
func (r *Referee) Variant() *Variant { return r.view.v }

// Seed returns the seed of the deal, when the game was dealt from one.
func (r *Referee) Seed() (uint64, bool) { return r.seed, r.seeded }

// Deal returns the whole deal, every face-down identity included: for
// saving and replaying a game, never for a player's side.
func (r *Referee) Deal() BanqiDeal { return r.deal }

// StartFEN returns the notation of the view the game started from.
func (r *Referee) StartFEN() string { return r.start }

// Play checks and plays an action, returning the piece it revealed (the
// flipped piece, or the face-down piece a blind capture landed on; Empty
// otherwise) so that other views can apply it with Apply.
func (r *Referee) Play(m Move) (Piece, error) {
	if why := r.view.Why(m); why != nil {
		return Empty, &MoveError{Move: m.String(), Reason: why.Error()}
	}
	revealed := Empty
	if r.view.IsChance(m) {
		revealed = r.deal.At(m.To())
	}
	r.view.MakeMove(m, revealed)
	return revealed, nil
}

// Undo takes back the last action; false when there is none.
func (r *Referee) Undo() bool {
	if len(r.view.stack) == 0 {
		return false
	}
	r.view.UnmakeMove()
	return true
}

// Outcome judges the game.
func (r *Referee) Outcome() Outcome { return r.view.Outcome() }

// Apply checks and plays an action on the view; revealed is the piece the
// referee revealed for a flip or blind capture, Empty for other actions.
func (b *BanqiView) Apply(m Move, revealed Piece) error {
	if why := b.Why(m); why != nil {
		return &MoveError{Move: m.String(), Reason: why.Error()}
	}
	switch chance := b.IsChance(m); {
	case chance && (revealed == Empty || revealed == FaceDown || revealed == Wall ||
		int(revealed) >= numPieces || b.hidden[revealed] == 0):
		return &MoveError{Move: m.String(), Reason: "the revealed piece is not one of the hidden pieces"}
	case !chance && revealed != Empty:
		return &MoveError{Move: m.String(), Reason: "the action reveals nothing"}
	}
	b.MakeMove(m, revealed)
	return nil
}
