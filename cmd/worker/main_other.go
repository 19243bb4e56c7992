//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main explains itself: natively, `go run .` at the repository root serves
// the same handler.
func main() {
	fmt.Fprintln(os.Stderr, "worker: build with cmd/worker/build.sh (GOOS=js GOARCH=wasm) and run with make worker-dev;\n"+
		"to serve the site natively, run `go run .` at the repository root")
	os.Exit(2)
}
