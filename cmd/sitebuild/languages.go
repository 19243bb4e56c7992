package main

import (
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
