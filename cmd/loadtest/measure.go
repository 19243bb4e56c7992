package main

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// result is what one phase measured.
type result struct {
	name             string
	requests, warmup int
	errors           int
	firstErr         error
	elapsed          time.Duration
	bytes            int64
	encoding         string
	p50, p99         time.Duration
}

func (r result) rate() float64 { return float64(r.requests) / r.elapsed.Seconds() }

func (r result) String() string {
	per := float64(r.bytes) / float64(max(r.requests, 1)) / 1024
	enc := r.encoding
	if enc == "" {
		enc = "identity"
	}
	return fmt.Sprintf("%-32s %7d requests in %5.2fs = %7.0f/s, %d errors, p50 %v p99 %v, %.1f KiB each (%s), %.0f MB/s",
		r.name, r.requests, r.elapsed.Seconds(), r.rate(), r.errors, r.p50, r.p99, per, enc,
		float64(r.bytes)/r.elapsed.Seconds()/1e6)
}

// worker is one connection's share of a phase.
type worker struct {
	buf       []byte
	requests  int
	latencies []time.Duration
	bytes     int64
	errors    int
	firstErr  error
	encoding  string
}

// measure sends GETs for paths over conc connections until the time or the
// request budget runs out, after one warm-up request per connection.
func measure(name, addr string, paths []string, conc int, dur time.Duration, maxRequests int) (result, error) {
	client := &http.Client{
		Timeout: 30 * time.Second,
		Transport: &http.Transport{
			MaxIdleConnsPerHost: conc,
			DisableCompression:  true, // ask like a browser, read the bytes as sent
		},
	}
	defer client.CloseIdleConnections()
	var warm worker
	for i := 0; i < conc; i++ {
		warm.get(client, "http://"+addr+paths[i%len(paths)])
	}
	if warm.errors > 0 {
		return result{}, fmt.Errorf("%s: warm-up failed: %w", name, warm.firstErr)
	}
	workers := make([]worker, conc)
	var next atomic.Int64
	deadline := time.Now().Add(dur)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range workers {
		wg.Add(1)
		go func(w *worker) {
			defer wg.Done()
			for time.Now().Before(deadline) {
				n := next.Add(1)
				if n > int64(maxRequests) {
					return
				}
				w.get(client, "http://"+addr+paths[int(n)%len(paths)])
			}
		}(&workers[i])
	}
	wg.Wait()
	return summarize(name, workers, conc, time.Since(start)), nil
}

// get fetches one URL and checks the status and the length of the body.
func (w *worker) get(client *http.Client, url string) {
	w.requests++
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		w.fail(err)
		return
	}
	req.Header.Set("Accept-Encoding", "gzip, deflate, br, zstd")
	start := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		w.fail(err)
		return
	}
	if w.buf == nil {
		w.buf = make([]byte, 256<<10)
	}
	// A large buffer, and no ReaderFrom shortcut, reads a WASM body in a
	// few system calls, leaving the shared cores to the server.
	n, err := io.CopyBuffer(struct{ io.Writer }{io.Discard}, resp.Body, w.buf)
	resp.Body.Close()
	w.latencies = append(w.latencies, time.Since(start))
	switch {
	case err != nil:
		w.fail(err)
	case resp.StatusCode != http.StatusOK:
		w.fail(fmt.Errorf("GET %s: status %d", url, resp.StatusCode))
	case resp.Header.Get("Content-Length") != strconv.FormatInt(n, 10):
		w.fail(fmt.Errorf("GET %s: %d bytes, Content-Length %s", url, n, resp.Header.Get("Content-Length")))
	default:
		w.bytes += n
		w.encoding = resp.Header.Get("Content-Encoding")
	}
}

func (w *worker) fail(err error) {
	w.errors++
	if w.firstErr == nil {
		w.firstErr = err
	}
}

// summarize adds up the workers of a phase.
func summarize(name string, workers []worker, warmup int, elapsed time.Duration) result {
	r := result{name: name, warmup: warmup, elapsed: elapsed}
	var all []time.Duration
	for _, w := range workers {
		r.requests += w.requests
		r.errors += w.errors
		r.bytes += w.bytes
		r.firstErr = errors.Join(r.firstErr, w.firstErr)
		if w.encoding != "" {
			r.encoding = w.encoding
		}
		all = append(all, w.latencies...)
	}
	slices.Sort(all)
	if len(all) > 0 {
		r.p50 = all[len(all)/2].Round(10 * time.Microsecond)
		r.p99 = all[len(all)*99/100].Round(10 * time.Microsecond)
	}
	return r
}

func numCPU() int { return runtime.GOMAXPROCS(0) }
