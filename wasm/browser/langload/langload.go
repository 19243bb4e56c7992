// Package langload brings the words of the languages the site's module
// does not embed (i18n: 简体中文, 繁體中文, 한국어, Монгол) into a page when it
// shows them: it fetches the catalogue, and on /learn/ the lesson
// translations, from the folder the module came from (i18n/<code>.txt and
// i18n/<code>.lessons.txt, which `make wasm` copies there and the service
// worker keeps offline), and registers them with i18n.Add. Until they are
// at hand, or when they cannot be had, English stands in.
package langload

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/elephant-chess/elephant/i18n"
)

// Need says what of a language a page words.
type Need int

const (
	Catalogue Need = iota // the interface texts
	Lessons               // the interface texts and the lesson translations (/learn/)
)

// loader fetches and registers languages, each file once per page. A file
// that could not be had is not asked for again: the page goes on in English
// until it is reloaded.
type loader struct {
	fetch func(url string) (string, error)
	base  func() string // the folder of the language files, ending in "/"

	mu        sync.Mutex
	loads     map[key]*load
	catalogue map[i18n.Lang]string // the catalogues read, for registering lessons later
}

type key struct {
	lang i18n.Lang
	need Need
}

type load struct {
	done chan struct{}
	err  error
}

func newLoader(fetch func(string) (string, error), base func() string) *loader {
	return &loader{fetch: fetch, base: base, loads: map[key]*load{}, catalogue: map[i18n.Lang]string{}}
}

// page is the page's loader.
var page = newLoader(fetchText, filesBase)

// Ready reports whether l's words for n are at hand: always for the
// languages the module embeds.
func Ready(l i18n.Lang, n Need) bool { return page.ready(l, n) }

// Load fetches l's files for n, registers them and returns once they are at
// hand or could not be had. It blocks: call it from the main goroutine or a
// goroutine of its own, never from a JavaScript callback, which must return
// before the browser can answer the fetch.
func Load(l i18n.Lang, n Need) error { return page.loadLang(l, n) }

// Then calls f once l's words for n are at hand or could not be had (then
// English stands in): at once when they are at hand, else from a goroutine
// when the files have come. It may be called from a JavaScript callback.
func Then(l i18n.Lang, n Need, f func()) { page.then(l, n, f) }

func (p *loader) ready(l i18n.Lang, n Need) bool {
	if slices.Contains(i18n.WrittenInLessons, l) {
		return true // embedded, lessons written in the lesson files
	}
	if n == Catalogue {
		return l.Loaded()
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	ld, ok := p.loads[key{l, Lessons}]
	return ok && isDone(ld) && ld.err == nil
}

func (p *loader) then(l i18n.Lang, n Need, f func()) {
	if p.ready(l, n) {
		f()
		return
	}
	go func() {
		_ = p.loadLang(l, n)
		f()
	}()
}

func (p *loader) loadLang(l i18n.Lang, n Need) error {
	if !slices.Contains(i18n.Langs, l) {
		return fmt.Errorf("langload: no language %q", l)
	}
	if p.ready(l, n) {
		return nil
	}
	p.mu.Lock()
	k := key{l, n}
	ld, started := p.loads[k]
	if !started {
		ld = &load{done: make(chan struct{})}
		p.loads[k] = ld
	}
	p.mu.Unlock()
	if !started {
		ld.err = p.fetchLang(l, n)
		close(ld.done)
	}
	<-ld.done
	return ld.err
}

// fetchLang fetches what n needs of l (the catalogue unless it was read
// before; the lessons for Lessons) at once, then registers them.
func (p *loader) fetchLang(l i18n.Lang, n Need) error {
	p.mu.Lock()
	cat, haveCat := p.catalogue[l]
	p.mu.Unlock()
	type file struct {
		text string
		err  error
	}
	get := func(name string) <-chan file {
		ch := make(chan file, 1)
		go func() {
			text, err := p.fetch(p.base() + name)
			ch <- file{text, err}
		}()
		return ch
	}
	var catCh, lessonsCh <-chan file
	if !haveCat {
		catCh = get(string(l) + ".txt")
	}
	if n == Lessons {
		lessonsCh = get(string(l) + ".lessons.txt")
	}
	var errs []error
	if catCh != nil {
		f := <-catCh
		cat = f.text
		errs = append(errs, f.err)
	}
	lessons := ""
	if lessonsCh != nil {
		f := <-lessonsCh
		lessons = f.text
		errs = append(errs, f.err)
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("langload %s: %w", l, err)
	}
	if err := i18n.Add(l, cat, lessons); err != nil {
		return err
	}
	p.mu.Lock()
	p.catalogue[l] = cat
	p.mu.Unlock()
	return nil
}

func isDone(ld *load) bool {
	select {
	case <-ld.done:
		return true
	default:
		return false
	}
}
