package tutorials

import (
	"fmt"
	"math"

	"github.com/elephant-chess/elephant/jsonv"
)

// Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system"): a rating,
// its deviation (how uncertain the rating is) and its volatility (how
// erratic the results are). The puzzle screen rates each attempt as a game
// between the player and the puzzle, one rating period per attempt.

// Glicko is a rating on the familiar scale (1500 for a newcomer).
type Glicko struct {
	Rating float64 `json:"r"`
	RD     float64 `json:"rd"`
	Vol    float64 `json:"vol"`
}

func (g *Glicko) json() jsonv.Object { return jsonv.Fields("r", &g.Rating, "rd", &g.RD, "vol", &g.Vol) }

// GlickoGame is one result in a rating period: the opponent as it stood at
// the start of the period and the score (1 a win, 0.5 a draw, 0 a loss).
type GlickoGame struct {
	Opponent Glicko
	Score    float64
}

const (
	glickoScale   = 173.7178 // between the Glicko and the Glicko-2 scales
	glickoBase    = 1500.0
	glickoEpsilon = 0.000001 // the paper's convergence tolerance for the volatility
	glickoMaxIter = 200      // the iterations converge in a handful; a bound keeps bad input from looping
)

// glickoTrace is every quantity of the paper's steps 3 to 8, on the
// Glicko-2 scale, so that the tests can follow the worked example.
type glickoTrace struct {
	mu, phi       float64 // step 2
	v, delta      float64 // steps 3 and 4
	sigma         float64 // step 5: the new volatility
	phiStar       float64 // step 6
	newPhi, newMu float64 // step 7
}

// Update rates one period of games and returns the new rating; tau
// constrains how fast the volatility changes (the paper suggests 0.3 to
// 1.2). With no games only the deviation grows, as the paper's step 6 says.
func (g Glicko) Update(games []GlickoGame, tau float64) (Glicko, error) {
	t, err := glicko2Period(g, games, tau)
	if err != nil {
		return g, err
	}
	return Glicko{Rating: glickoScale*t.newMu + glickoBase, RD: glickoScale * t.newPhi, Vol: t.sigma}, nil
}

// check rejects what the formulas cannot take: non-finite numbers, a
// deviation or volatility that is not positive.
func (g Glicko) check() error {
	for _, x := range []float64{g.Rating, g.RD, g.Vol} {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("rating %v±%v (volatility %v) is not a number", g.Rating, g.RD, g.Vol)
		}
	}
	if g.RD <= 0 || g.Vol <= 0 {
		return fmt.Errorf("rating deviation %v and volatility %v must be positive", g.RD, g.Vol)
	}
	return nil
}

func glicko2Period(g Glicko, games []GlickoGame, tau float64) (glickoTrace, error) {
	var t glickoTrace
	if err := g.check(); err != nil {
		return t, fmt.Errorf("glicko-2: player: %w", err)
	}
	if !(tau > 0) || math.IsInf(tau, 0) {
		return t, fmt.Errorf("glicko-2: tau %v must be positive", tau)
	}
	t.mu, t.phi = (g.Rating-glickoBase)/glickoScale, g.RD/glickoScale
	if len(games) == 0 {
		t.sigma = g.Vol
		t.phiStar = math.Hypot(t.phi, g.Vol)
		t.newPhi, t.newMu = t.phiStar, t.mu
		return t, nil
	}
	var invV, sum float64
	for i, gm := range games {
		if err := gm.Opponent.check(); err != nil {
			return t, fmt.Errorf("glicko-2: game %d: %w", i+1, err)
		}
		if !(gm.Score >= 0 && gm.Score <= 1) {
			return t, fmt.Errorf("glicko-2: game %d: score %v, want 0 to 1", i+1, gm.Score)
		}
		muJ, phiJ := (gm.Opponent.Rating-glickoBase)/glickoScale, gm.Opponent.RD/glickoScale
		gj := glickoG(phiJ)
		e := glickoE(t.mu, muJ, gj)
		invV += gj * gj * e * (1 - e)
		sum += gj * (gm.Score - e)
	}
	t.v = 1 / invV
	t.delta = t.v * sum
	sigma, err := glickoVolatility(t.phi, t.v, t.delta, g.Vol, tau)
	if err != nil {
		return t, err
	}
	t.sigma = sigma
	t.phiStar, t.newPhi, t.newMu = glickoNewRating(t.mu, t.phi, sigma, t.v, sum)
	return t, nil
}

// glickoNewRating is the paper's steps 6 and 7: the deviation widened by
// the new volatility, then narrowed by the games; the rating moved by sum,
// the games' scores less their expectations, each weighed by g.
func glickoNewRating(mu, phi, sigma, v, sum float64) (phiStar, newPhi, newMu float64) {
	phiStar = math.Hypot(phi, sigma)
	newPhi = 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	return phiStar, newPhi, mu + newPhi*newPhi*sum
}

// glickoG weighs a game by how well the opponent's rating is known.
func glickoG(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// glickoE is the expected score against an opponent at muJ.
func glickoE(mu, muJ, gj float64) float64 { return 1 / (1 + math.Exp(-gj*(mu-muJ))) }

// glickoVolatility is the paper's step 5: the root of f by the Illinois
// variant of regula falsi.
func glickoVolatility(phi, v, delta, sigma, tau float64) (float64, error) {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			if k++; k > glickoMaxIter {
				return 0, fmt.Errorf("glicko-2: no bracket for the volatility")
			}
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > glickoEpsilon; i++ {
		if i == glickoMaxIter {
			return 0, fmt.Errorf("glicko-2: the volatility did not converge")
		}
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	s := math.Exp(A / 2)
	if math.IsNaN(s) || math.IsInf(s, 0) || s <= 0 {
		return 0, fmt.Errorf("glicko-2: volatility %v", s)
	}
	return s, nil
}
