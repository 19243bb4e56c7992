package tutorials

import "testing"

func TestProgressRoundTrip(t *testing.T) {
	p := NewProgress()
	for _, r := range []struct {
		id    string
		stars int
	}{{"xiangqi/01-general", 2}, {"xiangqi/01-general", 3}, {"xiangqi/01-general", 1}, {"janggi/06-setup", 1}} {
		if err := p.Record(r.id, r.stars); err != nil {
			t.Fatal(err)
		}
	}
	data, err := p.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	q, err := ParseProgress(data)
	if err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	if q.Stars["xiangqi/01-general"] != 3 || q.Stars["janggi/06-setup"] != 1 || len(q.Stars) != 2 {
		t.Errorf("round trip: %s gave %+v", data, q)
	}
	if err := p.Record("bad id", 2); err == nil {
		t.Errorf("recording a bad id must fail")
	}
	if err := p.Record("xiangqi/01-general", 4); err == nil {
		t.Errorf("recording 4 stars must fail")
	}
}

func TestProgressRejectsCorrupt(t *testing.T) {
	tests := []struct{ name, data string }{
		{"empty", ``},
		{"not json", `stars: 3`},
		{"truncated", `{"version":1,"stars":{"xiangqi/01-general":3}`},
		{"wrong version", `{"version":2,"stars":{}}`},
		{"no version", `{"stars":{}}`},
		{"unknown field", `{"version":1,"stars":{},"extra":1}`},
		{"bad id", `{"version":1,"stars":{"chess/01-pawn":3}}`},
		{"zero stars", `{"version":1,"stars":{"xiangqi/01-general":0}}`},
		{"four stars", `{"version":1,"stars":{"xiangqi/01-general":4}}`},
		{"stars as text", `{"version":1,"stars":{"xiangqi/01-general":"3"}}`},
		{"trailing data", `{"version":1,"stars":{}} {}`},
		{"array", `[1,2,3]`},
	}
	for _, tc := range tests {
		if _, err := ParseProgress([]byte(tc.data)); err == nil {
			t.Errorf("%s: %q accepted", tc.name, tc.data)
		}
	}
	if p, err := ParseProgress([]byte(`{"version":1,"stars":{}}`)); err != nil || p.Stars == nil {
		t.Errorf("empty progress: %+v, %v", p, err)
	}
}
