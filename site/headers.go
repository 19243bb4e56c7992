package site

import (
	"net/http"
	"path"
	"strings"
)

// Content types by extension. A fixed table, so the answer never depends on
// the host's mime.types.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".htm":         "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".svg":         "image/svg+xml",
	".wasm":        "application/wasm",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "application/xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".ico":         "image/x-icon",
	".woff2":       "font/woff2",
	".woff":        "font/woff",
	".ttf":         "font/ttf",
	".otf":         "font/otf",
}

// CompressMin is the smallest file worth compressing, in bytes: below it
// the saving hardly pays for the gzip header and the Vary it brings.
const CompressMin = 1024

// compressible lists the types worth compressing; images and fonts other
// than SVG are compressed already.
var compressible = map[string]bool{
	".html": true, ".htm": true, ".js": true, ".mjs": true, ".css": true,
	".svg": true, ".json": true, ".webmanifest": true, ".map": true,
	".txt": true, ".xml": true, ".wasm": true,
}

// Compressible reports whether a file's type gains from compression. The
// handler gzips such files of CompressMin bytes or more when no .gz copy
// is given; cmd/precompress writes the copies ahead of time.
func Compressible(name string) bool {
	return compressible[strings.ToLower(path.Ext(name))]
}

func contentType(name string) string {
	if path.Base(name) == "manifest.json" {
		return "application/manifest+json"
	}
	if t, ok := contentTypes[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return "application/octet-stream"
}

const (
	cacheImmutable = "public, max-age=31536000, immutable"
	// Unhashed files may change under the same name: always revalidate,
	// which the strong ETag makes a cheap 304.
	cacheRevalidate = "no-cache"
	cacheNever      = "no-store"
)

// cacheControl gives content-hashed names (page.3f2a9c1b.wasm) a year; the
// service worker, pages and other unhashed names must be revalidated.
func cacheControl(name string) string {
	if name != "sw.js" && isHashed(path.Base(name)) {
		return cacheImmutable
	}
	return cacheRevalidate
}

// isHashed reports whether a base name carries a content hash just before
// its extension: at least 8 hex digits between dots.
func isHashed(base string) bool {
	parts := strings.Split(base, ".")
	if len(parts) < 3 || parts[0] == "" {
		return false
	}
	h := parts[len(parts)-2]
	if len(h) < 8 {
		return false
	}
	for i := 0; i < len(h); i++ {
		c := h[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// The Content-Security-Policy allows the Go WebAssembly to be compiled
// ('wasm-unsafe-eval') and nothing inline: no inline scripts or styles, no
// plugins, no foreign origins. It is sent with every response because a
// Web Worker's policy comes from its own script's response.
const cspBase = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'"

var (
	// cspDeny keeps pages other than /frame/ out of other sites' frames.
	cspDeny = cspBase + "; frame-ancestors 'none'"
	// cspFrame lets any origin frame the board page.
	cspFrame = cspBase
)

// isFrame reports whether a file is the embeddable board page.
func isFrame(name string) bool {
	return name == "frame/index.html"
}

// securityHeader holds the headers every response of a file carries,
// whatever its encoding.
func securityHeader(name string) http.Header {
	h := http.Header{
		"X-Content-Type-Options": {"nosniff"},
		"Referrer-Policy":        {"no-referrer"},
	}
	switch {
	case isFrame(name):
		h["Content-Security-Policy"] = []string{cspFrame}
		h["Cross-Origin-Resource-Policy"] = []string{"cross-origin"}
	case isPage(name):
		h["Content-Security-Policy"] = []string{cspDeny}
		h["X-Frame-Options"] = []string{"DENY"}
		h["Cross-Origin-Opener-Policy"] = []string{"same-origin"}
		h["Cross-Origin-Resource-Policy"] = []string{"same-origin"}
	default:
		// Every asset is public and embedders load them from their pages.
		h["Content-Security-Policy"] = []string{cspDeny}
		h["Access-Control-Allow-Origin"] = []string{"*"}
		h["Cross-Origin-Resource-Policy"] = []string{"cross-origin"}
	}
	return h
}

// errorHeader goes with 400, 404, 405, 503 and redirects: a page that
// denies framing and is never cached.
var errorHeader = func() http.Header {
	h := securityHeader("error.html")
	h["Cache-Control"] = []string{cacheNever}
	return h
}()

var preflightHeader = http.Header{
	"Access-Control-Allow-Origin":  {"*"},
	"Access-Control-Allow-Methods": {"GET, HEAD"},
	"Access-Control-Max-Age":       {"86400"},
	"Allow":                        {"GET, HEAD, OPTIONS"},
	"Cache-Control":                {cacheNever},
	"X-Content-Type-Options":       {"nosniff"},
}

// setAll copies src into dst. The value slices are shared, never appended
// to in place (each has len == cap), so this is safe across requests.
func setAll(dst, src http.Header) {
	for k, v := range src {
		dst[k] = v
	}
}
