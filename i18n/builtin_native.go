//go:build !js

package i18n

import _ "embed"

// Native programs and tests carry every language; the site's module loads
// the ones it does not embed when chosen (builtin_js.go).
var (
	//go:embed catalogs/zh-Hans.txt
	zhHansCatalogue string
	//go:embed lessons/zh-Hans.txt
	zhHansLessons string
	//go:embed catalogs/zh-Hant.txt
	zhHantCatalogue string
	//go:embed lessons/zh-Hant.txt
	zhHantLessons string
	//go:embed catalogs/ko.txt
	koCatalogue string
	//go:embed lessons/ko.txt
	koLessons string
	//go:embed catalogs/mn.txt
	mnCatalogue string
	//go:embed lessons/mn.txt
	mnLessons string
)

func builtinLang(l Lang) (catalogue, lessons string, ok bool) {
	switch l {
	case ChineseSimplified:
		return zhHansCatalogue, zhHansLessons, true
	case ChineseTraditional:
		return zhHantCatalogue, zhHantLessons, true
	case Korean:
		return koCatalogue, koLessons, true
	case Mongolian:
		return mnCatalogue, mnLessons, true
	}
	return "", "", false
}
