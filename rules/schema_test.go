package rules

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestOptionSchemaCoversOptions: the schema lists every field of Options,
// in order, and each accessor reads and writes its own field.
func TestOptionSchemaCoversOptions(t *testing.T) {
	var want []string
	ot := reflect.TypeOf(Options{})
	for i := range ot.NumField() {
		part := ot.Field(i)
		for j := range part.Type.NumField() {
			want = append(want, part.Name+"."+part.Type.Field(j).Name)
		}
	}
	var got []string
	for _, s := range OptionSchema() {
		got = append(got, s.Part()+"."+s.Name)
		var o Options
		s.Set(&o, s.Max)
		field := reflect.ValueOf(o).FieldByName(s.Part()).FieldByName(s.Name)
		if field.IsZero() || s.Get(&o) != s.Max {
			t.Errorf("%s.%s: Set(%d) wrote %v, Get reads %d", s.Part(), s.Name, s.Max, field, s.Get(&o))
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("schema lists %v, Options has %v", got, want)
	}
}

// TestOptionSchemaValues: every value in range is valid and every value
// just outside is refused with the option's name.
func TestOptionSchemaValues(t *testing.T) {
	for _, s := range OptionSchema() {
		if s.Kind == OptionChoice && s.Max != len(s.Choices)-1 {
			t.Errorf("%s: Max %d for %d choices", s.Name, s.Max, len(s.Choices))
		}
		def := DefaultOptions()
		if err := s.Check(s.Get(&def)); err != nil {
			t.Errorf("%s: default: %v", s.Name, err)
		}
		for n := s.Min; n <= s.Max; n++ {
			o := DefaultOptions()
			s.Set(&o, n)
			if err := o.Validate(); err != nil {
				t.Errorf("%s = %d: %v", s.Name, n, err)
			}
		}
		for _, n := range []int{s.Min - 1, s.Max + 1} {
			o := DefaultOptions()
			s.Set(&o, n)
			if s.Get(&o) != n {
				continue // a byte field cannot hold it
			}
			err := o.Validate()
			if err == nil || !strings.Contains(err.Error(), s.Game.String()+" "+s.words()) {
				t.Errorf("%s = %d: error %v, want one naming the option", s.Name, n, err)
			}
			if _, err := NewVariant(s.Game, o); err == nil {
				t.Errorf("%s = %d: NewVariant accepted it", s.Name, n)
			}
		}
	}
}

func TestDescribeOptions(t *testing.T) {
	o := DefaultOptions()
	o.Janggi.Pass = PassAnyTime
	o.Janggi.Counting = true
	o.Xiangqi.MoveLimit = 0
	o.Shatar.BishopRange = 2
	tests := []struct {
		g    Game
		o    Options
		want []string
	}{
		{Xiangqi, DefaultOptions(), nil},
		{Janggi, o, []string{"Passing: anytime", "Counting decides draws: true"}},
		{Xiangqi, o, []string{"Move limit without a capture: off"}},
		{Shatar, o, []string{"Bishop (teme) range: 2"}},
		{Hiashatar, o, nil},
	}
	for _, tt := range tests {
		if got := DescribeOptions(tt.g, tt.o); !slices.Equal(got, tt.want) {
			t.Errorf("DescribeOptions(%s) = %q, want %q", tt.g, got, tt.want)
		}
	}
}
