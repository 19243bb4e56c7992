package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestPageURL(t *testing.T) {
	tests := []struct{ name, want string }{
		{"index.html", "/"},
		{"play/index.html", "/play/"},
		{"embed/index.html", "/embed/"},
		{"about.html", "/about.html"},
	}
	for _, tt := range tests {
		if got := pageURL(tt.name); got != tt.want {
			t.Errorf("pageURL(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestMeasure(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/broken" {
			http.Error(w, "no", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Encoding", "br")
		w.Write([]byte("compressed bytes"))
	}))
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")

	r, err := measure("ok", addr, []string{"/a", "/b"}, 4, time.Second, 200)
	if err != nil {
		t.Fatal(err)
	}
	if r.requests != 200 || r.errors != 0 || r.encoding != "br" || r.bytes != 200*16 {
		t.Errorf("ok phase: %+v", r)
	}
	if err := check(config{minPageRate: 1, minWasmRate: 1}, []result{r, r}); err != nil {
		t.Errorf("check: %v", err)
	}
	if err := check(config{minPageRate: 1e9}, []result{r, r}); err == nil {
		t.Error("check passed a phase below its rate")
	}
	if _, err := measure("broken", addr, []string{"/broken"}, 2, time.Second, 10); err == nil {
		t.Error("a failing warm-up was not reported")
	}
}
