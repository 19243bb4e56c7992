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
	brotli := brotliEncoder()
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
		if brotli != nil {
			if got := unbrotli(t, filepath.Join(dir, name+".br")); got != big {
				t.Errorf("%s.br does not decompress to the file", name)
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

// TestBrotliEncoders: the brotli command and Node's encoder, where this
// machine has them, each write a .br that decompresses to the file,
// readable by all, and leave no temporary file.
func TestBrotliEncoders(t *testing.T) {
	encoders := map[string]func(string) func(src, dst string) error{"brotli": brotliCommand, "node": nodeBrotli}
	for name, encoder := range encoders {
		path, err := exec.LookPath(name)
		if err != nil {
			t.Logf("no %s here", name)
			continue
		}
		dir := t.TempDir()
		src, dst := filepath.Join(dir, "app.js"), filepath.Join(dir, "app.js.br")
		text := strings.Repeat("const board = document.querySelector('elephant-board');\n", 100)
		if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := encoder(path)(src, dst); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		info, err := os.Stat(dst)
		if err != nil || info.Mode().Perm() != 0o644 || info.Size() >= int64(len(text))/4 {
			t.Errorf("%s: %v, mode %v", name, err, info)
		}
		if _, err := os.Stat(dst + ".tmp"); err == nil {
			t.Errorf("%s left its temporary file", name)
		}
		if got := unbrotli(t, dst); got != text {
			t.Errorf("%s: the .br does not decompress to the file", name)
		}
		if err := encoder(path)(filepath.Join(dir, "missing.js"), filepath.Join(dir, "missing.js.br")); err == nil {
			t.Errorf("%s: no error for a missing file", name)
		}
	}
}

// unbrotli decompresses a .br file with whichever decoder is here: the
// brotli command or Node's.
func unbrotli(t *testing.T, name string) string {
	t.Helper()
	var cmd *exec.Cmd
	if path, err := exec.LookPath("brotli"); err == nil {
		cmd = exec.Command(path, "-d", "-c", name)
	} else {
		cmd = exec.Command("node", "-e", "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(process.argv[1])))", name)
	}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("decompressing %s: %v", name, err)
	}
	return string(out)
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
