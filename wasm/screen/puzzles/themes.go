package puzzles

import (
	"strings"

	"github.com/elephant-chess/elephant/i18n"
)

// themeWords turns a theme slug into words in the page's language: the
// catalogue's "pz.theme.SLUG" when it has one, else the patterns with a
// piece in them (horse-fork, wins-chariot, cannon-mate, double-cannon,
// horse-and-chariot), else the slug's own words. The length and the goal
// (mate-in-2, material-in-2, win-material) are in the title: "".
func (p *Page) themeWords(slug string) string {
	if strings.HasPrefix(slug, "mate-in-") || strings.HasPrefix(slug, "material-in-") || slug == "win-material" {
		return ""
	}
	if w, ok := p.catalogued("pz.theme." + slug); ok {
		return w
	}
	piece := p.pieceWord
	if rest, ok := strings.CutPrefix(slug, "wins-"); ok {
		if w, ok := piece(rest); ok {
			return p.lang.T("pz.theme.wins", w)
		}
	}
	if rest, ok := strings.CutPrefix(slug, "double-"); ok {
		if w, ok := piece(rest); ok {
			return p.lang.T("pz.theme.double", w)
		}
	}
	for _, suffix := range []string{"mate", "fork"} {
		if rest, ok := strings.CutSuffix(slug, "-"+suffix); ok {
			if w, ok := piece(rest); ok {
				return p.lang.T("pz.theme."+suffix+"-by", w)
			}
		}
	}
	if a, b, ok := strings.Cut(slug, "-and-"); ok {
		wa, oka := piece(a)
		wb, okb := piece(b)
		if oka && okb {
			return p.lang.T("pz.theme.pair", wa, wb)
		}
	}
	return strings.ReplaceAll(slug, "-", " ")
}

// pieceWord names a piece of a theme slug (chariot, rook, cannon...) as
// sentences do.
func (p *Page) pieceWord(name string) (string, bool) { return p.catalogued("piece." + name) }

// catalogued looks a key up; T returns the key itself when it is missing.
func (p *Page) catalogued(key string) (string, bool) {
	w := p.lang.T(key)
	return w, w != key
}

// Langs lists the page's languages for the switch.
func Langs() []i18n.Lang { return i18n.Langs }
