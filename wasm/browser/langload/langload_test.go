//go:build js && wasm

// These tests run under WebAssembly (make test-wasm), where i18n embeds
// English and Spanish only, as in the site's module. Each test loads a
// language of its own: i18n's registry lasts as long as the program.
package langload

import (
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
)

// files serves the i18n package's files as the site does (i18n/<code>.txt,
// i18n/<code>.lessons.txt) and counts the requests.
type files struct {
	mu    sync.Mutex
	asked []string
	fail  map[string]bool
}

func (f *files) fetch(url string) (string, error) {
	f.mu.Lock()
	f.asked = append(f.asked, url)
	fail := f.fail[url]
	f.mu.Unlock()
	if fail {
		return "", errors.New("HTTP 404")
	}
	name := strings.TrimPrefix(url, "https://site/i18n/")
	src := "../../../i18n/catalogs/" + name
	if code, ok := strings.CutSuffix(name, ".lessons.txt"); ok {
		src = "../../../i18n/lessons/" + code + ".txt"
	}
	data, err := os.ReadFile(src)
	return string(data), err
}

func (f *files) requests() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return strings.Join(f.asked, " ")
}

func newTestLoader(f *files) *loader {
	return newLoader(f.fetch, func() string { return "https://site/i18n/" })
}

func TestLoadCatalogueThenLessons(t *testing.T) {
	f := &files{}
	p := newTestLoader(f)
	if i18n.Korean.Loaded() || p.ready(i18n.Korean, Catalogue) {
		t.Fatal("Korean is at hand before it was loaded")
	}
	if got := i18n.Korean.T("lang.name"); got != "English" {
		t.Errorf("before loading, English stands in: got %q", got)
	}
	if err := p.loadLang(i18n.Korean, Catalogue); err != nil {
		t.Fatal(err)
	}
	if got := i18n.Korean.T("lang.name"); got != "한국어" {
		t.Errorf("lang.name = %q", got)
	}
	if !p.ready(i18n.Korean, Catalogue) || p.ready(i18n.Korean, Lessons) {
		t.Error("after the catalogue: the catalogue is ready, the lessons are not")
	}
	if i18n.LessonText(i18n.Korean, "The story of xiangqi") != "" {
		t.Error("lesson translations without their file")
	}
	if err := p.loadLang(i18n.Korean, Lessons); err != nil {
		t.Fatal(err)
	}
	if i18n.LessonText(i18n.Korean, "The story of xiangqi") == "" || !p.ready(i18n.Korean, Lessons) {
		t.Error("no lesson translations after loading them")
	}
	if err := p.loadLang(i18n.Korean, Lessons); err != nil {
		t.Fatal(err)
	}
	want := "https://site/i18n/ko.txt https://site/i18n/ko.lessons.txt"
	if got := f.requests(); got != want {
		t.Errorf("requests %q, want %q: each file once", got, want)
	}
}

func TestLoadAtOnceFetchesOnce(t *testing.T) {
	f := &files{}
	p := newTestLoader(f)
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = p.loadLang(i18n.Mongolian, Lessons)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	if got := f.requests(); strings.Count(got, "mn.txt") != 1 || strings.Count(got, "mn.lessons.txt") != 1 {
		t.Errorf("requests %q: want each file once", got)
	}
	if i18n.Mongolian.T("lang.name") != "Монгол" {
		t.Error("Mongolian not registered")
	}
}

func TestLoadFailureLeavesEnglish(t *testing.T) {
	f := &files{fail: map[string]bool{"https://site/i18n/zh-Hant.txt": true}}
	p := newTestLoader(f)
	err := p.loadLang(i18n.ChineseTraditional, Catalogue)
	if err == nil || !strings.Contains(err.Error(), "zh-Hant") || !strings.Contains(err.Error(), "404") {
		t.Fatalf("error %v: want one naming the language and the answer", err)
	}
	if i18n.ChineseTraditional.Loaded() || i18n.ChineseTraditional.T("btn.new") != i18n.English.T("btn.new") {
		t.Error("a language that could not be had must leave English standing in")
	}
	called := make(chan struct{})
	p.then(i18n.ChineseTraditional, Catalogue, func() { close(called) })
	<-called
	if got := f.requests(); got != "https://site/i18n/zh-Hant.txt" {
		t.Errorf("requests %q: a file that failed is not asked for again", got)
	}
}

func TestThen(t *testing.T) {
	f := &files{}
	p := newTestLoader(f)
	ran := false
	p.then(i18n.English, Lessons, func() { ran = true })
	if !ran || f.requests() != "" {
		t.Error("an embedded language runs f at once, with nothing fetched")
	}
	done := make(chan string, 1)
	p.then(i18n.ChineseSimplified, Catalogue, func() { done <- i18n.ChineseSimplified.T("lang.name") })
	if got := <-done; got != "简体中文" {
		t.Errorf("f ran with lang.name %q: want the language at hand", got)
	}
	if err := p.loadLang("fr", Catalogue); err == nil {
		t.Error("a language the site does not offer loaded")
	}
}
