package tutorials

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
)

var updateTranslations = flag.Bool("update-translations", false,
	"rewrite i18n/lessons/<code>.txt for the lessons as they are, keeping every translation still needed")

// TestLessonTranslations: every English text of every lesson has its
// translation in each language the lesson files do not write themselves,
// and the translation files hold nothing else, in lesson order.
func TestLessonTranslations(t *testing.T) {
	sections, err := englishLessonTexts()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range i18n.Langs {
		if slices.Contains(i18n.WrittenInLessons, l) {
			continue
		}
		path := filepath.Join("..", "i18n", "lessons", string(l)+".txt")
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		old := readTranslations(string(data))
		want, missing := writeTranslations(l, sections, old)
		if *updateTranslations {
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
		} else if want != string(data) {
			t.Errorf("%s is not in step with the lessons: run go test ./tutorials -run LessonTranslations -update-translations, then translate the empty \"> \" lines", path)
		}
		for _, m := range missing {
			t.Errorf("%s: no translation of %q", l, m)
		}
	}
}

// lessonSection is one lesson's English texts, each once in the files.
type lessonSection struct {
	name  string // "xiangqi/00-story"
	texts []string
}

// englishLessonTexts reads every lesson file in course order and gathers
// the English of every text ({"en": ..., "es": ...}), each once.
func englishLessonTexts() ([]lessonSection, error) {
	seen := map[string]bool{}
	var out []lessonSection
	for _, game := range LessonGames() {
		files, err := filepath.Glob(filepath.Join("lessons", game, "*.json"))
		if err != nil {
			return nil, err
		}
		slices.Sort(files)
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			var v any
			if err := json.Unmarshal(data, &v); err != nil {
				return nil, fmt.Errorf("%s: %w", f, err)
			}
			sec := lessonSection{name: game + "/" + strings.TrimSuffix(filepath.Base(f), ".json")}
			for _, text := range englishTexts(v, nil) {
				if !seen[text] {
					seen[text] = true
					sec.texts = append(sec.texts, text)
				}
			}
			if len(sec.texts) > 0 {
				out = append(out, sec)
			}
		}
	}
	return out, nil
}

// englishTexts walks decoded JSON in document order: an object with an
// "en" string is a text.
func englishTexts(v any, out []string) []string {
	switch x := v.(type) {
	case map[string]any:
		if en, ok := x["en"].(string); ok {
			return append(out, en)
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.SortFunc(keys, func(a, b string) int { return fieldOrder(a) - fieldOrder(b) })
		for _, k := range keys {
			out = englishTexts(x[k], out)
		}
	case []any:
		for _, e := range x {
			out = englishTexts(e, out)
		}
	}
	return out
}

// fieldOrder keeps the files' usual order of a lesson's and a step's
// fields (decoded objects lose it), so that the translation files follow
// the lessons.
func fieldOrder(k string) int {
	order := []string{"title", "summary", "steps", "goal", "text", "rules", "label", "candidates", "why",
		"options", "line", "note", "hint", "success", "failure"}
	if i := slices.Index(order, k); i >= 0 {
		return i
	}
	return len(order)
}

// readTranslations reads "< English" / "> translation" pairs.
func readTranslations(data string) map[string]string {
	out := map[string]string{}
	src := ""
	for _, line := range strings.Split(data, "\n") {
		switch {
		case strings.HasPrefix(line, "< "):
			src = line[2:]
		case strings.HasPrefix(line, "> "):
			if tr := strings.TrimSpace(line[2:]); tr != "" {
				out[src] = tr
			}
		}
	}
	return out
}

// writeTranslations writes a language's translation file for the lessons
// and lists the texts it lacks.
func writeTranslations(l i18n.Lang, sections []lessonSection, old map[string]string) (string, []string) {
	var b strings.Builder
	fmt.Fprintf(&b, "# The lessons in %s: each English text (\"< \" line) and its translation (\"> \" line).\n", l.Name())
	b.WriteString("# tutorials/README.md says how lessons are written; i18n/README.md how languages are added.\n")
	var missing []string
	for _, sec := range sections {
		fmt.Fprintf(&b, "\n# %s\n", sec.name)
		for _, text := range sec.texts {
			tr := old[text]
			if tr == "" {
				missing = append(missing, text)
			}
			fmt.Fprintf(&b, "< %s\n> %s\n", text, tr)
		}
	}
	return b.String(), missing
}
