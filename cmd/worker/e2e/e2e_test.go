// Package e2e runs the built Worker under wrangler (local mode, loopback
// only, no account) and checks that it answers as the site handler does:
// every file compared with the handler's answer, and the probes of
// site/sitetest run against both.
// cmd/worker/e2e.sh builds the Worker and runs this with ELEPHANT_WORKER_E2E=1.
package e2e

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/site"
	"github.com/elephant-chess/elephant/site/sitetest"
)

const wrangler = "wrangler@4.86.0"

func TestWorker(t *testing.T) {
	if os.Getenv("ELEPHANT_WORKER_E2E") == "" {
		t.Skip("end-to-end test of the Worker under wrangler: run cmd/worker/e2e.sh (make test-worker)")
	}
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	siteDir := os.Getenv("SITE_DIR")
	if siteDir == "" {
		siteDir = "site/static"
	}
	if !filepath.IsAbs(siteDir) {
		siteDir = filepath.Join(root, siteDir)
	}
	ref, err := site.New(os.DirFS(siteDir))
	if err != nil {
		t.Fatal(err)
	}
	paths, err := pathsToCheck(siteDir)
	if err != nil {
		t.Fatal(err)
	}
	base := startWrangler(t, filepath.Join(root, "cmd", "worker"))
	c := checker{base: base, ref: ref, siteDir: siteDir}
	for _, p := range paths {
		t.Run(p, func(t *testing.T) { c.checkFile(t, p) })
	}
	// One table of probes against both: the Worker, and the site handler
	// serving the same files as serve.go does.
	t.Run("probes/worker", func(t *testing.T) { sitetest.Run(t, base, os.DirFS(siteDir)) })
	local := httptest.NewServer(ref)
	defer local.Close()
	t.Run("probes/handler", func(t *testing.T) { sitetest.Run(t, local.URL, os.DirFS(siteDir)) })
}

// pathsToCheck lists "/", every page directory, /embed.js, wasm_exec.js
// and the .wasm files, as far as the site has them.
func pathsToCheck(dir string) ([]string, error) {
	paths := []string{"/"}
	err := fs.WalkDir(os.DirFS(dir), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch {
		case path.Base(name) == "index.html" && name != "index.html":
			paths = append(paths, "/"+path.Dir(name)+"/")
		case name == "embed.js", name == "wasm_exec.js", path.Ext(name) == ".wasm":
			paths = append(paths, "/"+name)
		}
		return nil
	})
	return paths, err
}

// startWrangler runs `wrangler dev --local` on free loopback ports and
// stops it, with everything it started, when the test ends.
func startWrangler(t *testing.T, dir string) string {
	t.Helper()
	port, inspector := freePort(t), freePort(t)
	cmd := exec.Command("npx", "--no", wrangler, "dev", "--local", "--ip", "127.0.0.1",
		"--port", port, "--inspector-port", inspector, "--show-interactive-dev-session=false")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "WRANGLER_SEND_METRICS=false", "CI=true")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var out syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting wrangler: %v", err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	t.Cleanup(func() { stopGroup(t, cmd.Process.Pid, exited) })
	base := "http://127.0.0.1:" + port
	if err := waitReady(base, exited, 120*time.Second); err != nil {
		t.Fatalf("wrangler: %v\n%s", err, out.String())
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("wrangler output:\n%s", out.String())
		}
	})
	return base
}

// waitReady polls base until it answers, wrangler exits or time runs out.
func waitReady(base string, exited <-chan struct{}, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return fmt.Errorf("exited before serving")
		case <-time.After(250 * time.Millisecond):
		}
		resp, err := http.Get(base + "/")
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return fmt.Errorf("not serving after %v", limit)
}

// stopGroup ends wrangler's process group: npx, node and workerd.
func stopGroup(t *testing.T, pid int, exited <-chan struct{}) {
	syscall.Kill(-pid, syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(10 * time.Second):
		t.Log("wrangler ignored SIGTERM; killing it")
		syscall.Kill(-pid, syscall.SIGKILL)
		<-exited
	}
	// workerd may outlive npx by a moment; make sure the group is gone.
	syscall.Kill(-pid, syscall.SIGKILL)
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return fmt.Sprint(ln.Addr().(*net.TCPAddr).Port)
}

// syncBuffer collects wrangler's output from two pipes at once.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// fetch sends one request to the Worker and reads the whole body.
func fetch(t *testing.T, method, url string, header ...string) (*http.Response, []byte) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	client := &http.Client{
		Transport:     &http.Transport{DisableCompression: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s: reading body: %v", method, url, err)
	}
	return resp, body
}

// reference is the site handler's own answer, run in this process.
func reference(h http.Handler, urlPath string) *http.Response {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, urlPath, nil))
	return w.Result()
}
