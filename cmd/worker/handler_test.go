package main

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

func TestHandler(t *testing.T) {
	h := newHandler(fstest.MapFS{
		"index.html": {Data: []byte("<title>Elephant</title>")},
		"embed.js":   {Data: []byte("export {}")},
	})
	tests := []struct {
		method, path string
		status       int
		length       string
	}{
		{"GET", "/", http.StatusOK, "23"},
		{"HEAD", "/", http.StatusOK, "23"}, // as serve.go: HEAD keeps the length
		{"GET", "/embed.js", http.StatusOK, "9"},
		{"HEAD", "/embed.js", http.StatusOK, "9"},
		{"HEAD", "/missing", http.StatusNotFound, "*"},
		{"POST", "/", http.StatusMethodNotAllowed, "*"},
	}
	for _, tt := range tests {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(tt.method, tt.path, nil))
		length := w.Header().Get("Content-Length")
		if tt.length == "*" && length != "" {
			length = "*" // any declared length
		}
		if w.Code != tt.status || length != tt.length {
			t.Errorf("%s %s: %d Content-Length %q, want %d %q", tt.method, tt.path,
				w.Code, w.Header().Get("Content-Length"), tt.status, tt.length)
		}
		if tt.method == "HEAD" && w.Header().Get("Content-Type") == "" {
			t.Errorf("HEAD %s lost its other headers", tt.path)
		}
	}
}

func TestHandlerWithoutFiles(t *testing.T) {
	w := httptest.NewRecorder()
	newHandler(nil).ServeHTTP(w, httptest.NewRequest("GET", "/", nil))
	if w.Code != http.StatusServiceUnavailable {
		t.Errorf("no files: status %d, want 503", w.Code)
	}
}
