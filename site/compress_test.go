package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"math/rand/v2"
	"net/http"
	"testing"
	"testing/fstest"
)

// compressFS holds files with no precompressed copies.
func compressFS() fstest.MapFS {
	noise := make([]byte, 4096)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range noise {
		noise[i] = byte(rng.Uint32())
	}
	f := func(b []byte) *fstest.MapFile { return &fstest.MapFile{Data: b, ModTime: t0} }
	return fstest.MapFS{
		"app.wasm":          f(wasm),
		"app.js":            f(bytes.Repeat([]byte("export const x = 1;\n"), 100)),
		"big.css":           f(bytes.Repeat([]byte("body{margin:0}\n"), 100)),
		"brotli.svg":        f(bytes.Repeat([]byte("<path d='M0 0'/>"), 100)),
		"brotli.svg.br":     f([]byte("BR:svg")),
		"small.js":          f([]byte("export {}")),
		"noise.js":          f(noise),
		"photo.png":         f(bytes.Repeat([]byte("PNG"), 1000)),
		"play/index.html":   f(bytes.Repeat(page, 3)),
		"manifest.json":     f(bytes.Repeat([]byte(`{"a":1}`), 200)),
		"page.3f2a9c1b.css": f(bytes.Repeat([]byte("p{}"), 500)),
	}
}

func TestCompressOnTheFly(t *testing.T) {
	fsys := compressFS()
	tests := []struct {
		path, accept string
		coding       string // "" for the file as it is
		vary         bool
	}{
		{"/app.wasm", "gzip, deflate, br", "gzip", true},
		{"/app.wasm", "gzip;q=0, br", "", true},
		{"/app.wasm", "identity;q=1, gzip;q=0.5", "", true},
		{"/app.wasm", "", "", true},
		{"/app.wasm", "*", "gzip", true},
		{"/app.js", "gzip", "gzip", true},
		{"/big.css", "gzip", "gzip", true},
		{"/manifest.json", "gzip", "gzip", true},
		{"/page.3f2a9c1b.css", "gzip", "gzip", true},
		{"/play/", "gzip", "gzip", true},
		{"/brotli.svg", "br, gzip", "br", true},
		{"/brotli.svg", "gzip", "gzip", true}, // a .br alone leaves gzip to make
		{"/small.js", "gzip", "", false},      // under CompressMin
		{"/photo.png", "gzip", "", false},     // compressed already
		{"/noise.js", "gzip", "", true},       // gzip came out larger
	}
	for _, lazy := range []bool{false, true} {
		var opts []Option
		if lazy {
			opts = append(opts, LazyETags())
		}
		s := newTestServer(t, fsys, opts...)
		for _, tt := range tests {
			w := get(s, "GET", tt.path, "Accept-Encoding", tt.accept)
			h := w.Header()
			if w.Code != http.StatusOK || h.Get("Content-Encoding") != tt.coding {
				t.Errorf("lazy=%v %s (%q): %d Content-Encoding %q, want 200 %q", lazy, tt.path, tt.accept, w.Code, h.Get("Content-Encoding"), tt.coding)
				continue
			}
			if got := h.Get("Vary") == "Accept-Encoding"; got != tt.vary {
				t.Errorf("lazy=%v %s (%q): Vary %q", lazy, tt.path, tt.accept, h.Get("Vary"))
			}
			if mustAtoi(t, h.Get("Content-Length")) != w.Body.Len() {
				t.Errorf("lazy=%v %s: Content-Length %s for %d bytes", lazy, tt.path, h.Get("Content-Length"), w.Body.Len())
			}
			if tt.coding == "gzip" {
				want := fsys[fileName(tt.path)].Data
				if got := gunzip(t, w.Body.Bytes()); !bytes.Equal(got, want) {
					t.Errorf("lazy=%v %s: gzip body decodes to %d bytes, the file has %d", lazy, tt.path, len(got), len(want))
				}
				if w.Body.Len() >= len(want) {
					t.Errorf("lazy=%v %s: gzip body of %d bytes, the file has %d", lazy, tt.path, w.Body.Len(), len(want))
				}
			}
		}
	}
}

// TestCompressedETag checks that the made gzip copy has its own ETag, is
// the same on every request and revalidates with 304.
func TestCompressedETag(t *testing.T) {
	s := newTestServer(t, compressFS(), LazyETags())
	gz := get(s, "GET", "/app.wasm", "Accept-Encoding", "gzip")
	id := get(s, "GET", "/app.wasm")
	gzTag, idTag := gz.Header().Get("Etag"), id.Header().Get("Etag")
	if gzTag == "" || gzTag == idTag {
		t.Fatalf("gzip ETag %q, identity ETag %q: want two different tags", gzTag, idTag)
	}
	again := get(s, "GET", "/app.wasm", "Accept-Encoding", "gzip")
	if again.Header().Get("Etag") != gzTag || !bytes.Equal(again.Body.Bytes(), gz.Body.Bytes()) {
		t.Errorf("second gzip answer differs: ETag %q", again.Header().Get("Etag"))
	}
	if w := get(s, "GET", "/app.wasm", "Accept-Encoding", "gzip", "If-None-Match", gzTag); w.Code != http.StatusNotModified {
		t.Errorf("If-None-Match with the gzip tag: %d, want 304", w.Code)
	}
	if w := get(s, "GET", "/app.wasm", "Accept-Encoding", "gzip", "If-None-Match", idTag); w.Code != http.StatusOK {
		t.Errorf("If-None-Match with the identity tag, gzip accepted: %d, want 200", w.Code)
	}
}

func TestCompressible(t *testing.T) {
	for name, want := range map[string]bool{
		"a.wasm": true, "a.JS": true, "a/b.css": true, "a.svg": true, "a.json": true,
		"a.webmanifest": true, "index.html": true, "a.png": false, "a.woff2": false, "a": false,
	} {
		if got := Compressible(name); got != want {
			t.Errorf("Compressible(%q) = %v, want %v", name, got, want)
		}
	}
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("gzip body: %v", err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("gzip body: %v", err)
	}
	return plain
}
