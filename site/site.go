// Package site serves Elephant's static files as one http.Handler, used both
// by serve.go on a local machine and by the Cloudflare Worker at the edge.
package site

import (
	"embed"
	"io/fs"
	"net/http"
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

// Handler serves the files of root.
func Handler(root fs.FS) http.Handler {
	return http.FileServerFS(root)
}
