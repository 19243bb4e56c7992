package main

import (
	"fmt"
	"io/fs"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/elephant-chess/elephant/site"
)

// assetMinSize sends any file at least this large to static assets, whatever
// its type, to keep the Worker script small.
const assetMinSize = 512 << 10

// maxHeaderRules is Cloudflare's limit on rules in an _headers file.
const maxHeaderRules = 100

// plan says where each file of the site goes.
type plan struct {
	src                       string
	embedded                  []string // originals and their variants
	assets                    []string // originals only: the edge compresses them
	embeddedBytes, assetBytes int64
	handler                   http.Handler // answers what headers an asset gets
}

// newPlan reads src and sorts its files into embedded and asset files.
func newPlan(src string) (*plan, error) {
	h, err := site.New(os.DirFS(src))
	if err != nil {
		return nil, err
	}
	p := &plan{src: src, handler: h}
	sizes := map[string]int64{}
	err = fs.WalkDir(os.DirFS(src), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if name != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		sizes[name] = info.Size()
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", src, err)
	}
	for _, name := range slices.Sorted(maps.Keys(sizes)) {
		p.place(name, sizes)
	}
	return p, nil
}

// place puts one file in its list; a variant follows its original.
func (p *plan) place(name string, sizes map[string]int64) {
	orig := name
	for _, ext := range []string{".br", ".gz"} {
		if o, ok := strings.CutSuffix(name, ext); ok {
			if _, ok := sizes[o]; ok {
				orig = o
			}
		}
	}
	if isAsset(orig, sizes[orig]) {
		if orig == name {
			p.assets = append(p.assets, name)
			p.assetBytes += sizes[name]
		}
		return // the edge compresses assets itself
	}
	p.embedded = append(p.embedded, name)
	p.embeddedBytes += sizes[name]
}

// isAsset reports whether a file is served as a static asset.
func isAsset(name string, size int64) bool {
	return path.Ext(name) == ".wasm" || size >= assetMinSize
}

// write copies the files and writes assets/_headers.
func (p *plan) write(out string) error {
	for _, dir := range []string{"static", "assets"} {
		if err := os.RemoveAll(filepath.Join(out, dir)); err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Join(out, dir), 0o755); err != nil {
			return err
		}
	}
	for _, name := range p.embedded {
		if err := copyFile(filepath.Join(p.src, name), filepath.Join(out, "static", name)); err != nil {
			return err
		}
	}
	for _, name := range p.assets {
		if err := copyFile(filepath.Join(p.src, name), filepath.Join(out, "assets", name)); err != nil {
			return err
		}
	}
	rules, err := p.headerRules()
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "assets", "_headers"), []byte(rules), 0o644)
}

// perResponse lists headers the asset server sets itself, per response.
// Vary stays: the edge compresses assets by Accept-Encoding too.
var perResponse = map[string]bool{
	"Content-Type": true, "Content-Length": true, "Content-Encoding": true,
	"Etag": true, "Date": true,
}

// headerRules asks the site handler what each asset's response carries, so
// both ways of serving agree by construction.
func (p *plan) headerRules() (string, error) {
	if len(p.assets) > maxHeaderRules {
		return "", fmt.Errorf("%d static assets, more than the %d rules _headers takes", len(p.assets), maxHeaderRules)
	}
	var b strings.Builder
	b.WriteString("# Written by cmd/worker/stage from the site handler's answers; do not edit.\n")
	for _, name := range p.assets {
		w := httptest.NewRecorder()
		p.handler.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/"+name, nil))
		if w.Code != http.StatusOK {
			return "", fmt.Errorf("site handler answers %d for %s", w.Code, name)
		}
		fmt.Fprintf(&b, "%s\n", (&url.URL{Path: "/" + name}).EscapedPath())
		for _, k := range slices.Sorted(maps.Keys(w.Header())) {
			if !perResponse[k] {
				fmt.Fprintf(&b, "  %s: %s\n", k, strings.Join(w.Header()[k], ", "))
			}
		}
	}
	return b.String(), nil
}

func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}
