package site

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTraversal sends raw request lines, exactly as an attacker would, to a
// real server over os.DirFS, with a secret file just outside the root.
func TestTraversal(t *testing.T) {
	dir := t.TempDir()
	mustWrite(t, filepath.Join(dir, "go.mod"), "module secret")
	mustWrite(t, filepath.Join(dir, "static", "index.html"), "<title>home</title>")
	mustWrite(t, filepath.Join(dir, "static", "play", "index.html"), "<title>play</title>")
	srv := httptest.NewServer(Handler(os.DirFS(filepath.Join(dir, "static"))))
	defer srv.Close()

	targets := []string{
		"/../go.mod",
		"/static/../../go.mod",
		"/play/../../go.mod",
		"/%2e%2e/go.mod",
		"/%2E%2E/go.mod",
		"/.%2e/go.mod",
		"/%252e%252e/go.mod",
		"/%252e%252e%252fgo.mod",
		"/..%2fgo.mod",
		"/..%2Fgo.mod",
		"/%2e%2e%2fgo.mod",
		"/..\\go.mod",
		"/\\..\\go.mod",
		"/%5c..%5cgo.mod",
		"/..%5cgo.mod",
		"/%c0%ae%c0%ae/go.mod",
		"/index.html%00",
		"/%00../go.mod",
		"/play/%2e%2e%2f%2e%2e%2fgo.mod",
		"//go.mod",
		"/./go.mod",
		"/go.mod",
	}
	for _, target := range targets {
		status, body := rawGet(t, srv.Listener.Addr().String(), target)
		if status != http.StatusBadRequest && status != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 400 or 404", target, status)
		}
		if strings.Contains(body, "secret") {
			t.Errorf("GET %s: served the file outside the root", target)
		}
	}
}

func mustWrite(t *testing.T, name, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// rawGet writes the request line untouched, bypassing any client cleaning.
func rawGet(t *testing.T, addr, target string) (int, string) {
	t.Helper()
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := io.WriteString(conn, "GET "+target+" HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("GET %s: %v", target, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("GET %s: reading body: %v", target, err)
	}
	return resp.StatusCode, string(body)
}
