package site

import (
	"fmt"
	"net/http"
	"strconv"
)

// errorPage is a small page with no inline style or script, so it passes
// the site's own Content-Security-Policy. site.js words it in the reader's
// language from the catalogues (keys error.title.<status> and key).
func errorPage(status int, key, detail string) []byte {
	text := http.StatusText(status)
	return fmt.Appendf(nil, `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>%d %s · Elephant</title><script src="/site.js" defer></script></head>
<body data-site-error>
<h1>%d <span data-site="error.title.%d">%s</span></h1>
<p data-site="%s">%s</p>
<p><a href="/" data-site="error.home">Elephant home</a></p>
</body>
</html>
`, status, text, status, status, text, key, detail)
}

var (
	defaultNotFound = errorPage(http.StatusNotFound, "error.404", "There is no page at this address.")
	errorBodies     = map[int][]byte{
		http.StatusBadRequest:         errorPage(http.StatusBadRequest, "error.400", "This address is not one this site can serve."),
		http.StatusPreconditionFailed: errorPage(http.StatusPreconditionFailed, "error.412", "The file is not the version the request names."),
		http.StatusBadGateway:         errorPage(http.StatusBadGateway, "error.502", "The file could not be fetched from storage."),
		http.StatusServiceUnavailable: errorPage(http.StatusServiceUnavailable, "error.503", "The site's files could not be loaded."),
	}
)

// Allow lists and the 405 pages that say the same.
const (
	allowPage  = "GET, HEAD"
	allowAsset = "GET, HEAD, OPTIONS"
)

var methodBodies = map[string][]byte{
	allowPage:  errorPage(http.StatusMethodNotAllowed, "error.405.page", "This address only answers GET and HEAD."),
	allowAsset: errorPage(http.StatusMethodNotAllowed, "error.405.asset", "This address only answers GET, HEAD and OPTIONS."),
}

// writeError sends a small HTML page for status; 404 uses the site's own
// 404.html when it has one.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, status int) {
	body := errorBodies[status]
	if status == http.StatusNotFound {
		body = s.notFound
	}
	writeErrorBody(w, r, status, body)
}

func writeErrorBody(w http.ResponseWriter, r *http.Request, status int, body []byte) {
	h := w.Header()
	setAll(h, errorHeader)
	h["Content-Type"] = []string{"text/html; charset=utf-8"}
	h["Content-Length"] = []string{strconv.Itoa(len(body))}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(body) //nolint:errcheck // a failed write means the client left
	}
}

// unavailable answers every request when the files could not be read.
type unavailable struct{}

func (unavailable) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	writeErrorBody(w, r, http.StatusServiceUnavailable, errorBodies[http.StatusServiceUnavailable])
}
