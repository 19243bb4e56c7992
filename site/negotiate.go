package site

import (
	"strconv"
	"strings"
)

// acceptEncoding maps a lower-case coding, or "*", to its quality.
type acceptEncoding map[string]float64

// parseAcceptEncoding reads every Accept-Encoding value. Some front ends
// split one header into several values at its commas, so each value is
// itself a list. A malformed quality makes its coding unacceptable.
func parseAcceptEncoding(values []string) acceptEncoding {
	a := acceptEncoding{}
	for _, v := range values {
		for _, item := range strings.Split(v, ",") {
			coding, params, _ := strings.Cut(item, ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding == "" {
				continue
			}
			if coding == "x-gzip" {
				coding = "gzip"
			}
			a[coding] = quality(params)
		}
	}
	return a
}

// quality reads "q=0.5" out of a coding's parameters; absent means 1.
func quality(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || q < 0 || q > 1 {
			return 0
		}
		return q
	}
	return 1
}

// quality of a coding: its own entry, else the "*" entry, else 0.
func (a acceptEncoding) quality(coding string) float64 {
	if q, ok := a[coding]; ok {
		return q
	}
	return a["*"]
}

// etagMatch reports whether an If-Match or If-None-Match list names etag,
// or is "*" (the file exists, so "*" always matches). If-Match compares
// strongly: a weak tag (W/"...") never matches. If-None-Match compares
// weakly (RFC 9110, section 8.8.3.2).
func etagMatch(values []string, etag string, strong bool) bool {
	for _, v := range values {
		for _, tag := range strings.Split(v, ",") {
			tag = strings.TrimSpace(tag)
			if tag == "*" {
				return true
			}
			if weak, ok := strings.CutPrefix(tag, "W/"); ok {
				if strong {
					continue
				}
				tag = weak
			}
			if tag == etag {
				return true
			}
		}
	}
	return false
}
