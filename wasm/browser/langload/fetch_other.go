//go:build !(js && wasm)

package langload

import "errors"

// Outside a browser there is nothing to fetch from: programs and tests
// carry every language (i18n's builtin_native.go).
func filesBase() string { return "" }

func fetchText(url string) (string, error) { return "", errors.New(url + ": no browser to fetch from") }
