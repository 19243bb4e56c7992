package site

import (
	"regexp"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
)

// TestErrorPagesCatalogued: every text of the error pages is the English
// catalogue's text of its key, so site.js can word it in every language
// (i18n's TestCatalogues holds each language to every English key).
func TestErrorPagesCatalogued(t *testing.T) {
	marked := regexp.MustCompile(`data-site="([^"]+)">([^<]*)<`)
	pages := [][]byte{defaultNotFound}
	for _, b := range errorBodies {
		pages = append(pages, b)
	}
	for _, b := range methodBodies {
		pages = append(pages, b)
	}
	for _, page := range pages {
		found := marked.FindAllStringSubmatch(string(page), -1)
		if len(found) != 3 {
			t.Errorf("%d marked texts in\n%s", len(found), page)
		}
		for _, m := range found {
			if want := i18n.English.T(m[1]); want != m[2] {
				t.Errorf("%s: the page says %q, the catalogue %q", m[1], m[2], want)
			}
		}
		if !strings.Contains(string(page), `<script src="/site.js" defer></script>`) {
			t.Errorf("no site.js in\n%s", page)
		}
	}
}
