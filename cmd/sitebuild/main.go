// Command sitebuild prepares site/static for offline use: it draws the app
// icons (icons/icon-192.png, icons/icon-512.png, icons/icon.svg), copies the
// language files the pages load (i18n/<code>.txt and <code>.lessons.txt,
// from the i18n package's catalogs/ and lessons/) and the app's manifest in
// each language (i18n/<code>.webmanifest), then lists
// every file of the site, hashes them all into one version and writes the
// service worker (sw.js) with that list and version from sw.js.tmpl.
//
// Run it after anything in site/static changes (make sitebuild), and before
// the server starts: the server reads the files once.
//
//	go run ./cmd/sitebuild [-dir site/static] [-i18n i18n]
package main

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

//go:embed sw.js.tmpl
var swTemplate string

func main() {
	dir := flag.String("dir", "site/static", "the site's static files")
	languages := flag.String("i18n", "i18n", "the i18n package, whose catalogs/ and lessons/ the pages load")
	flag.Parse()
	if err := run(*dir, *languages); err != nil {
		fmt.Fprintln(os.Stderr, "sitebuild:", err)
		os.Exit(1)
	}
}

func run(dir, languages string) error {
	if err := writeIcons(filepath.Join(dir, "icons")); err != nil {
		return fmt.Errorf("icons: %w", err)
	}
	if err := copyLanguages(languages, filepath.Join(dir, "i18n")); err != nil {
		return err
	}
	if err := writeManifests(dir); err != nil {
		return err
	}
	root := os.DirFS(dir)
	files, err := precacheList(root)
	if err != nil {
		return err
	}
	version, err := contentVersion(root, files)
	if err != nil {
		return err
	}
	sw, err := serviceWorker(files, version)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "sw.js"), []byte(sw), 0o644); err != nil {
		return err
	}
	fmt.Printf("sitebuild: sw.js version %s, %d files precached\n", version, len(files))
	return nil
}

// skipped reports whether a file stays out of the precache: compressed
// copies (the server picks them itself), the worker itself, hidden files.
func skipped(name string) bool {
	base := path.Base(name)
	return name == "sw.js" || strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br") ||
		strings.HasPrefix(base, ".") || strings.HasSuffix(name, "~")
}

// precacheList returns the URL of every file, sorted; a directory's
// index.html is cached under the directory's URL ("/play/"), which is how
// pages are visited.
func precacheList(root fs.FS) ([]string, error) {
	var urls []string
	err := fs.WalkDir(root, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || skipped(name) {
			return nil
		}
		urls = append(urls, fileURL(name))
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing files: %w", err)
	}
	sort.Strings(urls)
	return urls, nil
}

func fileURL(name string) string {
	if name == "index.html" {
		return "/"
	}
	if strings.HasSuffix(name, "/index.html") {
		return "/" + strings.TrimSuffix(name, "index.html")
	}
	return "/" + name
}

// urlFile is fileURL's inverse.
func urlFile(u string) string {
	if strings.HasSuffix(u, "/") {
		return strings.TrimPrefix(u, "/") + "index.html"
	}
	return strings.TrimPrefix(u, "/")
}

// contentVersion hashes every file's name and bytes: any change anywhere
// gives a new version.
func contentVersion(root fs.FS, urls []string) (string, error) {
	h := sha256.New()
	for _, u := range urls {
		data, err := fs.ReadFile(root, urlFile(u))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", u, len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// serviceWorker fills in the template.
func serviceWorker(urls []string, version string) (string, error) {
	list, err := json.MarshalIndent(urls, "", "  ")
	if err != nil {
		return "", err
	}
	if !strings.Contains(swTemplate, "{{VERSION}}") || !strings.Contains(swTemplate, "{{FILES}}") {
		return "", fmt.Errorf("sw.js.tmpl lacks {{VERSION}} or {{FILES}}")
	}
	s := strings.Replace(swTemplate, "{{VERSION}}", version, 1)
	return strings.Replace(s, "{{FILES}}", string(list), 1), nil
}
