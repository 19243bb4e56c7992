package site

import (
	"net/http"
	"slices"
	"testing"
)

// TestPreconditions follows RFC 9110, section 13.2.2: If-Match (strong)
// before If-None-Match (weak); no modification dates, so the date
// preconditions are ignored; preconditions do not apply to a 404.
func TestPreconditions(t *testing.T) {
	s := newTestServer(t, testFS())
	const wasmPath = "/page.3f2a9c1b.wasm"
	brTag := get(s, "GET", wasmPath, "Accept-Encoding", "br").Header().Get("Etag")
	idTag := get(s, "GET", wasmPath).Header().Get("Etag")
	const past, future = "Thu, 01 Jan 1970 00:00:00 GMT", "Fri, 01 Jan 2100 00:00:00 GMT"
	tests := []struct {
		name, method, path string
		header             []string
		want               int
	}{
		{"if-match same", "GET", wasmPath, []string{"If-Match", brTag}, http.StatusOK},
		{"if-match in a list", "GET", wasmPath, []string{"If-Match", `"x", ` + brTag}, http.StatusOK},
		{"if-match star", "GET", wasmPath, []string{"If-Match", "*"}, http.StatusOK},
		{"if-match other", "GET", wasmPath, []string{"If-Match", `"0123"`}, http.StatusPreconditionFailed},
		{"if-match weak never matches", "GET", wasmPath, []string{"If-Match", "W/" + brTag}, http.StatusPreconditionFailed},
		{"if-match other encoding's tag", "GET", wasmPath, []string{"If-Match", idTag}, http.StatusPreconditionFailed},
		{"if-match identity", "GET", wasmPath, []string{"If-Match", idTag, "Accept-Encoding", "identity;q=1, br;q=0.5"}, http.StatusOK},
		{"if-match head", "HEAD", wasmPath, []string{"If-Match", `"0123"`}, http.StatusPreconditionFailed},
		{"if-match on a page", "GET", "/", []string{"If-Match", `"0123"`}, http.StatusPreconditionFailed},
		{"if-match before if-none-match", "GET", wasmPath, []string{"If-Match", `"0123"`, "If-None-Match", brTag}, http.StatusPreconditionFailed},
		{"if-match then if-none-match", "GET", wasmPath, []string{"If-Match", brTag, "If-None-Match", brTag}, http.StatusNotModified},
		{"if-match on a missing file", "GET", "/missing.js", []string{"If-Match", `"0123"`}, http.StatusNotFound},
		{"if-match on a redirect", "GET", "/play", []string{"If-Match", `"0123"`}, http.StatusMovedPermanently},
		{"if-unmodified-since ignored", "GET", wasmPath, []string{"If-Unmodified-Since", past}, http.StatusOK},
		{"if-modified-since ignored", "GET", wasmPath, []string{"If-Modified-Since", future}, http.StatusOK},
		{"range ignored", "GET", wasmPath, []string{"Range", "bytes=0-9"}, http.StatusOK},
		{"range with if-range ignored", "GET", wasmPath, []string{"Range", "bytes=0-9", "If-Range", brTag}, http.StatusOK},
	}
	for _, tt := range tests {
		header := tt.header
		if !slices.Contains(header, "Accept-Encoding") {
			header = append(header, "Accept-Encoding", "br")
		}
		w := get(s, tt.method, tt.path, header...)
		if w.Code != tt.want {
			t.Errorf("%s: status %d, want %d", tt.name, w.Code, tt.want)
		}
		h := w.Header()
		if h.Get("Last-Modified") != "" {
			t.Errorf("%s: Last-Modified %q, but date preconditions are ignored", tt.name, h.Get("Last-Modified"))
		}
		if w.Code == http.StatusPreconditionFailed {
			if h.Get("Cache-Control") != cacheNever || h.Get("Etag") != "" || h.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%s: 412 headers %v", tt.name, h)
			}
			if tt.method == "HEAD" && w.Body.Len() != 0 {
				t.Errorf("%s: HEAD 412 with a body", tt.name)
			}
		}
		if w.Code == http.StatusOK && tt.method == "GET" && w.Body.Len() != mustAtoi(t, h.Get("Content-Length")) {
			t.Errorf("%s: %d body bytes, Content-Length %s", tt.name, w.Body.Len(), h.Get("Content-Length"))
		}
	}
}
