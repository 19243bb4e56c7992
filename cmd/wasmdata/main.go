// Command wasmdata rewrites the data section of a WebAssembly module built
// by Go so that it compresses well: the memory image stays the same, but it
// is cut into a few segments instead of Go's tens of thousands. Go's linker
// skips every run of zero bytes, and its table that maps code addresses to
// functions (runtime.findfunctab) is a megabyte and more of mostly zeros on
// WebAssembly, whose code addresses are sparse. Written as some 90,000
// two-byte segments it costs about 170 KB with gzip; written whole, with
// its zeros, about 20 KB.
//
//	go run ./cmd/wasmdata [-gap 512] module.wasm ...   (rewrites each in place)
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
)

func main() {
	gap := flag.Int("gap", 512, "shortest run of zero bytes that separates two segments")
	flag.Parse()
	if flag.NArg() == 0 || *gap < 1 {
		log.Fatal("usage: wasmdata [-gap n] module.wasm ...")
	}
	for _, path := range flag.Args() {
		if err := rewrite(path, *gap); err != nil {
			log.Fatalf("wasmdata: %v", err)
		}
	}
}

// rewrite resegments the module at path, replacing it only once the new
// module is fully written.
func rewrite(path string, gap int) error {
	module, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, err := resegment(module, gap)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, out, 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	log.Printf("wasmdata: %s: %d bytes, data in few segments", path, len(out))
	return nil
}
