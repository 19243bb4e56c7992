//go:build js && wasm

package main

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net/http"
	"net/url"
	"syscall/js"

	"github.com/syumai/workers"
	"github.com/syumai/workers/cloudflare"
	"github.com/syumai/workers/cloudflare/fetch"

	"github.com/elephant-chess/elephant/site"
)

// files is the site without its .wasm files, staged by build.sh; assets.json
// describes the files kept in static assets (site.DescribeAssets).
//
//go:embed all:build/static
var files embed.FS

//go:embed build/assets.json
var assetList []byte

func main() {
	root, err := fs.Sub(files, "build/static")
	if err != nil {
		// root stays nil and the site handler answers 503 with this logged.
		log.Printf("worker: %v", err)
	}
	var assets []site.Asset
	if err := json.Unmarshal(assetList, &assets); err != nil {
		log.Printf("worker: reading build/assets.json: %v", err)
	}
	workers.Serve(withJSBody(newHandler(root, site.Assets(assets, fetchAsset))))
}

// fetchAsset opens a stored file through the ASSETS binding. Its body is a
// JavaScript stream, which io.Copy hands to the response as it is: the
// bytes never pass through Go.
func fetchAsset(ctx context.Context, stored string) (io.ReadCloser, error) {
	u := "https://assets.invalid" + (&url.URL{Path: "/" + stored}).EscapedPath()
	req, err := fetch.NewRequest(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	resp, err := fetch.NewClient(fetch.WithBinding(cloudflare.GetBinding("ASSETS"))).Do(req, nil)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		resp.Body.Close()
		return nil, fmt.Errorf("static assets answer %d for %s", resp.StatusCode, stored)
	}
	return resp.Body, nil
}

// rawBodyWriter is syumai/workers' ResponseWriter, which takes a
// JavaScript value as the whole body.
type rawBodyWriter interface{ WriteRawJSBody(js.Value) }

// withJSBody hands the runtime every body as one JavaScript value: the
// bytes the handler wrote, as one buffer, or null when there are none (HEAD,
// errors to HEAD), or the stream of a stored file as it is. Written through
// syumai/workers' own stream instead, a body loses its Content-Length
// (chunked), and an empty one with a declared length fails (a 500).
func withJSBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := w.(rawBodyWriter)
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		b := &jsBody{ResponseWriter: w, raw: raw}
		next.ServeHTTP(b, r)
		b.finish()
	})
}

type jsBody struct {
	http.ResponseWriter
	raw    rawBodyWriter
	buf    []byte
	stream bool // WriteRawJSBody was called: the body is a stream already
}

func (b *jsBody) Write(p []byte) (int, error) {
	b.buf = append(b.buf, p...)
	return len(p), nil
}

// WriteRawJSBody takes a stored file's stream from io.Copy.
func (b *jsBody) WriteRawJSBody(v js.Value) {
	b.stream = true
	b.raw.WriteRawJSBody(v)
}

func (b *jsBody) finish() {
	switch {
	case b.stream:
	case len(b.buf) == 0:
		b.raw.WriteRawJSBody(js.Null())
	default:
		arr := js.Global().Get("Uint8Array").New(len(b.buf))
		js.CopyBytesToJS(arr, b.buf)
		b.raw.WriteRawJSBody(arr)
	}
}
