// Command worker serves the Elephant site on Cloudflare Workers with the
// same site handler as serve.go, through github.com/syumai/workers.
//
// It is built for GOOS=js GOARCH=wasm by build.sh (make worker-dev), which
// stages the site's small files into build/static for embedding and the
// .wasm files, with their compressed copies, into build/assets for Workers
// Static Assets (see stage/ and wrangler.jsonc). Every request runs the
// site handler, which fetches the bytes of those files from the ASSETS
// binding: the Worker answers exactly as serve.go does, files kept at the
// edge included.
package main

import (
	"io/fs"
	"net/http"

	"github.com/elephant-chess/elephant/site"
)

// newHandler is the site handler as the Worker runs it. The edge starts a
// fresh Go instance for every request, so files are hashed only when
// served (LazyETags) rather than all of them for every request.
func newHandler(root fs.FS, opts ...site.Option) http.Handler {
	return site.Handler(root, append([]site.Option{site.LazyETags()}, opts...)...)
}
