package rules

import (
	"reflect"
	"testing"
)

// ruleFacts is the part of a Variant that setRules computes.
type ruleFacts struct {
	Stalemate           StalemateRule
	FlyingGeneral       bool
	Bikjang             BikjangRule
	Passing             bool
	Counting            bool
	MoveLimit           int
	BareKingDraw        bool
	KnightMateBanned    bool
	Opening             OpeningRule
	PalaceLines         bool
	PerpetualCheckLoses bool
	ChaseRule           bool
}

func factsOf(v *Variant) ruleFacts {
	return ruleFacts{v.Stalemate, v.FlyingGeneral, v.Bikjang, v.Passing, v.Counting, v.MoveLimit,
		v.BareKingDraw, v.KnightMateBanned, v.Opening, v.PalaceLines, v.PerpetualCheckLoses, v.ChaseRule}
}

func TestVariantRuleFacts(t *testing.T) {
	janggi := func(b BikjangRule, counting, perpetual bool) ruleFacts {
		return ruleFacts{Stalemate: StalematePass, Bikjang: b, Passing: true, Counting: counting,
			Opening: OpeningFree, PalaceLines: true, PerpetualCheckLoses: perpetual}
	}
	want := map[string]ruleFacts{
		"xiangqi": {Stalemate: StalemateLoses, FlyingGeneral: true, MoveLimit: 60, Opening: OpeningFree,
			PerpetualCheckLoses: true, ChaseRule: true},
		"janggi":             janggi(BikjangFSF, true, true),
		"janggitraditional":  janggi(BikjangFSF, false, true),
		"janggimodern":       janggi(BikjangOff, true, true),
		"janggicasual":       janggi(BikjangOff, false, true),
		"janggi-traditional": janggi(BikjangBreak, false, false),
		"shatar":             {Stalemate: StalemateDraws, Opening: OpeningFree},
		"shatar-traditional": {Stalemate: StalemateDraws, BareKingDraw: true, KnightMateBanned: true,
			Opening: OpeningBersPawn},
		"hiashatar": {Stalemate: StalemateDraws, Opening: OpeningFree},
	}
	for _, name := range PresetNames() {
		w, ok := want[name]
		if !ok {
			t.Errorf("preset %s: no expected rule facts", name)
			continue
		}
		if got := factsOf(MustPreset(name)); got != w {
			t.Errorf("preset %s: rule facts\n got %+v\nwant %+v", name, got, w)
		}
	}
	banqi, err := BanqiPreset("banqi")
	if err != nil {
		t.Fatal(err)
	}
	if got := factsOf(banqi); got != (ruleFacts{}) {
		t.Errorf("banqi: rule facts %+v, want all zero", got)
	}
}

// TestVariantRuleFactsFollowOptions checks the facts that options change
// beyond the presets.
func TestVariantRuleFactsFollowOptions(t *testing.T) {
	tests := []struct {
		name  string
		game  Game
		opt   func(*Options)
		check func(*Variant) bool
	}{
		{"xiangqi no move limit", Xiangqi, func(o *Options) { o.Xiangqi.MoveLimit = 0 },
			func(v *Variant) bool { return v.MoveLimit == 0 }},
		{"xiangqi no chase rule", Xiangqi, func(o *Options) { o.Xiangqi.ChaseRule = false },
			func(v *Variant) bool { return !v.ChaseRule && v.PerpetualCheckLoses }},
		{"hiashatar bare king", Hiashatar, func(o *Options) { o.Hiashatar.BareKingDraw = true },
			func(v *Variant) bool { return v.BareKingDraw }},
		{"shatar either pawn", Shatar, func(o *Options) { o.Shatar.Opening = OpeningBersOrKingPawn },
			func(v *Variant) bool { return v.Opening == OpeningBersOrKingPawn }},
		{"xiangqi ignores shatar opening", Xiangqi, func(o *Options) { o.Shatar.Opening = OpeningBersPawn },
			func(v *Variant) bool { return v.Opening == OpeningFree }},
		{"shatar fsf allows knight mates", Shatar, func(o *Options) { o.Shatar.FSF = true },
			func(v *Variant) bool { return !v.KnightMateBanned }},
		{"shatar ignores janggi counting", Shatar, func(o *Options) { o.Janggi.Counting = true },
			func(v *Variant) bool { return !v.Counting }},
	}
	for _, tc := range tests {
		o := DefaultOptions()
		tc.opt(&o)
		v, err := NewVariant(tc.game, o)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !tc.check(v) {
			t.Errorf("%s: rule facts %+v", tc.name, factsOf(v))
		}
	}
}

func TestVariantKindTable(t *testing.T) {
	tests := []struct {
		preset   string
		letters  string // of the game's kinds, in kind order
		royal    []Kind
		heavy    []Kind
		attacker []Kind
		values   map[Kind]int
	}{
		{"xiangqi", "KABNRCP", []Kind{General}, []Kind{Horse, Chariot, Cannon},
			[]Kind{Horse, Chariot, Cannon, Soldier},
			map[Kind]int{Chariot: 90, Cannon: 45, Horse: 40, Advisor: 20, Elephant: 20, Soldier: 10}},
		{"janggi", "KABNRCP", []Kind{General}, []Kind{LongElephant, Horse, Chariot, JanggiCannon},
			[]Kind{LongElephant, Horse, Chariot, JanggiCannon, Soldier},
			map[Kind]int{Chariot: 130, JanggiCannon: 70, Horse: 50, LongElephant: 30, Guard: 30, Soldier: 20}},
		{"shatar-traditional", "RKBNJP", []Kind{King}, []Kind{Chariot, Bishop, Knight, Bers},
			[]Kind{Chariot, Bishop, Knight, Bers, Pawn},
			map[Kind]int{Bers: 70, Chariot: 50, Bishop: 30, Knight: 30, Pawn: 10}},
		{"hiashatar", "RKQBNGP", []Kind{King}, []Kind{Chariot, Queen, Bishop, Knight, Bodyguard},
			[]Kind{Chariot, Queen, Bishop, Knight, Pawn},
			map[Kind]int{Queen: 90, Chariot: 50, Bishop: 30, Knight: 30, Bodyguard: 30, Pawn: 10}},
	}
	for _, tc := range tests {
		v := MustPreset(tc.preset)
		var royal, heavy, attacker []Kind
		letters := ""
		for k := NoKind; k < numKinds+2; k++ {
			info := v.Kind(k)
			if info.Letter != 0 {
				letters += string(info.Letter)
			}
			if info.Value != tc.values[k] {
				t.Errorf("%s %v: value %d, want %d", tc.preset, k, info.Value, tc.values[k])
			}
			if info.Value != PieceValue(v.Game, k) {
				t.Errorf("%s %v: PieceValue %d, KindInfo %d", tc.preset, k, PieceValue(v.Game, k), info.Value)
			}
			if info.Royal {
				royal = append(royal, k)
			}
			if info.Heavy {
				heavy = append(heavy, k)
			}
			if info.Attacker {
				attacker = append(attacker, k)
			}
		}
		if letters != tc.letters {
			t.Errorf("%s: letters %q, want %q", tc.preset, letters, tc.letters)
		}
		for _, c := range []struct {
			what      string
			got, want []Kind
		}{{"royal", royal, tc.royal}, {"heavy", heavy, tc.heavy}, {"attacker", attacker, tc.attacker},
			{"HeavyKinds", v.HeavyKinds(), tc.heavy}} {
			if !reflect.DeepEqual(c.got, c.want) {
				t.Errorf("%s: %s kinds %v, want %v", tc.preset, c.what, c.got, c.want)
			}
		}
	}
}

func TestRuleEnd(t *testing.T) {
	withBareKing := DefaultOptions()
	withBareKing.Hiashatar.BareKingDraw = true
	hiaBare, err := NewVariant(Hiashatar, withBareKing)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		v    *Variant
		fen  string
		want Result
	}{
		{MustPreset("xiangqi"), "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 120 70", Draw},
		{MustPreset("xiangqi"), "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 119 70", Ongoing},
		{MustPreset("shatar-traditional"), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Draw},
		{MustPreset("shatar-traditional"), "4k3/4p3/8/8/8/8/8/R3K3 w - - 0 1", Ongoing},
		{MustPreset("shatar"), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Ongoing},
		{MustPreset("hiashatar"), "4k5/10/10/10/10/10/10/10/10/R3K5 w - - 0 1", Ongoing},
		{hiaBare, "4k5/10/10/10/10/10/10/10/10/R3K5 w - - 0 1", Draw},
		{MustPreset("janggi"), "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 200 1", Ongoing},
	}
	for _, tc := range tests {
		p, err := tc.v.NewPosition(tc.fen)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.v.Name, tc.fen, err)
		}
		got, over := p.RuleEnd()
		if got != tc.want || over != (tc.want != Ongoing) {
			t.Errorf("%s %s: RuleEnd %v %v, want %v", tc.v.Name, tc.fen, got, over, tc.want)
		}
		if over && p.Outcome().Result != got {
			t.Errorf("%s %s: RuleEnd %v but Outcome %v", tc.v.Name, tc.fen, got, p.Outcome().Result)
		}
	}
}

func TestDrawnResult(t *testing.T) {
	tests := []struct {
		preset, fen string
		want        Result
	}{
		{"janggi", "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1", FirstWins},
		{"janggi", "4k4/4r4/9/9/9/9/9/9/9/4K4 w - - 0 1", SecondWins},
		{"janggi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", SecondWins}, // han's 1.5
		{"janggicasual", "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1", Draw},
		{"xiangqi", "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1", Draw},
	}
	for _, tc := range tests {
		p, err := MustPreset(tc.preset).NewPosition(tc.fen)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.preset, tc.fen, err)
		}
		if got := p.DrawnResult(); got != tc.want {
			t.Errorf("%s %s: DrawnResult %v, want %v", tc.preset, tc.fen, got, tc.want)
		}
	}
}

// TestExportedDirections checks the directions other packages walk the
// mailbox with against squares of the board.
func TestExportedDirections(t *testing.T) {
	c := SquareAt(4, 4)
	at := func(d int) [2]int {
		s := Square(int(c) + d)
		return [2]int{s.File() - c.File(), s.Rank() - c.Rank()}
	}
	if got := [4][2]int{at(North), at(South), at(East), at(West)}; got != [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
		t.Errorf("North, South, East, West step %v", got)
	}
	orth := Orthogonals()
	if orth != [4]int{North, South, East, West} {
		t.Errorf("Orthogonals %v", orth)
	}
	for i, d := range Diagonals() {
		df, dr := at(d)[0], at(d)[1]
		parts := DiagonalParts()[i]
		if abs(df) != 1 || abs(dr) != 1 || parts[0]+parts[1] != d {
			t.Errorf("diagonal %d: step (%d,%d), parts %v", i, df, dr, parts)
		}
	}
	leaps := map[int]bool{}
	for _, d := range KnightLeaps() {
		df, dr := abs(at(d)[0]), abs(at(d)[1])
		if df*dr != 2 || leaps[d] {
			t.Errorf("knight leap %d: (%d,%d)", d, df, dr)
		}
		leaps[d] = true
	}
	for i, h := range HorseSteps() {
		if h.Leg != orth[i] {
			t.Errorf("horse step %d: leg %d, want %d", i, h.Leg, orth[i])
		}
		for _, n := range h.Next {
			if !leaps[h.Leg+n] {
				t.Errorf("horse step %d: leg %d then %d is no knight leap", i, h.Leg, n)
			}
		}
	}
}
