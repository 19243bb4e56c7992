package browser

import (
	"errors"
	"strconv"
	"testing"
)

// TestLoad: a saved value is read, an unreadable one is removed and
// reported, and nothing saved leaves the default.
func TestLoad(t *testing.T) {
	tests := []struct {
		name   string
		saved  map[string]string
		ok     bool
		value  int
		remain bool
	}{
		{"nothing saved", map[string]string{}, true, 7, false},
		{"a number", map[string]string{"k": "42"}, true, 42, true},
		{"garbage", map[string]string{"k": "forty"}, false, 7, false},
	}
	for _, tt := range tests {
		s := MemoryStore(tt.saved)
		v := 7
		ok := Load(s, "k", func(b []byte) (int, error) {
			n, err := strconv.Atoi(string(b))
			if err != nil {
				return 0, errors.New("not a number")
			}
			return n, nil
		}, &v)
		_, remain := s.Get("k")
		if ok != tt.ok || v != tt.value || remain != tt.remain {
			t.Errorf("%s: ok %v value %d kept %v", tt.name, ok, v, remain)
		}
	}
}
