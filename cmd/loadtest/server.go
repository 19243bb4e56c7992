package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// server is serve.go running as a child process.
type server struct {
	cmd    *exec.Cmd
	addr   string
	lines  atomic.Int64 // request log lines seen
	logEnd chan struct{}
}

// startServer builds serve.go and runs it on a free loopback port, reading
// its address from its first log line.
func startServer(work, dir string) (*server, error) {
	bin := filepath.Join(work, "serve")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building serve.go: %w\n%s", err, out)
	}
	s := &server{cmd: exec.Command(bin, "-addr", "127.0.0.1:0", "-dir", dir), logEnd: make(chan struct{})}
	stderr, err := s.cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	addr := make(chan string, 1)
	go s.readLog(stderr, addr)
	select {
	case s.addr = <-addr:
		return s, nil
	case <-time.After(30 * time.Second):
		s.cmd.Process.Kill()
		s.cmd.Wait()
		return nil, errors.New("serve.go did not report its address within 30s")
	}
}

// readLog passes on the address and counts the request lines after it.
func (s *server) readLog(r io.Reader, addr chan<- string) {
	defer close(s.logEnd)
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		if _, a, ok := strings.Cut(line, " on http://"); ok && strings.Contains(line, "serving ") {
			addr <- a
			continue
		}
		if strings.Contains(line, " GET /") {
			s.lines.Add(1)
		} else {
			fmt.Fprintln(os.Stderr, "serve.go:", line)
		}
	}
}

// stop asks serve.go to shut down gracefully, as a person would with ^C.
func (s *server) stop() error {
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case err := <-done:
		<-s.logEnd
		if err != nil {
			return fmt.Errorf("serve.go did not exit cleanly: %w", err)
		}
		return nil
	case <-time.After(15 * time.Second):
		s.cmd.Process.Kill()
		<-done
		return errors.New("serve.go did not stop within 15s of SIGTERM")
	}
}

func (s *server) loggedRequests() int { return int(s.lines.Load()) }
