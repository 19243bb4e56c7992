//go:build js && wasm

package main

import (
	"embed"
	"io/fs"
	"log"

	"github.com/syumai/workers"
)

// files is the site without its .wasm files, staged by build.sh.
//
//go:embed all:build/static
var files embed.FS

func main() {
	root, err := fs.Sub(files, "build/static")
	if err != nil {
		// root stays nil and the site handler answers 503 with this logged.
		log.Printf("worker: %v", err)
	}
	workers.Serve(newHandler(root))
}
