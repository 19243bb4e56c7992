package e2e

import (
	"bytes"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/site/sitetest"
)

// sameAsHandler lists the headers the Worker must send exactly as the site
// handler does, whether the Go handler or the asset server answers.
var sameAsHandler = []string{
	"Content-Type",
	"Cache-Control",
	"Content-Security-Policy",
	"X-Content-Type-Options",
	"Referrer-Policy",
	"X-Frame-Options",
	"Access-Control-Allow-Origin",
	"Cross-Origin-Resource-Policy",
	"Cross-Origin-Opener-Policy",
	"Etag",
	"Vary",
}

type checker struct {
	base    string
	ref     http.Handler
	siteDir string
}

// checkFile fetches one path plainly, compressed, conditionally and by HEAD.
func (c checker) checkFile(t *testing.T, urlPath string) {
	name := strings.TrimPrefix(urlPath, "/")
	if name == "" || strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	want, err := os.ReadFile(filepath.Join(c.siteDir, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	ref := reference(c.ref, urlPath)
	resp, body := fetch(t, "GET", c.base+urlPath, "Accept-Encoding", "identity")
	c.checkHeaders(t, urlPath, resp, ref)
	if !bytes.Equal(body, want) {
		t.Errorf("identity body: %d bytes differ from the file's %d", len(body), len(want))
	}
	for _, coding := range []string{"gzip", "br"} {
		c.checkEncoded(t, urlPath, coding, want)
	}
	c.checkNotModified(t, urlPath, resp.Header.Get("Etag"))
	head, headBody := fetch(t, "HEAD", c.base+urlPath, "Accept-Encoding", "identity")
	if head.StatusCode != http.StatusOK || len(headBody) != 0 ||
		head.Header.Get("Content-Type") != ref.Header.Get("Content-Type") ||
		head.Header.Get("Content-Length") != ref.Header.Get("Content-Length") {
		t.Errorf("HEAD: %d, %d body bytes, Content-Type %q, Content-Length %q", head.StatusCode, len(headBody),
			head.Header.Get("Content-Type"), head.Header.Get("Content-Length"))
	}
}

// checkHeaders compares with the handler and checks the rules that matter
// most on their own: types, caching of hashed names, CORS, nosniff.
func (c checker) checkHeaders(t *testing.T, urlPath string, resp, ref *http.Response) {
	t.Helper()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET: status %d", resp.StatusCode)
	}
	for _, k := range sameAsHandler {
		if got, want := resp.Header.Get(k), ref.Header.Get(k); got != want {
			t.Errorf("%s: %q, the site handler sends %q", k, got, want)
		}
	}
	h := resp.Header
	if path.Ext(urlPath) == ".wasm" && h.Get("Content-Type") != "application/wasm" {
		t.Errorf("Content-Type %q for WASM", h.Get("Content-Type"))
	}
	if isHashedName(path.Base(urlPath)) && !strings.Contains(h.Get("Cache-Control"), "immutable") {
		t.Errorf("hashed file cached as %q", h.Get("Cache-Control"))
	}
	isAsset := path.Ext(urlPath) == ".wasm" || path.Ext(urlPath) == ".js"
	if isAsset && h.Get("Access-Control-Allow-Origin") != "*" {
		t.Errorf("no CORS for an asset embedders load")
	}
	if ref.Header.Get("Vary") != "" && !strings.Contains(h.Get("Vary"), "Accept-Encoding") {
		t.Errorf("Vary %q; the handler has precompressed variants and varies by Accept-Encoding", h.Get("Vary"))
	}
	// wrangler dev streams HTML without a length (it may inject a reload script).
	if cl := h.Get("Content-Length"); cl != "" && cl != ref.Header.Get("Content-Length") {
		t.Errorf("Content-Length %s, the site handler sends %s", cl, ref.Header.Get("Content-Length"))
	}
	if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Etag") == "" {
		t.Errorf("nosniff %q, ETag %q", h.Get("X-Content-Type-Options"), h.Get("Etag"))
	}
}

// checkEncoded asks for one coding; whatever comes back must decode to the
// file. The runtime may compress on its own what the handler sent as it is.
func (c checker) checkEncoded(t *testing.T, urlPath, coding string, want []byte) {
	t.Helper()
	resp, body := fetch(t, "GET", c.base+urlPath, "Accept-Encoding", coding)
	got := resp.Header.Get("Content-Encoding")
	if got != "" && got != coding {
		t.Errorf("asked for %s, got Content-Encoding %q", coding, got)
		return
	}
	plain, ok := sitetest.Decode(t, got, body)
	if ok && !bytes.Equal(plain, want) {
		t.Errorf("%s body decodes to %d bytes, the file has %d", coding, len(plain), len(want))
	}
}

func (c checker) checkNotModified(t *testing.T, urlPath, etag string) {
	t.Helper()
	resp, body := fetch(t, "GET", c.base+urlPath, "Accept-Encoding", "identity", "If-None-Match", etag)
	if resp.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Errorf("If-None-Match %s: status %d with %d body bytes, want 304", etag, resp.StatusCode, len(body))
	}
}

// isHashedName mirrors the site's rule: name.<8+ hex digits>.ext.
func isHashedName(base string) bool {
	parts := strings.Split(base, ".")
	if len(parts) < 3 || len(parts[len(parts)-2]) < 8 {
		return false
	}
	return strings.Trim(strings.ToLower(parts[len(parts)-2]), "0123456789abcdef") == ""
}
