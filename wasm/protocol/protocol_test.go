package protocol

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func TestValidate(t *testing.T) {
	janggi := rules.DefaultOptions()
	janggi.Janggi.Pass = rules.PassAnyTime
	bad := rules.DefaultOptions()
	bad.Janggi.Bikjang = 9
	xq := Request{Game: "xiangqi", Variant: "xiangqi"}
	with := func(f func(*Request)) Request {
		r := xq
		f(&r)
		return r
	}
	tests := []struct {
		name string
		req  Request
		err  string
	}{
		{"a preset", xq, ""},
		{"a level and limits", with(func(r *Request) { r.Level, r.Limits = 10, Limits{Depth: 4, MultiPV: 3} }), ""},
		{"options no preset names", Request{Game: "janggi", Options: &janggi}, ""},
		{"no game", Request{Variant: "xiangqi"}, "unknown game"},
		{"another game's preset", Request{Game: "janggi", Variant: "xiangqi"}, "not a janggi preset"},
		{"unknown preset", Request{Game: "xiangqi", Variant: "chess"}, "unknown variant"},
		{"options out of range", Request{Game: "janggi", Options: &bad}, "bikjang"},
		{"level too high", with(func(r *Request) { r.Level = MaxLevel + 1 }), "level"},
		{"negative level", with(func(r *Request) { r.Level = -1 }), "level"},
		{"too many moves", with(func(r *Request) { r.Moves = make([]string, MaxMoves+1) }), "moves"},
		{"negative depth", with(func(r *Request) { r.Limits.Depth = -1 }), "negative"},
		{"negative lines", with(func(r *Request) { r.Limits.MultiPV = -2 }), "negative"},
		{"banqi start", Request{Game: Banqi, Variant: "banqi"}, ""},
		{"banqi hong kong", Request{Game: Banqi, Variant: "banqi-hongkong"}, ""},
		{"banqi preset of another game", Request{Game: Banqi, Variant: "xiangqi"}, "is not a banqi preset"},
	}
	for _, tt := range tests {
		err := tt.req.Validate()
		if tt.err == "" && err != nil || tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.err)
		}
	}
}

// TestRules: options win over the preset, whose name stays a hint.
func TestRules(t *testing.T) {
	o := rules.DefaultOptions()
	o.Janggi.Counting = true
	v, err := Request{Game: "janggi", Variant: "janggi-traditional", Options: &o}.Rules()
	if err != nil || !v.Options.Janggi.Counting {
		t.Fatalf("rules %+v, %v", v, err)
	}
	v, err = Request{Game: "janggi", Variant: "janggi-traditional"}.Rules()
	if err != nil || v.Options.Janggi.Counting || v.Name != "janggi-traditional" {
		t.Fatalf("preset %+v, %v", v, err)
	}
}

func TestPosition(t *testing.T) {
	p, err := Request{Game: "xiangqi", Variant: "xiangqi", Moves: []string{"h3e3", "h10g8"}}.Position()
	if err != nil {
		t.Fatal(err)
	}
	if p.SideToMove() != rules.First || p.FEN() == rules.MustPreset("xiangqi").StartFEN {
		t.Errorf("position %s", p.FEN())
	}
	_, err = Request{Game: "xiangqi", Variant: "xiangqi", Moves: []string{"h3e3", "h3e3"}}.Position()
	if err == nil || !strings.Contains(err.Error(), "move 2") {
		t.Errorf("illegal second move: %v", err)
	}
}

// TestBanqiRequestHoldsOnlyTheView: the request type has no place for the
// layout of the face-down pieces, and a banqi request that carries more
// than a view (moves naming revealed pieces, options, a deal in place of
// the view) is refused.
func TestBanqiRequestHoldsOnlyTheView(t *testing.T) {
	// The fields are the ones below: a string field added to Request could
	// carry a layout, so it must be added here knowingly.
	var fields []string
	rt := reflect.TypeOf(Request{})
	for i := 0; i < rt.NumField(); i++ {
		fields = append(fields, rt.Field(i).Name+" "+rt.Field(i).Type.String())
	}
	want := "ID int, Game string, Variant string, Options *rules.Options, FEN string, Moves []string, Level int, Limits protocol.Limits"
	if got := strings.Join(fields, ", "); got != want {
		t.Errorf("Request fields:\n %s\nwant\n %s", got, want)
	}
	if err := onlyNumbers(reflect.TypeOf(Limits{})); err != nil {
		t.Errorf("Limits: %v", err)
	}
	if _, ok := reflect.TypeOf(rules.Options{}).FieldByName("Banqi"); ok {
		t.Error("rules.Options has banqi's part: a banqi request would carry it")
	}

	ref := referee(t, 11)
	flip, _ := ref.View().ParseMove("b2")
	if _, err := ref.Play(flip); err != nil {
		t.Fatal(err)
	}
	view := ref.View().FEN()
	ok := Request{Game: Banqi, Variant: "banqi", FEN: view}
	if err := ok.Validate(); err != nil {
		t.Fatalf("the view %q: %v", view, err)
	}
	deal := ref.Deal()
	o := rules.DefaultOptions()
	refused := map[string]Request{
		"a flip":             {Game: Banqi, Variant: "banqi", Moves: []string{"b2"}},
		"a revealed piece":   {Game: Banqi, Variant: "banqi", Moves: []string{"b2b2R"}},
		"options":            {Game: Banqi, Variant: "banqi", FEN: view, Options: &o},
		"the layout":         {Game: Banqi, Variant: "banqi", FEN: deal.String()},
		"layout and side":    {Game: Banqi, Variant: "banqi", FEN: deal.String() + " w"},
		"a xiangqi position": {Game: Banqi, Variant: "banqi", FEN: rules.MustPreset("xiangqi").StartFEN},
		"words after a view": {Game: Banqi, Variant: "banqi", FEN: view + " c2 more words"},
	}
	for name, r := range refused {
		if err := r.Validate(); err == nil {
			t.Errorf("%s: accepted %+v", name, r)
		}
	}
}

// referee deals a game of banqi from seed.
func referee(t *testing.T, seed uint64) *rules.Referee {
	t.Helper()
	v, err := rules.BanqiPreset("banqi")
	if err != nil {
		t.Fatal(err)
	}
	ref, err := rules.NewReferee(v, seed)
	if err != nil {
		t.Fatal(err)
	}
	return ref
}

// onlyNumbers reports a field of t (followed through pointers and
// structs) that is not a number or a flag.
func onlyNumbers(t reflect.Type) error {
	switch t.Kind() {
	case reflect.Pointer, reflect.Array:
		return onlyNumbers(t.Elem())
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if err := onlyNumbers(t.Field(i).Type); err != nil {
				return fmt.Errorf("%s: %w", t.Field(i).Name, err)
			}
		}
		return nil
	case reflect.Bool, reflect.Int, reflect.Int64, reflect.Uint64:
		return nil
	}
	return fmt.Errorf("holds a %s", t)
}

func TestInfoLine(t *testing.T) {
	tests := []struct {
		info Info
		want string
	}{
		{Info{Depth: 6, Score: 35, PV: []string{"h2e2", "h9g7"}}, "depth 6 · +0.35 · h2e2 h9g7"},
		{Info{Depth: 9, Mate: 3, PV: []string{"a1a2"}}, "depth 9 · mate in 3 · a1a2"},
		{Info{Depth: 9, Mate: -2}, "depth 9 · mated in 2 · "},
		{Info{Depth: 1, PV: strings.Fields("a b c d e f g")}, "depth 1 · +0.00 · a b c d e f"},
	}
	for _, tt := range tests {
		if got := tt.info.Line(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.info, got, tt.want)
		}
	}
}
