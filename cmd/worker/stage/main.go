// Command stage splits the site's files for the Worker build: small files
// (with their .br/.gz variants) go to <out>/static, embedded in the Worker's
// Go WASM and served by the site handler; .wasm files and anything large go
// to <out>/assets as Workers Static Assets, with an _headers file that gives
// them the headers the site handler would.
//
// Why: a Worker script may be at most 3 MiB gzipped (10 MiB on paid plans),
// and the Go runtime of the Worker already takes about half of that, while
// the page WASM is several MiB on its own. Static assets are served by
// Cloudflare without running the Worker, compressed at the edge, up to
// 25 MiB a file.
//
//	go run ./cmd/worker/stage -src site/static -out cmd/worker/build
package main

import (
	"flag"
	"fmt"
	"log"
)

func main() {
	src := flag.String("src", "site/static", "the site's files")
	out := flag.String("out", "cmd/worker/build", "build directory; static/ and assets/ are written in it")
	flag.Parse()
	plan, err := stage(*src, *out)
	if err != nil {
		log.Fatalf("stage: %v", err)
	}
	fmt.Printf("stage: %d files (%d KiB) embedded in the Worker, %d (%d KiB) as static assets\n",
		len(plan.embedded), plan.embeddedBytes>>10, len(plan.assets), plan.assetBytes>>10)
}

// stage copies src into out/static and out/assets and writes the headers.
func stage(src, out string) (*plan, error) {
	p, err := newPlan(src)
	if err != nil {
		return nil, err
	}
	if err := p.write(out); err != nil {
		return nil, err
	}
	return p, nil
}
