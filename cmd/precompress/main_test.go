package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestCompressor(t *testing.T) {
	dir := t.TempDir()
	big := strings.Repeat("<p>xiangqi janggi shatar hiashatar</p>\n", 200)
	files := map[string]string{
		"index.html":         big,
		"play/app.js":        big,
		"tiny.js":            "x",
		"piece.png":          big,
		"page.1234abcd.wasm": big,
	}
	for name, data := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	brotli, _ := exec.LookPath("brotli")
	c := compressor{minSize: 1024, brotli: brotli}
	if err := c.dir(dir); err != nil {
		t.Fatal(err)
	}
	if c.written != 3 || c.fresh != 0 {
		t.Errorf("first run: %d written, %d fresh; want 3, 0", c.written, c.fresh)
	}
	for _, name := range []string{"index.html", "play/app.js", "page.1234abcd.wasm"} {
		if got := gunzip(t, filepath.Join(dir, name+".gz")); got != big {
			t.Errorf("%s.gz does not decompress to the file", name)
		}
		if brotli != "" {
			out, err := exec.Command(brotli, "-d", "-c", filepath.Join(dir, name+".br")).Output()
			if err != nil || string(out) != big {
				t.Errorf("%s.br does not decompress to the file: %v", name, err)
			}
		}
	}
	for _, name := range []string{"tiny.js.gz", "piece.png.gz"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s written; small and already compressed files are skipped", name)
		}
	}
	again := compressor{minSize: 1024, brotli: brotli}
	if err := again.dir(dir); err != nil {
		t.Fatal(err)
	}
	if again.written != 0 || again.fresh != 3 {
		t.Errorf("second run: %d written, %d fresh; want 0, 3", again.written, again.fresh)
	}
}

func TestCompressorMissingDir(t *testing.T) {
	c := compressor{minSize: 1}
	if err := c.dir(filepath.Join(t.TempDir(), "nope")); err == nil {
		t.Error("no error for a missing directory")
	}
}

func gunzip(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return string(out)
}
