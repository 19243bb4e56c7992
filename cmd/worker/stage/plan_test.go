package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/site"
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
		writeTestFile(t, filepath.Join(src, name), data)
		// One time for all: a copy older than its file would be stale.
		if err := os.Chtimes(filepath.Join(src, name), time.Time{}, time.Unix(1e9, 0)); err != nil {
			t.Fatal(err)
		}
	}
	writeTestFile(t, filepath.Join(out, "static", "stale.html"), "left from a previous build")
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
	// big.json.gz is made: the site handler gzips what has no copy.
	wantStored := []string{"big.json", "big.json.gz", "page.3f2a9c1b.wasm", "page.3f2a9c1b.wasm.br", "page.3f2a9c1b.wasm.gz"}
	if got := listFiles(t, filepath.Join(out, "assets")); !slices.Equal(got, wantStored) {
		t.Errorf("assets/ holds %v, want %v", got, wantStored)
	}
	desc, err := os.ReadFile(filepath.Join(out, "assets.json"))
	if err != nil {
		t.Fatal(err)
	}
	var list []site.Asset
	if err := json.Unmarshal(desc, &list); err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[1].Name != "page.3f2a9c1b.wasm" || len(list[1].Variants) != 3 {
		t.Fatalf("assets.json: %s", desc)
	}
	for _, v := range list[1].Variants {
		data, err := os.ReadFile(filepath.Join(out, "assets", v.Stored))
		if err != nil || len(data) != v.Size || v.ETag == "" {
			t.Errorf("%s: %d bytes stored (%v), described as %d, ETag %q", v.Stored, len(data), err, v.Size, v.ETag)
		}
	}
}

func TestStageMissingSource(t *testing.T) {
	if _, err := stage(filepath.Join(t.TempDir(), "nope"), t.TempDir()); err == nil {
		t.Error("no error for a missing source directory")
	}
}

func writeTestFile(t *testing.T, name, data string) {
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
