// Package site serves Elephant's static files as one http.Handler, used both
// by serve.go on a local machine and by the Cloudflare Worker at the edge.
//
// The handler takes a snapshot of an fs.FS when it is built: every file is
// read once, its type, caching policy, headers and precompressed variants
// (name.br, name.gz) are worked out then, so a request costs a map lookup and
// a write. Restart the server after rebuilding files on disk.
package site

import (
	"embed"
	"io/fs"
	"log"
	"net/http"
	"net/url"
)

//go:embed all:static
var embedded embed.FS

// Static returns the site's files as embedded in the binary.
func Static() fs.FS {
	sub, err := fs.Sub(embedded, "static")
	if err != nil {
		panic(err) // the embed pattern guarantees the directory exists
	}
	return sub
}

// Handler serves the files of root. If root cannot be read, every request
// gets a 503 and the reason is logged once; use New to handle the error.
func Handler(root fs.FS, opts ...Option) http.Handler {
	s, err := New(root, opts...)
	if err != nil {
		log.Print(err)
		return unavailable{}
	}
	return s
}

// Option changes how New builds a Server.
type Option func(*options)

type options struct {
	lazyETags bool
	assets    []Asset
	fetch     Fetch
}

// LazyETags defers hashing each file until it is first served. The Worker
// uses it: the edge runs a fresh instance per request, so hashing every
// file up front would cost CPU for files that request never touches.
func LazyETags() Option {
	return func(o *options) { o.lazyETags = true }
}

// Server serves a snapshot of a file tree; build it with New.
type Server struct {
	files    map[string]*file // by slash path, "play/index.html"
	dirs     map[string]bool  // directories holding an index.html, "play"
	notFound []byte           // body of 404 responses
}

// New reads every file of root and prepares its responses.
func New(root fs.FS, opts ...Option) (*Server, error) {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	return load(root, o)
}

// ServeHTTP answers GET and HEAD for files, OPTIONS for CORS preflights of
// assets, and 405 to other methods on addresses that exist. An address
// that does not exist is a 404 whatever the method.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	urlPath, ok := cleanPath(r.URL.Path)
	if !ok {
		s.writeError(w, r, http.StatusBadRequest)
		return
	}
	f := s.files[fileName(urlPath)]
	redirect := f == nil && s.isDirWithoutSlash(urlPath)
	if f == nil && !redirect {
		s.writeError(w, r, http.StatusNotFound)
		return
	}
	allow := allowPage
	if f != nil && !isPage(f.name) {
		allow = allowAsset
	}
	switch {
	case r.Method == http.MethodOptions && allow == allowAsset:
		setAll(w.Header(), preflightHeader)
		w.WriteHeader(http.StatusNoContent)
	case r.Method != http.MethodGet && r.Method != http.MethodHead:
		w.Header().Set("Allow", allow)
		writeErrorBody(w, r, http.StatusMethodNotAllowed, methodBodies[allow])
	case redirect:
		redirectToDir(w, r, urlPath)
	default:
		f.serve(w, r)
	}
}

// isDirWithoutSlash reports whether "/play" names a directory holding an
// index.html. cleanPath refused empty segments, so urlPath cannot start
// with "//" and the redirect cannot send the browser to another host.
func (s *Server) isDirWithoutSlash(urlPath string) bool {
	return urlPath != "/" && urlPath[len(urlPath)-1] != '/' && s.dirs[urlPath[1:]]
}

// redirectToDir sends "/play" to "/play/", keeping the query.
func redirectToDir(w http.ResponseWriter, r *http.Request, urlPath string) {
	target := &url.URL{Path: urlPath + "/", RawQuery: r.URL.RawQuery}
	h := w.Header()
	setAll(h, errorHeader)
	h.Set("Location", target.String())
	w.WriteHeader(http.StatusMovedPermanently)
}
