// Package sitetest holds the probes every server of the site must answer
// alike: serve.go (serve_test.go, on the small site WriteFixture writes)
// and the Cloudflare Worker under `wrangler dev` (cmd/worker/e2e, on the
// built site). Each probe names a request and what its answer must be.
package sitetest

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Probe is one request and the answer it must get.
type Probe struct {
	Method, Target string // Target goes on the request line untouched
	// Header holds name, value pairs. "{etag}" in a value stands for the
	// ETag a GET of Target with the same Accept-Encoding gets.
	Header []string
	Status int
	Or     int // another acceptable status, 0 for none
	// Want maps a header to its value: "" for absent, "*" for present.
	Want map[string]string
	Body string // bodyFile, bodyNone, bodySafe or "" for not checked
}

const (
	bodyFile = "file" // decodes to the file Target names
	bodyNone = "none" // empty
	bodySafe = "safe" // holds nothing from outside the site
)

const (
	html, wasm = "text/html; charset=utf-8", "application/wasm"
	pageAllow  = "GET, HEAD"
	assetAllow = "GET, HEAD, OPTIONS"
	past       = "Thu, 01 Jan 1970 00:00:00 GMT"
)

// Probes is the table. The site must hold index.html, play/index.html,
// frame/index.html, embed.js, wasm_exec.js and elephant.wasm.
var Probes = []Probe{
	// Pages, assets and their headers.
	{Method: "GET", Target: "/", Header: ae("identity"), Status: 200, Body: bodyFile,
		Want: map[string]string{"Content-Type": html, "Cache-Control": "no-cache", "X-Frame-Options": "DENY", "Etag": "*", "Access-Control-Allow-Origin": ""}},
	{Method: "HEAD", Target: "/", Header: ae("identity"), Status: 200, Body: bodyNone,
		Want: map[string]string{"Content-Type": html, "Content-Length": "*"}},
	{Method: "HEAD", Target: "/missing", Header: ae("identity"), Status: 404, Body: bodyNone, Want: map[string]string{"Content-Length": "*"}},
	{Method: "GET", Target: "/play/", Header: ae("identity"), Status: 200, Body: bodyFile, Want: map[string]string{"Content-Type": html}},
	{Method: "GET", Target: "/frame/", Header: ae("identity"), Status: 200, Body: bodyFile,
		Want: map[string]string{"X-Frame-Options": "", "Cross-Origin-Resource-Policy": "cross-origin"}},
	{Method: "GET", Target: "/embed.js", Header: ae("identity"), Status: 200, Body: bodyFile,
		Want: map[string]string{"Content-Type": "text/javascript; charset=utf-8", "Access-Control-Allow-Origin": "*"}},
	{Method: "GET", Target: "/wasm_exec.js", Header: ae("identity"), Status: 200, Body: bodyFile, Want: map[string]string{"Access-Control-Allow-Origin": "*"}},
	// The WASM and its encodings.
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip"), Status: 200, Body: bodyFile,
		Want: map[string]string{"Content-Type": wasm, "Content-Encoding": "gzip", "Vary": "Accept-Encoding", "Access-Control-Allow-Origin": "*", "Cross-Origin-Resource-Policy": "cross-origin"}},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("identity"), Status: 200, Body: bodyFile,
		Want: map[string]string{"Content-Encoding": "", "Vary": "Accept-Encoding"}},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip;q=0, identity"), Status: 200, Body: bodyFile, Want: map[string]string{"Content-Encoding": ""}},
	{Method: "GET", Target: "/elephant.wasm", Status: 200, Body: bodyFile, Want: map[string]string{"Content-Encoding": ""}},
	{Method: "HEAD", Target: "/elephant.wasm", Header: ae("gzip"), Status: 200, Body: bodyNone,
		Want: map[string]string{"Content-Encoding": "gzip", "Content-Length": "*"}},
	{Method: "HEAD", Target: "/elephant.wasm", Header: ae("identity"), Status: 200, Body: bodyNone, Want: map[string]string{"Content-Length": "*"}},
	// Preconditions (RFC 9110, section 13).
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip", "If-None-Match", "{etag}"), Status: 304, Body: bodyNone,
		Want: map[string]string{"Etag": "*", "Content-Length": "", "Cache-Control": "no-cache"}},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip", "If-None-Match", "W/{etag}"), Status: 304, Body: bodyNone},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip", "If-None-Match", `"stale"`), Status: 200, Body: bodyFile},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip", "If-Match", "{etag}"), Status: 200, Body: bodyFile},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip", "If-Match", "*"), Status: 200, Body: bodyFile},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip", "If-Match", `"stale"`), Status: 412, Want: map[string]string{"Cache-Control": "no-store"}},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip", "If-Match", "W/{etag}"), Status: 412},
	{Method: "HEAD", Target: "/", Header: ae("identity", "If-Match", `"stale"`), Status: 412, Body: bodyNone},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip", "If-Match", `"stale"`, "If-None-Match", "{etag}"), Status: 412},
	{Method: "GET", Target: "/missing", Header: ae("gzip", "If-Match", `"stale"`), Status: 404},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("gzip", "If-Unmodified-Since", past), Status: 200, Body: bodyFile, Want: map[string]string{"Last-Modified": ""}},
	// Range is ignored: the whole file, whatever If-Range says.
	{Method: "GET", Target: "/elephant.wasm", Header: ae("identity", "Range", "bytes=0-99"), Status: 200, Body: bodyFile},
	{Method: "GET", Target: "/elephant.wasm", Header: ae("identity", "Range", "bytes=0-99", "If-Range", "{etag}"), Status: 200, Body: bodyFile},
	// Methods.
	{Method: "OPTIONS", Target: "/embed.js", Header: []string{"Origin", "https://example.org", "Access-Control-Request-Method", "GET"}, Status: 204,
		Want: map[string]string{"Access-Control-Allow-Origin": "*", "Access-Control-Allow-Methods": "GET, HEAD", "Allow": assetAllow}},
	{Method: "OPTIONS", Target: "/elephant.wasm", Status: 204, Want: map[string]string{"Allow": assetAllow}},
	{Method: "OPTIONS", Target: "/", Status: 405, Want: map[string]string{"Allow": pageAllow}},
	{Method: "OPTIONS", Target: "/missing.js", Status: 404, Want: map[string]string{"Allow": ""}},
	{Method: "POST", Target: "/", Status: 405, Want: map[string]string{"Allow": pageAllow, "Cache-Control": "no-store"}},
	{Method: "DELETE", Target: "/embed.js", Status: 405, Want: map[string]string{"Allow": assetAllow}},
	{Method: "PUT", Target: "/elephant.wasm", Status: 405, Want: map[string]string{"Allow": assetAllow}},
	{Method: "POST", Target: "/missing", Status: 404, Want: map[string]string{"Allow": ""}},
	// Errors and redirects.
	{Method: "GET", Target: "/missing", Status: 404, Want: map[string]string{"Content-Type": html, "Cache-Control": "no-store"}},
	{Method: "GET", Target: "/no-such.3f2a9c1b.wasm", Status: 404, Want: map[string]string{"Cache-Control": "no-store"}},
	{Method: "GET", Target: "/play", Status: 301, Want: map[string]string{"Location": "/play/"}},
	{Method: "GET", Target: "/play?game=janggi", Status: 301, Want: map[string]string{"Location": "/play/?game=janggi"}},
	// Build files and compressed copies are not addressable.
	{Method: "GET", Target: "/_headers", Status: 404},
	{Method: "GET", Target: "/_redirects", Status: 404},
	{Method: "GET", Target: "/assets.json", Status: 404},
	{Method: "GET", Target: "/elephant.wasm.gz", Status: 404},
	{Method: "GET", Target: "/.assetsignore", Status: 404},
}

func init() {
	for _, target := range []string{
		"/../go.mod", "/static/../../go.mod", "/play/../../go.mod", "/%2e%2e/go.mod", "/%2E%2E/go.mod",
		"/.%2e/go.mod", "/%252e%252e/go.mod", "/%252e%252e%252fgo.mod", "/..%2fgo.mod", "/..%2Fgo.mod",
		"/%2e%2e%2fgo.mod", "/..\\go.mod", "/\\..\\go.mod", "/%5c..%5cgo.mod", "/..%5cgo.mod",
		"/%c0%ae%c0%ae/go.mod", "/index.html%00", "/%00../go.mod", "/play/%2e%2e%2f%2e%2e%2fgo.mod",
		"//go.mod", "/./go.mod", "/go.mod", "/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
	} {
		Probes = append(Probes, Probe{Method: "GET", Target: target, Status: 400, Or: 404, Body: bodySafe})
	}
}

func ae(coding string, more ...string) []string {
	return append([]string{"Accept-Encoding", coding}, more...)
}

// Run sends every probe to base ("http://127.0.0.1:8080") and checks the
// answers; files is the site the server serves.
func Run(t *testing.T, base string, files fs.FS) {
	addr := strings.TrimPrefix(base, "http://")
	for _, p := range Probes {
		t.Run(p.Method+" "+p.Target+" "+strings.Join(p.Header, " "), func(t *testing.T) {
			header := p.header(t, addr)
			resp, body := send(t, addr, p.Method, p.Target, header)
			// wrangler dev's runtime, starved of CPU, may answer 503 itself
			// (without the site's headers): that is not the site's answer.
			for try := 0; try < 3 && resp.StatusCode == http.StatusServiceUnavailable &&
				resp.Header.Get("X-Content-Type-Options") == ""; try++ {
				t.Logf("a 503 not from the site; asking again")
				time.Sleep(time.Second)
				resp, body = send(t, addr, p.Method, p.Target, header)
			}
			p.check(t, resp, body, files)
			if p.Method == "HEAD" {
				// wrangler dev streams HTML answers to GET without a length.
				get, _ := send(t, addr, "GET", p.Target, header)
				getLength := get.Header.Get("Content-Length")
				if get.StatusCode != resp.StatusCode || getLength != "" && getLength != resp.Header.Get("Content-Length") {
					t.Errorf("HEAD: %d, Content-Length %q; GET: %d, %q", resp.StatusCode, resp.Header.Get("Content-Length"),
						get.StatusCode, get.Header.Get("Content-Length"))
				}
			}
		})
	}
}

// header fills in "{etag}".
func (p Probe) header(t *testing.T, addr string) []string {
	h := append([]string(nil), p.Header...)
	var etag string
	for i := 1; i < len(h); i += 2 {
		if !strings.Contains(h[i], "{etag}") {
			continue
		}
		if etag == "" {
			var plain []string
			for j := 0; j+1 < len(h); j += 2 {
				if h[j] == "Accept-Encoding" {
					plain = h[j : j+2]
				}
			}
			resp, _ := send(t, addr, "GET", p.Target, plain)
			if etag = resp.Header.Get("Etag"); etag == "" {
				t.Fatalf("GET %s: no ETag", p.Target)
			}
		}
		h[i] = strings.ReplaceAll(h[i], "{etag}", etag)
	}
	return h
}

func (p Probe) check(t *testing.T, resp *http.Response, body []byte, files fs.FS) {
	t.Helper()
	if resp.StatusCode != p.Status && (p.Or == 0 || resp.StatusCode != p.Or) {
		t.Errorf("status %d, want %d", resp.StatusCode, p.Status)
	}
	if resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("X-Content-Type-Options %q", resp.Header.Get("X-Content-Type-Options"))
	}
	for k, want := range p.Want {
		got, ok := resp.Header[http.CanonicalHeaderKey(k)]
		switch {
		case want == "" && ok:
			t.Errorf("%s: %q, want none", k, got)
		case want == "*" && !ok:
			t.Errorf("%s: none", k)
		case want != "" && want != "*" && strings.Join(got, ", ") != want:
			t.Errorf("%s: %q, want %q", k, got, want)
		}
	}
	if resp.StatusCode == http.StatusMethodNotAllowed && !saysAllow(string(body), resp.Header.Get("Allow")) {
		t.Errorf("Allow %q, but the page says %q", resp.Header.Get("Allow"), body)
	}
	p.checkBody(t, resp, body, files)
}

func (p Probe) checkBody(t *testing.T, resp *http.Response, body []byte, files fs.FS) {
	t.Helper()
	switch p.Body {
	case bodyNone:
		if len(body) != 0 {
			t.Errorf("%d body bytes, want none", len(body))
		}
	case bodySafe:
		if bytes.Contains(body, []byte("module ")) || bytes.Contains(body, []byte("root:")) {
			t.Errorf("served a file outside the site: %.80q", body)
		}
	case bodyFile:
		name := strings.TrimPrefix(strings.SplitN(p.Target, "?", 2)[0], "/")
		if name == "" || strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		want, err := fs.ReadFile(files, name)
		if err != nil {
			t.Fatal(err)
		}
		if cl := resp.Header.Get("Content-Length"); cl != "" && cl != fmt.Sprint(len(body)) {
			t.Errorf("Content-Length %s, %d bytes sent", cl, len(body))
		}
		if plain, ok := Decode(t, resp.Header.Get("Content-Encoding"), body); ok && !bytes.Equal(plain, want) {
			t.Errorf("body decodes to %d bytes, the file has %d", len(plain), len(want))
		}
	}
}

// saysAllow reports whether a 405 page names exactly the methods of Allow.
func saysAllow(body, allow string) bool {
	for _, m := range []string{"GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE"} {
		if strings.Contains(body, m) != strings.Contains(", "+allow+",", " "+m+",") {
			return false
		}
	}
	return true
}

// send writes the request line untouched, as an attacker would, and reads
// the whole answer.
func send(t *testing.T, addr, method, target string, header []string) (*http.Response, []byte) {
	t.Helper()
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(60 * time.Second))
	var req strings.Builder
	fmt.Fprintf(&req, "%s %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n", method, target, addr)
	for i := 0; i+1 < len(header); i += 2 {
		fmt.Fprintf(&req, "%s: %s\r\n", header[i], header[i+1])
	}
	req.WriteString("\r\n")
	if _, err := io.WriteString(conn, req.String()); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), &http.Request{Method: method})
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s: reading body: %v", method, target, err)
	}
	return resp, body
}

// Decode undoes a Content-Encoding the test can read: gzip always, br with
// Debian's brotli command (ok is false without it, as Go has no decoder).
func Decode(t *testing.T, coding string, body []byte) (plain []byte, ok bool) {
	t.Helper()
	switch coding {
	case "":
		return body, true
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		plain, err := io.ReadAll(zr)
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		return plain, true
	case "br":
		if _, err := exec.LookPath("brotli"); err != nil {
			return nil, false
		}
		cmd := exec.Command("brotli", "-d", "-c")
		cmd.Stdin = bytes.NewReader(body)
		plain, err := cmd.Output()
		if err != nil {
			t.Fatalf("br body: %v", err)
		}
		return plain, true
	}
	t.Errorf("unexpected Content-Encoding %q", coding)
	return nil, false
}

// WriteFixture writes a small site holding every file the probes name into
// dir/static, and a go.mod beside it that no probe may reach; it returns
// the static directory.
func WriteFixture(dir string) (string, error) {
	static := filepath.Join(dir, "static")
	files := map[string]string{
		"../go.mod":         "module github.com/secret\n",
		"index.html":        "<!doctype html><title>Elephant</title>" + strings.Repeat("<p>board</p>", 200),
		"play/index.html":   "<!doctype html><title>Play</title>",
		"frame/index.html":  "<!doctype html><title>Frame</title>",
		"embed.js":          "export const embed = 1;\n",
		"wasm_exec.js":      strings.Repeat("// Go runtime glue\n", 100),
		"elephant.wasm":     "\x00asm" + strings.Repeat("\x01\x00\x00\x00 wasm code ", 5000),
		"_headers.example":  "/x\n  X-Test: 1\n",
		"nodir/readme.txt":  "no index here",
		".hidden/secret.js": "hidden",
	}
	for name, data := range files {
		p := filepath.Join(static, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			return "", err
		}
	}
	// A given gzip copy, written after its file so that it is not stale;
	// wasm_exec.js and index.html are gzipped by the handler itself.
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(files["elephant.wasm"])) //nolint:errcheck // a bytes.Buffer
	zw.Close()                               //nolint:errcheck
	return static, os.WriteFile(filepath.Join(static, "elephant.wasm.gz"), buf.Bytes(), 0o644)
}
