package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/elephant-chess/elephant/i18n"
)

// copyLanguages puts the language files the pages load into dst (the
// site's i18n/ folder): every language's catalogue as <code>.txt, which
// the pages' shared script reads, and, for the languages the module does
// not embed, the lesson translations as <code>.lessons.txt; the module
// fetches a catalogue and its lessons only when a page shows that language
// (i18n.Add). Files left from other languages are removed.
func copyLanguages(src, dst string) error {
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	want := map[string]string{} // file in dst → its source
	for _, l := range i18n.Langs {
		code := string(l)
		want[code+".txt"] = filepath.Join(src, "catalogs", code+".txt")
		if !slices.Contains(i18n.WrittenInLessons, l) {
			want[code+".lessons.txt"] = filepath.Join(src, "lessons", code+".txt")
		}
	}
	for name, from := range want {
		data, err := os.ReadFile(from)
		if err != nil {
			return fmt.Errorf("languages: %w", err)
		}
		if err := os.WriteFile(filepath.Join(dst, name), data, 0o644); err != nil {
			return fmt.Errorf("languages: %w", err)
		}
	}
	old, err := os.ReadDir(dst)
	if err != nil {
		return err
	}
	for _, e := range old {
		if _, ok := want[e.Name()]; !ok {
			if err := os.RemoveAll(filepath.Join(dst, e.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}

// writeManifests writes the app's manifest in each language but English
// as i18n/<code>.webmanifest: the site's manifest with the name, short
// name, description and lang of that language's catalogue. site.js points
// the page's manifest link at it, so the app installs under its name in
// the reader's language.
func writeManifests(dir string) error {
	data, err := os.ReadFile(filepath.Join(dir, "manifest.webmanifest"))
	if err != nil {
		return fmt.Errorf("manifest: %w", err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("manifest: %w", err)
	}
	for _, l := range i18n.Langs[1:] {
		m["name"], m["short_name"], m["description"] = l.T("app.name"), l.T("app.short"), l.T("app.description")
		m["lang"] = string(l)
		out, err := json.MarshalIndent(m, "", "  ")
		if err != nil {
			return fmt.Errorf("manifest %s: %w", l, err)
		}
		if err := os.WriteFile(filepath.Join(dir, "i18n", string(l)+".webmanifest"), append(out, '\n'), 0o644); err != nil {
			return fmt.Errorf("manifest %s: %w", l, err)
		}
	}
	return nil
}
