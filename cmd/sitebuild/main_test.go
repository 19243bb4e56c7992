package main

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/elephant-chess/elephant/i18n"
)

func TestPrecacheList(t *testing.T) {
	root := fstest.MapFS{
		"index.html":         {Data: []byte("home")},
		"play/index.html":    {Data: []byte("play")},
		"play/play.js":       {Data: []byte("js")},
		"elephant.wasm":      {Data: []byte("wasm")},
		"elephant.wasm.gz":   {Data: []byte("gz")},
		"site.css.br":        {Data: []byte("br")},
		"sw.js":              {Data: []byte("old worker")},
		".hidden":            {Data: []byte("x")},
		"icons/icon-192.png": {Data: []byte("png")},
	}
	got, err := precacheList(root)
	if err != nil {
		t.Fatal(err)
	}
	want := "/ /elephant.wasm /icons/icon-192.png /play/ /play/play.js"
	if strings.Join(got, " ") != want {
		t.Fatalf("list %v, want %s", got, want)
	}
	for _, u := range got {
		if fileURL(urlFile(u)) != u {
			t.Errorf("%s does not round-trip", u)
		}
	}
	v1, err := contentVersion(root, got)
	if err != nil {
		t.Fatal(err)
	}
	root["play/play.js"] = &fstest.MapFile{Data: []byte("js2")}
	v2, _ := contentVersion(root, got)
	root["sw.js"] = &fstest.MapFile{Data: []byte("another worker")}
	v3, _ := contentVersion(root, got)
	if v1 == v2 || v2 != v3 || len(v1) != 16 {
		t.Fatalf("versions %s %s %s: a changed file must change it, the worker must not", v1, v2, v3)
	}
	sw, err := serviceWorker(got, v1)
	if err != nil || !strings.Contains(sw, `"/play/play.js"`) || !strings.Contains(sw, "'"+v1+"'") || strings.Contains(sw, "{{") {
		t.Fatalf("worker: %v\n%s", err, sw)
	}
}

// languages is the i18n package's folder, seen from this one.
const languages = "../../i18n"

func TestRunWritesWorkerAndIcons(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	manifest, err := os.ReadFile(filepath.Join("..", "..", "site", "static", "manifest.webmanifest"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "manifest.webmanifest"), manifest, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(dir, languages); err != nil {
		t.Fatal(err)
	}
	checkManifests(t, dir, manifest)
	sw, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	if err != nil || !bytes.Contains(sw, []byte(`"/icons/icon-512.png"`)) || !bytes.Contains(sw, []byte(`"/i18n/ko.lessons.txt"`)) {
		t.Fatalf("sw.js: %v", err)
	}
	for _, size := range []int{192, 512} {
		data, err := os.ReadFile(filepath.Join(dir, "icons", "icon-"+strconv.Itoa(size)+".png"))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil || img.Bounds().Dx() != size || img.Bounds().Dy() != size {
			t.Fatalf("icon %d: %v %v", size, err, img.Bounds())
		}
	}
	// A second run changes nothing: the version is stable.
	if err := run(dir, languages); err != nil {
		t.Fatal(err)
	}
	sw2, _ := os.ReadFile(filepath.Join(dir, "sw.js"))
	if !bytes.Equal(sw, sw2) {
		t.Fatal("a second run changed sw.js")
	}
}

// TestWorkerRevalidates: the precache asks the HTTP cache with an ETag
// check, so the files a page has just loaded are not downloaded twice.
func TestWorkerRevalidates(t *testing.T) {
	sw, err := serviceWorker([]string{"/"}, "0123456789abcdef")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(sw, "cache: 'no-cache'") || strings.Contains(sw, "cache: 'reload'") {
		t.Fatalf("the install must revalidate (no-cache), not reload:\n%s", sw)
	}
}

// TestCopyLanguages: every catalogue, the lesson translations of the
// languages the module does not embed, each as its source reads, and
// nothing else left in the folder.
func TestCopyLanguages(t *testing.T) {
	dst := filepath.Join(t.TempDir(), "i18n")
	if err := os.MkdirAll(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dst, "fr.txt"), []byte("lang.name = Français"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := copyLanguages(languages, dst); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dst)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := "en.txt es.txt ko.lessons.txt ko.txt mn.lessons.txt mn.txt zh-Hans.lessons.txt zh-Hans.txt zh-Hant.lessons.txt zh-Hant.txt"
	if got := strings.Join(names, " "); got != want {
		t.Fatalf("files %s, want %s", got, want)
	}
	for name, src := range map[string]string{"ko.txt": "catalogs/ko.txt", "mn.lessons.txt": "lessons/mn.txt"} {
		a, _ := os.ReadFile(filepath.Join(dst, name))
		b, _ := os.ReadFile(filepath.Join(languages, src))
		if len(a) == 0 || !bytes.Equal(a, b) {
			t.Errorf("%s is not a copy of %s", name, src)
		}
	}
	if err := copyLanguages(filepath.Join(t.TempDir(), "none"), dst); err == nil {
		t.Error("a missing i18n folder gave no error")
	}
}

// checkManifests: each language but English has the site's manifest with
// its own name, description and lang, and the English words are the
// manifest's own.
func checkManifests(t *testing.T, dir string, site []byte) {
	t.Helper()
	var en map[string]any
	if err := json.Unmarshal(site, &en); err != nil {
		t.Fatal(err)
	}
	if en["name"] != i18n.English.T("app.name") || en["description"] != i18n.English.T("app.description") {
		t.Errorf("manifest.webmanifest's name and description are not the English catalogue's")
	}
	for _, l := range i18n.Langs[1:] {
		var m map[string]any
		data, err := os.ReadFile(filepath.Join(dir, "i18n", string(l)+".webmanifest"))
		if err == nil {
			err = json.Unmarshal(data, &m)
		}
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		if m["name"] != l.T("app.name") || m["description"] == en["description"] || m["lang"] != string(l) ||
			m["start_url"] != en["start_url"] || len(m["icons"].([]any)) != len(en["icons"].([]any)) {
			t.Errorf("%s.webmanifest: %v", l, m)
		}
	}
}
