package site

import (
	"bytes"
	"errors"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

var (
	t0   = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	page = []byte("<!doctype html><title>Elephant</title>" + strings.Repeat("<p>board</p>", 50))
	wasm = bytes.Repeat([]byte("\x00asm wasm body "), 2000)
)

// testFS is a small site: pages, assets, variants, a hashed WASM file.
func testFS() fstest.MapFS {
	f := func(b []byte) *fstest.MapFile { return &fstest.MapFile{Data: b, ModTime: t0} }
	s := func(str string) *fstest.MapFile { return f([]byte(str)) }
	return fstest.MapFS{
		"index.html":            f(page),
		"index.html.br":         s("BR:index"),
		"index.html.gz":         s("GZ:index"),
		"play/index.html":       f(page),
		"frame/index.html":      f(page),
		"nodir/notes.txt":       s("no index here"),
		"embed.js":              s(strings.Repeat("export const x = 1;\n", 20)),
		"embed.js.gz":           s("GZ:embed"),
		"page.3f2a9c1b.wasm":    f(wasm),
		"page.3f2a9c1b.wasm.br": s("BR:wasm"),
		"page.3f2a9c1b.wasm.gz": s("GZ:wasm"),
		"wasm_exec.js":          s("// go runtime glue"),
		"sw.js":                 s("// service worker"),
		"style.0123abcd.css":    s("body{}"),
		"style.0123abc.css":     s("body{}"),
		"piece.svg":             s("<svg/>"),
		"manifest.webmanifest":  s("{}"),
		"data.json":             s("{}"),
		"font.woff2":            s("wOF2"),
		"blob.bin":              s("\x01\x02"),
		"stale.js":              {Data: []byte(strings.Repeat("new;", 50)), ModTime: t0},
		"stale.js.gz":           {Data: []byte("GZ:old"), ModTime: t0.Add(-time.Hour)},
		"tiny.js":               s("x"),
		"tiny.js.gz":            s("GZ:bigger than x"),
		"lonely.txt.gz":         s("a gzip file on its own"),
		".secret":               s("hidden"),
		".git/config":           s("hidden"),
	}
}

func newTestServer(t *testing.T, fsys fs.FS, opts ...Option) *Server {
	t.Helper()
	s, err := New(fsys, opts...)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return s
}

// get runs one request through h; header pairs are name, value, ...
func get(h http.Handler, method, target string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Add(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestContentTypes(t *testing.T) {
	s := newTestServer(t, testFS())
	tests := []struct{ path, want string }{
		{"/", "text/html; charset=utf-8"},
		{"/play/", "text/html; charset=utf-8"},
		{"/embed.js", "text/javascript; charset=utf-8"},
		{"/page.3f2a9c1b.wasm", "application/wasm"},
		{"/style.0123abcd.css", "text/css; charset=utf-8"},
		{"/piece.svg", "image/svg+xml"},
		{"/manifest.webmanifest", "application/manifest+json"},
		{"/data.json", "application/json"},
		{"/font.woff2", "font/woff2"},
		{"/nodir/notes.txt", "text/plain; charset=utf-8"},
		{"/blob.bin", "application/octet-stream"},
		{"/lonely.txt.gz", "application/octet-stream"},
	}
	for _, tt := range tests {
		w := get(s, "GET", tt.path)
		if w.Code != http.StatusOK {
			t.Errorf("%s: status %d, want 200", tt.path, w.Code)
		}
		if got := w.Header().Get("Content-Type"); got != tt.want {
			t.Errorf("%s: Content-Type %q, want %q", tt.path, got, tt.want)
		}
	}
}

func TestEncodings(t *testing.T) {
	s := newTestServer(t, testFS())
	const wasmPath = "/page.3f2a9c1b.wasm"
	tests := []struct {
		name, path string
		accept     []string
		coding     string // "" for identity
		body       string // "" for the file itself
	}{
		{"browser", wasmPath, []string{"gzip, deflate, br, zstd"}, "br", "BR:wasm"},
		{"br only", wasmPath, []string{"br"}, "br", "BR:wasm"},
		{"gzip only", wasmPath, []string{"gzip"}, "gzip", "GZ:wasm"},
		{"x-gzip alias", wasmPath, []string{"x-gzip"}, "gzip", "GZ:wasm"},
		{"upper case", wasmPath, []string{"GZIP"}, "gzip", "GZ:wasm"},
		{"br refused", wasmPath, []string{"br;q=0, gzip"}, "gzip", "GZ:wasm"},
		{"both refused", wasmPath, []string{"br;q=0, gzip;q=0.0"}, "", ""},
		{"q ranks gzip first", wasmPath, []string{"gzip;q=1, br;q=0.5"}, "gzip", "GZ:wasm"},
		{"q ranks br first", wasmPath, []string{"gzip;q=0.5, br;q=0.9"}, "br", "BR:wasm"},
		{"identity ranked first", wasmPath, []string{"identity;q=1, br;q=0.5"}, "", ""},
		{"bad q", wasmPath, []string{"br;q=x, gzip"}, "gzip", "GZ:wasm"},
		{"star", wasmPath, []string{"*"}, "br", "BR:wasm"},
		{"star refused", wasmPath, []string{"*;q=0"}, "", ""},
		{"star but not br", wasmPath, []string{"br;q=0, *"}, "gzip", "GZ:wasm"},
		{"split values", wasmPath, []string{"gzip", " br"}, "br", "BR:wasm"},
		{"none", wasmPath, nil, "", ""},
		{"identity", wasmPath, []string{"identity"}, "", ""},
		{"page br", "/", []string{"gzip, br"}, "br", "BR:index"},
		{"only gz present", "/embed.js", []string{"gzip, br"}, "gzip", "GZ:embed"},
		{"stale variant ignored", "/stale.js", []string{"gzip"}, "", ""},
		{"larger variant ignored", "/tiny.js", []string{"gzip"}, "", ""},
		{"no variants", "/sw.js", []string{"gzip, br"}, "", ""},
	}
	fsys := testFS()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var hdr []string
			for _, a := range tt.accept {
				hdr = append(hdr, "Accept-Encoding", a)
			}
			w := get(s, "GET", tt.path, hdr...)
			if got := w.Header().Get("Content-Encoding"); got != tt.coding {
				t.Errorf("Content-Encoding %q, want %q", got, tt.coding)
			}
			want := tt.body
			if want == "" {
				want = string(fsys[fileName(tt.path)].Data)
			}
			if w.Body.String() != want {
				t.Errorf("body %.20q, want %.20q", w.Body.String(), want)
			}
			if got, want := w.Header().Get("Content-Length"), strconv.Itoa(len(want)); got != want {
				t.Errorf("Content-Length %s, want %s", got, want)
			}
		})
	}
}

func TestVary(t *testing.T) {
	s := newTestServer(t, testFS())
	tests := []struct {
		path, accept, want string
	}{
		{"/page.3f2a9c1b.wasm", "br", "Accept-Encoding"},
		{"/page.3f2a9c1b.wasm", "", "Accept-Encoding"}, // identity is one choice among several
		{"/embed.js", "br", "Accept-Encoding"},
		{"/sw.js", "br", ""},
		{"/stale.js", "gzip", ""},
	}
	for _, tt := range tests {
		w := get(s, "GET", tt.path, "Accept-Encoding", tt.accept)
		if got := w.Header().Get("Vary"); got != tt.want {
			t.Errorf("%s (%q): Vary %q, want %q", tt.path, tt.accept, got, tt.want)
		}
	}
}

func TestCacheControl(t *testing.T) {
	s := newTestServer(t, testFS())
	tests := []struct{ path, want string }{
		{"/page.3f2a9c1b.wasm", cacheImmutable},
		{"/style.0123abcd.css", cacheImmutable},
		{"/style.0123abc.css", cacheRevalidate}, // 7 hex digits: not a hash
		{"/", cacheRevalidate},
		{"/play/", cacheRevalidate},
		{"/sw.js", cacheRevalidate},
		{"/embed.js", cacheRevalidate},
		{"/wasm_exec.js", cacheRevalidate},
		{"/nope.3f2a9c1b.wasm", cacheNever}, // 404s are not cached
	}
	for _, tt := range tests {
		w := get(s, "GET", tt.path, "Accept-Encoding", "br")
		if got := w.Header().Get("Cache-Control"); got != tt.want {
			t.Errorf("%s: Cache-Control %q, want %q", tt.path, got, tt.want)
		}
	}
}

func TestIsHashed(t *testing.T) {
	tests := []struct {
		base string
		want bool
	}{
		{"page.3f2a9c1b.wasm", true},
		{"page.3F2A9C1B.wasm", true},
		{"engine.worker.0123456789abcdef.js", true},
		{"page.3f2a9c1.wasm", false},
		{"page.3f2a9c1g.wasm", false},
		{"3f2a9c1b.wasm", false},
		{".3f2a9c1b.wasm", false},
		{"page.wasm", false},
		{"page.3f2a9c1b", false},
	}
	for _, tt := range tests {
		if got := isHashed(tt.base); got != tt.want {
			t.Errorf("isHashed(%q) = %v, want %v", tt.base, got, tt.want)
		}
	}
}

func TestETag(t *testing.T) {
	for _, lazy := range []bool{false, true} {
		var opts []Option
		if lazy {
			opts = append(opts, LazyETags())
		}
		s := newTestServer(t, testFS(), opts...)
		br := get(s, "GET", "/page.3f2a9c1b.wasm", "Accept-Encoding", "br").Header().Get("Etag")
		id := get(s, "GET", "/page.3f2a9c1b.wasm").Header().Get("Etag")
		if len(br) != 34 || br[0] != '"' || br[33] != '"' {
			t.Fatalf("lazy=%v: ETag %q is not a strong 128-bit hash", lazy, br)
		}
		if br == id {
			t.Errorf("lazy=%v: br and identity share ETag %s", lazy, br)
		}
		if again := get(s, "GET", "/page.3f2a9c1b.wasm", "Accept-Encoding", "br").Header().Get("Etag"); again != br {
			t.Errorf("lazy=%v: ETag changed from %s to %s", lazy, br, again)
		}
	}
}

func TestNotModified(t *testing.T) {
	s := newTestServer(t, testFS())
	brTag := get(s, "GET", "/page.3f2a9c1b.wasm", "Accept-Encoding", "br").Header().Get("Etag")
	idTag := get(s, "GET", "/page.3f2a9c1b.wasm").Header().Get("Etag")
	tests := []struct {
		name, method, accept, ifNoneMatch string
		want                              int
	}{
		{"same", "GET", "br", brTag, http.StatusNotModified},
		{"head", "HEAD", "br", brTag, http.StatusNotModified},
		{"weak form", "GET", "br", "W/" + brTag, http.StatusNotModified},
		{"in a list", "GET", "br", `"x", ` + brTag, http.StatusNotModified},
		{"star", "GET", "br", "*", http.StatusNotModified},
		{"other encoding's tag", "GET", "br", idTag, http.StatusOK},
		{"stale", "GET", "br", `"0123"`, http.StatusOK},
		{"unquoted", "GET", "br", strings.Trim(brTag, `"`), http.StatusOK},
	}
	for _, tt := range tests {
		w := get(s, tt.method, "/page.3f2a9c1b.wasm", "Accept-Encoding", tt.accept, "If-None-Match", tt.ifNoneMatch)
		if w.Code != tt.want {
			t.Errorf("%s: status %d, want %d", tt.name, w.Code, tt.want)
			continue
		}
		if w.Code != http.StatusNotModified {
			continue
		}
		h := w.Header()
		if w.Body.Len() != 0 || h.Get("Content-Length") != "" || h.Get("Content-Encoding") != "" {
			t.Errorf("%s: 304 carries a body or its metadata: %q %v", tt.name, w.Body.String(), h)
		}
		for _, k := range []string{"Etag", "Cache-Control", "Vary", "X-Content-Type-Options"} {
			if h.Get(k) == "" {
				t.Errorf("%s: 304 lacks %s", tt.name, k)
			}
		}
	}
}

func TestSecurityHeaders(t *testing.T) {
	s := newTestServer(t, testFS())
	tests := []struct {
		path           string
		status         int
		framingDenied  bool
		cors           bool
		frameAncestors string // expected in CSP, "" for none at all
	}{
		{"/", 200, true, false, "frame-ancestors 'none'"},
		{"/play/", 200, true, false, "frame-ancestors 'none'"},
		{"/frame/", 200, false, false, ""},
		{"/embed.js", 200, false, true, "frame-ancestors 'none'"},
		{"/page.3f2a9c1b.wasm", 200, false, true, "frame-ancestors 'none'"},
		{"/wasm_exec.js", 200, false, true, "frame-ancestors 'none'"},
		{"/style.0123abcd.css", 200, false, true, "frame-ancestors 'none'"},
		{"/piece.svg", 200, false, true, "frame-ancestors 'none'"},
		{"/missing", 404, true, false, "frame-ancestors 'none'"},
		{"/%2e%2e/x", 400, true, false, "frame-ancestors 'none'"},
	}
	for _, tt := range tests {
		w := get(s, "GET", tt.path)
		h := w.Header()
		if w.Code != tt.status {
			t.Errorf("%s: status %d, want %d", tt.path, w.Code, tt.status)
		}
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"script-src 'self' 'wasm-unsafe-eval'", "default-src 'self'", "object-src 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", tt.path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "'unsafe-eval'") {
			t.Errorf("%s: CSP %q allows inline code or eval", tt.path, csp)
		}
		if tt.frameAncestors == "" && strings.Contains(csp, "frame-ancestors") {
			t.Errorf("%s: CSP %q restricts framing", tt.path, csp)
		}
		if tt.frameAncestors != "" && !strings.Contains(csp, tt.frameAncestors) {
			t.Errorf("%s: CSP %q lacks %q", tt.path, csp, tt.frameAncestors)
		}
		if got := h.Get("X-Frame-Options") == "DENY"; got != tt.framingDenied {
			t.Errorf("%s: X-Frame-Options %q", tt.path, h.Get("X-Frame-Options"))
		}
		if got := h.Get("Access-Control-Allow-Origin") == "*"; got != tt.cors {
			t.Errorf("%s: Access-Control-Allow-Origin %q, want CORS %v", tt.path, h.Get("Access-Control-Allow-Origin"), tt.cors)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: X-Content-Type-Options %q", tt.path, h.Get("X-Content-Type-Options"))
		}
		if h.Get("Referrer-Policy") == "" {
			t.Errorf("%s: no Referrer-Policy", tt.path)
		}
	}
}

func TestCORSPreflight(t *testing.T) {
	s := newTestServer(t, testFS())
	tests := []struct {
		path   string
		status int
		allow  string
	}{
		{"/embed.js", http.StatusNoContent, "GET, HEAD, OPTIONS"},
		{"/page.3f2a9c1b.wasm", http.StatusNoContent, "GET, HEAD, OPTIONS"},
		{"/", http.StatusMethodNotAllowed, "GET, HEAD"},
		{"/play/", http.StatusMethodNotAllowed, "GET, HEAD"},
		{"/play", http.StatusMethodNotAllowed, "GET, HEAD"},
		{"/../go.mod", http.StatusBadRequest, ""},
		{"/missing.js", http.StatusNotFound, ""},
		{"/index.html.br", http.StatusNotFound, ""},
	}
	for _, tt := range tests {
		w := get(s, "OPTIONS", tt.path, "Origin", "https://example.org", "Access-Control-Request-Method", "GET")
		if w.Code != tt.status || w.Header().Get("Allow") != tt.allow {
			t.Errorf("OPTIONS %s: %d Allow %q, want %d %q", tt.path, w.Code, w.Header().Get("Allow"), tt.status, tt.allow)
		}
		if tt.status == http.StatusNoContent && w.Header().Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("OPTIONS %s: no CORS headers: %v", tt.path, w.Header())
		}
	}
}

func TestErrors(t *testing.T) {
	s := newTestServer(t, testFS())
	tests := []struct {
		method, path string
		status       int
		allow        string
	}{
		{"GET", "/missing", http.StatusNotFound, ""},
		{"GET", "/play/missing.js", http.StatusNotFound, ""},
		{"GET", "/index.html/", http.StatusNotFound, ""},
		{"GET", "/.secret", http.StatusNotFound, ""},
		{"GET", "/.git/config", http.StatusNotFound, ""},
		{"GET", "/index.html.br", http.StatusNotFound, ""}, // variants are not addressable
		{"POST", "/", http.StatusMethodNotAllowed, "GET, HEAD"},
		{"PUT", "/embed.js", http.StatusMethodNotAllowed, "GET, HEAD, OPTIONS"},
		{"DELETE", "/missing", http.StatusNotFound, ""},
		{"TRACE", "/", http.StatusMethodNotAllowed, "GET, HEAD"},
		{"POST", "/play", http.StatusMethodNotAllowed, "GET, HEAD"},
		{"POST", "/../go.mod", http.StatusBadRequest, ""},
	}
	for _, tt := range tests {
		w := get(s, tt.method, tt.path)
		h := w.Header()
		if w.Code != tt.status {
			t.Errorf("%s %s: status %d, want %d", tt.method, tt.path, w.Code, tt.status)
		}
		if h.Get("Allow") != tt.allow {
			t.Errorf("%s %s: Allow %q, want %q", tt.method, tt.path, h.Get("Allow"), tt.allow)
		}
		if h.Get("Content-Type") != "text/html; charset=utf-8" || !strings.Contains(w.Body.String(), "<title>") {
			t.Errorf("%s %s: not a small HTML page: %s %q", tt.method, tt.path, h.Get("Content-Type"), w.Body.String())
		}
		if w.Body.Len() > 1024 || h.Get("Content-Length") != strconv.Itoa(w.Body.Len()) {
			t.Errorf("%s %s: body of %d bytes, Content-Length %s", tt.method, tt.path, w.Body.Len(), h.Get("Content-Length"))
		}
		if tt.allow != "" && !pageSaysAllow(w.Body.String(), tt.allow) {
			t.Errorf("%s %s: Allow %q but the page says %q", tt.method, tt.path, tt.allow, w.Body.String())
		}
	}
}

// pageSaysAllow reports whether a 405 page names exactly the methods of
// its Allow header.
func pageSaysAllow(body, allow string) bool {
	allowed := strings.Split(allow, ", ")
	for _, m := range []string{"GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE"} {
		if strings.Contains(body, m) != slices.Contains(allowed, m) {
			return false
		}
	}
	return true
}

func TestCustomNotFound(t *testing.T) {
	fsys := testFS()
	fsys["404.html"] = &fstest.MapFile{Data: []byte("<title>lost</title>")}
	w := get(newTestServer(t, fsys), "GET", "/missing")
	if w.Code != http.StatusNotFound || w.Body.String() != "<title>lost</title>" {
		t.Errorf("got %d %q, want 404 with 404.html", w.Code, w.Body.String())
	}
}

func TestDirectories(t *testing.T) {
	s := newTestServer(t, testFS())
	tests := []struct {
		path     string
		status   int
		location string
	}{
		{"/", http.StatusOK, ""},
		{"/index.html", http.StatusOK, ""},
		{"/play/", http.StatusOK, ""},
		{"/play/index.html", http.StatusOK, ""},
		{"/play", http.StatusMovedPermanently, "/play/"},
		{"/play?game=janggi", http.StatusMovedPermanently, "/play/?game=janggi"},
		{"/play/?game=janggi", http.StatusOK, ""},
		{"/frame", http.StatusMovedPermanently, "/frame/"},
		{"/nodir/", http.StatusNotFound, ""}, // no listing
		{"/nodir", http.StatusNotFound, ""},
		{"//play", http.StatusBadRequest, ""}, // never a redirect to another host
	}
	for _, tt := range tests {
		w := get(s, "GET", tt.path)
		if w.Code != tt.status || w.Header().Get("Location") != tt.location {
			t.Errorf("%s: %d Location %q, want %d %q", tt.path, w.Code, w.Header().Get("Location"), tt.status, tt.location)
		}
		if strings.Contains(w.Body.String(), "notes.txt") {
			t.Errorf("%s: body lists a directory: %q", tt.path, w.Body.String())
		}
	}
}

func TestHead(t *testing.T) {
	s := newTestServer(t, testFS())
	for _, path := range []string{"/", "/page.3f2a9c1b.wasm", "/missing"} {
		g := get(s, "GET", path, "Accept-Encoding", "br")
		h := get(s, "HEAD", path, "Accept-Encoding", "br")
		if h.Code != g.Code || h.Body.Len() != 0 {
			t.Errorf("HEAD %s: %d with %d body bytes, GET gave %d", path, h.Code, h.Body.Len(), g.Code)
		}
		for _, k := range []string{"Content-Type", "Content-Length", "Content-Encoding", "Etag", "Cache-Control"} {
			if h.Header().Get(k) != g.Header().Get(k) {
				t.Errorf("HEAD %s: %s %q, GET has %q", path, k, h.Header().Get(k), g.Header().Get(k))
			}
		}
	}
}

func TestCleanPath(t *testing.T) {
	tests := []struct {
		in string
		ok bool
	}{
		{"/", true},
		{"", true},
		{"/play/", true},
		{"/a/b.js", true},
		{"/..", false},
		{"/../go.mod", false},
		{"/a/../b", false},
		{"/./a", false},
		{"/a/.", false},
		{"//a", false},
		{"/a//b", false},
		{"/a\\..\\b", false},
		{"/a\x00.js", false},
		{"/a\n", false},
		{"/%2e%2e/x", false},
		{"a", false},
	}
	for _, tt := range tests {
		if _, ok := cleanPath(tt.in); ok != tt.ok {
			t.Errorf("cleanPath(%q) ok = %v, want %v", tt.in, ok, tt.ok)
		}
	}
}

type brokenFS struct{}

func (brokenFS) Open(string) (fs.File, error) { return nil, errors.New("disk on fire") }

func TestUnreadableRoot(t *testing.T) {
	if _, err := New(brokenFS{}); err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("New(broken) error = %v, want the cause", err)
	}
	if _, err := New(nil); err == nil {
		t.Error("New(nil) succeeded")
	}
	w := get(Handler(brokenFS{}), "GET", "/")
	if w.Code != http.StatusServiceUnavailable {
		t.Errorf("Handler(broken): status %d, want 503", w.Code)
	}
}

func TestStaticServes(t *testing.T) {
	w := get(Handler(Static()), "GET", "/")
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "Elephant") {
		t.Errorf("embedded site: %d %.40q", w.Code, w.Body.String())
	}
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("not a number: %q", s)
	}
	return n
}

func BenchmarkServePage(b *testing.B) {
	s, err := New(testFS())
	if err != nil {
		b.Fatal(err)
	}
	r := httptest.NewRequest("GET", "/play/", nil)
	r.Header.Set("Accept-Encoding", "gzip, deflate, br")
	b.ReportAllocs()
	for b.Loop() {
		s.ServeHTTP(httptest.NewRecorder(), r)
	}
}
