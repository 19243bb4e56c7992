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
	"testing"
	"time"
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
	srv, err := newServer(dir, false)
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
	if _, err := newServer(filepath.Join(t.TempDir(), "nope"), false); err == nil {
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
