package site

import "strings"

// cleanPath checks a decoded URL path and reports whether it may name a
// file. Files are only ever looked up in the snapshot taken by New, so
// nothing outside the tree can be served; refusing odd paths early also
// keeps "..", encoded or not, from reaching anything else.
func cleanPath(p string) (string, bool) {
	if p == "" {
		return "/", true
	}
	if p[0] != '/' {
		return "", false
	}
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c < 0x20 || c == 0x7f: // NUL and other controls
			return "", false
		case c == '\\' || c == '%': // Windows separators; a second layer of encoding
			return "", false
		}
	}
	segs := strings.Split(p[1:], "/")
	for i, seg := range segs {
		last := i == len(segs)-1
		if seg == "." || seg == ".." || (seg == "" && !last) {
			return "", false
		}
	}
	return p, true
}

// fileName maps a clean URL path to the file that answers it:
// "/" is index.html, "/play/" is play/index.html, "/a.js" is a.js.
func fileName(urlPath string) string {
	name := urlPath[1:]
	if name == "" || strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	return name
}

// isPage reports whether a file is an HTML page rather than an asset.
func isPage(name string) bool {
	return strings.HasSuffix(name, ".html") || strings.HasSuffix(name, ".htm")
}
