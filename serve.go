// Command elephant-site serves the Elephant site from site/static on a local
// address: loopback unless -addr says otherwise.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/elephant-chess/elephant/site"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "site/static", "directory of the site's files")
	quiet := flag.Bool("quiet", false, "do not log each request")
	flag.Parse()
	if err := run(*addr, *dir, !*quiet); err != nil {
		log.Fatal(err)
	}
}

// run serves dir on addr until SIGINT or SIGTERM.
func run(addr, dir string, logRequests bool) error {
	srv, err := newServer(dir, logRequests)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log.Printf("serving %s on http://%s", dir, ln.Addr())
	return serve(ctx, srv, ln)
}

// newServer loads dir and sets timeouts that keep slow clients from
// holding connections forever.
func newServer(dir string, logRequests bool) (*http.Server, error) {
	h, err := site.New(os.DirFS(dir))
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", dir, err)
	}
	var handler http.Handler = h
	if logRequests {
		handler = logged(h, log.Default())
	}
	return &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      2 * time.Minute, // a multi-MB WASM on a slow link
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}, nil
}

// serve runs srv on ln until ctx ends, then lets requests in flight finish.
func serve(ctx context.Context, srv *http.Server, ln net.Listener) error {
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	log.Print("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutting down: %w", err)
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// logged writes one line per request: method, path, status, bytes, time.
// The path is logged escaped, so a request cannot forge log lines.
func logged(next http.Handler, l *log.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		l.Printf("%s %s %d %dB %s", r.Method, r.URL.RequestURI(), rec.status, rec.bytes,
			time.Since(start).Round(time.Microsecond))
	})
}

// recorder notes the status and the body size written through it.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (r *recorder) WriteHeader(status int) {
	r.status = status
	r.ResponseWriter.WriteHeader(status)
}

func (r *recorder) Write(b []byte) (int, error) {
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}
