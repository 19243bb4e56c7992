// Command stage splits the site's files for the Worker build: small files
// (with their .br/.gz variants) go to <out>/static, embedded in the Worker's
// Go WASM; .wasm files and anything large go, with every compressed copy the
// site handler would serve, to <out>/assets as Workers Static Assets, and
// <out>/assets.json describes them (sizes, ETags) for the handler, which
// answers for them and fetches their bytes from the ASSETS binding.
//
// Why: a Worker script may be at most 3 MiB gzipped (10 MiB on paid plans),
// and the Go runtime of the Worker already takes about half of that, while
// the page WASM is several MiB on its own. Static assets hold up to 25 MiB
// a file; the Worker streams them without copying them through Go.
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
	fmt.Printf("stage: %d files (%d KiB) embedded in the Worker, %d as static assets (%d KiB with their compressed copies)\n",
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
