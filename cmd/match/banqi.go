package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

// Banqi matches: every game is dealt by rules.Referee from a fixed seed
// (-seed, -seed+1, ...), each seed played twice with the players swapped,
// and the players see only the referee's public view.
//
//	match -variant banqi -opponent greedy -games 200 -nodes 20000 -parallel 2
//	match -variant banqi -opponent level:5 -games 200 -nodes 20000 -parallel 2
//	match -variant banqi -ladder -games 10 -nodes 20000 -parallel 2

// banqiPlayer chooses banqi actions from the public view.
type banqiPlayer interface {
	name() string
	newGame(seed uint64)
	move(view *rules.BanqiView) rules.Move
}

// banqiEngine is our banqi engine at a level.
type banqiEngine struct {
	e     *search.BanqiEngine
	level int
	lim   search.Limits
}

func newBanqiEngine(level int, nodes uint64, mt time.Duration) *banqiEngine {
	e := search.NewBanqi(16)
	e.SetLevel(level)
	lim := search.Limits{MoveTime: mt}
	if nodes > 0 {
		lim = search.Limits{Nodes: nodes}
	}
	return &banqiEngine{e: e, level: level, lim: lim}
}

func (p *banqiEngine) name() string { return fmt.Sprintf("banqi-L%d", p.level) }

func (p *banqiEngine) newGame(seed uint64) { p.e.Clear(); p.e.SetSeed(seed) }

func (p *banqiEngine) move(view *rules.BanqiView) rules.Move { return p.e.Search(view, p.lim, nil) }

// greedy captures the highest-ranked piece it can; with no capture it
// flips a face-down piece at random; with nothing face down it makes a
// random move after which the moved piece cannot be taken, or any random
// move when none is safe.
type greedy struct {
	rng  *rand.Rand
	rank [16]int
}

func newGreedy(v *rules.Variant) *greedy {
	g := &greedy{rng: rand.New(rand.NewPCG(1, 2))}
	order := []rules.Kind{rules.Soldier, rules.Cannon, rules.Horse, rules.Chariot, rules.Elephant, rules.Advisor, rules.General}
	if v.Banqi.HongKongRanks {
		order = []rules.Kind{rules.Soldier, rules.Elephant, rules.Advisor, rules.Cannon, rules.Horse, rules.Chariot, rules.General}
	}
	for i, k := range order {
		g.rank[k] = i + 1
	}
	return g
}

func (g *greedy) name() string { return "greedy" }

func (g *greedy) newGame(seed uint64) { g.rng = rand.New(rand.NewPCG(seed, 0x6EED)) }

func (g *greedy) move(view *rules.BanqiView) rules.Move {
	moves := view.LegalMoves()
	var captures, flips, safe []rules.Move
	best := 0
	for _, m := range moves {
		switch target := view.At(m.To()); {
		case m.IsFlip():
			flips = append(flips, m)
		case m.MovesPiece() && target != rules.Empty && target != rules.FaceDown:
			r := g.rank[target.Kind()]
			if r > best {
				best, captures = r, captures[:0]
			}
			if r == best {
				captures = append(captures, m)
			}
		case m.MovesPiece() && target == rules.Empty && !attackedAfter(view, m):
			safe = append(safe, m)
		}
	}
	for _, list := range [][]rules.Move{captures, flips, safe, moves} {
		if len(list) > 0 {
			return list[g.rng.IntN(len(list))]
		}
	}
	return rules.NoMove
}

// attackedAfter reports whether the piece moved by m can be taken at once.
func attackedAfter(view *rules.BanqiView, m rules.Move) bool {
	view.MakeMove(m, rules.Empty)
	defer view.UnmakeMove()
	for _, r := range view.LegalMoves() {
		if r.To() == m.To() && r.MovesPiece() {
			return true
		}
	}
	return false
}

// banqiResult is one game's end from the first player's side: +1 a win, 0
// a draw, -1 a loss.
type banqiResult struct {
	score  int
	reason string
	plies  int
	record string
}

// banqiMaxPlies ends a game that the move limit would not (with MoveLimit
// off): adjudicated a draw.
const banqiMaxPlies = 2000

// playBanqi plays one game dealt from seed; players[0] moves first.
func playBanqi(v *rules.Variant, seed uint64, players [2]banqiPlayer) (banqiResult, error) {
	ref, err := rules.NewReferee(v, seed)
	if err != nil {
		return banqiResult{}, err
	}
	for _, p := range players {
		p.newGame(seed)
	}
	var colour [2]rules.Color // each player's colour, known after the first action
	var words []string
	for ply := 0; ply < banqiMaxPlies; ply++ {
		view := ref.View()
		if o := view.Outcome(); o.Over() {
			res := banqiResult{reason: string(o.Reason), plies: ply, record: strings.Join(words, " ") + "\n    final: " + view.FEN()}
			switch o.Result {
			case rules.Win(colour[0]):
				res.score = 1
			case rules.Win(colour[1]):
				res.score = -1
			}
			return res, nil
		}
		mover := 0
		if ply > 0 && view.SideToMove() == colour[1] {
			mover = 1
		}
		m := players[mover].move(view)
		revealed, err := ref.Play(m)
		if err != nil {
			return banqiResult{score: 2*mover - 1, reason: players[mover].name() + " played an illegal action " + m.String(),
				plies: ply, record: strings.Join(words, " ")}, nil
		}
		words = append(words, banqiAction(m, revealed))
		if ply == 0 {
			colour[1] = ref.View().SideToMove()
			colour[0] = colour[1].Other()
		}
	}
	return banqiResult{reason: "adjudicated (length)", plies: banqiMaxPlies, record: strings.Join(words, " ")}, nil
}

// banqiAction writes an action with the piece it revealed, as UCI takes it.
func banqiAction(m rules.Move, revealed rules.Piece) string {
	if revealed == rules.Empty {
		return m.String()
	}
	l := banqiLetters[revealed.Kind()]
	if revealed.Color() == rules.Second {
		l += 'a' - 'A'
	}
	return m.String() + string(l)
}

// banqiLetters are the FEN letters of banqi's kinds (red's, upper case).
var banqiLetters = [16]byte{rules.General: 'K', rules.Advisor: 'A', rules.Elephant: 'B', rules.Chariot: 'R',
	rules.Horse: 'N', rules.Cannon: 'C', rules.Soldier: 'P'}

// banqiOpponent builds the opponent named by -opponent: greedy, self (our
// engine at -level) or level:N.
func banqiOpponent(c config, v *rules.Variant) (func() banqiPlayer, error) {
	switch {
	case c.opponent == "greedy":
		return func() banqiPlayer { return newGreedy(v) }, nil
	case c.opponent == "self":
		return func() banqiPlayer { return newBanqiEngine(c.level, c.nodes, c.moveTime) }, nil
	}
	if s, ok := strings.CutPrefix(c.opponent, "level:"); ok {
		lv, err := strconv.Atoi(s)
		if err != nil || lv < 1 || lv > 10 {
			return nil, fmt.Errorf("-opponent %q: want level:1 to level:10", c.opponent)
		}
		return func() banqiPlayer { return newBanqiEngine(lv, c.nodes, c.moveTime) }, nil
	}
	return nil, fmt.Errorf("banqi: unknown opponent %q (want greedy, self or level:N)", c.opponent)
}

// runBanqi plays a banqi match of our engine at -level against -opponent,
// or with -ladder each level against the one below.
func runBanqi(c config, v *rules.Variant) error {
	per := c.moveTime.String()
	if c.nodes > 0 {
		per = fmt.Sprintf("%d nodes", c.nodes)
	}
	fmt.Printf("Banqi (%s), %d games a pairing, seeds %d to %d, each played twice with the players swapped, %s per move\n",
		v.Name, c.games, c.seed, c.seed+uint64(c.games/2)-1, per)
	engine := func(level int) func() banqiPlayer {
		return func() banqiPlayer { return newBanqiEngine(level, c.nodes, c.moveTime) }
	}
	if c.ladder {
		want, err := ladderLevels(c.levels)
		if err != nil {
			return err
		}
		for _, lv := range want {
			s, err := banqiPairing(c, v, engine(lv), engine(lv-1))
			s.print(os.Stdout)
			if err != nil {
				return err
			}
		}
		return nil
	}
	opp, err := banqiOpponent(c, v)
	if err != nil {
		return err
	}
	s, err := banqiPairing(c, v, engine(c.level), opp)
	s.print(os.Stdout)
	return err
}

// banqiPairing plays c.games games between two players, game g dealt from
// seed c.seed+g/2, A moving first in the even games.
func banqiPairing(c config, v *rules.Variant, mkA, mkB func() banqiPlayer) (*score, error) {
	s := &score{}
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var errs error
	for range max(c.parallel, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, b := mkA(), mkB()
			mu.Lock()
			s.nameA, s.nameB = a.name(), b.name()
			mu.Unlock()
			for g := range jobs {
				seed := c.seed + uint64(g/2)
				players := [2]banqiPlayer{a, b}
				if g%2 == 1 {
					players = [2]banqiPlayer{b, a}
				}
				r, err := playBanqi(v, seed, players)
				mu.Lock()
				if err != nil {
					errs = errors.Join(errs, fmt.Errorf("game %d: %w", g+1, err))
				} else {
					scoreA := r.score
					if g%2 == 1 {
						scoreA = -scoreA
					}
					switch scoreA {
					case 1:
						s.wins++
					case 0:
						s.draws++
					default:
						s.ls++
					}
					fmt.Printf("game %3d  seed %-5d %-10s vs %-10s %+d %-24s %4d plies\n", g+1, seed,
						players[0].name(), players[1].name(), r.score, r.reason, r.plies)
					if c.verbose {
						fmt.Println("   ", r.record)
					}
				}
				mu.Unlock()
			}
		}()
	}
	for g := range c.games {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	return s, errs
}
