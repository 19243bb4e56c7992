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
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/elephant-chess/elephant/site"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "site/static", "directory of the site's files")
	quiet := flag.Bool("quiet", false, "do not log each request")
	maxConns := flag.Int("max-conns", defaultLimits.maxConns, "most connections open at once; more wait to be accepted")
	flag.Parse()
	lim := defaultLimits
	lim.maxConns = *maxConns
	if err := run(*addr, *dir, !*quiet, lim); err != nil {
		log.Fatal(err)
	}
}

// limits bound what clients can hold of the server.
type limits struct {
	// maxConns caps open connections. Each costs a file descriptor and a
	// goroutine; Linux's default of 1,024 descriptors a process would run
	// out first, failing every Accept. Connections beyond the cap wait in
	// the kernel's backlog rather than being refused.
	maxConns int
	// A response must be written within writeBase plus its length at
	// minRate: a 2 KB page or a 304 within seconds, the 1.5 MB compressed
	// WASM within half a minute, so a client that stops reading frees its
	// connection in proportion to what it asked for.
	writeBase time.Duration
	minRate   int64 // bytes per second
}

var defaultLimits = limits{maxConns: 256, writeBase: 10 * time.Second, minRate: 64 << 10}

// run serves dir on addr until SIGINT or SIGTERM.
func run(addr, dir string, logRequests bool, lim limits) error {
	srv, err := newServer(dir, logRequests, lim)
	if err != nil {
		return err
	}
	ln, err := listen(addr, lim)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log.Printf("serving %s on http://%s", dir, ln.Addr())
	return serve(ctx, srv, ln)
}

// listen opens addr, accepting at most lim.maxConns connections at once.
func listen(addr string, lim limits) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	return limitListener(ln, lim.maxConns), nil
}

// newServer loads dir (gzipping large text and WASM files that have no
// .gz copy) and sets timeouts that keep slow clients from holding
// connections long.
func newServer(dir string, logRequests bool, lim limits) (*http.Server, error) {
	h, err := site.New(os.DirFS(dir))
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", dir, err)
	}
	handler := paced(h, lim)
	if logRequests {
		handler = logged(handler, log.Default())
	}
	return &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 5 * time.Second, // a request is a few hundred bytes
		ReadTimeout:       10 * time.Second,
		// A backstop only: paced sets each response's own deadline.
		WriteTimeout: 5 * time.Minute,
		// Idle keep-alive connections count against maxConns; browsers
		// reopen one cheaply when they need it.
		IdleTimeout: 30 * time.Second,
		// Browsers send 1–2 KB of headers to this site, which sets no cookies.
		MaxHeaderBytes: 16 << 10,
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

// limitListener accepts at most n connections open at once: Accept waits
// for a slot before taking the next connection from the kernel.
func limitListener(ln net.Listener, n int) net.Listener {
	return &limited{Listener: ln, slots: make(chan struct{}, n), done: make(chan struct{})}
}

type limited struct {
	net.Listener
	slots     chan struct{}
	done      chan struct{} // closed by Close, so a waiting Accept returns
	closeOnce sync.Once
}

func (l *limited) Accept() (net.Conn, error) {
	select {
	case l.slots <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &slotConn{Conn: c, release: func() { <-l.slots }}, nil
}

func (l *limited) Close() error {
	l.closeOnce.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// slotConn gives its slot back when closed, once however often Close is called.
type slotConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *slotConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}

// paced gives each response a write deadline that grows with its length
// (see limits), set when the status is written and the length known.
func paced(next http.Handler, lim limits) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(&pacer{ResponseWriter: w, lim: lim}, r)
	})
}

type pacer struct {
	http.ResponseWriter
	lim         limits
	wroteHeader bool
}

func (p *pacer) WriteHeader(status int) {
	if !p.wroteHeader {
		p.wroteHeader = true
		n, _ := strconv.ParseInt(p.Header().Get("Content-Length"), 10, 64)
		// An error means the writer has no deadlines (a test recorder).
		_ = http.NewResponseController(p.ResponseWriter).SetWriteDeadline(time.Now().Add(p.lim.writeTime(n)))
	}
	p.ResponseWriter.WriteHeader(status)
}

func (p *pacer) Write(b []byte) (int, error) {
	if !p.wroteHeader {
		p.WriteHeader(http.StatusOK)
	}
	return p.ResponseWriter.Write(b)
}

func (p *pacer) Unwrap() http.ResponseWriter { return p.ResponseWriter }

// writeTime is how long a response of n bytes may take to write.
func (lim limits) writeTime(n int64) time.Duration {
	if n < 0 || lim.minRate <= 0 {
		return lim.writeBase
	}
	return lim.writeBase + time.Duration(float64(n)/float64(lim.minRate)*float64(time.Second))
}

// maxLogged caps the method and the request URI in the log: a client may
// send a URI of up to MaxHeaderBytes.
const (
	maxLoggedMethod = 16
	maxLoggedURI    = 256
)

// logged writes one line per request: method, path, status, bytes, time.
// The path is logged escaped, so a request cannot forge log lines, and
// clipped, so it cannot flood the log.
func logged(next http.Handler, l *log.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		l.Printf("%s %s %d %dB %s", clip(r.Method, maxLoggedMethod), clip(r.URL.RequestURI(), maxLoggedURI),
			rec.status, rec.bytes, time.Since(start).Round(time.Microsecond))
	})
}

// clip shortens s to n bytes, saying how long it was.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return fmt.Sprintf("%s...(%d bytes)", s[:n], len(s))
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

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
