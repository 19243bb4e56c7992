package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
)

// site is the copy of the site under test.
type site struct {
	dir       string
	pages     []string // URL paths of the HTML pages
	wasm      string   // URL path of the largest .wasm file
	generated bool     // the .wasm file was made for the test
}

// prepareSite copies src into work/site, adds a test WASM if the site has
// none, and writes the .gz/.br variants.
func prepareSite(src, work string) (*site, error) {
	s := &site{dir: filepath.Join(work, "site")}
	if err := copyTree(src, s.dir); err != nil {
		return nil, fmt.Errorf("copying %s: %w", src, err)
	}
	if err := s.scan(); err != nil {
		return nil, err
	}
	if s.wasm == "" {
		name, err := generateWasm(work, s.dir)
		if err != nil {
			return nil, fmt.Errorf("generating a test WASM: %w", err)
		}
		s.wasm, s.generated = "/"+name, true
		fmt.Printf("loadtest: %s has no .wasm yet; testing a generated Go WASM, %s\n", src, name)
	}
	if len(s.pages) == 0 {
		return nil, fmt.Errorf("%s has no HTML page", src)
	}
	if out, err := exec.Command("go", "run", "./cmd/precompress", s.dir).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("precompress: %w\n%s", err, out)
	}
	return s, nil
}

// scan finds the pages and the largest .wasm file.
func (s *site) scan() error {
	var wasmSize int64
	return fs.WalkDir(os.DirFS(s.dir), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch path.Ext(name) {
		case ".html":
			s.pages = append(s.pages, pageURL(name))
		case ".wasm":
			info, err := d.Info()
			if err != nil {
				return err
			}
			if info.Size() > wasmSize {
				s.wasm, wasmSize = "/"+name, info.Size()
			}
		}
		return nil
	})
}

// pageURL maps play/index.html to /play/.
func pageURL(name string) string {
	if name == "index.html" {
		return "/"
	}
	if dir, ok := strings.CutSuffix(name, "/index.html"); ok {
		return "/" + dir + "/"
	}
	return "/" + name
}

// testProgram is a small Go program whose WASM build, about 3 MB, has the
// size and compressibility of a real page module.
const testProgram = `package main

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
)

func main() {
	games := []string{"xiangqi", "janggi", "shatar", "hiashatar"}
	sort.Strings(games)
	fmt.Println(strings.Join(games, " "), big.NewInt(1).Lsh(big.NewInt(1), 90))
}
`

// generateWasm builds testProgram for js/wasm into dir under a hashed name.
func generateWasm(work, dir string) (string, error) {
	src := filepath.Join(work, "gen", "main.go")
	if err := os.MkdirAll(filepath.Dir(src), 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(src, []byte(testProgram), 0o644); err != nil {
		return "", err
	}
	out := filepath.Join(work, "gen", "test.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-o", out, src)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("%w\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(data)
	name := "loadtest." + hex.EncodeToString(sum[:4]) + ".wasm"
	return name, os.WriteFile(filepath.Join(dir, name), data, 0o644)
}

// copyTree copies regular files, keeping their times so that precompressed
// variants stay exactly as fresh, or stale, as they were.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		to := filepath.Join(dst, rel)
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(to, data, 0o644); err != nil {
			return err
		}
		return os.Chtimes(to, info.ModTime(), info.ModTime())
	})
}
