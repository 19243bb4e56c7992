package tutorials

import (
	"math"
	"testing"
)

// The worked example of Glickman's "Example of the Glicko-2 system": a
// player at 1500±200 (volatility 0.06, tau 0.5) beats a 1400±30 player and
// loses to 1550±100 and 1700±300.
var glickoExample = struct {
	player Glicko
	games  []GlickoGame
	tau    float64
}{
	player: Glicko{Rating: 1500, RD: 200, Vol: 0.06},
	games: []GlickoGame{
		{Opponent: Glicko{Rating: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opponent: Glicko{Rating: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opponent: Glicko{Rating: 1700, RD: 300, Vol: 0.06}, Score: 0},
	},
	tau: 0.5,
}

// TestGlickoPaperTable: g(φj) and E(μ, μj, φj) of each opponent, as the
// paper's table prints them (g to 4 places, E to 3).
func TestGlickoPaperTable(t *testing.T) {
	want := []struct{ g, e float64 }{{0.9955, 0.639}, {0.9531, 0.432}, {0.7242, 0.303}}
	for i, gm := range glickoExample.games {
		muJ, phiJ := (gm.Opponent.Rating-glickoBase)/glickoScale, gm.Opponent.RD/glickoScale
		g := glickoG(phiJ)
		e := glickoE(0, muJ, g)
		if !roundsTo(g, want[i].g, 4) || !roundsTo(e, want[i].e, 3) {
			t.Errorf("opponent %d: g %.5f E %.4f, the paper has %.4f %.3f", i+1, g, e, want[i].g, want[i].e)
		}
	}
}

// TestGlickoPaperSteps follows the paper's steps 3 to 7. The paper carries
// its table rounded (g to 4 places, E to 3) into v and Δ, so v and Δ are
// checked from those rounded values, and steps 5 and 6 are fed the paper's
// own printed v and Δ; μ' and φ' come from the unrounded run. Each must be
// within one unit of the last digit the paper prints (it truncates σ' =
// 0.0599960 to 0.05999).
func TestGlickoPaperSteps(t *testing.T) {
	g := []float64{0.9955, 0.9531, 0.7242}
	e := []float64{0.639, 0.432, 0.303}
	s := []float64{1, 0, 0}
	var invV, sum float64
	for i := range g {
		invV += g[i] * g[i] * e[i] * (1 - e[i])
		sum += g[i] * (s[i] - e[i])
	}
	const phi, v, delta = 1.1513, 1.7785, -0.4834 // as printed
	sigma, err := glickoVolatility(phi, v, delta, 0.06, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	phiStar, _, _ := glickoNewRating(0, phi, 0.05999, v, sum)
	run, err := glicko2Period(glickoExample.player, glickoExample.games, glickoExample.tau)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		got, want float64
		places    int
	}{
		{"phi", glickoExample.player.RD / glickoScale, phi, 4},
		{"v", 1 / invV, v, 4},
		{"delta", sum / invV, delta, 4},
		{"sigma'", sigma, 0.05999, 5},
		{"phi*", phiStar, 1.152862, 6},
		{"phi'", run.newPhi, 0.8722, 4},
		{"mu'", run.newMu, -0.2069, 4},
	}
	for _, tt := range tests {
		if math.Abs(tt.got-tt.want) > math.Pow(10, -float64(tt.places)) {
			t.Errorf("%s = %.8f, the paper has %.*f", tt.name, tt.got, tt.places, tt.want)
		}
	}
}

// TestGlickoPaperResult runs the example without rounding between steps:
// the paper's r' = 1464.06, RD' = 151.52 and σ' = 0.05999 within one unit
// of their last printed digit (the paper's rounded intermediates move them
// by less than that).
func TestGlickoPaperResult(t *testing.T) {
	ex := glickoExample
	got, err := ex.player.Update(ex.games, ex.tau)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name           string
		got, want, tol float64
	}{
		{"rating", got.Rating, 1464.06, 0.01},
		{"RD", got.RD, 151.52, 0.01},
		{"volatility", got.Vol, 0.05999, 0.00001},
	}
	for _, tt := range tests {
		if math.Abs(tt.got-tt.want) > tt.tol {
			t.Errorf("%s = %.6f, the paper has %v (±%v)", tt.name, tt.got, tt.want, tt.tol)
		}
	}
}

// roundsTo reports whether x rounds to want at the given decimal places.
func roundsTo(x, want float64, places int) bool {
	p := math.Pow(10, float64(places))
	return math.Abs(math.Round(x*p)-math.Round(want*p)) < 0.5
}

// TestGlickoNoGames: a period without games leaves the rating and widens
// the deviation by the volatility (step 6 alone).
func TestGlickoNoGames(t *testing.T) {
	p := Glicko{Rating: 1700, RD: 50, Vol: 0.06}
	got, err := p.Update(nil, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	want := glickoScale * math.Hypot(50/glickoScale, 0.06)
	if got.Rating != 1700 || math.Abs(got.RD-want) > 1e-9 || got.Vol != 0.06 {
		t.Errorf("got %+v, want 1700±%.4f", got, want)
	}
}

// TestGlickoOneGame: a win raises the rating, a loss lowers it, by more
// when the deviation is wide, and the deviation narrows either way.
func TestGlickoOneGame(t *testing.T) {
	opp := Glicko{Rating: 1500, RD: 100, Vol: 0.06}
	tests := []struct {
		name  string
		rd    float64
		score float64
		sign  float64
	}{
		{"win, wide", 350, 1, 1},
		{"win, narrow", 60, 1, 1},
		{"loss, wide", 350, 0, -1},
		{"loss, narrow", 60, 0, -1},
		{"draw", 200, 0.5, 0},
	}
	moves := map[string]float64{}
	for _, tt := range tests {
		p := Glicko{Rating: 1500, RD: tt.rd, Vol: 0.06}
		got, err := p.Update([]GlickoGame{{Opponent: opp, Score: tt.score}}, 0.5)
		if err != nil {
			t.Fatal(err)
		}
		d := got.Rating - p.Rating
		moves[tt.name] = math.Abs(d)
		if tt.sign == 0 && math.Abs(d) > 1e-9 || tt.sign != 0 && d*tt.sign <= 0 {
			t.Errorf("%s: rating moved by %.3f", tt.name, d)
		}
		if got.RD >= p.RD+1e-9 && tt.rd > 100 {
			t.Errorf("%s: deviation %.2f did not narrow from %.0f", tt.name, got.RD, tt.rd)
		}
	}
	if moves["win, wide"] <= 3*moves["win, narrow"] || moves["loss, wide"] <= 3*moves["loss, narrow"] {
		t.Errorf("a wide deviation should move the rating much more: %v", moves)
	}
}

func TestGlickoBadInput(t *testing.T) {
	ok := Glicko{Rating: 1500, RD: 200, Vol: 0.06}
	tests := []struct {
		name   string
		player Glicko
		games  []GlickoGame
		tau    float64
	}{
		{"NaN rating", Glicko{Rating: math.NaN(), RD: 200, Vol: 0.06}, nil, 0.5},
		{"zero RD", Glicko{Rating: 1500, RD: 0, Vol: 0.06}, nil, 0.5},
		{"negative volatility", Glicko{Rating: 1500, RD: 200, Vol: -1}, nil, 0.5},
		{"zero tau", ok, nil, 0},
		{"score 2", ok, []GlickoGame{{Opponent: ok, Score: 2}}, 0.5},
		{"NaN score", ok, []GlickoGame{{Opponent: ok, Score: math.NaN()}}, 0.5},
		{"infinite opponent", ok, []GlickoGame{{Opponent: Glicko{Rating: math.Inf(1), RD: 30, Vol: 0.06}}}, 0.5},
	}
	for _, tt := range tests {
		if _, err := tt.player.Update(tt.games, tt.tau); err == nil {
			t.Errorf("%s: no error", tt.name)
		}
	}
}

// TestGlickoVolatilityRoot checks step 5 against a second transcription of
// the paper's equation, solved by plain bisection: the paper's example
// pins σ' only to 0.05999, which a wrong f can still meet.
func TestGlickoVolatilityRoot(t *testing.T) {
	tests := []struct{ phi, v, delta, sigma, tau float64 }{
		{1.1513, 1.7785, -0.4834, 0.06, 0.5}, // the paper's example
		{0.3, 0.8, 2.5, 0.06, 0.5},           // a big surprise: Δ² > φ² + v
		{0.3, 0.8, 2.5, 0.06, 1.2},
		{2.0, 4.0, 0.1, 0.09, 0.3}, // no surprise at all
		{0.26, 12, -1.5, 0.03, 0.5},
	}
	for _, tt := range tests {
		got, err := glickoVolatility(tt.phi, tt.v, tt.delta, tt.sigma, tt.tau)
		if err != nil {
			t.Fatal(err)
		}
		a := math.Log(tt.sigma * tt.sigma)
		f := func(x float64) float64 { // the paper: e^x(Δ²−φ²−v−e^x)/(2(φ²+v+e^x)²) − (x−a)/τ²
			num := math.Exp(x) * (tt.delta*tt.delta - tt.phi*tt.phi - tt.v - math.Exp(x))
			den := 2 * math.Pow(tt.phi*tt.phi+tt.v+math.Exp(x), 2)
			return num/den - (x-a)/(tt.tau*tt.tau)
		}
		lo, hi := a-20, a+20 // f falls from positive to negative across its one root
		for range 200 {
			mid := (lo + hi) / 2
			if f(mid) > 0 {
				lo = mid
			} else {
				hi = mid
			}
		}
		if want := math.Exp(lo / 2); math.Abs(got-want) > 1e-7 {
			t.Errorf("%+v: σ' = %.9f, bisection finds %.9f", tt, got, want)
		}
	}
}
