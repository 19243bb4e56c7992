package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestStage(t *testing.T) {
	src, out := t.TempDir(), t.TempDir()
	files := map[string]string{
		"index.html":            strings.Repeat("<p>x</p>", 100),
		"index.html.br":         "br",
		"index.html.gz":         "gz",
		"play/index.html":       "<p>play</p>",
		"embed.js":              "export {}",
		"page.3f2a9c1b.wasm":    strings.Repeat("\x00asm", 100),
		"page.3f2a9c1b.wasm.br": "br",
		"page.3f2a9c1b.wasm.gz": "gz",
		"big.json":              strings.Repeat(" ", assetMinSize),
		".hidden":               "no",
	}
	for name, data := range files {
		writeFile(t, filepath.Join(src, name), data)
	}
	writeFile(t, filepath.Join(out, "static", "stale.html"), "left from a previous build")
	p, err := stage(src, out)
	if err != nil {
		t.Fatal(err)
	}
	wantEmbedded := []string{"embed.js", "index.html", "index.html.br", "index.html.gz", "play/index.html"}
	wantAssets := []string{"big.json", "page.3f2a9c1b.wasm"}
	if !slices.Equal(p.embedded, wantEmbedded) || !slices.Equal(p.assets, wantAssets) {
		t.Errorf("embedded %v, assets %v; want %v, %v", p.embedded, p.assets, wantEmbedded, wantAssets)
	}
	if got := listFiles(t, filepath.Join(out, "static")); !slices.Equal(got, wantEmbedded) {
		t.Errorf("static/ holds %v, want %v", got, wantEmbedded)
	}
	if got := listFiles(t, filepath.Join(out, "assets")); !slices.Equal(got, append([]string{"_headers"}, wantAssets...)) {
		t.Errorf("assets/ holds %v", got)
	}
	rules, err := os.ReadFile(filepath.Join(out, "assets", "_headers"))
	if err != nil {
		t.Fatal(err)
	}
	want := "/page.3f2a9c1b.wasm\n" +
		"  Access-Control-Allow-Origin: *\n" +
		"  Cache-Control: public, max-age=31536000, immutable\n"
	if !strings.Contains(string(rules), want) {
		t.Errorf("_headers lacks\n%s\nin\n%s", want, rules)
	}
	for _, bad := range []string{"Etag", "Content-Type", "Content-Length"} {
		if strings.Contains(string(rules), "\n  "+bad+":") {
			t.Errorf("_headers sets %s, which the asset server sets per response", bad)
		}
	}
	if !strings.Contains(string(rules), "X-Content-Type-Options: nosniff") {
		t.Errorf("_headers lacks nosniff:\n%s", rules)
	}
}

func TestStageMissingSource(t *testing.T) {
	if _, err := stage(filepath.Join(t.TempDir(), "nope"), t.TempDir()); err == nil {
		t.Error("no error for a missing source directory")
	}
}

func writeFile(t *testing.T, name, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// listFiles returns the slash paths of the regular files under dir, sorted.
func listFiles(t *testing.T, dir string) []string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		names = append(names, filepath.ToSlash(rel))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(names)
	return names
}
