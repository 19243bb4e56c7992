package site

import (
	"bufio"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestErrorPagesCatalogued: every text of the error pages is the English
// catalogue's text of its key, so site.js can word it in every language
// (i18n's TestCatalogues holds each language to every English key).
func TestErrorPagesCatalogued(t *testing.T) {
	en := readCatalogue(t, "../i18n/catalogs/en.txt")
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
			if en[m[1]] != m[2] {
				t.Errorf("%s: the page says %q, the catalogue %q", m[1], m[2], en[m[1]])
			}
		}
		if !strings.Contains(string(page), `<script src="/site.js" defer></script>`) {
			t.Errorf("no site.js in\n%s", page)
		}
	}
}

// readCatalogue reads "key = text" lines.
func readCatalogue(t *testing.T, name string) map[string]string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), " = "); ok && !strings.HasPrefix(k, "#") {
			out[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	return out
}
