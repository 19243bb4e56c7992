package main

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
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

// plan says where each file of the site goes.
type plan struct {
	src                       string
	embedded                  []string // originals and their variants
	assets                    []string // originals only; DescribeAssets adds the variants
	embeddedBytes, assetBytes int64
}

// newPlan reads src and sorts its files into embedded and asset files.
func newPlan(src string) (*plan, error) {
	p := &plan{src: src}
	sizes := map[string]int64{}
	err := fs.WalkDir(os.DirFS(src), ".", func(name string, d fs.DirEntry, err error) error {
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
		}
		return
	}
	p.embedded = append(p.embedded, name)
	p.embeddedBytes += sizes[name]
}

// isAsset reports whether a file is served from static assets.
func isAsset(name string, size int64) bool {
	return path.Ext(name) == ".wasm" || size >= assetMinSize
}

// write copies the embedded files to out/static, writes every
// representation of the assets to out/assets as the site handler would
// serve it, and describes them in out/assets.json.
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
	list, err := site.DescribeAssets(os.DirFS(p.src), p.assets)
	if err != nil {
		return err
	}
	for _, a := range list {
		for _, v := range a.Variants {
			if err := writeFile(filepath.Join(out, "assets", filepath.FromSlash(v.Stored)), v.Data); err != nil {
				return err
			}
			p.assetBytes += int64(len(v.Data))
		}
	}
	desc, err := json.MarshalIndent(list, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "assets.json"), append(desc, '\n'), 0o644)
}

func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return writeFile(dst, data)
}

func writeFile(name string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, data, 0o644)
}
