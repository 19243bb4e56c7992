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

// ServeHTTP answers GET and HEAD for files, OPTIONS for CORS preflights,
// and refuses anything else.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet, http.MethodHead:
	case http.MethodOptions:
		s.preflight(w, r)
		return
	default:
		s.methodNotAllowed(w, r)
		return
	}
	urlPath, ok := cleanPath(r.URL.Path)
	if !ok {
		s.writeError(w, r, http.StatusBadRequest)
		return
	}
	name := fileName(urlPath)
	f := s.files[name]
	if f == nil {
		s.notFoundOrRedirect(w, r, urlPath)
		return
	}
	f.serve(w, r)
}

// notFoundOrRedirect sends "/play" to "/play/" when play/index.html exists.
func (s *Server) notFoundOrRedirect(w http.ResponseWriter, r *http.Request, urlPath string) {
	if urlPath != "/" && urlPath[len(urlPath)-1] != '/' && s.dirs[urlPath[1:]] {
		// cleanPath refused empty segments, so this cannot start with "//"
		// and send the browser to another host.
		target := &url.URL{Path: urlPath + "/", RawQuery: r.URL.RawQuery}
		h := w.Header()
		setAll(h, errorHeader)
		h.Set("Location", target.String())
		w.WriteHeader(http.StatusMovedPermanently)
		return
	}
	s.writeError(w, r, http.StatusNotFound)
}

// preflight answers CORS preflights for assets; pages take no OPTIONS.
func (s *Server) preflight(w http.ResponseWriter, r *http.Request) {
	urlPath, ok := cleanPath(r.URL.Path)
	if !ok {
		s.writeError(w, r, http.StatusBadRequest)
		return
	}
	if isPage(fileName(urlPath)) {
		s.methodNotAllowed(w, r)
		return
	}
	h := w.Header()
	setAll(h, preflightHeader)
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) methodNotAllowed(w http.ResponseWriter, r *http.Request) {
	allow := "GET, HEAD"
	if urlPath, ok := cleanPath(r.URL.Path); ok && !isPage(fileName(urlPath)) {
		allow = "GET, HEAD, OPTIONS"
	}
	w.Header().Set("Allow", allow)
	s.writeError(w, r, http.StatusMethodNotAllowed)
}
