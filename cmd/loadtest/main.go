// Command loadtest measures serve.go on loopback: requests per second for
// the pages and for the largest .wasm file, compressed as a browser would
// ask for it. It copies the site to a temporary directory, adds a generated
// Go WASM of about 3 MB when the site has none yet, precompresses it, starts
// serve.go on a free loopback port, and fails when a phase is too slow or
// any request fails. Every phase is bounded in time and in requests.
//
//	go run ./cmd/loadtest   (make loadtest; run at the repository root)
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"time"
)

type config struct {
	dir             string
	duration        time.Duration
	maxRequests     int
	pageConcurrency int
	wasmConcurrency int
	minPageRate     float64
	minWasmRate     float64
}

func main() {
	var c config
	flag.StringVar(&c.dir, "dir", "site/static", "the site's files (copied, never changed)")
	flag.DurationVar(&c.duration, "duration", 5*time.Second, "length of each phase")
	flag.IntVar(&c.maxRequests, "max-requests", 100_000, "most requests in one phase")
	flag.IntVar(&c.pageConcurrency, "page-concurrency", 32, "connections for the pages phase")
	flag.IntVar(&c.wasmConcurrency, "wasm-concurrency", 8, "connections for the WASM phase")
	flag.Float64Var(&c.minPageRate, "min-page-rps", 5000, "fail below this many page requests per second")
	flag.Float64Var(&c.minWasmRate, "min-wasm-rps", 500, "fail below this many WASM requests per second")
	flag.Parse()
	log.SetFlags(0)
	if err := run(c); err != nil {
		log.Fatalf("loadtest: %v", err)
	}
}

func run(c config) error {
	work, err := os.MkdirTemp("", "elephant-loadtest-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	s, err := prepareSite(c.dir, work)
	if err != nil {
		return err
	}
	srv, err := startServer(work, s.dir)
	if err != nil {
		return err
	}
	results, err := runPhases(c, srv.addr, s)
	if stopErr := srv.stop(); err == nil {
		err = stopErr
	}
	if err != nil {
		return err
	}
	if err := check(c, results); err != nil {
		return err
	}
	if logged, sent := srv.loggedRequests(), totalRequests(results); logged != sent {
		return fmt.Errorf("serve.go logged %d requests, %d were sent", logged, sent)
	}
	fmt.Println("loadtest: passed")
	return nil
}

// runPhases measures the pages, then the WASM file.
func runPhases(c config, addr string, s *site) ([]result, error) {
	fmt.Printf("loadtest: serve.go on %s, %s per phase, at most %d requests each, GOMAXPROCS of this machine: %d cores\n",
		addr, c.duration, c.maxRequests, numCPU())
	pages, err := measure("pages", addr, s.pages, c.pageConcurrency, c.duration, c.maxRequests)
	if err != nil {
		return nil, err
	}
	wasm, err := measure("wasm "+s.wasm, addr, []string{s.wasm}, c.wasmConcurrency, c.duration, c.maxRequests)
	if err != nil {
		return nil, err
	}
	results := []result{pages, wasm}
	for _, r := range results {
		fmt.Println(r)
	}
	return results, nil
}

// check fails a run with errors or below the rates asked for.
func check(c config, results []result) error {
	mins := []float64{c.minPageRate, c.minWasmRate}
	for i, r := range results {
		if r.errors > 0 {
			return fmt.Errorf("%s: %d errors, first: %v", r.name, r.errors, r.firstErr)
		}
		if r.rate() < mins[i] {
			return fmt.Errorf("%s: %.0f requests/s, below %.0f", r.name, r.rate(), mins[i])
		}
	}
	return nil
}

func totalRequests(results []result) int {
	n := 0
	for _, r := range results {
		n += r.requests + r.warmup
	}
	return n
}
