//go:build js

package i18n

// The site's module embeds English and Spanish only; the page adds the
// language it shows with Add, from the files the site serves.
func builtinLang(Lang) (catalogue, lessons string, ok bool) { return "", "", false }
