package main

import (
	"bytes"
	"context"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/site/sitetest"
)

func TestLogged(t *testing.T) {
	var buf bytes.Buffer
	h := logged(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusTeapot)
		io.WriteString(w, "short and stout")
	}), log.New(&buf, "", 0))
	srv := startTest(t, h)
	resp, err := http.Get("http://" + srv + "/pot%0Aforged?x=1")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	want := regexp.MustCompile(`^GET /pot%0Aforged\?x=1 418 15B \d+(\.\d+)?(µs|ms|s)\n$`)
	if !want.Match(buf.Bytes()) {
		t.Errorf("log line %q does not match %v", buf.String(), want)
	}
}

func TestServeShutsDownGracefully(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>x</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	srv, err := newServer(dir, false, defaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, srv, ln) }()
	resp, err := http.Get("http://" + ln.Addr().String() + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET /: %d", resp.StatusCode)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("serve did not stop")
	}
}

func TestNewServerMissingDir(t *testing.T) {
	if _, err := newServer(filepath.Join(t.TempDir(), "nope"), false, defaultLimits); err == nil {
		t.Error("newServer on a missing directory succeeded")
	}
}

// startTest serves h on a loopback port for the test's lifetime.
func startTest(t *testing.T, h http.Handler) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

func TestLoggedClipsURI(t *testing.T) {
	var buf bytes.Buffer
	h := logged(http.NotFoundHandler(), log.New(&buf, "", 0))
	srv := startTest(t, h)
	long := "/" + strings.Repeat("a", 10_000)
	resp, err := http.Get("http://" + srv + long + "?q=1")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	line := buf.String()
	if len(line) > maxLoggedURI+100 || !strings.Contains(line, "...(10005 bytes) 404 ") {
		t.Errorf("log line of %d bytes: %.300q", len(line), line)
	}
}

func TestClip(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want string
	}{
		{"/play/", 8, "/play/"},
		{"/12345678", 8, "/12345678"[:8] + "...(9 bytes)"},
		{"", 8, ""},
	}
	for _, tt := range tests {
		if got := clip(tt.in, tt.n); got != tt.want {
			t.Errorf("clip(%q, %d) = %q, want %q", tt.in, tt.n, got, tt.want)
		}
	}
}

// TestConnectionLimit holds every slot with silent connections and checks
// that the next client is served only once a slot frees.
func TestConnectionLimit(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>x</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	lim := defaultLimits
	lim.maxConns = 2
	srv, err := newServer(dir, false, lim)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := listen("127.0.0.1:0", lim)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go serve(ctx, srv, ln)
	addr := ln.Addr().String()
	var idle []net.Conn
	for range lim.maxConns {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		idle = append(idle, c)
	}
	client := &http.Client{Timeout: 500 * time.Millisecond}
	if resp, err := client.Get("http://" + addr + "/"); err == nil {
		resp.Body.Close()
		t.Fatalf("served beyond %d connections: %d", lim.maxConns, resp.StatusCode)
	}
	idle[0].Close()
	client.Timeout = 5 * time.Second
	resp, err := client.Get("http://" + addr + "/")
	if err != nil {
		t.Fatalf("not served after a slot freed: %v", err)
	}
	resp.Body.Close()
}

// TestWriteDeadline sends a large response to a client that never reads:
// the write must fail after the paced deadline, not the backstop.
func TestWriteDeadline(t *testing.T) {
	const size = 64 << 20
	lim := limits{writeBase: 300 * time.Millisecond, minRate: 1 << 30}
	failed := make(chan time.Duration, 1)
	h := paced(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		w.Header().Set("Content-Length", strconv.Itoa(size))
		chunk := make([]byte, 1<<20)
		for range size / len(chunk) {
			if _, err := w.Write(chunk); err != nil {
				failed <- time.Since(start)
				return
			}
		}
	}), lim)
	addr := startTest(t, h)
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	io.WriteString(c, "GET / HTTP/1.1\r\nHost: test\r\n\r\n")
	want := lim.writeTime(size)
	select {
	case d := <-failed:
		if d < want/2 {
			t.Errorf("write failed after %v, before the deadline of %v", d, want)
		}
	case <-time.After(want + 5*time.Second):
		t.Fatalf("write still blocked %v after a deadline of %v", want+5*time.Second, want)
	}
}

func TestWriteTime(t *testing.T) {
	lim := defaultLimits
	tests := []struct {
		n    int64
		want time.Duration
	}{
		{0, 10 * time.Second},
		{-1, 10 * time.Second},
		{64 << 10, 11 * time.Second},
		{1 << 20, 26 * time.Second}, // the 1 MB gzip of a WASM module at 64 KiB/s
	}
	for _, tt := range tests {
		if got := lim.writeTime(tt.n); got != tt.want {
			t.Errorf("writeTime(%d) = %v, want %v", tt.n, got, tt.want)
		}
	}
}

// TestProbes runs the probes the Worker also answers (site/sitetest)
// against serve.go as main runs it.
func TestProbes(t *testing.T) {
	static, err := sitetest.WriteFixture(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	srv, err := newServer(static, false, defaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := listen("127.0.0.1:0", defaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go serve(ctx, srv, ln)
	sitetest.Run(t, "http://"+ln.Addr().String(), os.DirFS(static))
}
