// Command worker serves the Elephant site on Cloudflare Workers with the
// same site handler as serve.go, through github.com/syumai/workers.
//
// It is built for GOOS=js GOARCH=wasm by build.sh (make worker-dev), which
// stages the site's small files into build/static for embedding; the .wasm
// files go to Workers Static Assets instead (see stage/ and wrangler.jsonc).
package main

import (
	"io/fs"
	"net/http"

	"github.com/elephant-chess/elephant/site"
)

// newHandler is the site handler as the Worker runs it. The edge starts a
// fresh Go instance for every request, so files are hashed only when
// served (LazyETags) rather than all of them for every request.
func newHandler(root fs.FS) http.Handler {
	return headWithoutLength(site.Handler(root, site.LazyETags()))
}

// headWithoutLength drops Content-Length from answers to HEAD. syumai/workers
// turns a declared length into a FixedLengthStream, which errors (a 500)
// when the body that follows is empty, as it is for HEAD.
func headWithoutLength(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodHead {
			w = headWriter{w}
		}
		next.ServeHTTP(w, r)
	})
}

type headWriter struct{ http.ResponseWriter }

func (w headWriter) WriteHeader(status int) {
	w.Header().Del("Content-Length")
	w.ResponseWriter.WriteHeader(status)
}
