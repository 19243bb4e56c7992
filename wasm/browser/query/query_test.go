package query

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Values
		bad  bool
	}{
		{"", Values{}, false},
		{"game=janggi&lesson=03-elephant", Values{"game": {"janggi"}, "lesson": {"03-elephant"}}, false},
		{"fen=rnbakabnr%2F9+w&moves=h3e3+h10g8", Values{"fen": {"rnbakabnr/9 w"}, "moves": {"h3e3 h10g8"}}, false},
		{"review&a=1&a=2&&", Values{"review": {""}, "a": {"1", "2"}}, false},
		{"a=%zz&b=2", Values{"b": {"2"}}, true},
		{"a=%4", Values{}, true},
		{"%C3%B1=%E2%9C%A6", Values{"ñ": {"✦"}}, false},
	} {
		got, err := Parse(tc.in)
		if (err != nil) != tc.bad || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Parse(%q) = %v, %v; want %v, error %v", tc.in, got, err, tc.want, tc.bad)
		}
	}
	v, _ := Parse("review")
	if !v.Has("review") || v.Has("game") || v.Get("review") != "" || v.Get("game") != "" {
		t.Errorf("Has/Get on %v", v)
	}
}

// TestEscapeAgreesWithNetURL: what Escape writes, net/url reads back, and
// the other way round.
func TestEscapeAgreesWithNetURL(t *testing.T) {
	for _, s := range []string{"", "xiangqi", "rnbakabnr/9/1c5c1 w - - 0 1", "h3e3 h10g8", "a&b=c+d%e#f?g", "ñ✦ 象", "-_.~"} {
		if got, want := Escape(s), url.QueryEscape(s); got != want {
			t.Errorf("Escape(%q) = %q, net/url writes %q", s, got, want)
		}
		if back, err := url.QueryUnescape(Escape(s)); err != nil || back != s {
			t.Errorf("net/url reads Escape(%q) as %q, %v", s, back, err)
		}
		if back, err := Unescape(url.QueryEscape(s)); err != nil || back != s {
			t.Errorf("Unescape(net/url's %q) = %q, %v", s, back, err)
		}
	}
}

// FuzzParse: any input reads without a panic, as net/url reads it when
// both accept it, and every value survives Escape and Unescape.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"game=xiangqi&fen=a%2Fb+c", "a=%zz", "%", "=&=", "x=1&x=2&y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := Parse(s)
		want, werr := url.ParseQuery(s)
		if err == nil && werr == nil && !strings.Contains(s, ";") && !reflect.DeepEqual(map[string][]string(got), map[string][]string(want)) {
			t.Fatalf("Parse(%q) = %v, net/url %v", s, got, want)
		}
		for k, vs := range got {
			for _, x := range append(vs, k) {
				if back, err := Unescape(Escape(x)); err != nil || back != x {
					t.Fatalf("%q escaped and read back as %q, %v", x, back, err)
				}
			}
		}
	})
}
